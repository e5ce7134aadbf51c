// `node bench/compare.ts [--build] [--seconds=5] [--rounds=3] [--connections=20] [--only=text] [--json[=file]]`:
// our production build against the yardstick (bench/yardstick, a minimal React Router app of the same
// versions) in one run on this machine: requests per second and p50 / p99 per route under autocannon,
// alternating ours and the yardstick each round, and the JavaScript a first visit downloads per route
// (bench/bundle-report.ts). Public pages are compared with the yardstick's `/` (a loader returning a
// small object), the signed-in quote list with its `/list` (5 rows with a join and a count from
// better-sqlite3). Bounded: every load run lasts --seconds (at most 30) against 127.0.0.1 only.
import { type ChildProcess, spawn, spawnSync } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { gzipSync } from "node:zlib";
import autocannon from "autocannon";
import { modulePreloadsOf } from "#app/server/deferred-boot.ts";
import {
	OWN_CODE_BUDGET_BYTES,
	ROUTE_JS_BUDGET_BYTES,
	kib,
	routeWeight,
	stringsChunks,
	stringsOfPage,
} from "./bundle-report.ts";
import {
	ROOT,
	type Running,
	ensureBuild,
	freePort,
	isAlive,
	median,
	prepareDatabase,
	printTable,
	serverEnv,
	signIn,
	startServer,
	stopServer,
} from "./server.ts";

const argValue = (name: string) =>
	process.argv.find((a) => a === `--${name}` || a.startsWith(`--${name}=`))?.split("=")[1];
const seconds = Number(argValue("seconds") ?? 5);
const rounds = Number(argValue("rounds") ?? 3);
const connections = Number(argValue("connections") ?? 20);
if (!(seconds >= 1 && seconds <= 30)) throw new Error("--seconds must be between 1 and 30");
if (!(rounds >= 1 && rounds <= 30)) throw new Error("--rounds must be between 1 and 30");
if (!(connections >= 1 && connections <= 64)) throw new Error("--connections must be between 1 and 64");
const jsonArg = process.argv.find((a) => a === "--json" || a.startsWith("--json="));
const jsonFile = jsonArg
	? path.resolve(jsonArg.split("=")[1] ?? path.join(ROOT, "bench", "results", "compare.json"))
	: undefined;

const YARDSTICK = path.join(ROOT, "bench", "yardstick");
// What a browser sends: the servers compress as they would for a real visitor.
const HEADERS = { "accept-language": "ko", "accept-encoding": "gzip, deflate, br" };

type Pair = { ours: string; yardstick: "/" | "/list"; signedIn: boolean; publicPage: boolean };
const ROUTES: Pair[] = [
	{ ours: "/", yardstick: "/", signedIn: false, publicPage: true },
	{ ours: "/company", yardstick: "/", signedIn: false, publicPage: true },
	{ ours: "/login", yardstick: "/", signedIn: false, publicPage: true },
	{ ours: "/order/shipline", yardstick: "/", signedIn: false, publicPage: true },
	{ ours: "/mypage/estimate", yardstick: "/list", signedIn: true, publicPage: false },
	// the wizard as a customer opens it: no page cache, the place lists and the user's company
	{ ours: "/order/shipline", yardstick: "/list", signedIn: true, publicPage: false },
];
const pageKey = (pair: Pair) => `${pair.ours}${pair.signedIn ? " (signed in)" : ""}`;
const only = argValue("only");
const PAIRS = only ? ROUTES.filter((pair) => pageKey(pair).includes(only)) : ROUTES;

function buildYardstick(buildDir: string) {
	// The server build imports react-router & co. at run time: resolve them from our node_modules.
	symlinkSync(path.join(ROOT, "node_modules"), path.join(buildDir, "node_modules"), "dir");
	const result = spawnSync(path.join(ROOT, "node_modules/.bin/react-router"), ["build"], {
		cwd: YARDSTICK,
		env: { ...process.env, YARDSTICK_BUILD_DIR: buildDir },
		encoding: "utf8",
	});
	if (result.status !== 0)
		throw new Error(
			`yardstick build failed (exit ${result.status ?? result.signal}):\n${result.stdout}${result.stderr}`,
		);
}

async function startYardstick(buildDir: string, dbPath: string): Promise<Running> {
	const port = await freePort();
	const child = spawn(process.execPath, [path.join(YARDSTICK, "server.ts")], {
		cwd: YARDSTICK,
		env: {
			...process.env,
			NODE_ENV: "production",
			PORT: String(port),
			YARDSTICK_BUILD_DIR: buildDir,
			YARDSTICK_DB_PATH: dbPath,
		},
		stdio: ["ignore", "pipe", "pipe"],
	});
	let log = "";
	const keep = (chunk: Buffer) => {
		log = (log + chunk.toString("utf8")).slice(-8_000);
	};
	child.stdout?.on("data", keep);
	child.stderr?.on("data", keep);
	const baseUrl = `http://127.0.0.1:${port}`;
	const deadline = Date.now() + 20_000;
	while (Date.now() < deadline) {
		if (!isAlive(child)) throw new Error(`yardstick exited during start-up:\n${log}`);
		const ok = await fetch(`${baseUrl}/list`, { signal: AbortSignal.timeout(2_000) })
			.then(async (r) => (await r.arrayBuffer(), r.ok))
			.catch(() => false);
		if (ok) return { child, baseUrl, output: () => log };
		await new Promise((resolve) => setTimeout(resolve, 100));
	}
	child.kill("SIGKILL");
	throw new Error(`yardstick did not answer within 20 s:\n${log}`);
}

