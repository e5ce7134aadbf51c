// `node bench/load.ts [--duration=60] [--connections=16] [--port=3430]`: the production build under a
// realistic mix for --duration seconds. Virtual users (one per connection, each with its own cookie jar,
// no JavaScript: plain form posts, redirects followed, one-time keys carried from the page) repeat a
// weighted choice of journeys:
//   browse   anonymous: the home page and two of /company, the wizards' first step, the legal pages, events
//   lists    a customer: the quote, shipment and payment lists and one shipment
//   quote    a customer: the sea or air wizard, every step GET + POST, to the result and an estimate
//   book     the same, then the booking form posted and the booking-done page
//   desk     staff: /admin, one queue, the shipment list and one shipment's desk page
// Each virtual user signs in once as its own customer (made for the bench in the demo company, so the
// drafts of two users never mix) and as staff@demo.kr. Per route pattern it reports requests, req/s,
// p50 / p99 (ms, until the whole body arrived) and errors (not 2xx/3xx, or no answer), writes
// bench/results/load.json and load.md. Bounded: --duration at most 300 s, every request at most 30 s,
// 127.0.0.1 only; the server and the virtual users share the machine's cores.
import { spawnSync } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import Database from "better-sqlite3";
import { Browser, FlowError, createBenchCustomers } from "./browser.ts";
import { type ParsedForm, type Sample, fill, parseForms, pickWeighted, summarize } from "./load-lib.ts";
import { readMemory } from "./memory.ts";
import {
	ROOT,
	type Running,
	ensureBuild,
	prepareDatabase,
	printTable,
	serverEnv,
	startServer,
	stopServer,
	numberArg,
} from "./server.ts";

const duration = numberArg(process.argv, "duration", 60);
const connections = numberArg(process.argv, "connections", 16);
const port = numberArg(process.argv, "port", 3430);
if (!(duration > 0 && duration <= 300)) throw new Error("--duration must be between 0 and 300 seconds");
if (!(connections >= 1 && connections <= 64)) throw new Error("--connections must be between 1 and 64");

const STAFF_EMAIL = "staff@demo.kr";
const DAY = 86_400_000;
const inDays = (days: number) => new Date(Date.now() + days * DAY).toISOString().slice(0, 10);

/** Journeys and their weights: how often a virtual user starts each (not how many requests each makes). */
const MIX = [
	{ name: "browse", weight: 35 },
	{ name: "lists", weight: 25 },
	{ name: "quote", weight: 12 },
	{ name: "book", weight: 8 },
	{ name: "desk", weight: 20 },
] as const;
type Journey = (typeof MIX)[number]["name"];

