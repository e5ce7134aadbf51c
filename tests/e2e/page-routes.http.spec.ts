// What the browser learns of the route table up front (React Router's "partial manifest" of lazy route
// discovery): the page's routes and those of "/" and each shorter prefix of its path. The server hands
// <ServerRouter> only those routes (app/server/page-routes.server.ts, decision 028); this keeps the
// manifest exactly what React Router computes from the whole table (the sets below are its output
// before that change). Runs once (js-off project).
import { type DemoRole, expect, sessionCookieFor, test } from "./fixtures.ts";

const PAGES: [DemoRole | null, string, string[]][] = [
	[null, "/company", ["root", "routes/company", "routes/home"]],
	[null, "/nope/deeper", ["root", "routes/not-found", "routes/home"]],
	[
		"customer",
		"/mypage/estimate",
		[
			"root",
			"routes/guarded",
			"routes/mypage/layout",
			"routes/mypage/estimate-list",
			"routes/home",
			"routes/mypage/index",
		],
	],
	[
		"customer",
		"/mypage/estimate/demo-shipment-air/booking",
		[
			"root",
			"routes/guarded",
			"routes/mypage/layout",
			"routes/mypage/estimate-booking",
			"routes/home",
			"routes/mypage/estimate-detail",
			"routes/mypage/estimate-list",
			"routes/mypage/index",
		],
	],
	[
		"staff",
		"/admin/shipments/demo-shipment-air/documents",
		[
			"root",
			"routes/admin/layout",
			"routes/admin/shipments/documents",
			"routes/home",
			"routes/admin/shipments/desk",
			"routes/admin/shipments/index",
			"routes/admin/index",
		],
	],
	[
		"customs_broker",
		"/partner/customs",
		["root", "routes/partner/customs/layout", "routes/partner/customs/index", "routes/home", "routes/not-found"],
	],
];

test("each page's partial manifest names its routes and its prefixes' routes, and only those", async ({ request }) => {
	for (const [role, path, expected] of PAGES) {
		const headers: Record<string, string> = role ? { Cookie: (await sessionCookieFor(role)).cookie } : {};
		// asked twice: the second answer comes from the remembered prefix matches
		for (const round of [1, 2]) {
			const response = await request.get(path, { headers, maxRedirects: 0 });
			const html = await response.text();
			const manifest = /window\.__reactRouterManifest = (\{[\s\S]*?\n\});/.exec(html)?.[1];
			expect(manifest, `${path} (round ${round})`).toBeDefined();
			const routes = Object.keys((JSON.parse(manifest ?? "{}") as { routes: Record<string, unknown> }).routes);
			expect(routes.toSorted(), `${path} (round ${round})`).toEqual(expected.toSorted());
		}
	}
});
