import { afterEach, describe, expect, test, vi } from "vitest";
import { isProduction, parseEnv, resetEnvCache, secureCookies } from "./env.server.ts";

describe("environment validation", () => {
	test("development needs nothing", () => {
		const env = parseEnv({});
		expect(env.NODE_ENV).toBe("development");
		expect(env.PORT).toBe(3000);
		expect(env.DATABASE_PATH).toBe("data/app.db");
	});
	test("production without secrets names every missing setting", () => {
		expect(() => parseEnv({ NODE_ENV: "production" })).toThrow(/SESSION_SECRET[\s\S]*APP_ORIGIN/);
	});
	test("production with a short secret is refused", () => {
		expect(() => parseEnv({ NODE_ENV: "production", SESSION_SECRET: "short", APP_ORIGIN: "https://x.kr" })).toThrow(
			/SESSION_SECRET: required in production/,
		);
	});
	test("production with its settings passes", () => {
		const env = parseEnv({
			NODE_ENV: "production",
			SESSION_SECRET: "x".repeat(32),
			APP_ORIGIN: "https://x.kr",
			PORT: "8081",
		});
		expect(env.PORT).toBe(8081);
	});
	test.each([
		[{ PORT: "http" }, /PORT/],
		[{ APP_ORIGIN: "not a url" }, /APP_ORIGIN/],
		[{ NODE_ENV: "staging" }, /NODE_ENV/],
	])("bad value %j", (source, message) => {
		expect(() => parseEnv(source)).toThrow(message);
	});
});

describe("README's demo: the production build on a laptop", () => {
	afterEach(() => {
		vi.unstubAllEnvs();
		resetEnvCache();
	});

	test("starts without production secrets, keeps the dev outbox and plain-http cookies", () => {
		expect(() => parseEnv({ NODE_ENV: "production", DEMO: "true" })).not.toThrow();
		vi.stubEnv("NODE_ENV", "production");
		vi.stubEnv("DEMO", "true");
		resetEnvCache();
		expect([isProduction(), secureCookies()]).toEqual([false, false]);
	});

	test("without DEMO the same environment is production and refuses to start without its secrets", () => {
		expect(() => parseEnv({ NODE_ENV: "production" })).toThrow(/SESSION_SECRET/);
		vi.stubEnv("NODE_ENV", "production");
		vi.stubEnv("SESSION_SECRET", "x".repeat(40));
		vi.stubEnv("APP_ORIGIN", "https://example.kr");
		vi.stubEnv("DEMO", "");
		resetEnvCache();
		expect([isProduction(), secureCookies()]).toEqual([true, true]);
	});
});
