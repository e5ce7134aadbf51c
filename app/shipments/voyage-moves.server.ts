// The voyage's status moves on the shipment desk: departure (in_loading ->
// in_shipping), arrival (an actual `arrived` milestone while in_shipping: the status has no "arrived"
// of its own) and delivery (in_shipping -> finish). Staff only, exactly once per form, through the
// lifecycle (a move it refuses stores nothing and answers a Refusal naming the move). Each move writes
// its milestone with the actual time, so the change log and the customer's timeline both hold it.
import { and, eq, inArray, isNotNull } from "drizzle-orm";
import { asStaff } from "#app/auth/guard.server.ts";
import { z } from "zod";
import { lineText } from "#app/text/free-text-schema.ts";
import type { SessionUser } from "#app/auth/session.server.ts";
import { getEstimateFor } from "#app/quotes/estimates.server.ts";
import { exactlyOnceOr } from "#app/utils/once.server.ts";
import { refuse } from "#app/utils/refusal.ts";
import type { Tx } from "#db/client.ts";
import { estimates, shipmentMilestones, shipmentSchedules } from "#db/schema.ts";
import type { MilestoneCode } from "./codes/codes.ts";
import { type DateFacts, type DateFinding, type DateWarning, judgeVoyageMove } from "./date-rules.ts";
import { CARGO_HANDED_OVER } from "./stages.ts";
import { moment } from "./moment-field.ts";
import { isTooFarAhead } from "./moments.ts";
import { type Refusal, fieldErrors, moveStatus, shipmentDeskPath, statusIn } from "./schedule.server.ts";
import { insertMilestone } from "./tracking.server.ts";

const E = "shipments.errors.";

export const VOYAGE_MOVES = ["depart", "arrive", "deliver"] as const;
export type VoyageMove = (typeof VOYAGE_MOVES)[number];

export const MOVE_ONCE_PURPOSE: Record<VoyageMove, string> = {
	depart: "shipment-departure",
	arrive: "shipment-arrival",
	deliver: "shipment-delivery",
};

/** The milestone each move records. */
const MILESTONE: Record<VoyageMove, MilestoneCode> = { depart: "departed", arrive: "arrived", deliver: "delivered" };

/** When it happened (Seoul's wall clock from a datetime-local) and where: not in the future. */
export function voyageMoveSchema(now: Date) {
	return z
		.object({
			at: moment(E + "moment"),
			place: z.preprocess(
				(v) => (typeof v === "string" && v.trim() === "" ? null : v),
				lineText()
					.max(120, E + "tooLong")
					.nullable()
					.default(null),
			),
		})
		.superRefine((m, ctx) => {
			if (!m.at) ctx.addIssue({ code: "custom", path: ["at"], message: E + "momentRequired" });
			else if (isTooFarAhead(m.at, now)) ctx.addIssue({ code: "custom", path: ["at"], message: E + "actualInFuture" });
		})
		.transform((m) => ({ ...m, at: m.at as Date }));
}

export type MoveRefusal =
	| Refusal
	| { ok: false; reason: "alreadyArrived" }
	/** possible but unusual dates (date-rules.ts): stored only once staff accept them */
	| { ok: false; reason: "dateWarnings"; warnings: DateFinding<DateWarning>[] };
export type MoveOutcome =
	{ ok: true; repeated: boolean; redirectTo: string; at: Date | null; arrivedBefore: boolean } | MoveRefusal;

/** The earliest actual time of these milestones, or null. */
function firstActual(tx: Tx, estimateId: string, codes: readonly MilestoneCode[]): Date | null {
	const rows = tx
		.select({ at: shipmentMilestones.actualAt })
		.from(shipmentMilestones)
		.where(
			and(
				eq(shipmentMilestones.estimateId, estimateId),
				inArray(shipmentMilestones.code, [...codes]),
				isNotNull(shipmentMilestones.actualAt),
			),
		)
		.all();
	let first: Date | null = null;
	for (const r of rows) if (r.at && (!first || r.at < first)) first = r.at;
	return first;
}

