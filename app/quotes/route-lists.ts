// Step 1's pickers travel from the loader as one JSON text (routeListsJson in wizard-places.server.ts
// says why); the screen reads them back here, on the server and in the browser alike.
import type { RouteLists } from "./wizard-places.server.ts";

/** The lists' JSON text, typed so that only routeListsJson makes one. */
export type RouteListsJson = string & { readonly routeLists: true };

// The text is the same few strings (a mode and a locale each): parsed once each, not on every render.
const read = new Map<string, RouteLists>();
const READ_CAP = 16;

export function readRouteLists(json: RouteListsJson): RouteLists {
	const known = read.get(json);
	if (known) return known;
	const lists = JSON.parse(json) as RouteLists;
	if (read.size >= READ_CAP) read.clear();
	read.set(json, lists);
	return lists;
}
