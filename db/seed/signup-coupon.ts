// The signup campaign (issue 5: "a signup coupon issued to each new customer") is reference data, in
// production too: without a running signup campaign no coupon is issued. Inserted once with a stable
// id and never overwritten, so staff can change or end it later.
import type { AppDatabase } from "../client.ts";
import { coupons } from "../schema.ts";

export const SIGNUP_CAMPAIGN_ID = "coupon-signup-welcome";

export function seedSignupCampaign(db: AppDatabase): number {
	return db
		.insert(coupons)
		.values({
			id: SIGNUP_CAMPAIGN_ID,
			name: "가입 축하 쿠폰",
			description: "가입을 환영합니다. 30만 원을 넘는 부킹에 3만 원을 할인해 드립니다.",
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
}
