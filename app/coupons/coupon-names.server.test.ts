// Integration: coupon names and descriptions in the viewer's language from the worker's
// SQLite file: the signup campaign and the demo coupons carry English and Vietnamese texts, an older
// stored campaign gets them once, and a translation staff wrote is never overwritten.
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, test } from "vitest";
import { getDb } from "#db/client.ts";
import { coupons, userCoupons } from "#db/schema.ts";
import { DEMO_USER_COUPON_IDS, seedDemoCoupons } from "#db/seed/demo-coupons.ts";
import { SIGNUP_CAMPAIGN_ID, SIGNUP_COUPON_TEXTS, seedSignupCampaign } from "#db/seed/signup-coupon.ts";
import { DEMO, makeEstimate, seedQuoteWorld } from "#tests/quote-world.ts";
import { couponsOfEstimate, listUserCoupons, usableCoupons } from "./coupons.server.ts";

beforeAll(async () => {
	await seedQuoteWorld();
	seedDemoCoupons(getDb());
});

const signupOf = (list: { id: string; name: string; description: string | null }[]) =>
	list.find((c) => c.id === DEMO_USER_COUPON_IDS.customerSignup)!;

describe("the coupon list in the viewer's language", () => {
	test.each([
		["kr", "가입 축하 쿠폰", /30만 원/],
		["en", "Welcome coupon", /KRW 30,000 off a booking over KRW 300,000/],
		["vn", "Phiếu giảm giá chào mừng", /Giảm 30\.000 KRW/],
	] as const)("%s: %s", (locale, name, description) => {
		const signup = signupOf(listUserCoupons("demo-customer", new Date(), locale));
		expect(signup.name).toBe(name);
		expect(signup.description).toMatch(description);
		// the booking form's list has the same names
		expect(signupOf(usableCoupons("demo-customer", new Date(), locale).map((u) => u.listed)).name).toBe(name);
	});

	test("without a locale the Korean names stay (callers not yet passing one)", () => {
		expect(signupOf(listUserCoupons("demo-customer")).name).toBe("가입 축하 쿠폰");
	});

	test("a booking's coupons are named in the viewer's language", () => {
		const estimateId = makeEstimate(DEMO.customer);
		getDb()
			.update(userCoupons)
			.set({ status: "inuse", estimateId })
			.where(eq(userCoupons.id, DEMO_USER_COUPON_IDS.customerEvent))
			.run();
		try {
			expect(couponsOfEstimate(estimateId, "en").map((c) => c.name)).toEqual(["5% off Vietnam routes"]);
			expect(couponsOfEstimate(estimateId, "vn").map((c) => c.name)).toEqual(["Giảm 5% tuyến Việt Nam"]);
			expect(couponsOfEstimate(estimateId).map((c) => c.name)).toEqual(["베트남 노선 5% 할인"]);
		} finally {
			getDb()
				.update(userCoupons)
				.set({ status: "available", estimateId: null })
				.where(eq(userCoupons.id, DEMO_USER_COUPON_IDS.customerEvent))
				.run();
		}
	});
});

describe("seedSignupCampaign and translations", () => {
	const campaign = () => getDb().select().from(coupons).where(eq(coupons.id, SIGNUP_CAMPAIGN_ID)).get()!;

	test("a campaign stored before the translations gets them once", () => {
		getDb()
			.update(coupons)
			.set({ nameEn: null, descriptionEn: null, nameVi: null, descriptionVi: null })
			.where(eq(coupons.id, SIGNUP_CAMPAIGN_ID))
			.run();
		expect(seedSignupCampaign(getDb())).toBe(0);
		expect(campaign()).toMatchObject({
			nameEn: SIGNUP_COUPON_TEXTS.nameEn,
			nameVi: SIGNUP_COUPON_TEXTS.nameVi,
			descriptionVi: SIGNUP_COUPON_TEXTS.descriptionVi,
		});
	});

	test("a name staff changed is not overwritten by a later seed", () => {
		getDb()
			.update(coupons)
			.set({ name: "신규 회원 쿠폰", nameEn: "New member coupon" })
			.where(eq(coupons.id, SIGNUP_CAMPAIGN_ID))
			.run();
		seedSignupCampaign(getDb());
		expect([campaign().name, campaign().nameEn]).toEqual(["신규 회원 쿠폰", "New member coupon"]);
		getDb()
			.update(coupons)
			.set({ name: SIGNUP_COUPON_TEXTS.name, nameEn: SIGNUP_COUPON_TEXTS.nameEn })
			.where(eq(coupons.id, SIGNUP_CAMPAIGN_ID))
			.run();
	});
});
