// The payment state rules (spec sections 4 "Payment", 6 and 7; decision 019): who may move a
// shipment's payment from which state to which, and what a refund needs. Pure: the customer's billing
// page, the staff payment desk and their server module all ask this one table, so a payment can only
// change one way. A move not in the table is refused with its reason, never ignored.
//
// Chosen where the spec is silent:
// - the customer may ask for a deposit confirmation only once the invoice is issued: before that there
//   is no amount to have paid ("waiting for billing"), and staff could not check the deposit against it;
// - staff may record a deposit they saw without a request (unpaid -> paid), also only on an issued
//   invoice;
// - a refund is of a paid invoice only, for more than nothing and at most what is left of what was
//   paid, with a reason; each is its own record, and the state moves to refund only once nothing is
//   left (refund.ts, decision 042; a partial refund used to mark the whole payment refunded);
// - check_payment -> unpaid is staff saying "no deposit found"; the customer may ask again.
import type { Role } from "#db/roles.ts";
import { cleanText } from "#app/text/free-text.ts";
import type { PaymentStatus } from "./codes/codes.ts";

export type PaymentParty = "customer" | "staff";

export type PaymentMove = { from: PaymentStatus; to: PaymentStatus; by: PaymentParty };

/** Every move there is. */
export const PAYMENT_MOVES: readonly PaymentMove[] = [
	{ from: "unpaid", to: "check_payment", by: "customer" },
	{ from: "check_payment", to: "paid", by: "staff" },
	{ from: "check_payment", to: "unpaid", by: "staff" },
	{ from: "unpaid", to: "paid", by: "staff" },
	{ from: "paid", to: "refund", by: "staff" },
];

/** The party a role acts as on payments; brokers and insurers have none. */
export function paymentParty(role: Role): PaymentParty | null {
	if (role === "customer") return "customer";
	if (role === "staff" || role === "staff_admin") return "staff";
	return null;
}

export type PaymentRefusal =
	/** the move is not in the table from this state (e.g. paid -> check_payment, refund -> anything) */
	| "notAllowed"
	/** the move exists, but not for this role */
	| "wrongRole"
	/** a customer asks about a shipment of another company */
	| "notOwnCompany"
	/** there is no issued invoice to pay yet */
	| "notIssued"
	| "refundAmount"
	| "refundAboveDeposit"
	| "refundReason"
	/** the reason holds control or text-direction characters (app/text/free-text.ts) */
	| "refundReasonHidden";

export type MoveContext = {
	from: PaymentStatus;
	to: PaymentStatus;
	role: Role;
	/** a customer's company is the shipment's (always true for staff) */
	ownCompany: boolean;
	invoiceIssued: boolean;
};

export type Verdict = { ok: true } | { ok: false; reason: PaymentRefusal };

/** May this role move the payment from `from` to `to` now? */
export function checkPaymentMove(c: MoveContext): Verdict {
	const moves = PAYMENT_MOVES.filter((m) => m.from === c.from && m.to === c.to);
	if (moves.length === 0) return { ok: false, reason: "notAllowed" };
	const party = paymentParty(c.role);
	if (!party || !moves.some((m) => m.by === party)) return { ok: false, reason: "wrongRole" };
	if (party === "customer" && !c.ownCompany) return { ok: false, reason: "notOwnCompany" };
	if (!c.invoiceIssued) return { ok: false, reason: "notIssued" };
	return { ok: true };
}

export const REFUND_REASON_MAX = 500;

/** A refund's amount (KRW, whole won) and reason against what can still be refunded (paid less refunded). */
export function checkRefund(amountKrw: number, refundableKrw: number, reason: string): Verdict {
	if (!Number.isSafeInteger(amountKrw) || amountKrw <= 0) return { ok: false, reason: "refundAmount" };
	if (amountKrw > refundableKrw) return { ok: false, reason: "refundAboveDeposit" };
	const text = cleanText(reason, "multiline");
	if (!text.ok) return { ok: false, reason: "refundReasonHidden" };
	if (!text.value || text.value.length > REFUND_REASON_MAX) return { ok: false, reason: "refundReason" };
	return { ok: true };
}

/** The customer's "request deposit confirmation" button is shown for this state. */
export function canRequestConfirmation(status: PaymentStatus, invoiceIssued: boolean): boolean {
	return checkPaymentMove({ from: status, to: "check_payment", role: "customer", ownCompany: true, invoiceIssued }).ok;
}

/** The staff decisions open from this state, in the desk's order; a refund while something is left to refund. */
export function staffChoices(status: PaymentStatus, invoiceIssued: boolean, refundableKrw: number): PaymentStatus[] {
	return (["paid", "unpaid", "refund"] as const).filter(
		(to) =>
			checkPaymentMove({ from: status, to, role: "staff", ownCompany: true, invoiceIssued }).ok &&
			(to !== "refund" || refundableKrw > 0),
	);
}

/** One line of a shipment's payment history as the billing pages show it. */
export type HistoryItem = {
	id: number;
	to: PaymentStatus;
	at: string;
	iso: string;
	by: string | null;
	staff: boolean;
	slip: { name: string; href: string } | null;
	refund: string | null;
	reason: string | null;
};
