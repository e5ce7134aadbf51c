// Number, date and money formatting for the three locales. Money travels as integer minor units with
// its currency (DESIGN.md "Money"): KRW and VND have no minor unit, USD has cents.
import { type Locale, toLanguageTag } from "./locales.ts";

export const CURRENCIES = ["KRW", "USD", "VND"] as const;
export type Currency = (typeof CURRENCIES)[number];
export type Money = { amount: number; currency: Currency };

export const MINOR_DIGITS: Record<Currency, number> = { KRW: 0, USD: 2, VND: 0 };

// Korean and Vietnamese readers expect times in their own zone, not the server's (UTC on Fly).
export const TIME_ZONES: Record<Locale, string> = {
	kr: "Asia/Seoul",
	en: "Asia/Seoul",
	vn: "Asia/Ho_Chi_Minh",
};

export function formatMoney(money: Money, locale: Locale): string {
	if (!Number.isInteger(money.amount)) throw new Error(`money amount must be an integer of minor units: ${money.amount}`);
	const digits = MINOR_DIGITS[money.currency];
	return new Intl.NumberFormat(toLanguageTag(locale), {
		style: "currency",
		currency: money.currency,
		minimumFractionDigits: digits,
		maximumFractionDigits: digits,
	}).format(money.amount / 10 ** digits);
}

export function formatNumber(value: number, locale: Locale, maximumFractionDigits = 2): string {
	return new Intl.NumberFormat(toLanguageTag(locale), { maximumFractionDigits }).format(value);
}

export function formatDate(date: Date | number, locale: Locale, timeZone = TIME_ZONES[locale]): string {
	return new Intl.DateTimeFormat(toLanguageTag(locale), { dateStyle: "medium", timeZone }).format(date);
}

export function formatDateTime(date: Date | number, locale: Locale, timeZone = TIME_ZONES[locale]): string {
	return new Intl.DateTimeFormat(toLanguageTag(locale), {
		dateStyle: "medium",
		timeStyle: "short",
		timeZone,
	}).format(date);
}
