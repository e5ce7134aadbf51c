// Integration: the coupon list, the signup coupon (also through the real sign-up) and coupon numbers.
import crypto from "node:crypto";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, test } from "vitest";
import { signUp } from "#app/accounts/accounts.server.ts";
import { resetEnvCache } from "#app/server/env.server.ts";
import { getDb } from "#db/client.ts";
import { coupons, userCoupons } from "#db/schema.ts";
import { DEMO_COUPON_IDS, DEMO_USER_COUPON_IDS, seedDemoCoupons } from "#db/seed/demo-coupons.ts";
import { seedDemo } from "#db/seed/demo.ts";
import {
	SIGNUP_COUPON_VALID_DAYS,
	issueSignupCoupon,
	listUserCoupons,
	newCouponNumber,
	usableCoupons,
} from "./coupons.server.ts";

const NOW = new Date();

beforeAll(async () => {
	delete process.env.POSTMARK_SERVER_TOKEN;
	resetEnvCache();
	await seedDemo(getDb());
	seedDemoCoupons(getDb());
});

function signUpInput(email: string) {
	return {
		email,
		password: "harbour2026",
		name: "김철수",
		companyName: "바른무역",
		phone: "01012345678",
		locale: "kr" as const,
		onceKey: crypto.randomBytes(16).toString("base64url"),
		consents: (["terms", "privacy", "personal_info", "third_party"] as const).map((kind) => ({ kind, agreedAt: NOW })),
	};
}

describe("the coupon list", () => {
	test("the demo customer's coupons: number, name, rule, status; the ended one listed as expired", () => {
		const list = listUserCoupons("demo-customer", NOW);
		expect(list.map((c) => [c.id, c.status, c.usable])).toEqual([
			[DEMO_USER_COUPON_IDS.customerExpired, "expired", false],
			[DEMO_USER_COUPON_IDS.customerSignup, "available", true],
			[DEMO_USER_COUPON_IDS.customerEvent, "available", true],
		]);
		expect(list[1]).toMatchObject({
			number: "CP-DEMO-SIGNUP1",
			name: "가입 축하 쿠폰",
			kind: "signup",
			consumeType: "all_booking_discount",
			discountAmount: 30_000,
			availableTotalCost: 300_000,
		});
		expect(list[2]).toMatchObject({
			consumeType: "creation_over_discount_creation_below_apply_rate",
			discountRateBp: 500,
			maxDiscount: 50_000,
		});
		expect(usableCoupons("demo-customer", NOW).map((c) => c.listed.id)).toEqual([
			DEMO_USER_COUPON_IDS.customerSignup,
			DEMO_USER_COUPON_IDS.customerEvent,
		]);
	});

	test("only the user's own; deleted ones are not listed; a used one stays listed as used", () => {
		expect(listUserCoupons("demo-colleague", NOW).map((c) => c.number)).toEqual(["CP-DEMO-SIGNUP2"]);
		expect(listUserCoupons("demo-customer-b", NOW)).toEqual([]);
		const id = crypto.randomUUID();
		getDb()
			.insert(userCoupons)
			.values({
				id,
				number: `CP-TEST-${id.slice(0, 6)}`,
				couponId: DEMO_COUPON_IDS.event,
				userId: "demo-colleague",
				status: "deleted",
				expireTime: new Date(NOW.getTime() + 86_400_000),
			})
			.run();
		const used = crypto.randomUUID();
		getDb()
			.insert(userCoupons)
			.values({
				id: used,
				number: `CP-TEST-${used.slice(0, 6)}`,
				couponId: DEMO_COUPON_IDS.expired,
				userId: "demo-colleague",
				status: "used",
				expireTime: new Date("2026-01-01"),
			})
			.run();
		expect(listUserCoupons("demo-colleague", NOW).map((c) => [c.number, c.status])).toEqual([
			[`CP-TEST-${used.slice(0, 6)}`, "used"],
			["CP-DEMO-SIGNUP2", "available"],
		]);
	});

	test("a coupon expires at the earlier of its own time and its campaign's", () => {
		const ending = new Date(NOW.getTime() - 1000);
		const id = crypto.randomUUID();
		getDb()
			.insert(coupons)
			.values({
				id,
				name: "끝난 행사",
				kind: "event",
				consumeType: "all_booking_discount",
				discountAmount: 1,
				availableTotalCost: 0,
				expireTime: ending,
			})
			.run();
		getDb()
			.insert(userCoupons)
			.values({
				id,
				number: `CP-TEST-${id.slice(0, 6)}`,
				couponId: id,
				userId: "demo-admin",
				expireTime: new Date(NOW.getTime() + 86_400_000),
			})
			.run();
		expect(listUserCoupons("demo-admin", NOW).find((c) => c.id === id)).toMatchObject({
			status: "expired",
			usable: false,
			expireTime: ending,
		});
	});
});

describe("the signup coupon", () => {
	test("every new customer gets one through sign-up, once", async () => {
		const outcome = await signUp(
			signUpInput(`coupon-${crypto.randomUUID().slice(0, 8)}@coupons.test`),
			"http://app.test",
		);
		expect(outcome.ok).toBe(true);
		if (!outcome.ok) return;
		const list = listUserCoupons(outcome.userId);
		expect(list).toHaveLength(1);
		expect(list[0]).toMatchObject({ name: "가입 축하 쿠폰", kind: "signup", status: "available", usable: true });
		expect(list[0]!.number).toMatch(/^CP-\d{4}-[2-9A-HJKMNP-Z]{6}$/);
		const days = (list[0]!.expireTime.getTime() - Date.now()) / 86_400_000;
		expect(days).toBeGreaterThan(SIGNUP_COUPON_VALID_DAYS - 1);
		expect(days).toBeLessThanOrEqual(SIGNUP_COUPON_VALID_DAYS);
		// a second call (a retried step) issues nothing more
		expect(getDb().transaction((tx) => issueSignupCoupon(tx, outcome.userId))).toBeNull();
		expect(listUserCoupons(outcome.userId)).toHaveLength(1);
	});

	test("no signup campaign running: sign-up goes on without a coupon", async () => {
		getDb().update(coupons).set({ status: "deleted" }).where(eq(coupons.id, DEMO_COUPON_IDS.signup)).run();
		try {
			const outcome = await signUp(
				signUpInput(`nocoupon-${crypto.randomUUID().slice(0, 8)}@coupons.test`),
				"http://app.test",
			);
			expect(outcome.ok && listUserCoupons(outcome.userId)).toEqual([]);
		} finally {
			seedDemoCoupons(getDb());
		}
	});
});

test("coupon numbers are readable and do not repeat", () => {
	const numbers = new Set(Array.from({ length: 2000 }, () => newCouponNumber(new Date("2026-11-15T00:00:00Z"))));
	expect(numbers.size).toBe(2000);
	for (const n of numbers) expect(n).toMatch(/^CP-2611-[2-9A-HJKMNP-Z]{6}$/);
});
