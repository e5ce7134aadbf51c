import { count, eq, like } from "drizzle-orm";
import { beforeAll, describe, expect, test } from "vitest";
import { FREIGHT_REGIONS, type FreightRegion, KOREAN_SEA_PORTS, LCL_PORTS, isOneOf } from "#app/pricing/codes.ts";
import { SPEC9_TABLES } from "#app/pricing/fixed-surcharges.ts";
import { PricingRequestSchema } from "#app/pricing/request.ts";
import { priceFromDb } from "#app/pricing/store/rate-set.server.ts";
import { getDb } from "#db/client.ts";
import {
	airRates,
	airports,
	countries,
	exchangeRates,
	fclRates,
	lclRates,
	portCosts,
	ports,
	surcharges,
	truckingRates,
} from "#db/schema.ts";
import {
	buildDemoRates,
	type DemoRates,
	DG_BOXES,
	demoValidity,
	EXPIRED_LANE,
	FCL_BOXES,
	seedDemoRates,
	UNSERVED_LANE,
} from "./demo-rates.ts";
import { seedFixedSurcharges } from "./fixed-surcharges.ts";
import { loadKrRegions, seedReference } from "./reference.ts";

const TODAY = new Date();
const iso = (date: Date) => date.toISOString().slice(0, 10);
const addDays = (days: number) => iso(new Date(TODAY.getTime() + days * 86_400_000));
const TODAY_ISO = iso(TODAY);
const IN_TWO_WEEKS = addDays(14);
const validOn = (row: { validFrom: string; validTo: string }, date: string) =>
	row.validFrom <= date && date <= row.validTo;

// Decision 008: China's Pearl River Delta and Fujian ports are South China; the reference seed sets
// ports.region for them, and this list stands in where it has not.
const SOUTH_CHINA = ["CNSZX", "CNYTN", "CNSHK", "CNCAN", "CNNSA", "CNXMN"];
// Decision 008: the western Gangwon districts are one-way; the rest of Gangwon is round trip.
const GANGWON_ONE_WAY = ["춘천시", "원주시", "홍천군", "횡성군", "철원군", "화천군", "양구군", "인제군"];

/** The fixed surcharge tables of spec section 9 by foreign region and direction, with their codes. */
const SPEC9_ROWS = Object.values(
	Object.groupBy(SPEC9_TABLES, (t) => `${t.direction} ${t.region}`) as Record<string, typeof SPEC9_TABLES>,
).map((tables) => ({ direction: tables[0]!.direction, region: tables[0]!.region, codes: tables.map((t) => t.code) }));

const isKorean = (port: string) => isOneOf(KOREAN_SEA_PORTS, port);
const directionOf = (row: { pol: string }) => (isKorean(row.pol) ? "export" : "import");
const foreignEnd = (row: { pol: string; pod: string }) => (isKorean(row.pol) ? row.pod : row.pol);

describe("validity window", () => {
	test.each([
		{ today: "2026-01-15", validFrom: "2025-12-01", validTo: "2026-07-31" },
		{ today: "2026-08-31", validFrom: "2026-07-01", validTo: "2027-02-28" },
		{ today: "2027-08-05", validFrom: "2027-07-01", validTo: "2028-02-29" },
		{ today: "2027-12-01", validFrom: "2027-11-01", validTo: "2028-06-30" },
		{ today: "2026-03-31", validFrom: "2026-02-01", validTo: "2026-09-30" },
	])("seeded on $today: $validFrom to $validTo", ({ today, validFrom, validTo }) => {
		expect(demoValidity(new Date(`${today}T12:00:00Z`))).toEqual({ validFrom, validTo });
	});
});

