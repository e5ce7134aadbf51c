import { describe, expect, test } from "vitest";
import {
	applyCoupons,
	type Coupon,
	type CouponEvent,
	couponDiscount,
	CouponTransitionError,
	isCouponUsable,
	listedStatus,
	nextCouponStatus,
	type UserCoupon,
	type UserCouponStatus,
	USER_COUPON_STATUSES,
} from "./rules.ts";

const NOW = new Date("2026-11-10T03:00:00Z");
const LATER = new Date("2026-12-31T14:59:59Z");

function coupon(fields: Partial<Coupon>): Coupon {
	return {
		id: "c",
		name: "쿠폰",
		kind: "event",
		consumeType: "all_booking_discount",
		discountAmount: 50_000,
		availableTotalCost: 1_000_000,
		discountRateBp: 0,
		maxDiscount: 0,
		expireTime: LATER,
		...fields,
	};
}

let seq = 0;
function userCoupon(fields: Partial<Coupon> = {}, status: UserCouponStatus = "available"): UserCoupon {
	seq += 1;
	return { id: `uc-${seq}`, status, coupon: coupon(fields) };
}

const flat = (discountAmount: number, availableTotalCost: number) =>
	coupon({ consumeType: "all_booking_discount", discountAmount, availableTotalCost });
const rate = (discountRateBp: number, maxDiscount: number) =>
	coupon({ consumeType: "creation_over_discount_creation_below_apply_rate", discountRateBp, maxDiscount });

describe("couponDiscount", () => {
	test.each([
		// all_booking_discount: only when the total EXCEEDS availableTotalCost
		["flat 50,000 over 1,000,000: total 1,000,001", flat(50_000, 1_000_000), 1_000_001, 50_000],
		["flat 50,000 over 1,000,000: total exactly 1,000,000 does not exceed", flat(50_000, 1_000_000), 1_000_000, 0],
		["flat 50,000 over 1,000,000: total 900,000", flat(50_000, 1_000_000), 900_000, 0],
		["flat 50,000 with no threshold: total 30,000 (capped at the total)", flat(50_000, 0), 30_000, 30_000],
		// the rate type always applies, rounded, capped at maxDiscount and the total
		["3% up to 100,000 of 2,000,000", rate(300, 100_000), 2_000_000, 60_000],
		["3% up to 100,000 of 5,000,000 (capped)", rate(300, 100_000), 5_000_000, 100_000],
		["3% up to 100,000 of 1,234,550 = 37,036.5 -> 37,037 (half away from zero)", rate(300, 100_000), 1_234_550, 37_037],
		["3% of a small total, no threshold", rate(300, 100_000), 1_000, 30],
		["100% up to 100,000 of 40,000 (capped at the total)", rate(10_000, 100_000), 40_000, 40_000],
		["any coupon on a zero total", rate(300, 100_000), 0, 0],
	])("%s", (_name, c, total, discount) => {
		expect(couponDiscount(c, total)).toBe(discount);
	});
});

describe("usable and listed status", () => {
	test.each<[string, UserCouponStatus, Date, boolean, string]>([
		["available, before expiry", "available", LATER, true, "available"],
		["available, at the expiry instant", "available", NOW, true, "available"],
		["available, past expiry: listed as expired", "available", new Date(NOW.getTime() - 1), false, "expired"],
		["in use", "inuse", LATER, false, "inuse"],
		["used", "used", LATER, false, "used"],
		["invalid", "invalid", LATER, false, "invalid"],
		["deleted", "deleted", LATER, false, "deleted"],
	])("%s", (_name, status, expireTime, usable, listed) => {
		const uc = userCoupon({ expireTime }, status);
		expect(isCouponUsable(uc, NOW)).toBe(usable);
		expect(listedStatus(uc, NOW)).toBe(listed);
	});
});

