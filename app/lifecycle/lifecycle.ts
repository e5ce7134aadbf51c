// The estimate lifecycle (spec section 4, DESIGN.md "Lifecycle"): the statuses in order, who may move
// an estimate from which status to which, the pre-booking and pre-confirm groups, and the document
// number. Pure: the routes, the staff desk and the mails all ask this module, so a status can only
// change in one way. A transition that is not in the table is an error, never a silent no-op.

import { seoulToday } from "#app/calendar/calendar.ts";

export const ESTIMATE_STATUSES = [
	"in_request", // waiting for a quote (manual quote: e-mailed within 1 to 3 business days)
	"in_confirm", // quote under review by the customer
	"in_nego", // discount requested
	"confirm_nego", // discount agreed
	"deny_nego", // discount denied (the quote still stands)
	"booked", // booking requested or complete, schedule pending or confirmed
	"wait_schedule",
	"in_loading", // waiting for shipment
	"in_shipping", // vessel in operation
	"finish", // shipping complete
	"cancelled", // booking cancelled after confirmation (ours: the spec says it can be, not what it becomes)
] as const;
export type EstimateStatus = (typeof ESTIMATE_STATUSES)[number];

export type Actor = "customer" | "staff" | "system";

/** Spec section 4: the pre-booking group. */
export const PRE_BOOKING: readonly EstimateStatus[] = [
	"in_request",
	"in_confirm",
	"in_nego",
	"confirm_nego",
	"deny_nego",
];
/** Spec section 4: "a pre-confirm group excludes in_confirm". */
export const PRE_CONFIRM: readonly EstimateStatus[] = ["in_request", "in_nego", "confirm_nego", "deny_nego"];
/** Statuses a customer may still book from: a priced quote that is not being negotiated. */
export const BOOKABLE: readonly EstimateStatus[] = ["in_confirm", "confirm_nego", "deny_nego"];
/** Booked and later, until it ends: cancellable by the customer or staff ("after confirmation"). */
export const CANCELLABLE: readonly EstimateStatus[] = ["booked", "wait_schedule"];
/** A customer may delete a quote only before booking (spec section 8: delete failure otherwise). */
export const DELETABLE: readonly EstimateStatus[] = [
	"in_request",
	"in_confirm",
	"confirm_nego",
	"deny_nego",
	"cancelled",
];

/** Staff owe the customer a price typed by hand (the manual quote desk's queue, spec section 8). */
export const AWAITING_PRICE: readonly EstimateStatus[] = ["in_request"];
/** Staff owe the customer an answer to a discount request (the negotiation desk's queue). */
export const AWAITING_DISCOUNT_DECISION: readonly EstimateStatus[] = ["in_nego"];
/** Staff owe the customer a confirmation of the booking (the booking desk's queue). */
export const AWAITING_BOOKING_CONFIRMATION: readonly EstimateStatus[] = ["booked"];

// The status facts, by name: loaders, server modules and desks ask these instead of keeping their own
// lists or comparing with a status literal, so a new status is handled here once.

/** Before booking (spec section 4's pre-booking group): the document number is still a Q number. */
export function isPreBooking(status: EstimateStatus): boolean {
	return PRE_BOOKING.includes(status);
}

/**
 * Booked at some point: booked through finish, and a cancelled booking (only a booking can be
 * cancelled). Such an estimate has a booking's parties, cargo and discounts to show.
 */
export function wasBooked(status: EstimateStatus): boolean {
	return !isPreBooking(status);
}

/** A priced quote the customer may book now (not while a discount request is open). */
export function isBookable(status: EstimateStatus): boolean {
	return BOOKABLE.includes(status);
}

/** A booking the customer or staff may still cancel. */
export function isCancellable(status: EstimateStatus): boolean {
	return CANCELLABLE.includes(status);
}

export function isCancelled(status: EstimateStatus): boolean {
	return status === "cancelled";
}

/** A quote the customer may delete from the list. */
export function isDeletable(status: EstimateStatus): boolean {
	return DELETABLE.includes(status);
}

/** A quote under review by the customer, who may ask for a discount on it (once: in_confirm only). */
export function canRequestDiscount(status: EstimateStatus): boolean {
	return canTransition(status, "in_nego", "customer");
}

/** Open on the manual quote desk: waiting for staff to enter its price. */
export function isAwaitingPrice(status: EstimateStatus): boolean {
	return AWAITING_PRICE.includes(status);
}

/** Open on the negotiation desk: a discount request waiting for staff's answer. */
export function isAwaitingDiscountDecision(status: EstimateStatus): boolean {
	return AWAITING_DISCOUNT_DECISION.includes(status);
}

/** Open on the booking desk: booked by the customer, not yet confirmed or refused by staff. */
export function isAwaitingBookingConfirmation(status: EstimateStatus): boolean {
	return AWAITING_BOOKING_CONFIRMATION.includes(status);
}

/** A shipment: booked through finish; a cancelled booking never became one. */
export const SHIPMENT: readonly EstimateStatus[] = ["booked", "wait_schedule", "in_loading", "in_shipping", "finish"];
/** Staff may still save the schedule (the ETA moves while the vessel sails); not once delivered. */
export const SCHEDULE_EDITABLE: readonly EstimateStatus[] = ["booked", "wait_schedule", "in_loading", "in_shipping"];
/** The cargo has left: positions mean something (late carrier data after arrival is kept too). */
export const UNDERWAY_OR_DONE: readonly EstimateStatus[] = ["in_shipping", "finish"];

