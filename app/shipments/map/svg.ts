// The route map as SVG geometry: a Mercator projection fitted to the route (with padding), coastlines
// clipped to the view and simplified to whole pixels, the route split into sailed and remaining, the
// ports and the position as points. Pure: the caller passes the land (Natural Earth, world-atlas) and
// renders the strings it gets back as an inline <svg>, so the map is read with JavaScript off.
import type { Feature, FeatureCollection, Geometry, MultiPolygon, Polygon } from "geojson";
import { type GeoProjection, type GeoStream, geoBounds, geoInterpolate, geoMercator, geoPath, geoStream } from "d3-geo";
import { type LonLat, unwrapLon } from "#app/geo/distance.ts";

export type PortRole = "origin" | "via" | "destination";
export type MapPort = { code: string; role: PortRole; at: LonLat };
export type MapPoint = { x: number; y: number };

export type MapInput = {
	width: number;
	height: number;
	/** pixels kept free around the route */
	padding: number;
	land: LandIndex;
	/** the whole route (sailed then remaining, or one line when there is no position) */
	sailed: LonLat[];
	remaining: LonLat[];
	ports: MapPort[];
	position: LonLat | null;
};

export type MapModel = {
	width: number;
	height: number;
	/** the land's path (d) */
	land: string;
	sailed: string;
	remaining: string;
	ports: (MapPort & MapPoint)[];
	position: MapPoint | null;
};

/** The land's polygons, each with its bounds, so a view projects only the land it shows. */
export type LandIndex = { polygons: { polygon: Polygon; bounds: [[number, number], [number, number]] }[] };

/** Indexes land (a MultiPolygon, or a collection of them) once per process. */
export function indexLand(land: Feature<Geometry> | FeatureCollection<Geometry>): LandIndex {
	const geometries = land.type === "FeatureCollection" ? land.features.map((f) => f.geometry) : [land.geometry];
	const polygons: LandIndex["polygons"] = [];
	for (const g of geometries) {
		const list =
			g?.type === "MultiPolygon"
				? (g as MultiPolygon).coordinates
				: g?.type === "Polygon"
					? [(g as Polygon).coordinates]
					: [];
		for (const coordinates of list) {
			const polygon: Polygon = { type: "Polygon", coordinates };
			polygons.push({ polygon, bounds: geoBounds(polygon) });
		}
	}
	return { polygons };
}

/** A great-circle line between two points (an air route), `steps` segments long, continuous across ±180. */
export function greatCircle(a: LonLat, b: LonLat, steps = 64): LonLat[] {
	const at = geoInterpolate(a, b);
	const out: LonLat[] = [];
	for (let i = 0; i <= steps; i++) {
		const p = at(i / steps) as LonLat;
		out.push(out.length === 0 ? p : [unwrapLon(p[0], out[out.length - 1]![0]), p[1]]);
	}
	return out;
}

/** Do two longitude ranges overlap (either may wrap past ±180)? */
function lonOverlap(a0: number, a1: number, b0: number, b1: number): boolean {
	const aEnd = a1 < a0 ? a1 + 360 : a1;
	const bEnd = b1 < b0 ? b1 + 360 : b1;
	for (const k of [-360, 0, 360]) if (a0 <= bEnd + k && b0 + k <= aEnd) return true;
	return false;
}

/** Coastline points closer than this to the previous point kept are dropped (SVG units; the view is 800 wide). */
const TOLERANCE_PX = 2;

/**
 * The land's path data, written straight from the projected stream: points rounded to whole pixels,
 * a point closer than TOLERANCE_PX to the previous one dropped, rings that shrink below three points
 * dropped, and relative moves ("l-3,2") that take half the characters of absolute ones. At a route's
 * scale the 1:50m coastline has many points per pixel: this keeps the page small.
 */
