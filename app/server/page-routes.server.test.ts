// The routes a document render gets (decision 028): the prefixes React Router's partial manifest
// matches, the cut, and the fallback when React Router's matcher is not where we read it.
import { createStaticHandler } from "react-router";
import type { EntryContext } from "react-router";
import { describe, expect, test } from "vitest";
import { pageContext, prefixPaths } from "./page-routes.server.ts";

describe("prefixPaths", () => {
	test.each([
		["/", ["/"]],
		["/company", ["/"]],
		["/mypage/estimate", ["/", "/mypage"]],
		["/mypage/estimate/abc/booking", ["/", "/mypage/estimate/abc", "/mypage/estimate", "/mypage"]],
		["/admin/shipments/", ["/", "/admin"]],
	])("%s -> %j", (pathname, expected) => expect(prefixPaths(pathname)).toEqual(expected));
});

// A table shaped like ours: a root, a pathless guard, a section with an index, a sibling section.
const ROUTES = [
	{
		id: "root",
		path: "",
		children: [
			{ id: "home", index: true },
			{ id: "company", path: "company" },
			{
				id: "guarded",
				children: [
					{
						id: "mypage",
						path: "mypage",
						children: [
							{ id: "mypage-index", index: true },
							{ id: "estimates", path: "estimate" },
							{ id: "estimate", path: "estimate/:id" },
							{ id: "booking", path: "estimate/:id/booking" },
						],
					},
				],
			},
			{ id: "admin", path: "admin", children: [{ id: "admin-index", index: true }] },
		],
	},
];
const manifestRoutes = Object.fromEntries(
	[
		"root",
		"home",
		"company",
		"guarded",
		"mypage",
		"mypage-index",
		"estimates",
		"estimate",
		"booking",
		"admin",
		"admin-index",
	].map((id) => [id, { id }]),
);

async function contextFor(url: string): Promise<EntryContext> {
	const handler = createStaticHandler(ROUTES);
	const staticHandlerContext = await handler.query(new Request(`http://localhost${url}`));
	if (staticHandlerContext instanceof Response) throw new Error("no context");
	return { manifest: { routes: manifestRoutes }, staticHandlerContext } as unknown as EntryContext;
}

test("React Router's static handler still carries the matcher pageContext reads", async () => {
	const context = await contextFor("/company");
	expect(typeof (context.staticHandlerContext as { _match?: unknown })._match).toBe("function");
});

test.each([
	["/company", ["root", "company", "home"]],
	["/mypage/estimate", ["root", "guarded", "mypage", "estimates", "home", "mypage-index"]],
	[
		"/mypage/estimate/e1/booking",
		["root", "guarded", "mypage", "booking", "home", "estimate", "estimates", "mypage-index"],
	],
])("%s renders with the page's routes and its prefixes' routes only", async (url, expected) => {
	const context = await contextFor(url);
	for (const round of [1, 2]) {
		const cut = pageContext(context);
		expect(Object.keys(cut.manifest.routes).toSorted(), `round ${round}`).toEqual(expected.toSorted());
		// the remembered matcher answers as React Router's does
		const match = (
			cut.staticHandlerContext as unknown as { _match: (path: string) => { route: { id: string } }[] | null }
		)._match;
		expect(match("/mypage")?.map((m) => m.route.id)).toEqual(["root", "guarded", "mypage", "mypage-index"]);
	}
});

test("without React Router's matcher the context is left whole", async () => {
	const context = await contextFor("/mypage/estimate");
	const withoutMatcher = {
		...context,
		staticHandlerContext: { ...context.staticHandlerContext, _match: undefined },
	} as unknown as EntryContext;
	expect(pageContext(withoutMatcher)).toBe(withoutMatcher);
});
