// Milestones and positions as staff record them (the tracking CSV import, tracking-import.server.ts,
// makes the same inserts with source "import"). Staff only; each with its change-log row in the same
// transaction. A milestone may be recorded at any shipment stage (planned ones ahead of time, late
// corrections after delivery); a position only once the cargo has left (in_shipping, finish).
import crypto from "node:crypto";
import { asStaff } from "#app/auth/guard.server.ts";
import { eq } from "drizzle-orm";
import type { SessionUser } from "#app/auth/session.server.ts";
import { canRecordPosition, isShipment } from "#app/lifecycle/lifecycle.ts";
import { getEstimateFor } from "#app/quotes/estimates.server.ts";
import { type OnceResult, exactlyOnceOr } from "#app/utils/once.server.ts";
import { refuse } from "#app/utils/refusal.ts";
import type { Tx } from "#db/client.ts";
import { shipmentMilestones, shipmentPositions } from "#db/schema.ts";
import { recordChange } from "./changes.server.ts";
import { type MilestoneInput, milestoneSchema } from "./milestones.ts";
import { type PositionInput, positionSchema } from "./positions.ts";
import { type Refusal, fieldErrors, shipmentDeskPath, statusIn } from "./schedule.server.ts";
import { scheduleOf } from "./shipment.server.ts";

export const MILESTONE_ONCE_PURPOSE = "shipment-milestone";
export const POSITION_ONCE_PURPOSE = "shipment-position";

export type AddOutcome<T> = { ok: true; repeated: boolean; redirectTo: string; id: T | null } | Refusal;

function answer<T>(done: OnceResult<T, Refusal>): AddOutcome<T> {
	if (!done.ok) return done.refused;
	return {
		ok: true,
		repeated: done.repeated,
		redirectTo: done.redirectTo,
		id: done.repeated ? null : (done.value ?? null),
	};
}

/** Stores one milestone inside the caller's transaction (the import's too); returns its id. */
export function insertMilestone(tx: Tx, estimateId: string, values: MilestoneInput, userId: string | null): string {
	const id = crypto.randomUUID();
	tx.insert(shipmentMilestones)
		.values({ id, estimateId, ...values, enteredBy: userId })
		.run();
	const after = tx.select().from(shipmentMilestones).where(eq(shipmentMilestones.id, id)).get()!;
	recordChange(tx, { estimateId, kind: "milestone", rowId: id, before: null, after, userId });
	return id;
}

/** Stores one position inside the caller's transaction (the import's too); returns its id. */
export function insertPosition(tx: Tx, estimateId: string, values: PositionInput, userId: string | null): number {
	const row = tx
		.insert(shipmentPositions)
		.values({ estimateId, ...values, enteredBy: userId })
		.returning()
		.get();
	recordChange(tx, { estimateId, kind: "position", rowId: String(row.id), before: null, after: row, userId });
	return row.id;
}

/** Adds a milestone to a shipment, with the form's one-time key. */
export function addMilestone(
	user: SessionUser,
	estimateId: string,
	input: Record<string, unknown>,
	options: { onceKey: string; now?: Date },
): AddOutcome<string> {
	getEstimateFor(user, estimateId);
	asStaff(user);
	const now = options.now ?? new Date();
	return answer(
		exactlyOnceOr<string, Refusal>(options.onceKey, MILESTONE_ONCE_PURPOSE, (tx) => {
			const status = statusIn(tx, estimateId);
			if (!isShipment(status))
				refuse<Refusal>({ ok: false, reason: "status", status, message: `a ${status} estimate is not a shipment` });
			const path = scheduleOf(estimateId)?.path ?? "direct";
			const parsed = milestoneSchema(path, now).safeParse(input);
			if (!parsed.success) refuse<Refusal>({ ok: false, reason: "invalid", errors: fieldErrors(parsed.error.issues) });
			return { redirectTo: shipmentDeskPath(estimateId), value: insertMilestone(tx, estimateId, parsed.data, user.id) };
		}),
	);
}

/** Adds a position to a shipment under way (or arrived), with the form's one-time key. */
export function addPosition(
	user: SessionUser,
	estimateId: string,
	input: Record<string, unknown>,
	options: { onceKey: string; now?: Date },
): AddOutcome<number> {
	getEstimateFor(user, estimateId);
	asStaff(user);
	const parsed = positionSchema(options.now ?? new Date()).safeParse(input);
	if (!parsed.success) return { ok: false, reason: "invalid", errors: fieldErrors(parsed.error.issues) };
	return answer(
		exactlyOnceOr<number, Refusal>(options.onceKey, POSITION_ONCE_PURPOSE, (tx) => {
			const status = statusIn(tx, estimateId);
			if (!canRecordPosition(status))
				refuse<Refusal>({
					ok: false,
					reason: "status",
					status,
					message: `a shipment in ${status} takes no position (not departed, or delivered)`,
				});
			return { redirectTo: shipmentDeskPath(estimateId), value: insertPosition(tx, estimateId, parsed.data, user.id) };
		}),
	);
}
