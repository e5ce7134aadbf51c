import { describe, expect, test } from "vitest";
import {
	convert,
	formatDecimal,
	lineAmount,
	mulDiv,
	parseDecimal,
	percentAmount,
	type PerUsd,
	roundDiv,
	spread,
	toMilli,
	totalsOf,
} from "./money.ts";

const PER_USD: PerUsd = { KRW: 138_550, USD: 100, VND: 2_540_000 };

describe("roundDiv: integer division rounded half away from zero", () => {
	test.each([
		[10, 5, 2],
		[5, 2, 3], // 2.5 -> 3
		[-5, 2, -3], // -2.5 -> -3
		[3, 2, 2], // 1.5 -> 2
		[-3, 2, -2],
		[5, -2, -3],
		[-5, -2, 3],
		[7, 3, 2], // 2.33
		[8, 3, 3], // 2.67
		[-8, 3, -3],
		[1, 4, 0], // 0.25
		[-1, 4, 0],
		[2, 4, 1], // 0.5 -> 1
		[-2, 4, -1],
		[0, 7, 0],
		[1499, 1000, 1],
		[1500, 1000, 2],
		[2500, 1000, 3],
		[-2500, 1000, -3],
	])("%i / %i = %i", (a, b, expected) => {
		expect(roundDiv(a, b)).toBe(expected);
	});
});

describe("a line amount = quantity x unit price rounded half away from zero to the minor unit of the line's currency", () => {
	test.each([
		// [quantity, unit price (minor units), amount, what]
		[2, 130_000, 260_000, "KRW: 2 x 20ft THC 130,000"],
		[1, 4_420, 4_420, "KRW: wharfage 4,420 per 20ft"],
		[4.8, 7_000, 33_600, "KRW: 4.8 RT CFS at 7,000"],
		[1.15, 2_555, 2_938, "USD cents: 1.15 RT x 25.55 = 29.3825 -> 29.38"],
		[45.5, 15, 683, "USD cents: 45.5 kg x 0.15 = 6.825 -> 6.83 (half away from zero)"],
		[0.5, 1, 1, "USD cents: half a cent rounds up"],
		[1.005, 100, 101, "1.005 x 1.00 = 1.005 -> 1.01, no float noise (1.005 * 1000 is 1004.999...)"],
		[0.1, 3, 0, "0.3 of a unit -> 0"],
		[2.345, 2_500, 5_863, "USD cents: 2.345 x 25.00 = 58.625 -> 58.63"],
		[999, 1_000_000, 999_000_000, "large KRW"],
	])("%d x %d = %d (%s)", (quantity, unitPrice, amount) => {
		expect(lineAmount(toMilli(quantity), unitPrice)).toBe(amount);
	});

	test("a negative amount rounds away from zero too", () => {
		expect(lineAmount(500, -3)).toBe(-2); // -1.5
	});
});

describe("toMilli: decimals with at most three places as integer thousandths", () => {
	test.each([
		[0.1, 100],
		[0.3, 300],
		[1.005, 1005],
		[4.35, 4350],
		[123_456.789, 123_456_789],
		[0.001, 1],
	])("%d -> %i", (q, milli) => {
		expect(toMilli(q)).toBe(milli);
	});

	test("0.1 + 0.2 is exact in thousandths", () => {
		expect(toMilli(0.1) + toMilli(0.2)).toBe(toMilli(0.3));
	});
});

describe("mulDiv beyond 2^53 stays exact", () => {
	test.each([
		// 10 billion KRW in VND: the product 2.54e16 is past 2^53
		[10_000_000_000, 2_540_000, 138_550, 183_327_318_658],
		[-10_000_000_000, 2_540_000, 138_550, -183_327_318_658],
		[9_000_000_000_000_001, 3, 7, 3_857_142_857_142_858], // 3,857,142,857,142,857.57
	])("%i x %i / %i", (a, m, d, expected) => {
		expect(mulDiv(a, m, d)).toBe(expected);
	});
});

