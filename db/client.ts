// Opens the SQLite database with the settings every connection must have. Kept free of app imports
// so db/migrate.ts and db/seed.ts run under plain Node (type stripping) as well as inside the app.
import Database from "better-sqlite3";
import { drizzle } from "drizzle-orm/better-sqlite3";
import fs from "node:fs";
import path from "node:path";
import { roleWatcher } from "./litefs-role.ts";
import * as schema from "./schema.ts";
import { reuseOneTimeStatements } from "./statement-reuse.ts";
import { instrumentStatements } from "./statement-timing.ts";

export type AppDatabase = ReturnType<typeof drizzle<typeof schema>>;
/** A transaction of the app's database, as `getDb().transaction((tx) => ...)` passes it. */
export type Tx = Parameters<Parameters<AppDatabase["transaction"]>[0]>[0];
export type Connection = { sqlite: Database.Database; db: AppDatabase };

export const DEFAULT_DATABASE_PATH = "data/app.db";

export function databasePath(): string {
	return process.env.DATABASE_PATH || DEFAULT_DATABASE_PATH;
}

export type OpenOptions = {
	/**
	 * Open for reading only: a LiteFS replica (decision 024). On Fly, LiteFS refuses a replica's
	 * write at its file system; locally nothing would, so a write that was never forwarded to the
	 * primary would pass every test. Read-only, it fails with SQLITE_READONLY wherever it runs.
	 */
	readonly?: boolean;
};

export function openDatabase(file: string = databasePath(), options: OpenOptions = {}): Connection {
	const readonly = options.readonly === true;
	if (file !== ":memory:" && !readonly) fs.mkdirSync(path.dirname(path.resolve(file)), { recursive: true });
	const sqlite = new Database(file, readonly ? { readonly: true, fileMustExist: true } : {});
	// WAL lets readers run beside the single writer (and is what LiteFS replicates); setting it writes
	// the file header, so a read-only connection leaves it to the primary (the file is WAL already);
	// synchronous=FULL so a committed booking or payment survives a power cut;
	// busy_timeout so a second writer waits instead of failing with SQLITE_BUSY.
	if (!readonly) sqlite.pragma("journal_mode = WAL");
	sqlite.pragma("synchronous = FULL");
	sqlite.pragma("busy_timeout = 5000");
	sqlite.pragma("foreign_keys = ON");
	// statement time for /metrics and the access log (app/observability/metrics.server.ts)
	instrumentStatements(sqlite);
	const db = drizzle(sqlite, { schema });
	// a query not made with .prepare() is compiled once per connection, not once per call (decision 035)
	reuseOneTimeStatements(db, sqlite);
	return { sqlite, db };
}

// This process's role under LiteFS, re-read at most once a second (db/litefs-role.ts).
const role = roleWatcher();
// A connection replaced after a role change may still be in a caller's hands (a `db` taken before an
// await); it is closed once such work is surely over.
const RETIRE_AFTER_MS = 30_000;

let current: Connection | undefined;

/**
 * The process-wide connection, opened on first use: read-only while this machine is a LiteFS
 * replica, read-write otherwise. When the role changes (a failover promotes this replica, or a
 * hand-over demotes this primary) the next call opens a connection of the new kind; values made
 * with perConnection are made again for it.
 */
export function getConnection(): Connection {
	const readonly = role.replica();
	if (!current || !current.sqlite.open || current.sqlite.readonly !== readonly) {
		const previous = current;
		current = openDatabase(databasePath(), { readonly });
		if (previous?.sqlite.open) setTimeout(() => previous.sqlite.close(), RETIRE_AFTER_MS).unref();
	}
	return current;
}

export function getDb(): AppDatabase {
	return getConnection().db;
}

/**
 * A value made once per database connection: prepared statements, reference data read once. A new
 * connection (each test file's database, a restore) makes it again, and a closed one lets it go.
 * `keep` may refuse to keep a value (e.g. reference data read before the seed ran).
 */
export function perConnection<T>(
	make: (db: AppDatabase) => T,
	keep: (value: T) => boolean = () => true,
): (db?: AppDatabase) => T {
	const made = new WeakMap<AppDatabase, T>();
	return (db = getDb()) => {
		if (made.has(db)) return made.get(db) as T;
		const value = make(db);
		if (keep(value)) made.set(db, value);
		return value;
	};
}

/** For tests and graceful shutdown. */
export function closeConnection(): void {
	current?.sqlite.close();
	current = undefined;
	// the next connection reads the role afresh (tests switch LITEFS_DIR)
	role.forget();
}
