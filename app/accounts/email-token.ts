// E-mail links (spec sections 2 and 9): /sign/verify/email/{verify_hash}/{verify_code} and the
// password-reset variant. A link is valid 24 hours, once, and only while it is the newest one sent:
// resending invalidates earlier links. Each way a link can fail has its own outcome, so the page can
// say what happened instead of crashing or saying "error".
import { digestMatches } from "./secret-code.ts";

export const EMAIL_LINK_TTL_MS = 24 * 60 * 60 * 1000;

export type EmailTokenRow = {
	codeHash: string;
	expiresAt: Date;
	usedAt: Date | null;
	supersededAt: Date | null;
};

export type EmailTokenCheck = "ok" | "invalid" | "expired" | "used" | "superseded";

/**
 * Order matters: a forged code learns nothing about the link (invalid first); a link already used
 * says so even after it would have expired, because "already verified" is the helpful answer.
 */
export function checkEmailToken(row: EmailTokenRow | null | undefined, code: string, now: Date): EmailTokenCheck {
	if (!row || !digestMatches(code, row.codeHash)) return "invalid";
	if (row.usedAt) return "used";
	if (row.supersededAt) return "superseded";
	if (row.expiresAt.getTime() <= now.getTime()) return "expired";
	return "ok";
}
