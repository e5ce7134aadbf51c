// The server's route-pattern matcher must choose exactly what React Router's default matcher (the one
// the browser keeps) chooses, on every route of ours: the same routes, params and paths. A route
// added with a shape the two read differently fails here, not as a page that hydrates wrongly.
import type { RouteConfigEntry } from "@react-router/dev/routes";
import { type RouteObject, createStaticHandler } from "react-router";
import { describe, expect, it } from "vitest";
import routeConfig from "#app/routes.ts";
import { ROUTE_PATTERN_FLAG, collapseSlashes, futureWithoutFlag, handoffWithoutFlag, withRoutePatternMatching } from "./route-matching.server.ts";

type Route = { id: string; path?: string; index?: boolean; caseSensitive?: boolean; children?: Route[] };
type Match = { route: { id: string }; params: object; pathname: string; pathnameBase: string };

function toRoutes(entries: RouteConfigEntry[]): Route[] {
	return entries.map((entry) => ({
		id: entry.id ?? entry.file.replace(/\.[jt]sx?$/, ""),
		path: entry.path,
		index: entry.index,
		caseSensitive: entry.caseSensitive,
		children: entry.children ? toRoutes(entry.children) : undefined,
	}));
}

/** Every route's full path pattern ("mypage/estimate/:id", "coupons/:id?", "*"). */
function patterns(routes: Route[], parent = ""): string[] {
	return routes.flatMap((route) => {
		const path = [parent, route.path ?? ""].filter(Boolean).join("/");
		return [...(route.children ? patterns(route.children, path) : []), path];
	});
}

const PARAM_VALUES = ["abc", "Q2611-0009", "a%20b", "%ED%95%9C%EA%B8%80", "x.y"];

/** Concrete paths for a pattern: each param and splat filled, optional segments with and without. */
function pathsFor(pattern: string): string[] {
	let paths = [""];
	for (const segment of pattern.split("/").filter(Boolean)) {
		const optional = segment.endsWith("?");
		const name = optional ? segment.slice(0, -1) : segment;
		const values = name.startsWith(":") ? PARAM_VALUES : name === "*" ? ["x", "x/y/z"] : [name];
		paths = paths.flatMap((p) => [...values.map((v) => `${p}/${v}`), ...(optional ? [p] : [])]);
	}
	const base = paths.map((p) => p || "/");
	// what people and crawlers also send: a trailing slash, other letter case, one segment too many
	return base.flatMap((p) => [p, `${p}/`, p.toUpperCase(), `${p === "/" ? "" : p}/zzz`]);
}

const summary = (matches: Match[] | null) =>
	matches?.map((m) => ({ id: m.route.id, params: m.params, pathname: m.pathname, pathnameBase: m.pathnameBase })) ?? null;

describe("the route-pattern matcher matches as the default matcher does", () => {
	const routes = toRoutes(routeConfig as RouteConfigEntry[]);
	const defaultMatcher = createStaticHandler(structuredClone(routes) as RouteObject[]);
	const server = withRoutePatternMatching({ future: {} });
	const patternMatcher = createStaticHandler(structuredClone(routes) as RouteObject[], { future: server.future });
	// a path with an empty segment ("//", "/company//") never reaches the router: collapseSlashes
	// redirects it first, because there the two matchers differ (tested below)
	const all = [...new Set(patterns(routes).flatMap(pathsFor))].filter((path) => !path.includes("//"));

	it("covers the whole route table", () => {
		expect(patterns(routes).length).toBeGreaterThan(100);
		expect(all.length).toBeGreaterThan(1_000);
	});

	it("on every route's paths", () => {
		const differing = all.filter((path) => JSON.stringify(summary(patternMatcher.match(path))) !== JSON.stringify(summary(defaultMatcher.match(path))));
		expect(differing).toEqual([]);
	});
});

describe("the flag stays on the server", () => {
	it("the build the handler gets has it; the page's flags do not", () => {
		const build = withRoutePatternMatching({ future: { unstable_optimizeDeps: false }, routes: {} });
		expect(build.future).toEqual({ unstable_optimizeDeps: false, [ROUTE_PATTERN_FLAG]: true });
		expect(futureWithoutFlag(build.future)).toEqual({ unstable_optimizeDeps: false });
		// the same object each time: no copy per request
		expect(futureWithoutFlag(build.future)).toBe(futureWithoutFlag(build.future));
		const untouched = { a: 1 };
		expect(futureWithoutFlag(untouched)).toBe(untouched);
	});

	it.each([
		[`{"basename":"/","future":{"a":false,"${ROUTE_PATTERN_FLAG}":true},"ssr":true}`, `{"basename":"/","future":{"a":false},"ssr":true}`],
		[`{"future":{"${ROUTE_PATTERN_FLAG}":true,"a":false}}`, `{"future":{"a":false}}`],
		[`{"future":{"${ROUTE_PATTERN_FLAG}":true}}`, `{"future":{}}`],
		[`{"future":{"a":false}}`, `{"future":{"a":false}}`],
	])("hand-off %s", (handoff, expected) => {
		expect(handoffWithoutFlag(handoff)).toBe(expected);
		expect(JSON.parse(handoffWithoutFlag(handoff))).toEqual(JSON.parse(expected));
	});
});

describe("collapseSlashes", () => {
	const run = (method: string, originalUrl: string) => {
		let redirected: [number, string] | undefined;
		let passed = false;
		collapseSlashes({ method, originalUrl }, { redirect: (status, url) => void (redirected = [status, url]) }, () => void (passed = true));
		return passed ? "next" : redirected;
	};

	it.each([
		["GET", "//", [301, "/"]],
		["GET", "/company//", [301, "/company/"]],
		["GET", "//mypage///estimate?page=2&q=a//b", [301, "/mypage/estimate?page=2&q=a//b"]],
		["HEAD", "/a\\\\b", [301, "/a/b"]],
		// never a protocol-relative Location that would leave the site
		["GET", "//evil.example/x", [301, "/evil.example/x"]],
		["GET", "/company", "next"],
		["GET", "/mypage/estimate?next=//x", "next"],
		["POST", "/company//", "next"],
	])("%s %s", (method, url, expected) => {
		expect(run(method, url)).toEqual(expected);
	});

	it("the paths it lets through are matched alike by both matchers, and the ones it redirects are not", () => {
		const routes = toRoutes(routeConfig as RouteConfigEntry[]);
		const defaultMatcher = createStaticHandler(structuredClone(routes) as RouteObject[]);
		const patternMatcher = createStaticHandler(structuredClone(routes) as RouteObject[], { future: withRoutePatternMatching({ future: {} }).future });
		const same = (path: string) => JSON.stringify(summary(patternMatcher.match(path))) === JSON.stringify(summary(defaultMatcher.match(path)));
		// why the redirect exists: were it removed, these would render one page on the server and another in the browser
		expect(["/company//", "//", "///"].filter(same)).toEqual([]);
		expect(["/company//", "//", "///"].map((path) => run("GET", path))).not.toContain("next");
	});
});
