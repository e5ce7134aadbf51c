// `npm run bench:forecast [-- --page [--build] [--requests=N]]`:
//   1. The SCFI forecast's rolling-origin backtest on the reference series (decision 077). The series
//      belongs to the Shanghai Shipping Exchange and is not shipped with the product, so it is read
//      from ../shared/data/ beside the repository when present (skipped with a message when not).
//      Prints, per horizon, the model's and persistence's MAPE (and the file's own persistence bar),
//      what the page shows, and the out-of-sample coverage of the 80% and 95% intervals.
//   2. With --page: /graph/scfi rendered by the production build's handler in this process, signed
//      in as the demo customer, over the demo's synthetic series: the first (fitting) request, then
//      p50 / p95 of N requests served from the cached fit. The goal is p95 under 100 ms.
import { execFileSync } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { REPORT_HORIZONS, fitForecast } from "#app/market/forecast.ts";
import { parseSeriesCsv } from "#app/market/series-csv.ts";
import { pageRequester } from "./in-process.ts";
import { ROOT, ensureBuild, freePort, prepareDatabase, serverEnv, countArg } from "./server.ts";

// ../shared/data beside the repository; a git worktree elsewhere looks beside its main checkout too
const repo = path.resolve(import.meta.dirname, "..");
const dataDirs = [path.join(repo, "../shared/data")];
try {
	const common = execFileSync("git", ["rev-parse", "--path-format=absolute", "--git-common-dir"], { cwd: repo });
	dataDirs.push(path.join(path.dirname(String(common).trim()), "../shared/data"));
} catch {
	// not a git checkout: only the first place
}
const dataDir =
	process.env.SCFI_REFERENCE_DIR ??
	dataDirs.find((d) => existsSync(path.join(d, "scfi_composite_weekly.csv"))) ??
	path.join(repo, "../shared/data");
const file = path.join(dataDir, "scfi_composite_weekly.csv");
const baselineFile = path.join(dataDir, "scfi_naive_baseline_mape.csv");

if (!existsSync(file)) {
	console.log(`backtest skipped: ${file} is not here (the reference series is not shipped with the product)`);
} else backtest();
if (process.argv.includes("--page")) await pageTiming();

function backtest() {
	const parsed = parseSeriesCsv(readFileSync(file, "utf8"));
	if (!parsed.ok) {
		console.error("the reference file did not parse:", parsed.issues.slice(0, 5));
		process.exit(1);
	}
	// the file's own bar: persistence MAPE per horizon on 2014-01..2021-08 and 2025-01..2026-01
	const bar = new Map<string, string>();
	if (existsSync(baselineFile)) {
		for (const line of readFileSync(baselineFile, "utf8").trim().split("\n").slice(1)) {
			const cells = line.split(",");
			bar.set(`${cells[0]}|${cells[2]}`, cells[3] ?? "");
		}
	}
	const t0 = performance.now();
	const fit = fitForecast(parsed.rows.map((r) => ({ week: r.week, value: r.value })));
	const fitMs = performance.now() - t0;
	console.log(
		`reference series: ${parsed.rows.length} weeks, last ${fit.last?.week}; fit (26 horizons) in ${fitMs.toFixed(0)} ms`,
	);
	const rows = REPORT_HORIZONS.map((h) => {
		const s = fit.steps.find((x) => x.h === h);
		if (!s) return { h, cases: 0 };
		const b = s.backtest;
		return {
			h,
			cases: b.cases,
			"model MAPE %": b.modelMape.toFixed(2),
			"persistence MAPE %": b.persistenceMape.toFixed(2),
			"file bar 2014-21 %": bar.get(`2014-01..2021-08 (incl. COVID surge)|${h}`) ?? "",
			shown: s.method,
			candidate: s.candidate,
			"DM stat": b.dm.toFixed(2),
			"80% coverage": `${(b.coverage80 * 100).toFixed(1)}%`,
			"95% coverage": `${(b.coverage95 * 100).toFixed(1)}%`,
		};
	});
	console.table(rows);
}

async function pageTiming() {
	const requests = countArg(process.argv, "requests", 300);
	ensureBuild(process.argv.includes("--build"));
	const tempDir = mkdtempSync(path.join(os.tmpdir(), "freight-bench-forecast-"));
	try {
		const env = serverEnv(tempDir, await freePort());
		prepareDatabase(env);
		Object.assign(process.env, env, {
			NODE_ENV: "production",
			APP_ORIGIN: `http://127.0.0.1:${env.PORT}`,
			ALLOW_INSECURE_COOKIES: "true",
			LOG_LEVEL: "warn",
		});
		const request = await pageRequester(path.join(ROOT, "build/server/index.js"), "customer", "/graph/scfi");
		const timed = async () => {
			const t = performance.now();
			await request();
			return performance.now() - t;
		};
		const first = await timed();
		for (let i = 0; i < 30; i++) await timed();
		const times: number[] = [];
		for (let i = 0; i < requests; i++) times.push(await timed());
		times.sort((a, b) => a - b);
		const p = (q: number) => times[Math.min(times.length - 1, Math.floor(q * times.length))] ?? Number.NaN;
		console.log(
			`\n/graph/scfi (customer, demo synthetic series, production build, in-process, Node ${process.version})`,
		);
		console.table([
			{
				"first request (fits) ms": first.toFixed(1),
				requests,
				"p50 ms": p(0.5).toFixed(1),
				"p95 ms": p(0.95).toFixed(1),
				"max ms": (times.at(-1) ?? Number.NaN).toFixed(1),
				"goal p95 < 100 ms": p(0.95) < 100 ? "met" : "MISSED",
			},
		]);
	} finally {
		rmSync(tempDir, { recursive: true, force: true });
	}
}
