import { describe, expect, test } from "vitest";
import { parseEnv } from "./env.server.ts";

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
		const env = parseEnv({ NODE_ENV: "production", SESSION_SECRET: "x".repeat(32), APP_ORIGIN: "https://x.kr", PORT: "8081" });
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
