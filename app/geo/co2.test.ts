// The CO2 sums redone by hand from the factors' own numbers (decision 015): GLEC v3.2 Table 18
// (71.7 dry, 142.3 reefer g CO2e/TEU-km, 10 t per TEU), Table 1 (788 g CO2e/t-km, long haul over
// 1,500 km, +95 km), the marnet sea distances (nm x 1.852) and great circle x 1.11 where a pair is
// missing. Points on the equator make the great circle exact: 20 degrees = 2*pi*6371.0088*20/360
// = 2,223.90 km.
import { describe, expect, test } from "vitest";
import { type Co2Cargo, type Point, co2ForDistance, co2ForRoute, greatCircleKm, tabledSeaNm } from "./co2.ts";

const BUSAN: Point = { code: "KRPUS", lat: 35.1, lon: 129.03333 };
const HAI_PHONG: Point = { code: "VNHPH", lat: 20.91667, lon: 106.68333 };
const HONG_KONG: Point = { code: "HKHKG", lat: 22.26667, lon: 114.2 };
// made-up codes on the equator: never in the distance table, exact great circles
const E0: Point = { code: "XXAAA", lat: 0, lon: 0 };
const E10: Point = { code: "XXBBB", lat: 0, lon: 10 };
const E20: Point = { code: "XXCCC", lat: 0, lon: 20 };

const BUSAN_HAI_PHONG_KM = 1727 * 1.852; // 3,198.404 km (table)
const EQ20_KM = (2 * Math.PI * 6371.0088 * 20) / 360; // 2,223.9016 km

const boxes = (...containers: [string, number][]): Co2Cargo => ({
	kind: "containers",
	containers: containers.map(([type, count]) => ({ type: type as never, count })),
});

describe("sea, per TEU-km (GLEC v3.2 Table 18, industry average, WTW)", () => {
	test.each<[string, Point[], Co2Cargo, number, number]>([
		// 2 x 20' + 1 x 40'HC = 4 TEU; 4 x 71.7 g x 3,198.404 km = 917,302 g
		[
			"2x20' dry + 1x40'HC Busan-Hai Phong",
			[BUSAN, HAI_PHONG],
			boxes(["dv20", 2], ["hc40", 1]),
			917,
			Math.round(BUSAN_HAI_PHONG_KM),
		],
		// a 40' reefer is 2 TEU at the reefer row: 2 x 142.3 x 3,198.404 = 910,266 g
		["1x40' reefer", [BUSAN, HAI_PHONG], boxes(["rf40", 1]), 910, Math.round(BUSAN_HAI_PHONG_KM)],
		// dangerous goods ride in a dry box: 1 x 71.7 x 3,198.404 = 229,326 g
		["1x20' DG counts as dry", [BUSAN, HAI_PHONG], boxes(["dg20", 1]), 229, Math.round(BUSAN_HAI_PHONG_KM)],
		// the table holds either direction
		["the other direction", [HAI_PHONG, BUSAN], boxes(["dv20", 2], ["hc40", 1]), 917, Math.round(BUSAN_HAI_PHONG_KM)],
		// LCL: 2,500 kg = 2.5 t = 0.25 TEU at 10 t per TEU; 0.25 x 71.7 x 3,198.404 = 57,331 g
		["LCL 2,500 kg", [BUSAN, HAI_PHONG], { kind: "lcl", weightKg: 2500 }, 57, Math.round(BUSAN_HAI_PHONG_KM)],
		// a pair not tabled: 2,223.9016 km x 1.11 = 2,468.53 km; x 71.7 = 176,994 g
		["great circle x 1.11 where the table has no pair", [E0, E20], boxes(["dv20", 1]), 177, Math.round(EQ20_KM * 1.11)],
		// Busan-Hong Kong from the table (1,190 nm = 2,203.88 km) + Hong Kong-Hai Phong by great circle x 1.11
		[
			"transhipment: one leg tabled, one not",
			[BUSAN, HONG_KONG, HAI_PHONG],
			boxes(["dv20", 1]),
			Math.round(((1190 * 1.852 + greatCircleKm(HONG_KONG, HAI_PHONG) * 1.11) * 71.7) / 1000),
			Math.round(1190 * 1.852 + greatCircleKm(HONG_KONG, HAI_PHONG) * 1.11),
		],
	])("%s", (_name, route, cargo, kg, km) => {
		const result = co2ForRoute({ mode: "sea", route, cargo });
		expect(result?.kgCo2e).toBe(kg);
		expect(result?.distanceKm).toBe(km);
	});

	test("says how each leg's distance was found", () => {
		expect(
			co2ForRoute({ mode: "sea", route: [BUSAN, HONG_KONG, HAI_PHONG], cargo: boxes(["dv20", 1]) })?.distanceSources,
		).toEqual(["table", "great_circle_x_routing"]);
		expect(tabledSeaNm("VNHPH", "KRPUS")).toBe(1727);
		expect(tabledSeaNm("HKHKG", "VNHPH")).toBeNull();
	});
});

describe("air, per tonne-km (GLEC v3.2 Table 1, long haul, WTW)", () => {
	test.each<[string, Point[], number, number | null, number | null]>([
		// (2,223.9016 + 95) km x 0.5 t x 788 g = 913,647 g
		["500 kg chargeable over 20 degrees", [E0, E20], 500, 914, Math.round(EQ20_KM + 95)],
		// (2,223.9016 + 95) x 2 t x 788 = 3,654,589 g
		["2,000 kg chargeable", [E0, E20], 2000, 3655, Math.round(EQ20_KM + 95)],
		// 1,111.95 km is short haul: no checked factor, no figure
		["short haul gives no figure", [E0, E10], 500, null, null],
	])("%s", (_name, route, chargeableKg, kg, km) => {
		const result = co2ForRoute({ mode: "air", route, cargo: { kind: "air", chargeableKg } });
		expect(result?.kgCo2e ?? null).toBe(kg);
		expect(result?.distanceKm ?? null).toBe(km);
	});
});

describe("a distance already measured (the shipment page)", () => {
	test.each<[string, "sea" | "air", number, Co2Cargo, number | null]>([
		// 1 x 40' = 2 TEU x 71.7 x 1,000 km = 143,400 g
		["sea 1,000 km, one 40'", "sea", 1000, boxes(["dv40", 1]), 143],
		// 2,000 km x 1 t x 788 = 1,576,000 g
		["air 2,000 km flown, 1,000 kg", "air", 2000, { kind: "air", chargeableKg: 1000 }, 1576],
		// 1,595 km flown = 1,500 km great circle + 95: not long haul
		["air at the long-haul line", "air", 1595, { kind: "air", chargeableKg: 1000 }, null],
		["no distance", "sea", 0, boxes(["dv40", 1]), null],
	])("%s", (_name, mode, distanceKm, cargo, kg) => {
		expect(co2ForDistance({ mode, distanceKm, cargo })?.kgCo2e ?? null).toBe(kg);
	});
});

describe("what gives no figure", () => {
	test.each<[string, "sea" | "air", Point[], Co2Cargo]>([
		["air cargo on a sea route", "sea", [BUSAN, HAI_PHONG], { kind: "air", chargeableKg: 100 }],
		["boxes on a flight", "air", [E0, E20], boxes(["dv20", 1])],
		["a route of one place", "sea", [BUSAN], boxes(["dv20", 1])],
	])("%s", (_name, mode, route, cargo) => {
		expect(co2ForRoute({ mode, route, cargo })).toBeNull();
	});
});