/** A booking that is (or was) moving cargo: it has a shipment page, a schedule and milestones. */
export function isShipment(status: EstimateStatus): boolean {
	return SHIPMENT.includes(status);
}

/** A shipment not yet complete: the staff list's "no update for N days" watch applies to it. */
export function isOpenShipment(status: EstimateStatus): boolean {
	return isShipment(status) && status !== "finish";
}

/** Staff may save (or confirm) this shipment's schedule. */
export function canEditSchedule(status: EstimateStatus): boolean {
	return SCHEDULE_EDITABLE.includes(status);
}

/** The cargo has not departed yet: the document deadline and the cargo closing still lie ahead of it. */
export function isBeforeDeparture(status: EstimateStatus): boolean {
	return isOpenShipment(status) && status !== "in_shipping";
}

/**
 * Positions may be recorded while the cargo is on its way (arrived included: in_shipping lasts until
 * delivery). A delivered shipment is done and takes no more.
 */
export function canRecordPosition(status: EstimateStatus): boolean {
	return status === "in_shipping";
}

/**
 * Where a new estimate starts: a quote priced by the engine goes to the customer for review
 * (in_confirm); one the engine could not price waits for staff to price it by hand (in_request).
 */
export function initialStatus(priced: boolean): EstimateStatus {
	return priced ? "in_confirm" : "in_request";
}

type Rule = { from: readonly EstimateStatus[]; to: EstimateStatus; by: readonly Actor[]; why: string };

/** Every allowed transition, with who may make it. */
export const TRANSITIONS: readonly Rule[] = [
	{ from: ["in_request"], to: "in_confirm", by: ["staff"], why: "staff entered the price of a manual quote" },
	{ from: ["in_confirm"], to: "in_nego", by: ["customer"], why: "discount requested" },
	{ from: ["in_nego"], to: "confirm_nego", by: ["staff"], why: "discount agreed" },
	{ from: ["in_nego"], to: "deny_nego", by: ["staff"], why: "discount denied" },
	{ from: BOOKABLE, to: "booked", by: ["customer"], why: "booked" },
	// spec section 4: conditions changed at booking time and no quote was found
	{ from: BOOKABLE, to: "in_request", by: ["system"], why: "no quote found at booking: back to awaiting quote" },
	{ from: ["booked"], to: "wait_schedule", by: ["staff"], why: "schedule pending" },
	{ from: ["booked", "wait_schedule"], to: "in_loading", by: ["staff"], why: "booking done, awaiting loading" },
	{ from: ["in_loading"], to: "in_shipping", by: ["staff", "system"], why: "vessel sailing" },
	{ from: ["in_shipping"], to: "finish", by: ["staff", "system"], why: "transport complete" },
	{ from: CANCELLABLE, to: "cancelled", by: ["customer", "staff"], why: "booking cancelled" },
];

// no constructor parameter properties: db/schema.ts imports this module under plain Node (type stripping)
export class TransitionError extends Error {
	readonly from: EstimateStatus;
	readonly to: EstimateStatus;
	readonly actor: Actor;
	constructor(from: EstimateStatus, to: EstimateStatus, actor: Actor) {
		super(`an estimate cannot go from ${from} to ${to} by ${actor}`);
		this.name = "TransitionError";
		this.from = from;
		this.to = to;
		this.actor = actor;
	}
}

export function canTransition(from: EstimateStatus, to: EstimateStatus, actor: Actor): boolean {
	return TRANSITIONS.some((r) => r.to === to && r.from.includes(from) && r.by.includes(actor));
}

/** The status after the change, or a TransitionError when the table does not allow it. */
export function transition(from: EstimateStatus, to: EstimateStatus, actor: Actor): EstimateStatus {
	if (!canTransition(from, to, actor)) throw new TransitionError(from, to, actor);
	return to;
}

/**
 * Document numbers (spec section 3): a stage prefix, then the month code and a 4-digit sequence that
 * restarts every month: Q2611-0001 is the first quote of November 2026. The body never changes; the
 * prefix follows the stage: Q at quote stage, B from booked through finish, V once paid. A month with
 * more than 9,999 quotes grows to 5 digits rather than wrap.
 */
export type Stage = "Q" | "B" | "V";

export function monthCode(date: Date): string {
	// Korean business months: the month in Seoul, not in UTC
	const day = seoulToday(date);
	return day.slice(2, 4) + day.slice(5, 7);
}

export function numberBody(month: string, sequence: number): string {
	if (!/^\d{4}$/.test(month)) throw new Error(`bad month code ${month}`);
	if (!Number.isInteger(sequence) || sequence < 1) throw new Error(`bad sequence ${sequence}`);
	return `${month}-${String(sequence).padStart(4, "0")}`;
}

export function stageOf(status: EstimateStatus, payment: "unpaid" | "check_payment" | "paid" | "refund"): Stage {
	// a refunded invoice was issued and paid: it keeps its V number (decision 042)
	if (payment === "paid" || payment === "refund") return "V";
	return isPreBooking(status) ? "Q" : "B";
}

export function documentNumber(
	body: string,
	status: EstimateStatus,
	payment: "unpaid" | "check_payment" | "paid" | "refund",
): string {
	return `${stageOf(status, payment)}${body}`;
}

/** Finds the body in a number typed by a person: "q2611-0001", "B2611-0001" or "2611-0001". */
export function parseDocumentNumber(text: string): string | null {
	const m = /^\s*[QBV]?(\d{4}-\d{4,5})\s*$/i.exec(text);
	return m ? (m[1] as string) : null;
}
