// `node bench/api.ts [--seconds=N] [--connections=N]`: requests per second and latency (p50, p99) of
// the partner quote API, POST /api/v1/quotes, on the production build served by server.js with the
// demo data, measured with autocannon on this machine (the server and autocannon share its cores).
// Bounded: each case runs for N seconds (default 10, at most 60) against 127.0.0.1 only.
import { createHash, randomBytes } from "node:crypto";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import autocannon from "autocannon";
import Database from "better-sqlite3";
import { CASES } from "./requests.ts";
import {
	ROOT,
	ensureBuild,
	freePort,
	prepareDatabase,
	printTable,
	serverEnv,
	startServer,
	stopServer,
	type Running,
	numberArg,
} from "./server.ts";

const arg = (name: string, fallback: number) => numberArg(process.argv, name, fallback);
const seconds = arg("seconds", 10);
const connections = arg("connections", 8);
if (!(seconds > 0 && seconds <= 60)) throw new Error("--seconds must be between 0 and 60");
if (!(connections >= 1 && connections <= 64)) throw new Error("--connections must be between 1 and 64");

/** A key for the bench only, with a limit no run can reach, written straight into the bench database. */
function createBenchKey(databasePath: string): string {
	const key = `fpk_${randomBytes(24).toString("base64url")}`;
	const db = new Database(databasePath);
	db.prepare("INSERT INTO api_keys (id, name, prefix, key_hash, rate_per_minute) VALUES (?, ?, ?, ?, ?)").run(
		"bench-key",
		"benchmark",
		key.slice(0, 8),
		createHash("sha256").update(key).digest("hex"),
		10_000_000,
	);
	db.close();
	return key;
}

type Row = {
	name: string;
	requests: number;
	perSecond: number;
	p50: number;
	p99: number;
	non2xx: number;
	errors: number;
};

async function main() {
	ensureBuild(process.argv.includes("--build"));
	const tempDir = mkdtempSync(path.join(os.tmpdir(), "freight-api-bench-"));
	let server: Running | undefined;
	try {
		const env = serverEnv(tempDir, await freePort());
		prepareDatabase(env);
		const key = createBenchKey(env.DATABASE_PATH as string);
		server = await startServer(env);
		const rows: Row[] = [];
		for (const [name, body] of Object.entries(CASES)) {
			const check = await fetch(`${server.baseUrl}/api/v1/quotes`, {
				method: "POST",
				headers: { authorization: `Bearer ${key}`, "content-type": "application/json" },
				body: JSON.stringify(body),
			});
			if (check.status !== 200) throw new Error(`${name}: expected 200, got ${check.status}: ${await check.text()}`);
			const result = await autocannon({
				url: `${server.baseUrl}/api/v1/quotes`,
				method: "POST",
				headers: { authorization: `Bearer ${key}`, "content-type": "application/json" },
				body: JSON.stringify(body),
				connections,
				duration: seconds,
			});
			rows.push({
				name,
				requests: result.requests.total,
				perSecond: result.requests.average,
				p50: result.latency.p50,
				p99: result.latency.p99,
				non2xx: result.non2xx,
				errors: result.errors,
			});
		}
		console.log(
			`POST /api/v1/quotes, production build, ${connections} connections, ${seconds} s per case, ${os.cpus().length} cores`,
		);
		printTable(
			["request", "requests", "req/s", "p50 ms", "p99 ms", "non-2xx", "errors"],
			rows.map((r) => [
				r.name,
				String(r.requests),
				r.perSecond.toFixed(0),
				String(r.p50),
				String(r.p99),
				String(r.non2xx),
				String(r.errors),
			]),
		);
		const file = path.join(ROOT, "bench", "results", "api.json");
		mkdirSync(path.dirname(file), { recursive: true });
		writeFileSync(
			file,
			`${JSON.stringify({ measuredAt: new Date().toISOString(), connections, seconds, cpus: os.cpus().length, rows }, null, "\t")}\n`,
		);
		console.log(`\nresults written to ${path.relative(ROOT, file)}`);
	} finally {
		if (server) await stopServer(server.child);
		rmSync(tempDir, { recursive: true, force: true });
	}
}

await main();