async function expectOk(url: string, headers: Record<string, string>) {
	const response = await fetch(url, { headers, redirect: "manual" });
	const html = await response.text();
	if (response.status !== 200) throw new Error(`${url} answered ${response.status}, expected 200`);
	return html;
}

type Load = { perSecond: number; p50: number; p99: number; non2xx: number; errors: number };

async function load(url: string, headers: Record<string, string>, duration: number): Promise<Load> {
	const result = await autocannon({ url, headers, connections, duration });
	return {
		perSecond: result.requests.average,
		p50: result.latency.p50,
		p99: result.latency.p99,
		non2xx: result.non2xx,
		errors: result.errors,
	};
}

/** Stylesheets and preloaded fonts in the served HTML: the manifest does not list them (root links). */
async function cssAndFonts(baseUrl: string, html: string) {
	// only this server's files: the bench never leaves 127.0.0.1 (third-party links are not ours to weigh)
	const origin = new URL(baseUrl).origin;
	const links = [...html.matchAll(/<link\b[^>]*>/g)].map((m) => ({
		tag: m[0],
		href: /\bhref="([^"]+)"/.exec(m[0])?.[1] ?? "",
	}));
	const ours = links.filter((l) => l.href && new URL(l.href, baseUrl).origin === origin);
	const css = ours.filter((l) => /rel="stylesheet"/.test(l.tag)).map((l) => l.href);
	const fonts = ours.filter((l) => /rel="preload"/.test(l.tag) && /as="font"/.test(l.tag)).map((l) => l.href);
	const preloads = modulePreloadsOf(html).filter((href) => new URL(href, baseUrl).origin === origin);
	const bytes = async (href: string, gzip: boolean) => {
		const body = Buffer.from(await (await fetch(new URL(href, baseUrl))).arrayBuffer());
		return gzip ? gzipSync(body, { level: 9 }).length : body.length;
	};
	let cssGzip = 0;
	for (const href of css) cssGzip += await bytes(href, true);
	let fontBytes = 0;
	for (const href of fonts) fontBytes += await bytes(href, false);
	return { css, fonts, cssGzip, fontBytes, preloads };
}

