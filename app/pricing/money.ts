// Money arithmetic of the pricing engine (decision 008, "Money and rounding").
//
// THE ONE ROUNDING RULE: a line amount = quantity x unit price, rounded half away from zero to the
// minor unit of the line's currency. Nothing else rounds money, except the two places that must:
// a percent line (basis points of its base, same rule) and a currency conversion (one rounding at the
// end, same rule).
//
// Amounts are integers of minor units (KRW and VND none, USD cents). Quantities are decimals with at
// most three places, carried as integer thousandths ("milli") so that 0.1 + 0.2 never appears: every
// product below is an exact integer, and the only division is the final rounding one. Products beyond
// 2^53 (a very large VND figure times a rate) fall back to BigInt so they stay exact.
import { type Locale, toLanguageTag } from "#app/i18n/locales.ts";
import { MINOR_DIGITS, type Currency } from "./codes.ts";

/** Units of each currency per USD, times 100 (KRW 1,385.50 -> 138550; VND 25,400 -> 2540000). */
export type PerUsd = Record<Currency, number>;

const MAX_SAFE = Number.MAX_SAFE_INTEGER;
const POW10 = [1, 10, 100, 1000, 10000];

/** Integer a / b rounded half away from zero (b must not be 0). */
export function roundDiv(a: number, b: number): number {
	const r = a % b;
	const q = (a - r) / b;
	if (r === 0) return q;
	// |2r| >= |b| means the remainder is at least half: step away from zero
	if (Math.abs(r) * 2 >= Math.abs(b)) return (a < 0) !== (b < 0) ? q - 1 : q + 1;
	return q;
}

function roundDivBig(a: bigint, b: bigint): number {
	const r = a % b;
	let q = a / b;
	const absR = r < 0n ? -r : r;
	const absB = b < 0n ? -b : b;
	if (absR * 2n >= absB && r !== 0n) q += (a < 0n) !== (b < 0n) ? -1n : 1n;
	return Number(q);
}

/** round(a x m / d), half away from zero, exact even when a x m passes 2^53. */
export function mulDiv(a: number, m: number, d: number): number {
	const p = a * m;
	// a float product within the safe range is the exact product of two integers
	if (p <= MAX_SAFE && p >= -MAX_SAFE) return roundDiv(p, d);
	return roundDivBig(BigInt(a) * BigInt(m), BigInt(d));
}

/** A decimal quantity with at most three places as integer thousandths (1.005 -> 1005). */
export function toMilli(quantity: number): number {
	return Math.round(quantity * 1000);
}

/** Quantity (integer thousandths) x unit price (minor units): the one rounding rule. */
export function lineAmount(quantityMilli: number, unitPrice: number): number {
	return mulDiv(quantityMilli, unitPrice, 1000);
}

/** A percent charge: base x basis points / 10,000, same rounding rule. */
export function percentAmount(base: number, basisPoints: number): number {
	return mulDiv(base, basisPoints, 10_000);
}

/**
 * amount (minor units of `from`) in minor units of `to`:
 * amount x perUsd[to] x 10^digits(to) / (perUsd[from] x 10^digits(from)), rounded once.
 */
export function convert(amount: number, from: Currency, to: Currency, perUsd: PerUsd): number {
	if (from === to) return amount;
	const m = perUsd[to] * (POW10[MINOR_DIGITS[to]] ?? 10 ** MINOR_DIGITS[to]);
	const d = perUsd[from] * (POW10[MINOR_DIGITS[from]] ?? 10 ** MINOR_DIGITS[from]);
	return mulDiv(amount, m, d);
}

/**
 * Totals of per-currency subtotals: each subtotal converted once into KRW, USD and VND, then added.
 * Converting line by line would add one rounding error per line.
 */
export function totalsOf(subtotals: Partial<Record<Currency, number>>, perUsd: PerUsd): { KRW: number; USD: number; VND: number } {
	const totals = { KRW: 0, USD: 0, VND: 0 };
	for (const from of ["KRW", "USD", "VND"] as const) {
		const amount = subtotals[from];
		if (amount === undefined) continue;
		totals.KRW += convert(amount, from, "KRW", perUsd);
		totals.USD += convert(amount, from, "USD", perUsd);
		totals.VND += convert(amount, from, "VND", perUsd);
	}
	return totals;
}

export type DecimalProblem = "negative" | "format" | "tooManyDecimals" | "tooLarge";

/**
 * A decimal as people type it ("412.50", "130000", "130,000") into an integer scaled by 10^digits
 * (minor units for money, basis points for a percent). More decimals than `digits` is refused, never
 * rounded: a price is not changed on the way in. Values above `max` (or unsafe integers) are refused.
 */
export function parseDecimal(raw: string, digits: number, max: number): { ok: true; value: number } | { ok: false; problem: DecimalProblem } {
	const text = raw.trim();
	if (/^-/.test(text)) return { ok: false, problem: "negative" };
	const match = /^(\d{1,3}(?:,\d{3})+|\d+)(?:\.(\d+))?$/.exec(text);
	if (!match) return { ok: false, problem: "format" };
	const fraction = (match[2] ?? "").replace(/0+$/, "");
	if (fraction.length > digits) return { ok: false, problem: "tooManyDecimals" };
	const value = Number((match[1] as string).replaceAll(",", "") + fraction.padEnd(digits, "0"));
	if (!Number.isSafeInteger(value) || value > max) return { ok: false, problem: "tooLarge" };
	return { ok: true, value };
}

/** An integer scaled by 10^digits back into plain text: exactly `digits` decimals when fixed, else as few as needed. */
export function formatDecimal(value: number, digits: number, fixed: boolean): string {
	const abs = String(Math.abs(value)).padStart(digits + 1, "0");
	const whole = abs.slice(0, abs.length - digits);
	let fraction = digits ? abs.slice(abs.length - digits) : "";
	if (!fixed) fraction = fraction.replace(/0+$/, "");
	return (value < 0 ? "-" : "") + whole + (fraction ? `.${fraction}` : "");
}

const RATE_FORMATS = new Map<string, Intl.NumberFormat>();

/**
 * A rate of units per USD as stored (x100, money.ts: KRW 1,385.50 is 138550) with exactly two
 * decimals and the reader's grouping: 138550 -> "1,385.50" (vn "1.385,50"). The stored integer is
 * turned into its exact decimal text by formatDecimal and Intl formats that string as a decimal, so no
 * float and no rounding stand between the printed rate and the one the totals were converted with.
 */
export function formatPerUsd(perUsdCents: number, locale: Locale): string {
	if (!Number.isSafeInteger(perUsdCents)) throw new Error(`a rate per USD must be an integer x100: ${perUsdCents}`);
	let format = RATE_FORMATS.get(locale);
	if (!format) {
		format = new Intl.NumberFormat(toLanguageTag(locale), { minimumFractionDigits: 2, maximumFractionDigits: 2 });
		RATE_FORMATS.set(locale, format);
	}
	// Intl reads a numeric string as an exact decimal (ECMA-402 NumberFormat v3)
	return format.format(formatDecimal(perUsdCents, 2, true) as unknown as number);
}
