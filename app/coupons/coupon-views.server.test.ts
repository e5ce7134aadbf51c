// Integration: the coupon pages' data against the worker's SQLite file, with the demo coupons
// (customer@demo.kr: a signup coupon, an event coupon and an ended one).
import { beforeAll, describe, expect, test } from "vitest";
import { getDb } from "#db/client.ts";
import { DEMO_USER_COUPON_IDS, seedDemoCoupons } from "#db/seed/demo-coupons.ts";
import { seedDemo } from "#db/seed/demo.ts";
import { bookingCouponChoices, myCoupons } from "./coupon-views.server.ts";

const NOW = new Date();

beforeAll(async () => {
	await seedDemo(getDb());
	seedDemoCoupons(getDb());
});

describe("my coupons", () => {
	test("every coupon of the user, soonest to expire first, the ended one as expired, dates as numbers", () => {
		const list = myCoupons("demo-customer", "kr", NOW);
		expect(list.map((c) => [c.id, c.status])).toEqual([
			[DEMO_USER_COUPON_IDS.customerExpired, "expired"],
			[DEMO_USER_COUPON_IDS.customerSignup, "available"],
			[DEMO_USER_COUPON_IDS.customerEvent, "available"],
		]);
		expect(list[1]).toEqual({
			id: DEMO_USER_COUPON_IDS.customerSignup,
			number: "CP-DEMO-SIGNUP1",
			name: "가입 축하 쿠폰",
			description: expect.any(String),
			consumeType: "all_booking_discount",
			discountAmount: 30_000,
			availableTotalCost: 300_000,
			discountRateBp: 0,
			maxDiscount: 0,
			expireTime: expect.any(Number),
			status: "available",
		});
		expect(list[0]!.expireTime).toBe(new Date("2026-01-31T14:59:59Z").getTime());
	});

	test.each([
		["en", "5% off Vietnam routes"],
		["vn", "Giảm 5% tuyến Việt Nam"],
		["kr", "베트남 노선 5% 할인"],
	] as const)("names in the page's language: %s", (locale, name) => {
		expect(myCoupons("demo-customer", locale, NOW).find((c) => c.id === DEMO_USER_COUPON_IDS.customerEvent)?.name).toBe(
			name,
		);
	});

	test("a user without coupons (a staff member) gets an empty list, not an error", () => {
		expect(myCoupons("demo-staff", "kr", NOW)).toEqual([]);
		expect(myCoupons("nobody-at-all", "kr", NOW)).toEqual([]);
	});
});

describe("the booking screen's coupon choice", () => {
	test("only the usable coupons, each with its own discount on every total offered", () => {
		const choices = bookingCouponChoices("demo-customer", { FOB: 1_000_000, EXW: 300_000, DAP: 0 }, "en", NOW);
		expect(choices.map((c) => [c.id, c.number, c.kind, c.name])).toEqual([
			[DEMO_USER_COUPON_IDS.customerSignup, "CP-DEMO-SIGNUP1", "signup", "Welcome coupon"],
			[DEMO_USER_COUPON_IDS.customerEvent, "CP-DEMO-EVENT01", "event", "5% off Vietnam routes"],
		]);
		// 30,000 off above 300,000 (not at it); 5% up to 50,000; nothing off nothing
		expect(choices[0]!.discounts).toEqual({ FOB: 30_000, EXW: 0, DAP: 0 });
		expect(choices[1]!.discounts).toEqual({ FOB: 50_000, EXW: 15_000, DAP: 0 });
		expect(typeof choices[0]!.expireTime).toBe("number");
	});

	test("nothing to choose for a user without coupons", () => {
		expect(bookingCouponChoices("demo-staff", { FOB: 1_000_000 }, "kr", NOW)).toEqual([]);
	});
});
