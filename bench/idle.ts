// `node bench/idle.ts [--build] [--repeats=8] [--only=text]`: how much slower the first work after a
// pause runs on this machine. bench/pages.ts (and real traffic) pause between bursts, and a burst's
// first pages set its p99, so this tells how much of a page's tail is the machine waking up and how
// much is the page. For each pause (0, 10, 100, 1,000 ms) it times, right after the pause:
//   - a fixed arithmetic loop over an 8 MiB array (no allocation, no I/O, nothing of the app);
//   - the staff desk (and any --only page), requested in this process from the build's handler.
// The pause is a timer (the process idle) or, with a second row, a busy wait (the process running but
// doing nothing else). Each cell is the median of --repeats, as a multiple of the same work done warm.
// A measurement, not a test: it describes the machine, and it moves with it.
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { ROOT, ensureBuild, freePort, median, prepareDatabase, printTable, serverEnv } from "./server.ts";
import { type Who, pageRequester } from "./in-process.ts";

const argValue = (name: string) => process.argv.find((a) => a.startsWith(`--${name}=`))?.split("=")[1];
const repeats = Number(argValue("repeats") ?? 8);
if (!(repeats >= 1 && repeats <= 50)) throw new Error("--repeats must be between 1 and 50");
const only = argValue("only");
const PAUSES_MS = [0, 10, 100, 1_000];
const PAGES: { who: Who; path: string }[] = [
	{ who: "staff", path: "/admin/shipments/demo-shipment-sailing" },
	{ who: "customer", path: "/mypage/payment/demo-shipment-delivered" },
	{ who: "anonymous", path: "/eventlist" },
];

const numbers = new Float64Array(1 << 20).map((_, i) => i);
/** About 10 ms of arithmetic on this machine, touching 8 MiB; the result is kept so it is not optimised away. */
function arithmetic(): Promise<void> {
	let sum = 0;
	for (let pass = 0; pass < 6; pass++) for (let i = 0; i < numbers.length; i++) sum += Math.sqrt(numbers[i]!);
	(globalThis as { benchSink?: number }).benchSink = sum;
	return Promise.resolve();
}

async function timed(work: () => Promise<void>): Promise<number> {
	const started = performance.now();
	await work();
	return performance.now() - started;
}

const pause = (ms: number, busy: boolean) =>
	busy
		? Promise.resolve().then(() => {
				const until = performance.now() + ms;
				while (performance.now() < until);
			})
		: new Promise((resolve) => setTimeout(resolve, ms));

/** The median time of `work` done first after each pause, over the repeats, against its warm time. */
async function afterPauses(work: () => Promise<void>, busy: boolean): Promise<{ warm: number; first: number[] }> {
	for (let i = 0; i < 200; i++) await work();
	const warmTimes: number[] = [];
	for (let i = 0; i < 50; i++) warmTimes.push(await timed(work));
	const first = [];
	for (const ms of PAUSES_MS) {
		const times: number[] = [];
		for (let r = 0; r < repeats; r++) {
			await pause(ms, busy);
			times.push(await timed(work));
		}
		first.push(median(times));
	}
	return { warm: median(warmTimes), first };
}

async function main() {
	ensureBuild(process.argv.includes("--build"));
	const tempDir = mkdtempSync(path.join(os.tmpdir(), "freight-bench-idle-"));
	try {
		const env = serverEnv(tempDir, await freePort());
		prepareDatabase(env);
		Object.assign(process.env, env, {
			NODE_ENV: "production",
			APP_ORIGIN: `http://127.0.0.1:${env.PORT}`,
			ALLOW_INSECURE_COOKIES: "true",
			LOG_LEVEL: "warn",
		});
		const works: { name: string; work: () => Promise<void> }[] = [
			{ name: "arithmetic loop (8 MiB)", work: arithmetic },
		];
		for (const page of PAGES.filter((p) => !only || `${p.who} ${p.path}`.includes(only)))
			works.push({
				name: `${page.path} (${page.who})`,
				work: await pageRequester(path.join(ROOT, "build/server/index.js"), page.who, page.path),
			});
		const rows: string[][] = [];
		for (const { name, work } of works)
			for (const busy of [false, true]) {
				const { warm, first } = await afterPauses(work, busy);
				rows.push([
					name,
					busy ? "busy wait" : "idle",
					warm.toFixed(2),
					...first.map((ms) => `${ms.toFixed(1)} (${(ms / warm).toFixed(1)}x)`),
				]);
			}
		console.log(
			`\nThe first work after a pause, median of ${repeats}, in ms and as a multiple of the warm time (Node ${process.version}, ${os.cpus().length} cores)`,
		);
		printTable(["work", "pause as", "warm ms", ...PAUSES_MS.map((ms) => `after ${ms} ms`)], rows);
	} finally {
		rmSync(tempDir, { recursive: true, force: true });
	}
}

await main();
process.exit(0);
