// One React Router request handler per section of the site ("/mypage", "/mypage/estimate", "/admin",
// ...), each knowing only the routes that section's paths can match (decision 029).
//
// React Router matches every page request twice against its handler's whole route table (once to pick
// the handler, once in the static handler's query), trying its ranked branches one by one and
// building their paths as it goes. Over our 103 routes that was 8% of the quote list's server time,
// most of it spent on branches of other sections. A handler made from the build
// with the routes of one section (the paths under its first one or two segments), plus the routes
// every path can reach (the root, path-less layouts, the home page, the catch-all), matches the same
// way over a small part of the table.
//
// Same answers: a section's handler keeps every route whose path starts with the section's segments, the
// routes of its shorter prefix, and their parents, so each path of the section, and each shorter prefix of it (which the partial
// manifest also matches), finds the routes the whole table finds; app/server/route-sections.server.test.ts
// checks that on every route's paths. Anything else (a first segment of no section, an encoded or odd
// one, "/__manifest", "/_root.data") goes to the handler of the whole table.
// Relative imports only: server.js loads this file.

export type ServerRoute = { id: string; parentId?: string; path?: string; index?: boolean };
type Build = { routes: Record<string, ServerRoute | undefined> };
type Handler<C> = (request: Request, loadContext?: C) => Promise<Response>;

const STATIC_SEGMENT = /^[a-z0-9._~-]+$/;

/**
 * The route ids of each section: keyed by a lower-case first path segment ("mypage") and by the first
 * two ("mypage/estimate"), where both are plain words.
 */
export function sectionRouteIds(routes: Build["routes"]): Map<string, Set<string>> {
	const segmentsOf = new Map<string, string[]>();
	const segments = (id: string): string[] => {
		const known = segmentsOf.get(id);
		if (known) return known;
		const route = routes[id];
		const own = (route?.path ?? "").toLowerCase().split("/").filter(Boolean);
		const all = [...(route?.parentId ? segments(route.parentId) : []), ...own];
		segmentsOf.set(id, all);
		return all;
	};
	const plain = (segment: string | undefined): segment is string =>
		segment !== undefined && STATIC_SEGMENT.test(segment);
	const ids = Object.keys(routes).filter((id) => routes[id]);
	// routes any path may reach: no segment of their own (the root, path-less layouts, the home page),
	// or a first segment that is a param, a splat or optional (the catch-all)
	const shared = ids.filter((id) => !plain(segments(id)[0]));
	const add = (map: Map<string, Set<string>>, key: string, id: string) => {
		let set = map.get(key);
		if (!set) map.set(key, (set = new Set()));
		set.add(id);
	};
	// per first segment: all its routes; and those a deeper path of it may also reach (the section's
	// own page and layout, a param or splat second segment)
	const bySection = new Map<string, Set<string>>();
	const sectionWide = new Map<string, Set<string>>();
	const bySubsection = new Map<string, Set<string>>();
	for (const id of ids) {
		const [first, second] = segments(id);
		if (!plain(first)) continue;
		add(bySection, first, id);
		if (plain(second)) add(bySubsection, `${first}/${second}`, id);
		else add(sectionWide, first, id);
	}
	const sections = new Map<string, Set<string>>();
	const withParents = (members: Iterable<string>) => {
		const set = new Set([...shared, ...members]);
		for (const id of [...set])
			for (let parent = routes[id]?.parentId; parent; parent = routes[parent]?.parentId) set.add(parent);
		return set;
	};
	for (const [first, members] of bySection) sections.set(first, withParents(members));
	for (const [key, members] of bySubsection)
		sections.set(key, withParents([...(sectionWide.get(key.split("/")[0] ?? "") ?? []), ...members]));
	return sections;
}

/** The section keys a request path may belong to, the narrowest first: ["mypage/estimate", "mypage"]. */
export function sectionKeys(pathname: string): string[] {
	// a client navigation's data request ("/mypage/estimate.data") is matched as its page's path
	const [, first, second] = /^\/([^/]+)(?:\/([^/]+))?/.exec(pathname.replace(/\.data$/, "")) ?? [];
	// only plain segments: anything encoded or unusual is left to the whole table
	if (!first || !STATIC_SEGMENT.test(first.toLowerCase())) return [];
	const section = first.toLowerCase();
	return second && STATIC_SEGMENT.test(second.toLowerCase())
		? [`${section}/${second.toLowerCase()}`, section]
		: [section];
}

/** The routes of the narrowest section of `sections` a path belongs to, or undefined (the whole table). */
export function sectionFor(
	sections: Map<string, Set<string>>,
	pathname: string,
): { key: string; ids: Set<string> } | undefined {
	for (const key of sectionKeys(pathname)) {
		const ids = sections.get(key);
		if (ids) return { key, ids };
	}
	return undefined;
}

/** The path of an absolute URL, without building a URL object per request. */
function pathnameOf(url: string): string {
	const start = url.indexOf("/", url.indexOf("//") + 2);
	if (start < 0) return "/";
	const end = url.slice(start).search(/[?#]/);
	return end < 0 ? url.slice(start) : url.slice(start, start + end);
}

/**
 * React Router's request handler, one per section: `create` is React Router's createRequestHandler
 * (with the mode bound). Sections' handlers are made on their first request.
 */
export function sectionedRequestHandler<B extends Build, C>(build: B, create: (build: B) => Handler<C>): Handler<C> {
	const whole = create(build);
	const sections = sectionRouteIds(build.routes);
	const handlers = new Map<string, Handler<C>>();
	return (request, loadContext) => {
		const section = sectionFor(sections, pathnameOf(request.url));
		if (!section) return whole(request, loadContext);
		let handler = handlers.get(section.key);
		if (!handler) {
			const routes: Build["routes"] = {};
			for (const id of section.ids) routes[id] = build.routes[id];
			handler = create({ ...build, routes });
			handlers.set(section.key, handler);
		}
		return handler(request, loadContext);
	};
}
