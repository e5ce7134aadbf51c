// Integration: booking and cancellation against the worker's SQLite file, with the demo reference
// data, rates, users and coupons, and estimates made from a real engine option.
import { and, eq } from "drizzle-orm";
import { beforeAll, beforeEach, describe, expect, test } from "vitest";
import { seedDemoRates } from "#db/seed/demo-rates.ts";
import { DEMO, seedQuoteWorld } from "#tests/quote-world.ts";
import type { SessionUser } from "#app/auth/session.server.ts";
import { PricingRequestSchema } from "#app/pricing/request.ts";
import { priceFromDb } from "#app/pricing/store/rate-set.server.ts";
import { newOnceKey } from "#app/utils/once.server.ts";
import { getDb } from "#db/client.ts";
import { bookingDetails, coupons, estimates, fclRates, userCoupons } from "#db/schema.ts";
import { DEMO_COUPON_IDS, DEMO_USER_COUPON_IDS, seedDemoCoupons } from "#db/seed/demo-coupons.ts";
import { addDays } from "#app/calendar/calendar.ts";
import type { BookingForm } from "./booking.ts";
import { seoulToday } from "#app/calendar/calendar.ts";
import { book, bookingDetailsFor, cancelBooking } from "./booking.server.ts";
import { issueCoupon, listUserCoupons } from "#app/coupons/coupons.server.ts";
import { createEstimate, estimateHistory, getEstimateFor } from "./estimates.server.ts";

const { customer, colleague, other, staff } = DEMO;

const NOW = new Date();
const TODAY = seoulToday(NOW);

function request() {
	return PricingRequestSchema.parse({
		mode: "sea",
		direction: "export",
		cargoType: "fcl",
		origin: "KRPUS",
		destination: "VNHPH",
		readyDate: addDays(TODAY, 7),
		containers: [{ type: "dv20", count: 1 }],
	});
}

/** An in_confirm estimate of the customer's company, priced by the engine (its first option). */
function newEstimate(by: SessionUser = customer): string {
	const req = request();
	const result = priceFromDb(req);
	if (!result.ok) throw new Error(`no price: ${result.reason}`);
	return createEstimate({ user: by, request: req, priced: { option: result.options[0]! }, onceKey: newOnceKey() });
}

const form = (over: Partial<BookingForm> = {}): BookingForm & { onceKey: string } => ({
	shipDate: addDays(TODAY, 3),
	shipperName: "데모무역 주식회사",
	shipperAddress: "부산광역시 중구 중앙대로 1",
	shipperContact: "051-000-0000",
	consigneeName: "Viet Trading Co., Ltd.",
	consigneeAddress: "12 Le Thanh Tong, Hai Phong, Vietnam",
	consigneeContact: "+84 225 000 0000",
	notifySame: true,
	hsCode: "8471.30.1000",
	packageCount: 120,
	packageKind: "CARTONS",
	cargoDescription: "NOTEBOOK COMPUTERS",
	wantsClearance: false,
	wantsInsurance: false,
	coupons: [],
	prebooking: false,
	onceKey: newOnceKey(),
	...over,
});

const row = (id: string) => getDb().select().from(estimates).where(eq(estimates.id, id)).get()!;
const couponRow = (id: string) => getDb().select().from(userCoupons).where(eq(userCoupons.id, id)).get()!;

/** A fresh signup coupon for a user (the demo one is shared by several tests). */
function signupCoupon(userId = "demo-customer"): string {
	return getDb().transaction((tx) =>
		issueCoupon(tx, {
			userId,
			couponId: DEMO_COUPON_IDS.signup,
			expireTime: new Date(NOW.getTime() + 30 * 86_400_000),
		}),
	).id;
}

beforeAll(async () => {
	await seedQuoteWorld();
	seedDemoCoupons(getDb());
});

beforeEach(() => {
	// the demo customer's coupons start available in every test
	getDb()
		.update(userCoupons)
		.set({ status: "available", estimateId: null })
		.where(eq(userCoupons.userId, "demo-customer"))
		.run();
});

