import { describe, expect, test } from "vitest";
import { convert, formatDecimal, lineAmount, mulDiv, parseDecimal, percentAmount, type PerUsd, roundDiv, toMilli, totalsOf } from "./money.ts";

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
