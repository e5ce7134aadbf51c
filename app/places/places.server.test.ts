// Integration: the place lookups against the worker's SQLite file with the seeded reference data
// (db/data: 61 countries, 95 ports, 100 airports).
import { beforeAll, describe, expect, test } from "vitest";
import { KOREAN_AIRPORTS, KOREAN_SEA_PORTS, LCL_PORTS } from "#app/pricing/codes.ts";
import { loadPlaces } from "#app/pricing/store/rate-set.server.ts";
import { getDb } from "#db/client.ts";
import { airports, countries, ports } from "#db/schema.ts";
import { seedReference } from "#db/seed/reference.ts";
import {
	countryOptions,
	findCountry,
	findPlace,
	placeCheck,
	placeCodesNamed,
	placeCountries,
	placeLabel,
	placeName,
	placeOptions,
	placesByCode,
	routeLabel,
} from "./places.server.ts";

beforeAll(() => {
	seedReference(getDb());
});

describe("names by code in the reader's language", () => {
	test.each([
		["KRPUS", "kr", "부산"],
		["KRPUS", "en", "Busan"],
		["KRPUS", "vn", "Busan"],
		["VNHPH", "kr", "하이퐁"],
		["VNHPH", "en", "Hai Phong"],
		["VNHPH", "vn", "Hải Phòng"],
		// the data has no Korean name for Cai Lan: English, not nothing
		["VNCLN", "kr", "Cai Lan"],
		["ICN", "en", "Incheon International Airport"],
		["XXXXX", "kr", "XXXXX"],
	] as const)("%s on %s is %s", (code, locale, name) => {
		expect(placeName(code, locale)).toBe(name);
	});

	test("with the code, and a lane", () => {
		expect(placeLabel("KRPUS", "kr")).toBe("부산 (KRPUS)");
		expect(placeLabel("NOPE1", "kr")).toBe("NOPE1");
		expect(routeLabel("KRPUS", "VNHPH", "vn")).toBe("Busan (KRPUS) → Hải Phòng (VNHPH)");
		expect(routeLabel("ICN", "HAN", "en")).toBe(
			"Incheon International Airport (ICN) → Noi Bai International Airport (HAN)",
		);
	});

	test("a batch: ports and airports at once, repeats and unknown codes fine, optionally of one mode", () => {
		const found = placesByCode(["KRPUS", "ICN", "KRPUS", "NOPE1"]);
		expect([...found.keys()]).toEqual(["KRPUS", "ICN"]);
		expect(found.get("KRPUS")).toMatchObject({
			mode: "sea",
			countryCode: "KR",
			nameKo: "부산",
			koreanGateway: true,
			lcl: true,
			freightRegion: "korea",
		});
		expect(found.get("ICN")).toMatchObject({ mode: "air", countryCode: "KR", koreanGateway: true, lcl: false });
		expect([...placesByCode(["KRPUS", "ICN"], "air").keys()]).toEqual(["ICN"]);
		expect(findPlace("KRPUS", "air")).toBeUndefined();
	});

	test("a port's own freight region beats its country's (South China)", () => {
		expect(findPlace("CNSHK")?.freightRegion).toBe("south_china");
		expect(findPlace("CNSHA")?.freightRegion).toBe("north_china");
		expect(findCountry("CN")).toMatchObject({
			nameKo: "중국",
			nameEn: "China",
			nameVi: "Trung Quốc",
			freightRegion: "north_china",
		});
	});
});