describe("book", () => {
	test("with the signup coupon: booked, B number, the total with coupon, the coupon used and linked", () => {
		const id = newEstimate();
		const total = row(id).totalKrw!;
		expect(total).toBeGreaterThan(300_000);
		const outcome = book(
			customer,
			id,
			form({
				coupons: [DEMO_USER_COUPON_IDS.customerSignup],
				incoterms: "DAP",
				wantsClearance: true,
				comment: "오전 반입",
			}),
		);
		expect(outcome).toEqual({ ok: true, path: `/mypage/estimate/${id}/booking/done`, repeated: false });

		const e = getEstimateFor(customer, id);
		expect(e.status).toBe("booked");
		expect(e.number).toBe(`B${e.numberBody}`);
		expect(e.couponDiscountKrw).toBe(30_000);
		expect(e.prebookingDiscountKrw).toBe(0);
		expect(e.totalWithCouponKrw).toBe(total - 30_000);
		expect(e.totalKrw).toBe(total);
		expect(e).toMatchObject({
			shipDate: addDays(TODAY, 3),
			incoterms: "DAP",
			wantsClearance: true,
			wantsInsurance: false,
			prebooking: false,
			bookingComment: "오전 반입",
		});
		expect(e.bookedAt).toBeInstanceOf(Date);
		// the parties and cargo the B/L will be made from
		expect(bookingDetailsFor(id)).toMatchObject({
			shipperName: "데모무역 주식회사",
			consigneeName: "Viet Trading Co., Ltd.",
			notifySameAsConsignee: true,
			notifyName: null,
			truckingAddress: null,
			hsCode: "8471.30.1000",
			packageCount: 120,
			packageKind: "CARTONS",
			marks: null,
			cargoDescription: "NOTEBOOK COMPUTERS",
		});
		expect(couponRow(DEMO_USER_COUPON_IDS.customerSignup)).toMatchObject({ status: "used", estimateId: id });
		expect(estimateHistory(id).map((h) => [h.fromStatus, h.toStatus, h.actor])).toEqual([
			[null, "in_confirm", "customer"],
			["in_confirm", "booked", "customer"],
		]);
	});

	test("the signup and the event coupon together", () => {
		const id = newEstimate();
		const total = row(id).totalKrw!;
		const event = Math.min(Math.round((total * 500) / 10_000), 50_000);
		expect(
			book(customer, id, form({ coupons: [DEMO_USER_COUPON_IDS.customerSignup, DEMO_USER_COUPON_IDS.customerEvent] }))
				.ok,
		).toBe(true);
		expect(row(id).couponDiscountKrw).toBe(30_000 + event);
		expect(couponRow(DEMO_USER_COUPON_IDS.customerEvent).status).toBe("used");
	});

	test.each([
		["two signup coupons", () => [DEMO_USER_COUPON_IDS.customerSignup, signupCoupon()], "one_signup_coupon"],
		["an expired coupon", () => [DEMO_USER_COUPON_IDS.customerExpired], "expired"],
		["another user's coupon", () => [DEMO_USER_COUPON_IDS.colleagueSignup], "unknown"],
		["a coupon that does not exist", () => ["no-such-coupon"], "unknown"],
	])("%s: refused, nothing stored", (_name, ids, reason) => {
		const id = newEstimate();
		const chosen = ids();
		const before = chosen.map((c) => getDb().select().from(userCoupons).where(eq(userCoupons.id, c)).get());
		const outcome = book(customer, id, form({ coupons: chosen }));
		expect(outcome.ok).toBe(false);
		expect(outcome.ok === false && outcome.reason === "coupons" && outcome.refusals.map((r) => r.reason)).toEqual([
			reason,
		]);
		expect(row(id).status).toBe("in_confirm");
		expect(row(id).couponDiscountKrw).toBe(0);
		expect(chosen.map((c) => getDb().select().from(userCoupons).where(eq(userCoupons.id, c)).get())).toEqual(before);
	});

	test("a used coupon is refused on the next booking", () => {
		const first = newEstimate();
		expect(book(customer, first, form({ coupons: [DEMO_USER_COUPON_IDS.customerEvent] })).ok).toBe(true);
		const second = newEstimate();
		const outcome = book(customer, second, form({ coupons: [DEMO_USER_COUPON_IDS.customerEvent] }));
		expect(outcome.ok === false && outcome.reason === "coupons" && outcome.refusals).toEqual([
			{ id: DEMO_USER_COUPON_IDS.customerEvent, number: "CP-DEMO-EVENT01", reason: "not_available" },
		]);
	});

	test.each([
		[21, 100_000],
		[20, 0],
	])("pre-booking %i days out: %i KRW off", (days, off) => {
		const id = newEstimate();
		const total = row(id).totalKrw!;
		expect(book(customer, id, form({ shipDate: addDays(TODAY, days), prebooking: true })).ok).toBe(true);
		expect(row(id)).toMatchObject({
			prebooking: true,
			prebookingDiscountKrw: off,
			couponDiscountKrw: 0,
			totalWithCouponKrw: total - off,
		});
	});

	test("a double submit books once and sends the second to the done page", () => {
		const id = newEstimate();
		const once = form({ coupons: [DEMO_USER_COUPON_IDS.customerSignup] });
		expect(book(customer, id, once)).toMatchObject({ ok: true, repeated: false });
		expect(book(customer, id, once)).toEqual({ ok: true, path: `/mypage/estimate/${id}/booking/done`, repeated: true });
		expect(estimateHistory(id).filter((h) => h.toStatus === "booked")).toHaveLength(1);
		// a new form for an estimate already booked is not a second booking
		expect(book(customer, id, form())).toEqual({ ok: false, reason: "not_bookable" });
	});

	test("a colleague of the same company may book; another company gets 404; staff get 403", () => {
		const id = newEstimate();
		expect(() => book(other, id, form())).toThrow(
			expect.objectContaining({ init: expect.objectContaining({ status: 404 }) }),
		);
		expect(() => book(staff, id, form())).toThrow(
			expect.objectContaining({ init: expect.objectContaining({ status: 403 }) }),
		);
		expect(row(id).status).toBe("in_confirm");
		expect(book(colleague, id, form()).ok).toBe(true);
	});

	test("the price re-check fails (the carrier's rates are gone): back to in_request, nothing else changes", () => {
		const id = newEstimate();
		const before = row(id);
		const carrier = before.carrier!;
		try {
			getDb()
				.delete(fclRates)
				.where(and(eq(fclRates.carrier, carrier), eq(fclRates.pol, "KRPUS"), eq(fclRates.pod, "VNHPH")))
				.run();
			const outcome = book(
				customer,
				id,
				form({ coupons: [DEMO_USER_COUPON_IDS.customerSignup], prebooking: true, shipDate: addDays(TODAY, 30) }),
			);
			expect(outcome).toEqual({ ok: false, reason: "requoted" });
			const after = row(id);
			expect(after.status).toBe("in_request");
			expect({ ...after, status: before.status, updatedAt: before.updatedAt }).toEqual(before);
			expect(estimateHistory(id).at(-1)).toMatchObject({
				fromStatus: "in_confirm",
				toStatus: "in_request",
				actor: "system",
			});
			expect(couponRow(DEMO_USER_COUPON_IDS.customerSignup)).toMatchObject({ status: "available", estimateId: null });
		} finally {
			seedDemoRates(getDb());
		}
	});

	test("a quote priced by hand is not re-priced by the engine; it stands while valid", () => {
		const id = newEstimate();
		getDb()
			.update(estimates)
			.set({ manualReason: "no_rate_on_date", validUntil: addDays(TODAY, 10) })
			.where(eq(estimates.id, id))
			.run();
		getDb()
			.delete(fclRates)
			.where(and(eq(fclRates.pol, "KRPUS"), eq(fclRates.pod, "VNHPH")))
			.run();
		try {
			expect(book(customer, id, form()).ok).toBe(true);
		} finally {
			seedDemoRates(getDb());
		}
	});
});

