// The index series in the database (decision 077): reading it, and the three ways staff change it (add
// a week, import a file, correct a week). Every change writes a market_index_changes row with the
// value before and after, in the same transaction as the change and its form's one-time key, so a
// double submit changes the series once and the history is never lost. Staff only: each command
// checks the role itself, whatever screen calls it.
import { and, asc, desc, eq, sql } from "drizzle-orm";
import { asStaff } from "#app/auth/guard.server.ts";
import type { SessionUser } from "#app/auth/session.server.ts";
import { exactlyOnceOr } from "#app/utils/once.server.ts";
import { refuse } from "#app/utils/refusal.ts";
import { getDb, perConnection, type Tx } from "#db/client.ts";
import { type MARKET_INDEX_CODES, marketIndexChanges, marketIndexPoints, users } from "#db/schema.ts";
import type { SeriesRow } from "./series-csv.ts";
import type { Week } from "./weeks.ts";

export type IndexCode = (typeof MARKET_INDEX_CODES)[number];
export type StoredPoint = { week: Week; value: number; synthetic: boolean };

export const SERIES_ONCE_PURPOSE = "market-series";
export const ADMIN_SERIES_PATH = "/admin/market/scfi";

/** Why a change was refused: the week is already there (correct it), or is not (add it), or nothing changed. */
export type SeriesRefusal = "exists" | "missing" | "unchanged";

const statements = perConnection((db) => ({
	points: db
		.select({ week: marketIndexPoints.week, value: marketIndexPoints.value, synthetic: marketIndexPoints.synthetic })
		.from(marketIndexPoints)
		.where(eq(marketIndexPoints.indexCode, sql.placeholder("code")))
		.orderBy(asc(marketIndexPoints.week))
		.prepare(),
	// what the cached fit is keyed by: any add, import or correction changes it (the seed's rows included)
	version: db
		.select({
			count: sql<number>`count(*)`,
			updated: sql<number | null>`max(${marketIndexPoints.updatedAt})`,
			changes: sql<number | null>`(select max(${marketIndexChanges.id}) from ${marketIndexChanges})`,
		})
		.from(marketIndexPoints)
		.where(eq(marketIndexPoints.indexCode, sql.placeholder("code")))
		.prepare(),
}));

export function seriesPoints(code: IndexCode): StoredPoint[] {
	return statements().points.all({ code });
}

export function seriesVersion(code: IndexCode): string {
	const v = statements().version.get({ code });
	return `${v?.count ?? 0}:${v?.updated ?? 0}:${v?.changes ?? 0}`;
}

export type SeriesChange = {
	id: number;
	week: Week;
	action: (typeof marketIndexChanges.$inferSelect)["action"];
	before: number | null;
	after: number;
	reason: string | null;
	fileName: string | null;
	by: string | null;
	at: Date;
};

/** The latest changes, newest first (the admin screen's history). */
export function recentChanges(code: IndexCode, limit = 30): SeriesChange[] {
	return getDb()
		.select({
			id: marketIndexChanges.id,
			week: marketIndexChanges.week,
			action: marketIndexChanges.action,
			before: marketIndexChanges.before,
			after: marketIndexChanges.after,
			reason: marketIndexChanges.reason,
			fileName: marketIndexChanges.fileName,
			by: users.name,
			at: marketIndexChanges.changedAt,
		})
		.from(marketIndexChanges)
		.leftJoin(users, eq(users.id, marketIndexChanges.changedBy))
		.where(eq(marketIndexChanges.indexCode, code))
		.orderBy(desc(marketIndexChanges.id))
		.limit(limit)
		.all();
}

function pointOf(tx: Tx, code: IndexCode, week: Week) {
	return tx
		.select({ value: marketIndexPoints.value })
		.from(marketIndexPoints)
		.where(and(eq(marketIndexPoints.indexCode, code), eq(marketIndexPoints.week, week)))
		.get();
}

