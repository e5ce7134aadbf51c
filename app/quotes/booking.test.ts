import { parseWithZod } from "@conform-to/zod/v4";
import { describe, expect, test } from "vitest";
import type { Coupon, UserCoupon } from "#app/pricing/coupons.ts";
import { seoulToday } from "#app/pricing/dates.ts";
import { BOOKING_COMMENT_MAX, bookingSchema, couponRefusalKey, firstPrebookingDate, priceBooking } from "./booking.ts";

const TODAY = "2026-11-10";
const schema = bookingSchema(TODAY);

function form(fields: Record<string, string | string[]>): FormData {
	const fd = new FormData();
	for (const [k, v] of Object.entries(fields)) for (const one of Array.isArray(v) ? v : [v]) fd.append(k, one);
	return fd;
}

describe("the booking-info form", () => {
	test.each([
		// [case, fields, field, message]
		["no ship date", {}, "shipDate", "booking.errors.shipDateRequired"],
		["empty ship date", { shipDate: "" }, "shipDate", "booking.errors.shipDateRequired"],
		["not a date", { shipDate: "next week" }, "shipDate", "booking.errors.shipDateFormat"],
		["an impossible date", { shipDate: "2026-02-30" }, "shipDate", "booking.errors.shipDateFormat"],
		["yesterday", { shipDate: "2026-11-09" }, "shipDate", "booking.errors.shipDatePast"],
		["unknown incoterms", { shipDate: TODAY, incoterms: "XYZ" }, "incoterms", "booking.errors.incoterms"],
		["a comment of 500 characters", { shipDate: TODAY, comment: "가".repeat(BOOKING_COMMENT_MAX + 1) }, "comment", "booking.errors.commentTooLong"],
		["eleven coupons", { shipDate: TODAY, coupons: Array.from({ length: 11 }, (_, i) => `c${i}`) }, "coupons", "booking.errors.tooManyCoupons"],
	])("%s -> %s", (_name, fields, field, message) => {
		const submission = parseWithZod(form(fields), { schema });
		expect(submission.status).toBe("error");
		expect(submission.reply().error?.[field]).toContain(message);
	});

	test("today, no options: valid, nothing wanted", () => {
		const submission = parseWithZod(form({ shipDate: TODAY }), { schema });
		expect(submission.status).toBe("success");
		if (submission.status !== "success") return;
		expect(submission.value).toEqual({ shipDate: TODAY, wantsClearance: false, wantsInsurance: false, coupons: [], prebooking: false });
	});

	test("every field, one coupon or several", () => {
		const one = parseWithZod(
			form({ shipDate: "2026-12-01", incoterms: "FOB", wantsClearance: "on", wantsInsurance: "on", prebooking: "on", coupons: "uc-1", comment: " 오전 반입 " }),
			{ schema },
		);
		expect(one.status === "success" && one.value).toEqual({
			shipDate: "2026-12-01",
			incoterms: "FOB",
			wantsClearance: true,
			wantsInsurance: true,
			prebooking: true,
			coupons: ["uc-1"],
			comment: "오전 반입",
		});
		const two = parseWithZod(form({ shipDate: TODAY, coupons: ["uc-1", "uc-2"] }), { schema });
		expect(two.status === "success" && two.value.coupons).toEqual(["uc-1", "uc-2"]);
	});

	test("a comment of 499 characters is accepted", () => {
		expect(parseWithZod(form({ shipDate: TODAY, comment: "a".repeat(BOOKING_COMMENT_MAX) }), { schema }).status).toBe("success");
	});
});

test("today is Seoul's date", () => {
	expect(seoulToday(new Date("2026-11-09T15:00:00Z"))).toBe("2026-11-10"); // 00:00 KST
	expect(seoulToday(new Date("2026-11-09T14:59:59Z"))).toBe("2026-11-09");
	expect(firstPrebookingDate("2026-11-10")).toBe("2026-12-01");
});

const NOW = new Date("2026-11-10T03:00:00Z");
const coupon = (over: Partial<Coupon>): Coupon => ({
	id: "c",
	name: "c",
	kind: "event",
	consumeType: "all_booking_discount",
	discountAmount: 30_000,
	availableTotalCost: 300_000,
	discountRateBp: 0,
	maxDiscount: 0,
	expireTime: new Date("2027-01-01T00:00:00Z"),
	...over,
});
const signup: UserCoupon = { id: "uc-signup", status: "available", coupon: coupon({ id: "signup", kind: "signup" }) };
const event: UserCoupon = {
	id: "uc-event",
	status: "available",
	coupon: coupon({ id: "event", consumeType: "creation_over_discount_creation_below_apply_rate", discountRateBp: 500, maxDiscount: 50_000 }),
};

describe("a booking's price", () => {
	test.each([
		// [case, total, coupons, prebooking flag, ship date, coupon discount, pre-booking discount, total after]
		["no discounts", 500_000, [], false, "2026-12-31", 0, 0, 500_000],
		["the signup coupon", 500_000, [signup], false, TODAY, 30_000, 0, 470_000],
		["signup and 5% event", 500_000, [signup, event], false, TODAY, 55_000, 0, 445_000],
		["the event coupon is capped at 50,000", 2_000_000, [event], false, TODAY, 50_000, 0, 1_950_000],
		["pre-booking 21 days out", 500_000, [], true, "2026-12-01", 0, 100_000, 400_000],
		["pre-booking 20 days out: none", 500_000, [], true, "2026-11-30", 0, 0, 500_000],
		["21 days out without the flag: none", 500_000, [], false, "2026-12-01", 0, 0, 500_000],
		["coupon then pre-booking", 500_000, [signup], true, "2026-12-01", 30_000, 100_000, 370_000],
		["pre-booking capped at what the coupons leave", 310_000, [signup], true, "2026-12-01", 30_000, 100_000, 180_000],
		["a small total is never negative", 60_000, [event], true, "2026-12-01", 3_000, 57_000, 0],
	] as const)("%s", (_name, total, coupons, flag, ship, couponOff, prebookingOff, after) => {
		const price = priceBooking({ totalKrw: total, coupons, prebooking: flag, shipDate: ship, today: TODAY, now: NOW });
		expect(price.couponDiscountKrw).toBe(couponOff);
		expect(price.prebookingDiscountKrw).toBe(prebookingOff);
		expect(price.totalWithCouponKrw).toBe(after);
		expect(price.coupons.refused).toEqual([]);
	});

	test.each([
		["a second signup coupon", [signup, { ...signup, id: "uc-signup-2" }], "one_signup_coupon"],
		["an expired coupon", [{ ...event, coupon: { ...event.coupon, expireTime: new Date("2026-11-01T00:00:00Z") } }], "expired"],
		["a used coupon", [{ ...event, status: "used" as const }], "not_available"],
		["the same coupon twice", [event, event], "duplicate"],
	] as const)("%s is refused", (_name, coupons, reason) => {
		const price = priceBooking({ totalKrw: 500_000, coupons, prebooking: false, shipDate: TODAY, today: TODAY, now: NOW });
		expect(price.coupons.refused.map((r) => r.reason)).toEqual([reason]);
	});

	test("refusal messages are keys per reason", () => {
		expect(couponRefusalKey("one_signup_coupon")).toBe("booking.errors.couponRefused.one_signup_coupon");
		expect(couponRefusalKey("unknown")).toBe("booking.errors.couponRefused.unknown");
	});
});
