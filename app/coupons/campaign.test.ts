import { describe, expect, test } from "vitest";
import { canRevoke, checkCampaign, checkRevokeReason, countCoupons, endOfSeoulDay, issueRefusal } from "./campaign.ts";
import { seoulToday } from "#app/calendar/calendar.ts";
import type { UserCouponStatus } from "./rules.ts";

const NOW = new Date("2026-11-23T06:00:00Z");
const amountForm = {
	name: "겨울 할인",
	consumeType: "all_booking_discount",
	discountAmount: "30,000",
	availableTotalCost: "300000",
	expireDate: "2026-12-31",
};
const rateForm = {
	name: "5% 할인",
	consumeType: "creation_over_discount_creation_below_apply_rate",
	discountRate: "2.5",
	maxDiscount: "50000",
	expireDate: "2026-12-31",
};

describe("checkCampaign", () => {
	test("an amount campaign: figures read, the rate type's dropped, optional texts null", () => {
		const r = checkCampaign({ ...amountForm, discountRate: "9", nameEn: "  Winter sale ", nameVi: "" }, NOW);
		expect(r).toEqual({
			ok: true,
			value: expect.objectContaining({
				name: "겨울 할인",
				nameEn: "Winter sale",
				nameVi: null,
				consumeType: "all_booking_discount",
				discountAmount: 30_000,
				availableTotalCost: 300_000,
				discountRateBp: null,
				maxDiscount: null,
				expireTime: new Date("2026-12-31T14:59:59.999Z"),
			}),
		});
	});

	test("a rate campaign: percent to basis points with its cap", () => {
		const r = checkCampaign(rateForm, NOW);
		expect(r.ok && r.value).toMatchObject({
			discountRateBp: 250,
			maxDiscount: 50_000,
			discountAmount: null,
			availableTotalCost: null,
		});
	});

	test("an empty threshold means any booking", () => {
		const r = checkCampaign({ ...amountForm, availableTotalCost: "" }, NOW);
		expect(r.ok && r.value.availableTotalCost).toBe(0);
	});

	test.each([
		["no Korean name", { ...amountForm, name: "  " }, "name", "nameRequired"],
		["a name too long", { ...amountForm, nameEn: "x".repeat(81) }, "nameEn", "tooLong"],
		["no consume type", { ...amountForm, consumeType: "free" }, "consumeType", "consumeType"],
		["no amount", { ...amountForm, discountAmount: "" }, "discountAmount", "required"],
		["a zero amount", { ...amountForm, discountAmount: "0" }, "discountAmount", "amount"],
		["a fraction of a won", { ...amountForm, discountAmount: "10.5" }, "discountAmount", "amount"],
		["a negative threshold", { ...amountForm, availableTotalCost: "-1" }, "availableTotalCost", "amount"],
		["no rate", { ...rateForm, discountRate: "" }, "discountRateBp", "required"],
		["a rate over 100%", { ...rateForm, discountRate: "100.01" }, "discountRateBp", "rate"],
		["a rate of three decimals", { ...rateForm, discountRate: "1.234" }, "discountRateBp", "rate"],
		["no cap", { ...rateForm, maxDiscount: "" }, "maxDiscount", "required"],
		["no date", { ...amountForm, expireDate: "" }, "expireTime", "date"],
		["a date that does not exist", { ...amountForm, expireDate: "2026-02-30" }, "expireTime", "date"],
		["a day already over", { ...amountForm, expireDate: "2026-11-22" }, "expireTime", "past"],
		// the one bound rule of typed dates (decision 052)
		["the year 9999", { ...amountForm, expireDate: "9999-12-31" }, "expireTime", "date"],
		["more than five years ahead", { ...amountForm, expireDate: "2031-11-24" }, "expireTime", "date"],
	])("%s is refused", (_, form, field, key) => {
		const r = checkCampaign(form, NOW);
		expect(r.ok).toBe(false);
		expect(!r.ok && r.errors[field as keyof typeof r.errors]).toBe(`desk.coupons.errors.${key}`);
	});

	test("today (Seoul) is still in the future until midnight", () => {
		expect(checkCampaign({ ...amountForm, expireDate: "2026-11-23" }, NOW).ok).toBe(true);
		expect(checkCampaign({ ...amountForm, expireDate: "2031-11-23" }, NOW).ok).toBe(true);
	});
});

describe("dates", () => {
	test("the end of a Seoul day and back", () => {
		expect(endOfSeoulDay("2027-01-01")?.toISOString()).toBe("2027-01-01T14:59:59.999Z");
		expect(seoulToday(new Date("2027-01-01T14:59:59.999Z"))).toBe("2027-01-01");
		expect(endOfSeoulDay("01/01/2027")).toBeNull();
	});
});

describe("issueRefusal", () => {
	const live = { status: "available" as const, expireTime: new Date("2026-12-31T00:00:00Z") };
	const customer = { role: "customer" as const, companyId: "c1" };
	test.each([
		["a customer of a company", live, customer, false, null],
		["a deleted campaign", { ...live, status: "deleted" as const }, customer, false, "campaign_deleted"],
		["an ended campaign", { ...live, expireTime: NOW }, customer, false, "campaign_ended"],
		["staff", live, { role: "staff" as const, companyId: null }, false, "not_customer"],
		["staff_admin", live, { role: "staff_admin" as const, companyId: null }, false, "not_customer"],
		["a customs broker", live, { role: "customs_broker" as const, companyId: null }, false, "not_customer"],
		["an insurer", live, { role: "insurer" as const, companyId: null }, false, "not_customer"],
		["a customer without a company", live, { role: "customer" as const, companyId: null }, false, "not_customer"],
		["one who holds a live coupon of it", live, customer, true, "already_holds"],
	])("%s", (_, campaign, recipient, holds, expected) => {
		expect(issueRefusal(campaign, recipient, holds, NOW)).toBe(expected);
	});
});

describe("revoking", () => {
	test.each<[UserCouponStatus, boolean]>([
		["available", true],
		["inuse", true],
		["used", false],
		["invalid", false],
		["deleted", false],
	])("%s -> %s", (status, allowed) => {
		expect(canRevoke(status)).toBe(allowed);
	});

	test.each([
		["", false],
		["   ", false],
		["x".repeat(201), false],
		[" 고객 요청 ", true],
	])("reason %j", (raw, ok) => {
		const r = checkRevokeReason(raw);
		expect(r.ok).toBe(ok);
		if (r.ok) expect(r.reason).toBe("고객 요청");
	});
});

test("countCoupons", () => {
	expect(countCoupons(["available", "available", "inuse", "used", "expired", "invalid", "deleted"])).toEqual({
		issued: 7,
		available: 2,
		inuse: 1,
		used: 1,
		expired: 2,
		revoked: 1,
	});
});
