// The Find ID limit's record (lookup-limits.ts has the rule): counts a source's lookups within the
// window and records this one, in one transaction so two at once cannot both take the last place.
import { and, count, eq, gt, lt } from "drizzle-orm";
import { getDb } from "#db/client.ts";
import { lookupAttempts } from "#db/schema.ts";
import { sourceOf } from "./login-limits.ts";
import { LOOKUP_WINDOW_MS, lookupAllowed } from "./lookup-limits.ts";

/** True when a lookup from this address may run now (and it is counted); false when over the limit. */
export function takeLookup(ip: string, now = new Date()): boolean {
	const source = sourceOf(ip);
	const since = new Date(now.getTime() - LOOKUP_WINDOW_MS);
	return getDb().transaction((tx) => {
		// only the window matters: older rows go as new ones come (the index is on source, then time)
		tx.delete(lookupAttempts).where(lt(lookupAttempts.createdAt, since)).run();
		const recent = tx
			.select({ n: count() })
			.from(lookupAttempts)
			.where(and(eq(lookupAttempts.source, source), gt(lookupAttempts.createdAt, since)))
			.get();
		if (!lookupAllowed(recent?.n ?? 0)) return false;
		tx.insert(lookupAttempts).values({ source, createdAt: now }).run();
		return true;
	});
}