describe("the pickers' lists", () => {
	test.each([
		["sea", KOREAN_SEA_PORTS],
		["air", KOREAN_AIRPORTS],
	] as const)("%s: every place abroad, in Korea only the gateways, by code", (mode, gateways) => {
		const table = mode === "sea" ? ports : airports;
		const rows = getDb().select().from(table).all();
		const options = placeOptions(mode, "kr");
		expect(options.map((o) => o.code)).toEqual(
			rows
				.filter((r) => r.countryCode !== "KR" || (gateways as readonly string[]).includes(r.code))
				.map((r) => r.code)
				.sort(),
		);
		expect(
			options
				.filter((o) => o.country === "KR")
				.map((o) => o.code)
				.sort(),
		).toEqual([...gateways].sort());
		expect(
			options
				.filter((o) => o.lcl)
				.map((o) => o.code)
				.sort(),
		).toEqual(mode === "sea" ? [...LCL_PORTS].sort() : []);
	});

	test.each(["sea", "air"] as const)(
		"%s: every place of the mode with its country, the Korean ones we do not quote too",
		(mode) => {
			const rows = getDb()
				.select()
				.from(mode === "sea" ? ports : airports)
				.all();
			expect(placeCountries(mode)).toEqual(new Map(rows.map((r) => [r.code, r.countryCode])));
		},
	);

	test("options are named in the page language", () => {
		expect(placeOptions("sea", "kr").find((o) => o.code === "VNHPH")).toEqual({
			code: "VNHPH",
			name: "하이퐁",
			country: "VN",
			lcl: false,
		});
		expect(placeOptions("sea", "vn").find((o) => o.code === "VNHPH")?.name).toBe("Hải Phòng");
	});

	test.each(["sea", "air"] as const)(
		"%s: only countries with a place to offer, sorted by their name in the page language",
		(mode) => {
			const withPlaces = new Set(placeOptions(mode, "en").map((o) => o.country));
			for (const locale of ["kr", "en", "vn"] as const) {
				const list = countryOptions(mode, locale);
				expect(new Set(list.map((c) => c.code))).toEqual(withPlaces);
				const names = list.map((c) => c.name);
				expect(names).toEqual(
					[...names].sort((a, b) => a.localeCompare(b, locale === "kr" ? "ko" : locale === "vn" ? "vi" : "en")),
				);
			}
			const all = getDb().select().from(countries).all();
			expect(withPlaces.size).toBeLessThan(all.length);
		},
	);

	test("country names follow the naming rule", () => {
		expect(countryOptions("sea", "kr").find((c) => c.code === "KR")?.name).toBe("대한민국");
		expect(countryOptions("sea", "en").find((c) => c.code === "VN")?.name).toBe(findCountry("VN")?.nameEn);
		expect(countryOptions("air", "vn").find((c) => c.code === "KR")?.name).toBe("Hàn Quốc");
	});
});

describe("placeCheck: is this code a place of that country for this mode?", () => {
	test.each([
		["KRPUS", "KR", "sea", "ok"],
		["VNHPH", "VN", "sea", "ok"],
		["VNHPH", "KR", "sea", "otherCountry"],
		["ICN", "KR", "air", "ok"],
		["HAN", "KR", "air", "otherCountry"],
		// an airport is not a place for a sea quote, nor a port for an air one
		["ICN", "KR", "sea", "unknown"],
		["KRPUS", "KR", "air", "unknown"],
		["ZZZZZ", "KR", "sea", "unknown"],
		// a Korean port we do not quote is still a Korean place: the gateway rule is the request's
		["KRMAS", "KR", "sea", "ok"],
	] as const)("%s in %s by %s: %s", (code, country, mode, expected) => {
		expect(placeCheck(code, country, mode)).toBe(expected);
	});
});

describe("placeCodesNamed: the quote search by a place's name", () => {
	test.each([
		["하이퐁", ["VNHPH"]],
		["Hải Phòng", ["VNHPH"]],
		["hai phong", ["VNHPH"]],
		// an airport by its city too
		["Hanoi", ["HAN"]],
		["100%", []],
		["", []],
	] as const)("%s", (text, codes) => {
		expect(placeCodesNamed(text).sort()).toEqual([...codes].sort());
	});

	test("Busan names the port and the city's airport", () => {
		expect(placeCodesNamed("busan")).toEqual(expect.arrayContaining(["KRPUS", "PUS"]));
	});
});

test("the pricing engine's places come from the same lookup", () => {
	expect(loadPlaces("KRPUS", "CNSHK", false)).toEqual({
		KRPUS: { code: "KRPUS", country: "KR", region: "korea", lcl: true, koreanGateway: true },
		CNSHK: { code: "CNSHK", country: "CN", region: "south_china", lcl: false, koreanGateway: false },
	});
	expect(loadPlaces("ICN", "HAN", true)).toEqual({
		ICN: { code: "ICN", country: "KR", region: "korea", lcl: false, koreanGateway: true },
		HAN: { code: "HAN", country: "VN", region: "southeast_asia", lcl: false, koreanGateway: false },
	});
	expect(loadPlaces("KRPUS", "ICN", true)).toEqual({ ICN: expect.objectContaining({ code: "ICN" }) });
});
