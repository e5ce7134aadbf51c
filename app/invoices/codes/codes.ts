// The money-after-booking vocabulary (spec sections 3 "Payment" and 4 "Payment"): payment
// states, who changed them, and where an invoice line came from. A folder of its own because
// db/schema.ts imports these lists for its enums (decision 013: what the schema imports never reads
// the database).

/** Spec section 4: unpaid -> check_payment (deposit confirmation requested) -> paid | unpaid | refund. */
export const PAYMENT_STATUSES = ["unpaid", "check_payment", "paid", "refund"] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

/** An invoice line comes from the booked quote's line, or from a staff change after booking. */
export const INVOICE_LINE_SOURCES = ["quote", "staff"] as const;
export type InvoiceLineSource = (typeof INVOICE_LINE_SOURCES)[number];

/** Why staff add or change a line after booking; "other" needs the reason text. */
export const INVOICE_CHANGE_REASONS = [
	"actual_local_charges",
	"demurrage",
	"detention",
	"extra_trucking",
	"rate_correction",
	"other",
] as const;
export type InvoiceChangeReason = (typeof INVOICE_CHANGE_REASONS)[number];

/** What a change did to a line. */
export const INVOICE_CHANGE_ACTIONS = ["add", "change", "remove"] as const;
export type InvoiceChangeAction = (typeof INVOICE_CHANGE_ACTIONS)[number];
