// The quote endpoint's handler with real Requests, real keys in the worker's SQLite file and the real
// engine over the fixture rate set; every status of the contract, in the order the checks run.
import { afterEach, describe, expect, test, vi } from "vitest";
import { addDays, seoulToday } from "#app/calendar/calendar.ts";
import { captureLogs } from "#app/observability/logger.server.ts";
import { PricingError, priceQuote } from "#app/pricing/engine.ts";
import type { EngineRequest } from "#app/pricing/types.ts";
import { createApiKey, revokeApiKey } from "./keys.server.ts";
import {
	InvalidRequestErrorSchema,
	NoRateErrorSchema,
	QuoteAnswerSchema,
	RateLimitedErrorSchema,
	UnauthorizedErrorSchema,
} from "./quote-response.ts";
import { MAX_BODY_BYTES, handleQuoteRequest } from "./quotes.server.ts";
import { fixtureRateSet, fixtureRequest } from "./rate-set.fixture.ts";

const URL = "http://app.test/api/v1/quotes";
const price = (r: EngineRequest) => priceQuote(r, fixtureRateSet());

function post(body: string | object | null, headers: Record<string, string> = {}, method = "POST"): Request {
	return new Request(URL, {
		method,
		headers: { "Content-Type": "application/json", ...headers },
		body: body === null ? null : typeof body === "string" ? body : JSON.stringify(body),
	});
}

function withKey(key: string, body: string | object | null, headers: Record<string, string> = {}): Request {
	return post(body, { Authorization: `Bearer ${key}`, ...headers });
}

async function call(request: Request, deps: Partial<Parameters<typeof handleQuoteRequest>[1]> = {}) {
	const response = await handleQuoteRequest(request, { price, ...deps });
	return { response, body: (await response.json()) as Record<string, unknown> };
}

afterEach(() => {
	vi.restoreAllMocks();
});

