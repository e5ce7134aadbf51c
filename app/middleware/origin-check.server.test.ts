// Cross-site request forgery (decision 052): an unsafe method passes only when Origin, or else
// Sec-Fetch-Site, or else Referer shows our own origin; the refusal is the translated 400 page and the
// action never runs.
import { readFileSync } from "node:fs";
import { describe, expect, test, vi } from "vitest";
import { isCrossOriginMutation, judgeOrigin, originCheckMiddleware } from "./origin-check.server.ts";

type Headers = { origin?: string; site?: string; referer?: string };

function request(method: string, url: string, h: Headers = {}): Request {
	const headers: Record<string, string> = {};
	if (h.origin !== undefined) headers.Origin = h.origin;
	if (h.site !== undefined) headers["Sec-Fetch-Site"] = h.site;
	if (h.referer !== undefined) headers.Referer = h.referer;
	return new Request(url, { method, headers });
}

describe("cross-origin mutations are refused", () => {
	test.each<[string, string, Headers, boolean | string]>([
		// Origin decides when present
		["POST", "https://app.kr/signout", { origin: "https://app.kr" }, false],
		["POST", "https://app.kr/signout", { origin: "https://evil.example" }, "origin"],
		["POST", "https://app.kr/signout", { origin: "http://app.kr" }, "origin"],
		["POST", "https://app.kr/signout", { origin: "null" }, "origin"],
		["POST", "https://app.kr/x", { origin: "not a url" }, "origin"],
		["DELETE", "https://app.kr/x", { origin: "https://evil.example" }, "origin"],
		// a same Origin is not overruled by a foreign Referer (Referrer-Policy may hide the page) ...
		["POST", "https://app.kr/x", { origin: "https://app.kr", referer: "https://evil.example/" }, false],
		// ... and a foreign Origin not rescued by a same Referer
		["POST", "https://app.kr/x", { origin: "https://evil.example", referer: "https://app.kr/login" }, "origin"],
		// no Origin: Sec-Fetch-Site, then Referer
		["POST", "https://app.kr/signout", { site: "same-origin" }, false],
		["POST", "https://app.kr/signout", { site: "same-site" }, "fetch-site"],
		["POST", "https://app.kr/signout", { site: "cross-site", referer: "https://app.kr/" }, "fetch-site"],
		["POST", "https://app.kr/signout", { site: "none" }, "fetch-site"],
		["POST", "https://app.kr/signout", { referer: "https://app.kr/mypage/info" }, false],
		// the finding: no Origin and a foreign Referer was accepted
		["POST", "https://app.kr/signout", { referer: "https://evil.example/form.html" }, "referer"],
		["POST", "https://app.kr/signout", { referer: "https://app.kr.evil.example/" }, "referer"],
		["POST", "https://app.kr/signout", { referer: "garbage" }, "referer"],
		// nothing shows where it came from
		["POST", "https://app.kr/signout", {}, "none"],
		["PUT", "https://app.kr/x", {}, "none"],
		// safe methods are never refused
		["GET", "https://app.kr/", { origin: "https://evil.example" }, false],
		["HEAD", "https://app.kr/", {}, false],
		// the bearer-key partner API carries no cookie to forge with, with or without headers
		["POST", "https://app.kr/api/v1/quotes", { origin: "https://partner.example" }, false],
		["POST", "https://app.kr/api/v1/quotes", {}, false],
		// the primary's route for a replica's signed commands (server to server)
		["POST", "https://app.kr/internal/commit", {}, false],
		["POST", "https://app.kr/internal/commitx", {}, "none"],
		["POST", "https://app.kr/apix", { origin: "https://evil.example" }, "origin"],
	])("%s %s %j -> refused %s", (method, url, headers, expected) => {
		const verdict = judgeOrigin(request(method, url, headers));
		expect(verdict.refused ? verdict.by : false).toBe(expected);
		expect(isCrossOriginMutation(request(method, url, headers))).toBe(expected !== false);
	});
});

describe("originCheckMiddleware", () => {
	const run = async (req: Request) => {
		const next = vi.fn(async () => new Response("done"));
		let thrown: unknown = null;
		try {
			await originCheckMiddleware({ request: req } as never, next);
		} catch (error) {
			thrown = error;
		}
		return { next, thrown: thrown as { data?: unknown; init?: { status?: number } } | null };
	};

	test("a POST without Origin from a foreign page: 400 with the translated 'not from our screens' page, the action never runs", async () => {
		const { next, thrown } = await run(request("POST", "https://app.kr/signout", { referer: "https://evil.example/" }));
		expect(next).not.toHaveBeenCalled();
		expect(thrown?.init?.status).toBe(400);
		expect(thrown?.data).toEqual({ reason: "badRequest" });
		for (const locale of ["kr", "en", "vn"]) {
			const bundle = JSON.parse(readFileSync(`app/locales/${locale}.json`, "utf8")) as {
				page: { errors: { badRequest: { title: string; body: string } } };
			};
			expect(bundle.page.errors.badRequest.body.length, locale).toBeGreaterThan(10);
		}
	});

	test("a POST from our own page goes on to the action", async () => {
		const { next, thrown } = await run(request("POST", "https://app.kr/signout", { referer: "https://app.kr/mypage" }));
		expect(thrown).toBeNull();
		expect(next).toHaveBeenCalledOnce();
	});
});
