// Times every SQLite statement the process runs, for the metrics (app/observability/metrics.server.ts)
// and each request's database time in the access log. better-sqlite3 runs statements synchronously,
// so the wall time around run/get/all is the statement's time. The patch goes on the Statement
// prototype once per process (every connection shares it) and costs two clock reads per statement.
// Kept free of app imports like db/client.ts; the observer is kept on globalThis because the app's
// modules exist twice in production (loaded by server.js and bundled in the build).
import type Database from "better-sqlite3";

type Observer = (seconds: number) => void;
const OBSERVER = Symbol.for("barun-forwarding.db-statement-observer");
const PATCHED = Symbol.for("barun-forwarding.db-statement-timed");

const slots = globalThis as unknown as Record<symbol, Observer | undefined>;

/** Called with each statement's duration in seconds (the last observer set wins). */
export function setStatementObserver(observer: Observer | undefined): void {
	slots[OBSERVER] = observer;
}

type Method = (this: Database.Statement, ...args: unknown[]) => unknown;

/** Wraps the statement methods that execute SQL; idempotent. `iterate` is lazy and left alone. */
export function instrumentStatements(sqlite: Database.Database): void {
	const prototype = Object.getPrototypeOf(sqlite.prepare("SELECT 1")) as Record<string | symbol, unknown>;
	if (prototype[PATCHED]) return;
	prototype[PATCHED] = true;
	for (const name of ["run", "get", "all"]) {
		const original = prototype[name] as Method;
		prototype[name] = function timed(this: Database.Statement, ...args: unknown[]) {
			const observer = slots[OBSERVER];
			if (!observer) return original.apply(this, args);
			const start = performance.now();
			try {
				return original.apply(this, args);
			} finally {
				observer((performance.now() - start) / 1000);
			}
		};
	}
}