describe("POST /api/v1/quotes", () => {
	test("other methods: 405 with Allow: POST, before any key check", async () => {
		for (const method of ["GET", "PUT", "DELETE", "PATCH"]) {
			const { response, body } = await call(new Request(URL, { method }));
			expect(response.status).toBe(405);
			expect(response.headers.get("Allow")).toBe("POST");
			expect(body.error).toBe("method_not_allowed");
		}
	});

	test("401 without a key, with an unknown key, with a revoked key; nothing is priced", async () => {
		const spy = vi.fn(price);
		const revoked = createApiKey({ name: "Revoked for 401" });
		revokeApiKey(revoked.id, null);
		const cases: [Request, string][] = [
			[post(fixtureRequest()), 'Bearer realm="api"'],
			[
				withKey("fpk_0000000000000000000000000000000000", fixtureRequest()),
				'Bearer realm="api", error="invalid_token"',
			],
			[withKey(revoked.key, fixtureRequest()), 'Bearer realm="api", error="invalid_token"'],
			[post(fixtureRequest(), { Authorization: "Basic dXNlcjpwYXNz" }), 'Bearer realm="api", error="invalid_token"'],
		];
		for (const [request, challenge] of cases) {
			const { response, body } = await call(request, { price: spy });
			expect(response.status).toBe(401);
			expect(response.headers.get("WWW-Authenticate")).toBe(challenge);
			expect(response.headers.get("RateLimit-Limit")).toBeNull();
			expect(UnauthorizedErrorSchema.parse(body).message).toMatch(/key/i);
		}
		expect(spy).not.toHaveBeenCalled();
	});

	test("200: the priced answer, in English by default, with rate-limit headers", async () => {
		const key = createApiKey({ name: "Priced", ratePerMinute: 10 });
		const { response, body } = await call(withKey(key.key, fixtureRequest()));
		expect(response.status).toBe(200);
		expect(response.headers.get("Content-Type")).toBe("application/json; charset=utf-8");
		expect(response.headers.get("Cache-Control")).toBe("no-store");
		expect(response.headers.get("Content-Language")).toBe("en");
		expect(response.headers.get("RateLimit-Limit")).toBe("10");
		expect(response.headers.get("RateLimit-Remaining")).toBe("9");
		const answer = QuoteAnswerSchema.parse(body);
		expect(answer.options.length).toBeGreaterThan(0);
		expect(answer.options[0]!.lines.find((l) => l.code === "ofr")?.name).toBe("Ocean freight (O/F)");
		expect(answer.request).toMatchObject({ origin: "KRPUS", destination: "VNHPH" });
	});

	test("the request is normalised before pricing: codes trimmed and upper-cased", async () => {
		const key = createApiKey({ name: "Normalised" });
		const spy = vi.fn(price);
		const { response, body } = await call(
			withKey(key.key, { ...fixtureRequest(), origin: " krpus ", destination: "vnhph" }),
			{ price: spy },
		);
		expect(response.status).toBe(200);
		expect(spy.mock.calls[0]![0]).toMatchObject({ origin: "KRPUS", destination: "VNHPH" });
		expect(body.request).toMatchObject({ origin: "KRPUS", destination: "VNHPH" });
	});

	test("Accept-Language picks kr, en or vn for messages and charge names", async () => {
		const key = createApiKey({ name: "Languages" });
		const kr = await call(withKey(key.key, fixtureRequest(), { "Accept-Language": "ko-KR,ko;q=0.9,en;q=0.8" }));
		expect(kr.response.headers.get("Content-Language")).toBe("ko");
		const name = (kr.body as { options: { lines: { code: string; name: string }[] }[] }).options[0]!.lines.find(
			(l) => l.code === "ofr",
		)!.name;
		expect(name).toMatch(/[가-힣]/);
		const vn = await call(withKey(key.key, "{", { "Accept-Language": "vi" }));
		expect(vn.body).toEqual({ error: "invalid_json", message: "Nội dung yêu cầu không phải JSON hợp lệ." });
		// a language we do not speak falls back to English, not Korean
		const ja = await call(withKey(key.key, "{", { "Accept-Language": "ja-JP" }));
		expect(ja.body.message).toBe("The request body is not valid JSON.");
	});

	test.each([["{"], ["not json"], [""], ["{'mode': 'sea'}"]])("400 invalid_json for %j", async (text) => {
		const key = createApiKey({ name: "Bad JSON" });
		const { response, body } = await call(withKey(key.key, text));
		expect(response.status).toBe(400);
		expect(body.error).toBe("invalid_json");
		expect(response.headers.get("RateLimit-Remaining")).toBe("59");
	});

	test("400 invalid_request with field errors at dotted paths", async () => {
		const key = createApiKey({ name: "Bad request" });
		const cases: [object, string, string][] = [
			[
				{
					...fixtureRequest(),
					containers: [
						{ type: "dv20", count: 1 },
						{ type: "dv20", count: 2 },
					],
				},
				"containers.1.type",
				"pricing.errors.duplicateContainer",
			],
			[
				{ ...fixtureRequest(), containers: [{ type: "dv21", count: 1 }] },
				"containers.0.type",
				"pricing.errors.containerType",
			],
			[{ ...fixtureRequest(), readyDate: "2026-13-01" }, "readyDate", "pricing.errors.readyDateFormat"],
			[
				{ ...fixtureRequest(), packages: [{ count: 1, weightKg: 10, volumeCbm: 1 }] },
				"packages",
				"pricing.errors.wrongFreightType",
			],
			[
				{
					...fixtureRequest({ cargoType: "lcl", origin: "KRPTK", containers: undefined }),
					packages: [{ count: 1, weightKg: 10, volumeCbm: 1 }],
				},
				"origin",
				"pricing.errors.lclPort",
			],
		];
		for (const [request, path, code] of cases) {
			const { response, body } = await call(withKey(key.key, request));
			expect(response.status, path).toBe(400);
			const error = InvalidRequestErrorSchema.parse(body);
			expect(
				error.fieldErrors[path]?.map((e) => e.code),
				JSON.stringify(error.fieldErrors),
			).toContain(code);
			// translated, not the key
			expect(error.fieldErrors[path]?.[0]?.message).not.toMatch(/^pricing\.errors\./);
		}
	});

	test("422 no_rate: out of scope (not manual) and no rate on the date (manual)", async () => {
		const key = createApiKey({ name: "No rate" });
		const outOfScope = await call(withKey(key.key, fixtureRequest({ destination: "ZADUR" })));
		expect(outOfScope.response.status).toBe(422);
		expect(NoRateErrorSchema.parse(outOfScope.body)).toMatchObject({ reason: "out_of_scope", manual: false });
		const future = await call(withKey(key.key, fixtureRequest({ readyDate: addDays(seoulToday(), 4 * 365) })));
		expect(future.response.status).toBe(422);
		expect(NoRateErrorSchema.parse(future.body)).toMatchObject({
			reason: "no_rate_on_date",
			manual: true,
			message: expect.stringMatching(/1 to 3 business days/),
		});
	});

	test("429 over the key's limit, with Retry-After and the window's headers; the next minute is open again", async () => {
		const key = createApiKey({ name: "Throttled", ratePerMinute: 3 });
		const t0 = Date.UTC(2026, 5, 1, 10, 0, 15);
		const spy = vi.fn(price);
		const statuses: number[] = [];
		for (let i = 0; i < 4; i++) {
			const { response, body } = await call(withKey(key.key, fixtureRequest()), { now: () => t0 + i, price: spy });
			statuses.push(response.status);
			if (i === 3) {
				expect(response.headers.get("Retry-After")).toBe("45");
				expect(response.headers.get("RateLimit-Remaining")).toBe("0");
				expect(response.headers.get("RateLimit-Limit")).toBe("3");
				expect(RateLimitedErrorSchema.parse(body)).toMatchObject({
					retryAfter: 45,
					message: expect.stringContaining("3"),
				});
			}
		}
		expect(statuses).toEqual([200, 200, 200, 429]);
		expect(spy).toHaveBeenCalledTimes(3);
		const next = await call(withKey(key.key, fixtureRequest()), { now: () => t0 + 60_000 });
		expect(next.response.status).toBe(200);
	});

	test("413 for a body over the limit, whether or not it declares its length", async () => {
		const key = createApiKey({ name: "Large" });
		const big = JSON.stringify({ ...fixtureRequest(), padding: "x".repeat(MAX_BODY_BYTES) });
		const declared = await call(withKey(key.key, big, { "Content-Length": String(big.length) }));
		expect(declared.response.status).toBe(413);
		const stream = new ReadableStream<Uint8Array>({
			start(controller) {
				const chunk = new TextEncoder().encode("x".repeat(16 * 1024));
				for (let i = 0; i < 8; i++) controller.enqueue(chunk);
				controller.close();
			},
		});
		const streamed = new Request(URL, {
			method: "POST",
			headers: { Authorization: `Bearer ${key.key}` },
			body: stream,
			duplex: "half",
		} as RequestInit);
		const { response, body } = await call(streamed);
		expect(response.status).toBe(413);
		expect(body.error).toBe("payload_too_large");
	});

	test("a fault while pricing is a logged 500; an engine error about the request is still a 400", async () => {
		const key = createApiKey({ name: "Faults" });
		const logs = captureLogs("error");
		const logged = () => logs.lines().filter((l) => l.msg === "partner API: pricing failed");
		const broken = await call(withKey(key.key, fixtureRequest()), {
			price: () => {
				throw new PricingError("unknown_surcharge_code", "row s9 has code zzz", ["surcharges", 9, "code"]);
			},
		});
		expect(broken.response.status).toBe(500);
		expect(broken.body).toEqual({ error: "internal_error", message: expect.any(String) });
		expect(logged()).toHaveLength(1);

		const refused = await call(withKey(key.key, fixtureRequest()), {
			price: () => {
				throw new PricingError("duplicate_container", "dv20 twice", ["containers", 1, "type"]);
			},
		});
		expect(refused.response.status).toBe(400);
		expect(refused.body).toMatchObject({
			error: "invalid_request",
			fieldErrors: { "containers.1.type": [{ code: "pricing.errors.duplicateContainer" }] },
		});
		expect(logged()).toHaveLength(1);
		logs.restore();
	});
});
