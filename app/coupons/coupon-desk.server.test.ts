// Integration: the coupon desk on a real database: campaigns with counts, issuing to a member and to a
// company (once per key, one live coupon per campaign and user, never to staff), revoking with the
// reason recorded, and a company's coupon box.
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, test } from "vitest";
import type { SessionUser } from "#app/auth/session.server.ts";
import { newOnceKey } from "#app/utils/once.server.ts";
import { resetEnvCache } from "#app/server/env.server.ts";
import { getDb } from "#db/client.ts";
import { couponEvents, userCoupons, users } from "#db/schema.ts";
import { DEMO_COUPON_IDS, DEMO_USER_COUPON_IDS, seedDemoCoupons } from "#db/seed/demo-coupons.ts";
import { seedDemo } from "#db/seed/demo.ts";
import type { CampaignValues } from "./campaign.ts";
import {
	campaignCoupons,
	companyCouponBox,
	createCampaign,
	editCampaign,
	getCampaign,
	issueCampaign,
	listCampaigns,
	revokeUserCoupon,
} from "./coupon-desk.server.ts";
import { listUserCoupons } from "./coupons.server.ts";

const DAY = 86_400_000;
const staff = { id: "demo-staff", role: "staff" } as SessionUser;

beforeAll(async () => {
	delete process.env.POSTMARK_SERVER_TOKEN;
	resetEnvCache();
	await seedDemo(getDb());
	seedDemoCoupons(getDb());
});

function values(over: Partial<CampaignValues> = {}): CampaignValues {
	return {
		name: "겨울 특가",
		nameEn: "Winter deal",
		nameVi: "Ưu đãi mùa đông",
		description: null,
		descriptionEn: null,
		descriptionVi: null,
		consumeType: "all_booking_discount",
		discountAmount: 10_000,
		availableTotalCost: 100_000,
		discountRateBp: null,
		maxDiscount: null,
		usage: "booking",
		expireTime: new Date(Date.now() + 30 * DAY),
		...over,
	};
}

function newCampaign(over: Partial<CampaignValues> = {}): string {
	const made = createCampaign(staff, values(over), newOnceKey());
	if (made.repeated) throw new Error("repeated");
	return made.value;
}

const events = (couponId: string) =>
	getDb().select().from(couponEvents).where(eq(couponEvents.couponId, couponId)).all();

describe("campaigns", () => {
	test("create is once per key and recorded; edit moves issued coupons' expiry along", () => {
		const key = newOnceKey();
		const first = createCampaign(staff, values({ name: "한 번만" }), key);
		const second = createCampaign(staff, values({ name: "한 번만" }), key);
		expect(first.repeated).toBe(false);
		expect(second).toMatchObject({ repeated: true, redirectTo: first.redirectTo });
		expect(listCampaigns("kr").filter((c) => c.name === "한 번만")).toHaveLength(1);
		const id = first.repeated ? "" : first.value;
		expect(getCampaign(id)).toMatchObject({ kind: "event", status: "available", nameEn: "Winter deal" });

		issueCampaign(staff, id, { email: "customer@demo.kr" }, newOnceKey());
		const later = new Date(Date.now() + 60 * DAY);
		editCampaign(
			staff,
			id,
			values({
				name: "한 번만",
				consumeType: "creation_over_discount_creation_below_apply_rate",
				discountAmount: null,
				availableTotalCost: null,
				discountRateBp: 300,
				maxDiscount: 20_000,
				expireTime: later,
			}),
			newOnceKey(),
		);
		expect(getCampaign(id)).toMatchObject({
			consumeType: "creation_over_discount_creation_below_apply_rate",
			discountRateBp: 300,
			expireTime: later,
		});
		expect(campaignCoupons(id, "kr")[0]!.expireTime).toEqual(later);
		expect(events(id).map((e) => [e.action, e.userId])).toEqual([
			["create", "demo-staff"],
			["issue", "demo-staff"],
			["edit", "demo-staff"],
		]);
	});

	test("the list counts each campaign's coupons; names in the viewer's language", () => {
		const event = listCampaigns("en").find((c) => c.id === DEMO_COUPON_IDS.event)!;
		expect(event.name).toBe("5% off Vietnam routes");
		expect(event.counts).toMatchObject({ issued: expect.any(Number), available: expect.any(Number) });
		const ended = listCampaigns("kr").find((c) => c.id === DEMO_COUPON_IDS.expired)!;
		expect(ended.ended).toBe(true);
		expect(ended.counts.expired).toBeGreaterThanOrEqual(1);
	});
});

