import { describe, expect, test } from "vitest";
import {
	SEOUL_OFFSET,
	addDays,
	dayNumber,
	daysBetween,
	fromDayNumber,
	isCalendarDate,
	isWithinReach,
	seoulClock,
	seoulMoment,
	seoulToday,
} from "./calendar.ts";
import { calendarDate } from "./calendar-field.ts";

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
		expect(
			Date.UTC(Number(date.slice(0, 4)), Number(date.slice(5, 7)) - 1, Number(date.slice(8, 10))) / 86_400_000,
		).toBe(n);
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

describe("seoulToday: the day in Seoul (UTC+9, no daylight saving), whatever the server's zone", () => {
	test.each([
		["2026-11-23T14:59:59Z", "2026-11-23"], // 23:59:59 in Seoul
		["2026-11-23T15:00:00Z", "2026-11-24"], // midnight in Seoul, still the 23rd in UTC
		["2026-11-23T16:30:00Z", "2026-11-24"], // 01:30 in Seoul: the desk's early morning
		["2026-11-24T00:00:00Z", "2026-11-24"], // 09:00 in Seoul: UTC catches up
		["2026-12-31T15:00:00Z", "2027-01-01"], // a new year in Seoul first
		["2028-02-28T15:00:00Z", "2028-02-29"], // a leap day
		["2026-07-01T03:00:00+09:00", "2026-07-01"], // summer: Korea keeps UTC+9
	])("at %s it is %s in Seoul", (instant, day) => {
		expect(seoulToday(new Date(instant))).toBe(day);
	});
});

describe("seoulClock: Seoul's wall clock at a moment", () => {
	test.each([
		["2026-11-23T00:30:00Z", "2026-11-23T09:30:00.000"],
		["2026-11-23T15:00:00Z", "2026-11-24T00:00:00.000"], // midnight in Seoul
		["2026-12-31T14:59:59.999Z", "2026-12-31T23:59:59.999"], // the year's last millisecond in Seoul
		["2026-07-01T03:00:00+09:00", "2026-07-01T03:00:00.000"], // a Seoul time reads back as written
	])("at %s Seoul's clock says %s", (instant, clock) => {
		expect(seoulClock(new Date(instant))).toBe(clock);
	});
});

describe("seoulMoment: the moment a Seoul date and wall-clock time name", () => {
	test.each([
		["2026-11-24", undefined, "2026-11-23T15:00:00.000Z"], // midnight by default: 15:00 UTC the day before
		["2026-11-23", "12:00", "2026-11-23T03:00:00.000Z"], // noon, the legal pages' effective date
		["2026-12-31", "23:59:59.999", "2026-12-31T14:59:59.999Z"], // a campaign's last millisecond
		["2026-11-23", "09:00:30", "2026-11-23T00:00:30.000Z"], // seconds
	])("%s %s in Seoul is %s", (date, time, instant) => {
		expect(seoulMoment(date, time).toISOString()).toBe(instant);
	});

	test("is the inverse of seoulClock and seoulToday", () => {
		const at = new Date("2027-03-01T07:45:12.345Z");
		const clock = seoulClock(at);
		expect(seoulMoment(clock.slice(0, 10), clock.slice(11)).getTime()).toBe(at.getTime());
		expect(seoulToday(seoulMoment("2028-02-29", "23:59:59.999"))).toBe("2028-02-29");
	});

	test("a day that does not exist rolls over, so callers can see it and refuse", () => {
		const at = seoulMoment("2026-02-30", "12:00");
		expect(Number.isNaN(at.getTime()) || seoulToday(at) !== "2026-02-30").toBe(true);
	});

	test("writes the offset Korea has kept since 1988", () => {
		expect(SEOUL_OFFSET).toBe("+09:00");
	});
});