async function main() {
	ensureBuild(process.argv.includes("--build"));
	const tempDir = mkdtempSync(path.join(os.tmpdir(), "freight-bench-compare-"));
	const yardstickBuild = path.join(tempDir, "yardstick-build");
	mkdirSync(yardstickBuild);
	let ours: Running | undefined;
	let yardstick: Running | undefined;
	const killNow = () => {
		for (const child of [ours?.child, yardstick?.child])
			if (child && isAlive(child)) (child as ChildProcess).kill("SIGKILL");
		rmSync(tempDir, { recursive: true, force: true });
	};
	process.once("SIGINT", () => {
		killNow();
		process.exit(130);
	});
	try {
		console.log("building the yardstick...");
		buildYardstick(yardstickBuild);

		// Seeded as the other benches do (NODE_ENV=test seeds the demo data), served as on Fly.
		const env = serverEnv(tempDir, await freePort());
		prepareDatabase(env);
		const oursUrl = `http://127.0.0.1:${env.PORT}`;
		ours = await startServer({ ...env, NODE_ENV: "production", APP_ORIGIN: oursUrl, ALLOW_INSECURE_COOKIES: "true" });
		yardstick = await startYardstick(yardstickBuild, path.join(tempDir, "yardstick.db"));
		const cookie = await signIn(ours.baseUrl, "customer@demo.kr", HEADERS);

		const headersFor = (pair: Pair) => (pair.signedIn ? { ...HEADERS, cookie } : HEADERS);
		const html = new Map<string, string>();
		for (const pair of PAIRS) {
			html.set(pageKey(pair), await expectOk(`${ours.baseUrl}${pair.ours}`, headersFor(pair)));
			html.set(`yardstick:${pair.yardstick}`, await expectOk(`${yardstick.baseUrl}${pair.yardstick}`, HEADERS));
		}

		const speed: { pair: Pair; ours: Load[]; yardstick: Load[]; ratios: number[] }[] = [];
		for (const pair of PAIRS) {
			const oursUrl = `${ours.baseUrl}${pair.ours}`;
			const yardUrl = `${yardstick.baseUrl}${pair.yardstick}`;
			// one short unmeasured run each, so the first measured round is not the JIT's warm-up
			await load(oursUrl, headersFor(pair), 1);
			await load(yardUrl, HEADERS, 1);
			const row = { pair, ours: [] as Load[], yardstick: [] as Load[], ratios: [] as number[] };
			for (let round = 0; round < rounds; round++) {
				const a = await load(oursUrl, headersFor(pair), seconds);
				const b = await load(yardUrl, HEADERS, seconds);
				row.ours.push(a);
				row.yardstick.push(b);
				row.ratios.push(b.perSecond ? a.perSecond / b.perSecond : 0);
			}
			speed.push(row);
			console.log(`  ${pageKey(pair)}: ${row.ratios.map((r) => r.toFixed(2)).join(" ")}`);
		}

		console.log(
			`\nRequests, production builds, ${connections} connections, ${rounds} x ${seconds} s alternating, ${os.cpus().length} cores (autocannon shares them)`,
		);
		const m = (loads: Load[], key: keyof Load) => median(loads.map((l) => l[key]));
		printTable(
			[
				"route",
				"vs",
				"req/s ours",
				"req/s yard",
				"ratio (median)",
				"p50 ours",
				"p50 yard",
				"p99 ours",
				"p99 yard",
				"non-2xx/errors",
			],
			speed.map((s) => [
				pageKey(s.pair),
				s.pair.yardstick,
				m(s.ours, "perSecond").toFixed(0),
				m(s.yardstick, "perSecond").toFixed(0),
				`${median(s.ratios).toFixed(2)}x`,
				String(m(s.ours, "p50")),
				String(m(s.yardstick, "p50")),
				String(m(s.ours, "p99")),
				String(m(s.yardstick, "p99")),
				`${s.ours.reduce((a, l) => a + l.non2xx + l.errors, 0)}/${s.yardstick.reduce((a, l) => a + l.non2xx + l.errors, 0)}`,
			]),
		);

		// JS per route, from the manifests and the string namespaces each served page lists (no timing)
		const oursClient = path.join(ROOT, "build", "client");
		const yardClient = path.join(yardstickBuild, "client");
		const weights = [];
		for (const pair of PAIRS) {
			const w = routeWeight(oursClient, pair.ours, stringsChunks(stringsOfPage(html.get(pageKey(pair)) ?? "")));
			const y = routeWeight(yardClient, pair.yardstick);
			const extras = await cssAndFonts(ours.baseUrl, html.get(pageKey(pair)) ?? "");
			const counted = new Set(w.js.map((f) => f.file));
			const missed = extras.preloads.filter((p) => !counted.has(p));
			const own = w.jsGzip - y.jsGzip;
			const flags = [
				w.jsGzip > ROUTE_JS_BUDGET_BYTES ? "OVER 150 KiB" : "",
				pair.publicPage && own > OWN_CODE_BUDGET_BYTES ? "OVER +40 KiB" : "",
				missed.length ? `preloaded but not counted: ${missed.join(" ")}` : "",
			].filter(Boolean);
			weights.push({
				route: pageKey(pair),
				yardstickRoute: pair.yardstick,
				oursGzip: w.jsGzip,
				yardstickGzip: y.jsGzip,
				ownGzip: own,
				localeGzip: w.js.filter((f) => f.kind === "locale").reduce((a, f) => a + f.gzip, 0),
				cssGzip: extras.cssGzip,
				fontBytes: extras.fontBytes,
				fonts: extras.fonts,
				flags,
				files: w.js,
			});
		}
		console.log(
			`\nJS a first visit downloads (gzip -9 per file; budget ${kib(ROUTE_JS_BUDGET_BYTES)} KiB, public pages at most ${kib(OWN_CODE_BUDGET_BYTES)} KiB over the framework)`,
		);
		printTable(
			["route", "JS KiB ours", "of which i18n", "JS KiB yard", "ours - framework", "CSS KiB gz", "fonts KiB", "flags"],
			weights.map((w) => [
				w.route,
				kib(w.oursGzip),
				kib(w.localeGzip),
				kib(w.yardstickGzip),
				kib(w.ownGzip),
				kib(w.cssGzip),
				kib(w.fontBytes),
				w.flags.join("; "),
			]),
		);
		console.log("(per-chunk detail: npm run bench:bundles)");

		if (jsonFile) {
			mkdirSync(path.dirname(jsonFile), { recursive: true });
			const commit = spawnSync("git", ["rev-parse", "--short", "HEAD"], { cwd: ROOT, encoding: "utf8" }).stdout.trim();
			writeFileSync(
				jsonFile,
				`${JSON.stringify({ measuredAt: new Date().toISOString(), commit, cpus: os.cpus().length, connections, seconds, rounds, speed: speed.map((s) => ({ route: pageKey(s.pair), yardstickRoute: s.pair.yardstick, medianRatio: median(s.ratios), ours: s.ours, yardstick: s.yardstick, ratios: s.ratios })), weights }, null, "\t")}\n`,
			);
			console.log(`\nwrote ${path.relative(ROOT, jsonFile)}`);
		}
	} finally {
		if (ours) await stopServer(ours.child);
		if (yardstick) await stopServer(yardstick.child);
		rmSync(tempDir, { recursive: true, force: true });
	}
}

await main();
