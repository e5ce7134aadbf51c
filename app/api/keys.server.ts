// Partner API keys: created by a staff_admin (/admin/api-keys), shown once, stored only as a SHA-256
// hash. Keys are long random strings, so a fast unsalted hash is enough (nothing to brute-force) and
// lets a request find its key with one indexed lookup. Each key has its own per-minute limit, counted
// in fixed one-minute windows in api_key_windows.
import crypto from "node:crypto";
import { and, asc, desc, eq, isNull, lt, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/sqlite-core";
import { type AppDatabase, type Tx, getDb, perConnection } from "#db/client.ts";
import { apiKeyWindows, apiKeys, users } from "#db/schema.ts";
import { type OnceOutcome, exactlyOnce } from "#app/utils/once.server.ts";
import { DEFAULT_RATE_PER_MINUTE, MIN_RATE_PER_MINUTE } from "./key-form.ts";

export const API_KEY_PREFIX = "fpk_";
/** fpk_ + 24 random bytes in base64url (32 characters, 192 bits). */
export const API_KEY_PATTERN = /^fpk_[A-Za-z0-9_-]{32}$/;
/** Enough to tell keys apart in the list and in a partner's configuration, far too little to guess. */
const DISPLAY_PREFIX_LENGTH = 8;
/** A bearer token longer than this is not one of ours; refusing early keeps hashing bounded. */
const MAX_TOKEN_LENGTH = 200;
/** The rate limit's fixed window (the parameter guide quotes it). */
export const WINDOW_MS = 60_000;

export const ONCE_PURPOSE = "api-key";

const p = (name: string) => sql.placeholder(name);

// The statements every API request runs, prepared once per connection: with drizzle, building the
// SQL cost far more than SQLite running it (a lookup by hash: 0.2 ms built, 0.003 ms prepared).
function prepare(db: AppDatabase) {
	return {
		keyByHash: db
			.select({
				id: apiKeys.id,
				name: apiKeys.name,
				ratePerMinute: apiKeys.ratePerMinute,
				revokedAt: apiKeys.revokedAt,
			})
			.from(apiKeys)
			.where(eq(apiKeys.keyHash, p("hash")))
			.prepare(),
		countRequest: db
			.insert(apiKeyWindows)
			.values({ keyId: p("keyId"), windowStart: p("windowStart"), count: 1 })
			.onConflictDoUpdate({
				target: [apiKeyWindows.keyId, apiKeyWindows.windowStart],
				set: { count: sql`${apiKeyWindows.count} + 1` },
			})
			.returning({ count: apiKeyWindows.count })
			.prepare(),
		touchKey: db
			.update(apiKeys)
			.set({ lastUsedAt: sql`${p("at")}` })
			.where(eq(apiKeys.id, p("keyId")))
			.prepare(),
		pruneWindows: db
			.delete(apiKeyWindows)
			.where(and(eq(apiKeyWindows.keyId, p("keyId")), lt(apiKeyWindows.windowStart, p("windowStart"))))
			.prepare(),
	};
}

const statements = perConnection(prepare);

export function generateApiKey(): string {
	return API_KEY_PREFIX + crypto.randomBytes(24).toString("base64url");
}

export function hashApiKey(key: string): string {
	return crypto.createHash("sha256").update(key, "utf8").digest("hex");
}

export function keyDisplayPrefix(key: string): string {
	return key.slice(0, DISPLAY_PREFIX_LENGTH);
}

export type CreateApiKeyInput = {
	name: string;
	ratePerMinute?: number;
	/** the staff_admin who created it; null for keys made by scripts (seed, benchmark) */
	createdBy?: string | null;
};

export type CreatedApiKey = { id: string; name: string; prefix: string; ratePerMinute: number; key: string };

/** Creates a key and returns its plaintext, which is never stored and cannot be shown again. */
export function createApiKey(input: CreateApiKeyInput, db: AppDatabase | Tx = getDb()): CreatedApiKey {
	const ratePerMinute = input.ratePerMinute ?? DEFAULT_RATE_PER_MINUTE;
	// the admin form allows at most MAX_RATE_PER_MINUTE; scripts (a benchmark's key) may go higher
	if (!Number.isSafeInteger(ratePerMinute) || ratePerMinute < MIN_RATE_PER_MINUTE)
		throw new RangeError(`ratePerMinute must be a whole number of at least ${MIN_RATE_PER_MINUTE}`);
	const key = generateApiKey();
	const row = {
		id: crypto.randomUUID(),
		name: input.name,
		prefix: keyDisplayPrefix(key),
		keyHash: hashApiKey(key),
		ratePerMinute,
		createdBy: input.createdBy ?? null,
	};
	db.insert(apiKeys).values(row).run();
	return { id: row.id, name: row.name, prefix: row.prefix, ratePerMinute, key };
}

/**
 * The admin form's create, exactly once per form: a resubmission (double click, back-and-resend)
 * makes no second key and answers `repeated`; the plaintext went to the first submission only.
 */
export function createApiKeyOnce(input: CreateApiKeyInput, onceKey: string): OnceOutcome<CreatedApiKey> {
	return exactlyOnce(onceKey, ONCE_PURPOSE, (tx) => ({
		redirectTo: "/admin/api-keys",
		value: createApiKey(input, tx),
	}));
}

export type ApiKeyListItem = {
	id: string;
	name: string;
	prefix: string;
	ratePerMinute: number;
	createdAt: Date;
	createdByName: string | null;
	lastUsedAt: Date | null;
	revokedAt: Date | null;
	revokedByName: string | null;
};

/** Every key, active ones first, newest first within each group. */
export function listApiKeys(db: AppDatabase = getDb()): ApiKeyListItem[] {
	const creator = alias(users, "creator");
	const revoker = alias(users, "revoker");
	return db
		.select({
			id: apiKeys.id,
			name: apiKeys.name,
			prefix: apiKeys.prefix,
			ratePerMinute: apiKeys.ratePerMinute,
			createdAt: apiKeys.createdAt,
			createdByName: creator.name,
			lastUsedAt: apiKeys.lastUsedAt,
			revokedAt: apiKeys.revokedAt,
			revokedByName: revoker.name,
		})
		.from(apiKeys)
		.leftJoin(creator, eq(creator.id, apiKeys.createdBy))
		.leftJoin(revoker, eq(revoker.id, apiKeys.revokedBy))
		.orderBy(sql`${apiKeys.revokedAt} is not null`, desc(apiKeys.createdAt), asc(apiKeys.name))
		.all();
}

export function findApiKey(id: string, db: AppDatabase = getDb()): ApiKeyListItem | undefined {
	return listApiKeys(db).find((k) => k.id === id);
}

/** Revokes at once: the next request with the key gets 401. Revoking twice keeps the first record. */
export function revokeApiKey(
	id: string,
	revokedBy: string | null,
	now: Date = new Date(),
	db: AppDatabase = getDb(),
): "revoked" | "alreadyRevoked" | "notFound" {
	const changed = db
		.update(apiKeys)
		.set({ revokedAt: now, revokedBy })
		.where(and(eq(apiKeys.id, id), isNull(apiKeys.revokedAt)))
		.run().changes;
	if (changed > 0) return "revoked";
	return db.select({ id: apiKeys.id }).from(apiKeys).where(eq(apiKeys.id, id)).get() ? "alreadyRevoked" : "notFound";
}

export type AuthenticatedKey = { id: string; name: string; ratePerMinute: number };
export type AuthFailure = "missing" | "malformed" | "unknown" | "revoked";

/** The bearer token of an Authorization header ("Bearer <token>", scheme case-insensitive). */
export function bearerToken(header: string | null): string | null {
	if (!header) return null;
	const match = /^\s*Bearer\s+(\S+)\s*$/i.exec(header);
	return match?.[1] ?? null;
}

export function authenticateApiKey(
	authorization: string | null,
	db: AppDatabase = getDb(),
): { ok: true; key: AuthenticatedKey } | { ok: false; reason: AuthFailure } {
	if (!authorization) return { ok: false, reason: "missing" };
	const token = bearerToken(authorization);
	if (!token || token.length > MAX_TOKEN_LENGTH) return { ok: false, reason: "malformed" };
	const row = statements(db).keyByHash.get({ hash: hashApiKey(token) });
	if (!row) return { ok: false, reason: "unknown" };
	if (row.revokedAt) return { ok: false, reason: "revoked" };
	return { ok: true, key: { id: row.id, name: row.name, ratePerMinute: row.ratePerMinute } };
}

export type RateLimitState = {
	allowed: boolean;
	limit: number;
	remaining: number;
	/** seconds until the current window ends (and the count starts again) */
	resetSeconds: number;
};

/**
 * Counts one request against the key's current one-minute window and says whether it is allowed.
 * The count is one upsert, so concurrent requests cannot both take the last slot. Requests over the
 * limit are counted too (they cost us work); the window still ends on time.
 *
 * The first request of a window also does the housekeeping that needs no more precision than a
 * minute: it records lastUsedAt and drops the key's older windows. That keeps the writes per request
 * at one.
 */
export function consumeRateLimit(
	key: Pick<AuthenticatedKey, "id" | "ratePerMinute">,
	now: number = Date.now(),
	db: AppDatabase = getDb(),
): RateLimitState {
	const windowStart = Math.floor(now / WINDOW_MS);
	const s = statements(db);
	const count = s.countRequest.get({ keyId: key.id, windowStart })?.count ?? 1;
	if (count === 1) {
		s.touchKey.run({ keyId: key.id, at: now });
		s.pruneWindows.run({ keyId: key.id, windowStart });
	}
	const windowEnd = (windowStart + 1) * WINDOW_MS;
	return {
		allowed: count <= key.ratePerMinute,
		limit: key.ratePerMinute,
		remaining: Math.max(0, key.ratePerMinute - count),
		resetSeconds: Math.max(1, Math.ceil((windowEnd - now) / 1000)),
	};
}
