// `node bench/cost.ts [--build] [--requests=N]`: the landed-cost calculator's JavaScript-off answer
// (spec section 2, /cost; decision 074). The production server's time for POST /cost, as a signed-in
// customer whose browser runs no JavaScript, from the request to the last byte of the re-rendered page
// (target: p95 under 50 ms). Two cases: the issue's import (Ho Chi Minh -> Busan, a 20ft, FOB USD 20,000,
// freight typed) and the same from Cat Lai with the freight left empty, so the pricing engine prices
// the lane inside the request. One request at a time (a person pressing "Calculate"), after a warm-up.
// Like bench/run.ts: builds if build/ is missing, starts `node server.js` on a free 127.0.0.1 port,
// stops it and deletes the temporary folder at the end, also on failure or Ctrl-C.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import {
	ROOT,
	ensureBuild,
	freePort,
	prepareDatabase,
	printTable,
	serverEnv,
	signIn,
	startServer,
	stopServer,
	countArg,
} from "./server.ts";

const args = process.argv.slice(2);
const requests = countArg(args, "requests", 300);
if (!(requests > 0 && requests <= 5_000)) throw new Error("--requests must be between 1 and 5000");
const WARMUP = 30;
const TARGET_P95_MS = 50;

const ISSUE_CASE = {
	direction: "import",
	cargo: "fcl",
	container: "dv20",
	count: "1",
	koreanPort: "KRPUS",
	foreignPlace: "VNSGN",
	fob: "20000",
	freight: "300",
	insurance: "",
	hsCode: "",
	ftaRate: "",
	days: "0",
	cbm: "",
	kg: "",
	whRate: "3000",
	whMin: "30000",
};
const CASES: [name: string, form: Record<string, string> | null, expect: string, url?: string][] = [
	["POST import VNSGN->KRPUS 20ft, freight typed", ISSUE_CASE, "28,141,126"],
	[
		"POST import VNCLI->KRPUS 20ft, our freight (engine)",
		{ ...ISSUE_CASE, foreignPlace: "VNCLI", freight: "" },
		'data-line="cif"',
	],
	["GET /cost, the empty form (for scale)", null, "cost-fob"],
	["GET /mypage/coupons (for scale)", null, "<main", "/mypage/coupons"],
];

const tempDir = mkdtempSync(path.join(os.tmpdir(), "freight-cost-bench-"));
const port = await freePort();
const env = { ...serverEnv(tempDir, port), ALLOW_INSECURE_COOKIES: "true" };
let stop: (() => Promise<void>) | null = null;
const cleanUp = async () => {
	await stop?.();
	rmSync(tempDir, { recursive: true, force: true });
};
process.once("SIGINT", () => void cleanUp().then(() => process.exit(130)));

try {
	ensureBuild(args.includes("--build"));
	prepareDatabase(env);
	const server = await startServer(env);
	stop = () => stopServer(server.child);
	const cookie = await signIn(server.baseUrl, "customer@demo.kr");
	const headers = { cookie, origin: server.baseUrl, "content-type": "application/x-www-form-urlencoded" };

	// form null: a GET of `url` for scale (the same layout, no calculation)
	const post = async (form: Record<string, string> | null, url = "/cost") => {
		const started = performance.now();
		const response = await fetch(`${server.baseUrl}${url}`, {
			method: form ? "POST" : "GET",
			headers: form ? headers : { cookie },
			body: form ? new URLSearchParams(form) : null,
			redirect: "manual",
		});
		const html = await response.text();
		return { ms: performance.now() - started, status: response.status, html };
	};

	const rows: string[][] = [];
	const results: Record<string, { p50: number; p95: number; max: number; requests: number; kib: number }> = {};
	for (const [name, form, expected, url] of CASES) {
		const first = await post(form, url);
		if (first.status !== 200 || !first.html.includes(expected))
			throw new Error(`${name}: answered ${first.status} without "${expected}"`);
		for (let i = 0; i < WARMUP; i++) await post(form, url);
		const samples: number[] = [];
		for (let i = 0; i < requests; i++) samples.push((await post(form, url)).ms);
		samples.sort((a, b) => a - b);
		const at = (q: number) => samples[Math.min(samples.length - 1, Math.floor(q * samples.length))]!;
		results[name] = { p50: at(0.5), p95: at(0.95), max: samples.at(-1)!, requests, kib: first.html.length / 1024 };
		rows.push([
			name,
			(first.html.length / 1024).toFixed(1),
			at(0.5).toFixed(1),
			at(0.95).toFixed(1),
			samples.at(-1)!.toFixed(1),
			form ? (at(0.95) < TARGET_P95_MS ? "ok" : "OVER") : "",
		]);
	}
	const load = os.loadavg()[0]!.toFixed(1);
	console.log(
		`\n/cost, JavaScript off, ${requests} requests each after ${WARMUP} warm-up (ms; load average ${load} on ${os.cpus().length} cores)\n`,
	);
	printTable(["case", "KiB", "p50", "p95", "max", `p95 < ${TARGET_P95_MS}`], rows);
	mkdirSync(path.join(ROOT, "bench/results"), { recursive: true });
	writeFileSync(
		path.join(ROOT, "bench/results/cost.json"),
		JSON.stringify({ at: new Date().toISOString(), results }, null, 2),
	);
} finally {
	await cleanUp();
}
