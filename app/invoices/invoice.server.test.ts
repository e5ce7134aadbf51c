// The invoice in the database: made from the booked quote once; staff add, change and remove lines
// exactly once with a logged before/after; the rate of departure; issuing fixes rate and due date;
// a paid invoice refuses every change; the view and summaries the billing pages read.
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, test } from "vitest";
import { exchangeOn } from "#app/quotes/manual-quote.server.ts";
import { newOnceKey } from "#app/utils/once.server.ts";
import { getDb } from "#db/client.ts";
import { estimates, exchangeRates, invoiceChanges, invoiceLines, invoices } from "#db/schema.ts";
import { seedDemoBilling } from "#db/seed/demo-bank-accounts.ts";
import { makeTestShipment } from "#tests/issued-world.ts";
import { DEMO, seedQuoteWorld } from "#tests/quote-world.ts";
import { AddLineSchema } from "./invoice-form.ts";
import {
	addInvoiceLine,
	changeInvoiceLine,
	ensureInvoice,
	invoiceChangeLog,
	issueInvoice,
	loadInvoice,
	removeInvoiceLine,
} from "./invoice.server.ts";
import { getInvoiceView, invoiceSummaries } from "./invoice-view.server.ts";

beforeAll(async () => {
	await seedQuoteWorld();
	seedDemoBilling(getDb());
});

const dem = (over: Record<string, string> = {}) =>
	AddLineSchema.parse({
		code: "dem",
		currency: "KRW",
		quantity: "3",
		unitPrice: "80,000",
		reason: "demurrage",
		reasonText: "3 days over free time",
		...over,
	});

describe("made from the booked quote", () => {
	test("once, with the quote's included lines; the unsaved view is the same", () => {
		const id = makeTestShipment();
		const before = getInvoiceView(id, "en");
		expect(before.available).toBe(true);
		expect(before.state).toBe("waiting");
		expect(ensureInvoice(id)).toBe(true);
		expect(ensureInvoice(id)).toBe(false);
		const after = getInvoiceView(id, "en");
		expect(after.lines.map((l) => [l.code, l.amount])).toEqual(before.lines.map((l) => [l.code, l.amount]));
		const e = getDb().select().from(estimates).where(eq(estimates.id, id)).get()!;
		expect(after.quoteTotalKrw).toBe(e.totalKrw);
		expect(after.bankAccounts.map((a) => a.currency)).toEqual(["KRW", "USD"]);
		expect(after.bankAccounts[1]?.swift).toBe("IBKOKRSE");
	});

	test("the rate is the one of the ETD for an export", () => {
		const id = makeTestShipment();
		const invoice = loadInvoice(id)!;
		expect(invoice.rate.basis).toBe("departure");
		expect(invoice.rate.actual).toBe(false);
		// makeTestShipment sails in 7 days
		expect(invoice.rate.date > new Date().toISOString().slice(0, 10)).toBe(true);
	});

	test("a rate row effective on the departure day applies to the USD lines", () => {
		const id = makeTestShipment();
		const etd = loadInvoice(id)!.rate.date;
		getDb()
			.insert(exchangeRates)
			.values({ id: `test-${id}`, currency: "KRW", effectiveDate: etd, perUsdCents: 140_000 })
			.run();
		try {
			const view = getInvoiceView(id, "kr");
			expect(view.rate?.krwPerUsdCents).toBe(140_000);
			for (const l of view.lines.filter((x) => x.currency === "USD"))
				expect(l.amountKrw).toBe(Math.round((l.amount * 140_000) / 10_000));
		} finally {
			getDb()
				.delete(exchangeRates)
				.where(eq(exchangeRates.id, `test-${id}`))
				.run();
		}
	});
});

