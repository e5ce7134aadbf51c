// The invoice's rules, pure: which quote lines it starts from, the exchange
// rule of spec section 9, VAT per charge, the due date, and the reconciliation against the booked
// quote. The database side (invoice.server.ts) stores lines and changes; this decides every figure.
//
// Choices made here (decision 019 has the whole of money after booking):
// - Only the quote's `included` lines are billed. Waived lines (amount 0) stay out: there is nothing
//   to bill and the quote already shows them as waived.
// - The coupon and pre-booking discounts are lines of their own (negative KRW, source "quote"), so
//   the quote side of the reconciliation adds up to the booked total exactly.
// - A quote line in VND (a Vietnamese port cost) is carried as USD at the quote's own rates, rounded
//   once: invoices are in KRW and USD only.
// - USD lines are converted to KRW line by line, rounded once each (money.ts). The discount lines are
//   shared out over the quote's charges and the VAT is 10% of the taxable lines after their shares,
//   rounded once: the one rule of app/pricing/vat.ts (decision 039).
// - VAT was never part of a quote, so the gap is measured on the supply value; the VAT is shown beside it.
import { addDays } from "#app/calendar/calendar.ts";
import { CHARGE_CODES, type ChargeCode, type Direction, type Side, isOneOf } from "#app/pricing/codes.ts";
import { convert, lineAmount, toMilli } from "#app/pricing/money.ts";
import type { QuoteOption } from "#app/pricing/types.ts";
import { type Bucket, type DiscountKind, isVatable, koreanSide, supplyAndVat } from "#app/pricing/vat.ts";
import type { InvoiceChangeReason, InvoiceLineSource } from "./codes/codes.ts";

/** Charges staff add after booking that no quote carries; "other" needs its own label. */
export const EXTRA_CODES = ["dem", "det", "clearance", "storage", "other"] as const;
/** The booked quote's discounts, as lines. */
export const DISCOUNT_CODES = ["coupon", "prebooking"] as const;
export type InvoiceCode = ChargeCode | (typeof EXTRA_CODES)[number] | (typeof DISCOUNT_CODES)[number];
/** What staff may pick when adding a line. */
export const STAFF_CODES: readonly InvoiceCode[] = [...EXTRA_CODES, ...CHARGE_CODES];

export function isDiscountCode(code: string): boolean {
	return (DISCOUNT_CODES as readonly string[]).includes(code);
}

export function isInvoiceCode(value: unknown): value is InvoiceCode {
	return isOneOf<string>([...CHARGE_CODES, ...EXTRA_CODES, ...DISCOUNT_CODES], value);
}

// The VAT rule and the discount allocation live in app/pricing/vat.ts (decision 039): re-exported
// here for the invoice's callers.
export { VAT_BP, isVatable, koreanSide, quoteKrwShares } from "#app/pricing/vat.ts";

/** The invoice line as stored (db invoiceLines), the fields the rules read. */
export type LineRecord = {
	id: string;
	source: InvoiceLineSource;
	quoteLineIndex: number | null;
	replacesLineId: string | null;
	code: string;
	label: string | null;
	currency: "KRW" | "USD";
	quantity: number;
	unitPrice: number;
	amount: number;
	vatable: boolean;
	reason: InvoiceChangeReason | null;
	reasonText: string | null;
	removedAt: Date | null;
};

export type NewLine = Omit<LineRecord, "id" | "removedAt" | "replacesLineId" | "reason" | "reasonText">;

export type BookedDiscounts = { couponDiscountKrw: number; prebookingDiscountKrw: number };

/** The first lines of an invoice: the quote's billed lines, then its discounts. */
export function linesFromQuote(option: QuoteOption, discounts: BookedDiscounts, direction: Direction): NewLine[] {
	const perUsd = { KRW: option.exchange.krwPerUsdCents, USD: 100, VND: option.exchange.vndPerUsdCents };
	const out: NewLine[] = [];
	option.lines.forEach((line, index) => {
		if (!line.included || line.waived || line.amount === 0) return;
		const vatable = isVatable(line.code, line.group, direction);
		// a percent line's unit price is basis points: bill it as one unit of its amount
		const flat = line.basis === "percent";
		if (line.currency === "VND") {
			const amount = convert(line.amount, "VND", "USD", perUsd);
			out.push({
				source: "quote",
				quoteLineIndex: index,
				code: line.code,
				label: null,
				currency: "USD",
				quantity: flat ? 1 : line.quantity,
				unitPrice: flat ? amount : convert(line.unitPrice, "VND", "USD", perUsd),
				amount,
				vatable,
			});
			return;
		}
		out.push({
			source: "quote",
			quoteLineIndex: index,
			code: line.code,
			label: null,
			currency: line.currency,
			quantity: flat ? 1 : line.quantity,
			unitPrice: flat ? line.amount : line.unitPrice,
			amount: line.amount,
			vatable,
		});
	});
	for (const [code, krw] of [
		["coupon", discounts.couponDiscountKrw],
		["prebooking", discounts.prebookingDiscountKrw],
	] as const)
		if (krw > 0)
			out.push({
				source: "quote",
				quoteLineIndex: null,
				code,
				label: null,
				currency: "KRW",
				quantity: 1,
				unitPrice: -krw,
				amount: -krw,
				vatable: false,
			});
	return out;
}

