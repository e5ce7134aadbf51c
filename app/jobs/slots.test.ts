import { describe, expect, test } from "vitest";
import { JOB_NAMES, JOB_SCHEDULE, jobsEnabled } from "./registry.ts";
import {
	type ExistingRun,
	MAX_ATTEMPTS,
	STALE_RUN_MS,
	claimDecision,
	manualSlotKey,
	slotKey,
	slotTime,
} from "./slots.ts";

const at = (iso: string) => new Date(iso);

describe("slotTime + slotKey: the latest scheduled time at or before now, in Seoul", () => {
	test.each([
		// [pattern, now (UTC), tolerance, expected slot]
		["0 9 * * *", "2026-11-23T00:00:00.000Z", 0, "2026-11-23T09:00+09:00"], // 09:00 Seoul exactly
		["0 9 * * *", "2026-11-22T23:59:59.500Z", 0, "2026-11-22T09:00+09:00"], // half a second early: yesterday's
		["0 9 * * *", "2026-11-22T23:59:59.500Z", 1000, "2026-11-23T09:00+09:00"], // a tick that fired early finds its own
		["0 9 * * *", "2026-11-23T05:00:00.000Z", 1000, "2026-11-23T09:00+09:00"], // 14:00 Seoul: today's 09:00
		["0 9 * * *", "2026-11-22T20:00:00.000Z", 0, "2026-11-22T09:00+09:00"], // 05:00 Seoul: not yet today's
		["5 * * * *", "2026-11-23T03:07:00.000Z", 0, "2026-11-23T12:05+09:00"], // hourly at :05
		["5 * * * *", "2026-11-23T03:04:59.000Z", 0, "2026-11-23T11:05+09:00"],
		["30 3 * * *", "2026-12-31T18:29:00.000Z", 0, "2026-12-31T03:30+09:00"], // 03:29 on 1 January in Seoul
		["30 3 * * *", "2026-12-31T18:30:00.000Z", 0, "2027-01-01T03:30+09:00"],
	])("%s at %s (tolerance %i ms) -> %s", (pattern, now, tolerance, expected) => {
		const time = slotTime(pattern, at(now), tolerance);
		expect(time && slotKey(time)).toBe(expected);
	});

	test("a forced run by hand has a slot of its own", () => {
		expect(manualSlotKey(at("2026-11-23T01:02:03.456Z"))).toBe("manual:2026-11-23T01:02:03.456Z");
	});

	test("every job's pattern parses and fires at least once a day", () => {
		const now = at("2026-11-23T00:00:00Z");
		for (const name of JOB_NAMES) {
			const slot = slotTime(JOB_SCHEDULE[name].cron, now);
			expect(slot, name).not.toBeNull();
			expect(now.getTime() - slot!.getTime(), name).toBeLessThanOrEqual(86_400_000);
		}
	});
});

describe("claimDecision", () => {
	const now = at("2026-11-23T00:00:00Z");
	const ago = (ms: number) => new Date(now.getTime() - ms);
	const cases: [string, ExistingRun | undefined, ReturnType<typeof claimDecision>][] = [
		["nobody ran the slot", undefined, "claim"],
		["it succeeded", { outcome: "ok", attempts: 1, startedAt: ago(1000) }, "done"],
		["it succeeded after a retry", { outcome: "ok", attempts: 2, startedAt: ago(1000) }, "done"],
		["another run holds it", { outcome: "running", attempts: 1, startedAt: ago(60_000) }, "busy"],
		["a run died an hour ago", { outcome: "running", attempts: 1, startedAt: ago(STALE_RUN_MS) }, "retry"],
		["it failed once", { outcome: "error", attempts: 1, startedAt: ago(1000) }, "retry"],
		["it failed on its last try", { outcome: "error", attempts: MAX_ATTEMPTS, startedAt: ago(1000) }, "gave_up"],
		[
			"it died on its last try",
			{ outcome: "running", attempts: MAX_ATTEMPTS, startedAt: ago(STALE_RUN_MS + 1) },
			"gave_up",
		],
	];
	test.each(cases)("%s", (_name, existing, expected) => {
		expect(claimDecision(existing, now)).toBe(expected);
	});
});

describe("jobsEnabled", () => {
	test.each([
		[{ NODE_ENV: "production" }, true],
		[{ NODE_ENV: "production", JOBS: "off" }, false],
		[{ NODE_ENV: "test" }, false], // the e2e server and vitest
		[{ NODE_ENV: "development" }, false],
		[{}, false],
		[{ NODE_ENV: "development", JOBS: "on" }, true],
	])("%j -> %s", (env, expected) => {
		expect(jobsEnabled(env)).toBe(expected);
	});
});
