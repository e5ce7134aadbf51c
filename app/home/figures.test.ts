// The home page's figures: the month is Seoul's, and a count is shown again only while it is young and
// of the same month.
import { expect, test } from "vitest";
import { FIGURES_TTL_MS, seoulMonthStart, stillFresh } from "./figures.ts";

test.each([
	["2026-11-28T05:00:00Z", "2026-10-31T15:00:00.000Z"],
	// 30 November 15:30 UTC is already 1 December in Seoul
	["2026-11-30T15:30:00Z", "2026-11-30T15:00:00.000Z"],
	["2026-12-01T14:59:59Z", "2026-11-30T15:00:00.000Z"],
])("at %s the Seoul month began at %s", (now, start) => {
	expect(seoulMonthStart(new Date(now)).toISOString()).toBe(start);
});

test.each([
	["2026-11-28T05:00:00Z", 0, true],
	["2026-11-28T05:00:00Z", FIGURES_TTL_MS - 1, true],
	["2026-11-28T05:00:00Z", FIGURES_TTL_MS, false],
	["2026-11-30T14:58:00Z", 3 * 60_000, false], // young, but the month turned in Seoul
	["2026-11-28T05:00:00Z", -1, false], // a clock that went back
])("a count taken at %s, read %i ms later, is fresh: %s", (takenAt, later, fresh) => {
	const at = new Date(takenAt);
	expect(stillFresh(at, new Date(at.getTime() + later))).toBe(fresh);
});
