// Demo coupons of DESIGN.md (development and tests only, never production): on top of the signup
// campaign (reference data, db/seed/signup-coupon.ts: 30,000 KRW off a booking over 300,000 KRW), an
// event coupon (5%, at most 50,000 KRW) and one that has ended; customer@demo.kr holds one of each, colleague@demo.kr a signup coupon.
// Stable ids. Re-seeding refreshes the campaigns but leaves the issued coupons as they are, so a demo
// booking that used one keeps its history.
import type { AppDatabase } from "../client.ts";
import { coupons, userCoupons } from "../schema.ts";
import { SIGNUP_CAMPAIGN_ID, seedSignupCampaign } from "./signup-coupon.ts";

const DAY = 86_400_000;

export const DEMO_COUPON_IDS = {
	signup: SIGNUP_CAMPAIGN_ID,
	event: "demo-coupon-event",
	expired: "demo-coupon-expired",
} as const;

export const DEMO_USER_COUPON_IDS = {
	customerSignup: "demo-uc-customer-signup",
	customerEvent: "demo-uc-customer-event",
	customerExpired: "demo-uc-customer-expired",
	colleagueSignup: "demo-uc-colleague-signup",
} as const;

export function seedDemoCoupons(db: AppDatabase, now: Date = new Date()): { coupons: number; userCoupons: number } {
	const ended = new Date("2026-01-31T14:59:59Z");
	const definitions: (typeof coupons.$inferInsert)[] = [
		{
			id: DEMO_COUPON_IDS.event,
			name: "베트남 노선 5% 할인",
			description: "부킹 금액의 5%, 최대 5만 원까지 할인됩니다.",
			nameEn: "5% off Vietnam routes",
			descriptionEn: "5% off the booking, up to KRW 50,000.",
			nameVi: "Giảm 5% tuyến Việt Nam",
			descriptionVi: "Giảm 5% giá trị đặt chỗ, tối đa 50.000 KRW.",
			kind: "event",
			consumeType: "creation_over_discount_creation_below_apply_rate",
			discountRateBp: 500,
			maxDiscount: 50_000,
			usage: "booking",
			expireTime: new Date(now.getTime() + 180 * DAY),
			status: "available",
		},
		{
			id: DEMO_COUPON_IDS.expired,
			name: "설날 특별 할인",
			description: "2026년 1월까지 사용할 수 있었던 쿠폰입니다.",
			nameEn: "Lunar New Year special",
			descriptionEn: "This coupon could be used until January 2026.",
			nameVi: "Ưu đãi Tết Nguyên đán",
			descriptionVi: "Phiếu này dùng được đến hết tháng 1 năm 2026.",
			kind: "event",
			consumeType: "all_booking_discount",
			discountAmount: 20_000,
			availableTotalCost: 100_000,
			usage: "booking",
			expireTime: ended,
			status: "available",
		},
	];
	const issued: (typeof userCoupons.$inferInsert)[] = [
		{
			id: DEMO_USER_COUPON_IDS.customerSignup,
			number: "CP-DEMO-SIGNUP1",
			couponId: DEMO_COUPON_IDS.signup,
			userId: "demo-customer",
			expireTime: new Date(now.getTime() + 90 * DAY),
		},
		{
			id: DEMO_USER_COUPON_IDS.customerEvent,
			number: "CP-DEMO-EVENT01",
			couponId: DEMO_COUPON_IDS.event,
			userId: "demo-customer",
			expireTime: new Date(now.getTime() + 180 * DAY),
		},
		{
			id: DEMO_USER_COUPON_IDS.customerExpired,
			number: "CP-DEMO-EXPIRED",
			couponId: DEMO_COUPON_IDS.expired,
			userId: "demo-customer",
			expireTime: ended,
		},
		{
			id: DEMO_USER_COUPON_IDS.colleagueSignup,
			number: "CP-DEMO-SIGNUP2",
			couponId: DEMO_COUPON_IDS.signup,
			userId: "demo-colleague",
			expireTime: new Date(now.getTime() + 90 * DAY),
		},
	];
	// the signup campaign is reference data (db/seed/signup-coupon.ts); the demo coupons hang on it
	seedSignupCampaign(db);
	db.transaction((tx) => {
		for (const def of definitions)
			tx.insert(coupons).values(def).onConflictDoUpdate({ target: coupons.id, set: def }).run();
		for (const uc of issued)
			tx.insert(userCoupons)
				.values({ ...uc, status: "available" })
				.onConflictDoNothing()
				.run();
	});
	return { coupons: definitions.length, userCoupons: issued.length };
}