describe("built rows", () => {
	const rates = buildDemoRates(TODAY);

	test.each(Object.keys(rates).map((k) => [k as keyof DemoRates]))("%s: ids are unique and stable", (table) => {
		const ids = rates[table].map((r) => r.id);
		expect(ids.length).toBeGreaterThan(0);
		expect(new Set(ids).size).toBe(ids.length);
		expect(ids.every((id) => id?.startsWith("demo-"))).toBe(true);
		expect(buildDemoRates(TODAY)[table].map((r) => r.id)).toEqual(ids);
	});

	test("the id of the example in the brief", () => {
		expect(rates.fcl.some((r) => r.id === "demo-fcl-KRPUS-VNHPH-KMTC-direct-dv20")).toBe(true);
	});

	// Levels the shared data gives (kr_export_20ft_charges_summary_2014_2020.csv and the brief): USD per box.
	test.each([
		{ pod: "VNHPH", box: "dv20", min: 250, max: 500 },
		{ pod: "VNCLI", box: "dv20", min: 250, max: 500 },
		{ pod: "CNSHA", box: "dv20", min: 100, max: 250 },
		{ pod: "JPTYO", box: "dv20", min: 150, max: 300 },
		{ pod: "USLAX", box: "dv20", min: 1500, max: 2500 },
		{ pod: "NLRTM", box: "dv20", min: 1600, max: 2800 },
	])("KRPUS -> $pod $box is USD $min to $max", ({ pod, box, min, max }) => {
		const rows = rates.fcl.filter((r) => r.pol === "KRPUS" && r.pod === pod && r.containerCode === box);
		expect(rows.length).toBeGreaterThan(0);
		for (const r of rows) {
			expect(r.currency).toBe("USD");
			expect(r.amount / 100).toBeGreaterThanOrEqual(min);
			expect(r.amount / 100).toBeLessThanOrEqual(max);
		}
	});

	test("a 40ft is about 1.8 times a 20ft and a reefer about twice a dry box", () => {
		const price = (id: string) => rates.fcl.find((r) => r.id === id)!.amount;
		const lane = "demo-fcl-KRPUS-VNHPH-KMTC-direct";
		expect(price(`${lane}-dv40`) / price(`${lane}-dv20`)).toBeCloseTo(1.8, 1);
		expect(price(`${lane}-rf20`) / price(`${lane}-dv20`)).toBeCloseTo(2, 1);
		expect(price(`${lane}-rf40`) / price(`${lane}-dv40`)).toBeCloseTo(2, 1);
		expect(price(`${lane}-hc40`)).toBeGreaterThanOrEqual(price(`${lane}-dv40`));
	});
});

