// The insurance request starts from what the booking already said: the HS code
// given at booking and the quote's goods, so the customer does not type them again.
import { beforeAll, expect, test } from "vitest";
import { createSession } from "#app/auth/session.server.ts";
import { changeStatus } from "#app/quotes/estimates.server.ts";
import { getDb } from "#db/client.ts";
import { bookingDetails } from "#db/schema.ts";
import { DEMO, makeEstimate, seedQuoteWorld } from "#tests/quote-world.ts";
import { outcome, routeArgs } from "#tests/route-request.ts";
import { loader } from "./insurance-request.tsx";

let shipment = "";
let cookie = "";

beforeAll(async () => {
	await seedQuoteWorld();
	shipment = makeEstimate(DEMO.customer);
	getDb().transaction((tx) =>
		changeStatus(tx, { id: shipment, status: "in_confirm" }, "booked", "customer", DEMO.customer.id),
	);
	getDb()
		.insert(bookingDetails)
		.values({
			estimateId: shipment,
			shipperName: "데모무역",
			shipperAddress: "서울",
			shipperContact: "02-000-0000",
			consigneeName: "Hanoi Trading",
			consigneeAddress: "Hanoi",
			consigneeContact: "+84 24 0000 0000",
			hsCode: "8507600000",
			packageCount: 10,
			packageKind: "pallets",
			cargoDescription: "Lithium battery packs",
		})
		.run();
	cookie = (await createSession(DEMO.customer.id)).setCookie.split(";")[0]!;
});

test("the form is pre-filled with the booking's HS code and the quote's goods", async () => {
	const page = await outcome(async () =>
		loader(
			(await routeArgs(`/mypage/upload/${shipment}/insurance`, {
				cookies: [cookie],
				params: { id: shipment },
			})) as never,
		),
	);
	expect(page.status).toBe(200);
	expect((page.data as { prefill: unknown }).prefill).toMatchObject({ invoice: "", hsCode: "8507600000" });
});
