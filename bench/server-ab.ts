// `node bench/server-ab.ts --off=NAME=off[,NAME=off...] [--rounds=6] [--seconds=2] [--connections=20] [--only=text[,text]]`:
// the production server with and without one piece of app/server, both up at once on their own seeded
// databases, their rounds alternated (the order shuffled per pair) so the machine's drift falls on both
// alike: bench:pages' load (20 new connections a round) on each page, then per page the medians of
// req/s and p99 each way and the median of the pairs' ratios (without / with). `--off` takes the
// switches (`REQUEST_TURNS=off`, `PAGE_CACHE=off`, ... listed in app/server/README.md), each
// measured on its own. A measurement, not a test: autocannon shares the cores with both servers.
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import autocannon from "autocannon";
import {
	type Running,
	freePort,
	median,
	prepareDatabase,
	printTable,
	serverEnv,
	signIn,
	startServer,
	stopServer,
} from "./server.ts";

const argValue = (name: string) => process.argv.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3);
const offs = (argValue("off") ?? "").split(",").filter(Boolean);
const rounds = Number(argValue("rounds") ?? 6);
const seconds = Number(argValue("seconds") ?? 2);
const connections = Number(argValue("connections") ?? 20);
const only = argValue("only")?.split(",");
if (!offs.length || !offs.every((o) => /^[A-Z_]+=\w+$/.test(o)))
	throw new Error("--off=NAME=value[,NAME=value] is required");
if (!(rounds >= 2 && rounds <= 20) || !(seconds >= 1 && seconds <= 10) || !(connections >= 1 && connections <= 64))
	throw new Error("bounds: rounds 2..20, seconds 1..10, connections 1..64");

const HEADERS = { "accept-language": "ko", "accept-encoding": "gzip, deflate, br" };
type Who = "anonymous" | "customer" | "staff";
const PAGES: { who: Who; path: string }[] = [
	{ who: "anonymous", path: "/company" },
	{ who: "customer", path: "/mypage/estimate" },
	{ who: "staff", path: "/admin/shipments/demo-shipment-sailing" },
];

async function serve(
	tempDir: string,
	extra: Record<string, string>,
): Promise<{ server: Running; cookies: Partial<Record<Who, string>> }> {
	const env = serverEnv(tempDir, await freePort());
	prepareDatabase(env);
	const server = await startServer({
		...env,
		NODE_ENV: "production",
		APP_ORIGIN: `http://127.0.0.1:${env.PORT}`,
		ALLOW_INSECURE_COOKIES: "true",
		...extra,
	});
	const cookies = {
		customer: await signIn(server.baseUrl, "customer@demo.kr", HEADERS),
		staff: await signIn(server.baseUrl, "staff@demo.kr", HEADERS),
	};
	return { server, cookies };
}

const rows: string[][] = [];
for (const off of offs) {
	const [name, value] = off.split("=") as [string, string];
	const dirs = [
		mkdtempSync(path.join(os.tmpdir(), "freight-bench-ab-")),
		mkdtempSync(path.join(os.tmpdir(), "freight-bench-ab-")),
	];
	const running: Running[] = [];
	try {
		const withIt = await serve(dirs[0]!, {});
		running.push(withIt.server);
		const without = await serve(dirs[1]!, { [name]: value });
		running.push(without.server);
		for (const page of PAGES.filter((p) => !only || only.some((t) => `${p.who} ${p.path}`.includes(t)))) {
			const load = async (side: typeof withIt, duration: number) => {
				const cookie = side.cookies[page.who];
				return autocannon({
					url: side.server.baseUrl + page.path,
					headers: cookie ? { ...HEADERS, cookie } : HEADERS,
					connections,
					duration,
				});
			};
			await load(withIt, 1);
			await load(without, 1);
			const results: { with: autocannon.Result[]; without: autocannon.Result[] } = { with: [], without: [] };
			for (let round = 0; round < rounds; round++) {
				const order = Math.random() < 0.5 ? (["with", "without"] as const) : (["without", "with"] as const);
				for (const side of order) {
					const result = await load(side === "with" ? withIt : without, seconds);
					if (result.non2xx || result.errors)
						throw new Error(`${page.path} ${side} ${off}: ${result.non2xx} non-2xx, ${result.errors} errors`);
					results[side].push(result);
					await new Promise((resolve) => setTimeout(resolve, 500));
				}
			}
			const rps = (rs: autocannon.Result[]) => rs.map((r) => r.requests.average);
			const p99 = (rs: autocannon.Result[]) => rs.map((r) => r.latency.p99);
			const ratio = (a: number[], b: number[]) => median(a.map((v, i) => v / b[i]!));
			rows.push([
				off,
				`${page.who} ${page.path}`,
				`${Math.round(median(rps(results.with)))} / ${Math.round(median(rps(results.without)))}`,
				`${median(p99(results.with))} / ${median(p99(results.without))}`,
				ratio(rps(results.without), rps(results.with)).toFixed(2),
				ratio(p99(results.without), p99(results.with)).toFixed(2),
			]);
			console.log(`  ${off} ${page.who} ${page.path} done (${new Date().toISOString()})`);
		}
	} finally {
		for (const server of running) await stopServer(server.child);
		for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
	}
}
console.log(
	`\nTwo servers, rounds alternated: ${rounds} x ${seconds} s each way, ${connections} new connections a round (${os.cpus().length} cores, load ${os.loadavg()[0]!.toFixed(1)})`,
);
printTable(["switch", "page", "req/s with / without", "p99 ms with / without", "req/s ratio", "p99 ratio"], rows);
