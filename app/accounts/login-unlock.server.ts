// The link an account's owner is mailed when the account-wide ceiling of failed sign-ins is reached
// (app/accounts/login-limits.ts). Opening it puts a cookie on that browser which lets the owner's
// own attempts past the ceiling (never past the per-source limits) until it expires. Stateless: a
// signed token naming the account and its expiry, so nothing is written on a GET (a LiteFS replica
// can answer it) and a stranger without the owner's mailbox cannot make one.
import { createHmac, timingSafeEqual } from "node:crypto";
import { secureCookies, sessionSecret } from "#app/utils/env.server.ts";

export const UNLOCK_COOKIE = "fp_unlock";
export const UNLOCK_VALID_MS = 24 * 60 * 60 * 1000;
export const UNLOCK_PATH = "/login/unlock";

function signature(payload: string): string {
	const key = createHmac("sha256", sessionSecret()).update("freight-platform/login-unlock/v1").digest();
	return createHmac("sha256", key).update(payload).digest("base64url");
}

/** A token for the account `emailKey` (its lower-cased e-mail), valid for a day from `now`. */
export function unlockToken(emailKey: string, now = Date.now()): string {
	const payload = Buffer.from(JSON.stringify({ e: emailKey, x: now + UNLOCK_VALID_MS })).toString("base64url");
	return `${payload}.${signature(payload)}`;
}

/** The account a token unlocks, or null when it is forged, malformed or expired. */
export function readUnlockToken(token: string | null | undefined, now = Date.now()): string | null {
	const [payload, sig, extra] = (token ?? "").split(".");
	if (!payload || !sig || extra !== undefined) return null;
	const expected = Buffer.from(signature(payload));
	const given = Buffer.from(sig);
	if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
	try {
		const { e, x } = JSON.parse(Buffer.from(payload, "base64url").toString("utf8")) as { e?: unknown; x?: unknown };
		return typeof e === "string" && typeof x === "number" && x > now ? e : null;
	} catch {
		return null;
	}
}

/** The unlock cookie's value in a request, if any. */
export function unlockCookieOf(request: Request): string | null {
	for (const part of (request.headers.get("Cookie") ?? "").split(";")) {
		const [name, ...value] = part.trim().split("=");
		if (name === UNLOCK_COOKIE) return value.join("=");
	}
	return null;
}

/** Whether this request's browser opened the unlock link for `emailKey`. */
export function isUnlockedFor(request: Request | null, emailKey: string, now = Date.now()): boolean {
	return request !== null && readUnlockToken(unlockCookieOf(request), now) === emailKey;
}

/** Set-Cookie for a browser that opened a valid link: only the sign-in action reads it (Path=/, because
 * with JavaScript on the form posts to /login.data, which a Path=/login cookie would not reach). */
export function unlockCookie(token: string): string {
	const secure = secureCookies() ? "; Secure" : "";
	return `${UNLOCK_COOKIE}=${token}; Path=/; Max-Age=${UNLOCK_VALID_MS / 1000}; HttpOnly; SameSite=Lax${secure}`;
}
