// `node bench/write-ceiling.ts [--seconds=5] [--http-seconds=10] [--connections=8] [--no-http]`: how many
// writes one primary can take. One SQLite file opened by db/client.ts (WAL, synchronous=FULL, as the app
// runs), freshly migrated and seeded; in this process, one operation after the other (the app has one
// connection and better-sqlite3 is synchronous, so the server's writes queue the same way):
//   book()          the booking the action makes (app/quotes/booking.server.ts): the quote re-priced,
//                   then one IMMEDIATE transaction (status, history, booking details, one-time key)
//   book + mails    bookAndTell(): book() and the "booked" mails, which without a Postmark token are
//                   rows in the outbox (customer + staff: one more commit each)
//   createEstimate  the write the wizard's result step makes (estimate + history + one-time key)
//   saveDraft       the write each wizard step makes
//   bare commit     one small row in its own transaction: the fsync floor of this disk
// each for --seconds with synchronous=FULL, then again with NORMAL for comparison (WAL + NORMAL syncs
// only at checkpoints: a power cut may lose the last commits, never corrupt the file). Then, unless
// --no-http, bookings over HTTP: the production server on 127.0.0.1:3431 over a second database copy,
// --connections signed-in customers posting the booking form (no JavaScript, no redirect followed) for
// --http-seconds. Writes bench/results/write-ceiling.json. Bounded in time; 127.0.0.1 only.
import { spawnSync } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { Browser, createBenchCustomers } from "./browser.ts";
import { type Sample, percentile, summarize } from "./load-lib.ts";
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

const seconds = numberArg(process.argv, "seconds", 5);
const httpSeconds = numberArg(process.argv, "http-seconds", 10);
const connections = numberArg(process.argv, "connections", 8);
const withHttp = !process.argv.includes("--no-http");
if (!(seconds > 0 && seconds <= 30)) throw new Error("--seconds must be between 0 and 30");
if (!(httpSeconds > 0 && httpSeconds <= 60)) throw new Error("--http-seconds must be between 0 and 60");
if (!(connections >= 1 && connections <= 64)) throw new Error("--connections must be between 1 and 64");
const HTTP_PORT = 3431;
// at most this many estimates are made ready per booking case (the case stops early when they run out)
const POOL = 20_000;

type Row = {
	operation: string;
	synchronous: string;
	count: number;
	perSecond: number;
	p50: number;
	p99: number;
	note?: string;
};
const DAY = 86_400_000;

/** Runs `op` back to back for `limitSeconds` or `max` times; per-call latency in ms. */
function timed(limitSeconds: number, max: number, op: (i: number) => void) {
	const times: number[] = [];
	const started = performance.now();
	const deadline = started + limitSeconds * 1000;
	for (let i = 0; i < max && performance.now() < deadline; i++) {
		const t = performance.now();
		op(i);
		times.push(performance.now() - t);
	}
	const elapsed = (performance.now() - started) / 1000;
	times.sort((a, b) => a - b);
	return {
		count: times.length,
		perSecond: times.length / elapsed,
		p50: percentile(times, 50),
		p99: percentile(times, 99),
		ran: elapsed,
	};
}

