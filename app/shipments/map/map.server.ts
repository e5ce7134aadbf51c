// The route tracker map's data: the marnet network (app/geo/sea-network.server.ts, see
// app/geo/data/README.md) and the Natural Earth land read once per process, a shipment's route through its ports of call
// (computed, then cached per port sequence), split at the last known position, and the SVG geometry
// (svg.ts).
//
// Why computed and cached rather than stored in shipment_routes.geometry (decision 014 allows both):
// the route is a pure function of the port sequence and the network shipped with the app, costs a few
// milliseconds the first time, and the map page is a GET, which must not write (LiteFS replicas are
// read-only). A stored copy could also go stale when the network data is updated. The table keeps the
// port sequence, which is what staff decide; its geometry/distance columns stay free for a route staff
// would draw by hand.
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { feature } from "topojson-client";
import type { GeometryCollection, Topology } from "topojson-specification";
import { findPlace } from "#app/places/places.server.ts";
import { portSequence } from "../schedule.ts";
import type { Shipment } from "../shipment.server.ts";
import { type LonLat, type Split, haversineNm, splitAt } from "#app/geo/distance.ts";
import { nearestSeaNode, seaNetwork } from "#app/geo/sea-network.server.ts";
import { continuous, seaRoute } from "#app/geo/sea-route.ts";
import { type LandIndex, type MapModel, type PortRole, buildMap, greatCircle, indexLand } from "./svg.ts";

const require = createRequire(import.meta.url);
const readJson = <T>(module: string): T => JSON.parse(readFileSync(require.resolve(module), "utf8")) as T;

let land: LandIndex | null = null;
/** Natural Earth 1:50m land (world-atlas): detailed enough for a Korea-Vietnam view, small once clipped. */
export function landIndex(): LandIndex {
	if (!land) {
		const topology = readJson<Topology<{ land: GeometryCollection }>>("world-atlas/land-50m.json");
		land = indexLand(feature(topology, topology.objects.land));
	}
	return land;
}

export type RoutePort = { code: string; role: PortRole; at: LonLat };
export type ComputedRoute = { mode: "sea" | "air"; ports: RoutePort[]; path: LonLat[]; nm: number };

const routes = new Map<string, ComputedRoute | null>();

/** The route through these places: marnet lanes by sea, great circles by air; null when a place is
 * unknown or has no sea path. Cached per process by the port sequence. */
export function computeRoute(mode: "sea" | "air", codes: readonly string[]): ComputedRoute | null {
	const key = `${mode}:${codes.join(">")}`;
	if (routes.has(key)) return routes.get(key)!;
	const places = codes.map((code) => findPlace(code, mode));
	let computed: ComputedRoute | null = null;
	if (codes.length >= 2 && places.every((p) => p !== undefined)) {
		const ports: RoutePort[] = places.map((p, i) => ({
			code: p!.code,
			role: i === 0 ? "origin" : i === places.length - 1 ? "destination" : "via",
			at: [p!.lon, p!.lat],
		}));
		if (mode === "air") {
			const path = continuous(ports.slice(1).flatMap((p, i) => greatCircle(ports[i]!.at, p.at).slice(i === 0 ? 0 : 1)));
			computed = {
				mode,
				ports,
				path,
				nm: ports.slice(1).reduce((sum, p, i) => sum + haversineNm(ports[i]!.at, p.at), 0),
			};
		} else {
			const found = seaRoute(
				seaNetwork(),
				ports.map((p) => p.at),
				nearestSeaNode,
			);
			computed = found ? { mode, ports, path: found.path, nm: found.nm } : null;
		}
	}
	if (routes.size > 1000) routes.clear(); // a bound, not an expected case: there are few lanes
	routes.set(key, computed);
	return computed;
}

export const MAP_WIDTH = 800;
export const MAP_HEIGHT = 500;

export type RouteMap = {
	mode: "sea" | "air";
	/** delivered: the whole route is behind it, no marker on the way */
	done: boolean;
	model: MapModel;
	totalNm: number;
	sailedNm: number;
	remainingNm: number;
	position: { at: Date; lat: number; lon: number } | null;
};

/**
 * Sailed and remaining: all sailed once delivered, whatever the last position said (a delivered
 * shipment showed "253 nm to go"); at the last position under way; none before that.
 */
function isDelivered(shipment: Shipment): boolean {
	return shipment.estimate.status === "finish";
}

function progress(
	route: ComputedRoute,
	shipment: Shipment,
): Pick<Split, "sailed" | "remaining" | "sailedNm" | "remainingNm"> {
	if (isDelivered(shipment)) return { sailed: route.path, remaining: [], sailedNm: route.nm, remainingNm: 0 };
	const last = shipment.lastPosition;
	if (last) return splitAt(route.path, [last.lon, last.lat]);
	return { sailed: [], remaining: route.path, sailedNm: 0, remainingNm: route.nm };
}

/** The map of a shipment (already read with access: getShipmentFor), or null when its places cannot be drawn. */
export function routeMapOf(shipment: Shipment): RouteMap | null {
	const { estimate, schedule, route: stored, lastPosition } = shipment;
	const mode = estimate.mode === "air" ? "air" : "sea";
	const codes = stored?.ports ?? portSequence(estimate, schedule ?? { path: "direct", viaPort: null });
	const route = computeRoute(mode, codes);
	if (!route) return null;
	const split = progress(route, shipment);
	// the figures follow the split so that sailed + remaining = total, whatever the rounding
	const totalNm = route.nm;
	const done = isDelivered(shipment);
	const position = lastPosition && !done ? { at: lastPosition.at, lat: lastPosition.lat, lon: lastPosition.lon } : null;
	return {
		mode,
		done,
		model: buildMap({
			width: MAP_WIDTH,
			height: MAP_HEIGHT,
			padding: 40,
			land: landIndex(),
			sailed: split.sailed,
			remaining: split.remaining,
			ports: route.ports,
			position: position ? [position.lon, position.lat] : null,
		}),
		totalNm,
		sailedNm: split.sailedNm,
		remainingNm: Math.max(0, totalNm - split.sailedNm),
		position,
	};
}
