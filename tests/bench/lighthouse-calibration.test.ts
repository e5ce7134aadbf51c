// The host calibration of bench/ui.ts's Lighthouse runs (decision 103), checked against the figures of
// Lighthouse's throttling guide: its anchor indexes give its multipliers exactly, and in between the
// slowdown grows with the host's speed.
import { describe, expect, test } from "vitest";
import { calibratedCpuSlowdown } from "../../bench/lighthouse-calibration.ts";

describe("calibratedCpuSlowdown", () => {
	test.each([
		[100, 1], // slower than the guide's low-end phone: no slowdown at all
		[150, 1],
		[475, 1.5],
		[800, 2],
		[1050, 2.5],
		[1287.5, 2.98], // this VM in a slow hour (2026-11-28, 21:00)
		[1300, 3],
		[1533, 4], // the host Lighthouse's default 4x assumes
		[1766, 5],
		[1996, 5.99], // this VM in a quick hour: stricter than the default
		[Number.NaN, 1],
	])("benchmarkIndex %d gives %d", (index, slowdown) => {
		expect(calibratedCpuSlowdown(index)).toBe(slowdown);
	});
});
