// Which colour family a status badge takes (docs/design-system.md, "badge"). Colour only ever
// accompanies the status's words: the tone helps a scanning eye, the text carries the meaning.
import type { EstimateStatus } from "#app/lifecycle/lifecycle.ts";

export const TONES = ["neutral", "info", "brand", "success", "warning", "danger"] as const;
export type Tone = (typeof TONES)[number];

/** The payment as screens name it: the stored states, and "partly refunded" (decision 042, app/invoices/refund.ts). */
export const PAYMENT_STATUSES = ["unpaid", "check_payment", "paid", "partly_refunded", "refund"] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

/** Waiting on us is info, waiting on the customer is warning, moving cargo is brand, done is success. */
export const ESTIMATE_TONE: Record<EstimateStatus, Tone> = {
	in_request: "info",
	in_confirm: "warning",
	in_nego: "info",
	confirm_nego: "success",
	deny_nego: "danger",
	booked: "brand",
	wait_schedule: "info",
	in_loading: "brand",
	in_shipping: "brand",
	finish: "success",
	cancelled: "neutral",
};

export const PAYMENT_TONE: Record<PaymentStatus, Tone> = {
	unpaid: "warning",
	check_payment: "info",
	paid: "success",
	partly_refunded: "neutral",
	refund: "neutral",
};
