// A value read from the database, kept until the database changes. Decision 035.
//
// SQLite tells whether anything was written since we last looked, in one cheap statement (~6 µs):
// total_changes() counts the rows this connection has written, and PRAGMA data_version moves when
// another connection commits, which is also how a LiteFS replica sees the primary's writes arrive
// (LiteFS writes the replica's file itself). Any write anywhere drops the value, so it can never be
// staler than the database; it pays off for reads that every page of a kind makes, such as the staff
// desk's queue counts, which change far less often than staff open pages.
// Kept free of app imports like db/client.ts.
import { type Connection, getConnection, perConnection } from "./client.ts";

const markStatement = perConnection((db) =>
	db.$client.prepare<[], [number, number]>("SELECT total_changes(), data_version FROM pragma_data_version").raw(),
);

/**
 * Where the connection's database stands: equal marks mean nothing was written in between. Null
 * inside a transaction, whose own uncommitted writes could still be rolled back.
 */
export function changeMark(connection: Connection = getConnection()): string | null {
	if (connection.sqlite.inTransaction) return null;
	const [changes, version] = markStatement(connection.db).get()!;
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
