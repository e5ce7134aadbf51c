// Session lifetimes (issue "Sessions"): staff 12 hours absolute and 30 minutes idle; customers choose
// between a 30-day cookie and a browser-session cookie that the server ends after a day.
import { describe, expect, test } from "vitest";
import { isStaff, type Role, ROLES } from "#db/roles.ts";
import {
	BROWSER_SESSION_MS,
	PERSISTENT_MS,
	type SessionLimits,
	type SessionState,
	sessionIsLive,
	sessionLimits,
	shouldTouch,
	STAFF_ABSOLUTE_MS,
	STAFF_IDLE_MS,
} from "./session-policy.ts";

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

const signedInAt = new Date("2026-11-02T09:00:00.000Z");
const at = (msAfterSignIn: number) => new Date(signedInAt.getTime() + msAfterSignIn);

function session(role: Role, change: Partial<SessionState> = {}): SessionState {
	return {
		role,
		status: "success",
		createdAt: signedInAt,
		lastSeenAt: null,
		expiresAt: at(sessionLimits(role, false).absoluteMs),
		...change,
	};
}

test("the constants match decision 007", () => {
	expect([STAFF_ABSOLUTE_MS, STAFF_IDLE_MS, PERSISTENT_MS, BROWSER_SESSION_MS]).toEqual([
		12 * HOUR,
		30 * MINUTE,
		30 * DAY,
		DAY,
	]);
});

describe("sessionLimits", () => {
	const STAFF: SessionLimits = { absoluteMs: 12 * HOUR, idleMs: 30 * MINUTE, persistentCookie: false };
	const STAY: SessionLimits = { absoluteMs: 30 * DAY, idleMs: null, persistentCookie: true };
	const BROWSER: SessionLimits = { absoluteMs: DAY, idleMs: null, persistentCookie: false };
	const expected: Record<Role, [stay: SessionLimits, browser: SessionLimits]> = {
		customer: [STAY, BROWSER],
		staff: [STAFF, STAFF],
		staff_admin: [STAFF, STAFF],
		customs_broker: [STAY, BROWSER],
		insurer: [STAY, BROWSER],
	};

	const cases = ROLES.flatMap((role) => [
		[role, true, expected[role][0]] as const,
		[role, false, expected[role][1]] as const,
	]);

	test.each(cases)("%s, stay logged in %s -> %j", (role, stayLoggedIn, limits) => {
		expect(sessionLimits(role, stayLoggedIn)).toEqual(limits);
	});

	test.each(ROLES.map((role) => [role]))("%s: staff never get a persistent cookie", (role) => {
		if (isStaff(role)) expect(sessionLimits(role, true).persistentCookie).toBe(false);
		else expect(sessionLimits(role, true).persistentCookie).toBe(true);
	});
});

describe("sessionIsLive", () => {
	test.each<[string, SessionState, Date, boolean]>([
		["customer just signed in", session("customer"), at(MINUTE), true],
		["signing out (quitting)", session("customer", { status: "quitting" }), at(MINUTE), false],
		["staff signing out", session("staff", { status: "quitting", lastSeenAt: at(MINUTE) }), at(MINUTE), false],
		["customer one ms before expiresAt", session("customer"), at(DAY - 1), true],
		["customer exactly at expiresAt", session("customer"), at(DAY), false],
		["customer past expiresAt", session("customer"), at(DAY + HOUR), false],
		[
			"customer idle 3 days within a 30-day expiry",
			session("customer", { expiresAt: at(30 * DAY), lastSeenAt: at(HOUR) }),
			at(3 * DAY + HOUR),
			true,
		],
		["customer never seen, 29 days on", session("customer", { expiresAt: at(30 * DAY) }), at(29 * DAY), true],
		["customer 30 days on", session("customer", { expiresAt: at(30 * DAY) }), at(30 * DAY), false],
		["insurer idle 3 days within expiry", session("insurer", { expiresAt: at(30 * DAY) }), at(3 * DAY), true],
		["staff idle 29:59", session("staff", { lastSeenAt: at(HOUR) }), at(HOUR + 29 * MINUTE + 59 * SECOND), true],
		["staff idle 30:00", session("staff", { lastSeenAt: at(HOUR) }), at(HOUR + 30 * MINUTE), false],
		[
			"staff_admin idle 29:59",
			session("staff_admin", { lastSeenAt: at(HOUR) }),
			at(HOUR + 29 * MINUTE + 59 * SECOND),
			true,
		],
		["staff_admin idle 30:00", session("staff_admin", { lastSeenAt: at(HOUR) }), at(HOUR + 30 * MINUTE), false],
		["staff never seen: idle counts from sign-in, 29:59", session("staff"), at(29 * MINUTE + 59 * SECOND), true],
		["staff never seen: idle counts from sign-in, 30:00", session("staff"), at(30 * MINUTE), false],
		[
			"staff 11:59 in with activity a minute ago",
			session("staff", { lastSeenAt: at(11 * HOUR + 58 * MINUTE) }),
			at(11 * HOUR + 59 * MINUTE),
			true,
		],
		// the expiry is later than 12 hours (e.g. the user became staff after signing in): the absolute limit still ends it
		[
			"staff 12:00 in with activity a minute ago",
			session("staff", { lastSeenAt: at(11 * HOUR + 59 * MINUTE), expiresAt: at(30 * DAY) }),
			at(12 * HOUR),
			false,
		],
		[
			"staff_admin 12:00 in with activity a minute ago",
			session("staff_admin", { lastSeenAt: at(11 * HOUR + 59 * MINUTE), expiresAt: at(30 * DAY) }),
			at(12 * HOUR),
			false,
		],
		[
			"staff 11:59 in, expiry later",
			session("staff", { lastSeenAt: at(11 * HOUR + 58 * MINUTE), expiresAt: at(30 * DAY) }),
			at(11 * HOUR + 59 * MINUTE),
			true,
		],
		["staff at its own expiresAt", session("staff", { lastSeenAt: at(12 * HOUR - MINUTE) }), at(12 * HOUR), false],
	])("%s -> %s", (_case, state, now, expected) => {
		expect(sessionIsLive(state, now)).toBe(expected);
	});
});

describe("shouldTouch", () => {
	test.each<[string, SessionState, Date, boolean]>([
		["staff, 59 s after last seen", session("staff", { lastSeenAt: at(HOUR) }), at(HOUR + 59 * SECOND), false],
		["staff, 60 s after last seen", session("staff", { lastSeenAt: at(HOUR) }), at(HOUR + MINUTE), true],
		["staff, 10 min after last seen", session("staff", { lastSeenAt: at(HOUR) }), at(HOUR + 10 * MINUTE), true],
		["staff_admin, 60 s after last seen", session("staff_admin", { lastSeenAt: at(HOUR) }), at(HOUR + MINUTE), true],
		["staff_admin, 1 s after last seen", session("staff_admin", { lastSeenAt: at(HOUR) }), at(HOUR + SECOND), false],
		["staff never seen, 59 s after sign-in", session("staff"), at(59 * SECOND), false],
		["staff never seen, 60 s after sign-in", session("staff"), at(MINUTE), true],
		["customer, an hour after last seen", session("customer", { lastSeenAt: at(HOUR) }), at(2 * HOUR), false],
		["customer never seen, a day on", session("customer"), at(DAY - 1), false],
		["customs_broker, an hour on", session("customs_broker"), at(HOUR), false],
		["insurer, an hour on", session("insurer"), at(HOUR), false],
	])("%s -> %s", (_case, state, now, expected) => {
		expect(shouldTouch(state, now)).toBe(expected);
	});
});
