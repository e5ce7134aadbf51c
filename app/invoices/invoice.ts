// The invoice's rules (issue 14 items 1 and 2), pure: which quote lines it starts from, the exchange
// rule of spec section 9, VAT per charge, the due date, and the reconciliation against the booked
// quote. The database side (invoice.server.ts) stores lines and changes; this decides every figure.
//
// Decisions (also in the issue 14 report):
// - Only the quote's `included` lines are billed. Waived lines (amount 0) stay out: there is nothing
//   to bill and the quote already shows them as waived.
// - The coupon and pre-booking discounts are lines of their own (negative KRW, source "quote"), so
//   the quote side of the reconciliation adds up to the booked total exactly.
// - A quote line in VND (a Vietnamese port cost) is carried as USD at the quote's own rates, rounded
//   once: invoices are in KRW and USD only.
// - USD lines are converted to KRW line by line, rounded once each (money.ts); the VAT is 10% of the
//   vatable supply total, rounded once.
// - VAT was never part of a quote, so the gap is measured on the supply value; the VAT is shown beside it.
import { addDays } from "#app/calendar/calendar.ts";
import { CHARGE_CODES, type ChargeCode, type Direction, type Side, isOneOf } from "#app/pricing/codes.ts";
import { convert, lineAmount, percentAmount, toMilli } from "#app/pricing/money.ts";
import type { QuoteOption } from "#app/pricing/types.ts";
import type { InvoiceChangeReason, InvoiceLineSource } from "./codes/codes.ts";

/** Charges staff add after booking that no quote carries; "other" needs its own label. */
export const EXTRA_CODES = ["dem", "det", "clearance", "storage", "other"] as const;
/** The booked quote's discounts, as lines. */
export const DISCOUNT_CODES = ["coupon", "prebooking"] as const;
export type InvoiceCode = ChargeCode | (typeof EXTRA_CODES)[number] | (typeof DISCOUNT_CODES)[number];
/** What staff may pick when adding a line. */
export const STAFF_CODES: readonly InvoiceCode[] = [...EXTRA_CODES, ...CHARGE_CODES];

export function isInvoiceCode(value: unknown): value is InvoiceCode {
	return isOneOf<string>([...CHARGE_CODES, ...EXTRA_CODES, ...DISCOUNT_CODES], value);
}

/** Korean VAT: 10% (Value-Added Tax Act art. 30), in basis points. */
export const VAT_BP = 1000;

/**
 * Charges that are services performed in Korea when they fall on the Korean side of the lane: 10% VAT.
 * Everything else is zero-rated. The principle: the Korean Value-Added Tax Act (art. 23, "international
 * transport services") zero-rates the carriage of goods between Korea and abroad, and the surcharges
 * tied to that leg (bunker, currency, imbalance, peak season, AMS, air fuel and security) are part of
 * it; the handling, document, trucking and clearance work done in a Korean port or airport is a
 * domestic service and bears 10%. A charge at the foreign end (the other side of the lane, the pcf*
 * foreign port costs) is not supplied in Korea at all and bears no Korean VAT.
 */
const KOREAN_LOCAL_SERVICES: ReadonlySet<InvoiceCode> = new Set<InvoiceCode>([
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
export function isVatable(code: InvoiceCode, side: Side | "korea", direction: Direction): boolean {
	if (!KOREAN_LOCAL_SERVICES.has(code)) return false;
	return side === "korea" || side === koreanSide(direction);
}

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
			out.push({ source: "quote", quoteLineIndex: index, code: line.code, label: null, currency: "USD", quantity: flat ? 1 : line.quantity, unitPrice: flat ? amount : convert(line.unitPrice, "VND", "USD", perUsd), amount, vatable });
			return;
		}
		out.push({ source: "quote", quoteLineIndex: index, code: line.code, label: null, currency: line.currency, quantity: flat ? 1 : line.quantity, unitPrice: flat ? line.amount : line.unitPrice, amount: line.amount, vatable });
	});
	for (const [code, krw] of [
		["coupon", discounts.couponDiscountKrw],
		["prebooking", discounts.prebookingDiscountKrw],
	] as const)
		if (krw > 0) out.push({ source: "quote", quoteLineIndex: null, code, label: null, currency: "KRW", quantity: 1, unitPrice: -krw, amount: -krw, vatable: false });
	return out;
}

