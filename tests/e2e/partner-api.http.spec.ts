// The partner quote API against the running server and its demo data (demo rates and the demo key
// "demo-partner-key"), at the HTTP level as a partner's system calls it: no browser, no Origin
// header. Keys for the revoked and rate-limited cases are made the way staff make them, through the
// admin page as a staff_admin. Runs once (js-off project): JavaScript plays no part here.
import type { APIRequestContext, APIResponse } from "@playwright/test";
import { expect, sessionCookieFor, test } from "./fixtures.ts";
import { inDays } from "./quotes.ts";

const DEMO_KEY = "demo-partner-key";
const QUOTES = "/api/v1/quotes";

// dates as YYYY-MM-DD in UTC, as the server and the demo rate windows count days
const READY = inDays(14);

function quote(
	request: APIRequestContext,
	body: unknown,
	key: string | null = DEMO_KEY,
	headers: Record<string, string> = {},
): Promise<APIResponse> {
	return request.post(QUOTES, {
		headers: { "Content-Type": "application/json", ...(key ? { Authorization: `Bearer ${key}` } : {}), ...headers },
		// a string goes as raw bytes: Playwright would wrap a string that is not valid JSON in quotes
		data: typeof body === "string" ? Buffer.from(body) : (body as Record<string, unknown>),
		failOnStatusCode: false,
	});
}

const BOXES = {
	count: 4,
	weightKg: 120,
	dimensions: { length: 110, width: 110, height: 90, unit: "CM" },
	packaging: "pallet",
};
const CARTONS = {
	count: 10,
	measure: "per_box",
	weightKg: 18.5,
	dimensions: { length: 60, width: 40, height: 40, unit: "CM" },
};

const fcl = (
	direction: "export" | "import",
	origin: string,
	destination: string,
	containers: { type: string; count: number }[],
) => ({
	mode: "sea",
	direction,
	cargoType: "fcl",
	origin,
	destination,
	readyDate: READY,
	containers,
});
const lcl = (direction: "export" | "import", origin: string, destination: string) => ({
	mode: "sea",
	direction,
	cargoType: "lcl",
	origin,
	destination,
	readyDate: READY,
	packages: [BOXES],
});
const air = (direction: "export" | "import", origin: string, destination: string) => ({
	mode: "air",
	direction,
	origin,
	destination,
	readyDate: READY,
	packages: [CARTONS],
});

const PRICED: [string, Record<string, unknown>][] = [
	[
		"sea FCL export KRPUS -> VNHPH",
		{
			...fcl("export", "KRPUS", "VNHPH", [
				{ type: "dv20", count: 2 },
				{ type: "hc40", count: 1 },
			]),
			koreanRegion: { province: "KR-41" },
		},
	],
	["sea FCL import CNSHA -> KRPUS", fcl("import", "CNSHA", "KRPUS", [{ type: "dv40", count: 1 }])],
	["sea FCL import VNHPH -> KRPUS", fcl("import", "VNHPH", "KRPUS", [{ type: "dv20", count: 1 }])],
	["sea LCL export KRINC -> VNSGN", lcl("export", "KRINC", "VNSGN")],
	["sea LCL export KRINC -> VNCLI", lcl("export", "KRINC", "VNCLI")],
	["sea LCL import VNHPH -> KRPUS", lcl("import", "VNHPH", "KRPUS")],
	["air export ICN -> SGN", air("export", "ICN", "SGN")],
	["air export ICN -> HAN", air("export", "ICN", "HAN")],
	["air import HAN -> ICN", air("import", "HAN", "ICN")],
];

type Money = { currency: string; amount: string; minor: number };
type Answer = {
	request: Record<string, unknown>;
	options: {
		mode: string;
		carrier: string;
		lines: { code: string; name: string; amount: Money; included: boolean }[];
		totals: { KRW: Money; USD: Money; VND: Money };
		exchangeRate: { date: string; krwPerUsd: string; vndPerUsd: string };
	}[];
	warnings: { code: string; message: string }[];
};

