// Number, date and money formatting for the three locales. Money travels as integer minor units with
// its currency (the Money type of app/pricing/money.ts, DESIGN.md "Money"): KRW and VND have no minor
// unit, USD has cents.
import { SEOUL_TIME_ZONE } from "#app/calendar/calendar.ts";
import { MINOR_DIGITS, type Money, formatDecimal } from "#app/pricing/money.ts";
import { type Locale, toLanguageTag } from "./locales.ts";

/**
 * The product runs on Korea time: cut-offs, quote validity and office hours are Seoul's, whatever the
 * reader's language (a Vietnamese consignee and a Korean shipper must see the same clock). There is no
 * per-user zone setting yet; a caller that has one passes it as `timeZone`.
 */
export const SERVICE_TIME_ZONE = SEOUL_TIME_ZONE;

/** How a time in Korea time is labelled in each language, so nobody reads it as their own clock. */
export const KOREA_TIME_LABEL: Record<Locale, string> = {
	kr: "한국 시간",
	en: "KST",
	vn: "giờ Hàn Quốc",
};

// Building an Intl formatter costs more than using it (STACK-NOTES), and building a cache key from the
// options on every call showed in profiles too (JSON.stringify was ~3% of a billing page):
// each caller names its formatter by a short key of only what varies.
const formatters = new Map<string, Intl.NumberFormat | Intl.DateTimeFormat>();
function kept<F extends Intl.NumberFormat | Intl.DateTimeFormat>(key: string, make: () => F): F {
	let formatter = formatters.get(key) as F | undefined;
	if (!formatter) {
		formatter = make();
		formatters.set(key, formatter);
	}
	return formatter;
}

export function formatMoney(money: Money, locale: Locale): string {
	if (!Number.isInteger(money.amount))
		throw new Error(`money amount must be an integer of minor units: ${money.amount}`);
	const digits = MINOR_DIGITS[money.currency];
	const currency = money.currency;
	const format = kept(
		`money|${locale}|${currency}`,
		() =>
			new Intl.NumberFormat(toLanguageTag(locale), {
				style: "currency",
				currency,
				minimumFractionDigits: digits,
				maximumFractionDigits: digits,
			}),
	);
	return format.format(money.amount / 10 ** digits);
}

/**
 * A figure in its currency's minor digits without the symbol ("640.00", "260,000"), for a table whose
 * currency has a column of its own.
 */
export function formatFigure(money: Money, locale: Locale): string {
	const digits = MINOR_DIGITS[money.currency];
	return kept(
		`figure|${locale}|${digits}`,
		() =>
			new Intl.NumberFormat(toLanguageTag(locale), { minimumFractionDigits: digits, maximumFractionDigits: digits }),
	).format(money.amount / 10 ** digits);
}

/**
 * A rate of units per USD as stored (x100, pricing/money.ts: KRW 1,385.50 is 138550) with exactly two
 * decimals and the reader's grouping: 138550 -> "1,385.50" (vn "1.385,50"). The stored integer is
 * turned into its exact decimal text by formatDecimal and Intl formats that string as a decimal, so no
 * float and no rounding stand between the printed rate and the one the totals were converted with.
 */
export function formatPerUsd(perUsdCents: number, locale: Locale): string {
	if (!Number.isSafeInteger(perUsdCents)) throw new Error(`a rate per USD must be an integer x100: ${perUsdCents}`);
	const format = kept(
		`perUsd|${locale}`,
		() => new Intl.NumberFormat(toLanguageTag(locale), { minimumFractionDigits: 2, maximumFractionDigits: 2 }),
	);
	// Intl reads a numeric string as an exact decimal (ECMA-402 NumberFormat v3)
	return format.format(formatDecimal(perUsdCents, 2, true) as unknown as number);
}

export function formatNumber(value: number, locale: Locale, maximumFractionDigits = 2): string {
	return kept(
		`number|${locale}|${maximumFractionDigits}`,
		() => new Intl.NumberFormat(toLanguageTag(locale), { maximumFractionDigits }),
	).format(value);
}

/** A calendar date as Korea sees it (no label: a date is the same day for every reader of one screen). */
export function formatDate(date: Date | number, locale: Locale, timeZone = SERVICE_TIME_ZONE): string {
	return kept(
		`date|${locale}|${timeZone}`,
		() => new Intl.DateTimeFormat(toLanguageTag(locale), { dateStyle: "medium", timeZone }),
	).format(date);
}

/**
 * A calendar date stored as "YYYY-MM-DD" (a quote's last valid day, a cargo-ready date): a day, not a
 * moment, so it is formatted as that day whatever the zone ("2026. 12. 7.", "Dec 7, 2026", "7 thg 12,
 * 2026"). Anything that is not such a date is returned as it is.
 */
export function formatCalendarDate(isoDate: string, locale: Locale): string {
	const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(isoDate);
	if (!match) return isoDate;
	return formatDate(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]), 12), locale, "UTC");
}

/** The label of a time zone: "KST" / "한국 시간" / "giờ Hàn Quốc" for Seoul, Intl's short name for any other. */
export function timeZoneLabel(locale: Locale, timeZone = SERVICE_TIME_ZONE, at: Date | number = Date.now()): string {
	if (timeZone === SERVICE_TIME_ZONE) return KOREA_TIME_LABEL[locale];
	const part = kept(
		`zone|${locale}|${timeZone}`,
		() => new Intl.DateTimeFormat(toLanguageTag(locale), { timeZone, timeZoneName: "short" }),
	)
		.formatToParts(at) // a zone's offset depends on the date (summer time, history)
		.find((p) => p.type === "timeZoneName");
	return part?.value ?? timeZone;
}

/**
 * A moment with its clock time, always labelled with its zone: "2026. 11. 22. 오전 1:30 (한국 시간)",
 * "Nov 22, 2026, 1:30 AM KST", "01:30 22 thg 11, 2026 (giờ Hàn Quốc)".
 */
export function formatDateTime(date: Date | number, locale: Locale, timeZone = SERVICE_TIME_ZONE): string {
	const text = kept(
		`datetime|${locale}|${timeZone}`,
		() => new Intl.DateTimeFormat(toLanguageTag(locale), { dateStyle: "medium", timeStyle: "short", timeZone }),
	).format(date);
	const label = timeZoneLabel(locale, timeZone, date);
	return locale === "en" ? `${text} ${label}` : `${text} (${label})`;
}