/**
 * Each quote line's share of the quote's KRW total. The quote converted each currency's subtotal once
 * (money.ts totalsOf), so converting line by line would not add up to it; the subtotal's KRW is shared
 * out in proportion and the rounding leftovers go to the largest remainders, so the shares add up to
 * the quote's total to the won.
 */
export function quoteKrwShares(option: QuoteOption): Map<number, number> {
	const perUsd = { KRW: option.exchange.krwPerUsdCents, USD: 100, VND: option.exchange.vndPerUsdCents };
	const shares = new Map<number, number>();
	for (const currency of ["KRW", "USD", "VND"] as const) {
		const indexes = option.lines.flatMap((l, i) => (l.included && l.currency === currency && l.amount !== 0 ? [i] : []));
		if (indexes.length === 0) continue;
		const subtotal = indexes.reduce((s, i) => s + option.lines[i]!.amount, 0);
		const krw = convert(subtotal, currency, "KRW", perUsd);
		if (subtotal === 0) {
			for (const i of indexes) shares.set(i, 0);
			continue;
		}
		const floors = indexes.map((i) => {
			const exact = (krw * option.lines[i]!.amount) / subtotal;
			const floor = Math.floor(exact);
			return { i, floor, rest: exact - floor };
		});
		let left = krw - floors.reduce((s, f) => s + f.floor, 0);
		for (const f of [...floors].sort((a, b) => b.rest - a.rest || a.i - b.i)) {
			if (left <= 0) break;
			f.floor++;
			left--;
		}
		for (const f of floors) shares.set(f.i, f.floor);
	}
	return shares;
}

/** A line's amount in KRW at the invoice's rate: one rounding, the house rule. */
export function lineKrw(line: Pick<LineRecord, "currency" | "amount">, krwPerUsdCents: number): number {
	return line.currency === "KRW" ? line.amount : convert(line.amount, "USD", "KRW", { KRW: krwPerUsdCents, USD: 100, VND: 1 });
}

/** quantity x unit price with the one rounding rule. */
export function staffLineAmount(quantity: number, unitPrice: number): number {
	return lineAmount(toMilli(quantity), unitPrice);
}

export type RateBasis = "departure" | "arrival";
export type RateFacts = { direction: Direction; etd: string | null; eta: string | null; departedOn: string | null; arrivedOn: string | null; shipDate: string | null; today: string };

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
};

export type Reconciliation = {
	lines: ReconciledLine[];
	removed: ReconciledLine[];
	supplyKrw: number;
	vatableKrw: number;
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
export function reconcile(records: readonly LineRecord[], quoteShares: ReadonlyMap<number, number>, krwPerUsdCents: number): Reconciliation {
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
		if (r.removedAt) removed.push({ ...r, amountKrw, quoteKrw, gapKrw: 0 - (quoteKrw ?? 0), replaced });
		else lines.push({ ...r, amountKrw, quoteKrw, gapKrw: amountKrw - (quoteKrw ?? 0), replaced });
	}
	// a replacement shows where the line it replaced stood
	const position = new Map(records.map((r, i) => [r.id, i]));
	const order = (l: ReconciledLine) => position.get(rootOf(l).id) ?? 0;
	lines.sort((a, b) => order(a) - order(b));
	removed.sort((a, b) => order(a) - order(b));
	const supplyKrw = lines.reduce((s, l) => s + l.amountKrw, 0);
	const vatableKrw = lines.reduce((s, l) => s + (l.vatable ? l.amountKrw : 0), 0);
	const vatKrw = percentAmount(vatableKrw, VAT_BP);
	const quoteTotalKrw = [...lines, ...removed].reduce((s, l) => s + (l.quoteKrw ?? 0), 0);
	return { lines, removed, supplyKrw, vatableKrw, vatKrw, totalKrw: supplyKrw + vatKrw, quoteTotalKrw, gapKrw: supplyKrw - quoteTotalKrw };
}

