// `node bench/young-gc.ts [--build] [--against=DIR] [--pages=N] [--only=text]`: what a page costs the
// young-generation collector (decision 033). Each page is requested --pages times in a child process
// that calls the build's React Router handler directly, one request per turn of the event loop as the
// server gives them, under V8's `--trace-gc-nvp`; after a warm-up of 400 requests it counts the young
// collections (scavenges), their pauses and the bytes they promoted to the old generation, per page.
// Promoted bytes are garbage the next full collection frees, and every pause is a wait each queued
// request sits through, so both should be near zero for a page. --against=DIR measures another build
// (a copy of build/ from before a change) alternately with this one, in the same run.
// A measurement, not a test: the times move with the machine; the promoted bytes barely do.
import { spawnSync } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { ROOT, ensureBuild, freePort, prepareDatabase, printTable, serverEnv } from "./server.ts";
import { type Who, pageRequester } from "./in-process.ts";

const argValue = (name: string) => process.argv.find((a) => a.startsWith(`--${name}=`))?.split("=")[1];
const WARM_UP = 400;

const PAGES: { who: Who; path: string }[] = [
	{ who: "anonymous", path: "/eventlist" },
	{ who: "anonymous", path: "/login" },
	{ who: "customer", path: "/mypage/estimate" },
	{ who: "customer", path: "/order/shipline" },
	{ who: "customer", path: "/mypage/payment/demo-shipment-delivered" },
	{ who: "staff", path: "/admin/shipments" },
	{ who: "staff", path: "/admin/shipments/demo-shipment-sailing" },
];

async function child(buildPath: string, who: Who, pagePath: string, count: number) {
	const request = await pageRequester(buildPath, who, pagePath);
	const run = async (n: number) => {
		const started = performance.now();
		for (let i = 0; i < n; i++) {
			await request();
			await new Promise((resolve) => setImmediate(resolve));
		}
		return (performance.now() - started) / n;
	};
	await run(WARM_UP);
	console.log("MEASURE");
	const ms = await run(count);
	console.log(`DONE ${count} ${ms}`);
	process.exit(0);
}

type Row = { ms: number; scavenges: number; pauseMs: number; promoted: number };

/** One page in a fresh child process: the scavenges V8 traced after the warm-up, per request. */
function measure(buildDir: string, who: Who, pagePath: string, count: number, env: NodeJS.ProcessEnv): Row {
	const script = path.join(ROOT, "bench/young-gc.ts");
	const args = [
		"--trace-gc-nvp",
		script,
		"--child",
		path.join(buildDir, "server/index.js"),
		who,
		pagePath,
		String(count),
	];
	const result = spawnSync(process.execPath, args, { cwd: ROOT, env, encoding: "utf8", maxBuffer: 64 * 1024 * 1024 });
	const lines = result.stdout.split("\n");
	const start = lines.indexOf("MEASURE");
	const done = lines.find((l) => l.startsWith("DONE "));
	if (result.status !== 0 || start < 0 || !done)
		throw new Error(`${pagePath} failed (exit ${result.status}):\n${result.stderr.slice(-4_000)}`);
	const field = (line: string, name: string) => Number(new RegExp(` ${name}=([\\d.]+)`).exec(line)?.[1] ?? 0);
	const scavenges = lines.slice(start).filter((l) => l.includes(" gc=s "));
	const [, n, ms] = done.split(" ");
	const requests = Number(n);
	return {
		ms: Number(ms),
		scavenges: scavenges.length / requests,
		pauseMs: scavenges.reduce((sum, l) => sum + field(l, "pause"), 0) / requests,
		promoted: scavenges.reduce((sum, l) => sum + field(l, "promoted"), 0) / requests,
	};
}

async function main() {
	const count = Number(argValue("pages") ?? 1_200);
	if (!(count >= 100 && count <= 20_000)) throw new Error("--pages must be between 100 and 20000");
	const against = argValue("against");
	const only = argValue("only");
	ensureBuild(process.argv.includes("--build"));
	const tempDir = mkdtempSync(path.join(os.tmpdir(), "freight-bench-young-gc-"));
	try {
		const env = serverEnv(tempDir, await freePort());
		prepareDatabase(env);
		const childEnv = {
			...env,
			NODE_ENV: "production",
			APP_ORIGIN: `http://127.0.0.1:${env.PORT}`,
			ALLOW_INSECURE_COOKIES: "true",
			LOG_LEVEL: "warn",
		};
		const builds = against ? [path.resolve(against), path.join(ROOT, "build")] : [path.join(ROOT, "build")];
		const rows: string[][] = [];
		for (const page of PAGES.filter((p) => !only || `${p.who} ${p.path}`.includes(only)))
			for (const build of builds) {
				const r = measure(build, page.who, page.path, count, childEnv);
				rows.push([
					page.path,
					page.who,
					path.relative(ROOT, build) || build,
					r.ms.toFixed(2),
					(r.scavenges * 1000).toFixed(1),
					(r.pauseMs * 1000).toFixed(0),
					(r.promoted / 1024).toFixed(1),
				]);
			}
		console.log(
			`\nYoung-generation collections per page, in-process, ${count} requests after ${WARM_UP} of warm-up (Node ${process.version})`,
		);
		printTable(["page", "as", "build", "ms/page", "scavenges/1000", "pause µs/page", "promoted KiB/page"], rows);
	} finally {
		rmSync(tempDir, { recursive: true, force: true });
	}
}

if (process.argv[2] === "--child")
	await child(process.argv[3]!, process.argv[4] as Who, process.argv[5]!, Number(process.argv[6]));
else await main();
