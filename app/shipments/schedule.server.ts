// Saving and confirming a shipment's schedule, staff only,
// exactly once per form. Confirming moves the lifecycle (spec section 4): from booked or wait_schedule
// to in_loading ("booking done"). A draft moves nothing (it is no answer to the booking: the booking
// desk's Confirm is) and tells nobody. Once confirmed, the schedule changes only by a confirmed change
// (decision 046), in every stage before delivery, and never moves the shipment back: a ship that sails
// stays in_shipping when its ETA moves. The ETA confirmed to the customer is kept (originalEta) so a
// later ETA shows as a slip. Every change writes the change log; the route follows the schedule.
import { eq } from "drizzle-orm";
import { asStaff } from "#app/auth/guard.server.ts";
import type { SessionUser } from "#app/auth/session.server.ts";
import { type EstimateStatus, TransitionError, canEditSchedule } from "#app/lifecycle/lifecycle.ts";
import { changeStatus, getEstimateFor } from "#app/quotes/estimates.server.ts";
import { exactlyOnceOr } from "#app/utils/once.server.ts";
import { fieldErrorMap } from "#app/utils/error-map.ts";
import { refuse } from "#app/utils/refusal.ts";
import type { Tx } from "#db/client.ts";
import { estimates, shipmentRoutes, shipmentSchedules } from "#db/schema.ts";
import { recordChange } from "./changes.server.ts";
import { type ScheduleInput, emptiedDeadlines, nextOriginalEta, portSequence, scheduleSchema } from "./schedule.ts";
import { routeOf, scheduleOf } from "./shipment.server.ts";

export const SCHEDULE_ONCE_PURPOSE = "shipment-schedule";

export function shipmentDeskPath(estimateId: string): string {
	return `/admin/shipments/${estimateId}`;
}

export type Refusal =
	/** the form's fields: translation keys by field */
	| { ok: false; reason: "invalid"; errors: Record<string, string[]> }
	/** the shipment's status does not allow this at all (delivered, cancelled, not booked) */
	| { ok: false; reason: "status"; status: EstimateStatus; message: string }
	/** the lifecycle refuses the move this would make */
	| { ok: false; reason: "transition"; from: EstimateStatus; to: EstimateStatus; message: string }
	/** the estimate changed meanwhile (another desk moved it): nothing stored */
	| { ok: false; reason: "raced" }
	/** a draft over a confirmed schedule: the customer was told it, so only a confirmed change may replace it */
	| { ok: false; reason: "confirmedChange" };

export type SaveOutcome = { ok: true; repeated: boolean; redirectTo: string; moved: EstimateStatus | null } | Refusal;

/** A zod error's issues as translation keys per field. */
export function fieldErrors(
	issues: readonly { path: readonly PropertyKey[]; message: string }[],
): Record<string, string[]> {
	return fieldErrorMap(issues);
}

/** The status now, inside the transaction (a form may be older than the last move). */
export function statusIn(tx: Tx, estimateId: string): EstimateStatus {
	return tx.select({ status: estimates.status }).from(estimates).where(eq(estimates.id, estimateId)).get()!.status;
}

/**
 * changeStatus by staff, with the lifecycle's refusal turned into a Refusal that names the move; false
 * when the estimate moved meanwhile.
 */
export function moveStatus(
	tx: Tx,
	estimate: { id: string; status: EstimateStatus },
	to: EstimateStatus,
	userId: string,
	note: string,
): boolean {
	try {
		return changeStatus(tx, estimate, to, "staff", userId, {}, note);
	} catch (error) {
		if (error instanceof TransitionError)
			refuse<Refusal>({ ok: false, reason: "transition", from: estimate.status, to, message: error.message });
		throw error;
	}
}

/**
 * The move a save makes from `status`, or null. Only a first confirmation moves (booked or
 * wait_schedule -> in_loading); a change to a confirmed schedule leaves in_loading and in_shipping
 * where they are (it asked in_shipping -> in_loading before, which the lifecycle refused).
 */
export function moveFor(status: EstimateStatus, confirm: boolean): EstimateStatus | null {
	return confirm && (status === "booked" || status === "wait_schedule") ? "in_loading" : null;
}

/**
 * Saves the schedule of a booked estimate (a draft, or confirmed with `confirm`), with the form's
 * one-time key. Refusals store nothing: invalid fields, a status that allows no schedule, a move the
 * lifecycle refuses (confirming a shipment that already sails), a status changed meanwhile.
 */
