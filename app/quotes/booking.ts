// The booking-info form (spec section 3, Cargo / booking; issue 5 item 7) and the arithmetic of a
// booking's discounts. Pure: the route parses with the schema, the server module stores what
// `priceBooking` returns, and the pages only show those numbers. Messages are translation keys under
// "booking.errors" (kr, en, vn).
import { z } from "zod";
import { addDays } from "#app/pricing/dates.ts";
import { type CouponApplication, type CouponRefusal, type UserCoupon, applyCoupons } from "#app/pricing/coupons.ts";
import { PREBOOKING_MIN_DAYS, prebookingDiscount } from "#app/pricing/prebooking.ts";
import { INCOTERMS } from "#app/pricing/request.ts";
import type { IsoDate } from "#app/pricing/types.ts";

const E = "booking.errors.";

export const BOOKING_COMMENT_MAX = 499; // "under 500 characters"
/** More than a customer can hold usefully; stops a crafted form from sending thousands of ids. */
export const MAX_COUPONS_PER_BOOKING = 10;


/** The first ship date that earns the pre-booking discount when booking today. */
export function firstPrebookingDate(today: IsoDate): IsoDate {
	return addDays(today, PREBOOKING_MIN_DAYS);
}

// an HTML checkbox sends "on" when ticked and nothing when not
const checkbox = z.preprocess((v) => v === true || v === "on" || v === "true", z.boolean());

const isoDate = /^\d{4}-\d{2}-\d{2}$/;

function isRealDate(s: string): boolean {
	const d = new Date(`${s}T00:00:00Z`);
	return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === s;
}

/** The booking-info form; `today` (Seoul) decides what "in the past" means. */
export function bookingSchema(today: IsoDate) {
	return z.object({
		shipDate: z
			.string({ error: E + "shipDateRequired" })
			.trim()
			.min(1, E + "shipDateRequired")
			.refine((s) => isoDate.test(s) && isRealDate(s), E + "shipDateFormat")
			.refine((s) => !isoDate.test(s) || s >= today, E + "shipDatePast"),
		incoterms: z.enum(INCOTERMS, { error: E + "incoterms" }).optional(),
		wantsClearance: checkbox,
		wantsInsurance: checkbox,
		// several checkboxes of one name: nothing, one string or a list
		coupons: z.preprocess(
			(v) => (v === undefined || v === "" ? [] : Array.isArray(v) ? v : [v]),
			z
				.array(z.string({ error: E + "coupon" }).trim().min(1, E + "coupon").max(64, E + "coupon"))
				.max(MAX_COUPONS_PER_BOOKING, E + "tooManyCoupons"),
		),
		prebooking: checkbox,
		comment: z
			.string()
			.trim()
			.max(BOOKING_COMMENT_MAX, E + "commentTooLong")
			.optional(),
	});
}

export type BookingForm = z.output<ReturnType<typeof bookingSchema>>;

export type BookingPrice = {
	coupons: CouponApplication;
	couponDiscountKrw: number;
	prebookingDiscountKrw: number;
	/** the quote total less every discount, never below 0 */
	totalWithCouponKrw: number;
};

/**
 * A booking's discounts (decision in the issue 5 report): the coupons are judged and computed on the
 * quote's total (so a threshold never depends on the pre-booking discount); the pre-booking discount,
 * when the flag is set and shipping is at least 3 weeks out, comes off what the coupons leave.
 */
export function priceBooking(input: {
	totalKrw: number;
	coupons: readonly UserCoupon[];
	prebooking: boolean;
	shipDate: IsoDate;
	today: IsoDate;
	now: Date;
}): BookingPrice {
	const coupons = applyCoupons(input.totalKrw, input.coupons, input.now);
	const prebookingDiscountKrw = input.prebooking ? prebookingDiscount(input.shipDate, input.today, coupons.totalAfter) : 0;
	return {
		coupons,
		couponDiscountKrw: coupons.discount,
		prebookingDiscountKrw,
		totalWithCouponKrw: coupons.totalAfter - prebookingDiscountKrw,
	};
}

/** Why a chosen coupon was refused: the pricing module's reasons plus "not the user's". */
export type BookingCouponRefusal = CouponRefusal | "unknown";

export function couponRefusalKey(reason: BookingCouponRefusal): string {
	return `${E}couponRefused.${reason}`;
}
