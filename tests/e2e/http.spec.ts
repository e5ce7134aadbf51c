// The route table at the HTTP level (what a browser with JavaScript off receives), for every role,
// and the security headers. Runs once: it does not depend on the browser's JavaScript setting.
import { hashedFontName, subsetOf } from "../../scripts/font-name.ts";
import { expect, sessionCookieFor, test, type DemoRole } from "./fixtures.ts";

type Who = "visitor" | DemoRole;
type Outcome = number | `-> ${string}`;

const PUBLIC = [
	"/company",
	"/eventlist",
	"/termsofconditions",
	"/privacy",
	"/privacyoption",
	"/greeting",
	"/sign/verify/email/abc/123",
	"/order/airline",
	"/order/shipline",
];
const GUARDED = [
	"/order",
	"/cost",
	"/graph/scfi",
	"/standardestimate",
	"/routeoptimizer",
	"/mypage/estimate",
	"/mypage/estimate/42",
	"/mypage/shipment",
	"/mypage/upload",
	"/mypage/download",
	"/mypage/coupons",
	"/mypage/payment",
	"/mypage/info",
	"/mypage/uploadfile",
	"/mypage/shiproutetrackermap/7",
];

const NOT_FOUND_IDS = ["/mypage/estimate/42", "/mypage/shiproutetrackermap/7"];

const ROWS: [string, Who, Outcome][] = [
	...PUBLIC.flatMap((p) => [
		[p, "visitor", 200] as [string, Who, Outcome],
		[p, "customer", 200] as [string, Who, Outcome],
	]),
	...GUARDED.flatMap((p) => [
		[p, "visitor", `-> /login?redirectTo=${encodeURIComponent(p)}`] as [string, Who, Outcome],
		// an estimate or shipment id that does not exist (or is another company's) is 404, never an empty page
		[p, "customer", NOT_FOUND_IDS.includes(p) ? 404 : 200] as [string, Who, Outcome],
	]),
	["/", "visitor", 200],
	["/", "customer", "-> /order"],
	["/login", "visitor", 200],
	["/login", "staff", "-> /admin"], // each role lands on its own home
	["/sign/pwreset", "visitor", 200],
	// sign-up starts with the consents; a signed-in user has an account already
	["/sign/up/agree", "visitor", 200],
	["/sign/up/agree", "customer", "-> /order"],
	["/sign/up", "visitor", "-> /sign/up/agree"],
	["/sign/up", "customer", "-> /order"],
	["/sign/verify/email/pwreset/abc/123", "visitor", 200],
	["/sign/verify/email/pwreset/abc/123", "staff", "-> /admin"],
	["/mypage/info/regfile/file", "visitor", "-> /login?redirectTo=%2Fmypage%2Finfo%2Fregfile%2Ffile"],
	["/mypage/info/regfile/file", "staff", 404],
	["/sign/pwreset", "insurer", "-> /partner/insurance"],
	["/mypage", "customer", "-> /mypage/estimate"],
	["/chatbot", "visitor", "-> /login?redirectTo=%2Fchatbot"],
	// every signed-in user (decision 094); the menu entry is staff_admin's until CHATBOT_MENU_FOR_ALL
	["/chatbot", "customer", 200],
	["/chatbot", "staff", 200],
	["/chatbot", "staff_admin", 200],
	["/admin", "visitor", "-> /login?redirectTo=%2Fadmin"],
	["/admin", "customer", 403],
	["/admin", "customs_broker", 403],
	["/admin", "staff", 200],
	["/admin", "staff_admin", 200],
	["/partner/customs", "visitor", "-> /login?redirectTo=%2Fpartner%2Fcustoms"],
	["/partner/customs", "customs_broker", 200],
	["/partner/customs", "insurer", 403],
	["/partner/customs", "staff_admin", 403],
	["/partner/insurance", "insurer", 200],
	["/partner/insurance", "customs_broker", 403],
	["/partner/insurance", "customer", 403],
	["/eventlist/1", "visitor", 404],
	["/nope", "visitor", 404],
	["/mypage/nope", "customer", 404],
	["/healthz", "visitor", 200],
	["/dev/outbox", "visitor", 200],
	["/dev/outbox.json", "visitor", 200],
	["/signout", "visitor", "-> /"],
];

for (const [path, who, outcome] of ROWS) {
	test(`${who} GET ${path} -> ${outcome}`, async ({ request }) => {
		const headers: Record<string, string> = {};
		if (who !== "visitor") headers.Cookie = (await sessionCookieFor(who)).cookie;
		const res = await request.get(path, { headers, maxRedirects: 0 });
		if (typeof outcome === "number") {
			expect(res.status()).toBe(outcome);
		} else {
			expect(res.status()).toBe(302);
			expect(res.headers().location).toBe(outcome.slice(3));
		}
	});
}

