// `node bench/optimiser.ts [--runs=N]`: how long the Korea -> Vietnam route optimiser takes to rank
// every combination for one request (decision 081): the pricing engine once per Korean port x
// Vietnamese port through priceFromDb (the path every quote takes), the CO2 of each option, the
// enumeration of every port x port x routing and the Pareto ranking. In process, on a fresh database
// with the demo rates, after a warm-up; p50 / p95 / max per request. Goal: p95 under 200 ms.
// Also the screen's whole data (the view: names, formatted figures, liner notes) for the first case.
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { ROOT, printTable, countArg } from "./server.ts";

const runs = countArg(process.argv, "runs", 300);
if (!(Number.isInteger(runs) && runs >= 20 && runs <= 100_000))
	throw new Error("--runs must be an integer from 20 to 100,000");

// The database module reads DATABASE_PATH on first use: point it at a throwaway file before loading it.
const tempDir = mkdtempSync(path.join(os.tmpdir(), "freight-optimiser-bench-"));
process.env.DATABASE_PATH = path.join(tempDir, "bench.db");
process.once("exit", () => rmSync(tempDir, { recursive: true, force: true }));

const { getConnection, getDb } = await import("#db/client.ts");
const { applyMigrations } = await import("#db/migrate.ts");
const { seedReference } = await import("#db/seed/reference.ts");
const { seedFixedSurcharges } = await import("#db/seed/fixed-surcharges.ts");
const { seedDemoRates } = await import("#db/seed/demo-rates.ts");
const { addDays, seoulToday } = await import("#app/calendar/calendar.ts");
const { optimiseRoutes } = await import("#app/optimiser/optimiser.server.ts");
const { optimiserView } = await import("#app/optimiser/optimiser-view.server.ts");
const { optimiserQuery } = await import("#app/optimiser/input.ts");

applyMigrations(getConnection());
seedReference(getDb());
seedFixedSurcharges(getDb());
seedDemoRates(getDb());

const ready = addDays(seoulToday(), 14);
type Input = Parameters<typeof optimiseRoutes>[0];
const CASES: [string, Input][] = [
	[
		"Gyeonggi -> Binh Duong, 1 x 20' dry",
		{
			province: "KR-41",
			destination: "binh-duong",
			cargo: { kind: "fcl", container: "dv20", count: 1 },
			readyDate: ready,
		},
	],
	[
		"Seoul Gangnam -> Hanoi, 3 x 40' HC",
		{
			province: "KR-11",
			district: "강남구",
			destination: "hanoi",
			cargo: { kind: "fcl", container: "hc40", count: 3 },
			readyDate: ready,
		},
	],
	[
		"Gyeonggi -> Dong Nai, LCL 4 cbm 1,800 kg",
		{
			province: "KR-41",
			destination: "dong-nai",
			cargo: { kind: "lcl", volumeCbm: 4, weightKg: 1800 },
			readyDate: ready,
		},
	],
];

function percentile(sorted: number[], p: number): number {
	return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

function time(fn: () => unknown): { p50: number; p95: number; max: number; first: number } {
	const start = process.hrtime.bigint();
	fn();
	const first = Number(process.hrtime.bigint() - start) / 1e6;
	for (let i = 0; i < 20; i++) fn();
	const ms: number[] = [];
	for (let i = 0; i < runs; i++) {
		const t0 = process.hrtime.bigint();
		fn();
		ms.push(Number(process.hrtime.bigint() - t0) / 1e6);
	}
	ms.sort((a, b) => a - b);
	return { p50: percentile(ms, 50), p95: percentile(ms, 95), max: ms[ms.length - 1]!, first };
}

const GOAL_MS = 200;
const rows = CASES.map(([name, input]) => {
	const result = optimiseRoutes(input);
	const t = time(() => optimiseRoutes(input));
	return {
		name,
		combinations: result.combinations,
		priced: result.priced.length,
		...t,
	};
});
const [firstName, firstInput] = CASES[0]!;
const url = new URL(`http://bench.local/routeoptimizer?${optimiserQuery(firstInput)}`);
const view = { name: `${firstName} (screen data, kr)`, ...time(() => optimiserView(url, "kr")) };

const f = (x: number) => x.toFixed(2);
console.log(
	`Route optimiser, one request ranked ${runs} times after a warm-up (Node ${process.version}, ${os.cpus()[0]?.model ?? "cpu"})`,
);
printTable(
	["case", "combinations", "priced", "first ms", "p50 ms", "p95 ms", "max ms", `p95 < ${GOAL_MS} ms`],
	[
		...rows.map((r) => [
			r.name,
			String(r.combinations),
			String(r.priced),
			f(r.first),
			f(r.p50),
			f(r.p95),
			f(r.max),
			r.p95 < GOAL_MS ? "met" : "MISSED",
		]),
		[view.name, "", "", f(view.first), f(view.p50), f(view.p95), f(view.max), view.p95 < GOAL_MS ? "met" : "MISSED"],
	],
);
const file = path.join(ROOT, "bench", "results", "optimiser.json");
writeFileSync(file, `${JSON.stringify({ runs, goalMs: GOAL_MS, cases: rows, view }, null, 2)}\n`);
console.log(`\nresults written to ${path.relative(ROOT, file)}`);
