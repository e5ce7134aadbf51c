// The total-cost document's arithmetic per direction (decision 040), every figure by hand.
import { describe, expect, test } from "vitest";
import { quoteLine } from "#app/pricing/test-rates.ts";
import type { QuoteOption } from "#app/pricing/types.ts";
import { type CostLine, type TotalCostInput, costsFromQuote, totalCost } from "./total-cost.ts";

const line = (code: string, group: CostLine["group"], amountKrw: number, taxable: boolean): CostLine => ({
	code,
	group,
	amountKrw,
	taxable,
	discountable: true,
});

// an import into Busan at 1,300 KRW per USD: ocean freight 650,000 (0%), destination THC 180,000 and
// D/O fee 50,000 (10%)
const importLines: CostLine[] = [
	line("ofr", "freight", 650_000, false),
	line("thc", "destination", 180_000, true),
	line("dof", "destination", 50_000, true),
];
const base: TotalCostInput = {
	direction: "import",
	lines: importLines,
	discounts: [],
	krwPerUsdCents: 130_000,
	invoiceUsdCents: null,
	cargo: "fcl",
};

describe("import", () => {
	test("with an invoice of USD 10,000: our charges and VAT, duty 8% of CIF, import VAT 10% of CIF + duty, the clearance range", () => {
		const r = totalCost({ ...base, invoiceUsdCents: 1_000_000 });
		// ours: 880,000 supply; VAT 10% of 230,000 = 23,000; with VAT 903,000
		expect([r.supplyKrw, r.taxableKrw, r.vatKrw, r.chargesWithVatKrw]).toEqual([880_000, 230_000, 23_000, 903_000]);
		// CIF 13,000,000 + 650,000 = 13,650,000; duty 1,092,000; import VAT (13,650,000 + 1,092,000) x 10% = 1,474,200
		expect(r.customs).toEqual({ invoiceKrw: 13_000_000, cifKrw: 13_650_000, dutyKrw: 1_092_000, vatKrw: 1_474_200 });
		expect(r.clearanceFee).toEqual({ min: 100_000, max: 150_000 });
		// 903,000 + 1,092,000 + 1,474,200 = 3,469,200, plus the fee range
		expect(r.total).toEqual({ min: 3_569_200, max: 3_619_200 });
	});

	test("a coupon is shared over the lines: the freight in the CIF value is what the customer pays after it", () => {
		const r = totalCost({ ...base, invoiceUsdCents: 1_000_000, discounts: [{ kind: "coupon", amountKrw: 88_000 }] });
		// 88,000 / 880,000 = 10% of each line: freight 585,000, THC 162,000, D/O 45,000
		expect(r.groups).toEqual({ origin: 0, freight: 650_000, destination: 230_000 });
		expect(r.groupsNet).toEqual({ origin: 0, freight: 585_000, destination: 207_000 });
		expect([r.discountKrw, r.supplyKrw, r.taxableKrw, r.vatKrw, r.chargesWithVatKrw]).toEqual([
			88_000, 792_000, 207_000, 20_700, 812_700,
		]);
		// CIF 13,000,000 + 585,000 = 13,585,000; duty 1,086,800; import VAT 1,467,180
		expect(r.customs).toEqual({ invoiceKrw: 13_000_000, cifKrw: 13_585_000, dutyKrw: 1_086_800, vatKrw: 1_467_180 });
		// 812,700 + 1,086,800 + 1,467,180 = 3,366,680
		expect(r.total).toEqual({ min: 3_466_680, max: 3_516_680 });
	});

	test("LCL without an invoice value: no customs figures, the small clearance range", () => {
		const r = totalCost({ ...base, cargo: "lcl" });
		expect(r.customs).toBeNull();
		expect(r.clearanceFee).toEqual({ min: 50_000, max: 100_000 });
		expect(r.total).toEqual({ min: 953_000, max: 1_003_000 });
	});

	test("a clearance fee billed on the invoice replaces the estimate range", () => {
		const r = totalCost({
			...base,
			lines: [
				...importLines,
				{ code: "clearance", group: "destination", amountKrw: 120_000, taxable: true, discountable: false },
			],
		});
		expect(r.clearanceFee).toBeNull();
		// supply 1,000,000; VAT 10% of 350,000 = 35,000
		expect(r.total).toEqual({ min: 1_035_000, max: 1_035_000 });
	});

	test("air, an odd invoice: the percentages round half away from zero, once", () => {
		const r = totalCost({ ...base, cargo: "air", invoiceUsdCents: 12_345, lines: [line("afr", "freight", 1, false)] });
		// invoice USD 123.45 -> 160,485 KRW; CIF 160,486; duty 12,838.88 -> 12,839; VAT 17,332.5 -> 17,333
		expect(r.customs).toEqual({ invoiceKrw: 160_485, cifKrw: 160_486, dutyKrw: 12_839, vatKrw: 17_333 });
		expect(r.total).toEqual({ min: 1 + 12_839 + 17_333 + 50_000, max: 1 + 12_839 + 17_333 + 100_000 });
	});
});

