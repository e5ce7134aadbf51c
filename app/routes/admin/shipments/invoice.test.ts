// Integration: /admin/shipments/:id/invoice with real Requests and sessions: staff only (customers
// 403, an unknown shipment 404); the first visit stores the invoice from the quote; adding demurrage
// exactly once (303 with ?done=), bad input 400 with translated messages and nothing stored; change,
// remove and issue; a paid invoice refuses with 409.
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, test } from "vitest";
import { createSession } from "#app/auth/session.server.ts";
import { newOnceKey } from "#app/utils/once.server.ts";
import { getDb } from "#db/client.ts";
import { estimates, invoiceLines, invoices } from "#db/schema.ts";
import { makeTestShipment } from "#tests/issued-world.ts";
import { DEMO, seedQuoteWorld } from "#tests/quote-world.ts";
import { renderRoute } from "#tests/render-route.tsx";
import * as screen from "./invoice.tsx";

const cookies = { customer: "", staff: "" };
const PATTERN = "/admin/shipments/:id/invoice";
const page = (id: string) => `/admin/shipments/${id}/invoice`;

beforeAll(async () => {
	await seedQuoteWorld();
	cookies.customer = (await createSession(DEMO.customer.id)).setCookie.split(";")[0]!;
	cookies.staff = (await createSession(DEMO.staff.id)).setCookie.split(";")[0]!;
});

const show = (id: string, who: keyof typeof cookies = "staff", locale?: "kr" | "en" | "vn", query = "") =>
	renderRoute(screen, PATTERN, `${page(id)}${query}`, {
		cookies: [cookies[who], ...(locale ? [`lng=${locale}`] : [])],
		locale,
	});
const post = (
	id: string,
	form: Record<string, string>,
	who: keyof typeof cookies = "staff",
	locale?: "kr" | "en" | "vn",
) =>
	renderRoute(screen, PATTERN, page(id), {
		cookies: [cookies[who], ...(locale ? [`lng=${locale}`] : [])],
		form,
		locale,
	});
const lines = (id: string) => getDb().select().from(invoiceLines).where(eq(invoiceLines.estimateId, id)).all();
const demurrage = (over: Record<string, string> = {}) => ({
	intent: "add",
	onceKey: newOnceKey(),
	code: "dem",
	currency: "KRW",
	quantity: "3",
	unitPrice: "80,000",
	reason: "demurrage",
	reasonText: "",
	...over,
});

describe("who may open it", () => {
	test("customers 403, an unknown shipment 404", async () => {
		const id = makeTestShipment();
		expect((await show(id, "customer")).status).toBe(403);
		expect((await post(id, demurrage(), "customer")).status).toBe(403);
		expect((await show("nope")).status).toBe(404);
		// a post starts as every staff shipment post does (staffShipmentPost): 404 for no shipment, 400 for an intent the page does not take
		expect((await post("nope", demurrage())).status).toBe(404);
		expect((await post(id, { ...demurrage(), intent: "delete" })).status).toBe(400);
		expect(lines(id).filter((l) => l.code === "dem")).toEqual([]);
	});
});

describe("the page", () => {
	test("the first visit stores the invoice from the quote and shows the table, forms and the empty log", async () => {
		const id = makeTestShipment();
		expect(getDb().select().from(invoices).where(eq(invoices.estimateId, id)).get()).toBeUndefined();
		const page = await show(id, "staff", "en");
		expect(page.status).toBe(200);
		expect(getDb().select().from(invoices).where(eq(invoices.estimateId, id)).get()).toBeTruthy();
		for (const want of [
			'data-testid="invoice-table"',
			'data-testid="invoice-add-form"',
			"Not issued (waiting for billing)",
			"No changes yet.",
			"Demurrage (DEM)",
			"Quote (KRW)",
		])
			expect(page.html).toContain(want);
	});
});

