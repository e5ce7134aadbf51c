// The public pages' short cache (app/server/page-cache.server.ts): which requests it may answer, what
// it keeps, and, through express on 127.0.0.1 with compression in front as in server.js, that a hit
// never reaches the app, carries a fresh nonce in its body and CSP alike, and expires.
import crypto from "node:crypto";
import type { AddressInfo } from "node:net";
import compression from "compression";
import express from "express";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { LOCALE_COOKIE } from "#app/i18n/locales.ts";
import { COMPRESSION_OPTIONS, preferGzip } from "./compression-options.ts";
import {
	PAGE_CACHE_TTL_MS,
	clearPageCache,
	pageCache,
	pageCacheKey,
	storable,
	withFreshNonce,
} from "./page-cache.server.ts";

describe("which requests may be answered from the cache", () => {
	test.each([
		[{ method: "GET", url: "/", headers: {} }, "kr /"],
		[{ method: "GET", url: "/company", headers: { "accept-language": "en-US,en;q=0.9" } }, "en /company"],
		[
			{ method: "GET", url: "/login", headers: { cookie: `${LOCALE_COOKIE}=vn`, "accept-language": "en" } },
			"vn /login",
		],
		[{ method: "GET", url: "/", headers: { cookie: "fp_session=abc" } }, null],
		[{ method: "GET", url: "/", headers: { cookie: `${LOCALE_COOKIE}=en; fp_notice=1` } }, null],
		[{ method: "GET", url: "/?lng=en", headers: {} }, null],
		[{ method: "GET", url: "/login?redirectTo=%2Fmypage", headers: {} }, null],
		[{ method: "POST", url: "/login", headers: {} }, null],
		[{ method: "HEAD", url: "/", headers: {} }, null],
		[{ method: "GET", url: "/mypage/estimate", headers: {} }, null],
		[{ method: "GET", url: "/company.data", headers: {} }, null],
	])("%j -> %j", (req, key) => {
		expect(pageCacheKey(req)).toBe(key);
	});
});

describe("what an answer stores", () => {
	const html = { "content-type": "text/html; charset=utf-8", "content-security-policy": "script-src 'nonce-QUJD'" };
	const refused: [number, Record<string, unknown>, string][] = [
		[500, html, "server error"],
		[302, html, "redirect"],
		[200, { ...html, "set-cookie": ["fp_lng=en"] }, "sets a cookie"],
		[200, { ...html, "content-type": "application/json" }, "not HTML"],
		[200, { "content-type": "text/html" }, "no nonce to replace"],
	];
	test.each(refused)("nothing for status %s (%s)", (status, headers) => {
		expect(storable(status, headers, '<script nonce="QUJD">', 0)).toBeNull();
	});

	test("a page, its nonce taken out of body and CSP, per-request headers left out", () => {
		const entry = storable(
			200,
			{ ...html, "x-request-id": "r1", vary: "Accept-Encoding" },
			'<script nonce="QUJD"></script>',
			5,
		);
		expect(entry?.expires).toBe(5 + PAGE_CACHE_TTL_MS);
		expect(entry?.body).not.toContain("QUJD");
		expect(entry?.headers.map(([name]) => name).sort()).toEqual(["content-security-policy", "content-type"]);
		const fresh = withFreshNonce(entry!, "WFla");
		expect(fresh.body).toBe('<script nonce="WFla"></script>');
		expect(fresh.headers.find(([name]) => name === "content-security-policy")?.[1]).toBe("script-src 'nonce-WFla'");
	});
});

describe("in front of the app, behind compression", () => {
	let base = "";
	let renders = 0;
	let clock = 1_000;
	let server: ReturnType<ReturnType<typeof express>["listen"]>;

	beforeAll(async () => {
		const app = express();
		app.use(preferGzip, compression(COMPRESSION_OPTIONS));
		app.use(pageCache({ now: () => clock }));
		app.get("/{*splat}", (req, res) => {
			renders++;
			const nonce = crypto.randomBytes(16).toString("base64");
			res.setHeader("Content-Security-Policy", `script-src 'nonce-${nonce}'`);
			res.setHeader("Content-Type", "text/html; charset=utf-8");
			res.write(`<html lang="${req.headers["accept-language"] ?? "ko"}"><body>${"<p>filler</p>".repeat(200)}`);
			res.end(`<script nonce="${nonce}">1</script></body></html>`);
		});
		server = app.listen(0, "127.0.0.1");
		await new Promise((resolve) => server.once("listening", resolve));
		base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
	});
	afterAll(() => new Promise((resolve) => server.close(resolve)));

	const nonces = async (response: Response) => {
		const body = await response.text();
		return [
			/'nonce-([^']+)'/.exec(response.headers.get("content-security-policy") ?? "")?.[1],
			/nonce="([^"]+)"/.exec(body)?.[1],
			body.length,
		];
	};

	test("the second visit is served from the cache, with its own nonce; a session or a new language is not", async () => {
		const first = await fetch(`${base}/company`, { headers: { "accept-encoding": "gzip" } });
		const [headerA, bodyA, lengthA] = await nonces(first);
		expect(headerA).toBe(bodyA);
		expect(renders).toBe(1);

		const second = await fetch(`${base}/company`, { headers: { "accept-encoding": "gzip" } });
		expect(second.headers.get("x-page-cache")).toBe("hit");
		expect(second.headers.get("content-encoding")).toBe("gzip");
		const [headerB, bodyB, lengthB] = await nonces(second);
		expect([headerB === bodyB, headerB === headerA, lengthB]).toEqual([true, false, lengthA]);
		expect(renders).toBe(1);

		await fetch(`${base}/company`, { headers: { cookie: "fp_session=x" } }).then((r) => r.text());
		await fetch(`${base}/company`, { headers: { "accept-language": "en" } }).then((r) => r.text());
		expect(renders).toBe(3);

		clock += PAGE_CACHE_TTL_MS + 1;
		const later = await fetch(`${base}/company`);
		await later.text();
		expect([later.headers.get("x-page-cache"), renders]).toEqual([null, 4]);
	});

	test("clearPageCache (a board post published) makes the next visit render again", async () => {
		await fetch(`${base}/eventlist`).then((r) => r.text());
		const cached = await fetch(`${base}/eventlist`);
		await cached.text();
		expect(cached.headers.get("x-page-cache")).toBe("hit");
		const before = renders;
		clearPageCache();
		const fresh = await fetch(`${base}/eventlist`);
		await fresh.text();
		expect([fresh.headers.get("x-page-cache"), renders]).toEqual([null, before + 1]);
	});
});
