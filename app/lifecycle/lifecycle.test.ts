// Every transition of the estimate lifecycle, allowed and refused, by every actor; the groups of spec
// section 4; the document number format.
import { describe, expect, test } from "vitest";
import {
	AWAITING_DISCOUNT_DECISION,
	AWAITING_PRICE,
	type Actor,
	BOOKABLE,
	CANCELLABLE,
	DELETABLE,
	ESTIMATE_STATUSES,
	type EstimateStatus,
	PRE_BOOKING,
	PRE_CONFIRM,
	TransitionError,
	canEditSchedule,
	canRecordPosition,
	canRequestDiscount,
	canTransition,
	documentNumber,
	initialStatus,
	isAwaitingBookingConfirmation,
	isAwaitingDiscountDecision,
	isAwaitingPrice,
	isBeforeDeparture,
	isBookable,
	isCancellable,
	isCancelled,
	isDeletable,
	isOpenShipment,
	isPreBooking,
	isShipment,
	monthCode,
	numberBody,
	parseDocumentNumber,
	stageOf,
	transition,
	wasBooked,
} from "./lifecycle.ts";

const ACTORS: Actor[] = ["customer", "staff", "system"];

// The whole table, written out: [from, to, actors allowed]. Anything not here is refused.
const ALLOWED: [EstimateStatus, EstimateStatus, Actor[]][] = [
	["in_request", "in_confirm", ["staff"]],
	["in_confirm", "in_nego", ["customer"]],
	["in_nego", "confirm_nego", ["staff"]],
	["in_nego", "deny_nego", ["staff"]],
	["in_confirm", "booked", ["customer"]],
	["confirm_nego", "booked", ["customer"]],
	["deny_nego", "booked", ["customer"]],
	["in_confirm", "in_request", ["system"]],
	["confirm_nego", "in_request", ["system"]],
	["deny_nego", "in_request", ["system"]],
	["booked", "wait_schedule", ["staff"]],
	["booked", "in_loading", ["staff"]],
	["wait_schedule", "in_loading", ["staff"]],
	["in_loading", "in_shipping", ["staff", "system"]],
	["in_shipping", "finish", ["staff", "system"]],
	["booked", "cancelled", ["customer", "staff"]],
	["wait_schedule", "cancelled", ["customer", "staff"]],
];

const allowed = (from: EstimateStatus, to: EstimateStatus, actor: Actor) =>
	ALLOWED.some(([f, t, actors]) => f === from && t === to && actors.includes(actor));

describe("transitions", () => {
	const cases = ESTIMATE_STATUSES.flatMap((from) =>
		ESTIMATE_STATUSES.flatMap((to) => ACTORS.map((actor) => [from, to, actor] as const)),
	);
	test.each(cases)("%s -> %s by %s", (from, to, actor) => {
		const expected = allowed(from, to, actor);
		expect(canTransition(from, to, actor)).toBe(expected);
		if (expected) expect(transition(from, to, actor)).toBe(to);
		else expect(() => transition(from, to, actor)).toThrow(TransitionError);
	});

	test("a refused transition says what was refused", () => {
		expect(() => transition("booked", "in_nego", "customer")).toThrow(
			"an estimate cannot go from booked to in_nego by customer",
		);
	});

	test("finish and cancelled are final", () => {
		for (const to of ESTIMATE_STATUSES)
			for (const actor of ACTORS)
				expect(canTransition("finish", to, actor) || canTransition("cancelled", to, actor)).toBe(false);
	});
});

describe("groups (spec section 4)", () => {
	test("pre-booking: in_request, in_confirm, in_nego, confirm_nego, deny_nego", () => {
		expect(PRE_BOOKING).toEqual(["in_request", "in_confirm", "in_nego", "confirm_nego", "deny_nego"]);
	});
	test("pre-confirm excludes in_confirm", () => {
		expect(PRE_CONFIRM).toEqual(PRE_BOOKING.filter((s) => s !== "in_confirm"));
	});
	test("bookable, cancellable and deletable", () => {
		expect(BOOKABLE).toEqual(["in_confirm", "confirm_nego", "deny_nego"]);
		expect(CANCELLABLE).toEqual(["booked", "wait_schedule"]);
		// never a booking in progress or a shipment, nor a quote staff are answering
		for (const s of ["in_nego", "booked", "wait_schedule", "in_loading", "in_shipping", "finish"] as const)
			expect(DELETABLE).not.toContain(s);
	});
});