describe("isCalendarDate: the one check that a text is a real calendar date", () => {
	test.each([
		// [text, real date?, why]
		["2026-11-24", true, "an ordinary day"],
		["2026-01-31", true, "January has 31 days"],
		["2026-04-30", true, "April has 30 days"],
		["2026-04-31", false, "April has no 31st"],
		["2026-02-28", true, "February of a common year ends on the 28th"],
		["2026-02-29", false, "2026 is not a leap year"],
		["2028-02-29", true, "2028 is a leap year (divisible by 4)"],
		["2100-02-29", false, "2100 is not a leap year (divisible by 100, not by 400)"],
		["2000-02-29", true, "2000 is a leap year (divisible by 400)"],
		["2026-02-30", false, "February never has a 30th"],
		["2026-13-01", false, "there is no 13th month"],
		["2026-00-10", false, "there is no month 0"],
		["2026-11-00", false, "there is no day 0"],
		["2026-12-32", false, "no month has a 32nd"],
		["2000-01-01", true, "the first day in range"],
		["2100-12-31", true, "the last day in range"],
		["1999-12-31", false, "before 2000: a typo such as 1926"],
		["2101-01-01", false, "after 2100"],
		["20226-01-01", false, "a five-digit year"],
		["2026-1-05", false, "a one-digit month"],
		["2026-01-5", false, "a one-digit day"],
		["2026/01/05", false, "slashes"],
		["2026.01.05", false, "dots"],
		["20260105", false, "no separators"],
		[" 2026-01-05", false, "a leading space"],
		["2026-01-05 ", false, "a trailing space"],
		["2026-01-05T00:00", false, "a time"],
		["2026-01-05\n", false, "a line break"],
		["２０２６-01-05", false, "full-width digits"],
		["", false, "empty"],
		["next week", false, "words"],
	])("%j: %s (%s)", (text, real) => {
		expect(isCalendarDate(text)).toBe(real);
	});

	test("agrees with Date on every day from 2000 to 2100, and refuses the day after each month's last", () => {
		for (let n = dayNumber("2000-01-01"); n <= dayNumber("2100-12-31"); n++) {
			const date = fromDayNumber(n);
			expect(isCalendarDate(date)).toBe(true);
			if (date.endsWith("-28") || date.endsWith("-29") || date.endsWith("-30") || date.endsWith("-31")) {
				const next = `${date.slice(0, 8)}${String(Number(date.slice(8)) + 1).padStart(2, "0")}`;
				expect(isCalendarDate(next)).toBe(fromDayNumber(n + 1) === next);
			}
		}
	});
});

describe("calendarDate: the zod field with each form's own messages", () => {
	const schema = calendarDate("form.errors.dateFormat", "form.errors.dateRequired");
	const messages = (value: unknown) => schema.safeParse(value).error?.issues.map((i) => i.message) ?? [];

	test.each([
		// [value, messages]
		["2026-11-24", []],
		["2028-02-29", []],
		["2026-02-29", ["form.errors.dateFormat"]],
		["2026-13-01", ["form.errors.dateFormat"]],
		["1999-12-31", ["form.errors.dateFormat"]],
		["24/11/2026", ["form.errors.dateFormat"]], // malformed: one message, not two
		["", ["form.errors.dateFormat"]],
		[undefined, ["form.errors.dateRequired"]],
		[20261124, ["form.errors.dateRequired"]],
	])("%j -> %j", (value, expected) => {
		expect(messages(value)).toEqual(expected);
	});

	test("one key serves both when the form does not word them apart", () => {
		const one = calendarDate("desk.errors.validUntil");
		expect(one.safeParse(undefined).error?.issues.map((i) => i.message)).toEqual(["desk.errors.validUntil"]);
		expect(one.safeParse("2026-02-29").error?.issues.map((i) => i.message)).toEqual(["desk.errors.validUntil"]);
	});

	test("a refine composes on it: not in the past", () => {
		const future = calendarDate("x.format").refine((v) => !isCalendarDate(v) || v >= "2026-11-24", "x.past");
		expect(future.safeParse("2026-11-23").error?.issues.map((i) => i.message)).toEqual(["x.past"]);
		expect(future.safeParse("2026-11-24").success).toBe(true);
		expect(future.safeParse("2026-11-31").error?.issues.map((i) => i.message)).toEqual(["x.format"]);
	});
});

describe("isWithinReach: the one bound rule of typed dates (decision 052)", () => {
	test.each<[string, string, boolean]>([
		["2026-11-28", "2026-11-28", true],
		["2031-11-28", "2026-11-28", true],
		["2031-11-29", "2026-11-28", false],
		["2021-11-28", "2026-11-28", true],
		["2021-11-27", "2026-11-28", false],
		["9999-12-31", "2026-11-28", false],
		["2026-02-30", "2026-11-28", false],
		["20261-01-01", "2026-11-28", false],
		// from a leap day: five years on there is no 29 February; the string bound still orders right
		["2033-02-28", "2028-02-29", true],
		["2033-03-01", "2028-02-29", false],
	])("%s from %s -> %s", (date, today, expected) => {
		expect(isWithinReach(date, today)).toBe(expected);
	});
});
