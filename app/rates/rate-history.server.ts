// The change history of rates: every write (an edit, a delete, each row of an import) records the row
// before and after and who made it, in the same transaction as the write; the history page and the
// edit form list those changes newest first.
import { and, count, desc, eq } from "drizzle-orm";
import { type Tx, getDb } from "#db/client.ts";
import { rateChanges, users } from "#db/schema.ts";
import type { RateKind } from "#app/pricing/types.ts";
import type { RateRecord } from "./sheet-context.ts";
import { PAGE_SIZE, pageOf } from "./rate-tables.server.ts";

export type Change = {
	kind: RateKind;
	rowId: string;
	action: "create" | "update" | "delete";
	before: RateRecord | null;
	after: RateRecord | null;
};

/** Call inside the write's transaction, so the change and its record land together. */
export function recordChange(tx: Tx, change: Change, userId: string, importId: string | null = null): void {
	tx.insert(rateChanges)
		.values({
			kind: change.kind,
			rowId: change.rowId,
			action: change.action,
			before: change.before ? JSON.stringify(change.before) : null,
			after: change.after ? JSON.stringify(change.after) : null,
			importId,
			userId,
		})
		.run();
}

export type HistoryEntry = {
	id: number;
	kind: RateKind;
	rowId: string;
	action: "create" | "update" | "delete";
	before: RateRecord | null;
	after: RateRecord | null;
	importId: string | null;
	userName: string | null;
	userEmail: string | null;
	createdAt: Date;
};

export type HistoryFilters = { kind: RateKind | null; rowId: string };

function parseJson(text: string | null): RateRecord | null {
	if (!text) return null;
	try {
		return JSON.parse(text) as RateRecord;
	} catch {
		return null;
	}
}

/** Changes newest first, optionally of one kind and one row; 50 a page. */
export function listHistory(
	filters: HistoryFilters,
	page: number,
): { entries: HistoryEntry[]; total: number; page: number; pageCount: number } {
	const db = getDb();
	const where = and(
		filters.kind ? eq(rateChanges.kind, filters.kind) : undefined,
		filters.rowId ? eq(rateChanges.rowId, filters.rowId) : undefined,
	);
	const total = db.select({ n: count() }).from(rateChanges).where(where).get()?.n ?? 0;
	const { page: current, pageCount } = pageOf(total, page);
	const rows = db
		.select({ change: rateChanges, userName: users.name, userEmail: users.email })
		.from(rateChanges)
		.leftJoin(users, eq(users.id, rateChanges.userId))
		.where(where)
		.orderBy(desc(rateChanges.createdAt), desc(rateChanges.id))
		.limit(PAGE_SIZE)
		.offset((current - 1) * PAGE_SIZE)
		.all();
	const entries = rows.map(({ change, userName, userEmail }) => ({
		id: change.id,
		kind: change.kind as RateKind,
		rowId: change.rowId,
		action: change.action,
		before: parseJson(change.before),
		after: parseJson(change.after),
		importId: change.importId,
		userName,
		userEmail,
		createdAt: change.createdAt,
	}));
	return { entries, total, page: current, pageCount };
}
