// Distances on the sphere in nautical miles, and where a position falls along a route. Pure.
// Written here rather than taken from searoute-js: that package's "nm" is statute miles x 1.15078
// (inflated x1.324, ../shared/data/README.md), so every figure the customer reads comes from this file.

/** [longitude, latitude] in degrees, GeoJSON's order. A route's longitudes may run past ±180 so a line
 * crossing the antimeridian stays continuous; the trigonometry below does not mind. */
export type LonLat = [number, number];

/** The mean Earth radius (6,371.0088 km, IUGG) in nautical miles (1 nm = 1,852 m). */
export const EARTH_RADIUS_NM = 6_371_008.8 / 1852;

const RAD = Math.PI / 180;

/** Great-circle distance (haversine) in nautical miles. */
export function haversineNm(a: LonLat, b: LonLat): number {
	const dLat = (b[1] - a[1]) * RAD;
	const dLon = (b[0] - a[0]) * RAD;
	const h = Math.sin(dLat / 2) ** 2 + Math.cos(a[1] * RAD) * Math.cos(b[1] * RAD) * Math.sin(dLon / 2) ** 2;
	return 2 * EARTH_RADIUS_NM * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** The length of a polyline, in nautical miles. */
export function lineLengthNm(line: readonly LonLat[]): number {
	let nm = 0;
	for (let i = 1; i < line.length; i++) nm += haversineNm(line[i - 1]!, line[i]!);
	return nm;
}

/** Shift `lon` by whole turns so it lies within 180° of `near`. */
export function unwrapLon(lon: number, near: number): number {
	let out = lon;
	while (out - near > 180) out -= 360;
	while (near - out > 180) out += 360;
	return out;
}

export type Split = {
	/** the route up to the point nearest the position */
	sailed: LonLat[];
	/** from that point to the end */
	remaining: LonLat[];
	sailedNm: number;
	remainingNm: number;
	/** the point of the route nearest the position */
	at: LonLat;
	/** how far the position lies off the drawn route (a vessel is never exactly on a lane) */
	offRouteNm: number;
};

/**
 * Splits a route at the point nearest `position`: what has been sailed and what remains. The nearest
 * point of each segment is found in a flat (equirectangular) frame around the position, which is
 * exact enough at the scale of a segment of the network (tens of miles).
 */
export function splitAt(line: readonly LonLat[], position: LonLat): Split {
	if (line.length === 0) return { sailed: [], remaining: [], sailedNm: 0, remainingNm: 0, at: position, offRouteNm: 0 };
	const cos = Math.cos(position[1] * RAD);
	let best = { index: 0, t: 0, d2: Number.POSITIVE_INFINITY, point: line[0]! as LonLat };
	const flat = (p: LonLat): [number, number] => [
		(unwrapLon(p[0], position[0]) - position[0]) * cos,
		p[1] - position[1],
	];
	for (let i = 0; i < Math.max(1, line.length - 1); i++) {
		const a = line[i]!;
		const b = line[Math.min(i + 1, line.length - 1)]!;
		const [ax, ay] = flat(a);
		const [bx, by] = flat(b);
		const dx = bx - ax;
		const dy = by - ay;
		const len2 = dx * dx + dy * dy;
		const t = len2 === 0 ? 0 : Math.max(0, Math.min(1, -(ax * dx + ay * dy) / len2));
		const x = ax + t * dx;
		const y = ay + t * dy;
		const d2 = x * x + y * y;
		if (d2 < best.d2) best = { index: i, t, d2, point: [a[0] + t * (b[0] - a[0]), a[1] + t * (b[1] - a[1])] };
	}
	const sailed: LonLat[] = [...line.slice(0, best.index + 1), best.point];
	const remaining: LonLat[] = [best.point, ...line.slice(best.index + 1)];
	return {
		sailed,
		remaining,
		sailedNm: lineLengthNm(sailed),
		remainingNm: lineLengthNm(remaining),
		at: best.point,
		offRouteNm: haversineNm(best.point, position),
	};
}