describe("applyCoupons", () => {
	test("one event coupon", () => {
		const uc = userCoupon({
			consumeType: "all_booking_discount",
			discountAmount: 50_000,
			availableTotalCost: 1_000_000,
		});
		expect(applyCoupons(1_500_000, [uc], NOW)).toEqual({
			accepted: [{ userCoupon: uc, discount: 50_000 }],
			refused: [],
			discount: 50_000,
			totalAfter: 1_450_000,
		});
	});

	test("of several signup coupons only the largest discount is accepted; the others are refused", () => {
		const small = userCoupon({ kind: "signup", discountAmount: 20_000, availableTotalCost: 0 });
		const big = userCoupon({
			kind: "signup",
			consumeType: "creation_over_discount_creation_below_apply_rate",
			discountRateBp: 500,
			maxDiscount: 70_000,
		});
		const event = userCoupon({ kind: "event", discountAmount: 10_000, availableTotalCost: 0 });
		const result = applyCoupons(1_000_000, [small, big, event], NOW);
		expect(result.accepted).toEqual([
			{ userCoupon: big, discount: 50_000 },
			{ userCoupon: event, discount: 10_000 },
		]);
		expect(result.refused).toEqual([{ userCoupon: small, reason: "one_signup_coupon" }]);
		expect(result.totalAfter).toBe(940_000);
	});

	test("equal signup discounts: the one expiring first is kept", () => {
		const late = userCoupon({ kind: "signup", discountAmount: 20_000, availableTotalCost: 0, expireTime: LATER });
		const soon = userCoupon({
			kind: "signup",
			discountAmount: 20_000,
			availableTotalCost: 0,
			expireTime: new Date("2026-11-20T00:00:00Z"),
		});
		const result = applyCoupons(500_000, [late, soon], NOW);
		expect(result.accepted.map((a) => a.userCoupon)).toEqual([soon]);
		expect(result.refused).toEqual([{ userCoupon: late, reason: "one_signup_coupon" }]);
	});

	test("refusal reasons", () => {
		const expired = userCoupon({ expireTime: new Date("2026-11-01T00:00:00Z"), availableTotalCost: 0 });
		const used = userCoupon({ availableTotalCost: 0 }, "used");
		const below = userCoupon({ availableTotalCost: 2_000_000 });
		const ok = userCoupon({ discountAmount: 30_000, availableTotalCost: 0 });
		const result = applyCoupons(1_000_000, [expired, used, below, ok, ok], NOW);
		expect(result.refused).toEqual([
			{ userCoupon: expired, reason: "expired" },
			{ userCoupon: used, reason: "not_available" },
			{ userCoupon: below, reason: "below_threshold" },
			{ userCoupon: ok, reason: "duplicate" },
		]);
		expect(result.accepted).toEqual([{ userCoupon: ok, discount: 30_000 }]);
		expect(result.totalAfter).toBe(970_000);
	});

	test("the total never goes below 0; a coupon with nothing left to take is refused", () => {
		const a = userCoupon({ discountAmount: 80_000, availableTotalCost: 0 });
		const b = userCoupon({ discountAmount: 80_000, availableTotalCost: 0 });
		const c = userCoupon({ discountAmount: 80_000, availableTotalCost: 0 });
		const result = applyCoupons(100_000, [a, b, c], NOW);
		expect(result.accepted).toEqual([
			{ userCoupon: a, discount: 80_000 },
			{ userCoupon: b, discount: 20_000 },
		]);
		expect(result.refused).toEqual([{ userCoupon: c, reason: "nothing_left" }]);
		expect(result.discount).toBe(100_000);
		expect(result.totalAfter).toBe(0);
	});

	test("no coupons", () => {
		expect(applyCoupons(123_000, [], NOW)).toEqual({ accepted: [], refused: [], discount: 0, totalAfter: 123_000 });
	});
});

describe("nextCouponStatus", () => {
	const ALLOWED: [UserCouponStatus, CouponEvent, UserCouponStatus][] = [
		["available", "choose", "inuse"], // chosen at booking
		["inuse", "complete", "used"], // booking completed
		["inuse", "cancel", "available"], // booking cancelled
		["used", "cancel", "available"], // booking cancelled after use
		...USER_COUPON_STATUSES.flatMap((from): [UserCouponStatus, CouponEvent, UserCouponStatus][] => [
			[from, "delete", "deleted"],
			[from, "invalidate", "invalid"],
		]),
	];

	test.each(ALLOWED)("%s --%s--> %s", (from, event, to) => {
		expect(nextCouponStatus(from, event)).toBe(to);
	});

	const EVENTS: CouponEvent[] = ["choose", "complete", "cancel", "delete", "invalidate"];
	const DISALLOWED = USER_COUPON_STATUSES.flatMap((from) =>
		EVENTS.filter((event) => !ALLOWED.some(([f, e]) => f === from && e === event)).map(
			(event) => [from, event] as const,
		),
	);

	test.each(DISALLOWED)("%s --%s--> throws", (from, event) => {
		expect(() => nextCouponStatus(from, event)).toThrow(CouponTransitionError);
	});

	test("the disallowed list is what we expect", () => {
		expect(DISALLOWED).toHaveLength(5 * 5 - ALLOWED.length);
		expect(DISALLOWED).toContainEqual(["used", "choose"]);
		expect(DISALLOWED).toContainEqual(["available", "complete"]);
		expect(DISALLOWED).toContainEqual(["deleted", "cancel"]);
	});
});
