import { expect, test } from "vitest";
import {
	isPrebooking,
	PREBOOKING_DISCOUNT_KRW,
	PREBOOKING_MAX_SHARE_BP,
	PREBOOKING_MIN_DAYS,
	prebookingDiscount,
} from "./prebooking.ts";

test("spec section 9: up to 100,000 KRW when shipping is at least 3 weeks out, at most 10% (decision 041)", () => {
	expect(PREBOOKING_MIN_DAYS).toBe(21);
	expect(PREBOOKING_DISCOUNT_KRW).toBe(100_000);
	expect(PREBOOKING_MAX_SHARE_BP).toBe(1_000);
});

test.each([
	// [ship date, booking date, total KRW, pre-booking?, discount]
	["2026-12-01", "2026-11-10", 1_500_000, true, 100_000], // 21 days: the boundary counts
	["2026-11-30", "2026-11-10", 1_500_000, false, 0], // 20 days
	["2027-01-05", "2026-12-15", 1_500_000, true, 100_000], // 21 days across the year end
	["2026-03-01", "2026-02-08", 1_500_000, true, 100_000], // 21 days across February
	["2026-02-28", "2026-02-08", 1_500_000, false, 0], // 20 days
	["2026-12-10", "2026-11-10", 80_000, true, 8_000], // 10% of the total, not the whole total
	["2026-12-10", "2026-11-10", 99_600, true, 9_960], // decision 041: the air booking that went free
	["2026-12-10", "2026-11-10", 1_000_000, true, 100_000], // 10% reaches the 100,000 cap exactly
	["2026-12-10", "2026-11-10", 999_999, true, 99_999], // 99,999.9 floored
	["2026-12-10", "2026-11-10", 9, true, 0], // 0.9 floored: nothing
	["2026-12-10", "2026-11-10", 0, true, 0],
	["2026-11-10", "2026-11-10", 1_500_000, false, 0], // same day
	["2026-11-01", "2026-11-10", 1_500_000, false, 0], // ship date before booking
])("ship %s, booked %s, total %i: pre-booking %s, discount %i", (ship, booking, total, prebooking, discount) => {
	expect(isPrebooking(ship, booking)).toBe(prebooking);
	expect(prebookingDiscount(ship, booking, total)).toBe(discount);
});
