// `node bench/pricing.ts [--seconds=N] [--rows=N]`: how many quotes per second one core prices, for a
// typical FCL and a typical air request: the pure engine with the request's rows at hand, and end to
// end as every quote path prices (priceFromDb: the rate_set_version check, the in-memory rate set of
// decision 017, the places, the quote validity). Goal (decision 017): at least 20,000 quotes per
// second, both. Then the rate set's memory and reload time, for the demo set and with --rows copies
// of its rows added on made-up lanes (a real set of tens of thousands of rows).
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import v8 from "node:v8";
import { runInNewContext } from "node:vm";
import { CASES } from "./requests.ts";
import { ROOT, printTable, numberArg } from "./server.ts";

const seconds = numberArg(process.argv, "seconds", 3);
if (!(seconds > 0 && seconds <= 60)) throw new Error("--seconds must be between 0 and 60");
const extraRows = numberArg(process.argv, "rows", 30_000);
if (!(Number.isInteger(extraRows) && extraRows >= 0 && extraRows <= 1_000_000))
	throw new Error("--rows must be an integer from 0 to 1,000,000");

// The database module reads DATABASE_PATH on first use: point it at a throwaway file before loading it.
const tempDir = mkdtempSync(path.join(os.tmpdir(), "freight-pricing-bench-"));
process.env.DATABASE_PATH = path.join(tempDir, "bench.db");
process.once("exit", () => rmSync(tempDir, { recursive: true, force: true }));

const { databasePath, getConnection, getDb, openDatabase } = await import("#db/client.ts");
const { applyMigrations } = await import("#db/migrate.ts");
const { seedReference } = await import("#db/seed/reference.ts");
const { seedFixedSurcharges } = await import("#db/seed/fixed-surcharges.ts");
const { seedDemoRates } = await import("#db/seed/demo-rates.ts");
const { PricingRequestSchema } = await import("#app/pricing/request.ts");
const { priceQuote } = await import("#app/pricing/engine.ts");
const { loadRateSet, priceFromDb } = await import("#app/pricing/store/rate-set.server.ts");
const { rateSetLoads, rateSnapshot } = await import("#app/pricing/store/rate-cache.server.ts");

applyMigrations(getConnection());
seedReference(getDb());
seedFixedSurcharges(getDb());
seedDemoRates(getDb());

type Row = { name: string; options: number; lines: number; engine: number; endToEnd: number };

/** Calls fn for about `seconds` seconds after a warm-up; returns calls per second. */
function rate(fn: () => unknown, runFor: number): number {
	for (let i = 0; i < 2_000; i++) fn();
	const start = process.hrtime.bigint();
	const stopAt = start + BigInt(Math.round(runFor * 1e9));
	let calls = 0;
	let now = start;
	while (now < stopAt) {
		for (let i = 0; i < 500; i++) fn();
		calls += 500;
		now = process.hrtime.bigint();
	}
	return calls / (Number(now - start) / 1e9);
}

const requests = Object.entries(CASES).map(([name, input]) => ({ name, request: PricingRequestSchema.parse(input) }));

function measure(runFor: number): Row[] {
	return requests.map(({ name, request }) => {
		const rates = loadRateSet(request);
		const first = priceQuote(request, rates);
		if (!first.ok) throw new Error(`${name}: no price (${first.reason}); are the demo rates seeded?`);
		const loads = rateSetLoads();
		const row = {
			name,
			options: first.options.length,
			lines: first.options.reduce((n, o) => n + o.lines.length, 0),
			engine: rate(() => priceQuote(request, rates), runFor),
			endToEnd: rate(() => priceFromDb(request), runFor),
		};
		if (rateSetLoads() !== loads) throw new Error("the rate set was reloaded while nothing changed");
		return row;
	});
}

v8.setFlagsFromString("--expose-gc");
const gc = runInNewContext("gc") as () => void;

type SetFigures = { rows: number; heapKiB: number; reloadMs: number };