async function inProcess(tempDir: string): Promise<Row[]> {
	const env = serverEnv(tempDir, HTTP_PORT); // no server here; the port only satisfies the settings check
	env.DATABASE_PATH = path.join(tempDir, "ceiling.db");
	prepareDatabase(env);
	for (const key of ["NODE_ENV", "DATABASE_PATH", "UPLOAD_DIR", "SESSION_SECRET"] as const) process.env[key] = env[key];

	const { getConnection } = await import("#db/client.ts");
	const { PricingRequestSchema } = await import("#app/pricing/request.ts");
	const { priceFromDb } = await import("#app/pricing/store/rate-set.server.ts");
	const { createEstimate } = await import("#app/quotes/estimates.server.ts");
	const { book, bookAndTell } = await import("#app/quotes/booking.server.ts");
	const { saveDraft } = await import("#app/quotes/drafts.server.ts");
	const { emptyDraft } = await import("#app/quotes/wizard.ts");
	const { newOnceKey } = await import("#app/utils/once.server.ts");
	const { seoulToday, addDays } = await import("#app/calendar/calendar.ts");

	const { sqlite } = getConnection();
	const mode = (value: "FULL" | "NORMAL" | "OFF") => sqlite.pragma(`synchronous = ${value}`);
	if (sqlite.pragma("journal_mode", { simple: true }) !== "wal")
		throw new Error("db/client.ts did not open the file in WAL mode");

	const customer = {
		id: "demo-customer",
		email: "customer@demo.kr",
		name: "데모 고객",
		role: "customer" as const,
		locale: "kr" as const,
		companyId: "demo-company-a",
		phone: "01012345678",
		phoneVerified: true,
		sessionId: "bench",
		partnerCompanyId: null,
	};
	const today = seoulToday(new Date());
	const request = PricingRequestSchema.parse({
		mode: "sea",
		direction: "export",
		cargoType: "fcl",
		origin: "KRPUS",
		destination: "VNHPH",
		readyDate: addDays(today, 14),
		containers: [{ type: "dv20", count: 1 }],
	});
	const priced = priceFromDb(request);
	if (!priced.ok) throw new Error(`the demo lane has no price: ${priced.reason}`);
	const option = priced.options[0];
	if (!option) throw new Error("no option");
	const newEstimate = () => createEstimate({ user: customer, request, priced: { option }, onceKey: newOnceKey() });
	/** Estimates to book, made with synchronous=OFF (set-up, not measured). */
	const pool = (count: number) => {
		mode("OFF");
		const ids = Array.from({ length: count }, newEstimate);
		sqlite.pragma("wal_checkpoint(TRUNCATE)");
		return ids;
	};
	const form = () => ({
		shipDate: addDays(today, 10),
		shipperName: "데모무역 주식회사",
		shipperAddress: "부산광역시 중구 중앙대로 1",
		shipperContact: "051-000-0000",
		consigneeName: "Viet Trading Co., Ltd.",
		consigneeAddress: "12 Le Thanh Tong, Hai Phong, Vietnam",
		consigneeContact: "+84 225 000 0000",
		notifySame: true,
		hsCode: "8471.30",
		packageCount: 20,
		packageKind: "CARTONS",
		cargoDescription: "GARMENTS",
		wantsClearance: false,
		wantsInsurance: false,
		coupons: [],
		prebooking: false,
		onceKey: newOnceKey(),
	});
	sqlite.exec("create table if not exists bench_commits (id integer primary key, at integer not null)");
	const bare = sqlite.prepare("insert into bench_commits (at) values (?)");
	const draft = emptyDraft();

	const rows: Row[] = [];
	for (const sync of ["FULL", "NORMAL"] as const) {
		// book(): a first unmeasured call warms the rate set and the statements
		let ids = pool(Math.min(POOL, 200 + Math.round(seconds * 4000)));
		let next = 0;
		mode(sync);
		book(customer, ids[next++] as string, form() as never);
		let r = timed(seconds, ids.length - 1, () => {
			const outcome = book(customer, ids[next++] as string, form() as never);
			if (!outcome.ok) throw new Error(`booking refused: ${outcome.reason}`);
		});
		rows.push({
			operation: "book()",
			synchronous: sync,
			...r,
			note: r.count >= ids.length - 2 ? "ran out of estimates" : undefined,
		});

		ids = pool(Math.min(POOL, 200 + Math.round(seconds * 1500)));
		next = 0;
		mode(sync);
		const origin = "http://127.0.0.1";
		const times: number[] = [];
		const started = performance.now();
		while (performance.now() < started + seconds * 1000 && next < ids.length) {
			const t = performance.now();
			const outcome = await bookAndTell(customer, ids[next++] as string, form() as never, origin);
			if (!outcome.ok) throw new Error(`booking refused: ${outcome.reason}`);
			times.push(performance.now() - t);
		}
		times.sort((a, b) => a - b);
		rows.push({
			operation: "book + mails (outbox)",
			synchronous: sync,
			count: times.length,
			perSecond: times.length / ((performance.now() - started) / 1000),
			p50: percentile(times, 50),
			p99: percentile(times, 99),
		});

		mode(sync);
		r = timed(seconds, 1_000_000, newEstimate);
		rows.push({ operation: "createEstimate (quote result)", synchronous: sync, ...r });
		r = timed(seconds, 1_000_000, (i) => saveDraft(`demo-customer`, i % 2 ? "shipline" : "airline", draft));
		rows.push({ operation: "saveDraft (wizard step)", synchronous: sync, ...r });
		r = timed(seconds, 1_000_000, () => bare.run(Date.now()));
		rows.push({ operation: "bare commit (1 row)", synchronous: sync, ...r });
	}
	mode("FULL");
	return rows;
}

