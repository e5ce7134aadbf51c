// A write the database refuses, for the tests of spec section 8's failure messages: a trigger makes
// SQLite abort one kind of change to one table (as a full disk or a corrupt page would), only while
// `run` runs, so the route's real code meets a real failure from the real driver and nothing is stored.
import crypto from "node:crypto";
import { getConnection } from "#db/client.ts";

/**
 * Runs `run` while every `event` on `table` (optionally only rows matching `when`, in the trigger's
 * terms: `old.id = '...'`, `new.company_id = '...'`) is refused with SQLite's "disk I/O error".
 */
export async function whileRefused<T>(
	event: "INSERT" | "UPDATE" | "DELETE",
	table: string,
	when: string | null,
	run: () => Promise<T>,
): Promise<T> {
	const name = `test_refuse_${crypto.randomUUID().replaceAll("-", "_")}`;
	const sqlite = getConnection().sqlite;
	sqlite.exec(
		`CREATE TRIGGER ${name} BEFORE ${event} ON ${table}${when ? ` WHEN ${when}` : ""} BEGIN SELECT RAISE(ABORT, 'disk I/O error'); END`,
	);
	try {
		return await run();
	} finally {
		sqlite.exec(`DROP TRIGGER ${name}`);
	}
}
