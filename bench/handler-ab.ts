// `node bench/handler-ab.ts [--build] [--rounds=20] [--batch=40] [--only=text]`: what two pieces of the
// request path cost, measured in one process so the machine's drift falls on both sides alike. The
// build's React Router handler is called directly (as in bench/young-gc.ts), one request per turn of
// the event loop, in batches that alternate between the two ways (order shuffled per round):
//   - sections: one handler per section (decision 029, app/server/route-sections.server.ts) against
//     one handler for the whole route table;
//   - page routes: with the whole table, <ServerRouter> given the page's routes only (decision 028,
//     app/server/page-routes.server.ts) against the whole manifest (PAGE_ROUTES=off, read per request).
// Prints per page and piece the median of the rounds' time ratios (without / with): 1.10 means the
// page takes 10% longer without the piece. A measurement, not a test.
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { ROOT, ensureBuild, freePort, median, prepareDatabase, printTable, serverEnv } from "./server.ts";
import { takeWholeBody } from "../app/server/whole-body.ts";
import { sectionedRequestHandler } from "../app/server/route-sections.server.ts";

const argValue = (name: string) => process.argv.find((a) => a.startsWith(`--${name}=`))?.split("=")[1];
const rounds = Number(argValue("rounds") ?? 20);
const batch = Number(argValue("batch") ?? 40);
const only = argValue("only")?.split(",");
if (!(rounds >= 2 && rounds <= 200) || !(batch >= 1 && batch <= 1000))
	throw new Error("--rounds 2..200, --batch 1..1000");

type Who = "anonymous" | "customer" | "staff";
const PAGES: { who: Who; path: string }[] = [
	{ who: "anonymous", path: "/company" },
	{ who: "anonymous", path: "/order/shipline" },
	{ who: "customer", path: "/mypage/estimate" },
	{ who: "customer", path: "/order/shipline" },
	{ who: "staff", path: "/admin/shipments/demo-shipment-sailing" },
];

ensureBuild(process.argv.includes("--build"));
const tempDir = mkdtempSync(path.join(os.tmpdir(), "freight-bench-ab-"));
try {
	const env = serverEnv(tempDir, await freePort());
	prepareDatabase(env);
	Object.assign(process.env, env, {
		NODE_ENV: "production",
		APP_ORIGIN: `http://127.0.0.1:${env.PORT}`,
		ALLOW_INSECURE_COOKIES: "true",
	});
	const { createRequestHandler, RouterContextProvider } = await import("react-router");
	const build = await import(path.join(ROOT, "build/server/index.js"));
	type Handler = (request: Request, context: InstanceType<typeof RouterContextProvider>) => Promise<Response>;
	const whole: Handler = createRequestHandler(build, "production");
	const sectioned: Handler = sectionedRequestHandler(build, (b) => createRequestHandler(b, "production"));
	const base = process.env.APP_ORIGIN!;

	const cookies: Partial<Record<Who, string>> = {};
	for (const who of ["customer", "staff"] as const) {
		const body = new URLSearchParams({ intent: "signin", email: `${who}@demo.kr`, password: "demo1234" });
		const login = await whole(
			new Request(`${base}/login`, {
				method: "POST",
				body,
				headers: { origin: base, "content-type": "application/x-www-form-urlencoded" },
			}),
			new RouterContextProvider(),
		);
		cookies[who] = login.headers
			.getSetCookie()
			.find((c) => /session/i.test(c))!
			.split(";")[0]!;
	}

	const ways: Record<string, { handler: Handler; pageRoutes: boolean }> = {
		sections: { handler: sectioned, pageRoutes: true },
		"whole table": { handler: whole, pageRoutes: true },
		"whole table, whole manifest": { handler: whole, pageRoutes: false },
	};
	/** ms per page for `batch` requests one per turn, the way `way` serves them. */
	async function timeBatch(way: string, url: string, headers: Record<string, string>): Promise<number> {
		const { handler, pageRoutes } = ways[way]!;
		if (pageRoutes) delete process.env.PAGE_ROUTES;
		else process.env.PAGE_ROUTES = "off";
		const started = performance.now();
		for (let i = 0; i < batch; i++) {
			const response = await handler(
				new Request(url, { headers, signal: new AbortController().signal }),
				new RouterContextProvider(),
			);
			if (response.status !== 200) throw new Error(`${url} answered ${response.status} (${way})`);
			if (!takeWholeBody(response)) await response.arrayBuffer();
			await new Promise((resolve) => setImmediate(resolve));
		}
		return (performance.now() - started) / batch;
	}

	const rows: string[][] = [];
	for (const page of PAGES.filter((p) => !only || only.some((t) => `${p.who} ${p.path}`.includes(t)))) {
		const headers: Record<string, string> = { "accept-language": "ko" };
		if (cookies[page.who as "customer"]) headers.cookie = cookies[page.who as "customer"]!;
		const url = base + page.path;
		for (const way of Object.keys(ways)) await timeBatch(way, url, headers); // warm-up
		const ms: Record<string, number[]> = Object.fromEntries(Object.keys(ways).map((w) => [w, []]));
		for (let round = 0; round < rounds; round++) {
			const order = Object.keys(ways).sort(() => Math.random() - 0.5);
			for (const way of order) ms[way]!.push(await timeBatch(way, url, headers));
		}
		const ratio = (a: string, b: string) => median(ms[a]!.map((v, i) => v / ms[b]![i]!));
		rows.push([
			`${page.who} ${page.path}`,
			median(ms.sections!).toFixed(2),
			median(ms["whole table"]!).toFixed(2),
			median(ms["whole table, whole manifest"]!).toFixed(2),
			ratio("whole table", "sections").toFixed(3),
			ratio("whole table, whole manifest", "whole table").toFixed(3),
		]);
		console.log(`  ${page.who} ${page.path} done`);
	}
	console.log(
		`\nIn-process, ${rounds} rounds of ${batch} requests per way, alternated (${os.cpus().length} cores, load ${os.loadavg()[0]!.toFixed(1)})`,
	);
	printTable(["page", "ms sections", "ms whole", "ms whole+manifest", "without sections", "without page routes"], rows);
} finally {
	rmSync(tempDir, { recursive: true, force: true });
}
process.exit(0);
