// One rate for the edit form: read it, save the form's values (validated exactly as a sheet row,
// overlap check included) or delete it. Each write is one transaction with its history row.
import { eq } from "drizzle-orm";
import { getDb } from "#db/client.ts";
import type { RateKind } from "#app/pricing/types.ts";
import { pickFields, sameRecord } from "./sheet-columns.ts";
import type { Issue, RateRecord } from "./sheet-context.ts";
import { sheetContext } from "./sheet-context.server.ts";
import { validateRows } from "./sheet-rows.ts";
import { recordChange } from "./rate-history.server.ts";
import { type Db, column, tableOf, updateRow } from "./rate-tables.server.ts";

/** One stored rate as the sheet's record; null when there is no such row. */
export function getRate(kind: RateKind, id: string, db: Db = getDb()): RateRecord | null {
	const row = db
		.select()
		.from(tableOf(kind))
		.where(eq(column(kind, "id"), id))
		.get();
	return row ? pickFields(kind, row) : null;
}

export type EditOutcome =
	{ ok: true; changed: boolean } | { ok: false; issues: Issue[] } | { ok: false; notFound: true };

/**
 * Saves one row from the edit form (cell texts by sheet header), validated exactly as a sheet row,
 * overlap check included. Unchanged values write nothing.
 */
export function updateRate(kind: RateKind, id: string, values: Record<string, string>, userId: string): EditOutcome {
	return getDb().transaction(
		(tx) => {
			const before = getRate(kind, id, tx);
			if (!before) return { ok: false, notFound: true } as const;
			const { rows, issues } = validateRows(kind, [{ line: 1, values: { ...values, id } }], sheetContext(kind, tx));
			const after = rows[0]?.record;
			if (issues.length || !after) return { ok: false, issues } as const;
			if (sameRecord(kind, before, after)) return { ok: true, changed: false } as const;
			updateRow(tx, kind, after, userId);
			recordChange(tx, { kind, rowId: id, action: "update", before, after }, userId);
			return { ok: true, changed: true } as const;
		},
		{ behavior: "immediate" },
	);
}

/** Deletes one row, keeping it in the history. False when there is no such row. */
export function deleteRate(kind: RateKind, id: string, userId: string): boolean {
	return getDb().transaction(
		(tx) => {
			const before = getRate(kind, id, tx);
			if (!before) return false;
			tx.delete(tableOf(kind))
				.where(eq(column(kind, "id"), id))
				.run();
			recordChange(tx, { kind, rowId: id, action: "delete", before, after: null }, userId);
			return true;
		},
		{ behavior: "immediate" },
	);
}
