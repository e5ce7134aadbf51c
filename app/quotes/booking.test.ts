import { parseWithZod } from "@conform-to/zod/v4";
import { describe, expect, test } from "vitest";
import type { Coupon, UserCoupon } from "#app/coupons/rules.ts";
import { seoulToday } from "#app/calendar/calendar.ts";
import { priceQuote } from "#app/pricing/engine.ts";
import { airExport, fclExport, testRates } from "#app/pricing/test-rates.ts";
import type { EngineRequest, QuoteOption } from "#app/pricing/types.ts";
import {
	BOOKING_COMMENT_MAX,
	bookingDetailsOf,
	bookingSchema,
	canBook,
	couponRefusalKey,
	firstPrebookingDate,
	incotermChoices,
	isValidHsCode,
	prefillParties,
	priceBooking,
	shipDateWithinValidity,
} from "./booking.ts";

const TODAY = "2026-11-10";
const schema = bookingSchema(TODAY);

/** The parties and cargo every booking needs (the notify party is the consignee). */
const CARGO = {
	shipperName: "데모무역",
	shipperAddress: "부산 중구 중앙대로 1",
	shipperContact: "051-000-0000",
	consigneeName: "Viet Trading",
	consigneeAddress: "12 Le Thanh Tong, Hai Phong",
	consigneeContact: "+84 225 000 0000",
	notifySame: "on",
	hsCode: "8471.30.1000",
	packageCount: "120",
	packageKind: "CARTONS",
	cargoDescription: "NOTEBOOK COMPUTERS",
};
const CARGO_VALUE = { ...CARGO, notifySame: true, packageCount: 120 };

function form(fields: Record<string, string | string[]>, cargo: Record<string, string> = CARGO): FormData {
	const fd = new FormData();
	for (const [k, v] of Object.entries({ ...cargo, ...fields }))
		for (const one of Array.isArray(v) ? v : [v]) fd.append(k, one);
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
		[
			"a comment of 500 characters",
			{ shipDate: TODAY, comment: "가".repeat(BOOKING_COMMENT_MAX + 1) },
			"comment",
			"booking.errors.commentTooLong",
		],
		[
			"eleven coupons",
			{ shipDate: TODAY, coupons: Array.from({ length: 11 }, (_, i) => `c${i}`) },
			"coupons",
			"booking.errors.tooManyCoupons",
		],
	])("%s -> %s", (_name, fields, field, message) => {
		const submission = parseWithZod(form(fields), { schema });
		expect(submission.status).toBe("error");
		expect(submission.reply().error?.[field]).toContain(message);
	});

	test("today, no options: valid, nothing wanted", () => {
		const submission = parseWithZod(form({ shipDate: TODAY }), { schema });
		expect(submission.status).toBe("success");
		if (submission.status !== "success") return;
		expect(submission.value).toEqual({
			shipDate: TODAY,
			...CARGO_VALUE,
			wantsClearance: false,
			wantsInsurance: false,
			coupons: [],
			prebooking: false,
		});
	});

	test("every field, one coupon or several", () => {
		const one = parseWithZod(
			form({
				shipDate: "2026-12-01",
				incoterms: "FOB",
				wantsClearance: "on",
				wantsInsurance: "on",
				prebooking: "on",
				coupons: "uc-1",
				comment: " 오전 반입 ",
			}),
			{ schema },
		);
		expect(one.status === "success" && one.value).toEqual({
			...CARGO_VALUE,
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
		expect(parseWithZod(form({ shipDate: TODAY, comment: "a".repeat(BOOKING_COMMENT_MAX) }), { schema }).status).toBe(
			"success",
		);
	});
});

