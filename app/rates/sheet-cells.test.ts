// The rate sheet's cell parsers: money in each currency's minor units, percent in basis points,
// booleans in the words people type, and scaled numbers formatted back to what they parse from.
import { describe, expect, test } from "vitest";
import { formatScaled, parseBoolean, parseMoney, parsePercent, parseScaled, perUsdCell } from "./sheet-cells.ts";
import type { RateRecord } from "./sheet-context.ts";

describe("money, percent, booleans", () => {
	test.each<[string, "KRW" | "USD" | "VND", number | string]>([
		["412.50", "USD", 41250],
		["412.5", "USD", 41250],
		["412", "USD", 41200],
		["0.01", "USD", 1],
		["1,250.75", "USD", 125075],
		["130000", "KRW", 130000],
		["130,000", "KRW", 130000],
		["130000.0", "KRW", 130000],
		["25400", "VND", 25400],
		["412.505", "USD", "tooManyDecimals"],
		["0.001", "USD", "tooManyDecimals"],
		["1300.5", "KRW", "tooManyDecimals"],
		["25400.1", "VND", "tooManyDecimals"],
		["0", "KRW", "amountPositive"],
		["0.00", "USD", "amountPositive"],
		["-5", "USD", "amountPositive"],
		["1.2.3", "USD", "notNumber"],
		["12,34", "USD", "notNumber"],
		["$5", "USD", "notNumber"],
		["1e3", "KRW", "notNumber"],
	])("%s %s -> %s", (raw, currency, expected) => {
		const parsed = parseMoney(raw, currency);
		expect(parsed.ok ? parsed.value : parsed.key).toBe(expected);
	});
	test.each<[string, number | string]>([
		["5", 500],
		["2.5", 250],
		["0.25", 25],
		["100", 10000],
		["100.01", "percentRange"],
		["0", "amountPositive"],
		["2.555", "percentDecimals"],
	])("percent %s -> %s", (raw, expected) => {
		const parsed = parsePercent(raw);
		expect(parsed.ok ? parsed.value : parsed.key).toBe(expected);
	});
	test.each<[string, boolean | null]>([
		["true", true],
		["TRUE", true],
		["yes", true],
		["Y", true],
		["1", true],
		["false", false],
		["No", false],
		["n", false],
		["0", false],
		["maybe", null],
		["", null],
	])("boolean %j -> %j", (raw, expected) => {
		expect(parseBoolean(raw)).toBe(expected);
	});
	test("scaled numbers format back to what they parse from", () => {
		expect(formatScaled(41250, 2, true)).toBe("412.50");
		expect(formatScaled(5, 2, true)).toBe("0.05");
		expect(formatScaled(138550, 2, false)).toBe("1385.5");
		expect(formatScaled(130000, 0, true)).toBe("130000");
		expect(parseScaled("1385.5", 2)).toEqual({ ok: true, value: 138550 });
	});
});

describe("an exchange rate on the staff list is shown as stored (decision 013)", () => {
	test.each([
		[138550, "kr", "1,385.50"],
		[138550, "en", "1,385.50"],
		[138550, "vn", "1.385,50"],
		[138500, "en", "1,385.00"],
		[2_545_000_00, "en", "2,545,000.00"],
	] as const)("%i x100 in %s -> %s", (cents, locale, text) => {
		expect(perUsdCell.display?.(cents, {} as RateRecord, locale)).toBe(text);
	});
});
