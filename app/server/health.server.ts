import { getConnection } from "#db/client.ts";

export type DatabaseHealth = { ok: true } | { ok: false; error: string };

/** A query on a migrated table, not just "select 1": an empty or unmigrated file is not healthy. */
export function checkDatabase(): DatabaseHealth {
	try {
		getConnection().sqlite.prepare("select count(*) as n from __drizzle_migrations").get();
		return { ok: true };
	} catch (error) {
		return { ok: false, error: error instanceof Error ? error.message : String(error) };
	}
}
