// The signup campaign ("a signup coupon issued to each new customer") is reference data, in
// production too: without a running signup campaign no coupon is issued. Inserted once with a stable
// id and never overwritten, so staff can change or end it later.
import { and, eq, isNull } from "drizzle-orm";
import type { AppDatabase } from "../client.ts";
import { coupons } from "../schema.ts";

export const SIGNUP_CAMPAIGN_ID = "coupon-signup-welcome";

/** The campaign's texts in the three languages (English and Vietnamese screens showed Korean). */
export const SIGNUP_COUPON_TEXTS = {
	name: "가입 축하 쿠폰",
	description: "가입을 환영합니다. 30만 원을 넘는 부킹에 3만 원을 할인해 드립니다.",
	nameEn: "Welcome coupon",
	descriptionEn: "Welcome aboard. KRW 30,000 off a booking over KRW 300,000.",
	nameVi: "Phiếu giảm giá chào mừng",
	descriptionVi: "Chào mừng bạn. Giảm 30.000 KRW cho đơn đặt chỗ trên 300.000 KRW.",
} as const;

export function seedSignupCampaign(db: AppDatabase): number {
	const inserted = db
		.insert(coupons)
		.values({
			id: SIGNUP_CAMPAIGN_ID,
			...SIGNUP_COUPON_TEXTS,
			kind: "signup",
			consumeType: "all_booking_discount",
			discountAmount: 30_000,
			availableTotalCost: 300_000,
			usage: "booking",
			expireTime: new Date("2099-12-31T14:59:59Z"),
			status: "available",
		})
		.onConflictDoNothing({ target: coupons.id })
		.run().changes;
	// a campaign stored before the translations existed gets them once; a translation staff have
	// written since is left alone
	const { nameEn, descriptionEn, nameVi, descriptionVi } = SIGNUP_COUPON_TEXTS;
	db.update(coupons)
		.set({ nameEn, descriptionEn })
		.where(and(eq(coupons.id, SIGNUP_CAMPAIGN_ID), isNull(coupons.nameEn)))
		.run();
	db.update(coupons)
		.set({ nameVi, descriptionVi })
		.where(and(eq(coupons.id, SIGNUP_CAMPAIGN_ID), isNull(coupons.nameVi)))
		.run();
	return inserted;
}
