import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { feature } from "topojson-client";
import type { GeometryCollection, Topology } from "topojson-specification";
import { describe, expect, it } from "vitest";
import { type LonLat, haversineNm, lineLengthNm } from "#app/geo/distance.ts";
import { type MapInput, buildMap, fitProjection, greatCircle, indexLand } from "./svg.ts";

const require = createRequire(import.meta.url);
const topology = JSON.parse(readFileSync(require.resolve("world-atlas/land-110m.json"), "utf8")) as Topology<{
	land: GeometryCollection;
}>;
const land = indexLand(feature(topology, topology.objects.land));

const BUSAN: LonLat = [129.03333, 35.1];
const HAI_PHONG: LonLat = [106.68333, 20.91667];
const INCHEON_AIRPORT: LonLat = [126.451, 37.4691];
const TAN_SON_NHAT: LonLat = [106.652, 10.8188];
const LOS_ANGELES: LonLat = [-118.25, 33.75];

const input = (over: Partial<MapInput> = {}): MapInput => ({
	width: 800,
	height: 500,
	padding: 40,
	land,
	sailed: [BUSAN, [124, 30]],
	remaining: [[124, 30], [115, 21], HAI_PHONG],
	ports: [
		{ code: "KRPUS", role: "origin", at: BUSAN },
		{ code: "VNHPH", role: "destination", at: HAI_PHONG },
	],
	position: [124.2, 30.1],
	...over,
});

describe("greatCircle (an air route)", () => {
	it.each([
		["Incheon -> Tan Son Nhat (1,924 nm, about 3,563 km)", INCHEON_AIRPORT, TAN_SON_NHAT, 1924],
		["Busan -> Los Angeles, across the antimeridian (5,208 nm)", BUSAN, LOS_ANGELES, 5208],
	] as [string, LonLat, LonLat, number][])("%s: ends at both places, on the great circle", (_name, a, b, nm) => {
		const line = greatCircle(a, b);
		expect(line).toHaveLength(65);
		expect(haversineNm(line[0]!, a)).toBeLessThan(0.001);
		expect(haversineNm(line.at(-1)!, b)).toBeLessThan(0.001);
		// every point is on the great circle: the sum of the steps is the great-circle distance
		expect(lineLengthNm(line)).toBeCloseTo(haversineNm(a, b), 3);
		expect(haversineNm(a, b)).toBeCloseTo(nm, -1);
		for (let i = 1; i < line.length; i++) expect(Math.abs(line[i]![0] - line[i - 1]![0])).toBeLessThan(180);
	});

	it("bends poleward of the straight line on the map (north of both ends, on a long east-west flight)", () => {
		const line = greatCircle(BUSAN, LOS_ANGELES);
		expect(Math.max(...line.map((p) => p[1]))).toBeGreaterThan(45);
	});
});

describe("buildMap", () => {
	it("fits everything in the view with the padding", () => {
		const map = buildMap(input());
		for (const p of [...map.ports, map.position!]) {
			expect(p.x).toBeGreaterThanOrEqual(40 - 0.1);
			expect(p.x).toBeLessThanOrEqual(760 + 0.1);
			expect(p.y).toBeGreaterThanOrEqual(40 - 0.1);
			expect(p.y).toBeLessThanOrEqual(460 + 0.1);
		}
		// the route's taller side touches the padding (Busan - Hai Phong is 1.4 wide for 1 high on the map)
		const ys = map.ports.map((p) => p.y);
		expect(Math.min(...ys)).toBeCloseTo(40, 0);
		expect(Math.max(...ys)).toBeCloseTo(460, 0);
	});

	it("draws the land clipped to the view, in whole pixels, and small", () => {
		const map = buildMap(input());
		expect(map.land.length).toBeGreaterThan(500);
		expect(map.land.length).toBeLessThan(30_000);
		expect(map.land).toMatch(/^M\d+,\d+l/);
		expect(map.land).not.toMatch(/\d\.\d/); // no decimals: rounded to the pixel
		// every ring: an absolute move, relative lines, closed; every point inside the view
		const rings = map.land.split("z").filter(Boolean);
		for (const ring of rings) {
			const [start, ...moves] = ring.split("l");
			let [x, y] = start!.slice(1).split(",").map(Number) as [number, number];
			for (const move of moves) {
				const [dx, dy] = move.match(/-?\d+/g)!.map(Number) as [number, number];
				x += dx;
				y += dy;
				expect(x).toBeGreaterThanOrEqual(0);
				expect(x).toBeLessThanOrEqual(800);
				expect(y).toBeGreaterThanOrEqual(0);
				expect(y).toBeLessThanOrEqual(500);
			}
			expect(moves.length).toBeGreaterThanOrEqual(2);
		}
	});

	it("draws sailed and remaining as two paths, and no sailed path when nothing was sailed", () => {
		const map = buildMap(input());
		expect(map.sailed).toMatch(/^M[\d.]+,[\d.]+L/);
		expect(map.remaining).toMatch(/^M[\d.]+,[\d.]+L/);
		const before = buildMap(input({ sailed: [], remaining: [BUSAN, HAI_PHONG], position: null }));
		expect(before.sailed).toBe("");
		expect(before.position).toBeNull();
	});

	it("puts the west port left of the east one and the north one higher", () => {
		const map = buildMap(input());
		const [busan, haiPhong] = map.ports;
		expect(busan!.x).toBeGreaterThan(haiPhong!.x);
		expect(busan!.y).toBeLessThan(haiPhong!.y);
	});

	it("centres a route across the Pacific instead of splitting it at the edges", () => {
		const line = greatCircle(BUSAN, LOS_ANGELES);
		const map = buildMap(
			input({
				sailed: [],
				remaining: line,
				ports: [
					{ code: "KRPUS", role: "origin", at: BUSAN },
					{ code: "USLAX", role: "destination", at: LOS_ANGELES },
				],
				position: null,
			}),
		);
		expect(map.ports[0]!.x).toBeCloseTo(40, 0);
		expect(map.ports[1]!.x).toBeCloseTo(760, 0);
		expect(map.remaining.split("M")).toHaveLength(2); // one piece, no jump across the view
	});

	it("shows at least 6 degrees of latitude around a short route", () => {
		const projection = fitProjection(
			input({
				sailed: [],
				remaining: [
					[129, 35],
					[129.2, 35],
				],
				ports: [],
				position: null,
			}),
		);
		const [, north] = projection.invert!([400, 40])!;
		const [, south] = projection.invert!([400, 460])!;
		expect(north - south).toBeGreaterThanOrEqual(5.99);
	});
});