describe("issuing", () => {
	test("to a member by e-mail (any case), once per key, then refused while they hold it", () => {
		const id = newCampaign();
		const key = newOnceKey();
		const first = issueCampaign(staff, id, { email: " Customer@Demo.kr " }, key);
		expect(first).toMatchObject({ ok: true, repeated: false, issued: 1 });
		expect(issueCampaign(staff, id, { email: "customer@demo.kr" }, key)).toMatchObject({ ok: true, repeated: true });
		expect(issueCampaign(staff, id, { email: "customer@demo.kr" }, newOnceKey())).toEqual({
			ok: false,
			reason: "already_holds",
		});
		const issued = campaignCoupons(id, "kr");
		expect(issued).toHaveLength(1);
		expect(issued[0]!.number).toMatch(/^CP-\d{4}-[2-9A-HJKMNP-Z]{6}$/);
		expect(listUserCoupons("demo-customer", new Date(), "en").find((c) => c.id === issued[0]!.id)).toMatchObject({
			name: "Winter deal",
			status: "available",
		});
	});

	test.each([
		["staff@demo.kr", "not_customer"],
		["admin@demo.kr", "not_customer"],
		["broker@demo.kr", "not_customer"],
		["nobody@demo.kr", "no_user"],
	])("to %s: %s", (email, reason) => {
		const id = newCampaign();
		expect(issueCampaign(staff, id, { email }, newOnceKey())).toEqual({ ok: false, reason });
		expect(campaignCoupons(id, "kr")).toHaveLength(0);
	});

	test("not of an ended or deleted campaign", () => {
		expect(issueCampaign(staff, DEMO_COUPON_IDS.expired, { email: "other@demo.kr" }, newOnceKey())).toEqual({
			ok: false,
			reason: "campaign_ended",
		});
	});

	test("to a company: every customer of it, those who hold one skipped", () => {
		const id = newCampaign();
		issueCampaign(staff, id, { email: "customer@demo.kr" }, newOnceKey());
		const members = getDb().select().from(users).where(eq(users.companyId, "demo-company-a")).all();
		const result = issueCampaign(staff, id, { companyId: "demo-company-a" }, newOnceKey());
		expect(result).toMatchObject({ ok: true, issued: members.length - 1, skipped: 1 });
		expect(new Set(campaignCoupons(id, "kr").map((c) => c.userId))).toEqual(new Set(members.map((m) => m.id)));
		// everyone holds one now
		expect(issueCampaign(staff, id, { companyId: "demo-company-a" }, newOnceKey())).toEqual({
			ok: false,
			reason: "already_holds",
		});
		expect(issueCampaign(staff, id, { companyId: "no-such-company" }, newOnceKey())).toEqual({
			ok: false,
			reason: "no_company",
		});
	});
});

describe("revoking", () => {
	test("available -> deleted with who and why, once per key; may be issued again after", () => {
		const id = newCampaign();
		issueCampaign(staff, id, { email: "customer@demo.kr" }, newOnceKey());
		const uc = campaignCoupons(id, "kr")[0]!;
		const key = newOnceKey();
		expect(revokeUserCoupon(staff, uc.id, "잘못 발급", key, "/admin/coupons/x")).toEqual({
			ok: true,
			repeated: false,
			redirectTo: "/admin/coupons/x?done=revoked",
		});
		expect(revokeUserCoupon(staff, uc.id, "잘못 발급", key, "/admin/coupons/x")).toMatchObject({
			ok: true,
			repeated: true,
		});
		expect(revokeUserCoupon(staff, uc.id, "again", newOnceKey(), "/x")).toEqual({ ok: false, reason: "not_revocable" });
		const revokes = events(id).filter((e) => e.action === "revoke");
		expect(revokes).toEqual([
			expect.objectContaining({
				userCouponId: uc.id,
				fromStatus: "available",
				reason: "잘못 발급",
				userId: "demo-staff",
			}),
		]);
		expect(campaignCoupons(id, "kr")[0]).toMatchObject({
			status: "deleted",
			revocable: false,
			revoked: { reason: "잘못 발급", by: expect.any(String) },
		});
		// the customer's list no longer shows it
		expect(listUserCoupons("demo-customer").some((c) => c.id === uc.id)).toBe(false);
		expect(issueCampaign(staff, id, { email: "customer@demo.kr" }, newOnceKey())).toMatchObject({
			ok: true,
			issued: 1,
		});
	});

	test("a used coupon cannot be revoked; an unknown one is not found", () => {
		const id = newCampaign();
		issueCampaign(staff, id, { email: "customer@demo.kr" }, newOnceKey());
		const uc = campaignCoupons(id, "kr")[0]!;
		getDb().update(userCoupons).set({ status: "used" }).where(eq(userCoupons.id, uc.id)).run();
		expect(revokeUserCoupon(staff, uc.id, "x", newOnceKey(), "/x")).toEqual({ ok: false, reason: "not_revocable" });
		expect(revokeUserCoupon(staff, "nope", "x", newOnceKey(), "/x")).toEqual({ ok: false, reason: "not_found" });
	});
});

describe("the company coupon box", () => {
	test("every member's coupons, the ended one read as expired, other companies' absent", () => {
		const box = companyCouponBox("demo-company-a", "en");
		expect(box.find((c) => c.id === DEMO_USER_COUPON_IDS.customerExpired)).toMatchObject({
			status: "expired",
			campaign: "Lunar New Year special",
			revocable: true,
		});
		expect(box.some((c) => c.id === DEMO_USER_COUPON_IDS.colleagueSignup)).toBe(true);
		expect(box.every((c) => c.userEmail !== "other@demo.kr")).toBe(true);
	});
});
