// Refunds of a paid invoice (decision 042). Pure: the staff desk, the customer's
// billing pages, the invoice PDF and the refund mail all ask these rules, so a refund reads the same
// everywhere.
//
// - A refund is its own record; a shipment may have several. Together they never exceed what was paid.
// - The payment column stays `paid` while something is left (the invoice was issued and paid: its V
//   number stays); the refund that brings the net to nothing moves it to `refund`. What the screens show
//   follows the amounts: "partly refunded" while the net is above nothing, "refunded" at nothing.
// - For tax each refund is a credit note against the V invoice (decision 042), numbered
//   V2611-0010-C1, C2, ... Its amount (VAT included) is split over the invoice's own parts, 10% supply
//   value with its VAT and zero-rated supply value, in proportion to the invoice's totals. The split is
//   taken from the running total (what all refunds up to this one make, less what the earlier ones
//   made), so the credit notes of a full refund add up to the invoice exactly, to the won.
import { spread } from "#app/pricing/money.ts";
import type { PaymentStatus } from "./codes/codes.ts";

/** The invoice's parts a credit note mirrors (KRW): 10% supply value, its VAT, zero-rated supply value. */
export type InvoiceParts = { vatableKrw: number; vatKrw: number; zeroRatedKrw: number };

/** One credit note's split of a refund (KRW); the three add up to the refund's amount. */
export type RefundSplit = InvoiceParts;

export const totalOf = (p: InvoiceParts): number => p.vatableKrw + p.vatKrw + p.zeroRatedKrw;

/**
 * The invoice's parts that `cumulativeKrw` of refunds (0 ≤ it ≤ the total) stands for: shared over the
 * taxable part (supply value with its VAT) and the zero-rated part, then the taxable share over VAT and
 * supply value, each by the one spreading rule (money.ts spread; with two parts it rounds the first
 * half up and gives the second the rest).
 */
function partsOf(invoice: InvoiceParts, cumulativeKrw: number): InvoiceParts {
	const [taxable = 0, zeroRated = 0] = spread(cumulativeKrw, [
		invoice.vatableKrw + invoice.vatKrw,
		invoice.zeroRatedKrw,
	]);
	const [vat = 0, vatable = 0] = spread(taxable, [invoice.vatKrw, invoice.vatableKrw]);
	return { vatableKrw: vatable, vatKrw: vat, zeroRatedKrw: zeroRated };
}

/**
 * The credit note's split of a refund of `amountKrw` after `refundedBeforeKrw` was refunded already.
 * The caller has checked the amount (checkRefund): 0 < amount ≤ total − refunded before.
 */
export function refundSplit(invoice: InvoiceParts, refundedBeforeKrw: number, amountKrw: number): RefundSplit {
	const before = partsOf(invoice, refundedBeforeKrw);
	const after = partsOf(invoice, refundedBeforeKrw + amountKrw);
	return {
		vatableKrw: after.vatableKrw - before.vatableKrw,
		vatKrw: after.vatKrw - before.vatKrw,
		zeroRatedKrw: after.zeroRatedKrw - before.zeroRatedKrw,
	};
}

/** What can still be refunded: what was paid less what was refunded, and nothing unless it is paid. */
export function refundableKrw(payment: PaymentStatus, paidKrw: number, refundedKrw: number): number {
	return payment === "paid" ? Math.max(0, paidKrw - refundedKrw) : 0;
}

/** The payment column after a refund: `refund` once nothing is left, else it stays `paid`. */
export function paymentAfterRefund(paidKrw: number, refundedKrw: number): "paid" | "refund" {
	return refundedKrw >= paidKrw ? "refund" : "paid";
}

/** The payment as the screens name it: the stored state, with "partly refunded" between paid and refunded. */
export type PaymentShown = PaymentStatus | "partly_refunded";

export function paymentShown(payment: PaymentStatus, refundedKrw: number): PaymentShown {
	if (payment === "paid" && refundedKrw > 0) return "partly_refunded";
	return payment;
}

/** The credit note's number: the V invoice's number and the refund's place among the shipment's refunds. */
export function creditNoteNumber(invoiceNumber: string, seq: number): string {
	return `${invoiceNumber}-C${seq}`;
}

/** Paid, refunded and net (KRW) of a shipment's payment. */
export type PaymentBalance = { paidKrw: number; refundedKrw: number; netKrw: number };

export function balanceOf(paidKrw: number, refunds: readonly { amountKrw: number }[]): PaymentBalance {
	const refundedKrw = refunds.reduce((sum, r) => sum + r.amountKrw, 0);
	return { paidKrw, refundedKrw, netKrw: paidKrw - refundedKrw };
}

/**
 * The invoice's document is the final invoice once it was paid, refunded or not (a refund is a credit
 * note beside it); before that it is a pro-forma. The PDF's title, its file name and the link's words
 * on the billing page follow this one rule.
 */
export function isFinalInvoice(payment: PaymentStatus): boolean {
	return payment === "paid" || payment === "refund";
}