/** Bookings through the real action over HTTP: the server, sign-ins and estimates, then posts only. */
async function overHttp(tempDir: string): Promise<{ row: Row; errors: number; statuses: Record<string, number> }> {
	ensureBuild(false);
	const env = serverEnv(tempDir, HTTP_PORT);
	env.DATABASE_PATH = path.join(tempDir, "http.db");
	prepareDatabase(env);
	const emails = await createBenchCustomers(env.DATABASE_PATH as string, connections, "ceiling");
	// estimates of the demo company to book, made by the bench's own process in the server's file
	const Database = (await import("better-sqlite3")).default;
	const baseUrl = `http://127.0.0.1:${HTTP_PORT}`;
	let server: Running | undefined;
	try {
		server = await startServer({ ...env, NODE_ENV: "production", APP_ORIGIN: baseUrl, ALLOW_INSECURE_COOKIES: "true" });
		const setup: Sample[] = [];
		const browsers = await Promise.all(
			emails.map(async (email) => {
				const b = new Browser(baseUrl, setup);
				await b.signIn(email);
				return b;
			}),
		);
		// one estimate per booking: the first one made by the wizard, then copies of its row (new ids)
		const first = browsers[0] as Browser;
		const made = await first.go(
			"POST",
			"/order/shipline?step=route",
			new URLSearchParams({
				intent: "next",
				direction: "export",
				cargoType: "fcl",
				originCountry: "KR",
				origin: "KRPUS",
				destinationCountry: "VN",
				destination: "VNHPH",
				incoterms: "",
			}),
		);
		if (!made.url.includes("step=cargo")) throw new Error(`wizard step 1 landed on ${made.url}`);
		const readyDate = new Date(Date.now() + 14 * DAY).toISOString().slice(0, 10);
		await first.go(
			"POST",
			"/order/shipline?step=cargo",
			new URLSearchParams({
				intent: "next",
				"containers[0].type": "dv20",
				"containers[0].count": "1",
				readyDate,
				commodity: "의류",
			}),
		);
		const customerPage = await first.go(
			"POST",
			"/order/shipline?step=customer",
			new URLSearchParams({
				intent: "next",
				companyName: "데모무역 주식회사",
				managerName: "부하 고객",
				email: emails[0] as string,
				phone: "01070000000",
			}),
		);
		const optionId = /name="optionId" value="([^"]+)"/.exec(customerPage.text)?.[1];
		const onceKey = /name="onceKey" value="([^"]+)"/.exec(customerPage.text)?.[1];
		if (!optionId || !onceKey) throw new Error("no option on the wizard's result page");
		const estimatePage = await first.go(
			"POST",
			"/order/shipline?step=result",
			new URLSearchParams({ intent: "choose", optionId, onceKey }),
		);
		const templateId = estimatePage.url.split("/").pop() as string;
		const total = 200 + httpSeconds * 400;
		const db = new Database(env.DATABASE_PATH as string);
		const columns = (db.prepare("select name from pragma_table_info('estimates')").all() as { name: string }[]).map(
			(c) => c.name,
		);
		const copy = db.prepare(
			`insert into estimates (${columns.join(", ")}) select ${columns.map((c) => (c === "id" ? "?" : c === "number_body" ? "?" : c)).join(", ")} from estimates where id = ?`,
		);
		const ids: string[] = [];
		db.pragma("synchronous = OFF");
		db.transaction(() => {
			for (let i = 0; i < total; i++) {
				const id = crypto.randomUUID();
				copy.run(id, `9${String(i).padStart(3, "0").slice(-3)}-${String(i).padStart(4, "0")}`, templateId);
				ids.push(id);
			}
		})();
		db.close();

		const samples: Sample[] = [];
		for (const b of browsers) b.samples = samples;
		const shipDate = new Date(Date.now() + 10 * DAY).toISOString().slice(0, 10);
		const body = (key: string) =>
			new URLSearchParams({
				intent: "book",
				onceKey: key,
				shipDate,
				shipperName: "데모무역 주식회사",
				shipperAddress: "부산광역시 중구 중앙대로 1",
				shipperContact: "051-000-0000",
				consigneeName: "Viet Trading Co., Ltd.",
				consigneeAddress: "12 Le Thanh Tong, Hai Phong, Vietnam",
				consigneeContact: "+84 225 000 0000",
				notifySame: "on",
				hsCode: "8471.30",
				packageCount: "20",
				packageKind: "CARTONS",
				cargoDescription: "GARMENTS",
			});
		const { newOnceKey } = await import("#app/utils/once.server.ts");
		let next = 0;
		const started = performance.now();
		const deadline = started + httpSeconds * 1000;
		await Promise.all(
			browsers.map(async (b) => {
				while (performance.now() < deadline && next < ids.length) {
					const id = ids[next++] as string;
					// the post alone (its 303 not followed): the action is what is measured
					await b.post(`/mypage/estimate/${id}/booking`, body(newOnceKey())).catch(() => undefined);
				}
			}),
		);
		const ran = (performance.now() - started) / 1000;
		const stats = summarize(samples, ran).total;
		const booked = new Database(env.DATABASE_PATH as string, { readonly: true });
		const count = (booked.prepare("select count(*) as n from estimates where status = 'booked'").get() as { n: number })
			.n;
		booked.close();
		return {
			row: {
				operation: `booking form POST over HTTP, ${connections} connections`,
				synchronous: "FULL",
				count: stats.requests,
				perSecond: stats.perSecond,
				p50: stats.p50,
				p99: stats.p99,
				note: `${count} estimates booked in the file`,
			},
			errors: stats.errors,
			statuses: stats.statuses,
		};
	} finally {
		if (server) await stopServer(server.child);
	}
}

