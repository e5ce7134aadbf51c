// The booking desk (decision 014): bookings waiting for staff (booked), the customers' recent
// cancellations, and the staff's decision on one booking. Confirming is the lifecycle's booked ->
// wait_schedule ("schedule pending", spec section 4); refusing is its booked -> cancelled by staff (the
// only way back out of booked the spec gives: "booking can be cancelled"), with the reason kept as the
// estimate_events row's note and the coupons given back. Both go through exactlyOnce with the form's
// one-time key; the mails go after the commit.
import { and, asc, eq, gte, inArray, isNull } from "drizzle-orm";
import type { SessionUser } from "#app/auth/session.server.ts";
import { bookingWaitingSince } from "#app/desk/queues.server.ts";
import {
	AWAITING_BOOKING_CONFIRMATION,
	canTransition,
	isAwaitingBookingConfirmation,
} from "#app/lifecycle/lifecycle.ts";
import { exactlyOnceOr } from "#app/utils/once.server.ts";
import { refuse } from "#app/utils/refusal.ts";
import { getDb, perConnection } from "#db/client.ts";
import { companies, estimateEvents, estimates } from "#db/schema.ts";
import { mailBookingEvent } from "./booking-mail.server.ts";
import { releaseCoupons } from "./booking.server.ts";
import { type Estimate, changeStatus, toEstimate } from "./estimates.server.ts";

export const BOOKING_DECISION_PURPOSE = "booking-decision";

/** How far back the desk lists the customers' cancellations. */
export const RECENT_CANCELLATION_DAYS = 7;

export type DeskBooking = { estimate: Estimate; company: string; since: Date };

// prepared once per connection: it has no parameters, and the desk opens it all day
const waitingBookings = perConnection((db) =>
	db
		.select({ estimate: estimates, company: companies.name, since: bookingWaitingSince })
		.from(estimates)
		.innerJoin(companies, eq(companies.id, estimates.companyId))
		.where(and(inArray(estimates.status, AWAITING_BOOKING_CONFIRMATION), isNull(estimates.deletedAt)))
		.orderBy(asc(bookingWaitingSince), asc(estimates.id))
		.prepare(),
);

/** Bookings waiting for staff, the longest wait first. */
export function listBookingsToConfirm(): DeskBooking[] {
	return waitingBookings()
		.all()
		.map((r) => ({ estimate: toEstimate(r.estimate), company: r.company, since: new Date(Number(r.since)) }));
}

/** Bookings a customer cancelled in the last days (a deleted one too: the carrier's space is the same), oldest first. */
export function listRecentCancellations(now: Date = new Date(), days = RECENT_CANCELLATION_DAYS): DeskBooking[] {
	return getDb()
		.select({ estimate: estimates, company: companies.name, since: estimateEvents.createdAt })
		.from(estimateEvents)
		.innerJoin(estimates, eq(estimates.id, estimateEvents.estimateId))
		.innerJoin(companies, eq(companies.id, estimates.companyId))
		.where(
			and(
				eq(estimateEvents.toStatus, "cancelled"),
				eq(estimateEvents.actor, "customer"),
				gte(estimateEvents.createdAt, new Date(now.getTime() - days * 86_400_000)),
			),
		)
		.orderBy(asc(estimateEvents.createdAt), asc(estimateEvents.id))
		.all()
		.map((r) => ({ estimate: toEstimate(r.estimate), company: r.company, since: r.since }));
}

/** An estimate's document number as shown now, or null for an unknown id. */
export function estimateNumber(id: string): string | null {
	const row = getDb().select().from(estimates).where(eq(estimates.id, id)).get();
	return row ? toEstimate(row).number : null;
}

export function bookingsPath(notice: "confirmed" | "refusedBooking", estimateId: string): string {
	return `/admin/bookings?done=${notice}&id=${encodeURIComponent(estimateId)}`;
}

export type BookingDecision = { decision: "confirm" } | { decision: "refuse"; reason: string };
export type DecisionOutcome = { ok: true; redirectTo: string; repeated: boolean } | { ok: false; reason: "notBooked" };

/**
 * Staff confirm or refuse a booking. Only from booked: a booking the customer cancelled meanwhile (or
 * another staff member decided) is refused with notBooked, and nothing changes.
 */
export async function decideBooking(input: {
	user: SessionUser;
	estimate: Estimate;
	decision: BookingDecision;
	onceKey: string;
	origin: string;
	now?: Date;
}): Promise<DecisionOutcome> {
	const { user, estimate, decision, onceKey } = input;
	const now = input.now ?? new Date();
	const confirm = decision.decision === "confirm";
	const to = confirm ? "wait_schedule" : "cancelled";
	const reason = decision.decision === "refuse" ? decision.reason : "";
	const done = exactlyOnceOr<undefined, "notBooked">(onceKey, BOOKING_DECISION_PURPOSE, (tx) => {
		if (!isAwaitingBookingConfirmation(estimate.status) || !canTransition(estimate.status, to, "staff"))
			refuse("notBooked");
		if (!changeStatus(tx, estimate, to, "staff", user.id, {}, confirm ? undefined : reason)) refuse("notBooked");
		if (!confirm) releaseCoupons(tx, estimate.id, now);
		return { redirectTo: bookingsPath(confirm ? "confirmed" : "refusedBooking", estimate.id) };
	});
	if (!done.ok) return { ok: false, reason: done.refused };
	const outcome: DecisionOutcome = { ok: true, redirectTo: done.redirectTo, repeated: done.repeated };
	if (!outcome.repeated) await mailBookingEvent(estimate.id, confirm ? "confirmed" : "refused", input.origin, reason);
	return outcome;
}
