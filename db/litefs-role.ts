// Whether this process may write to the database, as LiteFS decides it (decision 024). LiteFS writes
// `${LITEFS_DIR}/.primary`, holding the primary's hostname, on replicas only; without the file (or
// without LITEFS_DIR: development, tests) this process is the primary. The same rule as litefs-js's
// getInstanceInfo (app/server/litefs.server.ts), read synchronously because a database connection is
// opened synchronously. Kept free of app imports, like db/client.ts.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";

/** True when `liteFsDir` names a LiteFS mount whose `.primary` file names another machine. */
export function isReplica(liteFsDir: string | undefined, hostname: string = os.hostname()): boolean {
	if (!liteFsDir) return false;
	let primary: string;
	try {
		primary = fs.readFileSync(path.join(liteFsDir, ".primary"), "utf8").trim();
	} catch {
		return false; // no .primary: this machine holds the lease
	}
	return primary !== hostname;
}

// How long an answer is trusted. The lease moves rarely (a failover, a deploy's hand-over); one
// `.primary` read a second keeps the check off the hot path (getDb() runs many times per request),
// and a write in the second after a demotion fails in LiteFS itself anyway.
export const ROLE_CHECK_INTERVAL_MS = 1_000;

/** A cached isReplica(process.env.LITEFS_DIR), re-read at most once per interval. */
export function roleWatcher(
	read: () => boolean = () => isReplica(process.env.LITEFS_DIR || undefined),
	now: () => number = () => Date.now(),
	intervalMs: number = ROLE_CHECK_INTERVAL_MS,
): { replica: () => boolean; forget: () => void } {
	let checkedAt = Number.NEGATIVE_INFINITY;
	let value = false;
	return {
		replica() {
			const t = now();
			if (t - checkedAt >= intervalMs) {
				value = read();
				checkedAt = t;
			}
			return value;
		},
		forget() {
			checkedAt = Number.NEGATIVE_INFINITY;
		},
	};
}
