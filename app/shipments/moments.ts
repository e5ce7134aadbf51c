// Points in time typed by staff or read from a carrier's export: a form's datetime-local
// ("2026-11-23T14:30") is Seoul's wall clock (the desk's calendar, as for dates); a text with its own
// zone ("...Z", "+07:00") is taken as written. Pure; shared by milestones and positions (their form
// field is moment-field.ts, apart so that zod reaches no browser).
import { seoulMoment, seoulToday } from "#app/calendar/calendar.ts";

const MOMENT = /^(\d{4}-\d{2}-\d{2})[T ](\d{2}):(\d{2})(?::(\d{2})(?:\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})?$/;

/** The instant a text names, or null when it is not one. */
export function parseMoment(text: string): Date | null {
	const m = MOMENT.exec(text.trim());
	if (!m) return null;
	const [, day, hh, mm, ss, zone] = m;
	if (Number(hh) > 23 || Number(mm) > 59 || Number(ss ?? 0) > 59) return null;
	const time = `${hh}:${mm}:${ss ?? "00"}`;
	const date = zone ? new Date(`${day}T${time}${zone}`) : seoulMoment(day as string, time);
	// a day that does not exist (02-30) makes an invalid or rolled-over date: refuse both
	if (Number.isNaN(date.getTime())) return null;
	return zone || seoulToday(date) === day ? date : null;
}

/** How far in the future a reported time may lie: clocks differ, a carrier's feed runs a little ahead. */
export const FUTURE_TOLERANCE_MS = 10 * 60_000;

export function isTooFarAhead(at: Date, now: Date): boolean {
	return at.getTime() > now.getTime() + FUTURE_TOLERANCE_MS;
}
