import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Connection, openDatabase } from "../client.ts";
import { applyMigrations } from "../migrate.ts";
import { airports, countries, ports } from "../schema.ts";
import { parseCsvRecords } from "./csv.ts";
import {
	buildAirportRows,
	buildPortRows,
	FREIGHT_REGIONS,
	findMissingCountries,
	findUnknownPlaceNames,
	loadKrRegions,
	loadReferenceData,
	parseCoordinate,
	parseCountries,
	REFERENCE_DATA_DIR,
	REFERENCE_FILES,
	type SeedCounts,
	seedReference,
	toIcao,
} from "./reference.ts";

function csvRowCount(file: string): number {
	return parseCsvRecords(fs.readFileSync(path.join(REFERENCE_DATA_DIR, file), "utf8")).length;
}

describe("pure helpers", () => {
	it.each([
		{ input: "RKSI", expected: "RKSI" },
		{ input: " vvts ", expected: "VVTS" },
		{ input: "VN-0001", expected: null },
		{ input: "", expected: null },
		{ input: undefined, expected: null },
	])("toIcao($input) = $expected", ({ input, expected }) => {
		expect(toIcao(input)).toBe(expected);
	});

	it.each([
		{ value: "35.1", axis: "lat" as const, expected: 35.1 },
		{ value: "-149.996", axis: "lon" as const, expected: -149.996 },
	])("parseCoordinate accepts $value", ({ value, axis, expected }) => {
		expect(parseCoordinate(value, axis, "t")).toBe(expected);
	});

	it.each([
		{ value: "", axis: "lat" as const },
		{ value: "abc", axis: "lon" as const },
		{ value: "91", axis: "lat" as const },
		{ value: "-180.5", axis: "lon" as const },
	])("parseCoordinate rejects $value as $axis", ({ value, axis }) => {
		expect(() => parseCoordinate(value, axis, "t")).toThrow(/bad/);
	});

	it("builds port rows with gateway and LCL flags and local names", () => {
		const records = [
			{
				unlocode: "KRPUS",
				name: "Busan",
				iso_country: "KR",
				lat: "35.1",
				lon: "129.03333",
				coord_source: "WPI",
			},
			{
				unlocode: "KRMAS",
				name: "Masan",
				iso_country: "KR",
				lat: "35.18",
				lon: "128.56",
				coord_source: "WPI",
			},
		];
		const rows = buildPortRows(records, { ports: { KRPUS: { ko: "부산" } }, airports: {} });
		expect(rows).toEqual([
			expect.objectContaining({
				code: "KRPUS",
				nameKo: "부산",
				nameVi: null,
				koreanGateway: true,
				lcl: true,
			}),
			expect.objectContaining({
				code: "KRMAS",
				nameKo: null,
				koreanGateway: false,
				lcl: false,
				source: "WPI",
			}),
		]);
	});

	it("builds airport rows with city, ICAO and source", () => {
		const [row] = buildAirportRows(
			[
				{
					iata: "ICN",
					icao_or_ident: "RKSI",
					name: "Incheon International Airport",
					municipality: "Seoul",
					iso_country: "KR",
					lat: "37.4691",
					lon: "126.451",
				},
			],
			{ ports: {}, airports: {} },
		);
		expect(row).toMatchObject({
			code: "ICN",
			icao: "RKSI",
			city: "Seoul",
			koreanGateway: true,
			source: "OurAirports",
		});
	});

	it("reports countries and place names that do not line up", () => {
		const countryRows = parseCountries([
			{ code: "KR", nameKo: "대한민국", nameEn: "South Korea", nameVi: "Hàn Quốc", region: "korea" },
		]);
		expect(
			findMissingCountries(countryRows, [{ countryCode: "KR" }, { countryCode: "VN" }, { countryCode: "VN" }]),
		).toEqual(["VN"]);
		const names = { ports: { KRPUS: { ko: "부산" }, KRXXX: { ko: "?" } }, airports: { ZZZ: { vi: "?" } } };
		const portRows = buildPortRows(
			[{ unlocode: "KRPUS", name: "Busan", iso_country: "KR", lat: "35.1", lon: "129", coord_source: "WPI" }],
			names,
		);
		expect(findUnknownPlaceNames(names, portRows, [])).toEqual(["ports.KRXXX", "airports.ZZZ"]);
	});

	it("rejects a country with a region outside the surcharge list", () => {
		expect(() => parseCountries([{ code: "XX", nameKo: "가", nameEn: "X", nameVi: "X", region: "asia" }])).toThrow();
	});
});