describe("percentAmount: basis points of a base, same rounding", () => {
	test.each([
		[106_000, 250, 2_650], // 2.5% of USD 1,060.00
		[100, 250, 3], // 2.5 cents -> 3
		[100, 50, 1], // 0.5 -> 1
		[99, 50, 0], // 0.495 -> 0
		[1_000_000, 10_000, 1_000_000], // 100%
		[12_345, 0, 0],
	])("%i x %i bp = %i", (base, bp, expected) => {
		expect(percentAmount(base, bp)).toBe(expected);
	});
});

describe("convert: amount x perUsd(to) x 10^digits(to) / (perUsd(from) x 10^digits(from)), one rounding", () => {
	test.each([
		[100, "USD", "KRW", 1_386, "USD 1.00 at 1,385.50 = 1,385.5 -> 1,386"],
		[57_500, "USD", "KRW", 796_663, "USD 575.00 = 796,662.5 -> 796,663"],
		[1_386, "KRW", "USD", 100, "1,386 KRW = USD 1.0003 -> 1.00"],
		[1_000_000, "VND", "KRW", 54_547, "1,000,000 VND = 54,547.2 KRW"],
		[1_000_000, "VND", "USD", 3_937, "1,000,000 VND = USD 39.37"],
		[100, "USD", "VND", 25_400, "USD 1.00 = 25,400 VND"],
		[130_000, "KRW", "VND", 2_383_255, "130,000 KRW in VND"],
		[12_345, "KRW", "KRW", 12_345, "same currency unchanged"],
	] as const)("%i %s -> %s = %i (%s)", (amount, from, to, expected, _why) => {
		expect(convert(amount, from, to, PER_USD)).toBe(expected);
	});

	test("the default 1,300 KRW per USD", () => {
		expect(convert(100, "USD", "KRW", { KRW: 130_000, USD: 100, VND: 2_540_000 })).toBe(1_300);
	});
});

describe("totalsOf: each currency subtotal converted once, then added", () => {
	test("three currencies", () => {
		const totals = totalsOf({ KRW: 194_420, USD: 57_500, VND: 1_000_000 }, PER_USD);
		expect(totals).toEqual({
			KRW: 194_420 + 796_663 + 54_547,
			USD: 14_032 + 57_500 + 3_937,
			VND: 3_564_250 + 14_605_000 + 1_000_000,
		});
	});

	test("converting the subtotal once differs from converting line by line", () => {
		// three USD 0.01 lines: 13.855 KRW each; line by line 14 x 3 = 42, once 41.565 -> 42; USD 0.05 x 3
		// lines of 69.275 KRW: line by line 69 x 3 = 207, once 207.825 -> 208
		expect(totalsOf({ USD: 15 }, PER_USD).KRW).toBe(208);
		expect(3 * convert(5, "USD", "KRW", PER_USD)).toBe(207);
	});

	test("no subtotals, zero totals", () => {
		expect(totalsOf({}, PER_USD)).toEqual({ KRW: 0, USD: 0, VND: 0 });
	});
});

describe("decimals typed by people (rate sheets, discount and manual-quote forms)", () => {
	test.each([
		["412.50", 2, { ok: true, value: 41250 }],
		["130,000", 0, { ok: true, value: 130000 }],
		[" 2.5 ", 2, { ok: true, value: 250 }],
		["10.00", 0, { ok: true, value: 10 }],
		["-1", 2, { ok: false, problem: "negative" }],
		["1,30", 0, { ok: false, problem: "format" }],
		["abc", 2, { ok: false, problem: "format" }],
		["1.234", 2, { ok: false, problem: "tooManyDecimals" }],
		["1000000001", 0, { ok: false, problem: "tooLarge" }],
	] as const)("parseDecimal(%j, %i digits, max 1e9)", (raw, digits, expected) => {
		expect(parseDecimal(raw, digits, 1e9)).toEqual(expected);
	});

	test.each([
		[41250, 2, true, "412.50"],
		[41200, 2, false, "412"],
		[5, 2, true, "0.05"],
		[-150, 2, true, "-1.50"],
		[130000, 0, true, "130000"],
	])("formatDecimal(%i, %i, fixed %s) = %s", (value, digits, fixed, text) => {
		expect(formatDecimal(value, digits, fixed)).toBe(text);
	});
});

