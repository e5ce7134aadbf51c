// How a quote's figures and units are worded, shared by the web views (quote-option.tsx, the shared
// quote page) and the quote PDF, so the two never say different things. Pure: no
// React, no database; the words themselves are locale keys (pricing.quantity.*, pricing.bases.*).
import { formatCalendarDate, formatPerUsd } from "#app/i18n/format.ts";
import { type Locale, toLanguageTag } from "#app/i18n/locales.ts";
import type { Basis, Mode } from "#app/pricing/codes.ts";
import type { AppliedExchange, IsoDate, QuoteLine } from "#app/pricing/types.ts";

/** One currency's rate as the quote prints it: the figure and the day it took effect (null: the default rate). */
export type ShownRate = { perUsd: string; perUsdCents: number; effectiveDate: IsoDate | null; isDefault: boolean };

/**
 * The exchange rates an option was converted with, as printed: exactly the stored integers, dated by
 * the rate rows' own effective dates (not the cargo-ready date the engine looked them up for).
 */
export function exchangeShown(exchange: AppliedExchange, locale: Locale): { KRW: ShownRate; VND: ShownRate } {
	const one = (currency: "KRW" | "VND"): ShownRate => {
		const perUsdCents = currency === "KRW" ? exchange.krwPerUsdCents : exchange.vndPerUsdCents;
		const isDefault = exchange.sources[currency] === "default";
		return {
			perUsd: formatPerUsd(perUsdCents, locale),
			perUsdCents,
			effectiveDate: isDefault ? null : (exchange.effective?.[currency] ?? null),
			isDefault,
		};
	};
	return { KRW: one("KRW"), VND: one("VND") };
}

/**
 * The locale key of an exchange-rate sentence: dated when the rate row is known, "default rate" for
 * the spec's 1,300 KRW, undated for an estimate stored before rates carried their date.
 */
export function exchangeKey(rate: ShownRate): "dated" | "default" | "undated" {
	return rate.isDefault ? "default" : rate.effectiveDate ? "dated" : "undated";
}

/** What a line is counted in, as people say it: an air line per B/L is per AWB (air waybill). */
export type DisplayBasis = Basis | "per_trip" | "per_awb";

export function displayBasis(basis: QuoteLine["basis"], mode: Mode): DisplayBasis {
	return basis === "per_bl" && mode === "air" ? "per_awb" : basis;
}

/**
 * The quantity column as "quantity x unit" ("2 containers", "컨테이너 2대", "1.25 RT"), never as
 * "2 per container". Percent lines have no quantity of their own: the key says "of freight".
 * `count` drives the plural form (en), `qty` is the number in the reader's format.
 */
export function quantityText(
	line: Pick<QuoteLine, "basis" | "quantity">,
	mode: Mode,
	locale: Locale,
): { key: `pricing.quantity.${DisplayBasis}`; vars: { count: number; qty: string } } {
	const basis = displayBasis(line.basis, mode);
	const qty = new Intl.NumberFormat(toLanguageTag(locale), { maximumFractionDigits: 3 }).format(line.quantity);
	return { key: `pricing.quantity.${basis}`, vars: { count: line.quantity, qty } };
}

/** "Sailings" for ships, "Flights" for aircraft. */
export function frequencyKey(mode: Mode): "wizard.option.frequency" | "wizard.option.frequencyAir" {
	return mode === "air" ? "wizard.option.frequencyAir" : "wizard.option.frequency";
}

/** The variables of the exchange-rate sentence: the printed KRW rate and its day (empty when undated). */
export function exchangeVars(rate: ShownRate, locale: Locale): { krw: string; date: string } {
	return { krw: rate.perUsd, date: rate.effectiveDate ? formatCalendarDate(rate.effectiveDate, locale) : "" };
}
