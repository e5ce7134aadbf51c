import { type SQL, sql } from "drizzle-orm";
import type { SQLiteTable } from "drizzle-orm/sqlite-core";

/**
 * The order rows were inserted in, to break ties between rows stored in the same millisecond.
 * Tables keyed by a random text id need it: ordering by that id would shuffle two requests made
 * together (seen as a flaky order in CI). SQLite keeps an increasing rowid on every table that is
 * not WITHOUT ROWID, which none of ours is. Qualified by the table so it stays unambiguous in joins.
 */
export function insertionOrder(table: SQLiteTable): SQL {
	return sql`${table}.rowid`;
}
