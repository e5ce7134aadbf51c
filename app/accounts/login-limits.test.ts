// Sign-in protection: failures per account and per IP within the window; the Find Password hint.
import { describe, expect, test } from "vitest";
import {
	FIND_PASSWORD_HINT_AFTER,
	type LoginGate,
	loginGate,
	LOCKOUT_WINDOW_MS,
	MAX_FAILURES_PER_ACCOUNT,
	MAX_FAILURES_PER_IP,
	showFindPasswordHint,
} from "./login-limits.ts";

test("the limits: 100 per account, 300 per IP, per hour; hint after 3", () => {
	expect([MAX_FAILURES_PER_ACCOUNT, MAX_FAILURES_PER_IP, LOCKOUT_WINDOW_MS, FIND_PASSWORD_HINT_AFTER]).toEqual([100, 300, 60 * 60 * 1000, 3]);
});

describe("loginGate", () => {
	test.each<[number, number, LoginGate]>([
		[0, 0, { allowed: true }],
		[99, 0, { allowed: true }],
		[100, 0, { allowed: false, reason: "account" }],
		[101, 0, { allowed: false, reason: "account" }],
		[0, 299, { allowed: true }],
		[0, 300, { allowed: false, reason: "ip" }],
		[0, 301, { allowed: false, reason: "ip" }],
		[99, 299, { allowed: true }],
		// both exceeded: the account lock is reported
		[100, 300, { allowed: false, reason: "account" }],
		[100, 299, { allowed: false, reason: "account" }],
		[99, 300, { allowed: false, reason: "ip" }],
	])("account %i, IP %i -> %j", (accountFailures, ipFailures, expected) => {
		expect(loginGate({ accountFailures, ipFailures })).toEqual(expected);
	});
});

describe("showFindPasswordHint", () => {
	test.each([
		[0, false],
		[1, false],
		[2, false],
		[3, true],
		[4, true],
		[100, true],
	])("%i failures -> %s", (failures, expected) => {
		expect(showFindPasswordHint(failures)).toBe(expected);
	});
});
