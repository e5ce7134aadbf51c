// The customer's shipment mails: the schedule confirmed, the cargo departed, the ETA
// slipped by a day or more, the cargo arrived; each in the customer's language with a link to
// /mypage/shipment/:id. The desk's actions call these after their change committed: a mail failure is
// logged and never undoes the change. The customer is the one who booked (a colleague may book a quote
// someone else made), else the quote's owner, as for the booking mails.
import { and, count, eq, isNotNull } from "drizzle-orm";
import { type IsoDate } from "#app/calendar/calendar.ts";
import { formatCalendarDate, formatDateTime } from "#app/i18n/format.ts";
import { sendMail } from "#app/mail/mail.server.ts";
import type { ShipmentEvent } from "#app/mail/templates/shipment.ts";
import { routeLabel } from "#app/places/places.server.ts";
import type { EstimateStatus } from "#app/lifecycle/lifecycle.ts";
import { bookingCustomer, mailBookingEvent } from "#app/quotes/booking-mail.server.ts";
import { estimateHistory, toEstimate } from "#app/quotes/estimates.server.ts";
import { getDb } from "#db/client.ts";
import { estimates, shipmentMilestones } from "#db/schema.ts";
import { DELAY_THRESHOLD_DAYS, etaSlipDays } from "./problems.ts";
import { type ScheduleRow, scheduleOf } from "./shipment.server.ts";
import { logger } from "#app/observability/logger.server.ts";
import { pushShipmentEvent } from "#app/push/notify.server.ts";

export function customerShipmentPath(estimateId: string): string {
	return `/mypage/shipment/${estimateId}`;
}

/**
 * The slip a schedule save tells the customer of, in days (0: no mail). The customer was shown an ETA
 * once the schedule was confirmed (its confirmation mail, then each slip's mail); a later ETA by a day
 * or more against the ETA of the last confirmed save is a slip. A draft's ETA was never told, and an
 * earlier ETA is good news, not a delay.
 */
export function slipToMail(previous: { eta: IsoDate; confirmed: boolean } | null, next: { eta: IsoDate }): number {
	if (!previous?.confirmed) return 0;
	const days = etaSlipDays(previous.eta, next.eta);
	return days >= DELAY_THRESHOLD_DAYS ? days : 0;
}

/** The shipment's customer is the booking's (booking-mail.server.ts decides who that is). */
const customerOf = bookingCustomer;

function transportOf(schedule: ScheduleRow | null): string {
	if (!schedule) return "";
	const craft = schedule.flightNumber ?? [schedule.vessel, schedule.voyage].filter(Boolean).join(" ");
	return [schedule.carrier, craft].filter(Boolean).join(" · ");
}

export type ShipmentMailFacts = {
	/** when it happened (departed, arrived) */
	at?: Date | null;
	place?: string | null;
	/** the ETA told before a slip, and the slip's days */
	previousEta?: IsoDate | null;
	days?: number;
};

/** Sends one shipment mail to the customer; never throws (a failure is logged). */
export async function mailShipmentEvent(
	estimateId: string,
	event: ShipmentEvent,
	origin: string,
	facts: ShipmentMailFacts = {},
): Promise<void> {
	try {
		const row = getDb().select().from(estimates).where(eq(estimates.id, estimateId)).get();
		if (!row) return;
		const estimate = toEstimate(row);
		const customer = customerOf(estimate.id, estimate.userId);
		if (!customer) return;
		const schedule = scheduleOf(estimate.id);
		const date = (iso: IsoDate | null | undefined) => (iso ? formatCalendarDate(iso, customer.locale) : "");
		await sendMail({
			to: customer.email,
			template: "shipmentCustomer",
			locale: customer.locale,
			vars: {
				name: customer.name,
				number: estimate.number,
				event,
				route: routeLabel(estimate.origin, estimate.destination, customer.locale),
				transport: transportOf(schedule),
				etd: date(schedule?.etd),
				eta: date(schedule?.eta),
				previousEta: date(facts.previousEta),
				days: facts.days ?? 0,
				date: facts.at ? formatDateTime(facts.at, customer.locale) : "",
				place: facts.place ?? "",
				link: `${origin}${customerShipmentPath(estimate.id)}`,
			},
		});
	} catch (error) {
		logger.error({ err: error }, `shipment ${event} mail failed`);
	}
	// the same milestone as a push to the quote owner's devices that opted in (decision 093)
	try {
		const row = getDb().select().from(estimates).where(eq(estimates.id, estimateId)).get();
		if (row) {
			const estimate = toEstimate(row);
			await pushShipmentEvent(estimate.userId, estimate, event);
		}
	} catch (error) {
		logger.warn({ err: error }, `shipment ${event} push failed`);
	}
}

/**
 * The mails a schedule save owes the customer, from the schedule before it and the move it made: the
 * booking-confirmed mail when the save took the estimate out of `booked` (decision 014 addendum: the
 * customer hears of a confirmation whichever desk made it), then the schedule's first confirmation, or
 * a slip of the ETA told before. Never throws.
 */
export async function mailScheduleSave(
	estimateId: string,
	before: ScheduleRow | null,
	moved: EstimateStatus | null,
	origin: string,
): Promise<void> {
	try {
		const after = scheduleOf(estimateId);
		if (!after) return;
		const last = estimateHistory(estimateId).at(-1);
		if (moved && last?.toStatus === moved && last.fromStatus === "booked")
			await mailBookingEvent(estimateId, "confirmed", origin);
		if (after.confirmedAt && !before?.confirmedAt)
			return await mailShipmentEvent(estimateId, "scheduleConfirmed", origin);
		const days = slipToMail(before ? { eta: before.eta, confirmed: before.confirmedAt !== null } : null, after);
		if (days > 0) await mailShipmentEvent(estimateId, "etaSlipped", origin, { previousEta: before!.eta, days });
	} catch (error) {
		logger.error({ err: error }, "schedule mails failed");
	}
}

/** An arrival recorded as a milestone: the customer hears of the first actual one only. */
export async function mailIfFirstArrival(
	estimateId: string,
	milestone: { code: string; actualAt: Date | null; place: string | null },
	origin: string,
): Promise<void> {
	if (milestone.code !== "arrived" || !milestone.actualAt) return;
	const arrivals = getDb()
		.select({ n: count() })
		.from(shipmentMilestones)
		.where(
			and(
				eq(shipmentMilestones.estimateId, estimateId),
				eq(shipmentMilestones.code, "arrived"),
				isNotNull(shipmentMilestones.actualAt),
			),
		)
		.get();
	if (arrivals?.n === 1)
		await mailShipmentEvent(estimateId, "arrived", origin, { at: milestone.actualAt, place: milestone.place });
}
