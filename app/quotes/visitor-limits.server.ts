// The visitors' counters (visitor-rules.ts has the rule): one row per key and fixed window, counted in
// one transaction with the check, so two requests at once cannot both take the last place. The same
// shape as the partner API's per-minute windows (app/api/keys.server.ts); a refused act is not
// counted, so waiting for the next window always works. Old windows go as new ones start.
import { and, eq, lt } from "drizzle-orm";
import { getDb } from "#db/client.ts";
import { visitorLimits } from "#db/schema.ts";
import { type VisitorAct, countersFor, windowStartOf, withinLimits } from "./visitor-rules.ts";

const DAY = 24 * 60 * 60 * 1000;

/** True when the act may go (and it is counted in both counters); false when a counter is full. */
export function takeVisitorLimit(act: VisitorAct, email: string, source: string, now = Date.now()): boolean {
	const counters = countersFor(act, email, source);
	return getDb().transaction((tx) => {
		// no window is longer than a day: older rows count for nothing any more
		tx.delete(visitorLimits)
			.where(lt(visitorLimits.windowStart, now - 2 * DAY))
			.run();
		const starts = counters.map((c) => windowStartOf(now, c.rule.windowMs));
		const counts = counters.map(
			(c, i) =>
				tx
					.select({ count: visitorLimits.count })
					.from(visitorLimits)
					.where(and(eq(visitorLimits.key, c.key), eq(visitorLimits.windowStart, starts[i]!)))
					.get()?.count ?? 0,
		);
		if (!withinLimits(counters, counts)) return false;
		counters.forEach((c, i) =>
			tx
				.insert(visitorLimits)
				.values({ key: c.key, windowStart: starts[i]!, count: 1 })
				.onConflictDoUpdate({
					target: [visitorLimits.key, visitorLimits.windowStart],
					set: { count: (counts[i] ?? 0) + 1 },
				})
				.run(),
		);
		return true;
	});
}