const pick = <T>(list: readonly T[]): T => list[Math.floor(Math.random() * list.length)] as T;
const linksTo = (html: string, prefix: RegExp) => [
	...new Set([...html.matchAll(/href="([^"#?]+)"/g)].map((m) => m[1] ?? "").filter((h) => prefix.test(h))),
];

function formWith(html: string, test: (form: ParsedForm) => boolean, what: string): ParsedForm {
	const form = parseForms(html).find(test);
	if (!form) throw new FlowError(`no ${what} form`);
	return form;
}

async function browse(b: Browser) {
	await b.go("GET", "/");
	const others = [
		"/company",
		"/order/shipline",
		"/order/airline",
		"/termsofconditions",
		"/privacy",
		"/privacyoption",
		"/eventlist",
	];
	for (let i = 0; i < 2; i++) await b.go("GET", pick(others));
}

async function lists(b: Browser) {
	await b.go("GET", "/mypage/estimate");
	const shipments = await b.go("GET", "/mypage/shipment");
	await b.go("GET", "/mypage/payment");
	const detail = linksTo(shipments.text, /^\/mypage\/shipment\/[^/]+$/);
	if (detail.length) await b.go("GET", pick(detail));
}

/** The wizard from step 1 to a stored estimate, like a person with JavaScript off; the estimate's path. */
async function quote(b: Browser): Promise<string> {
	const sea = Math.random() < 0.6;
	const mode = sea ? "shipline" : "airline";
	const step = (html: string, name: string) => formWith(html, (f) => f.testId === `wizard-${name}`, `wizard ${name}`);
	let page = await b.go("GET", `/order/${mode}?step=route`);
	const route: Record<string, string> = sea
		? {
				direction: "export",
				cargoType: "fcl",
				originCountry: "KR",
				origin: "KRPUS",
				destinationCountry: "VN",
				destination: "VNHPH",
			}
		: { direction: "export", originCountry: "KR", origin: "ICN", destinationCountry: "VN", destination: "SGN" };
	let form = step(page.text, "route");
	page = await b.go("POST", form.action ?? "", fill(form, { ...route, intent: "next" }));
	form = step(page.text, "cargo");
	const cargo: Record<string, string> = sea
		? { "containers[0].type": "dv20", "containers[0].count": "1" }
		: {
				"packages[0].count": "2",
				"packages[0].weightKg": "120",
				"packages[0].width": "80",
				"packages[0].length": "100",
				"packages[0].height": "90",
				"packages[0].unit": "CM",
			};
	page = await b.go(
		"POST",
		form.action ?? "",
		fill(form, { ...cargo, readyDate: inDays(14), commodity: "의류", intent: "next" }),
	);
	form = step(page.text, "customer");
	page = await b.go("POST", form.action ?? "", fill(form, { intent: "next" }));
	// the result: one form per option, each with the page's one-time key; choose the first (cheapest first)
	form = formWith(page.text, (f) => f.fields.some((x) => x.name === "optionId"), "option choice");
	page = await b.go("POST", form.action ?? "", fill(form, { intent: "choose" }));
	if (!/^\/mypage\/estimate\/[^/]+$/.test(page.url)) throw new FlowError(`choosing an option landed on ${page.url}`);
	return page.url;
}

async function bookEstimate(b: Browser, estimatePath: string) {
	const page = await b.go("GET", `${estimatePath}/booking`);
	const form = formWith(page.text, (f) => f.fields.some((x) => x.name === "intent" && x.value === "book"), "booking");
	const done = await b.go(
		"POST",
		form.action ?? "",
		fill(form, {
			shipDate: inDays(10),
			consigneeName: "Viet Trading Co., Ltd.",
			consigneeAddress: "12 Le Thanh Tong, Hai Phong, Vietnam",
			consigneeContact: "+84 225 000 0000",
			hsCode: "8471.30",
			packageCount: "20",
			packageKind: "CARTONS",
			cargoDescription: "GARMENTS",
		}),
	);
	if (!done.url.endsWith("/booking/done")) throw new FlowError(`booking landed on ${done.url}`);
}

async function desk(b: Browser) {
	await b.go("GET", "/admin");
	await b.go(
		"GET",
		pick(["/admin/quotes", "/admin/bookings", "/admin/negotiations", "/admin/payments", "/admin/requests"]),
	);
	const list = await b.go("GET", "/admin/shipments");
	const shipments = linksTo(list.text, /^\/admin\/shipments\/[^/]+$/).filter((h) => !h.endsWith("/import"));
	if (shipments.length) await b.go("GET", pick(shipments));
}

/** The production build, built under the e2e lock when missing (Playwright and other benches share build/). */
function ensureBuildLocked() {
	const built =
		existsSync(path.join(ROOT, "build/server/index.js")) && existsSync(path.join(ROOT, "build/client/assets"));
	if (built) return;
	console.log("build/ is missing: building under /tmp/e2e.lock...");
	const result = spawnSync("flock", ["/tmp/e2e.lock", "npm", "run", "build"], { cwd: ROOT, stdio: "inherit" });
	if (result.error || result.status !== 0) ensureBuild(true);
}

const loadAverage = () =>
	os
		.loadavg()
		.map((l) => l.toFixed(2))
		.join(" ");

async function main() {
	ensureBuildLocked();
	const tempDir = mkdtempSync(path.join(os.tmpdir(), "freight-load-"));
	let server: Running | undefined;
	const stop = () => {
		if (server) server.child.kill("SIGKILL");
		rmSync(tempDir, { recursive: true, force: true });
	};
	process.once("SIGINT", () => {
		stop();
		process.exit(130);
	});
	try {
		const env = serverEnv(tempDir, port);
		prepareDatabase(env);
		const emails = await createBenchCustomers(env.DATABASE_PATH as string, connections);
		const baseUrl = `http://127.0.0.1:${port}`;
		// served as on Fly: production mode; plain http on 127.0.0.1, so cookies without Secure
		server = await startServer({ ...env, NODE_ENV: "production", APP_ORIGIN: baseUrl, ALLOW_INSECURE_COOKIES: "true" });

		// sign-ins are set-up, not part of the measured mix
		const setup: Sample[] = [];
		const users = await Promise.all(
			emails.map(async (email) => {
				const customer = new Browser(baseUrl, setup);
				const staff = new Browser(baseUrl, setup);
				await customer.signIn(email);
				await staff.signIn(STAFF_EMAIL);
				return { visitor: new Browser(baseUrl, setup), customer, staff };
			}),
		);
		// warm-up: each journey once per user, unmeasured (JIT, the rate set and place caches)
		await Promise.all(
			users.map(
				async (u) => (await browse(u.visitor), await lists(u.customer), await desk(u.staff), await quote(u.customer)),
			),
		);

		const samples: Sample[] = [];
		for (const u of users) for (const b of [u.visitor, u.customer, u.staff]) b.samples = samples;
		const journeys: Record<Journey, { started: number; failed: number; failures: string[] }> = Object.fromEntries(
			MIX.map((m) => [m.name, { started: 0, failed: 0, failures: [] as string[] }]),
		) as never;
		const loadBefore = loadAverage();
		const memoryBefore = readMemory(server.child.pid ?? 0);
		console.log(
			`load: ${connections} virtual users for ${duration} s against ${baseUrl} (load average before: ${loadBefore})`,
		);
		const started = performance.now();
		const deadline = started + duration * 1000;
		await Promise.all(
			users.map(async (u) => {
				while (performance.now() < deadline) {
					const journey = pickWeighted(MIX, Math.random()).name;
					journeys[journey].started++;
					try {
						if (journey === "browse") await browse(u.visitor);
						else if (journey === "lists") await lists(u.customer);
						else if (journey === "desk") await desk(u.staff);
						else {
							const estimate = await quote(u.customer);
							if (journey === "book") await bookEstimate(u.customer, estimate);
						}
					} catch (error) {
						journeys[journey].failed++;
						const message = error instanceof Error ? error.message : String(error);
						if (journeys[journey].failures.length < 5) journeys[journey].failures.push(message);
						if (!(error instanceof FlowError)) await new Promise((resolve) => setTimeout(resolve, 100));
					}
				}
			}),
		);
		const seconds = (performance.now() - started) / 1000;
		const memoryAfter = readMemory(server.child.pid ?? 0);
		const loadAfter = loadAverage();
		const { routes, total } = summarize(samples, seconds);

		const db = new Database(env.DATABASE_PATH as string, { readonly: true });
		const count = (sql: string) => (db.prepare(sql).get() as { n: number }).n;
		const written = {
			estimates: count(
				"select count(*) as n from estimates where user_id in (select id from users where email like 'load-%@bench.demo.kr')",
			),
			booked: count(
				"select count(*) as n from booking_details where estimate_id in (select id from estimates where user_id in (select id from users where email like 'load-%@bench.demo.kr'))",
			),
		};
		db.close();

		const rows = [...routes, total].map((r) => [
			r.route,
			String(r.requests),
			r.perSecond.toFixed(1),
			r.p50.toFixed(1),
			r.p99.toFixed(1),
			String(r.errors),
		]);
		console.log(
			`\n${connections} virtual users, ${seconds.toFixed(1)} s, production build, ${os.cpus().length} cores (load average before ${loadBefore}, after ${loadAfter})`,
		);
		printTable(["route", "requests", "req/s", "p50 ms", "p99 ms", "errors"], rows);
		console.log("\njourneys");
		printTable(
			["journey", "weight", "started", "failed", "first failures"],
			MIX.map((m) => [
				m.name,
				String(m.weight),
				String(journeys[m.name].started),
				String(journeys[m.name].failed),
				journeys[m.name].failures.slice(0, 2).join(" | "),
			]),
		);
		console.log(
			`\nwritten during the run: ${written.estimates} estimates (incl. ${connections} from the warm-up), ${written.booked} bookings`,
		);
		if (memoryBefore && memoryAfter)
			console.log(
				`server RSS ${(memoryBefore.rssKiB / 1024).toFixed(0)} -> ${(memoryAfter.rssKiB / 1024).toFixed(0)} MiB, peak ${(memoryAfter.peakRssKiB / 1024).toFixed(0)} MiB`,
			);

		const commit = spawnSync("git", ["rev-parse", "--short", "HEAD"], { cwd: ROOT, encoding: "utf8" }).stdout.trim();
		const dirty = spawnSync("git", ["status", "--porcelain"], { cwd: ROOT, encoding: "utf8" }).stdout.trim()
			? "+uncommitted"
			: "";
		const result = {
			measuredAt: new Date().toISOString(),
			commit: commit + dirty,
			node: process.version,
			cpus: os.cpus().length,
			connections,
			duration,
			seconds,
			loadBefore,
			loadAfter,
			mix: MIX,
			journeys,
			written,
			memoryBefore,
			memoryAfter,
			total,
			routes,
		};
		const dir = path.join(ROOT, "bench", "results");
		mkdirSync(dir, { recursive: true });
		writeFileSync(path.join(dir, "load.json"), `${JSON.stringify(result, null, "\t")}\n`);
		const md = [
			`# Load test, ${result.measuredAt}`,
			"",
			`${connections} virtual users for ${seconds.toFixed(1)} s, production build (${result.commit}), Node ${process.version}, ${os.cpus().length} cores shared with the virtual users; load average before ${loadBefore}, after ${loadAfter}.`,
			"",
			"| route | requests | req/s | p50 ms | p99 ms | errors |",
			"|---|---|---|---|---|---|",
			...rows.map((r) => `| ${r.map((c, i) => (i === 0 ? `\`${c}\`` : c)).join(" | ")} |`),
			"",
			"| journey | weight | started | failed |",
			"|---|---|---|---|",
			...MIX.map((m) => `| ${m.name} | ${m.weight} | ${journeys[m.name].started} | ${journeys[m.name].failed} |`),
			"",
			`Written: ${written.estimates} estimates (incl. the warm-up's), ${written.booked} bookings.`,
			"",
		].join("\n");
		writeFileSync(path.join(dir, "load.md"), md);
		console.log(`\nwrote bench/results/load.json and load.md`);
	} finally {
		if (server) await stopServer(server.child);
		rmSync(tempDir, { recursive: true, force: true });
	}
}

await main();
