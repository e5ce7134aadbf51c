// A calendar date as a zod form or API field. Apart from calendar.ts because the root and every page
// read "today" from there, and zod (about 24 KiB gzipped) should reach a browser only with the forms
// that validate with it (bench:bundles).
import { z } from "zod";
import { CALENDAR_DATE, isCalendarDate, isWithinReach, seoulToday } from "./calendar.ts";

/**
 * The zod schema of a calendar date field: `messageKey` is the translation key shown for a malformed
 * value or one further than DATE_REACH_YEARS from today, `missingKey` the one for a missing value (the same unless the form words them apart; each form
 * words it for its own field). Compose `.refine` on it for "not in the past". The pattern stays in the
 * schema (one message, not two) so the partner API's generated OpenAPI document still shows it.
 */
export function calendarDate(messageKey: string, missingKey: string = messageKey) {
	return (
		z
			.string({ error: missingKey })
			.regex(CALENDAR_DATE, { error: messageKey, abort: true })
			// a real date, and within reach of today (the one bound rule, calendar.ts isWithinReach)
			.refine((v) => isCalendarDate(v) && isWithinReach(v, seoulToday()), messageKey)
	);
}
