// What a backup or restored database file holds, read the same way by the backup (before it is
// uploaded), the restore (before it replaces anything) and the drill (to compare the two).
import Database from "better-sqlite3";

export type DatabaseFileReport = {
	/** "ok", or the problems PRAGMA integrity_check listed, one per line. */
	integrity: string;
	/** Rows per table (SQLite's own tables left out), by table name. */
	rows: Record<string, number>;
	/** When the newest applied migration was made (drizzle's journal, ms since the epoch), if any. */
	latestMigration: number | null;
};

const quote = (name: string) => `"${name.replaceAll('"', '""')}"`;

/** Rows per table of an open database (SQLite's own tables left out), by table name. */
export function rowCounts(db: Database.Database): Record<string, number> {
	const tables = db
		.prepare("SELECT name FROM sqlite_schema WHERE type = 'table' AND name NOT LIKE 'sqlite_%' ORDER BY name")
		.pluck()
		.all() as string[];
	const rows: Record<string, number> = {};
	for (const table of tables)
		rows[table] = db
			.prepare(`SELECT count(*) FROM ${quote(table)}`)
			.pluck()
			.get() as number;
	return rows;
}

/** Opens the file read-only, so looking at a copy never changes it (or makes -wal files beside it). */
export function inspectDatabaseFile(file: string): DatabaseFileReport {
	const db = new Database(file, { readonly: true, fileMustExist: true });
	try {
		const integrity = (db.pragma("integrity_check") as Array<{ integrity_check: string }>)
			.map((r) => r.integrity_check)
			.join("\n");
		const rows = rowCounts(db);
		let latestMigration: number | null = null;
		if (Object.hasOwn(rows, "__drizzle_migrations"))
			latestMigration =
				(db.prepare("SELECT max(created_at) FROM __drizzle_migrations").pluck().get() as number | null) ?? null;
		return { integrity, rows, latestMigration };
	} finally {
		db.close();
	}
}

export function totalRows(report: DatabaseFileReport): number {
	return Object.values(report.rows).reduce((sum, n) => sum + n, 0);
}

/** The keys of every stored file a row refers to; the upload sweep (app/ops/upload-sweep.server.ts) runs it too. */
export const REFERENCED_FILE_KEYS_SQL = `SELECT key FROM stored_files
	UNION SELECT reg_file_key FROM companies WHERE reg_file_key IS NOT NULL
	UNION SELECT reg_thumb_key FROM companies WHERE reg_thumb_key IS NOT NULL
	ORDER BY 1`;

/**
 * Every object-store key the database refers to: the stored_files rows (documents, payment slips)
 * and the companies' registration certificate and its thumbnail (db/schema.ts). A restore is only
 * whole if each of them is still in the store, since uploads are never inside the backup.
 */
export function referencedFileKeys(file: string): string[] {
	const db = new Database(file, { readonly: true, fileMustExist: true });
	try {
		return db.prepare(REFERENCED_FILE_KEYS_SQL).pluck().all() as string[];
	} finally {
		db.close();
	}
}
