// Each provider's adapter against its documented requests and answers (decisions 098-100), through
// msw: success, a validation refusal, an outage and a timeout. No test reaches a real provider (msw
// fails the test on any request it has no handler for).
import { http, HttpResponse } from "msw";
import { setupServer } from "msw/node";
import { eq } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, test } from "vitest";
import { metricsText, resetMetrics } from "#app/observability/metrics.server.ts";
import { getDb } from "#db/client.ts";
import { integrationStatus } from "#db/schema.ts";
import { EXIM_ENDPOINT, fetchUsdRate } from "./koreaexim/adapter.server.ts";
import { eximAnswer, eximRow } from "./recorded/koreaexim.ts";
import {
	AUTH_HOST,
	forgetTokens,
	hostOf,
	issueTaxInvoice,
	linkhubSignature,
	taxInvoiceState,
} from "./popbill/adapter.server.ts";
import type { Party, TaxDocument } from "./popbill/document.ts";
import { UNIPASS_ENDPOINT, fetchProgress } from "./unipass/adapter.server.ts";
import { progressXml } from "./recorded/unipass.ts";

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledFrame: "error" }));
afterAll(() => server.close());
afterEach(() => server.resetHandlers());
beforeEach(() => {
	resetMetrics();
	getDb().delete(integrationStatus).run();
	forgetTokens();
});

// short enough that a test never waits; the handler that never answers is what makes the timeout
const quick = { timeoutMs: 50, backoffMs: 0 };
const never = () => new Promise<Response>(() => {});
const status = (provider: "koreaexim" | "unipass" | "popbill") =>
	getDb().select().from(integrationStatus).where(eq(integrationStatus.provider, provider)).get();

describe("configuration", () => {
	test("without keys a provider is off: no request, the app goes on as before", async () => {
		const result = await fetchUsdRate("2026-11-27", { env: {} });
		expect(result).toEqual({ ok: false, kind: "off", message: "not configured" });
		expect(status("koreaexim")).toBeUndefined();
	});
});

describe("Korea Eximbank", () => {
	const env = { KOREAEXIM_AUTH_KEY: "exim-key" };

	test("success: the USD deal_bas_r of the asked day, in cents; the call is counted and remembered", async () => {
		const asked: URL[] = [];
		server.use(
			http.get(EXIM_ENDPOINT, ({ request }) => {
				asked.push(new URL(request.url));
				return HttpResponse.json(eximAnswer("20261127", "1,385.67"));
			}),
		);
		const result = await fetchUsdRate("2026-11-27", { env, policy: quick });
		expect(result).toEqual({ ok: true, value: 138_567 });
		expect(asked).toHaveLength(1);
		expect(Object.fromEntries(asked[0]!.searchParams)).toEqual({
			authkey: "exim-key",
			searchdate: "20261127",
			data: "AP01",
		});
		expect(metricsText()).toContain('integration_calls_total{provider="koreaexim",outcome="ok"} 1');
		expect(status("koreaexim")).toMatchObject({ successes: 1, failures: 0, lastFailureAt: null });
	});

	test("a day without publication (weekend, holiday, before 11:00) is an empty list: null, not a failure", async () => {
		server.use(http.get(EXIM_ENDPOINT, () => HttpResponse.json([])));
		expect(await fetchUsdRate("2026-11-28", { env, policy: quick })).toEqual({ ok: true, value: null });
	});

	test("validation: result 3 (authkey error) is a refusal, not retried", async () => {
		let calls = 0;
		server.use(
			http.get(EXIM_ENDPOINT, () => {
				calls += 1;
				return HttpResponse.json([{ ...eximRow("USD", "미국 달러", ""), result: 3 }]);
			}),
		);
		const result = await fetchUsdRate("2026-11-27", { env, policy: quick });
		expect(result).toMatchObject({ ok: false, kind: "invalid", message: "authkey error" });
		expect(calls).toBe(1);
		expect(status("koreaexim")).toMatchObject({ failures: 1, lastFailure: "invalid: authkey error" });
		expect(metricsText()).toContain('integration_calls_total{provider="koreaexim",outcome="invalid"} 1');
	});

	test("outage: a 503 is retried (policy: 2 retries), then given up as an outage", async () => {
		let calls = 0;
		server.use(
			http.get(EXIM_ENDPOINT, () => {
				calls += 1;
				return new HttpResponse("Service Unavailable", { status: 503 });
			}),
		);
		const result = await fetchUsdRate("2026-11-27", { env, policy: quick });
		expect(result).toMatchObject({ ok: false, kind: "outage" });
		expect(calls).toBe(3);
	});

	test("outage then recovery: the retry's answer is used", async () => {
		let calls = 0;
		server.use(
			http.get(EXIM_ENDPOINT, () => {
				calls += 1;
				return calls === 1 ? HttpResponse.error() : HttpResponse.json(eximAnswer("20261127", "1,390.00"));
			}),
		);
		expect(await fetchUsdRate("2026-11-27", { env, policy: quick })).toEqual({ ok: true, value: 139_000 });
	});

	test("timeout: no answer within the policy's time", async () => {
		server.use(http.get(EXIM_ENDPOINT, never));
		const result = await fetchUsdRate("2026-11-27", { env, policy: { ...quick, retries: 0 } });
		expect(result).toMatchObject({ ok: false, kind: "timeout" });
		expect(metricsText()).toContain('integration_calls_total{provider="koreaexim",outcome="timeout"} 1');
	});
});

