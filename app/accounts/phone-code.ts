// Phone verification (spec section 4: code sent, then verified). A 6-digit code lives 3 minutes and
// allows 5 tries; then a new code must be sent. Sending is limited too, because every SMS costs money
// and a send button is an easy way to spam someone's phone.
import { digestMatches } from "./secret-code.ts";

export const PHONE_CODE_DIGITS = 6;
export const PHONE_CODE_TTL_MS = 3 * 60 * 1000;
export const PHONE_CODE_MAX_ATTEMPTS = 5;
export const PHONE_SEND_COOLDOWN_MS = 30 * 1000;
export const PHONE_SENDS_PER_HOUR = 5;

export type PhoneCodeRow = {
	phone: string;
	codeHash: string;
	expiresAt: Date;
	attempts: number;
	verifiedAt: Date | null;
	supersededAt: Date | null;
};

export type PhoneCodeCheck = "ok" | "none" | "expired" | "tooManyAttempts" | "mismatch";

export function checkPhoneCode(row: PhoneCodeRow | null | undefined, code: string, now: Date): PhoneCodeCheck {
	if (!row || row.verifiedAt || row.supersededAt) return "none";
	if (row.attempts >= PHONE_CODE_MAX_ATTEMPTS) return "tooManyAttempts";
	if (row.expiresAt.getTime() <= now.getTime()) return "expired";
	return digestMatches(code, row.codeHash) ? "ok" : "mismatch";
}

export type SendGate = { allowed: true } | { allowed: false; reason: "cooldown" | "hourly"; retryAfterMs: number };

/** `recentSends` are the creation times of codes sent to this user in the last hour, newest first. */
export function phoneSendGate(recentSends: Date[], now: Date): SendGate {
	const latest = recentSends[0];
	if (latest && now.getTime() - latest.getTime() < PHONE_SEND_COOLDOWN_MS)
		return {
			allowed: false,
			reason: "cooldown",
			retryAfterMs: PHONE_SEND_COOLDOWN_MS - (now.getTime() - latest.getTime()),
		};
	const inHour = recentSends.filter((d) => now.getTime() - d.getTime() < 60 * 60 * 1000);
	if (inHour.length >= PHONE_SENDS_PER_HOUR) {
		const oldest = inHour[inHour.length - 1] as Date;
		return { allowed: false, reason: "hourly", retryAfterMs: 60 * 60 * 1000 - (now.getTime() - oldest.getTime()) };
	}
	return { allowed: true };
}
