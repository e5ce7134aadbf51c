import { describe, expect, test } from "vitest";
import { formatDate, formatMoney, formatNumber } from "./format.ts";

// Intl output uses narrow no-break spaces in some locales; compare with plain spaces.
const plain = (s: string) => s.replace(/[\u00a0\u202f]/g, " ");

describe("formatMoney: integer minor units, currency decides the decimals", () => {
	test.each([
		[{ amount: 1234567, currency: "KRW" }, "kr", "₩1,234,567"],
		[{ amount: 1234567, currency: "KRW" }, "en", "₩1,234,567"],
		[{ amount: 123456, currency: "USD" }, "en", "$1,234.56"],
		[{ amount: 123400, currency: "USD" }, "kr", "US$1,234.00"],
		[{ amount: 5, currency: "USD" }, "en", "$0.05"],
		[{ amount: 25000000, currency: "VND" }, "vn", "25.000.000 ₫"],
		[{ amount: 0, currency: "KRW" }, "vn", "0 ₩"],
	] as const)("%j in %s -> %s", (money, locale, expected) => {
		expect(plain(formatMoney(money, locale))).toBe(expected);
	});
	test("a fractional amount is a bug, not a rounding question", () => {
		expect(() => formatMoney({ amount: 10.5, currency: "KRW" }, "kr")).toThrow(/minor units/);
	});
});

describe("formatNumber and formatDate", () => {
	test.each([
		[1234.5678, "kr", "1,234.57"],
		[1234.5678, "vn", "1.234,57"],
		[0.5, "en", "0.5"],
	] as const)("%d in %s", (value, locale, expected) => {
		expect(formatNumber(value, locale)).toBe(expected);
	});
	test("dates are shown in the reader's zone", () => {
		// 2026-11-21T16:30Z is 22 November 01:30 in Seoul (UTC+9) but 21 November 23:30 in Ho Chi Minh City (UTC+7).
		const instant = Date.UTC(2026, 10, 21, 16, 30);
		expect(formatDate(instant, "kr")).toBe("2026. 11. 22.");
		expect(formatDate(instant, "en")).toBe("Nov 22, 2026");
		expect(plain(formatDate(instant, "vn"))).toBe("21 thg 11, 2026");
	});
});
