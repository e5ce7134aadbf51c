// Axis labels of the SCFI chart: a month and a two-digit year ("26.1", "Jan 26", "thg 1 26"), short
// enough for the phone chart's three ticks. One formatter per locale (building one costs more than using it).
import { type Locale, toLanguageTag } from "#app/i18n/locales.ts";
import { weekMs } from "./weeks.ts";

const monthYear = new Map<Locale, Intl.DateTimeFormat>();

export function formatMonthYear(week: string, locale: Locale): string {
	let f = monthYear.get(locale);
	if (!f) {
		f = new Intl.DateTimeFormat(toLanguageTag(locale), { year: "2-digit", month: "short", timeZone: "UTC" });
		monthYear.set(locale, f);
	}
	const ms = weekMs(week);
	return ms === null ? week : f.format(ms);
}
