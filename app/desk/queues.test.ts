import { describe, expect, test } from "vitest";
import { ageKey, ageOf, summarizeQueues, urgencyOf, urgencyTone, waitView } from "./queues.ts";

const NOW = new Date("2026-11-23T09:00:00Z");
const ago = (ms: number) => new Date(NOW.getTime() - ms);
const MIN = 60_000;
const HOUR = 60 * MIN;
const DAY = 24 * HOUR;

describe("ageOf: the largest whole unit, rounded down", () => {
	test.each([
		[0, { unit: "now" }],
		[59_999, { unit: "now" }],
		[-5 * MIN, { unit: "now" }], // a clock a little ahead on another replica
		[MIN, { unit: "minutes", count: 1 }],
		[59 * MIN + 59_999, { unit: "minutes", count: 59 }],
		[HOUR, { unit: "hours", count: 1 }],
		[3 * HOUR + 20 * MIN, { unit: "hours", count: 3 }],
		[DAY - 1, { unit: "hours", count: 23 }],
		[DAY, { unit: "days", count: 1 }],
		[2 * DAY + 23 * HOUR, { unit: "days", count: 2 }],
		[45 * DAY, { unit: "days", count: 45 }],
	])("%i ms ago -> %j", (ms, expected) => {
		expect(ageOf(ago(ms), NOW)).toEqual(expected);
	});
});

describe("ageKey: the staff bundle's key, with count for the plural rules", () => {
	test.each([
		[{ unit: "now" } as const, { key: "desk.age.now" }],
		[{ unit: "minutes", count: 5 } as const, { key: "desk.age.minutes", count: 5 }],
		[{ unit: "hours", count: 1 } as const, { key: "desk.age.hours", count: 1 }],
		[{ unit: "days", count: 2 } as const, { key: "desk.age.days", count: 2 }],
	])("%j -> %j", (age, expected) => {
		expect(ageKey(age)).toEqual(expected);
	});
});

describe("urgencyOf: manual quotes warn after a day and are late after three (spec section 8: 1 to 3 business days); discount requests late after two", () => {
	test.each([
		["manual_quotes", 23 * HOUR, "ok"],
		["manual_quotes", DAY, "warn"],
		["manual_quotes", 71 * HOUR, "warn"],
		["manual_quotes", 3 * DAY, "late"],
		["negotiations", 23 * HOUR, "ok"],
		["negotiations", 25 * HOUR, "warn"],
		["negotiations", 2 * DAY, "late"],
		["bookings", 23 * HOUR, "ok"],
		["bookings", DAY, "warn"],
		["bookings", 2 * DAY, "late"],
	] as const)("%s waiting %i ms -> %s", (queue, ms, expected) => {
		expect(urgencyOf(queue, ago(ms), NOW)).toBe(expected);
	});

	test.each([
		["ok", "neutral"],
		["warn", "warning"],
		["late", "danger"],
	] as const)("the badge tone of %s is %s", (urgency, tone) => {
		expect(urgencyTone(urgency)).toBe(tone);
	});
});

describe("summarizeQueues: every queue in dashboard order, with the oldest item's age", () => {
	test("counts and ages; a queue the database did not mention is empty", () => {
		const summary = summarizeQueues([{ queue: "negotiations", count: 2, oldestSince: ago(3 * HOUR) }], NOW);
		expect(summary).toEqual([
			{ queue: "manual_quotes", path: "/admin/quotes", count: 0, oldestSince: null, age: null, urgency: null },
			{
				queue: "negotiations",
				path: "/admin/negotiations",
				count: 2,
				oldestSince: ago(3 * HOUR),
				age: { unit: "hours", count: 3 },
				urgency: "ok",
			},
			{ queue: "bookings", path: "/admin/bookings", count: 0, oldestSince: null, age: null, urgency: null },
			{ queue: "payments", path: "/admin/payments", count: 0, oldestSince: null, age: null, urgency: null },
		]);
	});

	test("an empty queue shows no age even if a time came along", () => {
		const [manual] = summarizeQueues([{ queue: "manual_quotes", count: 0, oldestSince: ago(DAY) }], NOW);
		expect([manual!.age, manual!.urgency]).toEqual([null, null]);
	});

	test("a queue four days old is late", () => {
		const [manual] = summarizeQueues([{ queue: "manual_quotes", count: 5, oldestSince: ago(4 * DAY) }], NOW);
		expect([manual!.count, manual!.age, manual!.urgency]).toEqual([5, { unit: "days", count: 4 }, "late"]);
	});
});

describe("waitView", () => {
	test("age, urgency and the exact time in the viewer's language", () => {
		const view = waitView("manual_quotes", ago(2 * DAY), NOW, "en");
		expect(view.age).toEqual({ unit: "days", count: 2 });
		expect(view.urgency).toBe("warn");
		expect(view.iso).toBe("2026-11-21T09:00:00.000Z");
		// Korea time: 18:00 on 21 November
		expect(view.text).toMatch(/Nov 21, 2026.*6:00/);
	});
});