function landPathSink(): GeoStream & { result(): string } {
	const parts: string[] = [];
	let ring: [number, number][] = [];
	return {
		point(x, y) {
			const p: [number, number] = [Math.round(x), Math.round(y)];
			const last = ring[ring.length - 1];
			if (!last || (p[0] - last[0]) ** 2 + (p[1] - last[1]) ** 2 >= TOLERANCE_PX ** 2) ring.push(p);
		},
		lineStart() {
			ring = [];
		},
		lineEnd() {
			if (ring.length < 3) return; // rings come without their closing point
			let [px, py] = ring[0]!;
			let d = `M${px},${py}`;
			for (let i = 1; i < ring.length; i++) {
				const [x, y] = ring[i]!;
				d += `l${x - px},${y - py}`.replace(",-", "-");
				[px, py] = [x, y];
			}
			parts.push(`${d}z`);
		},
		polygonStart() {},
		polygonEnd() {},
		sphere() {},
		result: () => parts.join(""),
	};
}

/** The projection: Mercator turned to the route's middle meridian, fitted to everything shown. */
export function fitProjection(
	input: Pick<MapInput, "width" | "height" | "padding" | "sailed" | "remaining" | "ports" | "position">,
): GeoProjection {
	const all: LonLat[] = [
		...input.sailed,
		...input.remaining,
		...input.ports.map((p) => p.at),
		...(input.position ? [input.position] : []),
	];
	// one side of the antimeridian: every longitude within 180 degrees of the first point's
	const points = all.map((p): LonLat => [unwrapLon(p[0], all[0]?.[0] ?? 0), p[1]]);
	const lons = points.map((p) => p[0]);
	const center = (Math.min(...lons) + Math.max(...lons)) / 2;
	const lats = points.map((p) => p[1]);
	// a short route still shows its surroundings: at least 6 degrees of latitude
	const midLat = (Math.min(...lats) + Math.max(...lats)) / 2;
	const frame: LonLat[] = [...points, [center, midLat - 3], [center, midLat + 3]];
	return geoMercator()
		.rotate([-center, 0])
		.fitExtent(
			[
				[input.padding, input.padding],
				[input.width - input.padding, input.height - input.padding],
			],
			{ type: "MultiPoint", coordinates: frame },
		);
}

const round1 = (v: number) => Math.round(v * 10) / 10;

const LAND_CACHE_SIZE = 200;
const landCaches = new WeakMap<LandIndex, Map<string, string>>();

/** The map's geometry for this route. */
export function buildMap(input: MapInput): MapModel {
	const { width, height } = input;
	const projection = fitProjection(input).clipExtent([
		[0, 0],
		[width, height],
	]);
	// the land of a view depends only on the projection: the same route (and nearly the same position)
	// gives the same view, so its path is kept (a few kilobytes each, at most LAND_CACHE_SIZE views)
	const cache = landCaches.get(input.land) ?? new Map<string, string>();
	landCaches.set(input.land, cache);
	const key = `${projection.rotate()[0].toFixed(4)}:${projection.scale().toFixed(3)}:${projection.translate().map((v) => v.toFixed(2))}:${width}x${height}`;
	let landD = cache.get(key);
	if (landD === undefined) {
		// the view's lon/lat box (Mercator: a rectangle), to skip land that is not in it
		const [west, north] = projection.invert!([0, 0])!;
		const [east, south] = projection.invert!([width, height])!;
		const land = input.land.polygons.filter(
			({ bounds: [[b0, s], [b1, n]] }) => n >= south && s <= north && lonOverlap(b0, b1, west, east),
		);
		const sink = landPathSink();
		const landStream = projection.stream(sink);
		for (const l of land) geoStream(l.polygon, landStream);
		landD = sink.result();
		if (cache.size >= LAND_CACHE_SIZE) cache.delete(cache.keys().next().value!);
		cache.set(key, landD);
	}
	const linePath = geoPath(projection).digits(1);
	const line = (coordinates: LonLat[]) =>
		coordinates.length > 1 ? (linePath({ type: "LineString", coordinates }) ?? "") : "";
	const point = (p: LonLat): MapPoint => {
		const [x, y] = projection(p) ?? [0, 0];
		return { x: round1(x), y: round1(y) };
	};
	return {
		width,
		height,
		land: landD,
		sailed: line(input.sailed),
		remaining: line(input.remaining),
		ports: input.ports.map((p) => ({ ...p, ...point(p.at) })),
		position: input.position ? point(input.position) : null,
	};
}
