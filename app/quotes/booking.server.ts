// Booking and its cancellation (spec sections 3, 4 and 5). A booking re-checks the
// price, judges the chosen coupons, adds the pre-booking discount and stores everything, with the
// form's one-time key, in ONE transaction: a double submit books once, and a refusal stores nothing.
import { and, eq, inArray } from "drizzle-orm";
import { asCustomer } from "#app/auth/guard.server.ts";
import type { SessionUser } from "#app/auth/session.server.ts";
import { nextCouponStatus } from "#app/coupons/rules.ts";
import { priceFromDb } from "#app/pricing/store/rate-set.server.ts";
import { exactlyOnceOr, onceResult } from "#app/utils/once.server.ts";
import { refuse } from "#app/utils/refusal.ts";
import { type Tx, getDb } from "#db/client.ts";
import { isStaff } from "#db/roles.ts";
import { bookingDetails, userCoupons } from "#db/schema.ts";
import { seoulToday } from "#app/calendar/calendar.ts";
import {
	type BookingCouponRefusal,
	type BookingForm,
	bookingDetailsOf,
	canBook,
	hasTrucking,
	priceBooking,
	repriceForIncoterms,
} from "./booking.ts";
import { userCouponsByIds } from "#app/coupons/coupons.server.ts";
import { type Estimate, changeStatus, getEstimateFor, optionColumns } from "./estimates.server.ts";
import { isCancellable } from "#app/lifecycle/lifecycle.ts";
import { mailBookingEvent } from "./booking-mail.server.ts";

export const BOOKING_ONCE_PURPOSE = "booking";

export function bookingDonePath(estimateId: string): string {
	return `/mypage/estimate/${estimateId}/booking/done`;
}

export type CouponRefusalReport = { id: string; number: string | null; reason: BookingCouponRefusal };

export type BookOutcome =
	| { ok: true; path: string; repeated: boolean }
	/** spec section 8: the quote was not found at booking time; the estimate is awaiting a quote again */
	| { ok: false; reason: "requoted" }
	| { ok: false; reason: "coupons"; refusals: CouponRefusalReport[] }
	/**
	 * the Incoterm chosen at booking changes the total and the form did not carry that new total: nothing
	 * is stored; the customer sees the new total and confirms it by sending the form again
	 */
	| { ok: false; reason: "repriced"; totalKrw: number; totalUsd: number }
	/** not (or no longer) in a bookable status, e.g. booked meanwhile from another tab */
	| { ok: false; reason: "not_bookable" };

/**
 * Is the quote still there? An automatic quote is priced again from today's rates for its stored
 * request and must yield the same option (same rate rows). A quote priced by hand by staff (it has a
 * manual reason) cannot be re-priced by the engine; it stands while it is valid.
 */
function quoteStillFound(estimate: Estimate, today: string): boolean {
	if (!estimate.option) return false;
	if (estimate.manualReason) return estimate.validUntil === null || estimate.validUntil >= today;
	const result = priceFromDb(estimate.request);
	return result.ok && result.options.some((o) => o.id === estimate.option?.id);
}

