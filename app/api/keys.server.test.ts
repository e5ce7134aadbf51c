// Integration: keys in the worker's temporary SQLite file; the rate limiter's clock is injected.
import crypto from "node:crypto";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, test } from "vitest";
import { getDb } from "#db/client.ts";
import { apiKeyWindows, apiKeys, users } from "#db/schema.ts";
import { DEMO_API_KEY, DEMO_API_KEY_ID, seedDemoApiKey } from "#db/seed/demo-api-key.ts";
import {
	API_KEY_PATTERN,
	authenticateApiKey,
	bearerToken,
	consumeRateLimit,
	createApiKey,
	createApiKeyOnce,
	generateApiKey,
	hashApiKey,
	keyDisplayPrefix,
	listApiKeys,
	revokeApiKey,
} from "./keys.server.ts";

const ADMIN = "keys-test-admin";

beforeAll(() => {
	getDb()
		.insert(users)
		.values({ id: ADMIN, email: "keys-admin@test.kr", name: "키 관리자", role: "staff_admin" })
		.onConflictDoNothing()
		.run();
});

function windowsOf(keyId: string) {
	return getDb().select().from(apiKeyWindows).where(eq(apiKeyWindows.keyId, keyId)).all();
}

function lastUsedOf(keyId: string): Date | null {
	return getDb().select({ at: apiKeys.lastUsedAt }).from(apiKeys).where(eq(apiKeys.id, keyId)).get()!.at;
}

describe("key material", () => {
	test("a key is fpk_ and 32 base64url characters, different every time", () => {
		const keys = Array.from({ length: 200 }, generateApiKey);
		for (const key of keys) {
			expect(key).toMatch(API_KEY_PATTERN);
			expect(key).toHaveLength(36);
		}
		expect(new Set(keys).size).toBe(keys.length);
	});

	test("the hash is SHA-256 in hex", () => {
		// FIPS 180-2 test vector
		expect(hashApiKey("abc")).toBe("ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad");
		expect(hashApiKey("fpk_x")).not.toBe(hashApiKey("fpk_y"));
	});

	test("the display prefix is the first eight characters", () => {
		expect(keyDisplayPrefix("fpk_AbCdEfGh0123456789")).toBe("fpk_AbCd");
		expect(keyDisplayPrefix(DEMO_API_KEY)).toBe("demo-par");
	});

	test.each([
		["Bearer fpk_abc", "fpk_abc"],
		["bearer fpk_abc", "fpk_abc"],
		["  BEARER   fpk_abc  ", "fpk_abc"],
		["Basic dXNlcjpwYXNz", null],
		["Bearer", null],
		["Bearer a b", null],
		["fpk_abc", null],
		[null, null],
	])("bearerToken(%j) = %j", (header, token) => {
		expect(bearerToken(header)).toBe(token);
	});
});

describe("createApiKey", () => {
	test("stores the hash and the prefix, never the key; the default limit is 60 per minute", () => {
		const created = createApiKey({ name: "Partner A", createdBy: ADMIN });
		const row = getDb().select().from(apiKeys).where(eq(apiKeys.id, created.id)).get()!;
		expect(row.keyHash).toBe(hashApiKey(created.key));
		expect(row.prefix).toBe(created.key.slice(0, 8));
		expect(row.ratePerMinute).toBe(60);
		expect(row.createdBy).toBe(ADMIN);
		expect(Object.values(row)).not.toContain(created.key);
	});

	test.each([0, -1, 1.5, Number.NaN, Number.POSITIVE_INFINITY])("refuses a limit of %s per minute", (ratePerMinute) => {
		expect(() => createApiKey({ name: "Bad", ratePerMinute })).toThrow(RangeError);
	});

	test("a script's key may have a limit above the admin form's", () => {
		expect(createApiKey({ name: "Benchmark", ratePerMinute: 10_000_000 }).ratePerMinute).toBe(10_000_000);
	});

	test("one form, submitted twice, creates one key", () => {
		const onceKey = crypto.randomBytes(16).toString("base64url");
		const first = createApiKeyOnce({ name: "Twice", createdBy: ADMIN }, onceKey);
		expect(first).toMatchObject({
			repeated: false,
			value: { name: "Twice", key: expect.stringMatching(API_KEY_PATTERN) },
		});
		// the second makes nothing and carries no plaintext
		expect(createApiKeyOnce({ name: "Twice", createdBy: ADMIN }, onceKey)).toEqual({
			repeated: true,
			redirectTo: "/admin/api-keys",
		});
		expect(listApiKeys().filter((k) => k.name === "Twice")).toHaveLength(1);
	});
});

describe("authenticateApiKey", () => {
	test("no header, a header that is not Bearer, an unknown key", () => {
		expect(authenticateApiKey(null)).toEqual({ ok: false, reason: "missing" });
		expect(authenticateApiKey("Basic abc")).toEqual({ ok: false, reason: "malformed" });
		expect(authenticateApiKey(`Bearer ${"x".repeat(201)}`)).toEqual({ ok: false, reason: "malformed" });
		expect(authenticateApiKey(`Bearer ${generateApiKey()}`)).toEqual({ ok: false, reason: "unknown" });
	});

	test("a good key names itself and its limit", () => {
		const created = createApiKey({ name: "Good", ratePerMinute: 42 });
		expect(authenticateApiKey(`Bearer ${created.key}`)).toEqual({
			ok: true,
			key: { id: created.id, name: "Good", ratePerMinute: 42 },
		});
		// a near miss is unknown, not a partial match on the prefix
		const nearMiss = created.key.slice(0, -1) + (created.key.endsWith("A") ? "B" : "A");
		expect(authenticateApiKey(`Bearer ${nearMiss}`)).toEqual({ ok: false, reason: "unknown" });
	});

	test("a revoked key is refused from the next request on", () => {
		const created = createApiKey({ name: "Soon revoked" });
		expect(authenticateApiKey(`Bearer ${created.key}`).ok).toBe(true);
		expect(revokeApiKey(created.id, ADMIN)).toBe("revoked");
		expect(authenticateApiKey(`Bearer ${created.key}`)).toEqual({ ok: false, reason: "revoked" });
	});
});

