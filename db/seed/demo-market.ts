// The demo's SCFI series for development and tests only (never production): a generated series
// (app/market/synthetic.ts) marked synthetic, so /graph/scfi has a chart and a forecast to show and
// labels them as demo data. Production starts empty; staff import what we are licensed to use
// (decision 077). Seeding again adds nothing to a series that already has weeks.
import { sql } from "drizzle-orm";
import { lastFriday, syntheticSeries } from "../../app/market/synthetic.ts";
import type { AppDatabase } from "../client.ts";
import { marketIndexPoints } from "../schema.ts";

export function seedDemoMarket(db: AppDatabase, today = new Date()): { scfiWeeks: number } {
	const existing = db
		.select({ n: sql<number>`count(*)` })
		.from(marketIndexPoints)
		.get();
	if ((existing?.n ?? 0) > 0) return { scfiWeeks: 0 };
	const rows = syntheticSeries(lastFriday(today)).map((p) => ({ indexCode: "scfi" as const, ...p, synthetic: true }));
	db.insert(marketIndexPoints).values(rows).run();
	return { scfiWeeks: rows.length };
}
