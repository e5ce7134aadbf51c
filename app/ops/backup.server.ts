// An online backup of the SQLite database into the object store (docs/decisions/021-backups.md,
// docs/operations/backups.md): copy with SQLite's backup API, check the copy, gzip it, store it as
// backups/app-YYYYMMDDTHHMMSSZ.db.gz, then prune old backups by app/ops/retention.ts. Called on a
// schedule by the jobs runner and by `npm run db:backup`; only the primary may run it.
import fs from "node:fs/promises";
import { createReadStream, createWriteStream } from "node:fs";
import os from "node:os";
import path from "node:path";
import { pipeline } from "node:stream/promises";
import { createGzip } from "node:zlib";
import Database from "better-sqlite3";
import { getBackupStore, type FileStore } from "#app/storage/files.server.ts";
import { isPrimary } from "#app/server/litefs.server.ts";
import { getConnection } from "#db/client.ts";
import { inspectDatabaseFile } from "./database-file.server.ts";
import { BACKUP_PREFIX, backupKey, backupsToDelete, DEFAULT_RETENTION, type RetentionPolicy } from "./retention.ts";

export type BackupResult = {
	/** The object's name in the store. */
	key: string;
	/** Size of the gzipped object. */
	bytes: number;
	/** Size of the database copy before gzip. */
	databaseBytes: number;
	/** Tables in the copy (SQLite's own left out). */
	tables: number;
	/** Older backups removed by the retention rule. */
	deleted: string[];
	ms: number;
};

export type BackupOptions = {
	now?: Date;
	store?: FileStore;
	/** The database to copy: the process-wide connection unless given. */
	sqlite?: Database.Database;
	/**
	 * Pages copied per step. Between steps the event loop runs, so the server keeps answering while
	 * a backup is made; a command-line backup, with nothing else to serve, copies everything in one
	 * step so that a write by the server (another connection) cannot restart it halfway.
	 */
	pagesPerStep?: number;
	retention?: RetentionPolicy;
};

/** Thrown on a machine that is not the LiteFS primary: a replica's copy may lag, and two machines must not both prune. */
export class NotPrimaryError extends Error {
	constructor() {
		super("backups run on the primary only; this machine is a LiteFS replica");
		this.name = "NotPrimaryError";
	}
}

export class BackupFailedError extends Error {
	constructor(message: string) {
		super(message);
		this.name = "BackupFailedError";
	}
}

/** Copying all pages in one step: better-sqlite3 caps the count at 2^31 - 1. */
export const ALL_PAGES = 0x7fffffff;

let running = false;

export async function runBackup(options: BackupOptions = {}): Promise<BackupResult> {
	if (!(await isPrimary())) throw new NotPrimaryError();
	// the scheduler and a person running `db:backup` in the same process must not race on one name
	if (running) throw new BackupFailedError("a backup is already running in this process");
	running = true;
	const started = performance.now();
	const now = options.now ?? new Date();
	// backups have a store of their own, apart from the uploads (decision 052)
	const store = options.store ?? getBackupStore();
	const dir = await fs.mkdtemp(path.join(os.tmpdir(), "freight-backup-"));
	try {
		const copy = path.join(dir, "app.db");
		const pages = options.pagesPerStep ?? 100;
		await (options.sqlite ?? getConnection().sqlite).backup(copy, { progress: () => pages });

		// The copy carries the source's WAL flag; a restored file should be one self-contained file,
		// so it goes back to a rollback journal before it is checked and packed.
		const writable = new Database(copy);
		writable.pragma("journal_mode = DELETE");
		writable.close();
		const report = inspectDatabaseFile(copy);
		if (report.integrity !== "ok")
			throw new BackupFailedError(`the copy failed PRAGMA integrity_check: ${report.integrity}`);

		const packed = `${copy}.gz`;
		await pipeline(createReadStream(copy), createGzip(), createWriteStream(packed));
		const key = backupKey(now);
		await store.putObject(key, packed, "application/gzip");

		const deleted = backupsToDelete(
			(await store.list(BACKUP_PREFIX)).map((o) => o.name),
			now,
			options.retention ?? DEFAULT_RETENTION,
		).filter((name) => name !== key);
		for (const name of deleted) await store.deleteObject(name);

		return {
			key,
			bytes: (await fs.stat(packed)).size,
			databaseBytes: (await fs.stat(copy)).size,
			tables: Object.keys(report.rows).length,
			deleted,
			ms: Math.round(performance.now() - started),
		};
	} finally {
		running = false;
		await fs.rm(dir, { recursive: true, force: true });
	}
}