async function main() {
	const tempDir = mkdtempSync(path.join(os.tmpdir(), "freight-write-ceiling-"));
	try {
		const loadBefore = os
			.loadavg()
			.map((l) => l.toFixed(2))
			.join(" ");
		console.log(
			`write ceiling: ${seconds} s per case, ${os.cpus().length} cores, load average ${loadBefore}, database in ${os.tmpdir()}`,
		);
		const rows = await inProcess(tempDir);
		let http: Awaited<ReturnType<typeof overHttp>> | undefined;
		if (withHttp) {
			http = await overHttp(tempDir);
			rows.push(http.row);
		}
		const loadAfter = os
			.loadavg()
			.map((l) => l.toFixed(2))
			.join(" ");
		console.log(
			`\none SQLite file, WAL, one connection, operations back to back (load average before ${loadBefore}, after ${loadAfter})`,
		);
		printTable(
			["operation", "synchronous", "count", "per second", "p50 ms", "p99 ms", "note"],
			rows.map((r) => [
				r.operation,
				r.synchronous,
				String(r.count),
				r.perSecond.toFixed(0),
				r.p50.toFixed(2),
				r.p99.toFixed(2),
				r.note ?? "",
			]),
		);
		if (http) console.log(`HTTP statuses: ${JSON.stringify(http.statuses)}, errors ${http.errors}`);
		const fs = spawnSync("df", ["-T", os.tmpdir()], { encoding: "utf8" }).stdout.trim().split("\n").pop() ?? "";
		const commit = spawnSync("git", ["rev-parse", "--short", "HEAD"], { cwd: ROOT, encoding: "utf8" }).stdout.trim();
		const file = path.join(ROOT, "bench", "results", "write-ceiling.json");
		mkdirSync(path.dirname(file), { recursive: true });
		writeFileSync(
			file,
			`${JSON.stringify({ measuredAt: new Date().toISOString(), commit, node: process.version, cpus: os.cpus().length, filesystem: fs, loadBefore, loadAfter, seconds, httpSeconds, connections, rows, http: http ? { statuses: http.statuses, errors: http.errors } : null }, null, "\t")}\n`,
		);
		console.log(`\nwrote ${path.relative(ROOT, file)} (file system of the database: ${fs})`);
	} finally {
		rmSync(tempDir, { recursive: true, force: true });
	}
}

await main();
