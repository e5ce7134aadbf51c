// Phone verification codes: 6 digits, 3 minutes, 5 tries; sends limited to one per 30 s and 5 per hour.
import { describe, expect, test } from "vitest";
import {
	checkPhoneCode,
	PHONE_CODE_DIGITS,
	PHONE_CODE_MAX_ATTEMPTS,
	PHONE_CODE_TTL_MS,
	PHONE_SEND_COOLDOWN_MS,
	PHONE_SENDS_PER_HOUR,
	type PhoneCodeCheck,
	type PhoneCodeRow,
	phoneSendGate,
	type SendGate,
} from "./phone-code.ts";
import { digest } from "./secret-code.ts";

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const CODE = "012345";
const sentAt = new Date("2026-11-02T09:00:00.000Z");
const at = (msAfterSending: number) => new Date(sentAt.getTime() + msAfterSending);

function row(change: Partial<PhoneCodeRow> = {}): PhoneCodeRow {
	return {
		phone: "01012345678",
		codeHash: digest(CODE),
		expiresAt: at(PHONE_CODE_TTL_MS),
		attempts: 0,
		verifiedAt: null,
		supersededAt: null,
		...change,
	};
}

test("the constants: 6 digits, 3 minutes, 5 tries, 30 s cooldown, 5 sends an hour", () => {
	expect([
		PHONE_CODE_DIGITS,
		PHONE_CODE_TTL_MS,
		PHONE_CODE_MAX_ATTEMPTS,
		PHONE_SEND_COOLDOWN_MS,
		PHONE_SENDS_PER_HOUR,
	]).toEqual([6, 3 * MINUTE, 5, 30 * SECOND, 5]);
});

describe("checkPhoneCode", () => {
	test.each<[string, PhoneCodeRow | null | undefined, string, Date, PhoneCodeCheck]>([
		["right code, fresh", row(), CODE, at(10 * SECOND), "ok"],
		["right code on the 5th try (4 failed before)", row({ attempts: 4 }), CODE, at(MINUTE), "ok"],
		["right code one ms before expiry", row(), CODE, at(PHONE_CODE_TTL_MS - 1), "ok"],
		["wrong code", row(), "543210", at(10 * SECOND), "mismatch"],
		["leading zero dropped", row(), "12345", at(10 * SECOND), "mismatch"],
		["empty code", row(), "", at(10 * SECOND), "mismatch"],
		["right code exactly at expiry", row(), CODE, at(PHONE_CODE_TTL_MS), "expired"],
		["right code after expiry", row(), CODE, at(PHONE_CODE_TTL_MS + MINUTE), "expired"],
		["wrong code after expiry", row(), "543210", at(PHONE_CODE_TTL_MS + MINUTE), "expired"],
		["5 attempts used, right code", row({ attempts: 5 }), CODE, at(MINUTE), "tooManyAttempts"],
		["5 attempts used, wrong code", row({ attempts: 5 }), "543210", at(MINUTE), "tooManyAttempts"],
		["6 attempts used", row({ attempts: 6 }), CODE, at(MINUTE), "tooManyAttempts"],
		["5 attempts used and expired", row({ attempts: 5 }), CODE, at(PHONE_CODE_TTL_MS + MINUTE), "tooManyAttempts"],
		["no code (null)", null, CODE, at(0), "none"],
		["no code (undefined)", undefined, CODE, at(0), "none"],
		["already verified", row({ verifiedAt: at(MINUTE) }), CODE, at(2 * MINUTE), "none"],
		["superseded by a newer code", row({ supersededAt: at(MINUTE) }), CODE, at(2 * MINUTE), "none"],
	])("%s -> %s", (_case, codeRow, code, now, expected) => {
		expect(checkPhoneCode(codeRow, code, now)).toBe(expected);
	});
});

describe("phoneSendGate", () => {
	const now = new Date("2026-11-02T10:00:00.000Z");
	const ago = (ms: number) => new Date(now.getTime() - ms);

	test.each<[string, Date[], SendGate]>([
		["no sends", [], { allowed: true }],
		["a send 10 s ago", [ago(10 * SECOND)], { allowed: false, reason: "cooldown", retryAfterMs: 20 * SECOND }],
		["a send just now", [ago(0)], { allowed: false, reason: "cooldown", retryAfterMs: 30 * SECOND }],
		["a send 29.999 s ago", [ago(30 * SECOND - 1)], { allowed: false, reason: "cooldown", retryAfterMs: 1 }],
		["a send 30 s ago", [ago(30 * SECOND)], { allowed: true }],
		[
			"4 sends within the hour",
			[ago(2 * MINUTE), ago(10 * MINUTE), ago(30 * MINUTE), ago(50 * MINUTE)],
			{ allowed: true },
		],
		[
			"5 sends, oldest 50 min ago, newest 2 min ago",
			[ago(2 * MINUTE), ago(10 * MINUTE), ago(20 * MINUTE), ago(30 * MINUTE), ago(50 * MINUTE)],
			{ allowed: false, reason: "hourly", retryAfterMs: 10 * MINUTE },
		],
		[
			"5 sends, newest 10 s ago: the cooldown is reported first",
			[ago(10 * SECOND), ago(10 * MINUTE), ago(20 * MINUTE), ago(30 * MINUTE), ago(50 * MINUTE)],
			{ allowed: false, reason: "cooldown", retryAfterMs: 20 * SECOND },
		],
		[
			"5 sends, the oldest exactly an hour ago: only 4 count",
			[ago(2 * MINUTE), ago(10 * MINUTE), ago(20 * MINUTE), ago(30 * MINUTE), ago(60 * MINUTE)],
			{ allowed: true },
		],
		[
			"6 sends within the hour: wait for the oldest",
			[ago(2 * MINUTE), ago(5 * MINUTE), ago(10 * MINUTE), ago(20 * MINUTE), ago(30 * MINUTE), ago(55 * MINUTE)],
			{ allowed: false, reason: "hourly", retryAfterMs: 5 * MINUTE },
		],
	])("%s -> %j", (_case, recentSends, expected) => {
		expect(phoneSendGate(recentSends, now)).toEqual(expected);
	});
});