describe("UNI-PASS", () => {
	const env = { UNIPASS_API_KEY: "unipass-key" };
	const at = (iso: string) => new Date(iso);
	const xml = progressXml("26HMMU1234567890001", "수입신고수리", [
		{ label: "입항보고 수리", at: at("2026-11-25T09:10:00+09:00"), shed: "" },
		{ label: "반입신고", at: at("2026-11-25T18:00:00+09:00"), shed: "부산신항만(주)" },
		{ label: "수입신고수리", at: at("2026-11-26T14:30:00+09:00"), shed: "부산신항만(주)" },
	]);

	test("success by house B/L and year: the steps in time order with our codes and UNI-PASS's words", async () => {
		let asked: URL | null = null;
		server.use(
			http.get(UNIPASS_ENDPOINT, ({ request }) => {
				asked = new URL(request.url);
				return new HttpResponse(xml, { headers: { "Content-Type": "application/xml" } });
			}),
		);
		const result = await fetchProgress({ houseBlNo: "BRN2611001", blYear: "2026" }, { env, policy: quick });
		expect(Object.fromEntries(asked!.searchParams)).toEqual({
			crkyCn: "unipass-key",
			hblNo: "BRN2611001",
			blYy: "2026",
		});
		expect(result.ok).toBe(true);
		if (!result.ok) return;
		expect(result.value.status).toBe("수입신고수리");
		expect(result.value.cargoMgmtNo).toBe("26HMMU1234567890001");
		expect(result.value.steps.map((s) => [s.step, s.label, s.at.toISOString(), s.place])).toEqual([
			["arrival_report", "입항보고 수리", "2026-11-25T00:10:00.000Z", null],
			["warehouse_in", "반입신고", "2026-11-25T09:00:00.000Z", "부산신항만(주)"],
			["accepted", "수입신고수리", "2026-11-26T05:30:00.000Z", "부산신항만(주)"],
		]);
	});

	test("by cargo management number; nothing found yet is found: false, not a failure", async () => {
		server.use(
			http.get(UNIPASS_ENDPOINT, ({ request }) => {
				expect(new URL(request.url).searchParams.get("cargMtNo")).toBe("26HMMU1234567890001");
				return new HttpResponse(
					"<cargCsclPrgsInfoQryRtnVo><ntceInfo>[N00] 조회결과가 없습니다.</ntceInfo><tCnt>0</tCnt></cargCsclPrgsInfoQryRtnVo>",
				);
			}),
		);
		const result = await fetchProgress({ cargoMgmtNo: "26HMMU1234567890001" }, { env, policy: quick });
		expect(result).toEqual({ ok: true, value: { found: false, status: null, cargoMgmtNo: null, steps: [] } });
	});

	test("validation: tCnt -1 with the notice is a refusal, not retried", async () => {
		let calls = 0;
		server.use(
			http.get(UNIPASS_ENDPOINT, () => {
				calls += 1;
				return new HttpResponse(
					"<cargCsclPrgsInfoQryRtnVo><ntceInfo>[E01] 인증키가 유효하지 않습니다.</ntceInfo><tCnt>-1</tCnt></cargCsclPrgsInfoQryRtnVo>",
				);
			}),
		);
		const result = await fetchProgress({ houseBlNo: "X", blYear: "2026" }, { env, policy: quick });
		expect(result).toMatchObject({ ok: false, kind: "invalid", message: "[E01] 인증키가 유효하지 않습니다." });
		expect(calls).toBe(1);
	});

	test("outage: a 502 page is retried once, then an outage", async () => {
		let calls = 0;
		server.use(
			http.get(UNIPASS_ENDPOINT, () => {
				calls += 1;
				return new HttpResponse("<html>Bad Gateway</html>", { status: 502 });
			}),
		);
		expect(await fetchProgress({ houseBlNo: "X", blYear: "2026" }, { env, policy: quick })).toMatchObject({
			ok: false,
			kind: "outage",
		});
		expect(calls).toBe(2);
	});

	test("timeout", async () => {
		server.use(http.get(UNIPASS_ENDPOINT, never));
		const result = await fetchProgress({ houseBlNo: "X", blYear: "2026" }, { env, policy: { ...quick, retries: 0 } });
		expect(result).toMatchObject({ ok: false, kind: "timeout" });
		expect(status("unipass")).toMatchObject({ failures: 1, lastFailure: "timeout: no answer in time" });
	});
});