describe("export", () => {
	// Busan -> Hai Phong: origin THC 130,000 and doc fee 50,000 (10%), ocean freight 676,000 (0%)
	const exportLines: CostLine[] = [
		line("thc", "origin", 130_000, true),
		line("dcf", "origin", 50_000, true),
		line("ofr", "freight", 676_000, false),
	];

	test("no customs, no clearance range, even with an invoice value: our charges, our VAT, one total", () => {
		const r = totalCost({ ...base, direction: "export", lines: exportLines, invoiceUsdCents: 1_000_000 });
		expect(r.customs).toBeNull();
		expect(r.clearanceFee).toBeNull();
		// supply 856,000; VAT 10% of 180,000 = 18,000
		expect([r.supplyKrw, r.vatKrw, r.chargesWithVatKrw]).toEqual([856_000, 18_000, 874_000]);
		expect(r.total).toEqual({ min: 874_000, max: 874_000 });
	});

	test("an 85,600 coupon and a 77,040 pre-booking discount come off before the VAT", () => {
		const r = totalCost({
			...base,
			direction: "export",
			lines: exportLines,
			discounts: [
				{ kind: "coupon", amountKrw: 85_600 },
				{ kind: "prebooking", amountKrw: 77_040 },
			],
		});
		// 162,640 / 856,000 = 19% of each line: THC 24,700, doc fee 9,500, freight 128,440
		// taxable 180,000 - 34,200 = 145,800; VAT 14,580; supply 693,360; total 707,940
		expect(r.groupsNet).toEqual({ origin: 145_800, freight: 547_560, destination: 0 });
		expect([r.discountKrw, r.supplyKrw, r.taxableKrw, r.vatKrw]).toEqual([162_640, 693_360, 145_800, 14_580]);
		expect(r.total).toEqual({ min: 707_940, max: 707_940 });
	});
});

test("without an invoice to read, the quote's included lines at the quote's rate", () => {
	const q = quoteLine;
	const option = {
		lines: [
			q({ amount: 52_000 }),
			q({ code: "thc", group: "origin", currency: "KRW", amount: 130_000 }),
			q({ code: "thc", group: "destination", amount: 9_000, included: false }),
		],
		exchange: {
			date: "2026-03-01",
			krwPerUsdCents: 130_000,
			vndPerUsdCents: 2_540_000,
			sources: { KRW: "default", VND: "default" },
		},
	} as unknown as QuoteOption;
	const costs = costsFromQuote(option, "export", { couponDiscountKrw: 30_000, prebookingDiscountKrw: 0 });
	// USD 520.00 -> 676,000; THC 130,000 at Busan (10%); the excluded DTHC left out
	expect(costs.lines).toEqual([
		{ code: "ofr", group: "freight", amountKrw: 676_000, taxable: false, discountable: true },
		{ code: "thc", group: "origin", amountKrw: 130_000, taxable: true, discountable: true },
	]);
	expect(costs.discounts.map((d) => d.amountKrw)).toEqual([30_000, 0]);
	expect(costs.krwPerUsdCents).toBe(130_000);
});