describe("the parties and cargo", () => {
	test.each([
		// [case, fields, field, message]
		["no shipper name", { shipperName: "" }, "shipperName", "booking.errors.shipperName"],
		["a blank shipper address", { shipperAddress: "   " }, "shipperAddress", "booking.errors.shipperAddress"],
		["no shipper contact", { shipperContact: "" }, "shipperContact", "booking.errors.shipperContact"],
		["no consignee name", { consigneeName: "" }, "consigneeName", "booking.errors.consigneeName"],
		["no consignee address", { consigneeAddress: "" }, "consigneeAddress", "booking.errors.consigneeAddress"],
		["no consignee contact", { consigneeContact: "" }, "consigneeContact", "booking.errors.consigneeContact"],
		["a name of 101 characters", { consigneeName: "A".repeat(101) }, "consigneeName", "booking.errors.nameTooLong"],
		[
			"an address of 301 characters",
			{ shipperAddress: "가".repeat(301) },
			"shipperAddress",
			"booking.errors.addressTooLong",
		],
		[
			"a contact of 101 characters",
			{ shipperContact: "1".repeat(101) },
			"shipperContact",
			"booking.errors.contactTooLong",
		],
		["no HS code", { hsCode: "" }, "hsCode", "booking.errors.hsCodeRequired"],
		["an HS code of 5 digits", { hsCode: "84713" }, "hsCode", "booking.errors.hsCode"],
		["an HS code of 11 digits", { hsCode: "84713010001" }, "hsCode", "booking.errors.hsCode"],
		["an HS code with letters", { hsCode: "8471.3A" }, "hsCode", "booking.errors.hsCode"],
		["no packages", { packageCount: "" }, "packageCount", "booking.errors.packageCount"],
		["zero packages", { packageCount: "0" }, "packageCount", "booking.errors.packageCount"],
		["1.5 packages", { packageCount: "1.5" }, "packageCount", "booking.errors.packageCount"],
		["100,001 packages", { packageCount: "100001" }, "packageCount", "booking.errors.packageCount"],
		["no kind of package", { packageKind: "" }, "packageKind", "booking.errors.packageKind"],
		["marks of 501 characters", { marks: "M".repeat(501) }, "marks", "booking.errors.marksTooLong"],
		["no description", { cargoDescription: " " }, "cargoDescription", "booking.errors.cargoDescription"],
		[
			"a description of 1,001 characters",
			{ cargoDescription: "D".repeat(1001) },
			"cargoDescription",
			"booking.errors.cargoDescriptionTooLong",
		],
	])("%s -> %s", (_name, fields, field, message) => {
		const submission = parseWithZod(form({ shipDate: TODAY, ...fields }), { schema });
		expect(submission.status).toBe("error");
		expect(submission.reply().error?.[field]).toEqual([message]);
	});

	test("a notify party of its own needs its name, address and contact; 'same as consignee' needs none", () => {
		const own = parseWithZod(form({ shipDate: TODAY, notifySame: [] }, { ...CARGO, notifySame: "" }), { schema });
		expect(own.reply().error).toEqual({
			notifyName: ["booking.errors.notifyName"],
			notifyAddress: ["booking.errors.notifyAddress"],
			notifyContact: ["booking.errors.notifyContact"],
		});
		const filled = parseWithZod(
			form(
				{ shipDate: TODAY, notifyName: "Bank", notifyAddress: "1 Tran Phu", notifyContact: "bank@example.vn" },
				{ ...CARGO, notifySame: "" },
			),
			{ schema },
		);
		expect(filled.status).toBe("success");
		if (filled.status !== "success") return;
		expect(bookingDetailsOf(filled.value, false)).toMatchObject({
			notifySameAsConsignee: false,
			notifyName: "Bank",
			notifyContact: "bank@example.vn",
		});
		// ticked: whatever was typed in the notify fields is not stored
		const same = parseWithZod(form({ shipDate: TODAY, notifyName: "ignored" }), { schema });
		expect(same.status === "success" && bookingDetailsOf(same.value, false)).toMatchObject({
			notifySameAsConsignee: true,
			notifyName: null,
		});
	});

	// the cargo-ready date must fall within the quote's validity (decision 053)
	test.each([
		["2026-11-20", "2026-11-20", true],
		["2026-11-19", "2026-11-20", true],
		["2026-11-21", "2026-11-20", false],
		["2026-12-04", "2026-11-20", false],
		["2027-01-05", null, true],
	] as const)("cargo ready %s, quote valid until %s: bookable %s", (shipDate, validUntil, ok) => {
		expect(shipDateWithinValidity(shipDate, validUntil)).toBe(ok);
		const submission = parseWithZod(form({ shipDate }), { schema: bookingSchema(TODAY, { validUntil }) });
		if (ok) expect(submission.status).toBe("success");
		else expect(submission.reply().error).toEqual({ shipDate: ["booking.errors.shipDateAfterValidity"] });
	});

	// the booking form takes only the quote's mode's Incoterms
	test.each([
		["air", "FOB", "booking.errors.incotermSeaOnly"],
		["air", "CFR", "booking.errors.incotermSeaOnly"],
		["air", "CIF", "booking.errors.incotermSeaOnly"],
		["air", "FAS", "booking.errors.incotermSeaOnly"],
		["sea", "FAS", "booking.errors.incoterms"],
		["air", "FCA", null],
		["air", "CPT", null],
		["sea", "FOB", null],
		["sea", "CIF", null],
	] as const)("a %s booking under %s -> %s", (transport, incoterms, message) => {
		const submission = parseWithZod(form({ shipDate: TODAY, incoterms }), {
			schema: bookingSchema(TODAY, { transport }),
		});
		if (message === null) expect(submission.status).toBe("success");
		else expect(submission.reply().error).toEqual({ incoterms: [message] });
	});

	test("the pick-up address is asked only when the quote has trucking, and stored only then", () => {
		const withTrucking = bookingSchema(TODAY, { trucking: true });
		expect(parseWithZod(form({ shipDate: TODAY }), { schema: withTrucking }).reply().error).toEqual({
			truckingAddress: ["booking.errors.truckingAddress"],
		});
		const ok = parseWithZod(form({ shipDate: TODAY, truckingAddress: "경기도 평택시 포승읍 1" }), {
			schema: withTrucking,
		});
		expect(ok.status === "success" && bookingDetailsOf(ok.value, true).truckingAddress).toBe("경기도 평택시 포승읍 1");
		const without = parseWithZod(form({ shipDate: TODAY, truckingAddress: "somewhere" }), { schema });
		expect(without.status === "success" && bookingDetailsOf(without.value, false).truckingAddress).toBeNull();
	});

	test.each([
		// spec section 9: an HS code has 10 digits, dotted as people write them
		["8471.30.1000", true],
		["8471301000", true],
		["84.71.30.10.00", true],
		[" 8471.30.1000 ", true],
		["847130", false],
		["8471.30", false],
		["84713010", false],
		["847130100", false],
		["84713", false],
		["84713010001", false],
		[".847130", false],
		["847130.", false],
		["8471..30", false],
		["8471-30", false],
		["HS847130", false],
		["", false],
	])("HS code %j valid: %s", (code, valid) => {
		expect(isValidHsCode(code)).toBe(valid);
	});

	const company = {
		name: "데모무역 주식회사",
		address: "부산광역시 중구 중앙대로 1",
		addressDetail: "5층",
		phone: "0510000000",
	};
	test.each([
		[
			"export",
			{ shipper: { name: "데모무역 주식회사", address: "부산광역시 중구 중앙대로 1 5층", contact: "051-000-0000" } },
		],
		[
			"import",
			{ consignee: { name: "데모무역 주식회사", address: "부산광역시 중구 중앙대로 1 5층", contact: "051-000-0000" } },
		],
	] as const)("the company fills the Korean party on %s", (direction, expected) => {
		expect(prefillParties(direction, company)).toEqual(expected);
	});

	test("a company without address or phone prefills the name only; no company prefills nothing", () => {
		expect(prefillParties("export", { name: "A", address: null, addressDetail: null, phone: null })).toEqual({
			shipper: { name: "A", address: "", contact: "" },
		});
		expect(prefillParties("import", null)).toEqual({});
	});
});

