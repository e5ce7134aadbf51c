import { expect, test } from "vitest";
import { type CostLine, type TotalCostInput, totalCost } from "./total-cost.ts";

// 1,300.00 KRW per USD (the spec's default), 25,000 VND per USD
const perUsd = { KRW: 130_000, USD: 100, VND: 2_500_000 };
const line = (group: CostLine["group"], currency: CostLine["currency"], amount: number, included = true): CostLine => ({ group, currency, amount, included });

const lines: CostLine[] = [
	line("freight", "USD", 50_000), // USD 500.00 -> 650,000 KRW
	line("origin", "USD", 10_000, false), // the seller's side: not counted
	line("destination", "KRW", 180_000),
	line("destination", "USD", 2_550), // USD 25.50 -> 33,150 KRW
];

test.each<[string, Partial<TotalCostInput>, { charges: number; customs: { cif: number; duty: number; vat: number } | null; total: [number, number] }]>([
	[
		"FCL with an invoice of USD 10,000: duty 8% of CIF, VAT 10% of CIF + duty",
		{ invoiceUsdCents: 1_000_000, cargo: "fcl" },
		// CIF 13,000,000 + 650,000 = 13,650,000; duty 1,092,000; VAT (13,650,000 + 1,092,000) x 10% = 1,474,200
		{ charges: 863_150, customs: { cif: 13_650_000, duty: 1_092_000, vat: 1_474_200 }, total: [863_150 + 1_092_000 + 1_474_200 + 100_000, 863_150 + 1_092_000 + 1_474_200 + 150_000] },
	],
	[
		"LCL without an invoice: charges and the small clearance fee only",
		{ invoiceUsdCents: null, cargo: "lcl" },
		{ charges: 863_150, customs: null, total: [913_150, 963_150] },
	],
	[
		"air, an odd invoice: the percentages round half away from zero, once",
		{ invoiceUsdCents: 12_345, cargo: "air", lines: [line("freight", "KRW", 1)] },
		// invoice USD 123.45 -> 160,485 KRW; CIF 160,486; duty 12,838.88 -> 12,839; VAT 17,332.5 -> 17,333
		{ charges: 1, customs: { cif: 160_486, duty: 12_839, vat: 17_333 }, total: [1 + 12_839 + 17_333 + 50_000, 1 + 12_839 + 17_333 + 100_000] },
	],
	[
		"VND charges convert through the dollar",
		{ invoiceUsdCents: null, cargo: "fcl", lines: [line("destination", "VND", 2_500_000)] },
		{ charges: 130_000, customs: null, total: [230_000, 280_000] },
	],
])("%s", (_, input, want) => {
	const result = totalCost({ lines, perUsd, invoiceUsdCents: null, cargo: "fcl", ...input });
	expect(result.chargesKrw).toBe(want.charges);
	expect(result.customs && { cif: result.customs.cifKrw, duty: result.customs.dutyKrw, vat: result.customs.vatKrw }).toEqual(want.customs);
	expect([result.total.min, result.total.max]).toEqual(want.total);
});
