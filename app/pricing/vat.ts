// Discounts and VAT: the one rule every customer-facing figure uses (decisions 039, 040
// and 041). The quote pages, the quote PDF, the booking pages and mails, the invoice, its PDF and
// the total-cost document all call `supplyAndVat`; nothing else computes a taxable base or a VAT.
//
// The rule, in three steps:
// 1. Which lines bear 10% VAT (`isVatable`): a local service on the Korean side of the lane. Everything
//    else is zero-rated (international transport) or not supplied in Korea at all (foreign port costs).
// 2. A discount (coupon, pre-booking, a negotiated allowance) is not part of the supply value (Korean
//    VAT law: an allowance off the price is excluded from the supply value of what it was given on).
//    Every discount applies to the lines it was given on (the booked quote's charges), and the sum of
//    the discounts is shared out over those lines ONCE, in proportion to each line's KRW amount, by the
//    one spreading rule (money.ts spread: the won left over by flooring goes to the largest remainders,
//    ties to the earlier line), so the shares add up to the discount exactly and no line gets more than
//    its own amount.
// 3. The taxable subtotal and the zero-rated subtotal are the lines after their shares; the VAT is 10%
//    of the taxable subtotal, rounded once (half away from zero, money.ts).
//
// Why one combined allocation rather than one per discount: two separate spreading passes can
// each round the same small line up and take more than it is worth; one pass never does.
import type { Direction, Side } from "./codes.ts";
import { convert, percentAmount, spread } from "./money.ts";
import type { QuoteOption } from "./types.ts";

/** Korean VAT: 10% (Value-Added Tax Act art. 30), in basis points. */
export const VAT_BP = 1000;

export const DISCOUNT_KINDS = ["coupon", "prebooking", "negotiated"] as const;
export type DiscountKind = (typeof DISCOUNT_KINDS)[number];

/**
 * Charges that are services performed in Korea when they fall on the Korean side of the lane: 10% VAT.
 * Everything else is zero-rated. The principle: the Korean Value-Added Tax Act (art. 23, "international
 * transport services") zero-rates the carriage of goods between Korea and abroad, and the surcharges
 * tied to that leg (bunker, currency, imbalance, peak season, AMS, air fuel and security) are part of
 * it; the handling, document, trucking and clearance work done in a Korean port or airport is a
 * domestic service and bears 10%. A charge at the foreign end (the other side of the lane, the pcf*
 * foreign port costs) is not supplied in Korea at all and bears no Korean VAT.
 */
const KOREAN_LOCAL_SERVICES: ReadonlySet<string> = new Set<string>([
	"thc", // terminal handling
	"wfg", // wharfage
	"dcf", // document (B/L) fee
	"dof", // delivery order fee
	"csc", // container seal
	"ccc", // container cleaning
	"cfs", // CFS stuffing / devanning
	"hdc", // our handling charge
	"awb", // air waybill fee (issued here)
	"trucking", // inland trucking in Korea
	"clearance", // customs clearance fee
	"dem", // demurrage at the Korean terminal
	"det", // detention of the box inland in Korea
	"storage", // warehouse storage in Korea
]);

/** The Korean end of the lane: where an export starts and an import ends. */
export function koreanSide(direction: Direction): Side {
	return direction === "export" ? "origin" : "destination";
}

/** Whether a charge bears 10% VAT: a local service on the Korean side (staff lines are Korean-side). */
export function isVatable(code: string, side: Side | "korea", direction: Direction): boolean {
	if (!KOREAN_LOCAL_SERVICES.has(code)) return false;
	return side === "korea" || side === koreanSide(direction);
}

/** A charge line as the rule reads it: its KRW amount, whether it bears VAT, whether discounts apply to it. */
export type SupplyLine = { amountKrw: number; taxable: boolean; discountable: boolean };
export type Discount = { kind: DiscountKind; amountKrw: number };

export type AllocatedLine = SupplyLine & {
	/** this line's share of the discounts (>= 0, never above its amount) */
	discountKrw: number;
	/** the supply value after the share */
	netKrw: number;
};

export type Bucket = { grossKrw: number; discountKrw: number; netKrw: number };

export type SupplyAndVat = {
	lines: AllocatedLine[];
	/** the charges before any discount */
	grossKrw: number;
	/** the discounts taken off (their sum, limited to the lines they apply to) */
	discountKrw: number;
	/** the supply value: gross minus discounts = taxable.net + zeroRated.net */
	supplyKrw: number;
	taxable: Bucket;
	zeroRated: Bucket;
	vatBp: number;
	/** 10% of taxable.netKrw, rounded once */
	vatKrw: number;
	/** supply plus VAT: what the customer pays */
	totalKrw: number;
};

/**
 * The rule (see the top of this file): discounts shared out over the discountable lines pro rata to
 * their KRW amounts (all positive lines when none is marked discountable), the taxable and zero-rated
 * subtotals after the shares, and 10% VAT of the taxable subtotal rounded once. Discounts beyond the
 * lines they apply to are not taken (a discount never makes the supply negative).
 */
