// `npm run bench`: serves the production build on a private port with a throwaway database, measures
// it, prints a table and writes bench/results/latest.json. Only the home page JS budget fails the run.
//
//   node bench/run.ts [--build] [--requests=N]
//     --build         rebuild even if build/ exists (otherwise it builds only when build/ is missing)
//     --requests=N    requests per path for the latency run (default 200)
import { type ChildProcess, execFileSync, spawn, spawnSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { createServer } from "node:net";
import os from "node:os";
import path from "node:path";
import { type LatencyResult, measureLatency } from "./latency.ts";
import { type MemoryResult, withMemory } from "./memory.ts";
import { type PageWeight, measurePageWeight } from "./page-weight.ts";

const ROOT = path.resolve(import.meta.dirname, "..");
const RESULTS_FILE = path.join(ROOT, "bench", "results", "latest.json");
const STARTUP_TIMEOUT_MS = 30_000;

type Running = { child: ChildProcess; baseUrl: string; output: () => string };

async function main(): Promise<number> {
	const args = process.argv.slice(2);
	const requestsArg = args.find((a) => a.startsWith("--requests="));
	const requests = requestsArg ? Number(requestsArg.split("=")[1]) : 200;
	if (!Number.isInteger(requests) || requests < 1) throw new Error(`--requests must be a positive integer`);

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

function ensureBuild(force: boolean) {
	const built = existsSync(path.join(ROOT, "build/server/index.js")) && existsSync(path.join(ROOT, "build/client/assets"));
	if (built && !force) return;
	console.log(force ? "building (--build)..." : "build/ is missing: running npm run build...");
	const result = spawnSync("npm", ["run", "build"], {
		cwd: ROOT,
		stdio: "inherit",
		env: { ...process.env, PATH: `${path.join(ROOT, "node_modules/.bin")}${path.delimiter}${process.env.PATH ?? ""}` },
	});
	if (result.status !== 0) throw new Error(`npm run build failed (exit ${result.status ?? result.signal})`);
}

// Asking the kernel for port 0 gives a free port; the tiny window before the server binds it is
// acceptable for a local bench.
function freePort(): Promise<number> {
	return new Promise((resolve, reject) => {
		const probe = createServer();
		probe.once("error", reject);
		probe.listen(0, "127.0.0.1", () => {
			const address = probe.address();
			const port = typeof address === "object" && address ? address.port : 0;
			probe.close(() => resolve(port));
		});
	});
}

function serverEnv(tempDir: string, port: number): NodeJS.ProcessEnv {
	return {
		...process.env,
		NODE_ENV: "test",
		HOST: "127.0.0.1",
		PORT: String(port),
		DATABASE_PATH: path.join(tempDir, "bench.db"),
		// Keeps anything the app writes out of the working copy's data/ folder.
		UPLOAD_DIR: path.join(tempDir, "uploads"),
		SESSION_SECRET: randomBytes(32).toString("hex"),
	};
}

function prepareDatabase(env: NodeJS.ProcessEnv) {
	for (const script of ["db/migrate.ts", "db/seed.ts"]) {
		const result = spawnSync(process.execPath, [script], { cwd: ROOT, env, encoding: "utf8" });
		if (result.status !== 0) {
			throw new Error(`node ${script} failed (exit ${result.status ?? result.signal}):\n${result.stdout}${result.stderr}`);
		}
	}
}

async function startServer(env: NodeJS.ProcessEnv): Promise<Running> {
	const child = spawn(process.execPath, ["server.js"], { cwd: ROOT, env, stdio: ["ignore", "pipe", "pipe"] });
	// Keep the tail of the server's output to explain a failed start; otherwise it stays quiet.
	let log = "";
	const keep = (chunk: Buffer) => {
		log = (log + chunk.toString("utf8")).slice(-8_000);
	};
	child.stdout?.on("data", keep);
	child.stderr?.on("data", keep);

	const baseUrl = `http://127.0.0.1:${env.PORT}`;
	const running: Running = { child, baseUrl, output: () => log };
	const deadline = Date.now() + STARTUP_TIMEOUT_MS;
	while (Date.now() < deadline) {
		if (!isAlive(child)) throw new Error(`server exited during start-up (${child.exitCode ?? child.signalCode}):\n${log}`);
		try {
			const response = await fetch(`${baseUrl}/healthz`, { signal: AbortSignal.timeout(2_000) });
			await response.arrayBuffer();
			if (response.status === 200) return running;
		} catch {
			// Not listening yet.
		}
		await new Promise((resolve) => setTimeout(resolve, 100));
	}
	child.kill("SIGKILL");
	throw new Error(`server did not answer /healthz with 200 within ${STARTUP_TIMEOUT_MS / 1000} s:\n${log}`);
}

function isAlive(child: ChildProcess): boolean {
	return child.exitCode === null && child.signalCode === null;
}

// SIGTERM lets server.js close cleanly (it has its own 5 s fallback); SIGKILL if even that stalls.
async function stopServer(child: ChildProcess) {
	if (!isAlive(child)) return;
	const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
	child.kill("SIGTERM");
	const timer = setTimeout(() => child.kill("SIGKILL"), 7_000);
	await exited;
	clearTimeout(timer);
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

function printTable(headers: string[], rows: string[][]) {
	const widths = headers.map((h, i) => Math.max(h.length, ...rows.map((r) => (r[i] ?? "").length)));
	// Text columns read left-aligned, numbers right-aligned so their digits line up.
	const numeric = headers.map((_, i) => rows.length > 0 && rows.every((r) => /^[-+\d.,\s]*(KiB|MiB)?$/.test(r[i] ?? "")));
	const line = (cells: string[]) =>
		cells.map((c, i) => (numeric[i] ? c.padStart(widths[i] ?? 0) : c.padEnd(widths[i] ?? 0))).join("  ").trimEnd();
	console.log(line(headers));
	console.log(widths.map((w) => "-".repeat(w)).join("  "));
	for (const row of rows) console.log(line(row));
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
