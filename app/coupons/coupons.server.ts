// Coupons in the database (spec sections 3, 4 and 5): a user's coupon list with the status a person
// should read, the usable ones for a booking, and the signup coupon every new customer receives.
// The rules themselves (expiry, discounts, status moves) are app/coupons/rules.ts.
import crypto from "node:crypto";
import { and, asc, eq, gt, inArray, ne } from "drizzle-orm";
import { insertionOrder } from "#db/insertion-order.ts";
import type { Locale } from "#app/i18n/locales.ts";
import { type Coupon, type UserCoupon, type UserCouponStatus, isCouponUsable, listedStatus } from "./rules.ts";
import { getDb } from "#db/client.ts";
import { coupons, userCoupons } from "#db/schema.ts";
import { couponText } from "./coupon-text.ts";
import type { Tx } from "#db/client.ts";
import { monthCode } from "#app/lifecycle/lifecycle.ts";

type CouponRow = typeof coupons.$inferSelect;
type UserCouponRow = typeof userCoupons.$inferSelect;

/** A signup coupon is good for this long after sign-up (or until its definition ends, if sooner). */
export const SIGNUP_COUPON_VALID_DAYS = 90;

/**
 * The pricing module's view of one issued coupon. A user coupon expires at the earlier of its own
 * time (set when issued) and its definition's, so ending a campaign ends every copy of it.
 */
export function toUserCoupon(row: UserCouponRow, def: CouponRow): UserCoupon {
	const coupon: Coupon = {
		id: def.id,
		name: def.name,
		kind: def.kind,
		consumeType: def.consumeType,
		discountAmount: def.discountAmount ?? 0,
		availableTotalCost: def.availableTotalCost ?? 0,
		discountRateBp: def.discountRateBp ?? 0,
		maxDiscount: def.maxDiscount ?? 0,
		expireTime: new Date(Math.min(row.expireTime.getTime(), def.expireTime.getTime())),
	};
	// a deleted campaign leaves nothing to use
	const status: UserCouponStatus = def.status === "deleted" && row.status !== "used" ? "deleted" : row.status;
	return { id: row.id, status, coupon };
}

export type ListedCoupon = {
	id: string;
	number: string;
	name: string;
	description: string | null;
	usage: string | null;
	kind: Coupon["kind"];
	consumeType: Coupon["consumeType"];
	discountAmount: number;
	availableTotalCost: number;
	discountRateBp: number;
	maxDiscount: number;
	expireTime: Date;
	/** what the list shows: an available coupon past its time reads "expired" */
	status: UserCouponStatus | "expired";
	usable: boolean;
	estimateId: string | null;
};

function rowsFor(userId: string, ids?: readonly string[]) {
	return getDb()
		.select({ uc: userCoupons, def: coupons })
		.from(userCoupons)
		.innerJoin(coupons, eq(coupons.id, userCoupons.couponId))
		.where(and(eq(userCoupons.userId, userId), ids ? inArray(userCoupons.id, [...ids]) : undefined))
		.orderBy(asc(userCoupons.expireTime), asc(userCoupons.number))
		.all();
}

/**
 * The user's coupons, soonest to expire first; deleted ones are not listed. Name and description are
 * in `locale` where the coupon has them, else Korean.
 */
export function listUserCoupons(userId: string, now: Date = new Date(), locale: Locale = "kr"): ListedCoupon[] {
	return rowsFor(userId)
		.map(({ uc, def }) => {
			const userCoupon = toUserCoupon(uc, def);
			const text = couponText(def, locale);
			return {
				id: uc.id,
				number: uc.number,
				name: text.name,
				description: text.description,
				usage: def.usage,
				kind: def.kind,
				consumeType: def.consumeType,
				discountAmount: userCoupon.coupon.discountAmount,
				availableTotalCost: userCoupon.coupon.availableTotalCost,
				discountRateBp: userCoupon.coupon.discountRateBp,
				maxDiscount: userCoupon.coupon.maxDiscount,
				expireTime: userCoupon.coupon.expireTime,
				status: listedStatus(userCoupon, now),
				usable: isCouponUsable(userCoupon, now),
				estimateId: uc.estimateId,
			};
		})
		.filter((c) => c.status !== "deleted");
}

