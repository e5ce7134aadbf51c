// The shipment change log: every create or update of a schedule, milestone, position or route writes a
// row with who, when, and the row before and after as JSON (as rate_changes does for rates), inside
// the change's own transaction, so there is no change without its record.
import { eq } from "drizzle-orm";
import { type Tx, getDb } from "#db/client.ts";
import { shipmentChanges } from "#db/schema.ts";
import type { ShipmentChangeKind } from "./codes/codes.ts";

export type ChangeRecord = {
	estimateId: string;
	kind: ShipmentChangeKind;
	rowId: string;
	before: object | null;
	after: object | null;
	userId: string | null;
};

export function recordChange(tx: Tx, change: ChangeRecord): void {
	tx.insert(shipmentChanges)
		.values({
			estimateId: change.estimateId,
			kind: change.kind,
			rowId: change.rowId,
			action: change.before === null ? "create" : change.after === null ? "delete" : "update",
			before: change.before === null ? null : JSON.stringify(change.before),
			after: change.after === null ? null : JSON.stringify(change.after),
			userId: change.userId,
		})
		.run();
}

/** A shipment's change log, oldest first (staff's history view; tests). */
export function shipmentChangesOf(estimateId: string) {
	return getDb()
		.select()
		.from(shipmentChanges)
		.where(eq(shipmentChanges.estimateId, estimateId))
		.orderBy(shipmentChanges.id)
		.all();
}
