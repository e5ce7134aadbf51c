// How long a session lives (issue "Sessions"). Staff sessions open the negotiation desk and payment
// confirmation, so they end after 12 hours whatever happens and after 30 minutes without a request.
// Customers choose: "stay logged in" keeps a 30-day cookie; otherwise the cookie dies with the browser
// and the server ends the session a day later at most.
import type { Role } from "#db/roles.ts";
import { isStaff } from "#db/roles.ts";

const MINUTE = 60 * 1000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

export const STAFF_ABSOLUTE_MS = 12 * HOUR;
export const STAFF_IDLE_MS = 30 * MINUTE;
export const PERSISTENT_MS = 30 * DAY;
export const BROWSER_SESSION_MS = DAY;
/** Last-seen is written at most this often: every request writing would cost a write per page. */
export const TOUCH_INTERVAL_MS = MINUTE;

export type SessionLimits = { absoluteMs: number; idleMs: number | null; persistentCookie: boolean };

export function sessionLimits(role: Role, stayLoggedIn: boolean): SessionLimits {
	if (isStaff(role)) return { absoluteMs: STAFF_ABSOLUTE_MS, idleMs: STAFF_IDLE_MS, persistentCookie: false };
	return stayLoggedIn
		? { absoluteMs: PERSISTENT_MS, idleMs: null, persistentCookie: true }
		: { absoluteMs: BROWSER_SESSION_MS, idleMs: null, persistentCookie: false };
}

export type SessionState = {
	role: Role;
	status: "success" | "quitting";
	expiresAt: Date;
	lastSeenAt: Date | null;
	createdAt: Date;
};

/** The server's answer to /chksession: is this session still good at `now`? */
export function sessionIsLive(session: SessionState, now: Date): boolean {
	if (session.status !== "success") return false;
	if (session.expiresAt.getTime() <= now.getTime()) return false;
	const { idleMs, absoluteMs } = sessionLimits(session.role, false);
	if (isStaff(session.role)) {
		// the role may have changed since sign-in: staff limits apply from the moment it is staff
		if (now.getTime() - session.createdAt.getTime() >= absoluteMs) return false;
		const lastSeen = (session.lastSeenAt ?? session.createdAt).getTime();
		if (idleMs !== null && now.getTime() - lastSeen >= idleMs) return false;
	}
	return true;
}

/** Whether this request should record activity (only matters where an idle limit applies). */
export function shouldTouch(session: SessionState, now: Date): boolean {
	if (!isStaff(session.role)) return false;
	const lastSeen = (session.lastSeenAt ?? session.createdAt).getTime();
	return now.getTime() - lastSeen >= TOUCH_INTERVAL_MS;
}

/** Sign-up stores a number unverified: it counts once a code sent to it was verified. */
export function hasVerifiedPhone(user: { phone: string | null; phoneVerifiedAt: Date | null }): boolean {
	return Boolean(user.phone && user.phoneVerifiedAt);
}
