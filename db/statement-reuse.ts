// Drizzle compiles a new SQLite statement for every query that was not made with `.prepare()` (its
// "one-time" queries), and better-sqlite3 frees a statement's native memory only when V8 collects the
// statement's JS object. So a page's one-time queries cost a compile each (70-250 µs against 15 µs to
// run the same statement again), and their statements pile up in native memory between collections:
// 20,000 of them grew a process to 368 MB, against 57 MB when one statement was reused, and each new
// statement touched fresh memory (four page faults per statement). Decision 035.
//
// This keeps the statements of one-time queries by their SQL text, least recently used first out, and
// hands a kept one out again. Drizzle makes the same SQL text for the same query shape (values are
// bound as parameters), so a page's list query is compiled once per process instead of per request.
// Statements made with `.prepare()` (kept by their caller) and `sqlite.prepare()` called directly never
// come from or go into this cache: two holders of one statement could change each other's modes.
// Kept free of app imports like db/client.ts (migrate and seed load it under plain Node).
import type Database from "better-sqlite3";

/** Enough for every query shape the app's pages make, with room; about 15 KB of native memory each. */
export const STATEMENT_CACHE_CAPACITY = 256;

type Session = { prepareOneTimeQuery: (...args: unknown[]) => unknown };

export type StatementReuse = { size(): number };

/**
 * Makes the Drizzle database `db` (over `sqlite`) reuse the statements of its one-time queries.
 * Returns, for tests, how many statements are kept.
 */
export function reuseOneTimeStatements(
	db: object,
	sqlite: Database.Database,
	capacity: number = STATEMENT_CACHE_CAPACITY,
): StatementReuse {
	const session = (db as { session?: Session }).session;
	if (!session || typeof session.prepareOneTimeQuery !== "function")
		throw new Error(
			"drizzle's session has no prepareOneTimeQuery: check db/statement-reuse.ts against this drizzle-orm",
		);
	const kept = new Map<string, Database.Statement>();
	const compile = sqlite.prepare.bind(sqlite);
	let oneTime = false;

	function take(source: string): Database.Statement {
		const statement = kept.get(source);
		// a statement still stepping (an iterate() not finished) cannot run again: a fresh one, not kept
		if (statement && !statement.busy) {
			// most recently used last, so the first key is the one to drop when full
			kept.delete(source);
			kept.set(source, statement);
			// Drizzle turns raw mode on for queries with fields and reads rows as objects otherwise,
			// without switching raw off: the next holder starts from the default
			if (statement.reader) statement.raw(false);
			return statement;
		}
		const fresh = compile(source);
		if (!statement) {
			kept.set(source, fresh);
			if (kept.size > capacity) kept.delete(kept.keys().next().value as string);
		}
		return fresh;
	}

	// Drizzle's session prepares through `client.prepare` for both kinds of query; the flag tells a
	// one-time query's prepare (everything here is synchronous, so nothing else runs in between)
	sqlite.prepare = ((source: string) => (oneTime ? take(source) : compile(source))) as typeof sqlite.prepare;
	const prepareOneTimeQuery = session.prepareOneTimeQuery;
	session.prepareOneTimeQuery = function (this: Session, ...args: unknown[]) {
		const outer = oneTime;
		oneTime = true;
		try {
			return prepareOneTimeQuery.apply(this, args);
		} finally {
			oneTime = outer;
		}
	};
	return { size: () => kept.size };
}
