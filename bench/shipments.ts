// `node bench/shipments.ts [--build] [--requests=N]`: the two shipment pages' speed
// targets, on a throwaway database seeded by this script.
//   1. The route tracker map page of a 3-leg route (Busan -> Hong Kong -> Singapore -> Cat Lai): the
//      production server's time to answer GET /mypage/shiproutetrackermap/:id as the customer, whole
//      document rendered (target: p50 under 50 ms), beside a map-less page of the same layout for scale,
//      and the map's own server work in-process (reading the shipment, routing, splitting, building
//      the SVG), cold and warm.
//   2. The shipment list of a company with 10,000 shipments: listCompanyShipments in-process (first,
//      middle and last page; target: p50 under 100 ms), and GET /mypage/shipment on the server for
//      information, as is the staff list (listStaffShipments, every open shipment).
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
	startServer,
	stopServer,
	countArg,
} from "./server.ts";

const args = process.argv.slice(2);
const requests = countArg(args, "requests", 100);
if (!(requests > 0 && requests <= 5_000)) throw new Error("--requests must be between 1 and 5000");
const COMPANY_SHIPMENTS = 10_000;
const MAP_TARGET_MS = 50;
const LIST_TARGET_MS = 100;

const tempDir = mkdtempSync(path.join(os.tmpdir(), "freight-shipments-bench-"));
const port = await freePort();
const env = serverEnv(tempDir, port);
let stop: (() => Promise<void>) | null = null;
const cleanUp = async () => {
	await stop?.();
	rmSync(tempDir, { recursive: true, force: true });
};
process.once("SIGINT", () => void cleanUp().then(() => process.exit(130)));

