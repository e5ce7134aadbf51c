// Sign-in protection (issue: "at most 100 failed attempts per account per hour, and a per-IP limit,
// whatever the IP"). Counting failures per account regardless of address stops a botnet spreading a
// guess list over many IPs; the per-IP limit stops one address walking through many accounts. The
// per-IP limit is generous because a whole Korean office often shares one NAT address.
export const LOCKOUT_WINDOW_MS = 60 * 60 * 1000;
export const MAX_FAILURES_PER_ACCOUNT = 100;
export const MAX_FAILURES_PER_IP = 300;
/** Spec section 9: after 3 failed sign-ins the user is advised to use Find Password. */
export const FIND_PASSWORD_HINT_AFTER = 3;

export type AttemptCounts = {
	/** failures for this e-mail within the window, from any address */
	accountFailures: number;
	/** failures from this address within the window, for any e-mail */
	ipFailures: number;
};

export type LoginGate = { allowed: true } | { allowed: false; reason: "account" | "ip" };

/** Checked before the password is looked at, so a locked account cannot be probed further. */
export function loginGate(counts: AttemptCounts): LoginGate {
	if (counts.accountFailures >= MAX_FAILURES_PER_ACCOUNT) return { allowed: false, reason: "account" };
	if (counts.ipFailures >= MAX_FAILURES_PER_IP) return { allowed: false, reason: "ip" };
	return { allowed: true };
}

/** Whether the failure counter shown on the form should carry the Find Password hint. */
export function showFindPasswordHint(consecutiveFailures: number): boolean {
	return consecutiveFailures >= FIND_PASSWORD_HINT_AFTER;
}
