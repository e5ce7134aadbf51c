// Server-side sessions. The cookie carries only a random session id (256 bits), signed; the row in
// SQLite is the truth, so a session can be ended on the server (sign-out, password change).
// The accounts issue adds sign-in, rotation and staff idle limits on top of these functions.
import crypto from "node:crypto";
import { and, eq, gt } from "drizzle-orm";
import { createCookie } from "react-router";
import { getDb } from "#db/client.ts";
import type { Role } from "#db/roles.ts";
import { sessions, users } from "#db/schema.ts";
import { getEnv, sessionSecret } from "#app/utils/env.server.ts";

export const SESSION_TTL_MS = 30 * 24 * 60 * 60 * 1000;

export type SessionUser = { id: string; email: string; name: string; role: Role; sessionId: string };

function secureCookies(): boolean {
	const env = getEnv();
	return env.NODE_ENV === "production" && !env.ALLOW_INSECURE_COOKIES;
}

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

/** The session id the request claims, if its signature is valid. */
export async function readSessionId(request: Request): Promise<string | undefined> {
	const value = await sessionCookie().parse(request.headers.get("Cookie"));
	return typeof value === "string" && value ? value : undefined;
}

export async function createSession(userId: string, ttlMs = SESSION_TTL_MS): Promise<{ id: string; setCookie: string }> {
	const id = newSessionId();
	const expiresAt = new Date(Date.now() + ttlMs);
	getDb().insert(sessions).values({ id, userId, expiresAt }).run();
	return { id, setCookie: await sessionCookie().serialize(id, { expires: expiresAt }) };
}

export function findSessionUser(sessionId: string, now = new Date()): SessionUser | null {
	const row = getDb()
		.select({ id: users.id, email: users.email, name: users.name, role: users.role, sessionId: sessions.id })
		.from(sessions)
		.innerJoin(users, eq(users.id, sessions.userId))
		.where(and(eq(sessions.id, sessionId), gt(sessions.expiresAt, now)))
		.get();
	return row ?? null;
}

export function deleteSession(sessionId: string): void {
	getDb().delete(sessions).where(eq(sessions.id, sessionId)).run();
}

export async function clearSessionCookie(): Promise<string> {
	return sessionCookie().serialize("", { maxAge: 0, expires: new Date(0) });
}
