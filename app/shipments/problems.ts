// The delay rule and the staff list's problem flags, as pure functions of the data
// and "now", so the list, the desk, the customer's delay flag and the slip mail agree on one reading.
import { type IsoDate, daysBetween, seoulToday } from "#app/calendar/calendar.ts";
import { type EstimateStatus, isBeforeDeparture, isOpenShipment } from "#app/lifecycle/lifecycle.ts";

/** A slip of this many days or more against the confirmed ETA is a delay ("by a day or more"). */
export const DELAY_THRESHOLD_DAYS = 1;

/** Days the ETA moved later than the ETA confirmed to the customer (0 when on time or earlier). */
export function etaSlipDays(originalEta: IsoDate, eta: IsoDate): number {
	return Math.max(0, daysBetween(originalEta, eta));
}

/** The delay flag: the ETA slipped by a day or more. */
export function isDelayed(originalEta: IsoDate, eta: IsoDate): boolean {
	return etaSlipDays(originalEta, eta) >= DELAY_THRESHOLD_DAYS;
}

/**
 * The delay the pages flag: the slip of a shipment not yet delivered. A delivered
 * shipment reads as done: its late ETA is history, not "3 days late" in red. Null before a schedule.
 */
export function shipmentDelay(
	status: EstimateStatus,
	schedule: { originalEta: IsoDate; eta: IsoDate } | null,
): { days: number; delayed: boolean } | null {
	if (!schedule) return null;
	if (!isOpenShipment(status)) return { days: 0, delayed: false };
	const days = etaSlipDays(schedule.originalEta, schedule.eta);
	return { days, delayed: days >= DELAY_THRESHOLD_DAYS };
}

export const SHIPMENT_PROBLEMS = ["eta_slipped", "stale", "deadline_near"] as const;
export type ShipmentProblem = (typeof SHIPMENT_PROBLEMS)[number];

/** The watch windows; staff may pick others on the list, these are the defaults. */
export type ProblemWindows = { staleDays: number; deadlineDays: number };
export const DEFAULT_WINDOWS: ProblemWindows = { staleDays: 3, deadlineDays: 2 };

export type ProblemFacts = {
	status: EstimateStatus;
	/** null before a schedule was saved */
	schedule: { eta: IsoDate; originalEta: IsoDate; documentDeadline: IsoDate | null } | null;
	/** the newest of: booking, schedule change, milestone, position */
	lastUpdateAt: Date;
};

/**
 * Days since the last update, counted in Seoul calendar days (a Friday evening's update is not "stale"
 * on Monday morning by hours but by days, as staff count them).
 */
export function daysSinceUpdate(lastUpdateAt: Date, now: Date): number {
	return daysBetween(seoulToday(lastUpdateAt), seoulToday(now));
}

/**
 * The problems of one shipment now:
 * - eta_slipped: the ETA is a day or more later than the confirmed one (until delivered: a slip stays
 *   visible on a finished shipment's page, but the list watches open shipments);
 * - stale: an open shipment with no update for `staleDays` days or more;
 * - deadline_near: not departed, and the document deadline is within `deadlineDays` days or has passed
 *   (a passed deadline before departure is the more urgent case, not a cleared one).
 */
export function shipmentProblems(
	facts: ProblemFacts,
	now: Date,
	windows: ProblemWindows = DEFAULT_WINDOWS,
): ShipmentProblem[] {
	const problems: ShipmentProblem[] = [];
	if (!isOpenShipment(facts.status)) return problems;
	const { schedule } = facts;
	if (schedule && isDelayed(schedule.originalEta, schedule.eta)) problems.push("eta_slipped");
	if (daysSinceUpdate(facts.lastUpdateAt, now) >= windows.staleDays) problems.push("stale");
	if (
		schedule?.documentDeadline &&
		isBeforeDeparture(facts.status) &&
		daysBetween(seoulToday(now), schedule.documentDeadline) <= windows.deadlineDays
	)
		problems.push("deadline_near");
	return problems;
}
