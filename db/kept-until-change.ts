// A value read from the database, kept until the database changes. Decision 035.
//
// SQLite tells whether anything was written since we last looked, in one cheap statement (~6 µs):
// total_changes() counts the rows this connection has written, and PRAGMA data_version moves when
// another connection commits, which is also how a LiteFS replica sees the primary's writes arrive
// (LiteFS writes the replica's file itself). Any write anywhere drops the value, so it can never be
// staler than the database; it pays off for reads that every page of a kind makes, such as the staff
// desk's queue counts, which change far less often than staff open pages.
// Kept free of app imports like db/client.ts.
import type Database from "better-sqlite3";
import { type Connection, getConnection } from "./client.ts";

const marks = new WeakMap<Database.Database, Database.Statement<[], [number, number]>>();

/**
 * Where the connection's database stands: equal marks mean nothing was written in between. Null
 * inside a transaction, whose own uncommitted writes could still be rolled back.
 */
export function changeMark(connection: Connection = getConnection()): string | null {
	const { sqlite } = connection;
	if (sqlite.inTransaction) return null;
	let statement = marks.get(sqlite);
	if (!statement) {
		statement = sqlite.prepare<[], [number, number]>("SELECT total_changes(), data_version FROM pragma_data_version").raw();
		marks.set(sqlite, statement);
	}
	const [changes, version] = statement.get()!;
	return `${changes}:${version}`;
}

/**
 * `read`, answered from the last result while the database is unchanged (see changeMark). The value
 * is shared between callers: treat it as read-only.
 */
export function keptUntilChange<T>(read: () => T): () => T {
	let kept: { connection: Connection; mark: string; value: T } | undefined;
	return () => {
		const connection = getConnection();
		const mark = changeMark(connection);
		if (kept && mark !== null && kept.mark === mark && kept.connection === connection) return kept.value;
		const value = read();
		kept = mark === null ? undefined : { connection, mark, value };
		return value;
	};
}