/** The heap one rate set holds (read on a new connection, so nothing is shared) and one reload's time. */
function setFigures(): SetFigures {
	const conn = openDatabase(databasePath());
	try {
		gc();
		const before = process.memoryUsage().heapUsed;
		const held = rateSnapshot(conn.db);
		gc();
		const heapKiB = (process.memoryUsage().heapUsed - before) / 1024;
		const runs = 5;
		const start = process.hrtime.bigint();
		for (let i = 0; i < runs; i++) {
			conn.sqlite.prepare("UPDATE rate_set_version SET version = version + 1 WHERE id = 1").run();
			rateSnapshot(conn.db);
		}
		return { rows: held.rows, heapKiB, reloadMs: Number(process.hrtime.bigint() - start) / 1e6 / runs };
	} finally {
		conn.sqlite.close();
	}
}

/** Adds `count` copies of the demo rows, spread over made-up lanes and ports the requests never ask about. */
function addMadeUpRows(count: number): void {
	const sqlite = getConnection().sqlite;
	const tables = { fcl_rates: 0.6, surcharges: 0.15, port_costs: 0.15, trucking_rates: 0.1 } as const;
	sqlite.transaction(() => {
		for (const [table, share] of Object.entries(tables)) {
			const rows = sqlite.prepare(`SELECT * FROM ${table}`).all() as Record<string, unknown>[];
			if (rows.length === 0) continue;
			const names = Object.keys(rows[0]!);
			const insert = sqlite.prepare(
				`INSERT INTO ${table} (${names.join(", ")}) VALUES (${names.map((n) => `@${n}`).join(", ")})`,
			);
			const wanted = Math.round(count * share);
			for (let i = 0; i < wanted; i++) {
				const row: Record<string, unknown> = { ...rows[i % rows.length]!, id: `bench-${table}-${i}` };
				const lane = `Z${String(Math.floor(i / rows.length)).padStart(4, "0")}`;
				if ("pol" in row) row.pod = lane;
				if (table === "surcharges") row.port = lane;
				if (table === "port_costs") row.port = lane;
				if (table === "trucking_rates") row.province = `KR-${lane}`;
				insert.run(row);
			}
		}
	})();
}

const rows = measure(seconds);
const demoSet = setFigures();
addMadeUpRows(extraRows);
const bigSet = setFigures();
const bigRows = measure(Math.min(seconds, 2));

const GOAL = 20_000;
const n = (x: number) => Math.round(x).toLocaleString("en");
const met = (x: number) => (x >= GOAL ? "met" : "MISSED");
console.log(`Pricing, one core, ${seconds} s per case (Node ${process.version}, ${os.cpus()[0]?.model ?? "cpu"})`);
printTable(
	["request", "options", "lines", "engine quotes/s", "end to end quotes/s", "goal 20,000/s"],
	rows.map((r) => [
		r.name,
		String(r.options),
		String(r.lines),
		n(r.engine),
		n(r.endToEnd),
		`${met(r.engine)} / ${met(r.endToEnd)}`,
	]),
);
console.log("\nThe in-memory rate set (decision 017): heap held, and one reload after rate_set_version moved");
printTable(
	["rate set", "rows", "heap", "bytes per row", "reload ms", "end to end quotes/s"],
	[
		[
			"demo data",
			n(demoSet.rows),
			`${n(demoSet.heapKiB)} KiB`,
			n((demoSet.heapKiB * 1024) / demoSet.rows),
			demoSet.reloadMs.toFixed(1),
			rows.map((r) => n(r.endToEnd)).join(" / "),
		],
		[
			`demo + ${n(extraRows)} made-up rows`,
			n(bigSet.rows),
			`${n(bigSet.heapKiB)} KiB`,
			n((bigSet.heapKiB * 1024) / bigSet.rows),
			bigSet.reloadMs.toFixed(1),
			bigRows.map((r) => n(r.endToEnd)).join(" / "),
		],
	],
);
const file = path.join(ROOT, "bench", "results", "pricing.json");
mkdirSync(path.dirname(file), { recursive: true });
writeFileSync(
	file,
	`${JSON.stringify({ measuredAt: new Date().toISOString(), node: process.version, seconds, rows, rateSet: { demo: demoSet, withMadeUpRows: { extraRows, ...bigSet, rows: bigRows } } }, null, "\t")}\n`,
);
console.log(`\nresults written to ${path.relative(ROOT, file)}`);
