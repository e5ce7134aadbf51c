// The discount allocation and VAT rule (decision 039), every figure worked out by hand in the comments.
import { describe, expect, test } from "vitest";
import { quoteLine } from "./test-rates.ts";
import type { QuoteOption } from "./types.ts";
import { type Discount, type SupplyLine, isVatable, quoteSupplyAndVat, supplyAndVat } from "./vat.ts";

const T = (amountKrw: number, discountable = true): SupplyLine => ({ amountKrw, taxable: true, discountable });
const Z = (amountKrw: number, discountable = true): SupplyLine => ({ amountKrw, taxable: false, discountable });
const coupon = (amountKrw: number): Discount => ({ kind: "coupon", amountKrw });
const prebooking = (amountKrw: number): Discount => ({ kind: "prebooking", amountKrw });
const negotiated = (amountKrw: number): Discount => ({ kind: "negotiated", amountKrw });

describe("supply and VAT", () => {
	test.each<[string, SupplyLine[], Discount[], { taxableNet: number; zeroNet: number; shares: number[]; vat: number }]>(
		[
			[
				// decision 039: all charges taxable, 1,578,840 less an 80,000 coupon
				"decision 039's example: 1,578,840 taxable, 80,000 coupon -> 1,498,840, VAT 149,884",
				[T(1_200_000), T(50_000), T(328_840)],
				[coupon(80_000)],
				// shares 80,000 x 1,200,000 / 1,578,840 = 60,804.13; x 50,000 = 2,533.51; x 328,840 = 16,662.36;
				// floors 60,804 + 2,533 + 16,662 = 79,999, the 1 left to the largest remainder (.51)
				{ taxableNet: 1_498_840, zeroNet: 0, shares: [60_804, 2_534, 16_662], vat: 149_884 },
			],
			[
				// mixed: ocean freight 585,000 (0%), THC 130,000 (10%), doc fee 50,000 (10%); 76,500 coupon
				"mixed taxable and zero-rated: the coupon comes off both in proportion",
				[Z(585_000), T(130_000), T(50_000)],
				[coupon(76_500)],
				// 76,500 / 765,000 = 10% exactly: 58,500 / 13,000 / 5,000; taxable 180,000 - 18,000 = 162,000
				{ taxableNet: 162_000, zeroNet: 526_500, shares: [58_500, 13_000, 5_000], vat: 16_200 },
			],
			[
				"several discounts are shared out once, together",
				[Z(585_000), T(130_000), T(50_000)],
				[coupon(30_000), prebooking(46_500)],
				// the same 76,500 as above in two parts: the same shares
				{ taxableNet: 162_000, zeroNet: 526_500, shares: [58_500, 13_000, 5_000], vat: 16_200 },
			],
			[
				"rounding to the won: 3 won over three equal lines, then VAT half away from zero",
				[T(1_001), T(1_001), Z(1_001)],
				[coupon(2), negotiated(0)],
				// 0.67 each: floors 0, the 2 won to the first two (equal remainders, earlier first)
				// taxable 2,002 - 2 = 2,000 -> VAT 200
				{ taxableNet: 2_000, zeroNet: 1_001, shares: [1, 1, 0], vat: 200 },
			],
			[
				"VAT rounds once, half away from zero: 10% of 12,345 = 1,234.5 -> 1,235",
				[T(12_345), Z(10_000)],
				[],
				{ taxableNet: 12_345, zeroNet: 10_000, shares: [0, 0], vat: 1_235 },
			],
			[
				// a discount larger than every taxable line: THC 20,000 taxable, freight 980,000 zero-rated
				"a discount bigger than the taxable lines never makes them negative",
				[T(20_000), Z(980_000)],
				[prebooking(100_000)],
				// 10% of each: 2,000 and 98,000; taxable 18,000 -> VAT 1,800
				{ taxableNet: 18_000, zeroNet: 882_000, shares: [2_000, 98_000], vat: 1_800 },
			],
			[
				"a discount bigger than all the lines is taken only up to them",
				[T(30_000), Z(20_000)],
				[coupon(80_000)],
				{ taxableNet: 0, zeroNet: 0, shares: [30_000, 20_000], vat: 0 },
			],
			[
				"lines a discount does not apply to keep their full amount (a staff-added demurrage)",
				[Z(500_000), T(100_000), T(200_000, false)],
				[coupon(60_000)],
				// 60,000 over 600,000: 50,000 and 10,000; taxable 90,000 + 200,000 = 290,000 -> VAT 29,000
				{ taxableNet: 290_000, zeroNet: 450_000, shares: [50_000, 10_000, 0], vat: 29_000 },
			],
		],
	)("%s", (_name, lines, discounts, want) => {
		const r = supplyAndVat(lines, discounts);
		expect(r.lines.map((l) => l.discountKrw)).toEqual(want.shares);
		expect(r.taxable.netKrw).toBe(want.taxableNet);
		expect(r.zeroRated.netKrw).toBe(want.zeroNet);
		expect(r.vatKrw).toBe(want.vat);
		expect(r.supplyKrw).toBe(want.taxableNet + want.zeroNet);
		expect(r.totalKrw).toBe(want.taxableNet + want.zeroNet + want.vat);
		for (const l of r.lines) expect(l.netKrw).toBeGreaterThanOrEqual(0);
	});
});

