// Sign-in protection: per source, per account and source (with a growing wait), and the account-wide
// ceiling that the owner's unlock link passes; the Find Password hint; what counts as one source.
import { describe, expect, test } from "vitest";
import {
	type AttemptCounts,
	delayAfter,
	FIND_PASSWORD_HINT_AFTER,
	FREE_FAILURES_PER_SOURCE,
	type LoginGate,
	loginGate,
	LOCKOUT_WINDOW_MS,
	MAX_DELAY_MS,
	MAX_FAILURES_PER_ACCOUNT,
	MAX_FAILURES_PER_ACCOUNT_SOURCE,
	MAX_FAILURES_PER_IP,
	reachesAccountCeiling,
	showFindPasswordHint,
	sourceOf,
} from "./login-limits.ts";

test("the limits: 100 per account, 300 per source, 20 per account and source, per hour; 5 free tries; hint after 3", () => {
	expect([
		MAX_FAILURES_PER_ACCOUNT,
		MAX_FAILURES_PER_IP,
		MAX_FAILURES_PER_ACCOUNT_SOURCE,
		FREE_FAILURES_PER_SOURCE,
		LOCKOUT_WINDOW_MS,
		FIND_PASSWORD_HINT_AFTER,
	]).toEqual([100, 300, 20, 5, 60 * 60 * 1000, 3]);
});

describe("delayAfter", () => {
	test.each([
		[0, 0],
		[4, 0],
		[5, 1_000],
		[6, 2_000],
		[7, 4_000],
		[12, 128_000],
		[13, 256_000],
		[14, MAX_DELAY_MS],
		[19, MAX_DELAY_MS],
	])("%i failures -> wait %i ms", (failures, ms) => expect(delayAfter(failures)).toBe(ms));
});

describe("loginGate", () => {
	const NOW = 1_800_000_000_000;
	const at = (secondsAgo: number) => NOW - secondsAgo * 1000;
	test.each<[string, Partial<AttemptCounts>, LoginGate]>([
		["nothing yet", {}, { allowed: true }],
		["99 for the account from anywhere", { accountFailures: 99 }, { allowed: true }],
		// the ceiling no longer refuses the owner outright: it asks for the mailed link ...
		["100 for the account from anywhere", { accountFailures: 100 }, { allowed: false, reason: "account" }],
		["101 for the account from anywhere", { accountFailures: 101 }, { allowed: false, reason: "account" }],
		// ... and a browser that opened it passes
		["100 for the account, this browser unlocked", { accountFailures: 100, unlocked: true }, { allowed: true }],
		["5000 for the account, this browser unlocked", { accountFailures: 5000, unlocked: true }, { allowed: true }],
		["299 from this source", { ipFailures: 299 }, { allowed: true }],
		["300 from this source", { ipFailures: 300 }, { allowed: false, reason: "ip" }],
		["300 from this source, unlocked", { ipFailures: 300, unlocked: true }, { allowed: false, reason: "ip" }],
		["4 for this account here, just now", { sourceFailures: 4, lastSourceFailureAt: at(0) }, { allowed: true }],
		[
			"5 here, just now: wait 1 s",
			{ sourceFailures: 5, lastSourceFailureAt: at(0) },
			{ allowed: false, reason: "wait", retryAfterMs: 1_000 },
		],
		["5 here, 1 s ago", { sourceFailures: 5, lastSourceFailureAt: at(1) }, { allowed: true }],
		[
			"8 here, 3 s ago: 5 s more",
			{ sourceFailures: 8, lastSourceFailureAt: at(3) },
			{ allowed: false, reason: "wait", retryAfterMs: 5_000 },
		],
		["8 here, 8 s ago", { sourceFailures: 8, lastSourceFailureAt: at(8) }, { allowed: true }],
		[
			"19 here, 4 min ago",
			{ sourceFailures: 19, lastSourceFailureAt: at(240) },
			{ allowed: false, reason: "wait", retryAfterMs: 60_000 },
		],
		["19 here, 5 min ago", { sourceFailures: 19, lastSourceFailureAt: at(300) }, { allowed: true }],
		[
			"20 here: stopped for this account from this source",
			{ sourceFailures: 20, lastSourceFailureAt: at(3000) },
			{ allowed: false, reason: "source" },
		],
		[
			"20 here, unlocked: the link does not lift the per-source limit",
			{ sourceFailures: 20, lastSourceFailureAt: at(3000), unlocked: true },
			{ allowed: false, reason: "source" },
		],
		[
			"a stranger's 100 elsewhere do not slow the owner's own first try here",
			{ accountFailures: 99, sourceFailures: 0 },
			{ allowed: true },
		],
		[
			"source spray wins over everything",
			{ accountFailures: 100, ipFailures: 300, sourceFailures: 20 },
			{ allowed: false, reason: "ip" },
		],
		[
			"the per-source lock before the ceiling",
			{ accountFailures: 100, sourceFailures: 20 },
			{ allowed: false, reason: "source" },
		],
	])("%s", (_name, counts, expected) => {
		expect(loginGate({ accountFailures: 0, ipFailures: 0, now: NOW, ...counts })).toEqual(expected);
	});
});

test.each([
	[99, false],
	[100, true],
	[101, false],
])("the failure that makes %i for the account mails the owner: %s", (n, mail) =>
	expect(reachesAccountCeiling(n)).toBe(mail),
);

describe("sourceOf", () => {
	test.each([
		["203.0.113.7", "203.0.113.7"],
		["::ffff:203.0.113.7", "203.0.113.7"],
		["2001:db8:1234:5678:aaaa:bbbb:cccc:dddd", "2001:db8:1234:5678::/64"],
		["2001:db8:1234:5678::1", "2001:db8:1234:5678::/64"],
		["2001:0db8:0000:0001:0000:0000:0000:0001", "2001:db8:0:1::/64"],
		["2001:db8::1", "2001:db8:0:0::/64"],
		["::1", "0:0:0:0::/64"],
		["local", "local"],
		["unknown", "unknown"],
	])("%s -> %s", (ip, source) => expect(sourceOf(ip)).toBe(source));
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
