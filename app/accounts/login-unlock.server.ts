// The link an account's owner is mailed when the account-wide ceiling of failed sign-ins is reached
// (app/accounts/login-limits.ts). Opening it puts a cookie on that browser which lets the owner's
// own attempts past the ceiling (never past the per-source limits) until it expires. Stateless: a
// signed token naming the account and its expiry, so nothing is written on a GET (a LiteFS replica
// can answer it) and a stranger without the owner's mailbox cannot make one.
import { createHash, createHmac, timingSafeEqual } from "node:crypto";
import { secureCookies, sessionSecret } from "#app/server/env.server.ts";

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

// --- Single use (decision 051) -------------------------------------------------------------------
// The link used to set the cookie on any GET for 24 hours, in any browser that had it. It is now
// spent by its first use: opening it shows a button, and pressing it (a POST, so a mail scanner's
// visit spends nothing) lets that one browser through and records the token as used, through the
// exactly-once helper; a second press anywhere says the link was used.

export const UNLOCK_ONCE_PURPOSE = "login-unlock";

/** The token's record in once_keys: its hash, so the table never holds a usable link. */
export function unlockTokenId(token: string): string {
	return createHash("sha256").update(token).digest("base64url");
}

// --- The device cookie (decision 051) --------------------------------------------------------------
// A stranger with 22 addresses reached the account-wide ceiling in seconds, and from then on the owner
// needed the mailed link. A browser in which the account has signed in successfully before carries a
// signed cookie naming the account (by a keyed hash, not the address), and passes the ceiling like an
// unlocked browser: the per-source limits still apply, and the password is still checked. The cookie
// holds the last few accounts signed in from that browser (a shared office PC) and lasts 180 days from
// the latest sign-in.

export const DEVICE_COOKIE = "fp_device";
export const DEVICE_VALID_MS = 180 * 24 * 60 * 60 * 1000;
export const DEVICE_MAX_ACCOUNTS = 5;

function deviceKey(): Buffer {
	return createHmac("sha256", sessionSecret()).update("freight-platform/login-device/v1").digest();
}

/** The account as the cookie names it: 16 bytes (hex) of a keyed hash of its lower-cased e-mail. */
function accountTag(emailKey: string): string {
	return createHmac("sha256", deviceKey()).update(`account:${emailKey}`).digest().subarray(0, 16).toString("hex");
}

function deviceSignature(payload: string): string {
	return createHmac("sha256", deviceKey()).update(payload).digest("base64url");
}

function cookieValue(request: Request | null, name: string): string | null {
	for (const part of (request?.headers.get("Cookie") ?? "").split(";")) {
		const [key, ...value] = part.trim().split("=");
		if (key === name) return value.join("=");
	}
	return null;
}

/** The account tags of a valid, unexpired device cookie (none for a forged or expired one). */
function deviceTags(value: string | null, now: number): string[] {
	const [payload, sig, extra] = (value ?? "").split(".");
	if (!payload || !sig || extra !== undefined) return [];
	const expected = Buffer.from(deviceSignature(payload));
	const given = Buffer.from(sig);
	if (given.length !== expected.length || !timingSafeEqual(given, expected)) return [];
	const [expires, tags = ""] = payload.split("~", 2);
	if (!/^\d+$/.test(expires ?? "") || Number(expires) <= now) return [];
	return tags.split("-").filter((t) => /^[0-9a-f]{32}$/.test(t));
}

/** Whether this request's browser has signed in to `emailKey` before (within the cookie's life). */
export function isKnownDevice(request: Request | null, emailKey: string, now = Date.now()): boolean {
	return deviceTags(cookieValue(request, DEVICE_COOKIE), now).includes(accountTag(emailKey));
}

/**
 * Set-Cookie after a successful sign-in: this account first, then the others the browser already
 * carried (at most DEVICE_MAX_ACCOUNTS), valid DEVICE_VALID_MS from now: "<expiry>~<tag>-<tag>.<signature>".
 */
export function deviceCookie(request: Request | null, emailKey: string, now = Date.now()): string {
	const tag = accountTag(emailKey);
	const kept = deviceTags(cookieValue(request, DEVICE_COOKIE), now).filter((t) => t !== tag);
	const payload = `${now + DEVICE_VALID_MS}~${[tag, ...kept].slice(0, DEVICE_MAX_ACCOUNTS).join("-")}`;
	const secure = secureCookies() ? "; Secure" : "";
	return `${DEVICE_COOKIE}=${payload}.${deviceSignature(payload)}; Path=/; Max-Age=${DEVICE_VALID_MS / 1000}; HttpOnly; SameSite=Lax${secure}`;
}