/** Books an estimate of the user's company for the user (a customer; staff cannot book). */
export function book(
	user: SessionUser,
	estimateId: string,
	form: BookingForm & { onceKey: string },
	now: Date = new Date(),
): BookOutcome {
	const estimate = getEstimateFor(user, estimateId);
	// a customer's act: staff reach a booking only to cancel it (403)
	asCustomer(user);
	// a double submit is answered before anything is judged: the first booking moved the estimate on,
	// and a vanished quote's revert below (which commits on its own) must not run for a repeat
	const repeated = onceResult(form.onceKey, BOOKING_ONCE_PURPOSE);
	if (repeated) return { ok: true, path: repeated, repeated: true };
	if (!canBook(estimate)) return { ok: false, reason: "not_bookable" };

	const today = seoulToday(now);
	if (!quoteStillFound(estimate, today)) {
		// spec section 4: the status reverts to awaiting quote, and nothing else changes
		const moved = getDb().transaction(
			(tx) => changeStatus(tx, estimate, "in_request", "system", user.id, {}, "no quote found at booking"),
			{
				behavior: "immediate",
			},
		);
		return moved ? { ok: false, reason: "requoted" } : { ok: false, reason: "not_bookable" };
	}

	// an Incoterm chosen or changed at booking: the same lines and exchange rate, other groups counted;
	// a new total must have been shown to the customer before it is booked
	const repriced = repriceForIncoterms(estimate, form.incoterms);
	if (
		repriced.changed &&
		repriced.option.totals.KRW !== estimate.totalKrw &&
		form.seenTotalKrw !== repriced.option.totals.KRW
	)
		return {
			ok: false,
			reason: "repriced",
			totalKrw: repriced.option.totals.KRW,
			totalUsd: repriced.option.totals.USD,
		};
	const totalKrw = repriced.option ? repriced.option.totals.KRW : estimate.totalKrw;
	const trucking = hasTrucking(estimate);

	// the chosen coupons: only the user's own; the stricter rule: one refusal refuses the booking
	const chosen = userCouponsByIds(user.id, form.coupons);
	const found = new Set(chosen.map((c) => c.userCoupon.id));
	const unknown: CouponRefusalReport[] = [...new Set(form.coupons)]
		.filter((id) => !found.has(id))
		.map((id) => ({ id, number: null, reason: "unknown" }));
	// keep the customer's order (applyCoupons takes them in the order given)
	const ordered = form.coupons.flatMap((id) => chosen.filter((c) => c.userCoupon.id === id));
	const price = priceBooking({
		totalKrw,
		coupons: ordered.map((c) => c.userCoupon),
		prebooking: form.prebooking,
		shipDate: form.shipDate,
		today,
		now,
	});
	const numberOf = new Map(chosen.map((c) => [c.userCoupon.id, c.number]));
	const refusals = [
		...unknown,
		...price.coupons.refused.map((r) => ({
			id: r.userCoupon.id,
			number: numberOf.get(r.userCoupon.id) ?? null,
			reason: r.reason,
		})),
	];
	if (refusals.length > 0) return { ok: false, reason: "coupons", refusals };

	const path = bookingDonePath(estimate.id);
	// a status or a coupon that another request moved meanwhile refuses the booking: nothing is stored
	const done = exactlyOnceOr<undefined, "not_bookable">(form.onceKey, BOOKING_ONCE_PURPOSE, (tx) => {
		const moved = changeStatus(tx, estimate, "booked", "customer", user.id, {
			...(repriced.changed
				? {
						...optionColumns(repriced.option),
						request: JSON.stringify({ ...estimate.request, incoterms: form.incoterms }),
					}
				: {}),
			shipDate: form.shipDate,
			incoterms: form.incoterms ?? null,
			wantsClearance: form.wantsClearance,
			wantsInsurance: form.wantsInsurance,
			prebooking: form.prebooking,
			bookingComment: form.comment ?? null,
			couponDiscountKrw: price.couponDiscountKrw,
			prebookingDiscountKrw: price.prebookingDiscountKrw,
			totalWithCouponKrw: price.totalWithCouponKrw,
			bookedAt: now,
		});
		if (!moved) refuse("not_bookable");
		const details = { ...bookingDetailsOf(form, trucking), updatedAt: now };
		tx.insert(bookingDetails)
			.values({ estimateId: estimate.id, ...details })
			.onConflictDoUpdate({ target: bookingDetails.estimateId, set: details })
			.run();
		for (const { userCoupon } of price.coupons.accepted) {
			// chosen (inuse) and used by this booking in the same write; the status condition makes
			// a coupon that another booking took meanwhile abort this one
			const used = nextCouponStatus(nextCouponStatus(userCoupon.status, "choose"), "complete");
			const result = tx
				.update(userCoupons)
				.set({ status: used, estimateId: estimate.id, updatedAt: now })
				.where(
					and(
						eq(userCoupons.id, userCoupon.id),
						eq(userCoupons.userId, user.id),
						eq(userCoupons.status, userCoupon.status),
					),
				)
				.run();
			if (result.changes !== 1) refuse("not_bookable");
		}
		return { redirectTo: path };
	});
	return done.ok ? { ok: true, path: done.redirectTo, repeated: done.repeated } : { ok: false, reason: done.refused };
}

/** The parties and cargo stored with an estimate's booking, or null before booking. */
export function bookingDetailsFor(estimateId: string) {
	return getDb().select().from(bookingDetails).where(eq(bookingDetails.estimateId, estimateId)).get() ?? null;
}

export type CancelOutcome = { ok: true } | { ok: false; reason: "not_cancellable" };

/**
 * The coupons a booking holds (chosen or used) are available again, inside the caller's transaction:
 * a cancelled or refused booking gives them back.
 */
export function releaseCoupons(tx: Tx, estimateId: string, now: Date): void {
	const held = tx
		.select()
		.from(userCoupons)
		.where(and(eq(userCoupons.estimateId, estimateId), inArray(userCoupons.status, ["inuse", "used"])))
		.all();
	for (const uc of held)
		tx.update(userCoupons)
			.set({ status: nextCouponStatus(uc.status, "cancel"), estimateId: null, updatedAt: now })
			.where(eq(userCoupons.id, uc.id))
			.run();
}

/**
 * Cancels a booking (spec section 4: "booking can be cancelled after confirmation"): a customer of the
 * estimate's company or staff. The coupons the booking used are available again.
 */
export function cancelBooking(user: SessionUser, estimateId: string, now: Date = new Date()): CancelOutcome {
	const estimate = getEstimateFor(user, estimateId);
	const actor = isStaff(user.role) ? "staff" : "customer";
	if (!isCancellable(estimate.status)) return { ok: false, reason: "not_cancellable" };
	const done = getDb().transaction(
		(tx) => {
			if (!changeStatus(tx, estimate, "cancelled", actor, user.id)) return false;
			releaseCoupons(tx, estimate.id, now);
			return true;
		},
		{ behavior: "immediate" },
	);
	return done ? { ok: true } : { ok: false, reason: "not_cancellable" };
}

// The routes call these: the change, then (after its commit, only the first time) the mails to the
// customer and the staff on duty (decision 014). The mails never undo or fail the change.

/** book(), then the "booked" mails when this submission booked (not for a repeat or a refusal). */
export async function bookAndTell(
	user: SessionUser,
	estimateId: string,
	form: BookingForm & { onceKey: string },
	origin: string,
	now: Date = new Date(),
): Promise<BookOutcome> {
	const outcome = book(user, estimateId, form, now);
	if (outcome.ok && !outcome.repeated) await mailBookingEvent(estimateId, "booked", origin);
	return outcome;
}

/** cancelBooking(), then the "cancelled" mails when it cancelled. */
export async function cancelAndTell(
	user: SessionUser,
	estimateId: string,
	origin: string,
	now: Date = new Date(),
): Promise<CancelOutcome> {
	const outcome = cancelBooking(user, estimateId, now);
	if (outcome.ok) await mailBookingEvent(estimateId, "cancelled", origin);
	return outcome;
}