describe("status facts: one row per status", () => {
	// status, pre-booking, was booked, bookable, cancellable, cancelled, deletable, discount may be asked, awaits a price, awaits a discount answer
	const FACTS: [EstimateStatus, boolean, boolean, boolean, boolean, boolean, boolean, boolean, boolean, boolean][] = [
		["in_request", true, false, false, false, false, true, false, true, false],
		["in_confirm", true, false, true, false, false, true, true, false, false],
		["in_nego", true, false, false, false, false, false, false, false, true],
		["confirm_nego", true, false, true, false, false, true, false, false, false],
		["deny_nego", true, false, true, false, false, true, false, false, false],
		["booked", false, true, false, true, false, false, false, false, false],
		["wait_schedule", false, true, false, true, false, false, false, false, false],
		["in_loading", false, true, false, false, false, false, false, false, false],
		["in_shipping", false, true, false, false, false, false, false, false, false],
		["finish", false, true, false, false, false, false, false, false, false],
		["cancelled", false, true, false, false, true, true, false, false, false],
	];

	test("the table covers every status once", () => {
		expect(FACTS.map((row) => row[0])).toEqual([...ESTIMATE_STATUSES]);
	});

	test.each(FACTS)(
		"%s: pre-booking %s, was booked %s, bookable %s, cancellable %s, cancelled %s, deletable %s, discount %s, awaiting price %s, awaiting decision %s",
		(status, pre, booked, bookable, cancellable, cancelled, deletable, discount, price, decision) => {
			expect(isPreBooking(status)).toBe(pre);
			expect(wasBooked(status)).toBe(booked);
			expect(isBookable(status)).toBe(bookable);
			expect(isCancellable(status)).toBe(cancellable);
			expect(isCancelled(status)).toBe(cancelled);
			expect(isDeletable(status)).toBe(deletable);
			expect(canRequestDiscount(status)).toBe(discount);
			expect(isAwaitingPrice(status)).toBe(price);
			expect(isAwaitingDiscountDecision(status)).toBe(decision);
		},
	);

	test("the facts agree with the transition table", () => {
		for (const s of ESTIMATE_STATUSES) {
			// booking is the customer's move from a bookable status; cancelling, from a cancellable one
			expect(isBookable(s)).toBe(canTransition(s, "booked", "customer"));
			expect(isCancellable(s)).toBe(canTransition(s, "cancelled", "customer"));
			// the desks' queues are the statuses staff move on from by pricing or by deciding
			expect(isAwaitingPrice(s)).toBe(canTransition(s, "in_confirm", "staff"));
			expect(isAwaitingDiscountDecision(s)).toBe(
				canTransition(s, "confirm_nego", "staff") && canTransition(s, "deny_nego", "staff"),
			);
			// the document number's stage follows the same line
			expect(isPreBooking(s)).toBe(stageOf(s, "unpaid") === "Q");
		}
		expect([AWAITING_PRICE, AWAITING_DISCOUNT_DECISION]).toEqual([["in_request"], ["in_nego"]]);
	});

	test.each([
		[true, "in_confirm"],
		[false, "in_request"],
	] as const)("a new estimate priced %s starts in %s", (priced, status) => {
		expect(initialStatus(priced)).toBe(status);
	});
});

