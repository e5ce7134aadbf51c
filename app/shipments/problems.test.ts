import { describe, expect, test } from "vitest";
import type { EstimateStatus } from "#app/lifecycle/lifecycle.ts";
import {
	type ProblemFacts,
	daysSinceUpdate,
	etaSlipDays,
	isDelayed,
	shipmentDelay,
	shipmentProblems,
} from "./problems.ts";

describe("the delay rule: the ETA slipped by a day or more against the confirmed ETA", () => {
	test.each([
		["2026-12-01", "2026-12-01", 0, false],
		["2026-12-01", "2026-11-29", 0, false], // earlier is not a delay
		["2026-12-01", "2026-12-02", 1, true],
		["2026-12-30", "2027-01-04", 5, true], // across the year
		["2028-02-28", "2028-03-01", 2, true], // a leap day counts
	])("confirmed %s, now %s: %i days, delayed %s", (original, eta, days, delayed) => {
		expect(etaSlipDays(original, eta)).toBe(days);
		expect(isDelayed(original, eta)).toBe(delayed);
	});
});

describe("the delay the pages flag: none once delivered", () => {
	test.each([
		["in_loading", "2026-12-01", "2026-12-04", { days: 3, delayed: true }],
		["in_shipping", "2026-12-01", "2026-12-04", { days: 3, delayed: true }],
		["in_shipping", "2026-12-01", "2026-12-01", { days: 0, delayed: false }],
		["finish", "2026-12-01", "2026-12-04", { days: 0, delayed: false }], // delivered 3 days late reads as done
	] as const)("%s, confirmed %s, ETA %s", (status, originalEta, eta, expected) => {
		expect(shipmentDelay(status, { originalEta, eta })).toEqual(expected);
	});

	test("no schedule, no delay", () => {
		expect(shipmentDelay("booked", null)).toBeNull();
	});
});

describe("the staff list's problem flags", () => {
	// 2026-11-23 10:00 in Seoul
	const now = new Date("2026-11-23T01:00:00Z");
	const daysAgo = (n: number) => new Date(now.getTime() - n * 86_400_000);
	const facts = (
		over: Partial<ProblemFacts> & { eta?: string; originalEta?: string; documentDeadline?: string | null } = {},
	): ProblemFacts => ({
		status: over.status ?? "in_loading",
		schedule:
			over.schedule === null
				? null
				: {
						eta: over.eta ?? "2026-12-05",
						originalEta: over.originalEta ?? "2026-12-05",
						documentDeadline: over.documentDeadline === undefined ? null : over.documentDeadline,
					},
		lastUpdateAt: over.lastUpdateAt ?? daysAgo(0),
	});

	test.each<[string, ProblemFacts, string[]]>([
		["on time, fresh, no deadline", facts(), []],
		["no schedule yet, fresh", facts({ status: "booked", schedule: null }), []],
		["ETA slipped a day", facts({ eta: "2026-12-06" }), ["eta_slipped"]],
		["ETA earlier", facts({ eta: "2026-12-04" }), []],
		["no update for 3 days", facts({ lastUpdateAt: daysAgo(3) }), ["stale"]],
		["no update for 2 days", facts({ lastUpdateAt: daysAgo(2) }), []],
		["document deadline in 2 days", facts({ documentDeadline: "2026-11-25" }), ["deadline_near"]],
		["document deadline in 3 days", facts({ documentDeadline: "2026-11-26" }), []],
		["document deadline passed before departure", facts({ documentDeadline: "2026-11-20" }), ["deadline_near"]],
		["deadline near but departed", facts({ status: "in_shipping", documentDeadline: "2026-11-24" }), []],
		[
			"all three",
			facts({ eta: "2026-12-09", lastUpdateAt: daysAgo(10), documentDeadline: "2026-11-23" }),
			["eta_slipped", "stale", "deadline_near"],
		],
		[
			"a finished shipment has no problems",
			facts({ status: "finish", eta: "2026-12-09", lastUpdateAt: daysAgo(30) }),
			[],
		],
		[
			"a cancelled booking has no problems",
			facts({ status: "cancelled" as EstimateStatus, lastUpdateAt: daysAgo(30) }),
			[],
		],
	])("%s", (_, f, problems) => {
		expect(shipmentProblems(f, now)).toEqual(problems);
	});

	test("the windows are the caller's", () => {
		expect(shipmentProblems(facts({ lastUpdateAt: daysAgo(2) }), now, { staleDays: 1, deadlineDays: 0 })).toEqual([
			"stale",
		]);
		expect(shipmentProblems(facts({ documentDeadline: "2026-11-24" }), now, { staleDays: 9, deadlineDays: 0 })).toEqual(
			[],
		);
	});

	test("days since an update are Seoul calendar days", () => {
		// 23:30 in Seoul on the 22nd, read at 10:00 on the 23rd: one day, though only 10.5 hours
		expect(daysSinceUpdate(new Date("2026-11-22T14:30:00Z"), now)).toBe(1);
		expect(daysSinceUpdate(new Date("2026-11-22T15:30:00Z"), now)).toBe(0);
	});
});
