// Spec section 9: "Pre-booking: discount up to 100,000 KRW if shipping is at least 3 weeks out."
// Decision 041 (amending decision 008's "capped at the total"): the discount is
// 100,000 KRW, but never more than 10% of the total it comes off (the quote's KRW total after the
// coupons), floored to the won. A 99,600 KRW air booking gets 9,960 off, not 99,600; a booking of
// 1,000,000 KRW or more gets the full 100,000. Like every discount it is shared out over the charges
// by the one rule of app/pricing/vat.ts (decision 039), so no charge ever vanishes and the VAT is
// computed after it.
import { daysBetween } from "#app/calendar/calendar.ts";
import type { IsoDate } from "./types.ts";

export const PREBOOKING_MIN_DAYS = 21;
export const PREBOOKING_DISCOUNT_KRW = 100_000;
/** The largest share of the total the pre-booking discount may take, in basis points (10%). */
export const PREBOOKING_MAX_SHARE_BP = 1_000;

export function isPrebooking(shipDate: IsoDate, bookingDate: IsoDate): boolean {
	return daysBetween(bookingDate, shipDate) >= PREBOOKING_MIN_DAYS;
}

/** The pre-booking discount in KRW: 0, or 100,000 but at most 10% of the total (floored). */
export function prebookingDiscount(shipDate: IsoDate, bookingDate: IsoDate, totalKrw: number): number {
	if (!isPrebooking(shipDate, bookingDate) || totalKrw <= 0) return 0;
	return Math.min(PREBOOKING_DISCOUNT_KRW, Math.floor((totalKrw * PREBOOKING_MAX_SHARE_BP) / 10_000));
}