test.each([
	// [status, total, may book]
	["in_confirm", 1_000_000, true],
	["confirm_nego", 1_000_000, true],
	["deny_nego", 1_000_000, true],
	["in_confirm", null, false], // nothing priced to book
	["in_request", null, false],
	["in_nego", 1_000_000, false],
	["booked", 1_000_000, false],
	["cancelled", 1_000_000, false],
] as const)("an estimate in %s with total %s may be booked: %s", (status, totalKrw, expected) => {
	expect(canBook({ status, totalKrw })).toBe(expected);
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
	coupon: coupon({
		id: "event",
		consumeType: "creation_over_discount_creation_below_apply_rate",
		discountRateBp: 500,
		maxDiscount: 50_000,
	}),
};

describe("a booking's price", () => {
	test.each([
		// [case, total, coupons, prebooking flag, ship date, coupon discount, pre-booking discount, total after]
		["no discounts", 500_000, [], false, "2026-12-31", 0, 0, 500_000],
		["the signup coupon", 500_000, [signup], false, TODAY, 30_000, 0, 470_000],
		["signup and 5% event", 500_000, [signup, event], false, TODAY, 55_000, 0, 445_000],
		["the event coupon is capped at 50,000", 2_000_000, [event], false, TODAY, 50_000, 0, 1_950_000],
		// pre-booking: 100,000 but at most 10% of what the coupons leave (decision 041)
		["pre-booking 21 days out", 1_500_000, [], true, "2026-12-01", 0, 100_000, 1_400_000],
		["pre-booking on 500,000: 10%", 500_000, [], true, "2026-12-01", 0, 50_000, 450_000],
		["pre-booking 20 days out: none", 500_000, [], true, "2026-11-30", 0, 0, 500_000],
		["21 days out without the flag: none", 500_000, [], false, "2026-12-01", 0, 0, 500_000],
		["coupon then pre-booking", 500_000, [signup], true, "2026-12-01", 30_000, 47_000, 423_000], // 10% of 470,000
		[
			"pre-booking at most 10% of what the coupons leave",
			310_000,
			[signup],
			true,
			"2026-12-01",
			30_000,
			28_000,
			252_000,
		],
		["a small booking never goes free", 60_000, [event], true, "2026-12-01", 3_000, 5_700, 51_300], // 10% of 57,000
		["a 99,600 air booking", 99_600, [], true, "2026-12-01", 0, 9_960, 89_640],
	] as const)("%s", (_name, total, coupons, flag, ship, couponOff, prebookingOff, after) => {
		const price = priceBooking({ totalKrw: total, coupons, prebooking: flag, shipDate: ship, today: TODAY, now: NOW });
		expect(price.couponDiscountKrw).toBe(couponOff);
		expect(price.prebookingDiscountKrw).toBe(prebookingOff);
		expect(price.totalWithCouponKrw).toBe(after);
		expect(price.coupons.refused).toEqual([]);
	});

	test.each([
		["a second signup coupon", [signup, { ...signup, id: "uc-signup-2" }], "one_signup_coupon"],
		[
			"an expired coupon",
			[{ ...event, coupon: { ...event.coupon, expireTime: new Date("2026-11-01T00:00:00Z") } }],
			"expired",
		],
		["a used coupon", [{ ...event, status: "used" as const }], "not_available"],
		["the same coupon twice", [event, event], "duplicate"],
	] as const)("%s is refused", (_name, coupons, reason) => {
		const price = priceBooking({
			totalKrw: 500_000,
			coupons,
			prebooking: false,
			shipDate: TODAY,
			today: TODAY,
			now: NOW,
		});
		expect(price.coupons.refused.map((r) => r.reason)).toEqual([reason]);
	});

	test("refusal messages are keys per reason", () => {
		expect(couponRefusalKey("one_signup_coupon")).toBe("booking.errors.couponRefused.one_signup_coupon");
		expect(couponRefusalKey("unknown")).toBe("booking.errors.couponRefused.unknown");
	});
});

describe("the Incoterms offered at booking, each with its re-priced total", () => {
	const hmmOf = (request: EngineRequest): QuoteOption => {
		const result = priceQuote(request, testRates());
		if (!result.ok) throw new Error(result.reason);
		return result.options[0]!;
	};
	const quoteOf = (request: EngineRequest, incoterms: string | null = null) => {
		const option = hmmOf(request);
		return {
			mode: request.mode,
			direction: request.direction,
			incoterms,
			option,
			totalKrw: option.totals.KRW,
			totalUsd: option.totals.USD,
		};
	};

	test.each([
		["sea", fclExport(), ["", "EXW", "FCA", "FOB", "CFR", "CIF", "CPT", "CIP", "DAP", "DPU", "DDP"]],
		["air", airExport(), ["", "EXW", "FCA", "CPT", "CIP", "DAP", "DPU", "DDP"]],
	] as const)("%s: none first, then the mode's rules only", (_mode, request, codes) => {
		expect(incotermChoices(quoteOf(request)).map((c) => c.code)).toEqual(codes);
	});

	test.each([
		// [rule, the total is the engine's price under the rule, who pays freight]
		["", "customer"],
		["FOB", "other"],
		["DAP", "customer"],
		["EXW", "other"],
	] as const)("export under %j: the engine's total for that rule; freight paid by the %s", (code, freightPayer) => {
		const choice = incotermChoices(quoteOf(fclExport())).find((c) => c.code === code)!;
		const engine = hmmOf(fclExport({ incoterms: code === "" ? undefined : code }));
		expect(choice.totalKrw).toBe(engine.totals.KRW);
		expect(choice.totalUsd).toBe(engine.totals.USD);
		expect(choice.split.groups.find((g) => g.group === "freight")!.payer).toBe(freightPayer);
	});

	test("the quote's own rule keeps the stored totals; a quote without lines keeps them under every rule", () => {
		const fob = quoteOf(fclExport({ incoterms: "FOB" }), "FOB");
		expect(incotermChoices(fob).find((c) => c.code === "FOB")!.totalKrw).toBe(fob.totalKrw);
		const bare = {
			mode: "sea",
			direction: "export" as const,
			incoterms: null,
			option: null,
			totalKrw: 1_000,
			totalUsd: null,
		};
		expect(new Set(incotermChoices(bare).map((c) => c.totalKrw))).toEqual(new Set([1_000]));
	});
});