/** What the date rules compare a move with, as stored now (inside the move's transaction). */
function dateFactsIn(tx: Tx, estimateId: string): DateFacts {
	const e = tx
		.select({ shipDate: estimates.shipDate, readyDate: estimates.readyDate })
		.from(estimates)
		.where(eq(estimates.id, estimateId))
		.get();
	const s = tx
		.select({ etd: shipmentSchedules.etd, eta: shipmentSchedules.eta })
		.from(shipmentSchedules)
		.where(eq(shipmentSchedules.estimateId, estimateId))
		.get();
	return {
		cargoReady: e?.shipDate ?? e?.readyDate ?? null,
		schedule: s ?? null,
		handedOverAt: firstActual(tx, estimateId, CARGO_HANDED_OVER),
		departedAt: firstActual(tx, estimateId, ["departed"]),
		arrivedAt: firstActual(tx, estimateId, ["arrived"]),
	};
}

function hasActualArrival(tx: Tx, estimateId: string): boolean {
	return (
		tx
			.select({ id: shipmentMilestones.id })
			.from(shipmentMilestones)
			.where(
				and(
					eq(shipmentMilestones.estimateId, estimateId),
					eq(shipmentMilestones.code, "arrived"),
					isNotNull(shipmentMilestones.actualAt),
				),
			)
			.get() !== undefined
	);
}

/**
 * Records a departure, an arrival or a delivery with the form's one-time key. Refusals store nothing:
 * invalid fields, a move the lifecycle refuses (departing a shipment whose schedule is not confirmed,
 * delivering one that has not sailed), an arrival outside in_shipping or recorded already, a status
 * changed meanwhile. `arrivedBefore` tells a delivery whether the arrival had been recorded (and mailed).
 */
export function recordVoyageMove(
	user: SessionUser,
	estimateId: string,
	move: VoyageMove,
	input: Record<string, unknown>,
	options: { onceKey: string; now?: Date; acceptWarnings?: boolean },
): MoveOutcome {
	getEstimateFor(user, estimateId);
	asStaff(user);
	const parsed = voyageMoveSchema(options.now ?? new Date()).safeParse(input);
	if (!parsed.success) return { ok: false, reason: "invalid", errors: fieldErrors(parsed.error.issues) };
	const { at, place } = parsed.data;
	const done = exactlyOnceOr<{ arrivedBefore: boolean }, MoveRefusal>(
		options.onceKey,
		MOVE_ONCE_PURPOSE[move],
		(tx) => {
			const status = statusIn(tx, estimateId);
			const arrivedBefore = hasActualArrival(tx, estimateId);
			if (move === "arrive") {
				// no status move: the lifecycle's in_shipping lasts until delivery
				if (status !== "in_shipping")
					refuse<MoveRefusal>({
						ok: false,
						reason: "status",
						status,
						message: `a shipment in ${status} cannot arrive`,
					});
				if (arrivedBefore) refuse<MoveRefusal>({ ok: false, reason: "alreadyArrived" });
			} else {
				const to = move === "depart" ? "in_shipping" : "finish";
				if (!moveStatus(tx, { id: estimateId, status }, to, user.id, move === "depart" ? "departed" : "delivered"))
					refuse<MoveRefusal>({ ok: false, reason: "raced" });
			}
			// dates that cannot be true are the time field's error; unusual ones wait for staff's yes (the status move above rolls back with them)
			const judged = judgeVoyageMove(move, at, dateFactsIn(tx, estimateId));
			if (judged.refusals.length > 0)
				refuse<MoveRefusal>({
					ok: false,
					reason: "invalid",
					errors: { at: judged.refusals.map((r) => `shipments.dateRules.${r.key}`) },
				});
			if (judged.warnings.length > 0 && !options.acceptWarnings)
				refuse<MoveRefusal>({ ok: false, reason: "dateWarnings", warnings: judged.warnings });
			insertMilestone(
				tx,
				estimateId,
				{ code: MILESTONE[move], place, plannedAt: null, actualAt: at, note: null },
				user.id,
			);
			return { redirectTo: shipmentDeskPath(estimateId), value: { arrivedBefore } };
		},
	);
	if (!done.ok) return done.refused;
	if (done.repeated) return { ok: true, repeated: true, redirectTo: done.redirectTo, at: null, arrivedBefore: true };
	return { ok: true, repeated: false, redirectTo: done.redirectTo, at, arrivedBefore: done.value.arrivedBefore };
}