export function supplyAndVat(lines: readonly SupplyLine[], discounts: readonly Discount[]): SupplyAndVat {
	const asked = discounts.reduce((s, d) => s + Math.max(0, d.amountKrw), 0);
	let eligible = lines.map((l) => l.discountable && l.amountKrw > 0);
	if (!eligible.some(Boolean)) eligible = lines.map((l) => l.amountKrw > 0);
	const weights = lines.map((l, i) => (eligible[i] ? l.amountKrw : 0));
	const base = weights.reduce((s, w) => s + w, 0);
	const applied = Math.min(asked, base);
	const shares = spread(applied, weights);
	const allocated: AllocatedLine[] = lines.map((l, i) => ({
		...l,
		discountKrw: shares[i]!,
		netKrw: l.amountKrw - shares[i]!,
	}));
	const bucket = (taxable: boolean): Bucket => {
		const of = allocated.filter((l) => l.taxable === taxable);
		const grossKrw = of.reduce((s, l) => s + l.amountKrw, 0);
		const discountKrw = of.reduce((s, l) => s + l.discountKrw, 0);
		return { grossKrw, discountKrw, netKrw: grossKrw - discountKrw };
	};
	const taxable = bucket(true);
	const zeroRated = bucket(false);
	const vatKrw = percentAmount(taxable.netKrw, VAT_BP);
	const supplyKrw = taxable.netKrw + zeroRated.netKrw;
	return {
		lines: allocated,
		grossKrw: taxable.grossKrw + zeroRated.grossKrw,
		discountKrw: applied,
		supplyKrw,
		taxable,
		zeroRated,
		vatBp: VAT_BP,
		vatKrw,
		totalKrw: supplyKrw + vatKrw,
	};
}

/**
 * Each quote line's share of the quote's KRW total. The quote converted each currency's subtotal once
 * (money.ts totalsOf), so converting line by line would not add up to it; the subtotal's KRW is shared
 * out in proportion by the one spreading rule (money.ts spread), so the shares add up to the quote's
 * total to the won.
 */
export function quoteKrwShares(option: QuoteOption): Map<number, number> {
	const perUsd = { KRW: option.exchange.krwPerUsdCents, USD: 100, VND: option.exchange.vndPerUsdCents };
	const shares = new Map<number, number>();
	for (const currency of ["KRW", "USD", "VND"] as const) {
		const indexes = option.lines.flatMap((l, i) =>
			l.included && l.currency === currency && l.amount !== 0 ? [i] : [],
		);
		if (indexes.length === 0) continue;
		const subtotal = indexes.reduce((s, i) => s + option.lines[i]!.amount, 0);
		const krw = convert(subtotal, currency, "KRW", perUsd);
		if (subtotal <= 0) {
			for (const i of indexes) shares.set(i, 0);
			continue;
		}
		const parts = spread(
			krw,
			indexes.map((i) => option.lines[i]!.amount),
		);
		indexes.forEach((i, k) => shares.set(i, parts[k]!));
	}
	return shares;
}

/** The discounts booked on a quote, in the order they were taken. */
export type QuoteDiscounts = { couponDiscountKrw: number; prebookingDiscountKrw: number };

/**
 * A quote's figures for the customer (decision 040): its included lines in KRW (quoteKrwShares),
 * the booked discounts allocated by the rule, the estimated VAT and the total with VAT. Before
 * booking pass no discounts.
 */
export function quoteSupplyAndVat(
	option: QuoteOption,
	direction: Direction,
	discounts: QuoteDiscounts | null = null,
): SupplyAndVat {
	const shares = quoteKrwShares(option);
	const lines: SupplyLine[] = [];
	option.lines.forEach((l, i) => {
		if (!l.included || l.amount === 0) return;
		lines.push({ amountKrw: shares.get(i) ?? 0, taxable: isVatable(l.code, l.group, direction), discountable: true });
	});
	const list: Discount[] = discounts
		? [
				{ kind: "coupon", amountKrw: discounts.couponDiscountKrw },
				{ kind: "prebooking", amountKrw: discounts.prebookingDiscountKrw },
			]
		: [];
	return supplyAndVat(lines, list);
}

/** What a quote screen, PDF or mail prints about VAT (decision 040): every figure from `supplyAndVat`. */
export type QuoteVat = {
	/** the quote's charges before discounts, KRW */
	chargesKrw: number;
	/** the booked discounts taken (0 before booking) */
	discountKrw: number;
	/** the supply value: charges less discounts, VAT not included */
	supplyKrw: number;
	/** the Korean local services after their share of the discounts: what the 10% is estimated on */
	taxableKrw: number;
	vatKrw: number;
	/** supply plus VAT */
	totalWithVatKrw: number;
};

export function quoteVat(option: QuoteOption, direction: Direction, discounts: QuoteDiscounts | null = null): QuoteVat {
	const r = quoteSupplyAndVat(option, direction, discounts);
	return {
		chargesKrw: r.grossKrw,
		discountKrw: r.discountKrw,
		supplyKrw: r.supplyKrw,
		taxableKrw: r.taxable.netKrw,
		vatKrw: r.vatKrw,
		totalWithVatKrw: r.totalKrw,
	};
}
