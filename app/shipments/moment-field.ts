// A point in time as a zod form field (milestones, positions, voyage moves). Apart from moments.ts,
// which the CSV import and its page read, so that zod reaches no browser, as
// app/calendar/calendar-field.ts is apart from calendar.ts.
import { z } from "zod";
import { parseMoment } from "./moments.ts";

/** A moment as a form field: a Date passes, a text is parsed; blank is null. */
export function moment(messageKey: string) {
	return z.preprocess(
		(v) => (v instanceof Date ? v : typeof v === "string" ? (v.trim() === "" ? null : (parseMoment(v) ?? v)) : v),
		z.date({ error: messageKey }).nullable().default(null),
	);
}