function write(
	tx: Tx,
	code: IndexCode,
	userId: string,
	change: {
		week: Week;
		value: number;
		before: number | null;
		action: SeriesChange["action"];
		reason?: string;
		fileName?: string;
	},
) {
	const now = new Date();
	if (change.before === null) {
		tx.insert(marketIndexPoints)
			.values({ indexCode: code, week: change.week, value: change.value, updatedBy: userId, updatedAt: now })
			.run();
	} else {
		tx.update(marketIndexPoints)
			.set({ value: change.value, synthetic: false, updatedBy: userId, updatedAt: now })
			.where(and(eq(marketIndexPoints.indexCode, code), eq(marketIndexPoints.week, change.week)))
			.run();
	}
	tx.insert(marketIndexChanges)
		.values({
			indexCode: code,
			week: change.week,
			action: change.action,
			before: change.before,
			after: change.value,
			reason: change.reason ?? null,
			fileName: change.fileName ?? null,
			changedBy: userId,
			changedAt: now,
		})
		.run();
}

const done = (notice: string, week?: string) =>
	`${ADMIN_SERIES_PATH}?done=${notice}${week ? `&week=${encodeURIComponent(week)}` : ""}`;

/** Adds a week that is not in the series yet (a week already there is corrected, not added). */
export function addWeek(
	user: SessionUser,
	input: { week: Week; value: number },
	onceKey: string,
	code: IndexCode = "scfi",
) {
	asStaff(user);
	return exactlyOnceOr<undefined, SeriesRefusal>(onceKey, SERIES_ONCE_PURPOSE, (tx) => {
		if (pointOf(tx, code, input.week)) refuse<SeriesRefusal>("exists");
		write(tx, code, user.id, { ...input, before: null, action: "add" });
		return { redirectTo: done("added", input.week) };
	});
}

/** Corrects a week's value, keeping the old one and the reason in the history. */
export function correctWeek(
	user: SessionUser,
	input: { week: Week; value: number; reason: string },
	onceKey: string,
	code: IndexCode = "scfi",
) {
	asStaff(user);
	return exactlyOnceOr<undefined, SeriesRefusal>(onceKey, SERIES_ONCE_PURPOSE, (tx) => {
		const before = pointOf(tx, code, input.week);
		if (!before) refuse<SeriesRefusal>("missing");
		if (before.value === input.value) refuse<SeriesRefusal>("unchanged");
		write(tx, code, user.id, { ...input, before: before.value, action: "correct" });
		return { redirectTo: done("corrected", input.week) };
	});
}

export type ImportSummary = { added: number; changed: number; same: number };

/**
 * Stores a parsed file (every line already valid): new weeks are added, weeks whose value differs are
 * changed (the old value kept in the history), equal ones left alone. All or nothing.
 */
export function importSeries(
	user: SessionUser,
	rows: readonly SeriesRow[],
	fileName: string,
	onceKey: string,
	code: IndexCode = "scfi",
) {
	asStaff(user);
	return exactlyOnceOr<ImportSummary, SeriesRefusal>(onceKey, SERIES_ONCE_PURPOSE, (tx) => {
		const summary: ImportSummary = { added: 0, changed: 0, same: 0 };
		for (const row of rows) {
			const before = pointOf(tx, code, row.week);
			if (before && before.value === row.value) {
				summary.same++;
				continue;
			}
			write(tx, code, user.id, {
				week: row.week,
				value: row.value,
				before: before?.value ?? null,
				action: "import",
				fileName: fileName.slice(0, 200),
			});
			if (before) summary.changed++;
			else summary.added++;
		}
		const q = new URLSearchParams({
			done: "imported",
			...Object.fromEntries(Object.entries(summary).map(([k, v]) => [k, String(v)])),
		});
		return { redirectTo: `${ADMIN_SERIES_PATH}?${q}`, value: summary };
	});
}
