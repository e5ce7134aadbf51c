// The whole rate set in memory, indexed by lane and port, reloaded exactly when it changes (decision
// 017). SQLite triggers bump rate_set_version on every write to a table a quote prices from
// (migration 0013); each quote reads that one row and reloads only when it moved. The check lives in
// the database file, not in this process, so a LiteFS replica, which never runs the write, sees the
// bump once the primary's pages have replicated.
import type { Statement } from "better-sqlite3";
import { type AppDatabase, perConnection } from "#db/client.ts";
import {
	airRates,
	exchangeRates,
	fclRates,
	lclRates,
	portCosts,
	quoteValidity,
	surcharges,
	truckingRates,
} from "#db/schema.ts";
import type {
	AirRate,
	ExchangeRate,
	FclRate,
	LclRate,
	PortCostRate,
	SurchargeRate,
	TruckingRate,
} from "#app/pricing/types.ts";

/** Everything a quote reads per request except the places (app/places keeps those in memory). */
export type RateSnapshot = {
	/** rate_set_version when the rows were read; -1 when the row is missing (never kept) */
	version: number;
	/** "POL>POD" (air: "origin>destination") */
	fcl: ReadonlyMap<string, readonly FclRate[]>;
	lcl: ReadonlyMap<string, readonly LclRate[]>;
	air: ReadonlyMap<string, readonly AirRate[]>;
	/** "mode|port": a row limited to a port under that port, a row for any port under "mode|" */
	surcharges: ReadonlyMap<string, readonly SurchargeRate[]>;
	/** "mode|port" */
	portCosts: ReadonlyMap<string, readonly PortCostRate[]>;
	/** "port|province" */
	trucking: ReadonlyMap<string, readonly TruckingRate[]>;
	exchange: readonly ExchangeRate[];
	/** quote_validity as stored, by mode ("sea", "air") */
	validityDays: ReadonlyMap<string, number>;
	/** rows held, for the bench and the memory estimate */
	rows: number;
};

type State = {
	db: AppDatabase;
	version: Statement<[], number | undefined>;
	snapshot: RateSnapshot | null;
	loads: number;
};

const state = perConnection((db): State => ({
	db,
	// pluck: one number, no row object, no Drizzle mapping; the cheapest read a quote can make
	version: db.$client.prepare("SELECT version FROM rate_set_version WHERE id = 1").pluck() as Statement<
		[],
		number | undefined
	>,
	snapshot: null,
	loads: 0,
}));

function group<T>(rows: readonly T[], keyOf: (row: T) => string): Map<string, T[]> {
	const out = new Map<string, T[]>();
	for (const row of rows) {
		const key = keyOf(row);
		const list = out.get(key);
		if (list) list.push(row);
		else out.set(key, [row]);
	}
	return out;
}

function read(s: State): RateSnapshot {
	const db = s.db;
	s.loads++;
	// one read transaction: the version and the rows come from the same committed state
	return db.$client.transaction(() => {
		const version = s.version.get() ?? -1;
		const fcl = db.select().from(fclRates).all();
		const lcl = db.select().from(lclRates).all();
		const air = db.select().from(airRates).all();
		const sur = db.select().from(surcharges).all();
		const costs = db.select().from(portCosts).all();
		const trucking = db.select().from(truckingRates).all();
		const exchange = db.select().from(exchangeRates).all();
		const validity = db.select({ mode: quoteValidity.mode, days: quoteValidity.days }).from(quoteValidity).all();
		return {
			version,
			fcl: group(fcl, (r) => `${r.pol}>${r.pod}`),
			lcl: group(lcl, (r) => `${r.pol}>${r.pod}`),
			air: group(air, (r) => `${r.origin}>${r.destination}`),
			surcharges: group(sur, (r) => `${r.mode}|${r.port ?? ""}`),
			portCosts: group(costs, (r) => `${r.mode}|${r.port}`),
			trucking: group(trucking, (r) => `${r.port}|${r.province}`),
			exchange,
			validityDays: new Map(validity.map((v) => [v.mode, v.days])),
			rows:
				fcl.length +
				lcl.length +
				air.length +
				sur.length +
				costs.length +
				trucking.length +
				exchange.length +
				validity.length,
		};
	})();
}

/**
 * The rate set as committed now, from memory unless rate_set_version moved since it was read. Inside
 * a transaction the connection may see its own uncommitted writes: a set read then is used but not
 * kept, since a rollback would put the version back to a number the kept set claims.
 */
export function rateSnapshot(db?: AppDatabase): RateSnapshot {
	const s = state(db);
	const version = s.version.get() ?? -1;
	if (s.snapshot !== null && s.snapshot.version === version) return s.snapshot;
	const fresh = read(s);
	if (!s.db.$client.inTransaction && fresh.version >= 0) s.snapshot = fresh;
	return fresh;
}

/** How many times this connection read the rate set from SQLite (tests: no change, no reload). */
export function rateSetLoads(db?: AppDatabase): number {
	return state(db).loads;
}
