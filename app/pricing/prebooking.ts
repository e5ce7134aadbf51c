// Spec section 9: "Pre-booking: discount up to 100,000 KRW if shipping is at least 3 weeks out."
// Read as a flat 100,000 KRW when the ship date is 21 or more days after the booking date, capped at
// the total so a small booking never goes negative (decision 008).
import { daysBetween } from "#app/calendar/calendar.ts";
import type { IsoDate } from "./types.ts";

export const PREBOOKING_MIN_DAYS = 21;
export const PREBOOKING_DISCOUNT_KRW = 100_000;

export function isPrebooking(shipDate: IsoDate, bookingDate: IsoDate): boolean {
	return daysBetween(bookingDate, shipDate) >= PREBOOKING_MIN_DAYS;
}

/** The pre-booking discount in KRW: 0, or 100,000 capped at the total. */
export function prebookingDiscount(shipDate: IsoDate, bookingDate: IsoDate, totalKrw: number): number {
	if (!isPrebooking(shipDate, bookingDate) || totalKrw <= 0) return 0;
	return Math.min(PREBOOKING_DISCOUNT_KRW, totalKrw);
}
