// Coupons (spec sections 3, 4 and 5; decision 008 "Coupons and pre-booking"). Pure rules: which
// coupons a booking may use, how much each takes off, and how a user coupon's status moves. The
// booking code stores the result.
import { roundDiv } from "#app/pricing/money.ts";

export const COUPON_KINDS = ["signup", "event"] as const;
export type CouponKind = (typeof COUPON_KINDS)[number];

export const CONSUME_TYPES = ["all_booking_discount", "creation_over_discount_creation_below_apply_rate"] as const;
export type ConsumeType = (typeof CONSUME_TYPES)[number];

export const USER_COUPON_STATUSES = ["available", "inuse", "used", "invalid", "deleted"] as const;
export type UserCouponStatus = (typeof USER_COUPON_STATUSES)[number];

export type Coupon = {
	id: string;
	name: string;
	kind: CouponKind;
	consumeType: ConsumeType;
	/** KRW taken off by all_booking_discount */
	discountAmount: number;
	/** KRW: all_booking_discount applies only when the total exceeds this */
	availableTotalCost: number;
	/** basis points of the total, for the rate type */
	discountRateBp: number;
	/** KRW cap of the rate type ("max discount points") */
	maxDiscount: number;
	expireTime: Date;
};

export type UserCoupon = { id: string; status: UserCouponStatus; coupon: Coupon };

/** Spec section 4: coupons past expireTime are listed as expired. */
export function isExpired(coupon: Coupon, now: Date): boolean {
	return now.getTime() > coupon.expireTime.getTime();
}

export function isCouponUsable(userCoupon: UserCoupon, now: Date): boolean {
	return userCoupon.status === "available" && !isExpired(userCoupon.coupon, now);
}

/** The status a coupon list shows: an available coupon past its time reads "expired". */
export function listedStatus(userCoupon: UserCoupon, now: Date): UserCouponStatus | "expired" {
	return userCoupon.status === "available" && isExpired(userCoupon.coupon, now) ? "expired" : userCoupon.status;
}

/**
 * The KRW a coupon takes off a total, or 0 when it does not apply. all_booking_discount needs a total
 * strictly above availableTotalCost (spec section 5: "exceeds"); the rate type always applies and
 * gives the rounded rate of the total, capped at its maximum. Neither exceeds the total.
 */
export function couponDiscount(coupon: Coupon, totalKrw: number): number {
	if (totalKrw <= 0) return 0;
	let discount: number;
	if (coupon.consumeType === "all_booking_discount") {
		if (totalKrw <= coupon.availableTotalCost) return 0;
		discount = coupon.discountAmount;
	} else {
		discount = Math.min(roundDiv(totalKrw * coupon.discountRateBp, 10_000), coupon.maxDiscount);
	}
	return Math.max(0, Math.min(discount, totalKrw));
}

export type CouponRefusal =
	| "not_available" // used, in use elsewhere, invalid or deleted
	| "expired"
	| "duplicate" // the same user coupon twice
	| "below_threshold" // all_booking_discount and the total does not exceed availableTotalCost
	| "one_signup_coupon" // spec section 5: only one signup coupon per booking
	| "nothing_left"; // earlier coupons already took the total to 0

export type CouponApplication = {
	accepted: { userCoupon: UserCoupon; discount: number }[];
	refused: { userCoupon: UserCoupon; reason: CouponRefusal }[];
	discount: number;
	/** never below 0 */
	totalAfter: number;
};

/**
 * The coupons chosen for one booking. Each discount is computed on the booking's total (so the order
 * of coupons does not change whether a threshold is met), then taken in the order given, each capped
 * at what is left. Of several signup coupons only the one with the largest discount is accepted (ties:
 * the earliest to expire, then the smallest id).
 */
export function applyCoupons(totalKrw: number, coupons: readonly UserCoupon[], now: Date): CouponApplication {
	const refused: CouponApplication["refused"] = [];
	const eligible: { userCoupon: UserCoupon; discount: number }[] = [];
	const seen = new Set<string>();
	for (const userCoupon of coupons) {
		if (seen.has(userCoupon.id)) {
			refused.push({ userCoupon, reason: "duplicate" });
			continue;
		}
		seen.add(userCoupon.id);
		if (userCoupon.status !== "available") refused.push({ userCoupon, reason: "not_available" });
		else if (isExpired(userCoupon.coupon, now)) refused.push({ userCoupon, reason: "expired" });
		else if (
			userCoupon.coupon.consumeType === "all_booking_discount" &&
			!(totalKrw > userCoupon.coupon.availableTotalCost)
		)
			refused.push({ userCoupon, reason: "below_threshold" });
		else eligible.push({ userCoupon, discount: couponDiscount(userCoupon.coupon, totalKrw) });
	}

	let signup: (typeof eligible)[number] | undefined;
	for (const e of eligible) {
		if (e.userCoupon.coupon.kind !== "signup") continue;
		if (!signup || betterSignup(e, signup)) signup = e;
	}

	const accepted: CouponApplication["accepted"] = [];
	let left = Math.max(0, totalKrw);
	for (const e of eligible) {
		if (e.userCoupon.coupon.kind === "signup" && e !== signup) {
			refused.push({ userCoupon: e.userCoupon, reason: "one_signup_coupon" });
			continue;
		}
		if (left === 0 && e.discount > 0) {
			refused.push({ userCoupon: e.userCoupon, reason: "nothing_left" });
			continue;
		}
		const discount = Math.min(e.discount, left);
		left -= discount;
		accepted.push({ userCoupon: e.userCoupon, discount });
	}
	const totalAfter = left;
	return { accepted, refused, discount: Math.max(0, totalKrw) - totalAfter, totalAfter };
}

function betterSignup(
	a: { userCoupon: UserCoupon; discount: number },
	b: { userCoupon: UserCoupon; discount: number },
): boolean {
	if (a.discount !== b.discount) return a.discount > b.discount;
	const ta = a.userCoupon.coupon.expireTime.getTime();
	const tb = b.userCoupon.coupon.expireTime.getTime();
	if (ta !== tb) return ta < tb;
	return a.userCoupon.id < b.userCoupon.id;
}

export const COUPON_EVENTS = ["choose", "complete", "cancel", "delete", "invalidate"] as const;
export type CouponEvent = (typeof COUPON_EVENTS)[number];

export class CouponTransitionError extends Error {
	code = "coupon_transition";
	from: UserCouponStatus;
	event: CouponEvent;
	constructor(from: UserCouponStatus, event: CouponEvent) {
		super(`coupon cannot ${event} from ${from}`);
		this.name = "CouponTransitionError";
		this.from = from;
		this.event = event;
	}
}

// Spec section 4 and the issue: chosen at booking (inuse), used when the booking completes, back to
// available when the booking is cancelled before or after use; staff may delete or invalidate any.
const TRANSITIONS: Record<CouponEvent, Partial<Record<UserCouponStatus, UserCouponStatus>>> = {
	choose: { available: "inuse" },
	complete: { inuse: "used" },
	cancel: { inuse: "available", used: "available" },
	delete: { available: "deleted", inuse: "deleted", used: "deleted", invalid: "deleted", deleted: "deleted" },
	invalidate: { available: "invalid", inuse: "invalid", used: "invalid", invalid: "invalid", deleted: "invalid" },
};

/** The status after an event; throws CouponTransitionError when the event is not allowed from `from`. */
export function nextCouponStatus(from: UserCouponStatus, event: CouponEvent): UserCouponStatus {
	const to = TRANSITIONS[event][from];
	if (to === undefined) throw new CouponTransitionError(from, event);
	return to;
}
