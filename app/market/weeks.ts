// Weeks of an index series: each is named by its publication date, "YYYY-MM-DD" (the SCFI is
// published on Fridays, on another day around holidays). Pure date arithmetic in UTC, no time zones.
export type Week = string;

const DAY_MS = 86_400_000;
const PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;

/** The date as UTC milliseconds, or null when the text is not a real calendar date. */
export function weekMs(week: string): number | null {
	const m = PATTERN.exec(week);
	if (!m) return null;
	const ms = Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3]));
	// Date.UTC rolls 2026-02-30 over to March: a real date reads back the same
	return new Date(ms).toISOString().slice(0, 10) === week ? ms : null;
}

export function isWeek(text: string): text is Week {
	return weekMs(text) !== null;
}

export function daysBetween(a: Week, b: Week): number {
	return Math.round(((weekMs(b) ?? 0) - (weekMs(a) ?? 0)) / DAY_MS);
}

export function addWeeks(week: Week, n: number): Week {
	return new Date((weekMs(week) ?? 0) + n * 7 * DAY_MS).toISOString().slice(0, 10);
}
