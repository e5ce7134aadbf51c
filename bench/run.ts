// `npm run bench`: serves the production build on a private port with a throwaway database, measures
// it, prints a table and writes bench/results/latest.json. Only the home page JS budget fails the run.
//
//   node bench/run.ts [--build] [--requests=N]
//     --build         rebuild even if build/ exists (otherwise it builds only when build/ is missing)
//     --requests=N    requests per path for the latency run (default 200)
import { execFileSync } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { type LatencyResult, measureLatency } from "./latency.ts";
import { type MemoryResult, withMemory } from "./memory.ts";
import { type PageWeight, measurePageWeight } from "./page-weight.ts";
import {
	ROOT,
	type Running,
	ensureBuild,
	freePort,
	isAlive,
	prepareDatabase,
	printTable,
	serverEnv,
	startServer,
	stopServer,
	countArg,
} from "./server.ts";

const RESULTS_FILE = path.join(ROOT, "bench", "results", "latest.json");

async function main(): Promise<number> {
	const args = process.argv.slice(2);
	const requests = countArg(args, "requests", 200);

	ensureBuild(args.includes("--build"));

	const tempDir = mkdtempSync(path.join(os.tmpdir(), "freight-bench-"));
	let server: Running | undefined;
	// The server must never outlive the bench, whatever way the process ends.
	const killNow = () => {
		if (server && isAlive(server.child)) server.child.kill("SIGKILL");
		rmSync(tempDir, { recursive: true, force: true });
	};
	process.once("exit", killNow);
	for (const signal of ["SIGINT", "SIGTERM"] as const) {
		process.once(signal, () => {
			killNow();
			process.exit(130);
		});
	}

	try {
		const env = serverEnv(tempDir, await freePort());
		prepareDatabase(env);
		server = await startServer(env);
		console.log(`server: ${server.baseUrl} (pid ${server.child.pid}, database ${env.DATABASE_PATH})\n`);

		const pageWeight = await measurePageWeight(server.baseUrl);
		const pid = server.child.pid ?? 0;
		const { result: latency, memory } = await withMemory(pid, () => measureLatency(server!.baseUrl, { requests }));

		printPageWeight(pageWeight);
		printLatency(latency);
		printMemory(memory);

		writeResults({ pageWeight, latency, memory });
		console.log(`\nresults written to ${path.relative(ROOT, RESULTS_FILE)}`);
		console.log("These are measurements, not tests: only the page-weight budget fails the run.");
		return pageWeight.budget.ok ? 0 : 1;
	} finally {
		if (server) await stopServer(server.child);
		rmSync(tempDir, { recursive: true, force: true });
	}
}

function writeResults(results: { pageWeight: PageWeight; latency: LatencyResult; memory: MemoryResult }) {
	mkdirSync(path.dirname(RESULTS_FILE), { recursive: true });
	const report = {
		measuredAt: new Date().toISOString(),
		commit: gitCommit(),
		machine: { node: process.version, platform: `${process.platform}-${process.arch}`, cpus: os.cpus().length },
		...results,
	};
	writeFileSync(RESULTS_FILE, `${JSON.stringify(report, null, "\t")}\n`);
}

function gitCommit(): string | null {
	try {
		const head = execFileSync("git", ["rev-parse", "--short", "HEAD"], { cwd: ROOT, encoding: "utf8" }).trim();
		const dirty = execFileSync("git", ["status", "--porcelain"], { cwd: ROOT, encoding: "utf8" }).trim() !== "";
		return dirty ? `${head}+uncommitted` : head;
	} catch {
		return null;
	}
}

function printPageWeight(weight: PageWeight) {
	console.log(`Page weight: GET ${weight.path} (Accept-Language: ko, <html lang="${weight.html.lang ?? "?"}">)`);
	printTable(
		["", "files", "raw", "gzip -9"],
		[
			["HTML document", "1", kib(weight.html.rawBytes), kib(weight.html.gzipBytes)],
			["JS", String(weight.js.files), kib(weight.js.rawBytes), kib(weight.js.gzipBytes)],
			["CSS", String(weight.css.files), kib(weight.css.rawBytes), kib(weight.css.gzipBytes)],
		],
	);
	console.log("\nAssets");
	printTable(
		["asset", "found via", "raw", "gzip -9"],
		weight.assets.map((a) => [a.url, a.via, kib(a.rawBytes), kib(a.gzipBytes)]),
	);
	if (weight.notPreloaded.length > 0) {
		console.log(`note: reached by import but not modulepreloaded: ${weight.notPreloaded.join(", ")}`);
	}
	console.log("\nLocale chunks (dynamic import, one per page load)");
	printTable(
		["locale", "file", "raw", "gzip -9", "in entry", "this page"],
		weight.localeChunks.map((c) => [
			c.locale,
			c.file,
			kib(c.rawBytes),
			kib(c.gzipBytes),
			c.referencedByEntry ? "yes" : "NO",
			c === weight.pageLocaleChunk ? "yes" : "",
		]),
	);
	const { jsGzipBytes, jsGzipLimitBytes, ok } = weight.budget;
	const withLocale = weight.pageLocaleChunk ? jsGzipBytes + weight.pageLocaleChunk.gzipBytes : null;
	console.log(
		`\nBudget: home page JS gzip ${kib(jsGzipBytes)} of ${kib(jsGzipLimitBytes)} -> ${ok ? "OK" : "EXCEEDED"}` +
			(withLocale === null ? "" : ` (with the ${weight.pageLocaleChunk?.locale} locale chunk: ${kib(withLocale)})`),
	);
}

function printLatency(latency: LatencyResult) {
	console.log(
		`\nLatency: ${latency.requestsPerPath} requests per path, concurrency ${latency.concurrency}, ` +
			`${latency.warmup} warm-up requests, Accept-Language: ko${latency.timedOut ? " -- STOPPED AT TIMEOUT, partial" : ""}`,
	);
	printTable(
		["path", "status", "done", "errors", "p50 ms", "p95 ms", "max ms", "req/s"],
		latency.paths.map((p) => [
			p.path,
			Object.entries(p.statuses)
				.map(([status, count]) => `${status} x${count}`)
				.join(" "),
			`${p.completed}/${p.requested}`,
			String(p.errors),
			num(p.p50Ms),
			num(p.p95Ms),
			num(p.maxMs),
			num(p.requestsPerSecond, 0),
		]),
	);
}

function printMemory(memory: MemoryResult) {
	console.log("\nServer memory (/proc/<pid>/status, around the latency run)");
	if (!memory.before || !memory.after) {
		console.log("not available on this platform");
		return;
	}
	printTable(
		["", "RSS", "peak RSS"],
		[
			["before", mib(memory.before.rssKiB), mib(memory.before.peakRssKiB)],
			["after", mib(memory.after.rssKiB), mib(memory.after.peakRssKiB)],
			["growth", mib(memory.growthKiB ?? 0), ""],
		],
	);
}

function kib(bytes: number): string {
	return `${(bytes / 1024).toFixed(1)} KiB`;
}

function mib(kibibytes: number): string {
	return `${(kibibytes / 1024).toFixed(1)} MiB`;
}

function num(value: number | null, digits = 1): string {
	return value === null ? "-" : value.toFixed(digits);
}

main().then(
	(code) => {
		process.exitCode = code;
	},
	(error: unknown) => {
		console.error(`bench failed: ${error instanceof Error ? error.message : String(error)}`);
		process.exitCode = 1;
	},
);
