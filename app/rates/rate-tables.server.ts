// The seven rate tables behind one map: which table holds a kind, a column by its field name, the
// stored rows of a kind as sheet records, and the row writes every change shares (who and when). The
// other rate-*.server.ts modules read and write rates only through these.
import { eq, getTableColumns } from "drizzle-orm";
import type { SQLiteColumn, SQLiteTable } from "drizzle-orm/sqlite-core";
import { type AppDatabase, type Tx, getDb } from "#db/client.ts";
import { airRates, exchangeRates, fclRates, lclRates, portCosts, surcharges, truckingRates } from "#db/schema.ts";
import type { RateKind } from "#app/pricing/types.ts";
import { pickFields } from "./sheet-columns.ts";
import type { RateRecord } from "./sheet-context.ts";

/** The database or a transaction: both read and write the same way. */
export type Db = AppDatabase | Tx;

const TABLES = {
	fcl: fclRates,
	lcl: lclRates,
	air: airRates,
	surcharge: surcharges,
	port_cost: portCosts,
	trucking: truckingRates,
	exchange: exchangeRates,
} satisfies Record<RateKind, SQLiteTable>;

// The seven tables share no TypeScript type that Drizzle can select from generically; the column
// definitions of sheet-columns.ts say what each holds, so the rows are handled as records keyed by field.
export function tableOf(kind: RateKind): typeof fclRates {
	return TABLES[kind] as unknown as typeof fclRates;
}

export function column(kind: RateKind, field: string): SQLiteColumn {
	const found = (getTableColumns(TABLES[kind]) as Record<string, SQLiteColumn>)[field];
	if (!found) throw new Error(`rates: ${kind} has no column ${field}`);
	return found;
}

/** The rate list and the change history show 50 rows a page. */
export const PAGE_SIZE = 50;

/** Which page to show of `total` rows: a page past the end shows the last; an empty list has one page. */
export function pageOf(total: number, page: number): { page: number; pageCount: number } {
	const pageCount = Math.max(1, Math.ceil(total / PAGE_SIZE));
	return { page: Math.min(Math.max(1, Math.floor(page) || 1), pageCount), pageCount };
}

/** Every stored row of a kind, as the sheet's records. */
export function storedRecords(kind: RateKind, db: Db = getDb()): RateRecord[] {
	return db
		.select()
		.from(tableOf(kind))
		.all()
		.map((row) => pickFields(kind, row));
}

/** A staff edit is a sheet's own decision, so a corrected spec9 surcharge row is from then on "sheet". */
function auditValues(kind: RateKind, userId: string): Record<string, unknown> {
	return { updatedAt: new Date(), updatedBy: userId, ...(kind === "surcharge" ? { source: "sheet" } : {}) };
}

export function insertRow(tx: Tx, kind: RateKind, record: RateRecord, userId: string): void {
	tx.insert(tableOf(kind))
		.values({ ...record, ...auditValues(kind, userId) } as never)
		.run();
}

export function updateRow(tx: Tx, kind: RateKind, record: RateRecord, userId: string): void {
	const { id, ...fields } = record;
	tx.update(tableOf(kind))
		.set({ ...fields, ...auditValues(kind, userId) } as never)
		.where(eq(column(kind, "id"), String(id)))
		.run();
}