describe("which charges bear 10%", () => {
	test.each([
		["thc", "origin", "export", true], // Busan terminal handling on an export
		["thc", "destination", "export", false], // the foreign terminal
		["thc", "destination", "import", true],
		["ofr", "freight", "export", false], // international carriage: zero-rated
		["baf", "freight", "import", false],
		["trucking", "origin", "export", true],
		["pcfThc", "destination", "export", false],
		["dem", "korea", "import", true],
	] as const)("%s on the %s side of an %s: %s", (code, side, direction, vatable) => {
		expect(isVatable(code, side, direction)).toBe(vatable);
	});
});

describe("a quote's figures", () => {
	const line = quoteLine;
	// Busan -> Hai Phong, 1 x 20' at 1,300 KRW/USD: ocean USD 450 + LSS USD 70 = USD 520 -> 676,000 KRW;
	// THC 130,000 + wharfage 4,420 + doc fee 50,000 at Busan (10%); DTHC at Hai Phong excluded
	const option = {
		lines: [
			line({ code: "ofr", amount: 45_000 }),
			line({ code: "lss", amount: 7_000 }),
			line({ code: "thc", group: "origin", currency: "KRW", amount: 130_000 }),
			line({ code: "wfg", group: "origin", currency: "KRW", amount: 4_420 }),
			line({ code: "dcf", group: "origin", currency: "KRW", amount: 50_000 }),
			line({ code: "thc", group: "destination", amount: 9_000, included: false }),
		],
		subtotals: { USD: 52_000, KRW: 184_420 },
		totals: { KRW: 860_420, USD: 0, VND: 0 },
		exchange: {
			date: "2026-03-01",
			krwPerUsdCents: 130_000,
			vndPerUsdCents: 2_540_000,
			sources: { KRW: "default", VND: "default" },
		},
	} as unknown as QuoteOption;

	test("before booking: VAT on the Busan charges only, 18,442; total with VAT 878,862", () => {
		const r = quoteSupplyAndVat(option, "export");
		expect(r.supplyKrw).toBe(860_420);
		expect(r.taxable.netKrw).toBe(184_420);
		expect(r.vatKrw).toBe(18_442); // 18,442.0
		expect(r.totalKrw).toBe(878_862);
	});

	test("after booking with a 30,000 coupon and 70,000 pre-booking: the invoice's own rule", () => {
		const r = quoteSupplyAndVat(option, "export", { couponDiscountKrw: 30_000, prebookingDiscountKrw: 70_000 });
		// 100,000 over 585,000 / 91,000 / 130,000 / 4,420 / 50,000 of 860,420: 67,990.05 / 10,576.23 /
		// 15,108.90 / 513.70 / 5,811.12; floors 67,990 + 10,576 + 15,108 + 513 + 5,811 = 99,998, the 2 won
		// left to THC (.90) and wharfage (.70). Taxable 184,420 - (15,109 + 514 + 5,811) = 162,986;
		// VAT 16,298.6 -> 16,299; total 760,420 + 16,299 = 776,719
		expect(r.lines.map((l) => l.discountKrw)).toEqual([67_990, 10_576, 15_109, 514, 5_811]);
		expect(r.supplyKrw).toBe(760_420);
		expect(r.taxable.netKrw).toBe(162_986);
		expect(r.vatKrw).toBe(16_299);
		expect(r.totalKrw).toBe(776_719);
	});
});