describe("staff changes", () => {
	test("add demurrage exactly once; its gap is its whole amount, with VAT", () => {
		const id = makeTestShipment();
		const key = newOnceKey();
		const first = addInvoiceLine(DEMO.staff, id, dem(), key);
		const again = addInvoiceLine(DEMO.staff, id, dem(), key);
		expect(first).toMatchObject({ ok: true, repeated: false, redirectTo: `/admin/shipments/${id}/invoice` });
		expect(again).toMatchObject({ ok: true, repeated: true });
		const view = getInvoiceView(id, "kr");
		const line = view.lines.filter((l) => l.code === "dem");
		expect(line).toHaveLength(1);
		expect(line[0]).toMatchObject({
			amountKrw: 240_000,
			quoteAmountKrw: null,
			gapKrw: 240_000,
			vatable: true,
			reason: "디머리지 발생",
			reasonText: "3 days over free time",
			label: "디머리지 (DEM)",
		});
		// the other lines differ from the quote only by the rate (and the quote's rounding per subtotal)
		expect(view.gapKrw).toBe([...view.lines, ...view.removed].reduce((sum, l) => sum + l.gapKrw, 0));
		expect(view.gapKrw - view.lines.filter((l) => l.code !== "dem").reduce((sum, l) => sum + l.gapKrw, 0)).toBe(
			240_000,
		);
		expect(view.totals.totalKrw).toBe(view.totals.supplyKrw + view.totals.vatKrw);
		const log = invoiceChangeLog(id);
		expect(log.map((c) => [c.action, c.before, c.after?.amount])).toEqual([["add", null, 240_000]]);
	});

	test("change a quote line: a new line replacing it, the quote's figure beside it; remove another", () => {
		const id = makeTestShipment();
		const view = getInvoiceView(id, "en");
		ensureInvoice(id);
		const stored = getInvoiceView(id, "en");
		const thc =
			stored.lines.find((l) => l.code === "thc" && l.currency === "KRW") ??
			stored.lines.find((l) => l.currency === "KRW")!;
		const other = stored.lines.find((l) => l.id !== thc.id)!;
		const changed = changeInvoiceLine(
			DEMO.staff,
			id,
			{
				lineId: thc.id,
				currency: "KRW",
				quantity: 1,
				unitPrice: thc.amount + 20_000,
				reason: "actual_local_charges",
				reasonText: undefined,
			},
			newOnceKey(),
		);
		expect(changed.ok).toBe(true);
		const removed = removeInvoiceLine(
			DEMO.staff,
			id,
			{ lineId: other.id, reason: "rate_correction", reasonText: "not ours" },
			newOnceKey(),
		);
		expect(removed.ok).toBe(true);
		const after = getInvoiceView(id, "en");
		const head = after.lines.find((l) => l.replaced !== null)!;
		expect(head).toMatchObject({
			quoteAmountKrw: thc.quoteAmountKrw,
			gapKrw: 20_000,
			source: "staff",
			reason: "Actual local charges",
			replaced: { currency: "KRW", amount: thc.amount },
		});
		expect(after.removed.map((l) => [l.id, l.gapKrw, l.reasonText])).toEqual([
			[other.id, -(other.quoteAmountKrw ?? 0), "not ours"],
		]);
		const rest = after.lines.filter((l) => l.id !== head.id).reduce((sum, l) => sum + l.gapKrw, 0);
		expect(after.gapKrw - rest).toBe(20_000 - (other.quoteAmountKrw ?? 0));
		expect(after.quoteTotalKrw).toBe(view.quoteTotalKrw);
		// the replaced line is no longer live: changing or removing it again is refused
		expect(
			changeInvoiceLine(
				DEMO.staff,
				id,
				{ lineId: thc.id, currency: "KRW", quantity: 1, unitPrice: 1, reason: "other", reasonText: "x" },
				newOnceKey(),
			),
		).toEqual({ ok: false, reason: "line" });
		expect(
			removeInvoiceLine(DEMO.staff, id, { lineId: other.id, reason: "other", reasonText: "x" }, newOnceKey()),
		).toEqual({ ok: false, reason: "line" });
		const log = getDb().select().from(invoiceChanges).where(eq(invoiceChanges.estimateId, id)).all();
		expect(log.map((c) => c.action)).toEqual(["change", "remove"]);
		expect(JSON.parse(log[0]!.before!).amount).toBe(thc.amount);
		expect(JSON.parse(log[0]!.after!).amount).toBe(thc.amount + 20_000);
		expect(log[1]!.after).toBeNull();
	});

	test("issue fixes the rate and due date; changes after issue still allowed until paid, then refused", () => {
		const id = makeTestShipment();
		const issued = issueInvoice(DEMO.staff, id, { dueDate: "2030-01-31" }, newOnceKey());
		expect(issued.ok).toBe(true);
		const row = getDb().select().from(invoices).where(eq(invoices.estimateId, id)).get()!;
		expect(row).toMatchObject({ dueDate: "2030-01-31", issuedBy: DEMO.staff.id });
		expect(row.rateDate).toBe(loadInvoice(id)!.rate.date);
		expect(row.krwPerUsdCents).toBe(exchangeOn(row.rateDate!).krwPerUsdCents);
		expect(loadInvoice(id)!.rate.fixed).toBe(true);
		expect(getInvoiceView(id, "kr")).toMatchObject({ state: "issued", dueDate: "2030-01-31" });
		expect(addInvoiceLine(DEMO.staff, id, dem(), newOnceKey()).ok).toBe(true);
		getDb().update(estimates).set({ payment: "paid" }).where(eq(estimates.id, id)).run();
		const lines = getDb().select().from(invoiceLines).where(eq(invoiceLines.estimateId, id)).all().length;
		expect(addInvoiceLine(DEMO.staff, id, dem(), newOnceKey())).toEqual({ ok: false, reason: "settled" });
		expect(issueInvoice(DEMO.staff, id, { dueDate: "2030-02-01" }, newOnceKey())).toEqual({
			ok: false,
			reason: "settled",
		});
		expect(getDb().select().from(invoiceLines).where(eq(invoiceLines.estimateId, id)).all()).toHaveLength(lines);
		const summary = invoiceSummaries([id, "nope"]);
		expect(summary.get(id)).toMatchObject({ state: "issued", dueDate: "2030-01-31" });
		expect(summary.has("nope")).toBe(false);
	});

	test("only staff", () => {
		const id = makeTestShipment();
		expect(() => addInvoiceLine(DEMO.customer, id, dem(), newOnceKey())).toThrow();
	});
});

describe("the demo", () => {
	test("the delivered demo shipment has its invoice from the quote, not issued", async () => {
		const { seedDemoShipments } = await import("#db/seed/demo-shipments.ts");
		seedDemoShipments(getDb());
		seedDemoBilling(getDb());
		const view = getInvoiceView("demo-shipment-delivered", "kr");
		expect(view.state).toBe("waiting");
		expect(view.lines.length).toBeGreaterThan(0);
		expect(
			getDb().select().from(invoices).where(eq(invoices.estimateId, "demo-shipment-delivered")).get(),
		).toBeTruthy();
		// an export that departed: the rate is the actual departure's
		expect(loadInvoice("demo-shipment-delivered")!.rate).toMatchObject({ basis: "departure", actual: true });
	});
});