test.describe("partner quote API", () => {
	for (const [name, body] of PRICED) {
		test(`${name}: 200 with options, named lines, totals and the exchange rate`, async ({ request }) => {
			const response = await quote(request, body);
			expect(response.status(), await response.text()).toBe(200);
			expect(response.headers()["content-type"]).toContain("application/json");
			expect(Number(response.headers()["ratelimit-limit"])).toBe(600);
			expect(Number(response.headers()["ratelimit-remaining"])).toBeGreaterThanOrEqual(0);
			const answer = (await response.json()) as Answer;
			expect(answer.request).toMatchObject({ origin: body.origin, destination: body.destination, readyDate: READY });
			expect(answer.options.length).toBeGreaterThan(0);
			const expectedMode = body.mode === "air" ? "air" : body.cargoType;
			for (const option of answer.options) {
				expect(option.mode).toBe(expectedMode);
				expect(option.carrier).not.toBe("");
				expect(option.lines.length).toBeGreaterThan(0);
				for (const line of option.lines) {
					expect(line.code).toMatch(/^[a-zA-Z]+$/);
					// the glossary name in English (the API's default), not a translation key
					expect(line.name).not.toMatch(/^charges\./);
					expect(line.name.length).toBeGreaterThan(1);
					expect(line.amount.amount).toMatch(/^-?\d+(\.\d+)?$/);
				}
				expect(option.lines.some((l) => ["ofr", "lcl", "afr"].includes(l.code))).toBe(true);
				expect(option.totals.KRW).toMatchObject({ currency: "KRW", amount: expect.stringMatching(/^\d+$/) });
				expect(option.totals.USD).toMatchObject({ currency: "USD", amount: expect.stringMatching(/^\d+\.\d{2}$/) });
				expect(option.totals.KRW.minor).toBeGreaterThan(0);
				expect(option.exchangeRate.krwPerUsd).toMatch(/^\d+\.\d{2}$/);
				expect(option.exchangeRate.date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
			}
		});
	}

	test("Accept-Language: Korean charge names", async ({ request }) => {
		const response = await quote(request, PRICED[0]![1], DEMO_KEY, { "Accept-Language": "ko-KR,ko;q=0.9" });
		expect(response.status()).toBe(200);
		expect(response.headers()["content-language"]).toBe("ko");
		const answer = (await response.json()) as Answer;
		expect(answer.options[0]!.lines.find((l) => l.code === "ofr")!.name).toMatch(/[가-힣]/);
	});

	test("a partner's browser tool on another origin gets JSON, not a CSRF refusal (the key is no cookie)", async ({
		request,
	}) => {
		const response = await quote(request, PRICED[0]![1], DEMO_KEY, { Origin: "https://partner.example" });
		expect(response.status()).toBe(200);
		expect(((await response.json()) as Answer).options.length).toBeGreaterThan(0);
	});

	test("401 without a key and with a wrong key", async ({ request }) => {
		const body = PRICED[0]![1];
		const none = await quote(request, body, null);
		expect(none.status()).toBe(401);
		expect(none.headers()["www-authenticate"]).toBe('Bearer realm="api"');
		expect(await none.json()).toMatchObject({ error: "unauthorized", message: expect.any(String) });
		const wrong = await quote(request, body, "fpk_thisKeyWasNeverIssuedToAnyone0000");
		expect(wrong.status()).toBe(401);
		expect(wrong.headers()["www-authenticate"]).toContain('error="invalid_token"');
		expect((await wrong.json()).error).toBe("unauthorized");
	});

	test("400 invalid_json", async ({ request }) => {
		const response = await quote(request, '{"mode": "sea",');
		expect(response.status()).toBe(400);
		expect(await response.json()).toEqual({ error: "invalid_json", message: expect.any(String) });
	});

	const base = fcl("export", "KRPUS", "VNHPH", [{ type: "dv20", count: 1 }]);
	const INVALID: [string, Record<string, unknown>, string, string][] = [
		[
			"a duplicate container",
			{
				...base,
				containers: [
					{ type: "dv20", count: 1 },
					{ type: "hc40", count: 1 },
					{ type: "dv20", count: 2 },
				],
			},
			"containers.2.type",
			"pricing.errors.duplicateContainer",
		],
		[
			"an unknown container code",
			{ ...base, containers: [{ type: "dv45", count: 1 }] },
			"containers.0.type",
			"pricing.errors.containerType",
		],
		["LCL at Pyeongtaek", { ...lcl("export", "KRPTK", "VNHPH") }, "origin", "pricing.errors.lclPort"],
		["packages on FCL", { ...base, packages: [BOXES] }, "packages", "pricing.errors.wrongFreightType"],
		["a date that does not exist", { ...base, readyDate: "2026-02-30" }, "readyDate", "pricing.errors.readyDateFormat"],
		["a date in another format", { ...base, readyDate: "15/01/2027" }, "readyDate", "pricing.errors.readyDateFormat"],
	];
	for (const [name, body, path, code] of INVALID) {
		test(`400 invalid_request for ${name}: ${path} ${code}`, async ({ request }) => {
			const response = await quote(request, body);
			expect(response.status()).toBe(400);
			const error = (await response.json()) as {
				error: string;
				fieldErrors: Record<string, { code: string; message: string }[]>;
			};
			expect(error.error).toBe("invalid_request");
			expect(
				error.fieldErrors[path]?.map((e) => e.code),
				JSON.stringify(error.fieldErrors),
			).toContain(code);
			expect(error.fieldErrors[path]![0]!.message).not.toMatch(/^pricing\.errors\./);
		});
	}

	test("422 out_of_scope for a lane with no rates at all (KRPUS -> ZADUR)", async ({ request }) => {
		const response = await quote(request, fcl("export", "KRPUS", "ZADUR", [{ type: "dv20", count: 1 }]));
		expect(response.status()).toBe(422);
		expect(await response.json()).toMatchObject({
			error: "no_rate",
			reason: "out_of_scope",
			manual: false,
			message: expect.any(String),
		});
	});

	// four years out: within the five years a date may reach (decision 052), and beyond every demo rate
	test("422 manual for a served lane with no rate on the date", async ({ request }) => {
		const response = await quote(request, {
			...fcl("export", "KRPUS", "VNHPH", [{ type: "dv20", count: 1 }]),
			readyDate: inDays(4 * 365),
		});
		expect(response.status()).toBe(422);
		expect(await response.json()).toMatchObject({
			error: "no_rate",
			reason: "no_rate_on_date",
			manual: true,
			message: expect.stringContaining("1 to 3 business days"),
		});
	});

	test("405 with Allow: POST on GET", async ({ request }) => {
		const response = await request.get(QUOTES, {
			headers: { Authorization: `Bearer ${DEMO_KEY}` },
			failOnStatusCode: false,
		});
		expect(response.status()).toBe(405);
		expect(response.headers()["allow"]).toBe("POST");
		expect((await response.json()).error).toBe("method_not_allowed");
	});

	test("GET /api/v1/openapi.json: public OpenAPI 3.1 JSON", async ({ request }) => {
		const response = await request.get("/api/v1/openapi.json");
		expect(response.status()).toBe(200);
		expect(response.headers()["content-type"]).toContain("application/json");
		const doc = (await response.json()) as {
			openapi: string;
			paths: Record<string, unknown>;
			components: { schemas: Record<string, unknown> };
		};
		expect(doc.openapi).toBe("3.1.0");
		expect(doc.paths).toHaveProperty([QUOTES, "post"]);
		expect(Object.keys(doc.components.schemas)).toEqual(
			expect.arrayContaining(["QuoteRequest", "QuoteAnswer", "Money", "NoRateError"]),
		);
	});
});

// Keys made and revoked through the admin page, as a staff_admin would (plain form posts).

async function adminPage(request: APIRequestContext, cookie: string, path = "/admin/api-keys"): Promise<string> {
	const response = await request.get(path, { headers: { Cookie: cookie } });
	expect(response.status()).toBe(200);
	return response.text();
}

async function createKeyAsAdmin(
	request: APIRequestContext,
	name: string,
	ratePerMinute: number,
): Promise<{ key: string; id: string; cookie: string }> {
	const { cookie } = await sessionCookieFor("staff_admin");
	const onceKey = /name="onceKey" value="([^"]+)"/.exec(await adminPage(request, cookie))?.[1];
	expect(onceKey).toBeTruthy();
	const created = await request.post("/admin/api-keys", {
		headers: { Cookie: cookie },
		form: { intent: "create", name, ratePerMinute: String(ratePerMinute), onceKey: onceKey! },
		maxRedirects: 0,
	});
	expect(created.status()).toBe(303);
	const keyCookie = (created.headers()["set-cookie"] ?? "").split(";")[0]!;
	expect(keyCookie).toMatch(/^fp_new_api_key=./);
	const html = await adminPage(request, `${cookie}; ${keyCookie}`);
	const key = /fpk_[A-Za-z0-9_-]{32}/.exec(html)?.[0];
	expect(key, "the new key is on the page once").toBeTruthy();
	const row = html.split("<tr").find((r) => r.includes(`>${name}<`));
	const id = /\?revoke=([^"&]+)"/.exec(row ?? "")?.[1];
	expect(id, "the key's row has a revoke link").toBeTruthy();
	return { key: key!, id: decodeURIComponent(id!), cookie };
}

test.describe("partner quote API with keys made by staff", () => {
	test("a revoked key gets 401 at once", async ({ request }) => {
		const { key, id, cookie } = await createKeyAsAdmin(request, `E2E revoke ${Date.now()}`, 60);
		expect((await quote(request, PRICED[0]![1], key)).status()).toBe(200);

		expect(await adminPage(request, cookie, `/admin/api-keys?revoke=${encodeURIComponent(id)}`)).toContain(
			'data-testid="revoke-confirm"',
		);
		const revoked = await request.post("/admin/api-keys", {
			headers: { Cookie: cookie },
			form: { intent: "revoke", keyId: id },
			maxRedirects: 0,
		});
		expect(revoked.status()).toBe(303);

		const refused = await quote(request, PRICED[0]![1], key);
		expect(refused.status()).toBe(401);
		expect((await refused.json()).error).toBe("unauthorized");
	});

	test("429 when a key limited to 3 per minute is called 4 times", async ({ request }) => {
		const { key } = await createKeyAsAdmin(request, `E2E limit ${Date.now()}`, 3);
		// the four calls must fall in one clock minute (fixed windows): not in its last seconds
		const second = new Date().getUTCSeconds();
		if (second > 50) await new Promise((resolve) => setTimeout(resolve, (61 - second) * 1000));
		// invalid JSON is answered after the limit check and costs no pricing
		const statuses: number[] = [];
		const remaining: string[] = [];
		let last: APIResponse | undefined;
		for (let i = 0; i < 4; i++) {
			last = await quote(request, "{", key);
			statuses.push(last.status());
			remaining.push(last.headers()["ratelimit-remaining"] ?? "");
		}
		expect(statuses).toEqual([400, 400, 400, 429]);
		expect(remaining).toEqual(["2", "1", "0", "0"]);
		expect(last!.headers()["ratelimit-limit"]).toBe("3");
		expect(last!.headers()["ratelimit-remaining"]).toBe("0");
		expect(Number(last!.headers()["retry-after"])).toBeGreaterThan(0);
		expect(Number(last!.headers()["retry-after"])).toBeLessThanOrEqual(60);
		expect(await last!.json()).toMatchObject({
			error: "rate_limited",
			retryAfter: Number(last!.headers()["retry-after"]),
		});
	});
});