describe("the Incoterm chosen at booking", () => {
	test("FOB on export: the buyer's freight and destination charges leave the total; nothing stored until the new total was shown", () => {
		const id = newEstimate();
		const before = row(id);
		const e = getEstimateFor(customer, id);
		const originKrw = e
			.option!.lines.filter((l) => l.group === "origin")
			.reduce((sum, l) => sum + (l.currency === "KRW" ? l.amount : Number.NaN), 0);
		expect(originKrw).toBeGreaterThan(0);

		const first = book(customer, id, form({ incoterms: "FOB", coupons: [DEMO_USER_COUPON_IDS.customerSignup] }));
		expect(first).toEqual({ ok: false, reason: "repriced", totalKrw: originKrw, totalUsd: expect.any(Number) });
		expect(row(id)).toEqual(before);
		expect(bookingDetailsFor(id)).toBeNull();
		expect(couponRow(DEMO_USER_COUPON_IDS.customerSignup).status).toBe("available");

		// a stale total (e.g. from another tab) is not taken as confirmation either
		expect(book(customer, id, form({ incoterms: "FOB", seenTotalKrw: before.totalKrw! })).ok).toBe(false);

		// the coupons are judged on the new total (the signup coupon's threshold is above the origin charges)
		const refused = book(
			customer,
			id,
			form({ incoterms: "FOB", seenTotalKrw: originKrw, coupons: [DEMO_USER_COUPON_IDS.customerSignup] }),
		);
		expect(refused.ok === false && refused.reason === "coupons" && refused.refusals.map((r) => r.reason)).toEqual([
			"below_threshold",
		]);
		const confirmed = book(
			customer,
			id,
			form({ incoterms: "FOB", seenTotalKrw: originKrw, prebooking: true, shipDate: addDays(TODAY, 30) }),
		);
		expect(confirmed.ok).toBe(true);
		const after = getEstimateFor(customer, id);
		expect(after).toMatchObject({ status: "booked", incoterms: "FOB", totalKrw: originKrw, couponDiscountKrw: 0 });
		// the pre-booking discount, too, is taken off the new total
		expect(after.totalWithCouponKrw).toBe(originKrw - after.prebookingDiscountKrw);
		expect(after.prebookingDiscountKrw).toBeGreaterThan(0);
		expect(after.request.incoterms).toBe("FOB");
		expect(after.option!.lines.filter((l) => l.included).every((l) => l.group === "origin")).toBe(true);
		expect(after.option!.totals.KRW).toBe(originKrw);
		// the same lines, the same rates and the same exchange rate
		expect(after.option!.lines.map((l) => [l.code, l.amount, l.source.id])).toEqual(
			e.option!.lines.map((l) => [l.code, l.amount, l.source.id]),
		);
		expect(after.option!.exchange).toEqual(e.option!.exchange);
	});

	test("the quote's own Incoterm, or one that changes nothing: booked at the quoted total", () => {
		const id = newEstimate();
		const total = row(id).totalKrw!;
		// the quote has no Incoterm: DAP on export is everything, so the total stays
		expect(book(customer, id, form({ incoterms: "DAP" })).ok).toBe(true);
		expect(row(id)).toMatchObject({ incoterms: "DAP", totalKrw: total, totalWithCouponKrw: total });
	});
});

