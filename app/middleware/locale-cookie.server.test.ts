import { redirect } from "react-router";
import { afterEach, describe, expect, test, vi } from "vitest";
import { resetEnvCache } from "#app/server/env.server.ts";
import { chosenLocaleCookie, localeCookie, localeCookieMiddleware, withLocaleCookie } from "./locale-cookie.server.ts";

type Args = Parameters<typeof localeCookieMiddleware>[0];
const run = (url: string, respond: () => Response, headers: Record<string, string> = {}) =>
	localeCookieMiddleware({ request: new Request(url, { headers }) } as unknown as Args, async () =>
		respond(),
	) as Promise<Response>;

describe("chosenLocaleCookie: only a ?lng= choice sets the cookie", () => {
	test.each([
		["https://app.kr/?lng=vn", {}, "lng=vn; Path=/; Max-Age=31536000; SameSite=Lax"],
		["https://app.kr/order?lng=en", { Cookie: "lng=kr" }, "lng=en; Path=/; Max-Age=31536000; SameSite=Lax"],
		["https://app.kr/?lng=vi", {}, "lng=vn; Path=/; Max-Age=31536000; SameSite=Lax"], // the BCP 47 tag is understood
		["https://app.kr/?lng=xx", { Cookie: "lng=en" }, null], // not a language: no choice
		["https://app.kr/", { Cookie: "lng=en" }, null], // the cookie already decides
		["https://app.kr/", { "Accept-Language": "vi" }, null], // a browser's preference is not a choice
	])("%s %j -> %s", (url, headers, expected) => {
		expect(chosenLocaleCookie(new Request(url, { headers }))).toBe(expected);
	});
});

describe("localeCookieMiddleware", () => {
	test("a signed-in user's /?lng=vn redirect to /order carries the cookie (the home page is anonymous-only)", async () => {
		const response = await run("https://app.kr/?lng=vn", () => redirect("/order"));
		expect(response.status).toBe(302);
		expect(response.headers.get("Location")).toBe("/order");
		expect(response.headers.get("Set-Cookie")).toBe("lng=vn; Path=/; Max-Age=31536000; SameSite=Lax");
	});

	test("the redirect's own cookies are kept beside it", async () => {
		const response = await run("https://app.kr/login?lng=en", () =>
			redirect("/order", { headers: { "Set-Cookie": "fp_session=abc; Path=/" } }),
		);
		expect(response.headers.getSetCookie()).toEqual([
			"fp_session=abc; Path=/",
			"lng=en; Path=/; Max-Age=31536000; SameSite=Lax",
		]);
	});

	test("a page without ?lng= is left alone", async () => {
		const response = await run("https://app.kr/order", () => new Response("ok"), { Cookie: "lng=vn" });
		expect(response.headers.get("Set-Cookie")).toBeNull();
	});

	test("a response with immutable headers (Response.redirect) is copied, not broken", async () => {
		const original = Response.redirect("https://app.kr/order", 302);
		const response = withLocaleCookie(original, "lng=vn; Path=/");
		expect(response.status).toBe(302);
		expect(response.headers.get("Location")).toBe("https://app.kr/order");
		expect(response.headers.get("Set-Cookie")).toBe("lng=vn; Path=/");
	});
});

// the language cookie was the one cookie without Secure in production
describe("Secure in production, as every cookie of ours (secureCookies)", () => {
	afterEach(() => {
		vi.unstubAllEnvs();
		resetEnvCache();
	});
	const production = (extra: Record<string, string> = {}) => {
		vi.stubEnv("NODE_ENV", "production");
		vi.stubEnv("SESSION_SECRET", "x".repeat(32));
		vi.stubEnv("APP_ORIGIN", "https://app.kr");
		for (const [k, v] of Object.entries(extra)) vi.stubEnv(k, v);
		resetEnvCache();
	};

	test("production: Secure", () => {
		production();
		expect(localeCookie("vn")).toBe("lng=vn; Path=/; Max-Age=31536000; SameSite=Lax; Secure");
		expect(chosenLocaleCookie(new Request("https://app.kr/?lng=en"))).toBe(
			"lng=en; Path=/; Max-Age=31536000; SameSite=Lax; Secure",
		);
	});
	test("a production build run locally over http (ALLOW_INSECURE_COOKIES, e2e) and tests: not Secure", () => {
		production({ ALLOW_INSECURE_COOKIES: "true" });
		expect(localeCookie("vn")).not.toContain("Secure");
		vi.unstubAllEnvs();
		resetEnvCache();
		expect(localeCookie("vn")).toBe("lng=vn; Path=/; Max-Age=31536000; SameSite=Lax");
	});
});