test("HTML responses carry an enforced CSP whose nonce is the one on the page's scripts", async ({ request }) => {
	const res = await request.get("/");
	const csp = res.headers()["content-security-policy"] ?? "";
	const nonce = /'nonce-([^']+)'/.exec(csp)?.[1];
	expect(nonce).toBeTruthy();
	expect(csp).toContain("object-src 'none'");
	expect(csp).toContain("base-uri 'none'");
	expect(csp).toContain("frame-ancestors 'none'");
	expect(res.headers()["content-security-policy-report-only"]).toBeUndefined();
	const html = await res.text();
	const scripts = [...html.matchAll(/<script\b[^>]*>/g)].map((m) => m[0]);
	expect(scripts.length).toBeGreaterThan(0);
	for (const tag of scripts) expect(tag).toContain(`nonce="${nonce}"`);
	expect(res.headers()["x-content-type-options"]).toBe("nosniff");
	expect(res.headers()["referrer-policy"]).toBe("strict-origin-when-cross-origin");
	// Each response gets its own nonce.
	const again = await request.get("/");
	expect(again.headers()["content-security-policy"]).not.toBe(csp);
});

test("404 and 403 pages carry the headers too; signed-in pages are not stored", async ({ request }) => {
	const missing = await request.get("/nope");
	expect(missing.headers()["content-security-policy"]).toContain("'nonce-");
	const anonymous = await request.get("/company");
	expect(anonymous.headers()["cache-control"] ?? "").not.toContain("no-store");
	const { cookie } = await sessionCookieFor("customer");
	const signedIn = await request.get("/company", { headers: { Cookie: cookie } });
	expect(signedIn.headers()["cache-control"]).toBe("private, no-store");
	const data = await request.get("/mypage/estimate.data", { headers: { Cookie: cookie } });
	expect(data.headers()["cache-control"]).toBe("private, no-store");
});

test("a cross-origin form POST is refused by the origin check", async ({ request }) => {
	const { cookie } = await sessionCookieFor("customer");
	const res = await request.post("/signout", {
		headers: { Cookie: cookie, Origin: "https://evil.example" },
		maxRedirects: 0,
	});
	expect(res.status()).toBe(400);
	const stillIn = await request.get("/order", { headers: { Cookie: cookie }, maxRedirects: 0 });
	expect(stillIn.status()).toBe(200);
});

test("a POST without Origin is refused unless Referer shows our origin (decision 052)", async ({ baseURL }) => {
	// Node's fetch sends no Origin (Playwright's request API here always does, from the config)
	const post = (cookie: string, headers: Record<string, string>) =>
		fetch(`${baseURL}/signout`, { method: "POST", headers: { Cookie: cookie, ...headers }, redirect: "manual" });
	const { cookie } = await sessionCookieFor("customer");
	const foreign = await post(cookie, { Referer: "https://evil.example/form.html" });
	expect(foreign.status).toBe(400);
	expect((await post(cookie, {})).status).toBe(400);
	// a page's form: the translated "did not come from one of our screens" page, and nothing changes
	const page = await fetch(`${baseURL}/mypage/info`, {
		method: "POST",
		headers: {
			Cookie: `${cookie}; lng=en`,
			Referer: "https://evil.example/form.html",
			"Content-Type": "application/x-www-form-urlencoded",
		},
		body: new URLSearchParams({ intent: "company", companyName: "Forged Co" }),
		redirect: "manual",
	});
	expect(page.status).toBe(400);
	expect(await page.text()).toContain("This request did not come from one of our screens.");
	expect((await fetch(`${baseURL}/order`, { headers: { Cookie: cookie }, redirect: "manual" })).status).toBe(200);
	const own = await post(cookie, { Referer: `${baseURL}/mypage` });
	expect(own.status).toBe(302);
});

test("behind a TLS proxy the forwarded scheme is trusted, so a same-site POST passes the origin check", async ({
	request,
	baseURL,
}) => {
	const httpsOrigin = (baseURL ?? "").replace("http://", "https://");
	const { cookie } = await sessionCookieFor("customer");
	const viaProxy = await request.post("/signout", {
		headers: { Cookie: cookie, Origin: httpsOrigin, "X-Forwarded-Proto": "https" },
		maxRedirects: 0,
	});
	expect(viaProxy.status()).toBe(302);
	// The same https Origin without the proxy's header is a scheme mismatch.
	const { cookie: other } = await sessionCookieFor("customer");
	const direct = await request.post("/signout", { headers: { Cookie: other, Origin: httpsOrigin }, maxRedirects: 0 });
	expect(direct.status()).toBe(400);
});

test("/healthz reports the database", async ({ request }) => {
	const res = await request.get("/healthz");
	expect(res.status()).toBe(200);
	expect(await res.json()).toEqual({ status: "ok", database: "ok" });
});

test("/sw.js is served as a script and revalidated on every visit", async ({ request }) => {
	const res = await request.get("/sw.js");
	expect(res.status()).toBe(200);
	expect(res.headers()["content-type"]).toContain("javascript");
	expect(res.headers()["cache-control"]).toBe("no-cache");
});

test("the fonts a page preloads are named by their bytes' hash and kept for a year (decision 109)", async ({
	request,
}) => {
	const page = await (await request.get("/?lng=kr")).text();
	const fonts = [...page.matchAll(/<link rel="preload" href="(\/fonts\/[^"]+)" as="font"/g)].map((m) => m[1]!);
	expect(fonts).toHaveLength(2);
	for (const href of fonts) {
		const res = await request.get(href);
		expect(res.status()).toBe(200);
		expect(res.headers()["cache-control"]).toBe("public, max-age=31536000, immutable");
		const subset = subsetOf(href);
		expect(subset).not.toBeNull();
		expect(href).toBe(`/fonts/${hashedFontName(subset!, await res.body())}`);
	}
});
