// The rules of a read-only quote link (the quote mailed to a third party). Pure, so the
// table-driven tests pin them: how long a link lives, which tokens are even worth looking up, and
// what state a stored link is in.
import { addDays, seoulMoment } from "#app/calendar/calendar.ts";
import type { IsoDate } from "#app/pricing/types.ts";

/** A link lives 30 days at most. */
export const SHARE_DAYS = 30;
/**
 * ...and at least a day, so a recipient can open what was mailed today even when the quote's own
 * validity ends today or has ended (the page then says the quote has expired).
 */
export const SHARE_MIN_MS = 86_400_000;
const DAY_MS = 86_400_000;

/** 32 random bytes in base64url (43 characters): the only shape a real token has. */
export const SHARE_TOKEN_BYTES = 32;
const TOKEN_SHAPE = /^[A-Za-z0-9_-]{43}$/;

export function isShareTokenShaped(token: string | undefined | null): token is string {
	return typeof token === "string" && TOKEN_SHAPE.test(token);
}

/** The end of a quote's last valid day: midnight after it in Seoul (quotes are dated in Korea time). */
export function endOfValidity(validUntil: IsoDate): Date {
	return seoulMoment(addDays(validUntil, 1));
}

/**
 * When a link made at `now` stops working: 30 days on, or the end of the quote's validity if that
 * comes first (a quote still being priced has none yet), but never within a day of sending.
 */
export function shareExpiry(now: Date, validUntil: IsoDate | null): Date {
	let end = now.getTime() + SHARE_DAYS * DAY_MS;
	if (validUntil) end = Math.min(end, endOfValidity(validUntil).getTime());
	return new Date(Math.max(end, now.getTime() + SHARE_MIN_MS));
}

export type ShareState = "active" | "expired" | "revoked";

export function shareState(share: { expiresAt: Date; revokedAt: Date | null }, now: Date): ShareState {
	if (share.revokedAt) return "revoked";
	return share.expiresAt.getTime() > now.getTime() ? "active" : "expired";
}
