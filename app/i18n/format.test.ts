import { describe, expect, test } from "vitest";
import { formatCalendarDate, formatDate, formatDateTime, formatMoney, formatNumber, timeZoneLabel } from "./format.ts";

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
	test.each([
		// 2026-11-21T16:30Z is 22 November 01:30 in Seoul (UTC+9) but 21 November 23:30 in Ho Chi Minh City:
		// every reader sees Korea's date, whatever the language.
		["kr", "2026. 11. 22."],
		["en", "Nov 22, 2026"],
		["vn", "22 thg 11, 2026"],
	] as const)("dates are Korea's dates (%s: %s)", (locale, expected) => {
		expect(plain(formatDate(Date.UTC(2026, 10, 21, 16, 30), locale))).toBe(expected);
	});
});

describe("formatDateTime: Korea time, labelled, in every language", () => {
	const instant = Date.UTC(2026, 10, 21, 16, 30); // 01:30 on 22 November in Seoul
	test.each([
		["kr", undefined, "2026. 11. 22. 오전 1:30 (한국 시간)"],
		["en", undefined, "Nov 22, 2026, 1:30 AM KST"],
		["vn", undefined, "01:30 22 thg 11, 2026 (giờ Hàn Quốc)"],
		["kr", "Asia/Seoul", "2026. 11. 22. 오전 1:30 (한국 시간)"],
		// a caller with a user's own zone gets that zone, labelled with its short name
		["en", "Asia/Ho_Chi_Minh", "Nov 21, 2026, 11:30 PM GMT+7"],
		["en", "UTC", "Nov 21, 2026, 4:30 PM UTC"],
	] as const)("%s in %s -> %s", (locale, zone, expected) => {
		expect(plain(formatDateTime(instant, locale, zone))).toBe(expected);
	});

	test.each([
		["kr", "한국 시간"],
		["en", "KST"],
		["vn", "giờ Hàn Quốc"],
	] as const)("Korea time's label in %s is %s", (locale, label) => {
		expect(timeZoneLabel(locale)).toBe(label);
	});
});

describe("formatCalendarDate: a stored day stays that day in every language", () => {
	test.each([
		["2026-12-07", "kr", "2026. 12. 7."],
		["2026-12-07", "en", "Dec 7, 2026"],
		["2026-01-01", "en", "Jan 1, 2026"],
		["2026-12-31", "kr", "2026. 12. 31."],
		["not a date", "en", "not a date"],
	] as const)("%s in %s reads %s", (iso, locale, expected) => {
		expect(formatCalendarDate(iso, locale)).toBe(expected);
	});
	test("vn names the same day", () => {
		expect(formatCalendarDate("2026-12-07", "vn")).toMatch(/7.*12.*2026/);
	});
});