describe("revokeApiKey", () => {
	test("revoking twice keeps the first record; an unknown id is notFound", () => {
		const created = createApiKey({ name: "Revoke twice" });
		const first = new Date("2026-03-01T00:00:00Z");
		expect(revokeApiKey(created.id, ADMIN, first)).toBe("revoked");
		expect(revokeApiKey(created.id, null, new Date("2026-03-02T00:00:00Z"))).toBe("alreadyRevoked");
		const row = listApiKeys().find((k) => k.id === created.id)!;
		expect(row.revokedAt).toEqual(first);
		expect(row.revokedByName).toBe("키 관리자");
		expect(revokeApiKey("no-such-key", ADMIN)).toBe("notFound");
	});
});

describe("listApiKeys", () => {
	test("active keys first, newest first, with who created them", () => {
		const old = createApiKey({ name: "List old", createdBy: ADMIN });
		const revoked = createApiKey({ name: "List revoked" });
		const recent = createApiKey({ name: "List recent" });
		getDb()
			.update(apiKeys)
			.set({ createdAt: new Date("2020-01-01T00:00:00Z") })
			.where(eq(apiKeys.id, old.id))
			.run();
		revokeApiKey(revoked.id, ADMIN);
		const ids = listApiKeys().map((k) => k.id);
		expect(ids.indexOf(recent.id)).toBeLessThan(ids.indexOf(old.id));
		expect(ids.indexOf(old.id)).toBeLessThan(ids.indexOf(revoked.id));
		expect(listApiKeys().find((k) => k.id === old.id)?.createdByName).toBe("키 관리자");
	});
});

describe("consumeRateLimit", () => {
	const T0 = Date.UTC(2026, 5, 1, 9, 30, 0); // on a minute boundary

	test("N requests in a minute pass, the N+1st is refused, the next minute starts again", () => {
		const key = createApiKey({ name: "Limited", ratePerMinute: 3 });
		const states = [0, 1, 2, 3].map((i) => consumeRateLimit({ id: key.id, ratePerMinute: 3 }, T0 + i * 1000));
		expect(states.map((s) => s.allowed)).toEqual([true, true, true, false]);
		expect(states.map((s) => s.remaining)).toEqual([2, 1, 0, 0]);
		expect(states.every((s) => s.limit === 3)).toBe(true);
		// 3 seconds into the window: 57 seconds to its end
		expect(states[3]!.resetSeconds).toBe(57);

		const later = consumeRateLimit({ id: key.id, ratePerMinute: 3 }, T0 + 60_000);
		expect(later).toMatchObject({ allowed: true, remaining: 2, resetSeconds: 60 });
	});

	test("the window is fixed to the clock minute, not sliding", () => {
		const key = createApiKey({ name: "Boundary", ratePerMinute: 1 });
		expect(consumeRateLimit(key, T0 + 59_999).allowed).toBe(true);
		expect(consumeRateLimit(key, T0 + 59_999).allowed).toBe(false);
		expect(consumeRateLimit(key, T0 + 60_000).allowed).toBe(true);
	});

	test("lastUsedAt is written once per window, and older windows are pruned", () => {
		const key = createApiKey({ name: "Housekeeping", ratePerMinute: 100 });
		consumeRateLimit(key, T0);
		expect(lastUsedOf(key.id)).toEqual(new Date(T0));
		consumeRateLimit(key, T0 + 30_000);
		expect(lastUsedOf(key.id)).toEqual(new Date(T0)); // no write within the window
		expect(windowsOf(key.id)).toHaveLength(1);
		expect(windowsOf(key.id)[0]!.count).toBe(2);

		consumeRateLimit(key, T0 + 5 * 60_000);
		expect(lastUsedOf(key.id)).toEqual(new Date(T0 + 5 * 60_000));
		expect(windowsOf(key.id).map((w) => w.count)).toEqual([1]);
	});

	test("keys are counted separately", () => {
		const a = createApiKey({ name: "Separate A", ratePerMinute: 1 });
		const b = createApiKey({ name: "Separate B", ratePerMinute: 1 });
		expect(consumeRateLimit(a, T0).allowed).toBe(true);
		expect(consumeRateLimit(b, T0).allowed).toBe(true);
		expect(consumeRateLimit(a, T0).allowed).toBe(false);
	});
});

describe("seedDemoApiKey", () => {
	test("the literal demo key authenticates with a limit of 600, and re-seeding restores a revoked one", () => {
		seedDemoApiKey(getDb());
		expect(authenticateApiKey(`Bearer ${DEMO_API_KEY}`)).toEqual({
			ok: true,
			key: { id: DEMO_API_KEY_ID, name: "Demo partner", ratePerMinute: 600 },
		});
		revokeApiKey(DEMO_API_KEY_ID, ADMIN);
		expect(authenticateApiKey(`Bearer ${DEMO_API_KEY}`).ok).toBe(false);
		seedDemoApiKey(getDb());
		expect(authenticateApiKey(`Bearer ${DEMO_API_KEY}`).ok).toBe(true);
		expect(getDb().select().from(apiKeys).where(eq(apiKeys.id, DEMO_API_KEY_ID)).all()).toHaveLength(1);
	});
});
