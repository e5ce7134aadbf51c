// Step 1's pickers travel from the loader as one JSON text (routeListsJson in wizard-places.server.ts
// says why); the screen reads them back here, on the server and in the browser alike. The text is
// packed as arrays, not objects: it travels inside React Router's stream, where every quote is
// escaped twice, and the keys repeated on 260 entries were half of it.
import type { Incoterm } from "#app/pricing/codes.ts";
import type { RouteLists } from "./wizard-places.server.ts";

/** The lists' JSON text, typed so that only packRouteLists makes one. */
export type RouteListsJson = string & { readonly routeLists: true };

// a district is its Korean name alone when the page's name is the same (Korean pages), else both
type PackedDistrict = string | [value: string, name: string];
type Packed = [
	countries: [code: string, name: string][],
	places: [code: string, name: string, country: string, lcl: 0 | 1][],
	provinces: [code: string, name: string, districts: PackedDistrict[]][],
	incoterms: readonly Incoterm[],
];

export function packRouteLists(lists: RouteLists): RouteListsJson {
	const packed: Packed = [
		lists.countries.map((c) => [c.code, c.name]),
		lists.places.map((p) => [p.code, p.name, p.country, p.lcl ? 1 : 0]),
		lists.provinces.map((p) => [
			p.code,
			p.name,
			p.districts.map((d) => (d.value === d.name ? d.value : [d.value, d.name])),
		]),
		lists.incoterms,
	];
	return JSON.stringify(packed) as RouteListsJson;
}

function unpack(json: RouteListsJson): RouteLists {
	const [countries, places, provinces, incoterms] = JSON.parse(json) as Packed;
	return {
		countries: countries.map(([code, name]) => ({ code, name })),
		places: places.map(([code, name, country, lcl]) => ({ code, name, country, lcl: lcl === 1 })),
		provinces: provinces.map(([code, name, districts]) => ({
			code,
			name,
			districts: districts.map((d) => (typeof d === "string" ? { value: d, name: d } : { value: d[0], name: d[1] })),
		})),
		incoterms,
	};
}

// The text is the same few strings (a mode and a locale each): read once each, not on every render.
const read = new Map<string, RouteLists>();
const READ_CAP = 16;

export function readRouteLists(json: RouteListsJson): RouteLists {
	const known = read.get(json);
	if (known) return known;
	const lists = unpack(json);
	if (read.size >= READ_CAP) read.clear();
	read.set(json, lists);
	return lists;
}
