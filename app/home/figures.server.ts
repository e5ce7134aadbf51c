// The home page's figures from the database (figures.ts has the rules): real counts, kept in memory for
// a few minutes so the busiest public page does not count the estimates table on every visit.
import { sql } from "drizzle-orm";
import { getDb } from "#db/client.ts";
import { type HomeFigures, seoulMonthStart, stillFresh } from "./figures.ts";

let kept: { at: Date; figures: HomeFigures } | null = null;

/** Counts now, uncached: lanes ever quoted, ports and airports with a rate, quotes priced since the month began. */
export function countHomeFigures(now = new Date()): HomeFigures {
	const db = getDb();
	const lanes = db.get<{ n: number }>(
		sql`select count(*) as n from (select distinct origin, destination from estimates where deleted_at is null)`,
	);
	// every port or airport at either end of a rate row: where we can price from or to
	const ports = db.get<{ n: number }>(sql`select count(*) as n from (
		select pol as code from fcl_rates union select pod from fcl_rates
		union select pol from lcl_rates union select pod from lcl_rates
		union select origin from air_rates union select destination from air_rates)`);
	// answered: a price given, by the engine at once or by staff on the manual queue (no longer in_request)
	const month = db.get<{ n: number }>(
		sql`select count(*) as n from estimates where deleted_at is null and created_at >= ${seoulMonthStart(now).getTime()}
			and (option is not null or status <> 'in_request')`,
	);
	return { lanesQuoted: lanes?.n ?? 0, portsServed: ports?.n ?? 0, quotesThisMonth: month?.n ?? 0 };
}

export function homeFigures(now = new Date()): HomeFigures {
	if (kept && stillFresh(kept.at, now)) return kept.figures;
	kept = { at: now, figures: countHomeFigures(now) };
	return kept.figures;
}