describe("spread: the one rule that shares a total over lines (decision 065)", () => {
	const sum = (xs: number[]) => xs.reduce((s, x) => s + x, 0);

	test.each([
		// [total, weights, shares, why (worked by hand)]
		[10, [1, 1, 1], [4, 3, 3], "3.33 each: floors 3+3+3, the 1 left to the first of equal remainders"],
		[2, [1, 1, 1], [1, 1, 0], "0.67 each: floors 0, the 2 left to the first two"],
		[100, [50, 30, 20], [50, 30, 20], "exact: nothing left over"],
		[7, [2, 3], [3, 4], "2.8 / 4.2: floors 2 + 4, the 1 left to the larger remainder (.8)"],
		[100, [1, 1, 1], [34, 33, 33], "33.33 each: the won goes to the first line, not the last"],
		[
			175_240,
			[53_104, 79_696, 165_264],
			[31_221, 46_856, 97_163],
			"31,221.13 / 46,855.69 / 97,163.18: floors leave 1, to .69",
		],
		[
			80_000,
			[1_200_000, 50_000, 328_840],
			[60_804, 2_534, 16_662],
			"60,804.13 / 2,533.51 / 16,662.36: the 1 left to .51",
		],
		[0, [5, 5], [0, 0], "nothing to share"],
		[5, [0, 0], [0, 0], "nothing to share over"],
		[9_007_199, [9_007_199_254_740, 1], [9_007_199, 0], "products past 2^53 stay exact"],
	])("%i over %j -> %j (%s)", (total, weights, shares) => {
		const got = spread(total, weights);
		expect(got).toEqual(shares);
		if (weights.some((w) => w > 0)) expect(sum(got)).toBe(total);
	});

	test.each([
		// [total, weights, minimum, shares, why]
		[
			1_000,
			[1_000, 1_000, 1],
			1,
			[500, 499, 1],
			"499.75 / 499.75 / 0.5: the third is held at 1, 999 over the others: 499.5 each, the 1 left to the first",
		],
		[10, [1, 1_000], 1, [1, 9], "0.01 / 9.99: the first is held at 1, the other 9 to the second"],
		[3, [1, 1, 1_000], 1, [1, 1, 1], "exactly one each"],
		[
			200_001,
			[80_000, 150_000],
			1,
			[69_566, 130_435],
			"the minimum changes nothing when every share is above it: 69,565.57 / 130,435.43",
		],
		[4, [0, 2, 2], 1, [0, 2, 2], "a part with no weight gets nothing, not the minimum"],
	])("%i over %j, at least %i each -> %j (%s)", (total, weights, minimum, shares) => {
		const got = spread(total, weights, minimum);
		expect(got).toEqual(shares);
		expect(sum(got)).toBe(total);
	});

	test("refuses a minimum the total cannot give every part", () => {
		expect(() => spread(2, [1, 1, 1], 1)).toThrow(RangeError);
	});

	test("with two parts it rounds the first half up and gives the second the rest", () => {
		// what the refund split did before it used spread (a x b / c rounded half up, the rest to the other part)
		for (let total = 0; total <= 2_000; total += 7)
			for (const [a, b] of [
				[1, 1],
				[3, 7],
				[110_000, 585_000],
				[1_001, 999],
			] as const) {
				const first = Math.floor((2 * total * a + (a + b)) / (2 * (a + b)));
				expect(spread(total, [a, b])).toEqual([first, total - first]);
			}
	});

	test("never more than one unit from the exact share, and a larger weight never gets less", () => {
		const weights = [5, 17, 17, 300, 1_001, 2];
		const W = sum(weights);
		for (let total = 0; total <= 5_000; total += 13) {
			const got = spread(total, weights);
			expect(sum(got)).toBe(total);
			got.forEach((share, i) => expect(Math.abs(share - (total * weights[i]!) / W)).toBeLessThan(1));
			expect(got[1]! - got[2]!).toBeOneOf([0, 1]); // equal weights: only the earlier one may get the extra unit
			expect(got[4]!).toBeGreaterThanOrEqual(got[3]!);
		}
	});
});