describe("popbill", () => {
	const secret = Buffer.from("a-test-secret-of-32-bytes-length").toString("base64");
	const env = { POPBILL_LINK_ID: "BARUN", POPBILL_SECRET_KEY: secret, POPBILL_CORP_NUM: "123-45-67891" };
	const host = hostOf(true);
	const us: Party = {
		corpNum: "1234567891",
		corpName: "바른포워딩",
		ceoName: "김대표",
		addr: "서울",
		email: "tax@barun.kr",
	};
	const them: Party = {
		corpNum: "2208162517",
		corpName: "데모무역 주식회사",
		ceoName: "이데모",
		addr: null,
		email: "customer@demo.kr",
	};
	const doc: TaxDocument = {
		mgtKey: "V2611-0010-T1",
		taxType: "taxable",
		writeDate: "2026-11-27",
		supplyKrw: 300_000,
		taxKrw: 30_000,
		itemName: "국내 운송·부대 서비스",
		originalNtsConfirmNum: null,
	};
	const now = () => new Date("2026-11-27T03:00:00Z");

	function tokenHandler(seen: { headers?: Headers; body?: string } = {}) {
		return http.post(`${AUTH_HOST}/POPBILL_TEST/Token`, async ({ request }) => {
			seen.headers = request.headers;
			seen.body = await request.text();
			return HttpResponse.json({
				session_token: "tok-1",
				serviceID: "POPBILL_TEST",
				expiration: "2026-11-27T04:00:00Z",
			});
		});
	}

	test("success: a signed token, the key asked for first, then RegistIssue with the Taxinvoice; the NTS number comes back", async () => {
		const seen: { headers?: Headers; body?: string } = {};
		let issued: { headers: Headers; body: Record<string, unknown> } | null = null;
		server.use(
			tokenHandler(seen),
			http.get(`${host}/Taxinvoice/SELL/V2611-0010-T1`, () =>
				HttpResponse.json({ code: -11000005, message: "문서번호가 존재하지 않습니다." }, { status: 400 }),
			),
			http.post(`${host}/Taxinvoice`, async ({ request }) => {
				issued = { headers: request.headers, body: (await request.json()) as Record<string, unknown> };
				return HttpResponse.json({ code: 1, message: "발행 되었습니다.", ntsConfirmNum: "202611274100000012345678" });
			}),
		);
		const result = await issueTaxInvoice(doc, us, them, { env, policy: quick, now });
		expect(result).toEqual({ ok: true, value: { state: "issued", ntsConfirmNum: "202611274100000012345678" } });
		// the LinkHub signature over the token request, as its SDK computes it
		expect(JSON.parse(seen.body!)).toEqual({ access_id: "1234567891", scope: ["member", "110"] });
		const xDate = seen.headers!.get("x-lh-date")!;
		expect(seen.headers!.get("authorization")).toBe(
			`LINKHUB BARUN ${linkhubSignature(secret, seen.body!, xDate, "/POPBILL_TEST/Token")}`,
		);
		expect(issued!.headers.get("x-http-method-override")).toBe("ISSUE");
		expect(issued!.headers.get("authorization")).toBe("Bearer tok-1");
		expect(issued!.body).toMatchObject({
			writeDate: "20261127",
			issueType: "정발행",
			taxType: "과세",
			invoicerCorpNum: "1234567891",
			invoicerMgtKey: "V2611-0010-T1",
			invoiceeCorpNum: "2208162517",
			supplyCostTotal: "300000",
			taxTotal: "30000",
			totalAmount: "330000",
		});
		expect(issued!.body).not.toHaveProperty("modifyCode");
	});

	test("a retry after a lost answer finds the document issued and does not issue it again", async () => {
		let posts = 0;
		server.use(
			tokenHandler(),
			http.get(`${host}/Taxinvoice/SELL/V2611-0010-T1`, () =>
				HttpResponse.json({ stateCode: 304, ntsconfirmNum: "202611274100000012345678" }),
			),
			http.post(`${host}/Taxinvoice`, () => {
				posts += 1;
				return HttpResponse.json({ code: 1 });
			}),
		);
		const result = await issueTaxInvoice(doc, us, them, { env, policy: quick, now });
		expect(result).toEqual({ ok: true, value: { state: "sent", ntsConfirmNum: "202611274100000012345678" } });
		expect(posts).toBe(0);
		const later = await taxInvoiceState("V2611-0010-T1", { env, policy: quick, now });
		expect(later).toEqual({ ok: true, value: { state: "sent", ntsConfirmNum: "202611274100000012345678" } });
	});

	test("an amendment carries modifyCode 2 and the original's NTS number, with negative amounts", async () => {
		let body: Record<string, unknown> = {};
		server.use(
			tokenHandler(),
			http.get(`${host}/Taxinvoice/SELL/:key`, () =>
				HttpResponse.json({ code: -11000005, message: "없음" }, { status: 400 }),
			),
			http.post(`${host}/Taxinvoice`, async ({ request }) => {
				body = (await request.json()) as Record<string, unknown>;
				return HttpResponse.json({ code: 1, ntsConfirmNum: "202611304100000087654321" });
			}),
		);
		const amended = {
			...doc,
			mgtKey: "V2611-0010-T2",
			supplyKrw: -90_910,
			taxKrw: -9_090,
			originalNtsConfirmNum: "202611274100000012345678",
		};
		expect((await issueTaxInvoice(amended, us, them, { env, policy: quick, now })).ok).toBe(true);
		expect(body).toMatchObject({
			modifyCode: 2,
			orgNTSConfirmNum: "202611274100000012345678",
			supplyCostTotal: "-90910",
			taxTotal: "-9090",
			totalAmount: "-100000",
		});
	});

	test("validation: a negative code (e.g. a bad registration number) is a refusal, not retried", async () => {
		let posts = 0;
		server.use(
			tokenHandler(),
			http.get(`${host}/Taxinvoice/SELL/:key`, () =>
				HttpResponse.json({ code: -11000005, message: "없음" }, { status: 400 }),
			),
			http.post(`${host}/Taxinvoice`, () => {
				posts += 1;
				return HttpResponse.json(
					{ code: -11010009, message: "공급받는자 사업자번호가 유효하지 않습니다." },
					{ status: 400 },
				);
			}),
		);
		const result = await issueTaxInvoice(doc, us, them, { env, policy: quick, now });
		expect(result).toMatchObject({
			ok: false,
			kind: "invalid",
			message: "[-11010009] 공급받는자 사업자번호가 유효하지 않습니다.",
		});
		expect(posts).toBe(1);
	});

	test("outage: the token service down (connection refused) is retried, then an outage", async () => {
		let calls = 0;
		server.use(
			http.post(`${AUTH_HOST}/POPBILL_TEST/Token`, () => {
				calls += 1;
				return HttpResponse.error();
			}),
		);
		expect(await issueTaxInvoice(doc, us, them, { env, policy: quick, now })).toMatchObject({
			ok: false,
			kind: "outage",
		});
		expect(calls).toBe(2);
	});

	test("timeout: RegistIssue never answers", async () => {
		server.use(
			tokenHandler(),
			http.get(`${host}/Taxinvoice/SELL/:key`, () =>
				HttpResponse.json({ code: -11000005, message: "없음" }, { status: 400 }),
			),
			http.post(`${host}/Taxinvoice`, never),
		);
		const result = await issueTaxInvoice(doc, us, them, { env, policy: { ...quick, retries: 0 }, now });
		expect(result).toMatchObject({ ok: false, kind: "timeout" });
		expect(metricsText()).toContain('integration_calls_total{provider="popbill",outcome="timeout"} 1');
	});
});
