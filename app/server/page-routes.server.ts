// The routes a document render needs, instead of the whole route table (decision 028).
//
// React Router's <ServerRouter> builds a route object for every route of the app on every document
// request (createServerRoutes, then createStaticRouter's data routes), and <Scripts> matches "/" and each
// shorter prefix of the path against the whole table to choose the routes the browser learns up front
// (the "partial manifest" of lazy route discovery). With our 110 routes that was about 10% of a page's
// server time, for a page that renders four or five routes.
//
// pageContext() hands <ServerRouter> the same context with the manifest cut to exactly the routes the
// partial manifest names (the matched routes and those the prefixes match), so what the browser gets
// is unchanged (tests/e2e/page-routes.http.spec.ts compares it with React Router's own matchRoutes),
// and a matcher that remembers what each prefix matched: prefixes are few ("/", "/mypage", "/admin",
// ...) and a build's route table never changes while it runs.
//
// The matcher is React Router's own, read from the static handler's context (`_match`, not a public
// API): if a future version drops it, pageContext() returns the context untouched and pages render as
// before, only slower.
import type { EntryContext } from "react-router";

type Match = { route: { id: string } };
type Matcher = (location: string | { pathname: string }) => Match[] | null;
type Manifest = EntryContext["manifest"];

// Remembered matches per build (the manifest's routes object), at most this many paths each: a prefix
// can hold an id ("/mypage/estimate/<id>" for ".../booking"), and the cache must not grow with them.
const MATCH_CACHE_CAP = 2_000;
const matchesByBuild = new WeakMap<Manifest["routes"], Map<string, Match[] | null>>();

/** The paths React Router's partial manifest matches besides the page's own: "/" and each shorter prefix. */
export function prefixPaths(pathname: string): string[] {
	const segments = pathname.split("/").filter(Boolean);
	segments.pop();
	const paths = ["/"];
	while (segments.length > 0) {
		paths.push(`/${segments.join("/")}`);
		segments.pop();
	}
	return paths;
}

function pathnameOf(location: string | { pathname: string }): string {
	if (typeof location !== "string") return location.pathname;
	const end = location.search(/[?#]/);
	return end < 0 ? location : location.slice(0, end);
}

/** The matcher, remembering its answer per path (for this build). */
function rememberingMatcher(routes: Manifest["routes"], match: Matcher): Matcher {
	let known = matchesByBuild.get(routes);
	if (!known) {
		known = new Map();
		matchesByBuild.set(routes, known);
	}
	const cache = known;
	return (location) => {
		const pathname = pathnameOf(location);
		const hit = cache.get(pathname);
		if (hit !== undefined) return hit;
		const found = match(location);
		if (cache.size < MATCH_CACHE_CAP) cache.set(pathname, found);
		return found;
	};
}

/** The route ids the partial manifest of this page names: the matched routes and the prefixes' routes. */
export function pageRouteIds(pathname: string, matched: readonly Match[], match: Matcher): Set<string> {
	const ids = new Set(matched.map((m) => m.route.id));
	for (const path of prefixPaths(pathname)) for (const m of match(path) ?? []) ids.add(m.route.id);
	return ids;
}

export function pageContext(context: EntryContext): EntryContext {
	const handler = context.staticHandlerContext as EntryContext["staticHandlerContext"] & { _match?: Matcher };
	if (typeof handler._match !== "function") return context;
	const match = rememberingMatcher(context.manifest.routes, handler._match);
	const ids = pageRouteIds(handler.location.pathname, handler.matches, match);
	const routes: Manifest["routes"] = {};
	for (const id of ids) {
		const route = context.manifest.routes[id];
		if (route) routes[id] = route;
	}
	return {
		...context,
		manifest: { ...context.manifest, routes },
		staticHandlerContext: { ...handler, _match: match } as EntryContext["staticHandlerContext"],
	};
}
