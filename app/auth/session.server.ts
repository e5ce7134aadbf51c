// Server-side sessions. The cookie carries only a random session id (256 bits), signed; the row in
// SQLite is the truth, so a session can be ended on the server (sign-out, password change). How long a
// session lives is app/auth/session-policy.ts; this module stores and checks it.
import crypto from "node:crypto";
import { and, eq, ne, sql } from "drizzle-orm";
import { createCookie } from "react-router";
import { getDb, perConnection } from "#db/client.ts";
import type { Role } from "#db/roles.ts";
import { sessions, users } from "#db/schema.ts";
import { unsignString } from "./cookie-signature.server.ts";
import { clearCookie } from "./cookies.server.ts";
import { hasVerifiedPhone, sessionIsLive, sessionLimits, shouldTouch } from "./session-policy.ts";
import { type Locale, readCookie } from "#app/i18n/locales.ts";
import { secureCookies, sessionSecret } from "#app/server/env.server.ts";
import { isPrimary } from "#app/server/litefs.server.ts";

export type SessionUser = {
	id: string;
	email: string;
	name: string;
	role: Role;
	locale: Locale;
	companyId: string | null;
	/** customs brokers and insurers: the partner company whose requests they see */
	partnerCompanyId: string | null;
	phone: string | null;
	phoneVerified: boolean;
	sessionId: string;
};

let cookie: ReturnType<typeof createCookie> | undefined;

/** `__Host-` needs Secure, so plain-http development and tests use an unprefixed name. */
export function sessionCookie() {
	cookie ??= createCookie(secureCookies() ? "__Host-fp_session" : "fp_session", {
		path: "/",
		httpOnly: true,
		sameSite: "lax",
		secure: secureCookies(),
		secrets: [sessionSecret()],
	});
	return cookie;
}

export function newSessionId(): string {
	return crypto.randomBytes(32).toString("base64url");
}

/** The session id the request claims, if its signature is valid (checked synchronously: cookie-signature.server.ts). */
export async function readSessionId(request: Request): Promise<string | undefined> {
	const value = readCookie(request.headers.get("Cookie"), sessionCookie().name);
	return value === undefined ? undefined : unsignString(value, [sessionSecret()]);
}

/**
 * Starts a fresh session (a new id every sign-in: the id a browser held before signing in is never
 * promoted, which defeats session fixation). "Stay logged in" gives a dated cookie; otherwise the
 * cookie ends with the browser. Staff never get a long session.
 */
export async function createSession(
	userId: string,
	options: { stayLoggedIn?: boolean; now?: Date } = {},
): Promise<{ id: string; setCookie: string; role: Role }> {
	const now = options.now ?? new Date();
	const user = getDb().select({ role: users.role }).from(users).where(eq(users.id, userId)).get();
	if (!user) throw new Error(`createSession: no user ${userId}`);
	const limits = sessionLimits(user.role, Boolean(options.stayLoggedIn));
	const id = newSessionId();
	const expiresAt = new Date(now.getTime() + limits.absoluteMs);
	getDb()
		.insert(sessions)
		.values({ id, userId, expiresAt, persistent: limits.persistentCookie, lastSeenAt: now, createdAt: now })
		.run();
	const setCookie = await sessionCookie().serialize(id, limits.persistentCookie ? { expires: expiresAt } : {});
	return { id, setCookie, role: user.role };
}

/**
 * The /chksession check of spec section 7, done on the server for every request: the session exists,
 * is in use (not quitting), and is within its absolute and idle limits. Activity is recorded for
 * sessions with an idle limit, on the primary only (a replica cannot write; staff work near the
 * primary, see decision 007).
 */
// Prepared once per connection: every request of a signed-in user runs this lookup, and building the
// same SQL each time cost more than running it. Two primary-key reads, not a join:
// SQLite answered the join in about 16 µs and the two reads in about 7 (measured with better-sqlite3
// on the demo database).
const sessionById = perConnection((db) =>
	db
		.select({
			userId: sessions.userId,
			sessionId: sessions.id,
			status: sessions.status,
			expiresAt: sessions.expiresAt,
			lastSeenAt: sessions.lastSeenAt,
			createdAt: sessions.createdAt,
		})
		.from(sessions)
		.where(eq(sessions.id, sql.placeholder("id")))
		.prepare(),
);
const sessionUserById = perConnection((db) =>
	db
		.select({
			id: users.id,
			email: users.email,
			name: users.name,
			role: users.role,
			locale: users.locale,
			companyId: users.companyId,
			partnerCompanyId: users.partnerCompanyId,
			phone: users.phone,
			phoneVerifiedAt: users.phoneVerifiedAt,
		})
		.from(users)
		.where(eq(users.id, sql.placeholder("id")))
		.prepare(),
);

function sessionLookup(sessionId: string) {
	const session = sessionById().get({ id: sessionId });
	const user = session && sessionUserById().get({ id: session.userId });
	return session && user ? { ...session, ...user } : undefined;
}

export async function findSessionUser(sessionId: string, now = new Date()): Promise<SessionUser | null> {
	const row = sessionLookup(sessionId);
	if (!row || !sessionIsLive(row, now)) return null;
	if (shouldTouch(row, now) && (await isPrimary()))
		getDb().update(sessions).set({ lastSeenAt: now }).where(eq(sessions.id, sessionId)).run();
	return {
		id: row.id,
		email: row.email,
		name: row.name,
		role: row.role,
		locale: row.locale,
		companyId: row.companyId,
		partnerCompanyId: row.partnerCompanyId,
		phone: row.phone,
		phoneVerified: hasVerifiedPhone(row),
		sessionId: row.sessionId,
	};
}

/** Sign-out: the session goes to "quitting" (spec section 4) and can never be used again. */
export function endSession(sessionId: string, now = new Date()): void {
	getDb().update(sessions).set({ status: "quitting", endedAt: now }).where(eq(sessions.id, sessionId)).run();
}

/** Password change or reset: every other session of the user ends (a thief's included). */
export function endOtherSessions(userId: string, keepSessionId: string | null, now = new Date()): void {
	getDb()
		.update(sessions)
		.set({ status: "quitting", endedAt: now })
		.where(
			and(
				eq(sessions.userId, userId),
				eq(sessions.status, "success"),
				keepSessionId ? ne(sessions.id, keepSessionId) : undefined,
			),
		)
		.run();
}

/**
 * After a password change: all of the user's sessions end, and this browser continues on a new id,
 * keeping its "stay logged in" choice.
 */
export async function rotateSession(oldSessionId: string, userId: string): Promise<{ id: string; setCookie: string }> {
	const old = getDb()
		.select({ persistent: sessions.persistent })
		.from(sessions)
		.where(eq(sessions.id, oldSessionId))
		.get();
	endOtherSessions(userId, null);
	return createSession(userId, { stayLoggedIn: old?.persistent ?? false });
}

export function clearSessionCookie(): Promise<string> {
	return clearCookie(sessionCookie());
}
