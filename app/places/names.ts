// The one naming rule for places (countries, ports, airports, Korean provinces): which stored name a
// screen in kr, en or vn shows, and how a name is written with its code. Pure, so screens, mails and
// the PDF name a place the same way and the rule is tested once (names.test.ts).
import { type Locale, toLanguageTag } from "#app/i18n/locales.ts";

/**
 * A place's names as the reference data stores them (db/schema.ts countries, ports, airports):
 * English always, Korean and Vietnamese where the data has them.
 */
export type LocalNames = { nameKo: string | null; nameEn: string; nameVi: string | null };

const present = (name: string | null | undefined): name is string => typeof name === "string" && name.trim() !== "";

/**
 * The name in the reader's language: Hangul on kr, Vietnamese on vn, English on en. A Korean or
 * Vietnamese name the data lacks (null or blank) falls back to the English one, never to nothing.
 */
export function localName(names: LocalNames, locale: Locale): string {
	const own = locale === "kr" ? names.nameKo : locale === "vn" ? names.nameVi : names.nameEn;
	return present(own) ? own : names.nameEn;
}

/** "부산 (KRPUS)": a place's name with its code, or the code alone when the name is unknown. */
export function placeWithCode(name: string | null | undefined, code: string): string {
	return name && name !== code ? `${name} (${code})` : code;
}

/** Sorts names as a reader of `locale` expects (Hangul order on kr, Vietnamese letters on vn). */
export function byName(locale: Locale): (a: { name: string }, b: { name: string }) => number {
	const tag = toLanguageTag(locale);
	return (a, b) => a.name.localeCompare(b.name, tag);
}