/** The user's coupons that a booking could use now (names in `locale`, as listUserCoupons). */
export function usableCoupons(
	userId: string,
	now: Date = new Date(),
	locale: Locale = "kr",
): { listed: ListedCoupon; userCoupon: UserCoupon }[] {
	const byId = new Map(rowsFor(userId).map(({ uc, def }) => [uc.id, toUserCoupon(uc, def)]));
	return listUserCoupons(userId, now, locale)
		.filter((c) => c.usable)
		.map((listed) => ({ listed, userCoupon: byId.get(listed.id) as UserCoupon }));
}

/** The chosen ids that are this user's, as the pricing module reads them; others are simply absent. */
export function userCouponsByIds(userId: string, ids: readonly string[]): { userCoupon: UserCoupon; number: string }[] {
	if (ids.length === 0) return [];
	return rowsFor(userId, ids).map(({ uc, def }) => ({ userCoupon: toUserCoupon(uc, def), number: uc.number }));
}

// no 0/O, 1/I/L: the number is read aloud on the phone to the help desk
const ALPHABET = "23456789ABCDEFGHJKMNPQRSTUVWXYZ";

/** A readable user coupon number, "CP-2611-7KQ2MX": the month issued and six random letters or digits. */
export function newCouponNumber(now: Date = new Date()): string {
	const bytes = crypto.randomBytes(6);
	let tail = "";
	for (const b of bytes) tail += ALPHABET[b % ALPHABET.length];
	return `CP-${monthCode(now)}-${tail}`;
}

/** Issues a coupon to a user inside the caller's transaction; the number is unique (retried on a clash). */
export function issueCoupon(
	tx: Tx,
	input: { userId: string; couponId: string; expireTime: Date; now?: Date },
): { id: string; number: string } {
	const now = input.now ?? new Date();
	for (let attempt = 0; attempt < 8; attempt++) {
		const number = newCouponNumber(now);
		const clash = tx.select({ id: userCoupons.id }).from(userCoupons).where(eq(userCoupons.number, number)).get();
		if (clash) continue;
		const id = crypto.randomUUID();
		tx.insert(userCoupons)
			.values({
				id,
				number,
				couponId: input.couponId,
				userId: input.userId,
				status: "available",
				expireTime: input.expireTime,
			})
			.run();
		return { id, number };
	}
	throw new Error("could not find a free coupon number");
}

/**
 * The signup coupon for a new customer, inside the sign-up transaction: the current signup campaign
 * (the newest available definition of kind "signup" that has not ended), at most once per user. When
 * no campaign runs, nobody gets one (returns null) and sign-up goes on.
 */
export function issueSignupCoupon(
	tx: Tx,
	userId: string,
	now: Date = new Date(),
): { id: string; number: string } | null {
	const def = tx
		.select()
		.from(coupons)
		.where(and(eq(coupons.kind, "signup"), eq(coupons.status, "available"), gt(coupons.expireTime, now)))
		.orderBy(asc(coupons.createdAt), asc(insertionOrder(coupons)))
		.all()
		.at(-1);
	if (!def) return null;
	const already = tx
		.select({ id: userCoupons.id })
		.from(userCoupons)
		.innerJoin(coupons, eq(coupons.id, userCoupons.couponId))
		.where(and(eq(userCoupons.userId, userId), eq(coupons.kind, "signup"), ne(userCoupons.status, "deleted")))
		.get();
	if (already) return null;
	const until = Math.min(def.expireTime.getTime(), now.getTime() + SIGNUP_COUPON_VALID_DAYS * 86_400_000);
	return issueCoupon(tx, { userId, couponId: def.id, expireTime: new Date(until), now });
}

/** The coupons a booking holds (inuse or used), for its completion page, named in `locale`. */
export function couponsOfEstimate(estimateId: string, locale: Locale = "kr"): { number: string; name: string }[] {
	return getDb()
		.select({ number: userCoupons.number, def: coupons })
		.from(userCoupons)
		.innerJoin(coupons, eq(coupons.id, userCoupons.couponId))
		.where(and(eq(userCoupons.estimateId, estimateId), inArray(userCoupons.status, ["inuse", "used"])))
		.orderBy(asc(userCoupons.number))
		.all()
		.map(({ number, def }) => ({ number, name: couponText(def, locale).name }));
}
