// Money: the type every amount crosses a module boundary in, and its arithmetic (decision 008, "Money
// and rounding").
//
// THE ONE ROUNDING RULE: a line amount = quantity x unit price, rounded half away from zero to the
// minor unit of the line's currency. Nothing else rounds money, except the two places that must:
// a percent line (basis points of its base, same rule) and a currency conversion (one rounding at the
// end, same rule).
//
// THE ONE SPREADING RULE (`spread`, decision 065): a total shared out over lines in proportion, floored,
// the units left over to the largest remainders, so the shares add up to the total exactly.
//
// Amounts are integers of minor units (KRW and VND none, USD cents). Quantities are decimals with at
// most three places, carried as integer thousandths ("milli") so that 0.1 + 0.2 never appears: every
// product below is an exact integer, and the only division is the final rounding one. Products beyond
// 2^53 (a very large VND figure times a rate) fall back to BigInt so they stay exact.

/** Currencies a rate may be priced in (DESIGN.md, Money). */
export const CURRENCIES = ["KRW", "USD", "VND"] as const;
export type Currency = (typeof CURRENCIES)[number];

/** An amount in integer minor units of its currency: KRW and VND have none, USD has cents. */
export type Money = { amount: number; currency: Currency };

/** Each currency's minor-unit exponent. */
export const MINOR_DIGITS: Record<Currency, number> = { KRW: 0, USD: 2, VND: 0 };

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
	if (Math.abs(r) * 2 >= Math.abs(b)) return a < 0 !== b < 0 ? q - 1 : q + 1;
	return q;
}

function roundDivBig(a: bigint, b: bigint): number {
	const r = a % b;
	let q = a / b;
	const absR = r < 0n ? -r : r;
	const absB = b < 0n ? -b : b;
	if (absR * 2n >= absB && r !== 0n) q += a < 0n !== b < 0n ? -1n : 1n;
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
export function totalsOf(
	subtotals: Partial<Record<Currency, number>>,
	perUsd: PerUsd,
): { KRW: number; USD: number; VND: number } {
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
export function parseDecimal(
	raw: string,
	digits: number,
	max: number,
): { ok: true; value: number } | { ok: false; problem: DecimalProblem } {
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

/**
 * `total` units shared out over `weights` in proportion (the one spreading rule, decision 065): each
 * share is total x weight / sum of weights floored, and the units left over go one each to the largest
 * remainders, ties to the earlier index. So the shares add up to `total` exactly, no share is more than
 * one unit from its exact proportion, and a larger weight never gets less than a smaller one. Exact in
 * integers (BigInt): a large total times a large weight never rounds. Weights are >= 0; with nothing to
 * share over (all weights 0) every share is 0.
 *
 * `minimum` (a whole number): no part with a positive weight gets less. A part whose proportional share
 * falls below it is held at the minimum and the rest is spread over the other parts by the same rule
 * (a negotiated target of 0 would read as "no target"); total must be at least minimum x the parts with
 * a positive weight. A part with weight 0 gets 0.
 *
 * It shares: a quote line's part of its currency subtotal in KRW and the discounts over the lines they
 * were given on (vat.ts), an agreed per-unit price over box types (negotiation.ts targetsFor), and a
 * refund over the invoice's taxable, VAT and zero-rated parts (invoices/refund.ts).
 */
export function spread(total: number, weights: readonly number[], minimum = 0): number[] {
	if (minimum > 0) {
		const positive = weights.filter((w) => w > 0).length;
		if (total < minimum * positive)
			throw new RangeError(`cannot spread ${total} over ${positive} parts of at least ${minimum}`);
	}
	const held = weights.map(() => false);
	for (;;) {
		const rest = total - minimum * held.filter(Boolean).length;
		const shares = largestRemainder(
			rest,
			weights.map((w, i) => (held[i] ? 0 : w)),
		);
		const low = shares.flatMap((share, i) => (!held[i] && weights[i]! > 0 && share < minimum ? [i] : []));
		if (low.length === 0) return shares.map((share, i) => (held[i] ? minimum : share));
		for (const i of low) held[i] = true;
	}
}

function largestRemainder(amount: number, weights: readonly number[]): number[] {
	const total = weights.reduce((s, w) => s + w, 0);
	if (amount === 0 || total <= 0) return weights.map(() => 0);
	const a = BigInt(amount);
	const t = BigInt(total);
	const parts = weights.map((w, i) => {
		const p = a * BigInt(w);
		return { i, floor: Number(p / t), rest: p % t };
	});
	let left = amount - parts.reduce((s, p) => s + p.floor, 0);
	for (const p of [...parts].sort((x, y) => (y.rest > x.rest ? 1 : y.rest < x.rest ? -1 : x.i - y.i))) {
		if (left <= 0) break;
		p.floor++;
		left--;
	}
	return parts.map((p) => p.floor);
}