export function saveSchedule(
	user: SessionUser,
	estimateId: string,
	input: Record<string, unknown>,
	options: { onceKey: string; confirm: boolean; now?: Date },
): SaveOutcome {
	const estimate = getEstimateFor(user, estimateId);
	asStaff(user);
	const parsed = scheduleSchema(estimate.mode, estimate).safeParse(input);
	if (!parsed.success) return { ok: false, reason: "invalid", errors: fieldErrors(parsed.error.issues) };
	const values: ScheduleInput = parsed.data;
	// a confirmed schedule's deadlines can be moved, not emptied (decision 052)
	const emptied = emptiedDeadlines(scheduleOf(estimateId), values);
	if (Object.keys(emptied).length > 0) return { ok: false, reason: "invalid", errors: emptied };
	const now = options.now ?? new Date();
	const done = exactlyOnceOr<EstimateStatus | null, Refusal>(options.onceKey, SCHEDULE_ONCE_PURPOSE, (tx) => {
		const status = statusIn(tx, estimateId);
		if (!canEditSchedule(status))
			refuse<Refusal>({
				ok: false,
				reason: "status",
				status,
				message: `the schedule of a shipment in ${status} cannot be changed`,
			});
		if (!options.confirm && scheduleOf(estimateId)?.confirmedAt)
			refuse<Refusal>({ ok: false, reason: "confirmedChange" });
		const to = moveFor(status, options.confirm);
		if (to) {
			const note = options.confirm ? "schedule confirmed" : "schedule saved";
			if (!moveStatus(tx, { id: estimateId, status }, to, user.id, note))
				refuse<Refusal>({ ok: false, reason: "raced" });
		}
		writeSchedule(tx, user, estimate, values, options.confirm, now);
		return { redirectTo: shipmentDeskPath(estimateId), value: to };
	});
	if (!done.ok) return done.refused;
	return done.repeated
		? { ok: true, repeated: true, redirectTo: done.redirectTo, moved: null }
		: { ok: true, repeated: false, redirectTo: done.redirectTo, moved: done.value ?? null };
}

function writeSchedule(
	tx: Tx,
	user: SessionUser,
	estimate: { id: string; companyId: string; origin: string; destination: string },
	values: ScheduleInput,
	confirm: boolean,
	now: Date,
): void {
	const before = scheduleOf(estimate.id);
	const confirmed = before?.confirmedAt != null;
	const originalEta = nextOriginalEta(before ? { originalEta: before.originalEta, confirmed } : null, values.eta);
	const columns = {
		...values,
		originalEta,
		// a confirmation after the first keeps its first time and person
		confirmedAt: confirm && !confirmed ? now : (before?.confirmedAt ?? null),
		confirmedBy: confirm && !confirmed ? user.id : (before?.confirmedBy ?? null),
	};
	if (before)
		tx.update(shipmentSchedules)
			.set({ ...columns, updatedBy: user.id, updatedAt: now })
			.where(eq(shipmentSchedules.estimateId, estimate.id))
			.run();
	else
		tx.insert(shipmentSchedules)
			.values({
				...columns,
				estimateId: estimate.id,
				companyId: estimate.companyId,
				createdBy: user.id,
				createdAt: now,
			})
			.run();
	recordChange(tx, {
		estimateId: estimate.id,
		kind: "schedule",
		rowId: estimate.id,
		before,
		after: scheduleOf(estimate.id),
		userId: user.id,
	});

	const ports = portSequence(estimate, values);
	const route = routeOf(estimate.id);
	if (route && JSON.stringify(route.ports) === JSON.stringify(ports)) return;
	// new ports: the old geometry no longer fits; the map computes it again
	const row = { ports: JSON.stringify(ports), geometry: null, distanceNm: null, updatedBy: user.id, updatedAt: now };
	tx.insert(shipmentRoutes)
		.values({ estimateId: estimate.id, ...row })
		.onConflictDoUpdate({ target: shipmentRoutes.estimateId, set: row })
		.run();
	recordChange(tx, {
		estimateId: estimate.id,
		kind: "route",
		rowId: estimate.id,
		before: route,
		after: routeOf(estimate.id),
		userId: user.id,
	});
}