describe("reference data files", () => {
	const data = loadReferenceData();

	it("gives every country a valid region and names in all three languages", () => {
		for (const country of data.countries) {
			expect(FREIGHT_REGIONS).toContain(country.region);
			expect(country.nameKo).toMatch(/[가-힣]/);
		}
		const byCode = new Map(data.countries.map((c) => [c.code, c]));
		expect(byCode.get("VN")).toMatchObject({
			nameKo: "베트남",
			nameVi: "Việt Nam",
			region: "southeast_asia",
		});
		expect(byCode.get("KR")).toMatchObject({ nameKo: "대한민국", nameVi: "Hàn Quốc", region: "korea" });
		expect(byCode.get("CN")).toMatchObject({ nameKo: "중국", nameVi: "Trung Quốc", region: "north_china" });
	});

	it("stores every local name in NFC", () => {
		const names = [...data.countries, ...data.ports, ...data.airports].flatMap((row) => [row.nameKo, row.nameVi]);
		for (const value of names) if (value) expect(value).toBe(value.normalize("NFC"));
	});

	it("has Korean names for every Korean port and airport", () => {
		for (const row of [...data.ports, ...data.airports]) {
			if (row.countryCode === "KR") expect(row.nameKo, row.code).toMatch(/[가-힣]/);
		}
	});

	it("has Vietnamese names for every Vietnamese port and airport", () => {
		for (const row of [...data.ports, ...data.airports]) {
			if (row.countryCode === "VN") expect(row.nameVi, row.code).toBeTruthy();
		}
	});

	it("lists all 17 Korean provinces with the trucking bases of spec section 9", () => {
		const { provinces } = loadKrRegions();
		expect(provinces).toHaveLength(17);
		const basis = Object.fromEntries(provinces.map((p) => [p.shortNameKo, p.truckingBasis]));
		expect(basis).toMatchObject({
			서울: "one_way",
			경기: "one_way",
			인천: "one_way",
			강원: "mixed",
			충북: "round_trip",
			충남: "round_trip",
		});
		const districts = Object.fromEntries(provinces.map((p) => [p.shortNameKo, p.districts?.length ?? 0]));
		expect(districts).toMatchObject({ 서울: 25, 부산: 16, 경기: 31 });
		expect(districts.인천).toBeGreaterThan(0);
	});
});

describe("seedReference", () => {
	let dir: string;
	let connection: Connection;
	let first: SeedCounts;
	let second: SeedCounts;

	beforeAll(() => {
		dir = fs.mkdtempSync(path.join(os.tmpdir(), "seed-reference-"));
		connection = openDatabase(path.join(dir, "reference.db"));
		applyMigrations(connection);
		first = seedReference(connection.db);
		second = seedReference(connection.db);
	});

	afterAll(() => {
		connection?.sqlite.close();
		if (dir) fs.rmSync(dir, { recursive: true, force: true });
	});

	it("is idempotent and loads one row per CSV row", async () => {
		expect(second).toEqual(first);
		const portRows = csvRowCount(REFERENCE_FILES.ports);
		const airportRows = csvRowCount(REFERENCE_FILES.airports);
		expect(portRows).toBe(95);
		expect(airportRows).toBe(100);
		expect(first.ports).toBe(portRows);
		expect(first.airports).toBe(airportRows);
		expect(await connection.db.$count(ports)).toBe(portRows);
		expect(await connection.db.$count(airports)).toBe(airportRows);
		expect(await connection.db.$count(countries)).toBe(first.countries);
	});

	it("marks exactly the six Korean gateway ports and LCL only at Incheon and Busan", () => {
		const all = connection.db.select().from(ports).all();
		const gateways = all.filter((p) => p.koreanGateway).map((p) => p.code);
		expect(gateways.sort()).toEqual(["KRINC", "KRKAN", "KRKPO", "KRPTK", "KRPUS", "KRUSN"]);
		expect(
			all
				.filter((p) => p.lcl)
				.map((p) => p.code)
				.sort(),
		).toEqual(["KRINC", "KRPUS"]);
	});

	it("makes ICN the only Korean gateway airport", () => {
		const gateways = connection.db
			.select()
			.from(airports)
			.all()
			.filter((a) => a.koreanGateway);
		expect(gateways.map((a) => a.code)).toEqual(["ICN"]);
	});

	it("stores Busan with its Korean name and WPI coordinates", () => {
		const busan = connection.db
			.select()
			.from(ports)
			.all()
			.find((p) => p.code === "KRPUS");
		expect(busan).toMatchObject({
			nameKo: "부산",
			nameEn: "Busan",
			countryCode: "KR",
			source: "NGA WPI Pub150",
		});
		expect(busan?.lat).toBeCloseTo(35.1, 2);
		expect(busan?.lon).toBeCloseTo(129.03, 1);
	});

	it("round-trips Vietnamese diacritics", () => {
		const all = connection.db.select().from(ports).all();
		expect(all.find((p) => p.code === "VNHPH")?.nameVi).toBe("Hải Phòng");
		expect(all.find((p) => p.code === "VNSGN")?.nameVi).toBe("Thành phố Hồ Chí Minh");
		const noiBai = connection.db
			.select()
			.from(airports)
			.all()
			.find((a) => a.code === "HAN");
		expect(noiBai?.nameVi).toBe("Sân bay quốc tế Nội Bài");
	});

	it("has a country row for every port and airport", () => {
		const known = new Set(
			connection.db
				.select({ code: countries.code })
				.from(countries)
				.all()
				.map((c) => c.code),
		);
		const used = [
			...connection.db.select({ c: ports.countryCode }).from(ports).all(),
			...connection.db.select({ c: airports.countryCode }).from(airports).all(),
		].map((r) => r.c);
		expect(used.filter((code) => !known.has(code))).toEqual([]);
		expect(connection.sqlite.pragma("foreign_key_check")).toEqual([]);
	});

	it("rewrites changed rows on a re-run instead of duplicating them", () => {
		connection.sqlite.prepare("UPDATE ports SET name_ko = 'x', korean_gateway = 1 WHERE code = 'KRMAS'").run();
		seedReference(connection.db);
		const masan = connection.db
			.select()
			.from(ports)
			.all()
			.find((p) => p.code === "KRMAS");
		expect(masan).toMatchObject({ nameKo: "마산", koreanGateway: false });
	});
});
