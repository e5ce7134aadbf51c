// The first-visit JavaScript budget (decisions 026 and 055), on the production build the other journeys run
// against: no page over 150 KiB gzipped, and on public pages our own code at most 40 KiB over the
// framework's. Sizes come from the build's files (bench/bundle-report.ts: the route manifest, the
// chunks each matched route imports, followed to the end) plus the string chunks the served page
// lists (app/i18n/page-strings.ts); nothing is timed. Pages are found the way a user finds them:
// from each role's start pages, following links, one page per route. A route this walk cannot reach
// (or that answers something other than a page) is named in SKIPPED with the reason.
import path from "node:path";
import {
	OWN_CODE_BUDGET_BYTES,
	ROUTE_JS_BUDGET_BYTES,
	STAFF_ROUTE_JS_BUDGET_BYTES,
	frameworkBytes,
	kib,
	readRouteManifest,
	routeWeight,
	stringsChunks,
	stringsOfPage,
} from "../../bench/bundle-report.ts";
import { E2E_DATABASE } from "./config.ts";
import { expect, sessionCookieFor, test, withDatabase, type DemoRole } from "./fixtures.ts";
import { FCL_EXPORT, makeEstimate } from "./quotes.ts";

const CLIENT_DIR = path.resolve("build/client");
type Who = "visitor" | DemoRole;

/** Pages that need a record in a given state: a priced quote, one under negotiation, a manual request. */
async function statePages(): Promise<[Who, string[]][]> {
	const priced = await makeEstimate({ ...FCL_EXPORT, koreanRegion: { province: "KR-11" } });
	const negotiated = await makeEstimate({ ...FCL_EXPORT, koreanRegion: { province: "KR-11" } });
	const booked = await makeEstimate({ ...FCL_EXPORT, koreanRegion: { province: "KR-11" } });
	// the booking-complete page only needs a booked quote with its totals; how it got booked is the
	// booking journey's business (booking.spec.ts)
	withDatabase((db) =>
		db.prepare("UPDATE estimates SET status = 'booked', total_with_coupon_krw = total_krw WHERE id = ?").run(booked.id),
	);
	const manual = await makeEstimate({ ...FCL_EXPORT, destination: "AUSYD", containers: [{ type: "dv40", count: 1 }] });
	process.env.DATABASE_PATH = E2E_DATABASE;
	const { requestDiscount, figuresOf } = await import("#app/quotes/negotiation.server.ts");
	const { getEstimateFor } = await import("#app/quotes/estimates.server.ts");
	const user = {
		id: "demo-customer",
		companyId: "demo-company-a",
		name: "e2e",
		email: "customer@demo.kr",
		role: "customer" as const,
		locale: "kr" as const,
		phone: null,
		phoneVerified: true,
		sessionId: "e2e",
		partnerCompanyId: null,
	};
	const estimate = getEstimateFor(user as never, negotiated.id);
	const figures = figuresOf(estimate);
	requestDiscount({
		user: user as never,
		estimate,
		values: {
			targetFreight: Math.floor((figures?.freight ?? 2) / 2),
			targetTrucking: Math.floor((figures?.trucking ?? 0) / 2),
			monthlyVolume: "10",
			comment: "",
		} as never,
		onceKey: crypto.randomUUID(),
	});
	return [
		[
			"customer",
			[
				`/mypage/estimate/${priced.id}/discount`,
				`/mypage/estimate/${priced.id}/booking`,
				`/mypage/estimate/${priced.id}/mail`,
				`/mypage/estimate/${negotiated.id}/discount/done`,
				`/mypage/estimate/${booked.id}/booking/done`,
				`/mypage/estimate/${booked.id}/cancel`,
			],
		],
		[
			"staff_admin",
			[
				`/admin/quotes/${manual.id}`,
				`/admin/negotiations/${negotiated.id}`,
				"/admin/payments/demo-shipment-pending",
				"/admin/shipments/import",
			],
		],
		["visitor", ["/no-such-page"]],
	];
}

const STARTS: [Who, string[]][] = [
	[
		"visitor",
		[
			"/",
			"/company",
			"/login",
			"/sign/up/agree",
			"/sign/pwreset",
			"/order/shipline",
			"/order/airline",
			"/eventlist",
			"/termsofconditions",
			"/privacy",
			"/privacyoption",
			"/greeting",
			"/dev/outbox",
			"/api/guide",
		],
	],
	[
		"customer",
		[
			"/order",
			"/mypage/shiproutetrackermap/demo-shipment-pending",
			"/mypage/estimate",
			"/mypage/shipment",
			"/mypage/upload",
			"/mypage/notifications",
			"/mypage/download",
			"/mypage/payment",
			"/mypage/coupons",
			"/mypage/info",
			"/mypage/uploadfile",
			"/cost",
			"/graph/scfi",
			"/standardestimate",
			"/routeoptimizer",
			"/chatbot",
		],
	],
	[
		"staff_admin",
		[
			"/admin",
			"/admin/shipments",
			"/admin/quotes",
			"/admin/bookings",
			"/admin/negotiations",
			"/admin/payments",
			"/admin/requests",
			"/admin/rates",
			"/admin/coupons",
			"/admin/customers",
			"/admin/settings",
			"/admin/api-keys",
			"/admin/bank-accounts",
			"/chatbot",
		],
	],
	["customs_broker", ["/partner/customs"]],
	["insurer", ["/partner/insurance"]],
];