describe("shipment facts: one row per status", () => {
	// status, shipment, open shipment, schedule editable, before departure, positions recordable
	const FACTS: [EstimateStatus, boolean, boolean, boolean, boolean, boolean][] = [
		["in_request", false, false, false, false, false],
		["in_confirm", false, false, false, false, false],
		["in_nego", false, false, false, false, false],
		["confirm_nego", false, false, false, false, false],
		["deny_nego", false, false, false, false, false],
		["booked", true, true, true, true, false],
		["wait_schedule", true, true, true, true, false],
		["in_loading", true, true, true, true, false],
		["in_shipping", true, true, true, false, true],
		["finish", true, false, false, false, false], // delivered: done, no more positions
		["cancelled", false, false, false, false, false],
	];

	test("the table covers every status once", () => {
		expect(FACTS.map((row) => row[0])).toEqual([...ESTIMATE_STATUSES]);
	});

	test.each(FACTS)(
		"%s: shipment %s, open %s, schedule editable %s, before departure %s, positions %s",
		(status, shipment, open, schedule, beforeDeparture, positions) => {
			expect(isShipment(status)).toBe(shipment);
			expect(isOpenShipment(status)).toBe(open);
			expect(canEditSchedule(status)).toBe(schedule);
			expect(isBeforeDeparture(status)).toBe(beforeDeparture);
			expect(canRecordPosition(status)).toBe(positions);
		},
	);

	test("a shipment is a booking that was not cancelled", () => {
		for (const s of ESTIMATE_STATUSES) expect(isShipment(s)).toBe(wasBooked(s) && !isCancelled(s));
	});
});

describe("document numbers (spec section 3)", () => {
	test.each([
		["2026-11-22T00:00:00Z", "2611"],
		// the month in Seoul: 31 Oct 16:00 UTC is already 1 Nov in Korea
		["2026-10-31T15:30:00Z", "2611"],
		["2026-10-31T14:59:00Z", "2610"],
		["2027-01-05T00:00:00Z", "2701"],
	])("month code of %s is %s", (iso, code) => {
		expect(monthCode(new Date(iso))).toBe(code);
	});

	test.each([
		["2611", 1, "2611-0001"],
		["2611", 42, "2611-0042"],
		["2611", 9999, "2611-9999"],
		["2611", 10000, "2611-10000"],
	])("body of %s #%i is %s", (month, seq, body) => {
		expect(numberBody(month, seq)).toBe(body);
	});

	test.each([
		["261", 1],
		["2611", 0],
		["2611", 1.5],
	])("numberBody(%s, %s) refuses", (month, seq) => {
		expect(() => numberBody(month, seq)).toThrow();
	});

	test.each([
		["in_request", "unpaid", "Q"],
		["in_confirm", "unpaid", "Q"],
		["in_nego", "unpaid", "Q"],
		["confirm_nego", "unpaid", "Q"],
		["deny_nego", "unpaid", "Q"],
		["booked", "unpaid", "B"],
		["wait_schedule", "unpaid", "B"],
		["in_loading", "check_payment", "B"],
		["in_shipping", "unpaid", "B"],
		["finish", "refund", "V"], // a refund keeps the V number (decision 042)
		["cancelled", "unpaid", "B"],
		["in_shipping", "paid", "V"],
		["finish", "paid", "V"],
	] as const)("%s, payment %s -> prefix %s", (status, payment, prefix) => {
		expect(stageOf(status, payment)).toBe(prefix);
		expect(documentNumber("2611-0007", status, payment)).toBe(`${prefix}2611-0007`);
	});

	test.each([
		["Q2611-0007", "2611-0007"],
		["b2611-0007", "2611-0007"],
		[" 2611-0007 ", "2611-0007"],
		["V2611-10000", "2611-10000"],
		["X2611-0007", null],
		["2611", null],
		["", null],
	])("parseDocumentNumber(%j) = %j", (text, body) => {
		expect(parseDocumentNumber(text)).toBe(body);
	});
});

describe("the booking desk's queue: booked, which staff confirm (wait_schedule) or refuse (cancelled)", () => {
	test.each(ESTIMATE_STATUSES.map((s) => [s, s === "booked"] as const))(
		"%s awaits a booking confirmation: %s",
		(status, awaiting) => {
			expect(isAwaitingBookingConfirmation(status)).toBe(awaiting);
			// the desk's two moves, both already in the table: no transition was added for it
			expect(canTransition(status, "wait_schedule", "staff") && canTransition(status, "cancelled", "staff")).toBe(
				awaiting,
			);
		},
	);
});
