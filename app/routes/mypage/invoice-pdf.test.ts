// Integration: /mypage/payment/:id/invoice.pdf: the customer's company and staff get the PDF as an
// attachment (pro-forma before payment, the invoice with its V number once paid); another company's
// customer, a partner and an unknown id get 404.
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, test } from "vitest";
import { createSession } from "#app/auth/session.server.ts";
import { getDb } from "#db/client.ts";
import { estimates } from "#db/schema.ts";
import { makeTestShipment } from "#tests/issued-world.ts";
import { DEMO, seedQuoteWorld } from "#tests/quote-world.ts";
import { outcome, routeArgs } from "#tests/route-request.ts";
import { loader } from "./invoice-pdf.ts";

const cookies: Record<string, string> = {};

beforeAll(async () => {
	await seedQuoteWorld();
	for (const [who, user] of Object.entries({
		customer: DEMO.customer,
		colleague: DEMO.colleague,
		other: DEMO.other,
		staff: DEMO.staff,
	}))
		cookies[who] = (await createSession(user.id)).setCookie.split(";")[0]!;
	cookies.broker = (await createSession("demo-broker")).setCookie.split(";")[0]!;
});

async function get(id: string, who: string, lng = "kr", headers: Record<string, string> = {}) {
	const path = `/mypage/payment/${id}/invoice.pdf`;
	const args = await routeArgs(path, { cookies: [cookies[who]!, `lng=${lng}`], params: { id }, headers });
	let response: Response | null = null;
	const result = await outcome(async () => {
		response = (await loader(args as never)) as Response;
		return response;
	});
	return { ...result, body: response ? Buffer.from(await (response as Response).arrayBuffer()) : null };
}

describe("the invoice PDF", () => {
	test("the company's customers and staff: a pro-forma attachment; after payment the invoice with the V number", async () => {
		const id = makeTestShipment();
		const mine = await get(id, "customer");
		expect(mine.status).toBe(200);
		expect(mine.headers.get("Content-Type")).toBe("application/pdf");
		expect(mine.headers.get("Content-Disposition")).toMatch(/^attachment; filename="proforma-B\d{4}-\d{4,5}-kr\.pdf"/);
		expect(mine.body?.subarray(0, 5).toString()).toBe("%PDF-");
		expect((await get(id, "colleague")).status).toBe(200);
		expect((await get(id, "staff", "en")).headers.get("Content-Disposition")).toMatch(/proforma-B.*-en\.pdf/);
		getDb().update(estimates).set({ payment: "paid" }).where(eq(estimates.id, id)).run();
		expect((await get(id, "customer", "vn")).headers.get("Content-Disposition")).toMatch(
			/filename="invoice-V\d{4}-\d{4,5}-vn\.pdf"/,
		);
	});

	test("another company's customer, a partner and an unknown id: 404", async () => {
		const id = makeTestShipment();
		expect((await get(id, "other")).status).toBe(404);
		expect((await get(id, "broker")).status).toBe(404);
		expect((await get("nope", "customer")).status).toBe(404);
	});

	// a browser opening another company's PDF is sent to the page, whose own 404 it sees
	test("a browser (Accept: text/html) refused the file goes to the payment page instead of a JSON body", async () => {
		const id = makeTestShipment();
		const html = { Accept: "text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8" };
		const refused = await get(id, "other", "kr", html);
		expect(refused.status).toBe(302);
		expect(refused.location).toBe(`/mypage/payment/${id}`);
		expect((await get(id, "customer", "kr", html)).status).toBe(200);
	});
});
