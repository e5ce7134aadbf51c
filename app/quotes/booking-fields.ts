// What the booking page renders about its form: the fields' lengths, the package kinds offered, the
// cancel confirmation and the coupon refusal messages. Apart from the schema (booking.ts) so that the
// page names them without bringing zod to the browser; booking.ts re-exports them.
import type { CouponRefusal } from "#app/coupons/rules.ts";

export const BOOKING_COMMENT_MAX = 499; // "under 500 characters"

// The parties and the cargo, as the B/L and the documents will print them. Names and
// contacts are single lines; addresses and descriptions may run over several lines.
export const PARTY_NAME_MAX = 100;
export const PARTY_ADDRESS_MAX = 300;
export const PARTY_CONTACT_MAX = 100;
export const PACKAGE_KIND_MAX = 40;
export const MARKS_MAX = 500;
export const CARGO_DESCRIPTION_MAX = 1000;
/** Kinds of package offered as suggestions (a datalist: the customer may type another). */
export const PACKAGE_KINDS = [
	"CARTONS",
	"PALLETS",
	"CASES",
	"CRATES",
	"DRUMS",
	"BAGS",
	"BALES",
	"ROLLS",
	"PACKAGES",
] as const;

/** The field a cancel post must carry: it comes only from the confirming step. */
export const CANCEL_CONFIRM_VALUE = "yes";

/** The confirming step of a cancellation (a GET page; works with JavaScript off and on); cancel forms post here. */
export function cancelConfirmPath(estimateId: string): string {
	return `/mypage/estimate/${estimateId}/cancel`;
}

/** Why a chosen coupon was refused: the pricing module's reasons plus "not the user's". */
export type BookingCouponRefusal = CouponRefusal | "unknown";

export function couponRefusalKey(reason: BookingCouponRefusal): string {
	return `booking.errors.couponRefused.${reason}`;
}
