import { describe, expect, test } from "vitest";
import { applySecurityHeaders, contentSecurityPolicy } from "./security-headers.ts";

const directive = (csp: string, name: string) =>
	csp
		.split(";")
		.map((d) => d.trim())
		.find((d) => d.startsWith(`${name} `) || d === name);

describe("content security policy", () => {
	const csp = contentSecurityPolicy({ nonce: "abc123", production: true, authenticated: false });
	test.each([
		["script-src", "script-src 'self' 'nonce-abc123'"],
		["object-src", "object-src 'none'"],
		["base-uri", "base-uri 'none'"],
		["frame-ancestors", "frame-ancestors 'none'"],
		["form-action", "form-action 'self'"],
		["style-src", "style-src 'self' 'nonce-abc123'"],
		["upgrade-insecure-requests", "upgrade-insecure-requests"],
	])("%s", (name, expected) => {
		expect(directive(csp, name)).toBe(expected);
	});
	test("no unsafe-inline or unsafe-eval for scripts, even in development", () => {
		const dev = contentSecurityPolicy({ nonce: "n", production: false, authenticated: false, devServer: true });
		expect(directive(dev, "script-src")).not.toMatch(/unsafe/);
		expect(directive(dev, "upgrade-insecure-requests")).toBeUndefined();
	});
});

describe("applySecurityHeaders", () => {
	test.each([
		// production, authenticated, hsts?, no-store?
		[true, false, true, false],
		[true, true, true, true],
		[false, true, false, true],
		[false, false, false, false],
	])("production=%s authenticated=%s", (production, authenticated, hsts, noStore) => {
		const h = applySecurityHeaders(new Headers(), { nonce: "n", production, authenticated });
		expect(h.get("Content-Security-Policy")).toContain("'nonce-n'");
		expect(h.get("X-Content-Type-Options")).toBe("nosniff");
		expect(h.get("Referrer-Policy")).toBe("strict-origin-when-cross-origin");
		expect(h.get("X-Frame-Options")).toBe("DENY");
		expect(h.has("Strict-Transport-Security")).toBe(hsts);
		expect(h.get("Cache-Control") === "private, no-store").toBe(noStore);
	});
});