try {
	ensureBuild(args.includes("--build"));
	// migrations, reference data, demo users, rates and the demo shipments (NODE_ENV=test)
	prepareDatabase(env);
	// this process reads and writes the same file, and signs session cookies with the server's secret
	process.env.DATABASE_PATH = env.DATABASE_PATH;
	process.env.SESSION_SECRET = env.SESSION_SECRET;
	process.env.NODE_ENV = "test";

	const { eq, inArray } = await import("drizzle-orm");
	const { getDb } = await import("#db/client.ts");
	const { companies, estimates, shipmentMilestones, shipmentRoutes, shipmentSchedules, users } =
		await import("#db/schema.ts");
	const { createSession } = await import("#app/auth/session.server.ts");
	const { getShipmentFor } = await import("#app/shipments/shipment.server.ts");
	const { routeMapOf } = await import("#app/shipments/map/map.server.ts");
	const { listCompanyShipments, listStaffShipments, SHIPMENT_PAGE_SIZE } =
		await import("#app/shipments/list.server.ts");
	const db = getDb();

	// --- the 3-leg route: the demo transhipment (Busan -> Hong Kong -> Cat Lai) given a second via port
	const MAP_ID = "demo-shipment-transhipped";
	const LEGS = ["KRPUS", "HKHKG", "SGSIN", "VNCLI"];
	db.update(shipmentRoutes)
		.set({ ports: JSON.stringify(LEGS), geometry: null, distanceNm: null })
		.where(eq(shipmentRoutes.estimateId, MAP_ID))
		.run();
	const customer = db.select().from(users).where(eq(users.id, "demo-customer")).get();
	if (!customer) throw new Error("the demo customer is missing: did db/seed.ts run?");

	// --- a company with 10,000 shipments: copies of the nine demo shipments (every status), with their
	// schedules (ETDs spread over two years) and milestones, in one transaction
	const BENCH_COMPANY = "bench-company";
	const demoCompany = db.select().from(companies).where(eq(companies.id, "demo-company-a")).get()!;
	const demoRows = db
		.select()
		.from(estimates)
		.where(eq(estimates.companyId, "demo-company-a"))
		.all()
		.filter((e) => e.id.startsWith("demo-shipment-"));
	const demoSchedules = new Map(
		db
			.select()
			.from(shipmentSchedules)
			.where(
				inArray(
					shipmentSchedules.estimateId,
					demoRows.map((e) => e.id),
				),
			)
			.all()
			.map((s) => [s.estimateId, s]),
	);
	const demoMilestones = db
		.select()
		.from(shipmentMilestones)
		.where(
			inArray(
				shipmentMilestones.estimateId,
				demoRows.map((e) => e.id),
			),
		)
		.all();
	if (demoRows.length < 9) throw new Error(`expected the nine demo shipments, found ${demoRows.length}`);
	const seedStart = performance.now();
	db.transaction((tx) => {
		tx.insert(companies)
			.values({ ...demoCompany, id: BENCH_COMPANY, name: "벤치마크 상사", bizRegNo: "9999999999" })
			.run();
		tx.insert(users)
			.values({ ...customer, id: "bench-customer", email: "bench@demo.kr", companyId: BENCH_COMPANY })
			.run();
		for (let i = 0; i < COMPANY_SHIPMENTS; i++) {
			const from = demoRows[i % demoRows.length]!;
			const id = `bench-${i}`;
			tx.insert(estimates)
				.values({
					...from,
					id,
					numberBody: `9901-${String(i).padStart(5, "0")}`,
					companyId: BENCH_COMPANY,
					userId: "bench-customer",
				})
				.run();
			const schedule = demoSchedules.get(from.id);
			if (schedule) {
				const etd = new Date(Date.UTC(2025, 0, 1) + (i % 730) * 86_400_000).toISOString().slice(0, 10);
				tx.insert(shipmentSchedules)
					.values({ ...schedule, estimateId: id, companyId: BENCH_COMPANY, etd })
					.run();
			}
			for (const m of demoMilestones.filter((m) => m.estimateId === from.id))
				tx.insert(shipmentMilestones)
					.values({ ...m, id: `${id}-${m.id}`, estimateId: id })
					.run();
		}
	});
	const seedMs = performance.now() - seedStart;

	// --- in-process timings
	const stats = (samples: number[]) => {
		const sorted = [...samples].sort((a, b) => a - b);
		const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!;
		return { p50: at(0.5), p95: at(0.95), max: sorted[sorted.length - 1]! };
	};
	const time = (fn: () => unknown, n: number, warmup = 5) => {
		for (let i = 0; i < warmup; i++) fn();
		const samples: number[] = [];
		for (let i = 0; i < n; i++) {
			const t = performance.now();
			fn();
			samples.push(performance.now() - t);
		}
		return stats(samples);
	};
	const customerUser = {
		id: customer.id,
		email: customer.email,
		name: customer.name,
		role: customer.role,
		locale: "kr",
		companyId: customer.companyId,
		phone: customer.phone,
		phoneVerified: true,
		sessionId: "bench",
	} as never;
	const benchUser = { ...(customerUser as object), id: "bench-customer", companyId: BENCH_COMPANY } as never;
	const staffUser = { ...(customerUser as object), id: "demo-staff", role: "staff", companyId: null } as never;

	const mapWork = () => routeMapOf(getShipmentFor(customerUser, MAP_ID));
	let t = performance.now();
	const first = mapWork();
	const mapColdMs = performance.now() - t;
	if (!first) throw new Error("no map for the 3-leg route");
	const mapWarm = time(mapWork, requests);

	const pages = Math.ceil(COMPANY_SHIPMENTS / SHIPMENT_PAGE_SIZE);
	t = performance.now();
	const listed = listCompanyShipments(benchUser, 1);
	const listColdMs = performance.now() - t;
	if (listed.total !== COMPANY_SHIPMENTS)
		throw new Error(`the bench company lists ${listed.total} shipments, not ${COMPANY_SHIPMENTS}`);
	const listFirst = time(() => listCompanyShipments(benchUser, 1), requests);
	const listMiddle = time(() => listCompanyShipments(benchUser, Math.ceil(pages / 2)), requests);
	const listLast = time(() => listCompanyShipments(benchUser, pages), requests);
	const staffList = time(() => listStaffShipments(staffUser), Math.min(requests, 20), 2);

	// --- the production server
	const running = await startServer(env);
	stop = () => stopServer(running.child);
	const cookieOf = async (userId: string) => (await createSession(userId)).setCookie.split(";")[0]!;
	const http = async (url: string, cookie: string, n: number) => {
		const get = async () => {
			const response = await fetch(`${running.baseUrl}${url}`, { headers: { cookie, "accept-language": "ko" } });
			const body = await response.text();
			if (response.status !== 200) throw new Error(`GET ${url}: ${response.status}`);
			return body;
		};
		for (let i = 0; i < 5; i++) await get();
		const samples: number[] = [];
		let bytes = 0;
		for (let i = 0; i < n; i++) {
			const start = performance.now();
			bytes = (await get()).length;
			samples.push(performance.now() - start);
		}
		return { ...stats(samples), bytes };
	};
	const customerCookie = await cookieOf("demo-customer");
	const mapPage = await http(`/mypage/shiproutetrackermap/${MAP_ID}`, customerCookie, requests);
	// the same signed-in document without a map, for scale: what the layout, session and i18n cost alone
	const baseline = await http("/mypage/info", customerCookie, requests);
	const listPage = await http("/mypage/shipment", await cookieOf("bench-customer"), requests);

	const ms = (v: number) => v.toFixed(1);
	console.log(
		`\n3-leg route ${LEGS.join(" -> ")}: ${Math.round(first.totalNm)} nm, SVG land path ${first.model.land.length} chars`,
	);
	console.log(`${COMPANY_SHIPMENTS.toLocaleString("en")} shipments seeded for ${BENCH_COMPANY} in ${ms(seedMs)} ms\n`);
	const rows = [
		[
			`map page, GET over HTTP (whole document, ${Math.round(mapPage.bytes / 1024)} KiB)`,
			ms(mapPage.p50),
			ms(mapPage.p95),
			ms(mapPage.max),
			`< ${MAP_TARGET_MS}`,
			mapPage.p50 < MAP_TARGET_MS ? "ok" : "MISSED",
		],
		["  for scale: GET /mypage/info, same user", ms(baseline.p50), ms(baseline.p95), ms(baseline.max), "", ""],
		["map work in-process, first call (cold)", ms(mapColdMs), "", "", "", ""],
		[
			"map work in-process, warm",
			ms(mapWarm.p50),
			ms(mapWarm.p95),
			ms(mapWarm.max),
			`< ${MAP_TARGET_MS}`,
			mapWarm.p50 < MAP_TARGET_MS ? "ok" : "MISSED",
		],
		["listCompanyShipments, first call (cold)", ms(listColdMs), "", "", "", ""],
		[
			"listCompanyShipments, page 1",
			ms(listFirst.p50),
			ms(listFirst.p95),
			ms(listFirst.max),
			`< ${LIST_TARGET_MS}`,
			listFirst.p50 < LIST_TARGET_MS ? "ok" : "MISSED",
		],
		[
			`listCompanyShipments, page ${Math.ceil(pages / 2)}`,
			ms(listMiddle.p50),
			ms(listMiddle.p95),
			ms(listMiddle.max),
			`< ${LIST_TARGET_MS}`,
			listMiddle.p50 < LIST_TARGET_MS ? "ok" : "MISSED",
		],
		[
			`listCompanyShipments, page ${pages} (last)`,
			ms(listLast.p50),
			ms(listLast.p95),
			ms(listLast.max),
			`< ${LIST_TARGET_MS}`,
			listLast.p50 < LIST_TARGET_MS ? "ok" : "MISSED",
		],
		["company list page, GET over HTTP", ms(listPage.p50), ms(listPage.p95), ms(listPage.max), "", ""],
		["listStaffShipments, every open shipment", ms(staffList.p50), ms(staffList.p95), ms(staffList.max), "", ""],
	];
	printTable(["what (ms)", "p50", "p95", "max", "target", ""], rows);
	mkdirSync(path.join(ROOT, "bench/results"), { recursive: true });
	writeFileSync(
		path.join(ROOT, "bench/results/shipments.json"),
		`${JSON.stringify({ at: new Date().toISOString(), requests, legs: LEGS, totalNm: first.totalNm, companyShipments: COMPANY_SHIPMENTS, mapPage, baseline, mapColdMs, mapWarm, listColdMs, listFirst, listMiddle, listLast, listPage, staffList }, null, 2)}\n`,
	);
	console.log("\nwritten: bench/results/shipments.json");
} finally {
	await cleanUp();
}
