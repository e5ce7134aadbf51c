import { createHmac } from "node:crypto";
import { http, HttpResponse } from "msw";
import { setupServer } from "msw/node";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, test } from "vitest";
import { listOutbox } from "#app/mail/mail.server.ts";
import { parseEnv, resetEnvCache } from "#app/server/env.server.ts";
import { getDb } from "#db/client.ts";
import { outbox } from "#db/schema.ts";
import { type SmsProvider, sendSms, setSmsProvider } from "./sms.server.ts";
import { SOLAPI_SEND_ENDPOINT } from "./solapi.server.ts";

const KEYS = ["SOLAPI_API_KEY", "SOLAPI_API_SECRET", "SMS_FROM", "NODE_ENV"] as const;
const saved = { ...process.env };
// "error" makes any request the test did not expect (a real call to Solapi included) fail the test.
const server = setupServer();

beforeAll(() => server.listen({ onUnhandledFrame: "error" }));
afterAll(() => server.close());
beforeEach(() => {
	getDb().delete(outbox).run();
	for (const key of KEYS.slice(0, 3)) delete process.env[key];
	resetEnvCache();
});
afterEach(() => {
	server.resetHandlers();
	setSmsProvider(undefined);
	for (const key of KEYS)
		if (saved[key] === undefined) delete process.env[key];
		else process.env[key] = saved[key];
	resetEnvCache();
});

const code = {
	to: "01012345678",
	text: "[바른포워딩] 인증번호 123456",
	template: "phoneVerification",
	locale: "kr",
} as const;

describe("without Solapi keys", () => {
	test("the SMS is stored in the outbox", async () => {
		const result = await sendSms(code);
		expect(result.via).toBe("outbox");
		const rows = listOutbox({ to: code.to });
		expect(rows).toHaveLength(1);
		expect(rows[0]).toMatchObject({
			id: result.id,
			channel: "sms",
			to: code.to,
			subject: null,
			text: code.text,
			html: null,
			template: "phoneVerification",
			locale: "kr",
		});
	});

	test("partial keys outside production still use the outbox", async () => {
		process.env.SOLAPI_API_KEY = "key-only";
		resetEnvCache();
		expect((await sendSms(code)).via).toBe("outbox");
		expect(listOutbox()).toHaveLength(1);
	});
});

describe("with Solapi keys", () => {
	const apiKey = "NCSTESTKEY0001";
	const apiSecret = "test-secret-0123456789abcdefghijklmn";

	beforeEach(() => {
		process.env.SOLAPI_API_KEY = apiKey;
		process.env.SOLAPI_API_SECRET = apiSecret;
		// Written with hyphens, as a person would; Solapi must receive digits only.
		process.env.SMS_FROM = "02-930-2266";
		resetEnvCache();
	});

	function captureSolapi(seen: { headers: Headers; body: unknown }[]) {
		server.use(
			http.post(SOLAPI_SEND_ENDPOINT, async ({ request }) => {
				seen.push({ headers: request.headers, body: await request.json() });
				return HttpResponse.json({
					groupId: "G4V20260101000000TESTGROUP",
					to: "01012345678",
					from: "029302266",
					type: "SMS",
					statusMessage: "정상 접수(이통사로 접수 예정) ",
					country: "82",
					messageId: `M4V2026010100000${seen.length}`,
					statusCode: "2000",
					accountId: "12345678",
				});
			}),
		);
	}

	test("posts to, from and text with a signature that verifies, and stores nothing", async () => {
		const seen: { headers: Headers; body: unknown }[] = [];
		captureSolapi(seen);
		const before = Date.now();
		const result = await sendSms(code);
		expect(result).toEqual({ via: "solapi", id: "M4V20260101000001" });
		expect(seen).toHaveLength(1);
		const { headers, body } = seen[0]!;
		expect(body).toEqual({ message: { to: "01012345678", from: "029302266", text: code.text } });
		expect(headers.get("Content-Type")).toBe("application/json");

		const auth = headers.get("Authorization") ?? "";
		const match = /^HMAC-SHA256 apiKey=([^,]+), date=([^,]+), salt=([^,]+), signature=([0-9a-f]{64})$/.exec(auth);
		expect(match, auth).not.toBeNull();
		const [, sentKey, date, salt, signature] = match!;
		expect(sentKey).toBe(apiKey);
		// Solapi rejects dates more than 15 minutes off and salts outside 12-64 letters or digits.
		expect(Math.abs(Date.parse(date!) - before)).toBeLessThan(60_000);
		expect(salt).toMatch(/^[0-9a-zA-Z]{12,64}$/);
		expect(signature).toBe(
			createHmac("sha256", apiSecret)
				.update(date! + salt!)
				.digest("hex"),
		);
		expect(listOutbox()).toEqual([]);
	});

	test("every request carries a fresh salt, since Solapi refuses a signature it has seen", async () => {
		const seen: { headers: Headers; body: unknown }[] = [];
		captureSolapi(seen);
		await sendSms(code);
		await sendSms(code);
		const salts = seen.map((s) => /salt=([^,]+)/.exec(s.headers.get("Authorization") ?? "")?.[1]);
		expect(salts[0]).toBeDefined();
		expect(salts[0]).not.toBe(salts[1]);
	});

	test("a refusal from Solapi throws with its error code and message", async () => {
		server.use(
			http.post(SOLAPI_SEND_ENDPOINT, () =>
				HttpResponse.json({ errorCode: "NotEnoughBalance", errorMessage: "잔액이 부족합니다." }, { status: 402 }),
			),
		);
		await expect(sendSms(code)).rejects.toThrow(
			/Solapi refused the SMS \(HTTP 402, NotEnoughBalance\): 잔액이 부족합니다\./,
		);
		expect(listOutbox()).toEqual([]);
	});

	test("a number that is not normalised is refused before anything is sent", async () => {
		// No handler: a request reaching the network would fail the test through onUnhandledFrame.
		await expect(sendSms({ ...code, to: "+82 10-1234-5678" })).rejects.toThrow(/10-12 digits/);
	});
});

test("an injected provider replaces the environment's choice", async () => {
	const sent: { to: string; text: string }[] = [];
	const fake: SmsProvider = {
		name: "fake",
		send: async (msg) => {
			sent.push(msg);
			return { id: "fake-1" };
		},
	};
	setSmsProvider(fake);
	expect(await sendSms(code)).toEqual({ via: "fake", id: "fake-1" });
	expect(sent).toEqual([{ to: code.to, text: code.text }]);
	expect(listOutbox()).toEqual([]);
});

test("production with any Solapi key needs all three", () => {
	const prod = { NODE_ENV: "production", SESSION_SECRET: "s".repeat(32), APP_ORIGIN: "https://barunforwarding.kr" };
	expect(() => parseEnv({ ...prod, SOLAPI_API_KEY: "k" })).toThrow(
		/SOLAPI_API_SECRET: required in production[\s\S]*SMS_FROM: required in production/,
	);
	expect(() => parseEnv({ ...prod, SMS_FROM: "0212345678" })).toThrow(/SOLAPI_API_KEY: required in production/);
	expect(parseEnv({ ...prod, SOLAPI_API_KEY: "k", SOLAPI_API_SECRET: "s", SMS_FROM: "0212345678" }).SMS_FROM).toBe(
		"0212345678",
	);
	expect(parseEnv(prod).SOLAPI_API_KEY).toBeUndefined();
});
