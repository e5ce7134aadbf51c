// The marnet shipping-lane network (data/marnet.json, see its README) as a graph, built once per
// process on first use (about 30 ms) and shared by everything that routes at sea: the shipment map
// (app/shipments/map/map.server.ts) and the route optimiser. Also the nearest network node of a
// point, cached by the point, since the same ports are snapped again and again.
import type { FeatureCollection, Geometry } from "geojson";
import type { LonLat } from "./distance.ts";
import marnet from "./data/marnet.json" with { type: "json" };
import { type SeaNetwork, buildNetwork, nearestNode } from "./sea-route.ts";

let network: SeaNetwork | null = null;
/** The marnet network as a graph, built on first use. */
export function seaNetwork(): SeaNetwork {
	network ??= buildNetwork(marnet as FeatureCollection<Geometry>);
	return network;
}

const nearest = new Map<string, number>();
/** The network node nearest a point, remembered per point (a linear scan of a few thousand nodes). */
export function nearestSeaNode(p: LonLat): number {
	const k = `${p[0]},${p[1]}`;
	let id = nearest.get(k);
	if (id === undefined) nearest.set(k, (id = nearestNode(seaNetwork(), p)));
	return id;
}
