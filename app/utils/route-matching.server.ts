// The server matches URLs to routes with React Router's route-pattern matcher (decision 029).
//
// React Router matches every page request twice against the route table (once to choose the handler,
// once in the static handler's query), and its default matcher tries the table's ranked branches one
// by one, building paths for each: about 40 µs a match over our 110 routes, 5% of a signed-in page's
// server time (issue 15 item 2). The route-pattern matcher (future.unstable_routePatternMatching,
// React Router 8.4) compiles the table once and answers in about 11 µs. It gives the same matches on
// every route of ours: app/utils/route-matching.server.test.ts compares the two on each route's paths.
//
// Only the server uses it. The flag would also travel to the browser in the page's hand-off, where
// React Router refuses it unless the page also loads the matcher (more JavaScript for every visitor,
// for a match that happens once per navigation): clientEntryContext() takes it out of what the page
// sends, so the browser keeps the default matcher, and both sides match the same routes.
// Relative imports only: server.js loads this file.
import { unstable_preloadRoutePattern } from "react-router/route-pattern";

export const ROUTE_PATTERN_FLAG = "unstable_routePatternMatching";

type Build = { future: Record<string, unknown> };

/** The server build, with the static handler set to match through the route-pattern matcher. */
export function withRoutePatternMatching<B extends Build>(build: B): B {
	unstable_preloadRoutePattern();
	return { ...build, future: { ...build.future, [ROUTE_PATTERN_FLAG]: true } };
}

const handoffs = new Map<string, string>();
const futures = new WeakMap<object, Record<string, unknown>>();

/** The hand-off JSON (escaped as React Router escapes it) without the server-only flag. */
export function handoffWithoutFlag(handoff: string): string {
	const known = handoffs.get(handoff);
	if (known !== undefined) return known;
	const key = `"${ROUTE_PATTERN_FLAG}":true`;
	let cleaned = handoff;
	if (cleaned.includes(`,${key}`)) cleaned = cleaned.replace(`,${key}`, "");
	else if (cleaned.includes(`${key},`)) cleaned = cleaned.replace(`${key},`, "");
	else cleaned = cleaned.replace(key, "");
	// the hand-off is the same for every page of a build (basename, flags, route discovery); a few kept
	if (handoffs.size < 16) handoffs.set(handoff, cleaned);
	return cleaned;
}

/** The flags the page's own router gets: the server's without the server-only one. */
export function futureWithoutFlag<F extends object>(future: F): F {
	if (!future || !(ROUTE_PATTERN_FLAG in future)) return future;
	let cleaned = futures.get(future);
	if (!cleaned) {
		cleaned = { ...(future as Record<string, unknown>) };
		delete cleaned[ROUTE_PATTERN_FLAG];
		futures.set(future, cleaned);
	}
	return cleaned as F;
}

type Req = { method: string; originalUrl: string };
type Res = { redirect(status: number, url: string): void };

/**
 * A path with empty segments ("/company//", "//") is sent, with its query, to the same path with
 * single slashes (301). The two matchers read empty segments differently (the default one skips
 * them, the route-pattern one does not), and a page must be matched alike on both sides; one
 * spelling per page is also what links and search engines should see. Only GET and HEAD: a form
 * posted to such a path gets React Router's answer, as before.
 */
export function collapseSlashes(req: Req, res: Res, next: () => void): void {
	const queryAt = req.originalUrl.indexOf("?");
	const path = queryAt < 0 ? req.originalUrl : req.originalUrl.slice(0, queryAt);
	if ((req.method !== "GET" && req.method !== "HEAD") || !/[/\\]{2}/.test(path)) return next();
	// never "//host": the Location is always one slash and a path, on this site
	res.redirect(301, path.replace(/[/\\]+/g, "/") + (queryAt < 0 ? "" : req.originalUrl.slice(queryAt)));
}