/** A line's amount in KRW at the invoice's rate: one rounding, the house rule. */
export function lineKrw(line: Pick<LineRecord, "currency" | "amount">, krwPerUsdCents: number): number {
	return line.currency === "KRW"
		? line.amount
		: convert(line.amount, "USD", "KRW", { KRW: krwPerUsdCents, USD: 100, VND: 1 });
}

/** quantity x unit price with the one rounding rule. */
export function staffLineAmount(quantity: number, unitPrice: number): number {
	return lineAmount(toMilli(quantity), unitPrice);
}

export type RateBasis = "departure" | "arrival";
export type RateFacts = {
	direction: Direction;
	etd: string | null;
	eta: string | null;
	departedOn: string | null;
	arrivedOn: string | null;
	shipDate: string | null;
	today: string;
};

/**
 * Spec section 9: the rate of departure (export) or arrival (import). The actual day when it is
 * recorded, else the schedule's ETD / ETA, else the booking's ship date, else today.
 */
export function rateDay(f: RateFacts): { date: string; basis: RateBasis; actual: boolean } {
	if (f.direction === "export") {
		if (f.departedOn) return { date: f.departedOn, basis: "departure", actual: true };
		return { date: f.etd ?? f.shipDate ?? f.today, basis: "departure", actual: false };
	}
	if (f.arrivedOn) return { date: f.arrivedOn, basis: "arrival", actual: true };
	return { date: f.eta ?? f.shipDate ?? f.today, basis: "arrival", actual: false };
}

/** Days an exporter has to pay after the invoice is issued. */
export const EXPORT_PAYMENT_DAYS = 7;

/**
 * The due date staff are offered: an export 7 days after issue; an import on the arrival day, because
 * the D/O is released against payment (never before the issue day itself).
 */
export function defaultDueDate(direction: Direction, issuedOn: string, arrivalOn: string | null): string {
	if (direction === "export" || !arrivalOn) return addDays(issuedOn, EXPORT_PAYMENT_DAYS);
	return arrivalOn > issuedOn ? arrivalOn : issuedOn;
}

export type ReconciledLine = LineRecord & {
	amountKrw: number;
	/** the booked quote's figure of the charge this line traces to; null for a line staff added */
	quoteKrw: number | null;
	/** invoice minus quote (for a removed line: minus the quote's figure) */
	gapKrw: number;
	/** the line this one replaced, to show the earlier figure */
	replaced: LineRecord | null;
	/** this charge's share of the discounts (decision 039); 0 for a discount line itself */
	discountShareKrw: number;
	/** the quote line the chain of replacements started from (null: a line staff added, a discount) */
	rootQuoteLineIndex: number | null;
};

export type Reconciliation = {
	lines: ReconciledLine[];
	removed: ReconciledLine[];
	supplyKrw: number;
	/** the taxable supply after its share of the discounts: what the 10% is computed on */
	vatableKrw: number;
	/** the 10% and 0% lines before and after their shares of the discounts */
	taxable: Bucket;
	zeroRated: Bucket;
	/** the discounts taken (the discount lines' sum, never more than the charges they apply to) */
	discountKrw: number;
	vatKrw: number;
	totalKrw: number;
	quoteTotalKrw: number;
	/** supply minus the quote total: the sum of every line's gap */
	gapKrw: number;
};

/**
 * The invoice against the quote. A line replaced by a later one counts no more; each chain of
 * replacements traces to its first line, whose quote figure it is compared with. `quoteShares` are
 * the quote lines' KRW (quoteKrwShares); a discount line's quote figure is its own amount.
 */
