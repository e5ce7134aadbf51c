// Sign-in protection. The first rule ("at most 100 failed attempts per account per hour, whatever the
// address") let a stranger lock an account's owner out for an hour by typing wrong passwords (issue
// 16). Now the hard limits are per account *and source*, so guessing from one place is slowed and
// then stopped there only, and the account-wide ceiling, which still stops a botnet spreading a guess
// list over many addresses, no longer refuses the owner outright: it asks for the link the owner is
// mailed ("someone tried to sign in; open this link in your browser to sign in"), and a browser that
// opened it is let through (docs/decisions/018-hardening.md).
//   per source, any account  300 an hour: one address walking through many accounts (generous: a
//                            whole Korean office often shares one NAT address)
//   per account and source   5 free tries, then a doubling wait before each next try, and 20 an hour
//   per account, any source  100 an hour: then the e-mailed unlock link is needed
export const LOCKOUT_WINDOW_MS = 60 * 60 * 1000;
export const MAX_FAILURES_PER_ACCOUNT = 100;
export const MAX_FAILURES_PER_IP = 300;
export const MAX_FAILURES_PER_ACCOUNT_SOURCE = 20;
/** Failures per account and source before each further try has to wait. */
export const FREE_FAILURES_PER_SOURCE = 5;
export const FIRST_DELAY_MS = 1_000;
export const MAX_DELAY_MS = 5 * 60 * 1000;
/** Spec section 9: after 3 failed sign-ins the user is advised to use Find Password. */
export const FIND_PASSWORD_HINT_AFTER = 3;

export type AttemptCounts = {
	/** failures for this e-mail within the window, from any source */
	accountFailures: number;
	/** failures from this source within the window, for any e-mail */
	ipFailures: number;
	/** failures for this e-mail from this source within the window */
	sourceFailures?: number;
	/** when the latest of those was (ms since the epoch) */
	lastSourceFailureAt?: number | null;
	/** this browser carries the account's e-mailed unlock link */
	unlocked?: boolean;
	now?: number;
};

export type LockReason = "ip" | "source" | "wait" | "account";
export type LoginGate = { allowed: true } | { allowed: false; reason: LockReason; retryAfterMs?: number };

/** How long the next try must wait after `failures` failures for this account from this source. */
export function delayAfter(failures: number): number {
	if (failures < FREE_FAILURES_PER_SOURCE) return 0;
	return Math.min(FIRST_DELAY_MS * 2 ** (failures - FREE_FAILURES_PER_SOURCE), MAX_DELAY_MS);
}

/** Checked before the password is looked at, so a refused attempt cannot probe it. */
export function loginGate(counts: AttemptCounts): LoginGate {
	const {
		accountFailures,
		ipFailures,
		sourceFailures = 0,
		lastSourceFailureAt = null,
		unlocked = false,
		now = Date.now(),
	} = counts;
	if (ipFailures >= MAX_FAILURES_PER_IP) return { allowed: false, reason: "ip" };
	if (sourceFailures >= MAX_FAILURES_PER_ACCOUNT_SOURCE) return { allowed: false, reason: "source" };
	const wait = lastSourceFailureAt === null ? 0 : lastSourceFailureAt + delayAfter(sourceFailures) - now;
	if (wait > 0) return { allowed: false, reason: "wait", retryAfterMs: wait };
	if (accountFailures >= MAX_FAILURES_PER_ACCOUNT && !unlocked) return { allowed: false, reason: "account" };
	return { allowed: true };
}

/** Whether this failure is the one that reached the account-wide ceiling: then the owner is mailed. */
export function reachesAccountCeiling(accountFailuresAfter: number): boolean {
	return accountFailuresAfter === MAX_FAILURES_PER_ACCOUNT;
}

/**
 * The part of an address that identifies one source: an IPv4 address whole, an IPv6 address by its
 * /64 prefix (one home or office gets a whole /64, and any host in it can pick a new address at will).
 */
export function sourceOf(ip: string): string {
	const v4 = /^(?:::ffff:)?(\d{1,3}(?:\.\d{1,3}){3})$/i.exec(ip);
	if (v4) return v4[1]!;
	if (!ip.includes(":")) return ip;
	const [head = "", tail = ""] = ip.toLowerCase().split("::");
	const left = head ? head.split(":") : [];
	const right = tail ? tail.split(":") : [];
	const groups = ip.includes("::")
		? [...left, ...Array<string>(Math.max(0, 8 - left.length - right.length)).fill("0"), ...right]
		: left;
	return `${groups
		.slice(0, 4)
		.map((g) => g.replace(/^0+(?=.)/, ""))
		.join(":")}::/64`;
}

/** Whether the failure counter shown on the form should carry the Find Password hint. */
export function showFindPasswordHint(consecutiveFailures: number): boolean {
	return consecutiveFailures >= FIND_PASSWORD_HINT_AFTER;
}
