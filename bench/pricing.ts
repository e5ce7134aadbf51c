// `node bench/pricing.ts [--seconds=N]`: how many quotes per second the pure pricing engine computes on
// one core (this process is single-threaded), for a typical FCL and a typical air request, with the
// rate rows of the demo data already loaded (the partner API loads them once per request; that cost
// is measured separately as "engine + SQLite"). Goal (issue 4): at least 20,000 quotes per second.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { CASES } from "./requests.ts";
import { ROOT, printTable } from "./server.ts";

const seconds = Number(process.argv.find((a) => a.startsWith("--seconds="))?.split("=")[1] ?? 3);
if (!(seconds > 0 && seconds <= 60)) throw new Error("--seconds must be between 0 and 60");

// The database module reads DATABASE_PATH on first use: point it at a throwaway file before loading it.
const tempDir = mkdtempSync(path.join(os.tmpdir(), "freight-pricing-bench-"));
process.env.DATABASE_PATH = path.join(tempDir, "bench.db");
process.once("exit", () => rmSync(tempDir, { recursive: true, force: true }));

const { getConnection, getDb } = await import("#db/client.ts");
const { applyMigrations } = await import("#db/migrate.ts");
const { seedReference } = await import("#db/seed/reference.ts");
const { seedFixedSurcharges } = await import("#db/seed/fixed-surcharges.ts");
const { seedDemoRates } = await import("#db/seed/demo-rates.ts");
const { pricingRequestSchema } = await import("#app/pricing/request.ts");
const { priceQuote } = await import("#app/pricing/engine.ts");
const { loadRateSet, priceFromDb } = await import("#app/pricing/store/rate-set.server.ts");

applyMigrations(getConnection());
seedReference(getDb());
seedFixedSurcharges(getDb());
seedDemoRates(getDb());


type Row = { name: string; options: number; lines: number; engine: number; withDb: number };

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

const rows: Row[] = [];
for (const [name, input] of Object.entries(CASES)) {
	const request = pricingRequestSchema.parse(input);
	const rates = loadRateSet(request);
	const first = priceQuote(request, rates);
	if (!first.ok) throw new Error(`${name}: no price (${first.reason}); are the demo rates seeded?`);
	rows.push({
		name,
		options: first.options.length,
		lines: first.options.reduce((n, o) => n + o.lines.length, 0),
		engine: rate(() => priceQuote(request, rates), seconds),
		withDb: rate(() => priceFromDb(request), Math.min(seconds, 2)),
	});
}

const GOAL = 20_000;
console.log(`Pricing engine, one core, ${seconds} s per case (Node ${process.version}, ${os.cpus()[0]?.model ?? "cpu"})`);
printTable(
	["request", "options", "lines", "engine quotes/s", "engine + SQLite quotes/s", "goal 20,000/s"],
	rows.map((r) => [r.name, String(r.options), String(r.lines), Math.round(r.engine).toLocaleString("en"), Math.round(r.withDb).toLocaleString("en"), r.engine >= GOAL ? "met" : "MISSED"]),
);
const file = path.join(ROOT, "bench", "results", "pricing.json");
mkdirSync(path.dirname(file), { recursive: true });
writeFileSync(file, `${JSON.stringify({ measuredAt: new Date().toISOString(), node: process.version, seconds, rows }, null, "\t")}\n`);
console.log(`\nresults written to ${path.relative(ROOT, file)}`);
