// The coupon pages' data (spec sections 2 and 4): what /mypage/coupons lists and what the booking
// screen offers to choose, shaped for the screen (plain numbers for dates, names in the page's
// language), so the route modules only guard and call. Storage is coupons.server.ts, the rules rules.ts.
import type { Locale } from "#app/i18n/locales.ts";
import { type ListedCoupon, listUserCoupons, usableCoupons } from "./coupons.server.ts";
import { couponDiscount } from "./rules.ts";

/** One row of "my coupons": number, name and description, the discount rule, expiry and status. */
export type MyCoupon = Pick<
	ListedCoupon,
	| "id"
	| "number"
	| "name"
	| "description"
	| "consumeType"
	| "discountAmount"
	| "availableTotalCost"
	| "discountRateBp"
	| "maxDiscount"
	| "status"
> & {
	/** epoch milliseconds, so the loader's data stays plain */
	expireTime: number;
};

/**
 * The user's own coupons, soonest to expire first, as /mypage/coupons shows them: a coupon past its
 * time reads "expired", deleted ones are left out (coupons.server.ts listUserCoupons). A user who holds
 * none (staff among them: coupons are given to customers) gets an empty list.
 */
export function myCoupons(userId: string, locale: Locale, now: Date = new Date()): MyCoupon[] {
	return listUserCoupons(userId, now, locale).map((c) => ({
		id: c.id,
		number: c.number,
		name: c.name,
		description: c.description,
		consumeType: c.consumeType,
		discountAmount: c.discountAmount,
		availableTotalCost: c.availableTotalCost,
		discountRateBp: c.discountRateBp,
		maxDiscount: c.maxDiscount,
		expireTime: c.expireTime.getTime(),
		status: c.status,
	}));
}

/** A coupon the booking screen offers, with what it alone takes off the quote under each choice. */
export type BookingCouponChoice = Pick<ListedCoupon, "id" | "number" | "name" | "description" | "kind"> & {
	expireTime: number;
	/** KRW off, by choice (e.g. Incoterm code); 0 where the total is below the coupon's threshold */
	discounts: Record<string, number>;
};

/**
 * The coupons the user could use on a booking now, each with its discount on every total the screen
 * offers (`totals`: KRW by choice code, e.g. the quote's total under each Incoterm).
 */
export function bookingCouponChoices(
	userId: string,
	totals: Readonly<Record<string, number>>,
	locale: Locale,
	now: Date = new Date(),
): BookingCouponChoice[] {
	return usableCoupons(userId, now, locale).map(({ listed, userCoupon }) => ({
		id: listed.id,
		number: listed.number,
		name: listed.name,
		description: listed.description,
		kind: listed.kind,
		expireTime: listed.expireTime.getTime(),
		discounts: Object.fromEntries(
			Object.entries(totals).map(([code, total]) => [code, couponDiscount(userCoupon.coupon, total)]),
		),
	}));
}
