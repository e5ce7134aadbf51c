// Which tax invoices an invoice needs, and their amounts recomputed by hand to the won (decision 100).
import { describe, expect, test } from "vitest";
import { corpNumOf, stateOfCode, taxinvoiceBody } from "./document.ts";
import { backoffMs, planTaxInvoices, supplyDate } from "./plan.ts";
import { refundSplit } from "#app/invoices/refund.ts";

// An export invoice: 10% lines (Korean side: THC, documents, trucking) 1,234,567 after their discount
// share, its VAT 123,457 (1,234,567 x 10% = 123,456.7, rounded once), and zero-rated ocean freight
// (international transport, 영세율) 2,000,001.
const invoice = { vatableKrw: 1_234_567, vatKrw: 123_457, zeroRatedKrw: 2_000_001 };

describe("planTaxInvoices", () => {
	test("issuing: one 과세 document (supply and 10% VAT) and one 영세 document (no VAT)", () => {
		expect(planTaxInvoices(invoice, [], [])).toEqual([
			{ taxType: "taxable", amends: false, refundId: null, supplyKrw: 1_234_567, taxKrw: 123_457 },
			{ taxType: "zero_rated", amends: false, refundId: null, supplyKrw: 2_000_001, taxKrw: 0 },
		]);
		// the two documents add up to the invoice's total: 1,234,567 + 123,457 + 2,000,001 = 3,358,025
		const docs = planTaxInvoices(invoice, [], []);
		expect(docs.reduce((s, d) => s + d.supplyKrw + d.taxKrw, 0)).toBe(3_358_025);
	});

	test("an invoice of zero-rated lines only has no 과세 document", () => {
		expect(planTaxInvoices({ vatableKrw: 0, vatKrw: 0, zeroRatedKrw: 500_000 }, [], []).map((d) => d.taxType)).toEqual([
			"zero_rated",
		]);
	});

	test("a partial refund: one amendment per tax type, minus the refund's own split, linked to it", () => {
		const issued = planTaxInvoices(invoice, [], []).map((d) => ({ ...d, originalId: null }));
		// a refund of 1,000,000 split by app/invoices/refund.ts over 1,358,024 (taxable with VAT) and
		// 2,000,001 (zero-rated): taxable 1,000,000 x 1,358,024 / 3,358,025 = 404,411.5 -> 404,412,
		// zero-rated 595,588; then VAT 404,412 x 123,457 / 1,358,024 = 36,764.6 -> 36,765, supply 367,647
		const refund = { id: 7, vatableKrw: 367_647, vatKrw: 36_765, zeroRatedKrw: 595_588 };
		expect(refund.vatableKrw + refund.vatKrw + refund.zeroRatedKrw).toBe(1_000_000);
		// the refund desk's own split gives the same figures
		expect(refundSplit(invoice, 0, 1_000_000)).toEqual({ vatableKrw: 367_647, vatKrw: 36_765, zeroRatedKrw: 595_588 });
		const amendments = planTaxInvoices(invoice, [refund], issued);
		expect(amendments).toEqual([
			{ taxType: "taxable", amends: true, refundId: 7, supplyKrw: -367_647, taxKrw: -36_765 },
			{ taxType: "zero_rated", amends: true, refundId: 7, supplyKrw: -595_588, taxKrw: 0 },
		]);
		// planned again, nothing more: the documents now add up to the invoice less the refund
		const all = [...issued, ...amendments.map((d) => ({ ...d, originalId: 1 }))];
		expect(planTaxInvoices(invoice, [refund], all)).toEqual([]);
		expect(all.reduce((s, d) => s + d.supplyKrw + d.taxKrw, 0)).toBe(3_358_025 - 1_000_000);
	});

	test("a line changed after issuing: one amendment with the difference", () => {
		const issued = planTaxInvoices(invoice, [], []).map((d) => ({ ...d, originalId: null }));
		// staff add storage 100,000 (10%): supply 1,334,567, VAT 133,456.7 -> 133,457
		const changed = { ...invoice, vatableKrw: 1_334_567, vatKrw: 133_457 };
		expect(planTaxInvoices(changed, [], issued)).toEqual([
			{ taxType: "taxable", amends: true, refundId: null, supplyKrw: 100_000, taxKrw: 10_000 },
		]);
	});
});

test("the supply date is the rate's day (departure or arrival), never after the issue day", () => {
	expect(supplyDate("2026-11-20", "2026-11-27")).toBe("2026-11-20");
	expect(supplyDate("2026-12-04", "2026-11-27")).toBe("2026-11-27");
});

test("backoff doubles from 5 minutes and stops at 6 hours", () => {
	expect([1, 2, 3, 8, 20].map((n) => backoffMs(n) / 60_000)).toEqual([5, 10, 20, 360, 360]);
});

test("registration numbers are sent as 10 digits; anything else is missing", () => {
	expect(corpNumOf("123-45-67891")).toBe("1234567891");
	expect(corpNumOf("12345")).toBeNull();
	expect(corpNumOf(null)).toBeNull();
});

test("popbill state codes: 300s issued, 304 sent to the NTS, 305 failed", () => {
	expect([300, 301, 304, 305, 100, 600].map(stateOfCode)).toEqual(["issued", "issued", "sent", "failed", null, null]);
});

test("the 영세 document's body says 영세 and carries no VAT", () => {
	const party = { corpNum: "1234567891", corpName: "A", ceoName: "B", addr: null, email: null };
	const body = taxinvoiceBody(
		{
			mgtKey: "K",
			taxType: "zero_rated",
			writeDate: "2026-11-27",
			supplyKrw: 2_000_001,
			taxKrw: 0,
			itemName: "x",
			originalNtsConfirmNum: null,
		},
		party,
		party,
	);
	expect(body).toMatchObject({ taxType: "영세", supplyCostTotal: "2000001", taxTotal: "0", totalAmount: "2000001" });
});
