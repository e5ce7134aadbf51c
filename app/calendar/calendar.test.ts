import { describe, expect, test } from "vitest";
import { addDays, dayNumber, daysBetween, fromDayNumber } from "./calendar.ts";

describe("dayNumber and fromDayNumber agree with the calendar", () => {
	test.each([
		["1970-01-01", 0],
		["1969-12-31", -1],
		["2000-02-29", 11_016],
		["2026-11-10", 20_767],
		["2099-12-31", 47_481],
		["1600-03-01", -135_080],
	])("%s is day %i", (date, n) => {
		expect(dayNumber(date)).toBe(n);
		expect(fromDayNumber(n)).toBe(date);
		expect(Date.UTC(Number(date.slice(0, 4)), Number(date.slice(5, 7)) - 1, Number(date.slice(8, 10))) / 86_400_000).toBe(n);
	});

	test("every day from 1999 to 2031 round-trips and matches Date", () => {
		const start = Date.UTC(1999, 0, 1);
		for (let d = 0; d < 366 * 32; d++) {
			const iso = new Date(start + d * 86_400_000).toISOString().slice(0, 10);
			const n = start / 86_400_000 + d;
			expect(dayNumber(iso)).toBe(n);
			expect(fromDayNumber(n)).toBe(iso);
		}
	});
});

describe("addDays", () => {
	test.each([
		["2026-11-10", 3, "2026-11-13"],
		["2026-11-28", 5, "2026-12-03"],
		["2026-12-30", 3, "2027-01-02"],
		["2028-02-28", 1, "2028-02-29"], // leap year
		["2027-02-28", 1, "2027-03-01"],
		["2100-02-28", 1, "2100-03-01"], // not a leap year
		["2026-11-10", 0, "2026-11-10"],
		["2026-03-01", -1, "2026-02-28"],
	])("%s + %i = %s", (date, days, expected) => {
		expect(addDays(date, days)).toBe(expected);
	});
});

test("daysBetween counts whole days, negative backwards", () => {
	expect(daysBetween("2026-11-10", "2026-12-01")).toBe(21);
	expect(daysBetween("2026-12-01", "2026-11-10")).toBe(-21);
	expect(daysBetween("2027-12-31", "2028-12-31")).toBe(366);
});