describe("changes", () => {
	test("add demurrage: 303 with ?done=add, exactly once; the page shows the line, its gap and the log", async () => {
		const id = makeTestShipment();
		await show(id);
		const before = lines(id).length;
		const form = demurrage();
		const first = await post(id, form);
		expect(first.status).toBe(303);
		expect(first.location).toBe(`${page(id)}?done=add`);
		const again = await post(id, form);
		expect(again.status).toBe(303);
		expect(lines(id)).toHaveLength(before + 1);
		const shown = await show(id, "staff", "en", "?done=add");
		expect(shown.html).toContain("The line was added.");
		expect(shown.html).toContain("+₩240,000");
		expect(shown.html).toContain('data-testid="invoice-log"');
		expect(shown.html).toContain("Demurrage incurred");
	});

	test("bad input: 400 with translated messages, nothing stored", async () => {
		const id = makeTestShipment();
		await show(id);
		const before = lines(id).length;
		const bad = await post(id, demurrage({ quantity: "0", unitPrice: "12.5" }), "staff", "en");
		expect(bad.status).toBe(400);
		expect(bad.html).toContain("Enter a quantity above 0");
		expect(bad.html).toContain("Too many decimals for the currency");
		const noReason = await post(id, demurrage({ reason: "" }), "staff", "en");
		expect(noReason.status).toBe(400);
		expect(noReason.html).toContain("Choose a reason.");
		const other = await post(id, demurrage({ code: "other", reason: "other" }), "staff", "kr");
		expect(other.status).toBe(400);
		expect(other.html).toContain("기타 항목은 항목명을 입력해 주세요.");
		expect(other.html).toContain("기타 사유는 내용을 입력해 주세요.");
		expect(lines(id)).toHaveLength(before);
	});

	test("change and remove a line, issue with a due date", async () => {
		const id = makeTestShipment();
		await show(id);
		const [first, second] = lines(id);
		const changed = await post(id, {
			intent: "change",
			onceKey: newOnceKey(),
			lineId: first!.id,
			currency: "USD",
			quantity: "1",
			unitPrice: "500.00",
			reason: "rate_correction",
			reasonText: "carrier's invoice",
		});
		expect(changed.location).toBe(`${page(id)}?done=change`);
		const removed = await post(id, {
			intent: "remove",
			onceKey: newOnceKey(),
			lineId: second!.id,
			reason: "other",
			reasonText: "not applicable",
		});
		expect(removed.location).toBe(`${page(id)}?done=remove`);
		// a replaced line cannot change again: 400 naming the line
		const stale = await post(
			id,
			{ intent: "remove", onceKey: newOnceKey(), lineId: first!.id, reason: "other", reasonText: "x" },
			"staff",
			"en",
		);
		expect(stale.status).toBe(400);
		expect(stale.html).toContain("Choose a line that can still be changed.");
		// unconfirmed, the issue is refused and nothing is issued; the form says who is mailed
		const unconfirmed = await post(
			id,
			{ intent: "issue", onceKey: newOnceKey(), dueDate: "2030-01-31" },
			"staff",
			"en",
		);
		expect(unconfirmed.status).toBe(400);
		expect(unconfirmed.html).toContain("Tick the confirmation box to go ahead. Nothing was saved.");
		expect(
			getDb().select({ at: invoices.issuedAt }).from(invoices).where(eq(invoices.estimateId, id)).get()?.at ?? null,
		).toBeNull();
		const asking = await show(id, "staff", "en");
		expect(asking.html).toContain('data-testid="invoice-issue-submit-check"');
		expect(asking.html).toContain("Mail to customer@demo.kr: invoice issued");
		const issued = await post(id, { intent: "issue", onceKey: newOnceKey(), dueDate: "2030-01-31", confirmed: "yes" });
		expect(issued.location).toBe(`${page(id)}?done=issue`);
		const shown = await show(id, "staff", "en");
		expect(shown.html).toContain("Due date: Jan 31, 2030");
		expect(shown.html).toContain("<del>");
		expect(shown.html).toContain("carrier&#x27;s invoice");
	});

	test("a paid invoice refuses changes with 409", async () => {
		const id = makeTestShipment();
		await show(id);
		getDb().update(estimates).set({ payment: "paid" }).where(eq(estimates.id, id)).run();
		const before = lines(id).length;
		const refused = await post(id, demurrage(), "staff", "en");
		expect(refused.status).toBe(409);
		expect(refused.html).toContain("A paid invoice cannot be changed.");
		expect(lines(id)).toHaveLength(before);
		expect((await show(id, "staff", "en")).html).toContain("The invoice is paid and can no longer change.");
	});
});