describe("the booking's parties and cargo", () => {
	test("a notify party of its own; a double submit stores one row", () => {
		const id = newEstimate();
		const once = form({
			notifySame: false,
			notifyName: "Hai Phong Bank",
			notifyAddress: "1 Tran Phu",
			notifyContact: "notify@example.vn",
			marks: "VT/HP\nC/NO. 1-120",
		});
		expect(book(customer, id, once).ok).toBe(true);
		expect(book(customer, id, once)).toMatchObject({ ok: true, repeated: true });
		expect(bookingDetailsFor(id)).toMatchObject({
			notifySameAsConsignee: false,
			notifyName: "Hai Phong Bank",
			notifyContact: "notify@example.vn",
			marks: "VT/HP\nC/NO. 1-120",
		});
		expect(getDb().select().from(bookingDetails).where(eq(bookingDetails.estimateId, id)).all()).toHaveLength(1);
	});

	test("a refused booking (coupon) stores no details", () => {
		const id = newEstimate();
		expect(book(customer, id, form({ coupons: ["no-such-coupon"] })).ok).toBe(false);
		expect(bookingDetailsFor(id)).toBeNull();
	});
});

describe("cancel", () => {
	test("by the customer: cancelled, the coupon available again", () => {
		const id = newEstimate();
		expect(book(customer, id, form({ coupons: [DEMO_USER_COUPON_IDS.customerSignup] })).ok).toBe(true);
		expect(cancelBooking(customer, id)).toEqual({ ok: true });
		expect(row(id).status).toBe("cancelled");
		expect(couponRow(DEMO_USER_COUPON_IDS.customerSignup)).toMatchObject({ status: "available", estimateId: null });
		expect(listUserCoupons("demo-customer").find((c) => c.id === DEMO_USER_COUPON_IDS.customerSignup)?.status).toBe(
			"available",
		);
		// and it can be used again
		expect(book(customer, newEstimate(), form({ coupons: [DEMO_USER_COUPON_IDS.customerSignup] })).ok).toBe(true);
	});

	test("by staff; not before booking; not twice; never by another company", () => {
		const id = newEstimate();
		expect(cancelBooking(customer, id)).toEqual({ ok: false, reason: "not_cancellable" });
		expect(book(customer, id, form()).ok).toBe(true);
		expect(() => cancelBooking(other, id)).toThrow(
			expect.objectContaining({ init: expect.objectContaining({ status: 404 }) }),
		);
		expect(cancelBooking(staff, id)).toEqual({ ok: true });
		expect(estimateHistory(id).at(-1)).toMatchObject({
			fromStatus: "booked",
			toStatus: "cancelled",
			actor: "staff",
			userId: "demo-staff",
		});
		expect(cancelBooking(customer, id)).toEqual({ ok: false, reason: "not_cancellable" });
	});
});

test("seeding the demo coupons twice changes nothing", () => {
	const count = () => getDb().select().from(coupons).all().length;
	const before = count();
	const used = signupCoupon();
	getDb()
		.update(userCoupons)
		.set({ status: "used" })
		.where(eq(userCoupons.id, DEMO_USER_COUPON_IDS.colleagueSignup))
		.run();
	seedDemoCoupons(getDb());
	expect(count()).toBe(before);
	expect(couponRow(DEMO_USER_COUPON_IDS.colleagueSignup).status).toBe("used");
	expect(couponRow(used).status).toBe("available");
});