/** Routes that are not pages a first visit lands on, or need a one-time token the walk cannot have. */
const SKIPPED: Record<string, string> = {
	"routes/signout": "an action, no page",
	"routes/order/prefill": "an action, no page (a GET redirects to the wizard)",
	"routes/eventlist/rss": "the news feed, XML",
	"routes/board/image": "a board picture, an image",
	"routes/board/popup": "an action, no page (hides the notice pop-up)",
	"routes/push/subscription": "the push subscription's endpoint, JSON",
	"routes/chatbot-stream": "the chatbot's streamed answer, an action, no page",
	"routes/healthz": "a health check",
	"routes/login/unlock": "needs a mailed one-time token",
	"routes/sign/up": "reached after the consent step (redirects there first)",
	"routes/sign/verify-email": "needs a mailed one-time link",
	"routes/sign/verify-email-pwreset": "needs a mailed one-time link",
	"routes/quote/share": "needs a mailed share token",
	"routes/eventlist/detail": "no event in the demo data",
	"routes/internal/commit": "machine-to-machine (LiteFS replica to primary)",
	"routes/mypage/index": "redirects to the quote list",
	"routes/dev/ui": "the design system page, development only",
	"routes/dev/mail": "the mail preview, development only (no client JavaScript of its own)",
	"routes/dev/mail-one": "one previewed mail's HTML, development only",
};

const PUBLIC_PREFIXES = [
	"/company",
	"/login",
	"/sign",
	"/eventlist",
	"/termsofconditions",
	"/privacy",
	"/greeting",
	"/order/shipline",
	"/order/airline",
	"/api/guide",
];
const isPublic = (pathname: string) =>
	pathname === "/" || PUBLIC_PREFIXES.some((p) => pathname === p || pathname.startsWith(`${p}/`));

test("every page a first visit can land on stays within the JavaScript budget", async ({ playwright }) => {
	test.setTimeout(240_000);
	const manifest = readRouteManifest(CLIENT_DIR);
	const measured = new Map<string, { url: string; who: Who; total: number; own: number }>();
	for (const [who, starts] of [...STARTS, ...(await statePages())]) {
		const cookie = who === "visitor" ? "" : (await sessionCookieFor(who)).cookie;
		const request = await playwright.request.newContext({
			baseURL: test.info().project.use.baseURL,
			extraHTTPHeaders: { cookie, "accept-language": "ko" },
		});
		const queue = [...starts];
		const seen = new Set<string>(queue);
		while (queue.length && seen.size < 400) {
			const url = queue.shift() ?? "/";
			const pathname = new URL(url, "http://x").pathname;
			const weight = routeWeight(CLIENT_DIR, pathname);
			const routeId = weight.matched.at(-1);
			if (!routeId || (measured.has(routeId) && !starts.includes(url))) continue;
			const response = await request.get(url, { maxRedirects: 0 });
			const status = routeId === "routes/not-found" ? 404 : 200;
			if (response.status() !== status || !(response.headers()["content-type"] ?? "").includes("text/html")) continue;
			const html = await response.text();
			const page = routeWeight(CLIENT_DIR, pathname, stringsChunks(stringsOfPage(html)));
			const total = page.jsGzip;
			if (!measured.has(routeId) || (measured.get(routeId)?.total ?? 0) < total)
				measured.set(routeId, { url, who, total, own: total - frameworkBytes(page, CLIENT_DIR) });
			for (const [, href] of html.matchAll(/<a [^>]*href="(\/[^"#]*)"/g)) {
				const next = (href ?? "").replaceAll("&amp;", "&");
				if (!seen.has(next) && !/\.(pdf|json|csv|xlsx)(\?|$)|\/file(\?|$)|signout|lng=/.test(next)) {
					seen.add(next);
					queue.push(next);
				}
			}
		}
		await request.dispose();
	}

	const leaves = Object.values(manifest.routes)
		.filter((r) => !Object.values(manifest.routes).some((c) => c.parentId === r.id))
		.map((r) => r.id);
	const unreached = leaves.filter(
		(id) =>
			!measured.has(id) &&
			!SKIPPED[id] &&
			!/-send$|pdf|export|regfile|outbox-json|openapi|file|slip|quotes$/.test(id) &&
			id !== "root",
	);
	const table = [...measured]
		.sort((a, b) => b[1].total - a[1].total)
		.map(
			([id, m]) =>
				`${kib(m.total).padStart(6)} KiB  own ${kib(m.own).padStart(5)}  ${m.who.padEnd(14)} ${m.url}  (${id})`,
		);
	console.log(`first-visit JS per route (${measured.size} routes)\n${table.join("\n")}`);

	expect(unreached, "routes the walk did not reach: link them or list them in SKIPPED").toEqual([]);
	// the staff desk's pages have 160 KiB (decision 055), every other page 150 KiB
	const budget = (url: string) =>
		new URL(url, "http://x").pathname.startsWith("/admin") ? STAFF_ROUTE_JS_BUDGET_BYTES : ROUTE_JS_BUDGET_BYTES;
	const over = [...measured]
		.filter(([, m]) => m.total > budget(m.url))
		.map(([id, m]) => `${id} ${kib(m.total)} KiB (${m.url})`);
	expect(over, "routes over their budget (150 KiB gzipped, 160 on the staff desk)").toEqual([]);
	const heavyPublic = [...measured]
		.filter(
			([, m]) => isPublic(new URL(m.url, "http://x").pathname) && m.who === "visitor" && m.own > OWN_CODE_BUDGET_BYTES,
		)
		.map(([id, m]) => `${id} own ${kib(m.own)} KiB`);
	expect(heavyPublic, "public pages with more than 40 KiB of our own code").toEqual([]);
});
