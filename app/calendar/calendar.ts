// The app's one calendar (decision 013): calendar dates "YYYY-MM-DD", the one check that a text is a real
// date (isCalendarDate; calendarDate for zod schemas is in calendar-field.ts, so pages that only need
// "today" do not ship zod to the browser), and Seoul's clock: "today", a moment's Seoul date and wall
// clock, and the moment a Seoul date and time name. Nothing else in app/ writes "+09:00" or adds nine
// hours by hand (decision 066).
// Dates are day numbers: the engine compares dates as strings and only needs to add days (arrival =
// ready date + transit) and count them (pre-booking), so it avoids Date parsing, time zones and
// allocations in the quote path. Days are counted from 1970-01-01 in the proleptic Gregorian calendar.
/** A calendar date "YYYY-MM-DD" (no time, no zone). */
export type IsoDate = string;

function digits(s: string, from: number, to: number): number {
	let n = 0;
	for (let i = from; i < to; i++) n = n * 10 + (s.charCodeAt(i) - 48);
	return n;
}

/** Days since 1970-01-01 of a valid "YYYY-MM-DD" (the request schema has checked the format). */
export function dayNumber(date: IsoDate): number {
	let y = digits(date, 0, 4);
	const m = digits(date, 5, 7);
	const d = digits(date, 8, 10);
	// the civil-from-days algorithm: years start in March so the leap day is the year's last
	y -= m <= 2 ? 1 : 0;
	const era = Math.floor(y / 400);
	const yoe = y - era * 400;
	const doy = Math.floor((153 * (m + (m > 2 ? -3 : 9)) + 2) / 5) + d - 1;
	const doe = yoe * 365 + Math.floor(yoe / 4) - Math.floor(yoe / 100) + doy;
	return era * 146097 + doe - 719468;
}

function pad(n: number, width: number): string {
	const s = String(n);
	return s.length >= width ? s : "0".repeat(width - s.length) + s;
}

/** The date of a day number. */
export function fromDayNumber(days: number): IsoDate {
	const z = days + 719468;
	const era = Math.floor(z / 146097);
	const doe = z - era * 146097;
	const yoe = Math.floor((doe - Math.floor(doe / 1460) + Math.floor(doe / 36524) - Math.floor(doe / 146096)) / 365);
	const doy = doe - (365 * yoe + Math.floor(yoe / 4) - Math.floor(yoe / 100));
	const mp = Math.floor((5 * doy + 2) / 153);
	const d = doy - Math.floor((153 * mp + 2) / 5) + 1;
	const m = mp + (mp < 10 ? 3 : -9);
	const y = yoe + era * 400 + (m <= 2 ? 1 : 0);
	return `${pad(y, 4)}-${pad(m, 2)}-${pad(d, 2)}`;
}

export function addDays(date: IsoDate, days: number): IsoDate {
	return days === 0 ? date : fromDayNumber(dayNumber(date) + days);
}

/** Whole days from `from` to `to` (negative when `to` is earlier). */
export function daysBetween(from: IsoDate, to: IsoDate): number {
	return dayNumber(to) - dayNumber(from);
}

/** The service's time zone: cut-offs, quote validity, office hours and scheduled jobs are Seoul's. */
export const SEOUL_TIME_ZONE = "Asia/Seoul";
/**
 * Korea has kept UTC+9 without daylight saving since 1988: one fixed offset, so turning a moment into
 * Seoul's date or clock, and back, needs no time-zone database.
 */
export const SEOUL_OFFSET = "+09:00";
const SEOUL_OFFSET_MS = 9 * 3_600_000;

/** Seoul's wall clock at a moment, "YYYY-MM-DDTHH:mm:ss.sss" (no zone written). */
export function seoulClock(at: Date): string {
	return new Date(at.getTime() + SEOUL_OFFSET_MS).toISOString().slice(0, 23);
}

/**
 * Today in Seoul as YYYY-MM-DD: the customers' and the desk's calendar, whatever the server's zone (a
 * booking at 08:00 KST is that day's, not yesterday's UTC date). Given a moment, that moment's date in
 * Seoul (a stored expiry shown in a date field, the day a ship departed).
 */
export function seoulToday(now: Date = new Date()): IsoDate {
	return seoulClock(now).slice(0, 10);
}

/**
 * The moment a Seoul date and wall-clock time name ("HH:mm", "HH:mm:ss" or "HH:mm:ss.sss"; midnight
 * when left out). A day that does not exist (02-30) gives an invalid or rolled-over Date: a caller that
 * takes typed dates checks `seoulToday(result) === date`.
 */
export function seoulMoment(date: IsoDate, time = "00:00"): Date {
	return new Date(`${date}T${time}${SEOUL_OFFSET}`);
}

/** The written form YYYY-MM-DD (the OpenAPI document shows this pattern). */
export const CALENDAR_DATE = /^\d{4}-\d{2}-\d{2}$/;

/**
 * A real calendar date written YYYY-MM-DD, between the years 2000 and 2100 (nothing this product
 * stores lies outside; a typo such as 20226-01-01 or 1926 is caught): "2026-02-29" is not one.
 */
export function isCalendarDate(text: string): boolean {
	if (!CALENDAR_DATE.test(text)) return false;
	const [y, m, d] = [digits(text, 0, 4), digits(text, 5, 7), digits(text, 8, 10)];
	if (y < 2000 || y > 2100 || m < 1 || m > 12 || d < 1) return false;
	const monthDays = [
		31,
		y % 4 === 0 && (y % 100 !== 0 || y % 400 === 0) ? 29 : 28,
		31,
		30,
		31,
		30,
		31,
		31,
		30,
		31,
		30,
		31,
	];
	return d <= monthDays[m - 1]!;
}

/**
 * How far from today a date a person types may lie (decision 052: a coupon expiring 9999-12-31
 * was stored). Five years either way covers every date this service keeps about a shipment, a quote,
 * an invoice or a campaign; what lies further is a typo or a probe. Rate validity is not a typed date of
 * this kind ("until further notice" is written 2099-12-31) and keeps isCalendarDate's 2000-2100 only.
 */
export const DATE_REACH_YEARS = 5;

/** The one bound rule of typed dates: a real calendar date within DATE_REACH_YEARS of `today`. */
export function isWithinReach(date: IsoDate, today: IsoDate): boolean {
	if (!isCalendarDate(date) || !isCalendarDate(today)) return false;
	const year = digits(today, 0, 4);
	// the same month and day, years away (29 February compares as a string just as well)
	const shift = (by: number) => `${String(year + by).padStart(4, "0")}${today.slice(4)}`;
	return date >= shift(-DATE_REACH_YEARS) && date <= shift(DATE_REACH_YEARS);
}