describe("seeded into the database", () => {
	const db = getDb();
	const demo = {
		fcl: () => db.select().from(fclRates).where(like(fclRates.id, "demo-%")).all(),
		lcl: () => db.select().from(lclRates).where(like(lclRates.id, "demo-%")).all(),
		air: () => db.select().from(airRates).where(like(airRates.id, "demo-%")).all(),
		surcharges: () => db.select().from(surcharges).where(like(surcharges.id, "demo-%")).all(),
		portCosts: () => db.select().from(portCosts).where(like(portCosts.id, "demo-%")).all(),
		trucking: () => db.select().from(truckingRates).where(like(truckingRates.id, "demo-%")).all(),
		exchange: () => db.select().from(exchangeRates).where(like(exchangeRates.id, "demo-%")).all(),
	};
	const tableCounts = () => ({
		fcl: db.select({ n: count() }).from(fclRates).get()!.n,
		lcl: db.select({ n: count() }).from(lclRates).get()!.n,
		air: db.select({ n: count() }).from(airRates).get()!.n,
		surcharges: db.select({ n: count() }).from(surcharges).get()!.n,
		portCosts: db.select({ n: count() }).from(portCosts).get()!.n,
		trucking: db.select({ n: count() }).from(truckingRates).get()!.n,
		exchange: db.select({ n: count() }).from(exchangeRates).get()!.n,
	});

	let seaPorts: Map<string, FreightRegion>;
	let airportCodes: Set<string>;
	let firstCounts: ReturnType<typeof seedDemoRates>;

	beforeAll(() => {
		seedReference(db);
		seedFixedSurcharges(db);
		firstCounts = seedDemoRates(db, TODAY);
		const rows = db
			.select({ code: ports.code, portRegion: ports.region, countryRegion: countries.region })
			.from(ports)
			.innerJoin(countries, eq(countries.code, ports.countryCode))
			.all();
		seaPorts = new Map(
			rows.map((r) => {
				const region = SOUTH_CHINA.includes(r.code) ? "south_china" : (r.portRegion ?? r.countryRegion);
				return [r.code, isOneOf(FREIGHT_REGIONS, region) ? region : "other"];
			}),
		);
		airportCodes = new Set(
			db
				.select({ code: airports.code })
				.from(airports)
				.all()
				.map((a) => a.code),
		);
	});

	test("seeding again changes no row count and no row", () => {
		const before = tableCounts();
		const fclBefore = demo.fcl();
		const counts = seedDemoRates(db, TODAY);
		expect(counts).toEqual(firstCounts);
		expect(tableCounts()).toEqual(before);
		expect(demo.fcl()).toEqual(fclBefore);
		for (const [table, n] of Object.entries(counts)) expect(demo[table as keyof typeof demo]().length, table).toBe(n);
	});

	test("every row has an ordered validity and positive amounts", () => {
		const dated = [
			...demo.fcl(),
			...demo.lcl(),
			...demo.air(),
			...demo.surcharges(),
			...demo.portCosts(),
			...demo.trucking(),
		];
		for (const row of dated) {
			expect(row.validFrom, row.id).toMatch(/^\d{4}-\d{2}-\d{2}$/);
			expect(row.validFrom <= row.validTo, row.id).toBe(true);
		}
		for (const r of [...demo.fcl(), ...demo.surcharges(), ...demo.portCosts(), ...demo.trucking()])
			expect(r.amount, r.id).toBeGreaterThan(0);
		for (const r of demo.lcl()) {
			expect(r.perRt, r.id).toBeGreaterThan(0);
			expect(r.minimum, r.id).toBeGreaterThanOrEqual(r.perRt);
		}
		for (const r of demo.air()) {
			const breaks = [r.n, r.b45, r.b100, r.b300, r.b500, r.b1000];
			expect(r.minimum, r.id).toBeGreaterThan(0);
			expect(breaks.every((rate) => rate > 0)).toBe(true);
			expect(
				[...breaks].sort((a, b) => b - a),
				`${r.id} breaks never rise`,
			).toEqual(breaks);
		}
		for (const r of demo.exchange()) expect(r.perUsdCents).toBeGreaterThan(0);
	});

	test("sailings are plausible", () => {
		for (const r of [...demo.fcl(), ...demo.lcl(), ...demo.air()]) {
			expect(r.transitDays, r.id).toBeGreaterThan(0);
			expect(r.weeklyFrequency, r.id).toBeGreaterThanOrEqual(1);
			expect(r.weeklyFrequency, r.id).toBeLessThanOrEqual(7);
			expect(r.routing === "transhipment", `${r.id} names its transhipment port`).toBe(r.viaPort !== null);
		}
	});

	test("sea rates join a Korean gateway to a known foreign port; LCL only at Incheon and Busan", () => {
		for (const r of [...demo.fcl(), ...demo.lcl()]) {
			expect([r.pol, r.pod].filter(isKorean), `${r.id} has one Korean end`).toHaveLength(1);
			expect(seaPorts.has(r.pol) && seaPorts.has(r.pod), `${r.id} ports exist`).toBe(true);
			if (r.viaPort) expect(seaPorts.has(r.viaPort), `${r.id} via port exists`).toBe(true);
		}
		for (const r of demo.lcl()) expect(isOneOf(LCL_PORTS, r.pol) || isOneOf(LCL_PORTS, r.pod), r.id).toBe(true);
	});

	test("air rates join Incheon to a known airport", () => {
		for (const r of demo.air()) {
			expect([r.origin, r.destination], r.id).toContain("ICN");
			expect(airportCodes.has(r.origin) && airportCodes.has(r.destination), r.id).toBe(true);
		}
	});

	test("port costs, surcharge ports and trucking ports exist", () => {
		for (const r of demo.portCosts()) {
			const known = r.mode === "air" ? airportCodes.has(r.port) : seaPorts.has(r.port);
			expect(known, r.id).toBe(true);
			expect(r.port.startsWith("KR"), `${r.id} is abroad`).toBe(false);
			expect(r.mode === "fcl" && r.basis === "per_container", `${r.id} box rows name their box`).toBe(
				r.containerCode !== null,
			);
		}
		for (const r of demo.surcharges())
			if (r.port) expect(seaPorts.has(r.port) || airportCodes.has(r.port), r.id).toBe(true);
		for (const r of demo.trucking()) expect(isKorean(r.port), r.id).toBe(true);
	});

	test("foreign port costs at Vietnamese ports are in dong, elsewhere in dollars", () => {
		const vietnam = demo
			.portCosts()
			.filter((r) => ["VNHPH", "VNCLI", "VNSGN", "VNCMT", "VNDAD", "SGN", "HAN", "DAD"].includes(r.port));
		expect(new Set(vietnam.map((r) => r.code))).toEqual(new Set(["pcfThc", "pcfBlfee", "pcfCis", "pcfCcc"]));
		expect(vietnam.every((r) => r.currency === "VND")).toBe(true);
		for (const port of ["CNSHA", "JPTYO", "SGSIN", "USLAX", "LAX", "PVG"]) {
			const rows = demo.portCosts().filter((r) => r.port === port);
			expect(
				rows.map((r) => r.code),
				port,
			).toEqual(expect.arrayContaining(["pcfThc", "pcfBlfee"]));
			expect(
				rows.every((r) => r.currency === "USD"),
				port,
			).toBe(true);
		}
	});

	test("every FCL box on every lane has Korean THC and wharfage in its direction (no missing local cost)", () => {
		const local = demo
			.surcharges()
			.filter((s) => s.mode === "fcl" && s.region === null && s.carrier === null && s.port === null);
		for (const r of demo.fcl()) {
			for (const code of ["thc", "wfg"] as const) {
				const row = local.find(
					(s) => s.code === code && s.direction === directionOf(r) && s.containerCode === r.containerCode,
				);
				expect(row, `${code} for ${r.id}`).toBeDefined();
				expect(row!.currency).toBe("KRW");
				expect(row!.side).toBe(directionOf(r) === "export" ? "origin" : "destination");
			}
		}
		for (const mode of ["lcl", "air"] as const)
			for (const direction of ["export", "import"] as const)
				expect(
					demo.surcharges().some((s) => s.code === "thc" && s.mode === mode && s.direction === direction),
					`${mode} ${direction} thc`,
				).toBe(true);
	});

	test.each([
		{ box: "dv20", amount: 130_000 },
		{ box: "dv40", amount: 180_000 },
		{ box: "hc40", amount: 180_000 },
		{ box: "rf20", amount: 230_000 },
		{ box: "rf40", amount: 345_000 },
		{ box: "ot20", amount: 160_000 },
		{ box: "fr40", amount: 220_000 },
	])("Korean THC for $box is KRW $amount", ({ box, amount }) => {
		const rows = demo.surcharges().filter((s) => s.code === "thc" && s.mode === "fcl" && s.containerCode === box);
		expect(rows.map((r) => r.direction).sort()).toEqual(["export", "import"]);
		for (const r of rows) expect(r.amount).toBe(amount);
	});

	test("Busan to Hai Phong: a direct and a transhipment carrier, all five boxes, and DG boxes on a DG carrier", () => {
		const rows = demo.fcl().filter((r) => r.pol === "KRPUS" && r.pod === "VNHPH" && validOn(r, IN_TWO_WEEKS));
		const carriers = [...new Set(rows.map((r) => r.carrier))];
		expect(carriers.length).toBeGreaterThanOrEqual(2);
		for (const carrier of carriers)
			expect(
				rows.filter((r) => r.carrier === carrier).map((r) => r.containerCode),
				carrier,
			).toEqual(expect.arrayContaining([...FCL_BOXES]));
		const direct = rows.filter((r) => r.routing === "direct");
		const tranship = rows.filter((r) => r.routing === "transhipment");
		expect(direct.length && tranship.length).toBeTruthy();
		expect(Math.min(...direct.map((r) => r.transitDays))).toBeLessThan(Math.min(...tranship.map((r) => r.transitDays)));
		const dg = rows.filter((r) => isOneOf(DG_BOXES, r.containerCode));
		expect(dg.map((r) => r.containerCode).sort()).toEqual(["dg20", "dg40"]);
		expect(dg.every((r) => r.dgAccepted)).toBe(true);
	});

	test("the expired lane is served but has no rate today (the manual-quote path)", () => {
		const rows = demo.fcl().filter((r) => r.pol === EXPIRED_LANE.pol && r.pod === EXPIRED_LANE.pod);
		expect(rows.map((r) => r.containerCode).sort()).toEqual(["dv20", "dv40"]);
		for (const date of [TODAY_ISO, IN_TWO_WEEKS]) expect(rows.some((r) => validOn(r, date))).toBe(false);
	});

	test("the unserved lane has no row at all (the out-of-scope path)", () => {
		const { pol, pod } = UNSERVED_LANE;
		const onLane = (r: { pol: string; pod: string }) => r.pol === pol && r.pod === pod;
		expect(db.select().from(fclRates).all().filter(onLane)).toEqual([]);
		expect(db.select().from(lclRates).all().filter(onLane)).toEqual([]);
		expect(demo.surcharges().filter((s) => s.port === pod)).toEqual([]);
		expect(demo.portCosts().filter((p) => p.port === pod)).toEqual([]);
	});

	test("every other lane is priced on the ready dates tests use", () => {
		const lanes = <T extends { pol: string; pod: string }>(rows: T[]) =>
			rows.filter((r) => !(r.pol === EXPIRED_LANE.pol && r.pod === EXPIRED_LANE.pod));
		for (const r of [...lanes(demo.fcl()), ...lanes(demo.lcl())])
			for (const date of [TODAY_ISO, IN_TWO_WEEKS]) expect(validOn(r, date), r.id).toBe(true);
		for (const r of [...demo.air(), ...demo.surcharges(), ...demo.portCosts(), ...demo.trucking()])
			expect(validOn(r, IN_TWO_WEEKS), r.id).toBe(true);
	});

	test("the spec's tables have nine region rows", () => {
		expect(SPEC9_ROWS).toHaveLength(9);
	});

	describe.each(SPEC9_ROWS)("spec section 9: $direction $region ($codes)", ({ direction, region, codes }) => {
		test("has a lane priced in the five table columns", () => {
			const lanes = demo
				.fcl()
				.filter(
					(r) => directionOf(r) === direction && seaPorts.get(foreignEnd(r)) === region && validOn(r, IN_TWO_WEEKS),
				);
			expect(lanes.length, `${direction} ${region}`).toBeGreaterThan(0);
			expect([...new Set(lanes.map((r) => r.containerCode))]).toEqual(expect.arrayContaining([...FCL_BOXES]));
		});

		test("is not duplicated by a demo row (the spec9 rows are seeded elsewhere)", () => {
			const duplicates = demo
				.surcharges()
				.filter(
					(s) =>
						s.mode === "fcl" &&
						codes.includes(s.code) &&
						s.region === region &&
						(s.direction === direction || s.direction === null),
				);
			expect(duplicates.map((s) => s.id)).toEqual([]);
		});
	});

	test("trucking follows each province's basis and names real districts", () => {
		const { provinces } = loadKrRegions();
		const rows = demo.trucking();
		for (const r of rows) {
			const province = provinces.find((p) => p.code === r.province);
			expect(province, r.id).toBeDefined();
			if (r.district)
				expect(
					province!.districts?.map((d) => d.nameKo),
					r.id,
				).toContain(r.district);
			if (province!.truckingBasis === "mixed") {
				expect(r.district, `${r.id}: a mixed province is priced by district`).not.toBeNull();
				expect(r.basis, r.id).toBe(GANGWON_ONE_WAY.includes(r.district!) ? "one_way" : "round_trip");
			} else if (province!.truckingBasis) {
				expect(r.basis, r.id).toBe(province!.truckingBasis);
			}
		}
		for (const port of ["KRPUS", "KRINC"])
			for (const province of ["KR-11", "KR-41", "KR-28", "KR-43", "KR-44", "KR-30", "KR-50", "KR-42", "KR-26"])
				for (const size of ["20", "40"])
					expect(
						rows.some((r) => r.port === port && r.province === province && r.size === size),
						`${port} ${province} ${size}`,
					).toBe(true);
	});

	test.each([
		{ port: "KRPUS", province: "KR-11", min: 1_200_000, max: 1_350_000 },
		{ port: "KRINC", province: "KR-11", min: 200_000, max: 600_000 },
	])(
		"trucking $port -> $province (whole province, 40ft) is KRW $min to $max, 20ft 90%",
		({ port, province, min, max }) => {
			const rows = demo.trucking().filter((r) => r.port === port && r.province === province && r.district === null);
			const feu = rows.find((r) => r.size === "40")!.amount;
			const teu = rows.find((r) => r.size === "20")!.amount;
			expect(feu).toBeGreaterThanOrEqual(min);
			expect(feu).toBeLessThanOrEqual(max);
			expect(teu / feu).toBeCloseTo(0.9, 2);
		},
	);

	test("a district row differs from its province row, so the district can win", () => {
		const rows = demo.trucking().filter((r) => r.port === "KRPUS" && r.province === "KR-11" && r.size === "40");
		const gangnam = rows.find((r) => r.district === "강남구")!;
		const seoul = rows.find((r) => r.district === null)!;
		expect(gangnam.amount).not.toBe(seoul.amount);
	});

	test("exchange rates: KRW and VND on recent dates, the latest today, none in the future", () => {
		const rows = demo.exchange();
		expect(rows.every((r) => r.effectiveDate <= TODAY_ISO)).toBe(true);
		for (const currency of ["KRW", "VND"] as const) {
			const mine = rows
				.filter((r) => r.currency === currency)
				.sort((a, b) => a.effectiveDate.localeCompare(b.effectiveDate));
			expect(mine.length).toBeGreaterThanOrEqual(3);
			expect(mine.at(-1)!.effectiveDate).toBe(TODAY_ISO);
			expect(mine.at(-1)!.perUsdCents).toBe(currency === "KRW" ? 138_550 : 2_540_000);
		}
	});

	describe("quotes from the demo rates", () => {
		// the schema checks the shape, as it does for the partner API's JSON
		const quote = (input: Record<string, unknown>) =>
			priceFromDb(
				PricingRequestSchema.parse({
					mode: "sea",
					direction: "export",
					cargoType: "fcl",
					readyDate: IN_TWO_WEEKS,
					...input,
				}),
			);
		const codesOf = (result: ReturnType<typeof quote>) =>
			result.ok ? new Set(result.options[0]!.lines.map((l) => l.code)) : new Set();
		const packages = [{ count: 4, weightKg: 250, volumeCbm: 0.8 }];

		test("FCL export Busan to Hai Phong with trucking from Seoul", () => {
			const result = quote({
				origin: "KRPUS",
				destination: "VNHPH",
				containers: [
					{ type: "dv20", count: 1 },
					{ type: "hc40", count: 2 },
				],
				koreanRegion: { province: "KR-11", district: "강남구" },
			});
			expect(result.ok, JSON.stringify(result)).toBe(true);
			if (!result.ok) return;
			expect(new Set(result.options.map((o) => o.routing))).toEqual(new Set(["direct", "transhipment"]));
			expect(result.warnings).toEqual([]);
			expect([...codesOf(result)]).toEqual(
				expect.arrayContaining([
					"ofr",
					"thc",
					"wfg",
					"csc",
					"dcf",
					"hdc",
					"lss",
					"trucking",
					"pcfThc",
					"pcfBlfee",
					"pcfCis",
					"pcfCcc",
				]),
			);
			const trucking = result.options[0]!.lines.find((l) => l.code === "trucking")!;
			expect(trucking.source.id).toMatch(/강남구/);
			expect(trucking.notes).toEqual(["one_way", "old_port"]);
		});

		test.each([
			{ origin: "VNHPH", codes: ["ebs", "ecrc", "cic", "lss", "dof", "ccc"] },
			{ origin: "CNSHA", codes: ["baf", "ecrc", "caf"] },
			{ origin: "CNYTN", codes: ["ebs", "cic"] },
			{ origin: "JPTYO", codes: ["baf"] },
		])("FCL import from $origin carries the spec's $codes", ({ origin, codes }) => {
			const result = quote({
				direction: "import",
				origin,
				destination: "KRPUS",
				containers: [{ type: "dv40", count: 1 }],
			});
			expect(result.ok, JSON.stringify(result)).toBe(true);
			expect([...codesOf(result)]).toEqual(expect.arrayContaining(["ofr", "thc", ...codes]));
		});

		test("dangerous goods go only to the carrier that takes them, with the DG fee", () => {
			const result = quote({
				origin: "KRPUS",
				destination: "VNHPH",
				containers: [{ type: "dg20", count: 1 }],
				dangerousGoods: { class: "3" },
			});
			expect(result.ok, JSON.stringify(result)).toBe(true);
			if (!result.ok) return;
			expect(result.options.map((o) => o.carrier)).toEqual(["KMTC"]);
			expect(codesOf(result).has("dgf")).toBe(true);
		});

		test.each([
			{
				name: "LCL export from Incheon",
				input: { cargoType: "lcl", origin: "KRINC", destination: "VNHPH", packages },
				codes: ["lcl", "thc", "cfs", "pcfThc"],
			},
			{
				name: "LCL import into Busan",
				input: { direction: "import", cargoType: "lcl", origin: "CNSHA", destination: "KRPUS", packages },
				codes: ["lcl", "thc", "cfs", "dof"],
			},
			{
				name: "air export to Ho Chi Minh City",
				input: { mode: "air", cargoType: undefined, origin: "ICN", destination: "SGN", packages },
				codes: ["afr", "fsc", "ssc", "awb", "pcfThc"],
			},
			{
				name: "air import from Frankfurt",
				input: { mode: "air", direction: "import", cargoType: undefined, origin: "FRA", destination: "ICN", packages },
				codes: ["afr", "fsc", "ssc", "dof"],
			},
		] as const)("$name", ({ input, codes }) => {
			const result = quote(input);
			expect(result.ok, JSON.stringify(result)).toBe(true);
			expect([...codesOf(result)]).toEqual(expect.arrayContaining([...codes]));
		});

		test.each([
			{ name: "the expired lane", input: { destination: EXPIRED_LANE.pod }, reason: "no_rate_on_date", manual: true },
			{ name: "the unserved lane", input: { destination: UNSERVED_LANE.pod }, reason: "out_of_scope", manual: false },
			{
				name: "a box no carrier prices",
				input: { containers: [{ type: "fr40", count: 1 }] },
				reason: "no_container_rate",
				manual: true,
			},
			{
				name: "a Gangwon district without a rate",
				input: { koreanRegion: { province: "KR-42", district: "횡성군" } },
				reason: "no_trucking",
				manual: true,
			},
			{
				name: "DG on a lane whose carrier refuses it",
				input: { destination: "JPTYO", containers: [{ type: "dg20", count: 1 }], dangerousGoods: { class: "3" } },
				reason: "dg_not_accepted",
				manual: true,
			},
		] as const)("$name: $reason", ({ input, reason, manual }) => {
			const result = quote({
				origin: "KRPUS",
				destination: "VNHPH",
				containers: [{ type: "dv20", count: 1 }],
				...input,
			});
			expect(result).toMatchObject({ ok: false, reason, manual });
		});
	});
});
