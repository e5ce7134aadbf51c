// A section's handler must match exactly as the handler of the whole table does, on every path of the
// section and on each shorter prefix of it (React Router's partial manifest matches those too), for
// every route of app/routes.ts. A route added under a new or an existing section is covered as is.
import type { RouteConfigEntry } from "@react-router/dev/routes";
import { type RouteObject, matchRoutes } from "react-router";
import { describe, expect, it } from "vitest";
import routeConfig from "#app/routes.ts";
import {
	type ServerRoute,
	sectionFor,
	sectionKeys,
	sectionRouteIds,
	sectionedRequestHandler,
} from "./route-sections.server.ts";

/** The build's `routes` shape (id, parentId, path, index) from the route config, as the build writes it. */
function serverRoutes(entries: RouteConfigEntry[], parentId: string, into: Record<string, ServerRoute>) {
	for (const entry of entries) {
		const id = entry.id ?? entry.file.replace(/\.[jt]sx?$/, "");
		into[id] = { id, parentId, path: entry.path, index: entry.index };
		if (entry.children) serverRoutes(entry.children, id, into);
	}
	return into;
}

/** Nested route objects from the build's shape, for React Router's matchRoutes. */
function tree(
	routes: Record<string, ServerRoute | undefined>,
	parentId: string | undefined = undefined,
): RouteObject[] {
	return Object.values(routes)
		.filter((r): r is ServerRoute => r !== undefined && r.parentId === parentId)
		.map((r) =>
			r.index ? { id: r.id, path: r.path, index: true } : { id: r.id, path: r.path, children: tree(routes, r.id) },
		);
}

const PARAM_VALUES = ["abc", "Q2611-0009", "a%20b", "%ED%95%9C%EA%B8%80"];

/** Concrete paths for each route: params and splats filled, optional segments with and without. */
function paths(routes: Record<string, ServerRoute>): string[] {
	const full = (id: string): string => {
		const r = routes[id];
		return [r?.parentId ? full(r.parentId) : "", r?.path ?? ""].filter(Boolean).join("/");
	};
	const out = new Set<string>();
	for (const id of Object.keys(routes)) {
		let made = [""];
		for (const segment of full(id).split("/").filter(Boolean)) {
			const optional = segment.endsWith("?");
			const name = optional ? segment.slice(0, -1) : segment;
			const values = name.startsWith(":") ? PARAM_VALUES : name === "*" ? ["x", "x/y/z"] : [name];
			made = made.flatMap((p) => [...values.map((v) => `${p}/${v}`), ...(optional ? [p] : [])]);
		}
		for (const p of made.map((p) => p || "/"))
			for (const variant of [p, `${p}/`, p.toUpperCase(), `${p === "/" ? "" : p}/zzz`]) out.add(variant);
	}
	return [...out];
}

/** "/" and every shorter prefix of a path, as the partial manifest asks. */
function prefixes(path: string): string[] {
	const segments = path.split("/").filter(Boolean);
	return segments.map((_, i) => `/${segments.slice(0, i).join("/")}`);
}

const summary = (routes: RouteObject[], path: string) =>
	JSON.stringify(matchRoutes(routes, path)?.map((m) => [m.route.id, m.params, m.pathname, m.pathnameBase]) ?? null);

describe("route sections", () => {
	const routes = serverRoutes(routeConfig as RouteConfigEntry[], "root", { root: { id: "root", path: "" } });
	const sections = sectionRouteIds(routes);
	const whole = tree(routes);

	it("split the table: each section far smaller than the whole", () => {
		expect(Object.keys(routes).length).toBeGreaterThan(100);
		expect(sections.get("mypage")?.size).toBeLessThan(Object.keys(routes).length / 2);
		expect(sections.get("admin")?.size).toBeLessThan(Object.keys(routes).length / 2);
		expect(sections.get("company")?.size).toBeLessThan(10);
		// the estimate's screens (list, detail, discount, booking, cancel, mail, PDF ...) and their layouts: a fifth of the table at most
		expect(sections.get("mypage/estimate")?.size).toBeLessThan(Object.keys(routes).length / 5);
	});

	it("match every path of a section, and each prefix of it, as the whole table does", () => {
		const all = paths(routes);
		expect(all.length).toBeGreaterThan(800);
		const differing: string[] = [];
		let checked = 0;
		// Each section's tree is built once and each (section, path) pair matched once: the same prefixes
		// recur for hundreds of paths, and rebuilding them made this test take 6 s on a slow machine.
		const parts = new Map<string, RouteObject[]>();
		const seen = new Set<string>();
		for (const path of all) {
			const section = sectionFor(sections, path);
			if (!section) continue;
			let part = parts.get(section.key);
			if (!part) {
				part = tree(Object.fromEntries([...section.ids].map((id) => [id, routes[id]])));
				parts.set(section.key, part);
			}
			for (const p of [path, ...prefixes(path)]) {
				const pair = `${section.key} ${p}`;
				if (seen.has(pair)) continue;
				seen.add(pair);
				checked += 1;
				if (summary(part, p) !== summary(whole, p)) differing.push(p);
			}
		}
		expect(checked).toBeGreaterThan(1_000); // distinct (section, path) pairs
		expect(differing).toEqual([]);
	});

	it.each([
		["/mypage/estimate", ["mypage/estimate", "mypage"]],
		["/MyPage/Estimate/abc", ["mypage/estimate", "mypage"]],
		["/admin", ["admin"]],
		["/mypage/estimate.data", ["mypage/estimate", "mypage"]],
		["/mypage.data", ["mypage"]],
		["/company.data", ["company"]],
		["/_root.data", ["_root"]],
		["/mypage/%ED%95%9C", ["mypage"]],
		["/", []],
		["//mypage", []],
		["/%6Dypage/estimate", []],
		["/한글", []],
	])("the sections of %s are %j", (path, keys) => {
		expect(sectionKeys(path)).toEqual(keys);
	});

	it("a path of no subsection falls back to its section, and of no section to the whole table", () => {
		expect(sectionFor(sections, "/mypage/estimate/abc")?.key).toBe("mypage/estimate");
		expect(sectionFor(sections, "/mypage/zzz")?.key).toBe("mypage");
		expect(sectionFor(sections, "/mypage")?.key).toBe("mypage");
		expect(sectionFor(sections, "/zzz/mypage")).toBeUndefined();
	});

	it("hands each request to its section's handler, made once, and the rest to the whole table's", async () => {
		const made: string[][] = [];
		const handler = sectionedRequestHandler({ routes }, (build) => {
			const ids = Object.keys(build.routes).sort();
			made.push(ids);
			return async (request: Request) => new Response(`${ids.length} ${new URL(request.url).pathname}`);
		});
		const answer = async (url: string) => (await handler(new Request(url))).text();
		const count = Object.keys(routes).length;
		expect(await answer("http://x/mypage/estimate?page=2")).toBe(
			`${sections.get("mypage/estimate")?.size} /mypage/estimate`,
		);
		expect(await answer("http://x/mypage/estimate/abc#x")).toBe(
			`${sections.get("mypage/estimate")?.size} /mypage/estimate/abc`,
		);
		expect(await answer("http://x/__manifest?p=/a")).toBe(`${count} /__manifest`);
		expect(await answer("http://x/no-such-section")).toBe(`${count} /no-such-section`);
		expect(await answer("http://x/")).toBe(`${count} /`);
		// the whole table's handler at start, then mypage/estimate's once
		expect(made).toHaveLength(2);
	});
});
