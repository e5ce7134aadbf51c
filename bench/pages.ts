// `node bench/pages.ts [--build] [--seconds=2] [--rounds=5] [--connections=20] [--only=text[,text...]]`: the
// "p99 under 100 ms at 20 connections on every page", beyond the six pages bench/compare.ts sets against
// the yardstick. The production build serves a seeded throwaway database; each page (a customer's My
// page, the staff desk, the public pages) gets --rounds bursts of --seconds with --connections new
// connections each (as a browser or Fly's proxy opens them), a second apart, after a 1 s warm-up.
// Prints req/s, p50 and p99 (medians of the rounds), each round's p99 and the CPU the server's main thread spent per
// page over the rounds, and flags a median p99 of
// 100 ms or more. A measurement, not a test: autocannon shares the machine's cores with the server.
import os from "node:os";
import autocannon from "autocannon";
import {
	ensureBuild,
	freePort,
	median,
	prepareDatabase,
	printTable,
	serverEnv,
	signIn,
	startServer,
	stopServer,
} from "./server.ts";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import path from "node:path";

const argValue = (name: string) => process.argv.find((a) => a.startsWith(`--${name}=`))?.split("=")[1];
const seconds = Number(argValue("seconds") ?? 2);
const rounds = Number(argValue("rounds") ?? 5);
const connections = Number(argValue("connections") ?? 20);
// several texts, comma-separated: the pages whose name contains any of them
const only = argValue("only")?.split(",");
if (!(seconds >= 1 && seconds <= 30)) throw new Error("--seconds must be between 1 and 30");
if (!(rounds >= 1 && rounds <= 30)) throw new Error("--rounds must be between 1 and 30");
if (!(connections >= 1 && connections <= 64)) throw new Error("--connections must be between 1 and 64");

const GOAL_P99_MS = 100;
// What a browser sends: the server compresses as it would for a real visitor.
const HEADERS = { "accept-language": "ko", "accept-encoding": "gzip, deflate, br" };

type Who = "customer" | "staff" | "anonymous";
// A shipment of the demo company in each stage a page shows differently (db/seed).
const PAGES: { who: Who; path: string }[] = [
	{ who: "anonymous", path: "/" },
	{ who: "anonymous", path: "/login" },
	{ who: "anonymous", path: "/company" },
	{ who: "anonymous", path: "/eventlist" },
	{ who: "anonymous", path: "/order/shipline" },
	{ who: "customer", path: "/mypage/estimate" },
	{ who: "customer", path: "/mypage/shipment" },
	{ who: "customer", path: "/mypage/shipment/demo-shipment-sailing" },
	{ who: "customer", path: "/mypage/upload" },
	{ who: "customer", path: "/mypage/download" },
	{ who: "customer", path: "/mypage/payment" },
	{ who: "customer", path: "/mypage/payment/demo-shipment-delivered" },
	{ who: "customer", path: "/order/shipline" },
	{ who: "customer", path: "/order/airline" },
	{ who: "staff", path: "/admin" },
	{ who: "staff", path: "/admin/requests" },
	{ who: "staff", path: "/admin/quotes" },
	{ who: "staff", path: "/admin/negotiations" },
	{ who: "staff", path: "/admin/bookings" },
	{ who: "staff", path: "/admin/shipments" },
	{ who: "staff", path: "/admin/shipments/demo-shipment-sailing" },
	{ who: "staff", path: "/admin/payments" },
];

/**
 * CPU seconds the server's main thread (its event loop) has used so far, from /proc (Linux; 0
 * elsewhere). Less disturbed by other processes on the machine than req/s and p99, which read the
 * wall clock: a busy neighbour slows each request, but barely changes the CPU it costs.
 */
function loopCpuSeconds(pid: number | undefined): number {
	try {
		const stat = readFileSync(`/proc/${pid}/task/${pid}/stat`, "utf8");
		const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
		// utime and stime, fields 14 and 15 of stat(5), in clock ticks (100 a second on Linux)
		return (Number(fields[11]) + Number(fields[12])) / 100;
	} catch {
		return 0;
	}
}

async function main() {
	ensureBuild(process.argv.includes("--build"));
	const tempDir = mkdtempSync(path.join(os.tmpdir(), "freight-bench-pages-"));
	const env = serverEnv(tempDir, await freePort());
	prepareDatabase(env);
	const baseUrl = `http://127.0.0.1:${env.PORT}`;
	const server = await startServer({
		...env,
		NODE_ENV: "production",
		APP_ORIGIN: baseUrl,
		ALLOW_INSECURE_COOKIES: "true",
	});
	try {
		const cookies: Record<Who, string | undefined> = {
			customer: await signIn(server.baseUrl, "customer@demo.kr", HEADERS),
			staff: await signIn(server.baseUrl, "staff@demo.kr", HEADERS),
			anonymous: undefined,
		};
		const rows: string[][] = [];
		let over = 0;
		for (const page of PAGES.filter((p) => !only || only.some((text) => `${p.who} ${p.path}`.includes(text)))) {
			const cookie = cookies[page.who];
			const headers = cookie ? { ...HEADERS, cookie } : HEADERS;
			const url = `${server.baseUrl}${page.path}`;
			const first = await fetch(url, { headers, redirect: "manual" });
			await first.arrayBuffer();
			if (first.status !== 200) throw new Error(`${page.who} ${page.path} answered ${first.status}, expected 200`);
			await autocannon({ url, headers, connections, duration: 1 });
			const loads: autocannon.Result[] = [];
			const cpuBefore = loopCpuSeconds(server.child.pid);
			for (let round = 0; round < rounds; round++) {
				loads.push(await autocannon({ url, headers, connections, duration: seconds }));
				await new Promise((resolve) => setTimeout(resolve, 1_000));
			}
			const requests = loads.reduce((n, l) => n + l.requests.total, 0);
			const loopMsPerPage = requests ? ((loopCpuSeconds(server.child.pid) - cpuBefore) * 1000) / requests : 0;
			const p99 = median(loads.map((l) => l.latency.p99));
			const bad = loads.reduce((n, l) => n + l.non2xx + l.errors, 0);
			if (p99 >= GOAL_P99_MS) over++;
			rows.push([
				page.path,
				page.who,
				String(Math.round(median(loads.map((l) => l.requests.average)))),
				String(median(loads.map((l) => l.latency.p50))),
				String(p99),
				loads.map((l) => l.latency.p99).join(" "),
				loopMsPerPage.toFixed(2),
				String(bad),
				p99 >= GOAL_P99_MS ? `p99 >= ${GOAL_P99_MS}` : "",
			]);
			console.log(`  ${page.path} (${page.who}): p99 ${p99} ms`);
		}
		console.log(
			`\nPages, production build, ${connections} new connections per round, ${rounds} x ${seconds} s, ${os.cpus().length} cores (autocannon shares them)`,
		);
		printTable(
			["page", "as", "req/s", "p50 ms", "p99 ms", "p99 per round", "loop CPU ms/page", "non-2xx/errors", "flag"],
			rows,
		);
		console.log(
			over
				? `\n${over} page(s) at or over the ${GOAL_P99_MS} ms p99 goal`
				: `\nevery page under the ${GOAL_P99_MS} ms p99 goal`,
		);
	} finally {
		await stopServer(server.child);
		rmSync(tempDir, { recursive: true, force: true });
	}
}

await main();
