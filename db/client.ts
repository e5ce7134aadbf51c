// Opens the SQLite database with the settings every connection must have. Kept free of app imports
// so db/migrate.ts and db/seed.ts run under plain Node (type stripping) as well as inside the app.
import Database from "better-sqlite3";
import { drizzle } from "drizzle-orm/better-sqlite3";
import fs from "node:fs";
import path from "node:path";
import * as schema from "./schema.ts";

export type AppDatabase = ReturnType<typeof drizzle<typeof schema>>;
/** A transaction of the app's database, as `getDb().transaction((tx) => ...)` passes it. */
export type Tx = Parameters<Parameters<AppDatabase["transaction"]>[0]>[0];
export type Connection = { sqlite: Database.Database; db: AppDatabase };

export const DEFAULT_DATABASE_PATH = "data/app.db";

export function databasePath(): string {
	return process.env.DATABASE_PATH || DEFAULT_DATABASE_PATH;
}

export function openDatabase(file: string = databasePath()): Connection {
	if (file !== ":memory:") fs.mkdirSync(path.dirname(path.resolve(file)), { recursive: true });
	const sqlite = new Database(file);
	// WAL lets readers run beside the single writer (and is what LiteFS replicates);
	// synchronous=FULL so a committed booking or payment survives a power cut;
	// busy_timeout so a second writer waits instead of failing with SQLITE_BUSY.
	sqlite.pragma("journal_mode = WAL");
	sqlite.pragma("synchronous = FULL");
	sqlite.pragma("busy_timeout = 5000");
	sqlite.pragma("foreign_keys = ON");
	return { sqlite, db: drizzle(sqlite, { schema }) };
}

let current: Connection | undefined;

/** The process-wide connection, opened on first use. */
export function getConnection(): Connection {
	if (!current || !current.sqlite.open) current = openDatabase();
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
export function perConnection<T>(make: (db: AppDatabase) => T, keep: (value: T) => boolean = () => true): (db?: AppDatabase) => T {
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
}
