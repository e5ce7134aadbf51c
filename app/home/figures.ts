// The home page's figures (spec section 2, "figures"), counted from our own data: the lanes we have
// quoted, the ports and airports our rates serve, and the quotes answered this month. Pure: the month
// (Seoul's calendar, as every date of the service) and how long a count may be shown before it is
// counted again. The queries are figures.server.ts.
import { SEOUL_OFFSET, seoulToday } from "#app/calendar/calendar.ts";

export type HomeFigures = { lanesQuoted: number; portsServed: number; quotesThisMonth: number };

/** The figures move slowly; a visitor may see them up to five minutes old. */
export const FIGURES_TTL_MS = 5 * 60 * 1000;

/** The first moment of the Seoul calendar month `now` falls in. */
export function seoulMonthStart(now: Date): Date {
	return new Date(`${seoulToday(now).slice(0, 8)}01T00:00:00${SEOUL_OFFSET}`);
}

/** A count taken at `takenAt` may still be shown at `now` while it is younger than the TTL and of the same month. */
export function stillFresh(takenAt: Date, now: Date, ttlMs = FIGURES_TTL_MS): boolean {
	const age = now.getTime() - takenAt.getTime();
	return age >= 0 && age < ttlMs && seoulMonthStart(takenAt).getTime() === seoulMonthStart(now).getTime();
}
