// E-mail link outcomes (spec sections 2 and 9): valid 24 hours, once, and only while it is the newest.
import { describe, expect, test } from "vitest";
import { checkEmailToken, EMAIL_LINK_TTL_MS, type EmailTokenCheck, type EmailTokenRow } from "./email-token.ts";
import { digest } from "./secret-code.ts";

const CODE = "s3cret-link-code";
const sentAt = new Date("2026-11-02T09:00:00.000Z");
const expiresAt = new Date(sentAt.getTime() + EMAIL_LINK_TTL_MS);
const at = (msAfterSending: number) => new Date(sentAt.getTime() + msAfterSending);
const HOUR = 60 * 60 * 1000;

function row(change: Partial<EmailTokenRow> = {}): EmailTokenRow {
	return { codeHash: digest(CODE), expiresAt, usedAt: null, supersededAt: null, ...change };
}

test("a link lives 24 hours", () => {
	expect(EMAIL_LINK_TTL_MS).toBe(24 * HOUR);
});

describe("checkEmailToken", () => {
	test.each<[string, EmailTokenRow | null | undefined, string, Date, EmailTokenCheck]>([
		["fresh link, right code", row(), CODE, at(0), "ok"],
		["an hour later", row(), CODE, at(HOUR), "ok"],
		["one ms before expiry", row(), CODE, at(EMAIL_LINK_TTL_MS - 1), "ok"],
		["exactly at expiresAt", row(), CODE, at(EMAIL_LINK_TTL_MS), "expired"],
		["one ms after expiry", row(), CODE, at(EMAIL_LINK_TTL_MS + 1), "expired"],
		["a week later", row(), CODE, at(7 * 24 * HOUR), "expired"],
		["forged code", row(), "guessed-code", at(0), "invalid"],
		["code with a changed letter", row(), "s3cret-link-codE", at(0), "invalid"],
		["empty code", row(), "", at(0), "invalid"],
		["forged code on a used link", row({ usedAt: at(HOUR) }), "guessed-code", at(2 * HOUR), "invalid"],
		["forged code on an expired link", row(), "guessed-code", at(2 * EMAIL_LINK_TTL_MS), "invalid"],
		["stored hash is not a digest", row({ codeHash: CODE }), CODE, at(0), "invalid"],
		["no row (null)", null, CODE, at(0), "invalid"],
		["no row (undefined)", undefined, CODE, at(0), "invalid"],
		["used", row({ usedAt: at(HOUR) }), CODE, at(2 * HOUR), "used"],
		["used and also expired", row({ usedAt: at(HOUR) }), CODE, at(EMAIL_LINK_TTL_MS + HOUR), "used"],
		["used and also superseded", row({ usedAt: at(HOUR), supersededAt: at(2 * HOUR) }), CODE, at(3 * HOUR), "used"],
		["superseded by a resend", row({ supersededAt: at(HOUR) }), CODE, at(2 * HOUR), "superseded"],
		["superseded and also expired", row({ supersededAt: at(HOUR) }), CODE, at(EMAIL_LINK_TTL_MS + HOUR), "superseded"],
	])("%s -> %s", (_case, tokenRow, code, now, expected) => {
		expect(checkEmailToken(tokenRow, code, now)).toBe(expected);
	});
});