export function reconcile(
	records: readonly LineRecord[],
	quoteShares: ReadonlyMap<number, number>,
	krwPerUsdCents: number,
): Reconciliation {
	const byId = new Map(records.map((r) => [r.id, r]));
	const replacedIds = new Set(records.flatMap((r) => (r.replacesLineId ? [r.replacesLineId] : [])));
	const rootOf = (r: LineRecord): LineRecord => {
		let at = r;
		for (let guard = 0; at.replacesLineId && guard < records.length; guard++) {
			const prev = byId.get(at.replacesLineId);
			if (!prev) break;
			at = prev;
		}
		return at;
	};
	const quoteFigure = (root: LineRecord): number | null => {
		if (root.source !== "quote") return null;
		if (root.quoteLineIndex !== null) return quoteShares.get(root.quoteLineIndex) ?? 0;
		return root.currency === "KRW" ? root.amount : lineKrw(root, krwPerUsdCents);
	};
	const lines: ReconciledLine[] = [];
	const removed: ReconciledLine[] = [];
	for (const r of records) {
		if (replacedIds.has(r.id)) continue; // a head of its chain only
		const quoteKrw = quoteFigure(rootOf(r));
		const amountKrw = lineKrw(r, krwPerUsdCents);
		const replaced = r.replacesLineId ? (byId.get(r.replacesLineId) ?? null) : null;
		const rootQuoteLineIndex = rootOf(r).quoteLineIndex;
		if (r.removedAt)
			removed.push({
				...r,
				amountKrw,
				quoteKrw,
				gapKrw: 0 - (quoteKrw ?? 0),
				replaced,
				discountShareKrw: 0,
				rootQuoteLineIndex,
			});
		else
			lines.push({
				...r,
				amountKrw,
				quoteKrw,
				gapKrw: amountKrw - (quoteKrw ?? 0),
				replaced,
				discountShareKrw: 0,
				rootQuoteLineIndex,
			});
	}
	// a replacement shows where the line it replaced stood
	const position = new Map(records.map((r, i) => [r.id, i]));
	const order = (l: ReconciledLine) => position.get(rootOf(l).id) ?? 0;
	lines.sort((a, b) => order(a) - order(b));
	removed.sort((a, b) => order(a) - order(b));
	// the discounts apply to the booked quote's charges (the lines that trace to a quote line); a
	// charge staff added later (demurrage, storage) was not part of what the discount was given on
	const charges = lines.filter((l) => !isDiscountCode(l.code));
	const discounts = lines
		.filter((l) => isDiscountCode(l.code))
		.map((l) => ({ kind: l.code as DiscountKind, amountKrw: -l.amountKrw }));
	const rule = supplyAndVat(
		charges.map((l) => ({ amountKrw: l.amountKrw, taxable: l.vatable, discountable: l.rootQuoteLineIndex !== null })),
		discounts,
	);
	charges.forEach((l, i) => (l.discountShareKrw = rule.lines[i]!.discountKrw));
	const supplyKrw = rule.supplyKrw;
	const vatableKrw = rule.taxable.netKrw;
	const vatKrw = rule.vatKrw;
	const quoteTotalKrw = [...lines, ...removed].reduce((s, l) => s + (l.quoteKrw ?? 0), 0);
	return {
		lines,
		removed,
		supplyKrw,
		vatableKrw,
		taxable: rule.taxable,
		zeroRated: rule.zeroRated,
		discountKrw: rule.discountKrw,
		vatKrw,
		totalKrw: rule.totalKrw,
		quoteTotalKrw,
		gapKrw: supplyKrw - quoteTotalKrw,
	};
}

/**
 * Charges of the main carriage when staff add them by hand (a quote line keeps its quote group): the
 * base freight and the surcharges tied to the sea or air leg.
 */
const MAIN_CARRIAGE_CODES: ReadonlySet<string> = new Set([
	"ofr",
	"lcl",
	"afr",
	"baf",
	"caf",
	"cic",
	"crs",
	"ebs",
	"ecrc",
	"psm",
	"lss",
	"ccf",
	"ams",
	"fsc",
	"ssc",
]);

/**
 * Which group of the lane an invoice line belongs to: a line traced to the booked quote keeps its
 * quote line's group; a line staff added is freight when it is a main-carriage charge, else a service
 * at the Korean end (demurrage, storage, clearance, trucking). Null for a discount line.
 */
export function lineGroup(
	line: Pick<ReconciledLine, "code" | "rootQuoteLineIndex">,
	option: QuoteOption,
	direction: Direction,
): Side | null {
	if (isDiscountCode(line.code)) return null;
	const quoted = line.rootQuoteLineIndex !== null ? option.lines[line.rootQuoteLineIndex] : undefined;
	if (quoted) return quoted.group;
	return MAIN_CARRIAGE_CODES.has(line.code) ? "freight" : koreanSide(direction);
}

/** The freight group of an invoice in KRW: its main-carriage lines as billed (decision 040). */
export function invoiceFreightKrw(r: Pick<Reconciliation, "lines">, option: QuoteOption, direction: Direction): number {
	return r.lines.reduce((sum, l) => sum + (lineGroup(l, option, direction) === "freight" ? l.amountKrw : 0), 0);
}
