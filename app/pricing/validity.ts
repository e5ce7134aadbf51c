// How long a quote holds: until the earlier of the end of its rates' validity (the
// engine's validUntil, the earliest validTo of every row used) and the quote date plus the days staff
// set for its mode. Without the second bound every quote held as long as its rate rows, often half a
// year. Pure: the stored setting is read in app/pricing/store/validity.server.ts.
import type { Mode } from "./codes.ts";
import { addDays } from "#app/calendar/calendar.ts";
import type { IsoDate, PricingResult } from "./types.ts";

/** Staff set one validity for sea (FCL and LCL alike) and one for air. */
export const VALIDITY_MODES = ["sea", "air"] as const;
export type ValidityMode = (typeof VALIDITY_MODES)[number];

export const DEFAULT_QUOTE_VALIDITY_DAYS: Readonly<Record<ValidityMode, number>> = { sea: 14, air: 7 };
/** What staff may set: whole days, at least one, at most about a quarter. */
export const MIN_VALIDITY_DAYS = 1;
export const MAX_VALIDITY_DAYS = 90;

export function validityModeOf(mode: Mode): ValidityMode {
	return mode === "air" ? "air" : "sea";
}

export function isValidityDays(value: unknown): value is number {
	return (
		typeof value === "number" && Number.isInteger(value) && value >= MIN_VALIDITY_DAYS && value <= MAX_VALIDITY_DAYS
	);
}

/**
 * The last day (inclusive) a quote holds. `days` counts from the quote date (today in Seoul): a quote
 * made on 23 November with 14 days holds through 7 December, unless a rate it uses ends sooner.
 */
export function quoteValidUntil(ratesEnd: IsoDate, quoteDate: IsoDate, days: number): IsoDate {
	const own = addDays(quoteDate, days);
	return own < ratesEnd ? own : ratesEnd;
}

/** The priced options with their validity bounded by the quote date; other answers unchanged. */
export function withQuoteValidity(result: PricingResult, quoteDate: IsoDate, days: number): PricingResult {
	if (!result.ok) return result;
	return {
		...result,
		options: result.options.map((o) => ({ ...o, validUntil: quoteValidUntil(o.validUntil, quoteDate, days) })),
	};
}
