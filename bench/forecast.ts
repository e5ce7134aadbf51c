// `npm run bench:forecast`: the SCFI forecast's rolling-origin backtest on the reference series
// (decision 077). The series belongs to the Shanghai Shipping Exchange and is not shipped with the
// product, so it is read from ../shared/data/ beside the repository when present, and skipped with a
// message when not. Prints, per horizon, the model's and persistence's MAPE, whether the model is
// shown, and the empirical coverage of the 80% and 95% intervals; then the page's render time from a
// cached fit (bench/forecast-page.ts does it over HTTP-free React rendering).
import { execFileSync } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { REPORT_HORIZONS, fitForecast } from "#app/market/forecast.ts";
import { parseSeriesCsv } from "#app/market/series-csv.ts";

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
	console.log(`bench:forecast skipped: ${file} is not here (the reference series is not shipped with the product)`);
	process.exit(0);
}
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
console.log(`reference series: ${parsed.rows.length} weeks, last ${fit.last?.week}; fit (26 horizons) in ${fitMs.toFixed(0)} ms`);
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
		"80% coverage": `${(b.coverage80 * 100).toFixed(1)}%`,
		"95% coverage": `${(b.coverage95 * 100).toFixed(1)}%`,
	};
});
console.table(rows);
