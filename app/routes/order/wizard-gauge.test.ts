// Spec section 3: a tank container in or out of gauge, through the sea wizard with
// real posts in the worker's SQLite file. An out-of-gauge tank is stored on the quote's request and
// goes to the manual queue with its reason (decision 057); the flag on any other box is refused with a
// translated message and nothing is stored. The form works as a plain HTML post (a ticked box is "on").
import { and, count, eq } from "drizzle-orm";
import { beforeAll, describe, expect, test } from "vitest";
import { createSession } from "#app/auth/session.server.ts";
import { addDays, seoulToday } from "#app/calendar/calendar.ts";
import { translatorFor } from "#app/i18n/translate.server.ts";
import { clearDraft, loadDraft } from "#app/quotes/drafts.server.ts";
import { getDb } from "#db/client.ts";
import { estimates } from "#db/schema.ts";
import { DEMO, seedQuoteWorld } from "#tests/quote-world.ts";
import { renderRoute } from "#tests/render-route.tsx";
import { outcome, routeArgs } from "#tests/route-request.ts";
import * as wizard from "./wizard.tsx";

const { customer } = DEMO;
const ROUTE = {
	direction: "export",
	cargoType: "fcl",
	originCountry: "KR",
	origin: "KRPUS",
	destinationCountry: "VN",
	destination: "VNHPH",
};
const READY = addDays(seoulToday(), 10);
const CUSTOMER = { companyName: "바른무역", managerName: "김하나", email: "customer@demo.kr", phone: "010-1234-5678" };

async function post(path: string, form: Record<string, string>) {
	const cookies = [(await createSession(customer.id)).setCookie.split(";")[0]!];
	return outcome(async () =>
		wizard.action((await routeArgs(path, { cookies, form, headers: { Origin: "http://app.test" } })) as never),
	);
}
const estimateCount = () =>
	getDb().select({ n: count() }).from(estimates).where(eq(estimates.companyId, customer.companyId!)).get()?.n ?? 0;

beforeAll(async () => {
	await seedQuoteWorld();
});

describe("tank in or out of gauge in the sea wizard", () => {
	test("an out-of-gauge tank is kept on the draft and the stored quote, and goes to the manual queue with its reason", async () => {
		clearDraft(customer.id, "shipline");
		expect((await post("/order/shipline?step=route", ROUTE)).location).toMatch(/step=cargo/);
		const cargo = await post("/order/shipline?step=cargo", {
			"containers[0].type": "tc20",
			"containers[0].count": "1",
			"containers[0].outOfGauge": "on",
			commodity: "Liquid latex",
			readyDate: READY,
		});
		expect(cargo.location, JSON.stringify(cargo.data)).toMatch(/step=customer/);
		expect((await post("/order/shipline?step=customer", CUSTOMER)).location).toMatch(/step=result/);
		const cookies = [(await createSession(customer.id)).setCookie.split(";")[0]!];
		// the cargo step shows the box ticked again (plain HTML, no script needed)
		const page = await renderRoute(wizard, "/order/shipline", "/order/shipline?step=cargo", { cookies });
		expect(page.html).toMatch(/name="containers\[0\]\.outOfGauge"[^>]*checked/);
		const result = (await wizard.loader((await routeArgs("/order/shipline?step=result", { cookies })) as never)) as {
			result: { pricing: { ok: boolean; reason?: string; manual?: boolean }; onceKey: string };
		};
		expect(result.result.pricing).toMatchObject({ ok: false, reason: "out_of_gauge", manual: true });
		const made = await post("/order/shipline?step=result", { intent: "manual", onceKey: result.result.onceKey });
		const id = /^\/mypage\/estimate\/([0-9a-f-]{36})$/.exec(made.location ?? "")?.[1];
		const row = getDb()
			.select()
			.from(estimates)
			.where(and(eq(estimates.id, id ?? ""), eq(estimates.companyId, customer.companyId!)))
			.get()!;
		expect(row).toMatchObject({ status: "in_request", manualReason: "out_of_gauge" });
		expect(JSON.parse(row.request).containers).toEqual([{ type: "tc20", count: 1, outOfGauge: true }]);
	});

	test.each(["kr", "en", "vn"] as const)(
		"%s: a dry box cannot carry the flag: 400 with the translated message, nothing stored",
		async (locale) => {
			clearDraft(customer.id, "shipline");
			await post("/order/shipline?step=route", ROUTE);
			const before = estimateCount();
			const refused = await post("/order/shipline?step=cargo", {
				"containers[0].type": "dv20",
				"containers[0].count": "1",
				"containers[0].outOfGauge": "on",
				commodity: "Clothes",
				readyDate: READY,
			});
			expect(refused.status).toBe(400);
			const errors = (refused.data as { result: { error: Record<string, string[]> } }).result.error;
			expect(errors["containers[0].outOfGauge"]).toEqual(["pricing.errors.gaugeTankOnly"]);
			const t = await translatorFor(locale);
			expect(t("pricing.errors.gaugeTankOnly")).not.toBe("pricing.errors.gaugeTankOnly");
			// the draft did not move on to the customer step, and no estimate was made
			expect(JSON.stringify(loadDraft(customer.id, "shipline") ?? {})).not.toContain("outOfGauge");
			expect(estimateCount()).toBe(before);
		},
	);

	test("the partner API refuses the flag on a non-tank box too (one request schema)", async () => {
		const { PricingRequestSchema } = await import("#app/pricing/request.ts");
		const bad = PricingRequestSchema.safeParse({
			mode: "sea",
			direction: "export",
			cargoType: "fcl",
			origin: "KRPUS",
			destination: "VNHPH",
			readyDate: READY,
			containers: [{ type: "fr40", count: 1, outOfGauge: true }],
		});
		expect(bad.success).toBe(false);
		if (!bad.success)
			expect(bad.error.issues.map((i) => [i.path.join("."), i.message])).toContainEqual([
				"containers.0.outOfGauge",
				"pricing.errors.gaugeTankOnly",
			]);
	});
});
