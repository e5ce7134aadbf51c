// Sign-in through remix-auth's FormStrategy (spec section 7 "/signin"). The strategy's verify step
// returns an outcome rather than throwing, because the form needs more than "failed": the failure
// count, the Find Password hint, the unverified-e-mail refusal with its resend button, the lockout.
// Attempts are recorded by source (login-limits.ts sourceOf: an IPv4 address, an IPv6 /64), so the
// `ip` column holds the source, and the limits are counted per account, per source and per both.
import { and, count, eq, gt, lt, max } from "drizzle-orm";
import { Authenticator } from "remix-auth";
import { FormStrategy } from "remix-auth-form";
import { getDb } from "#db/client.ts";
import { loginAttempts } from "#db/schema.ts";
import { sendMail } from "#app/mail/mail.server.ts";
import { clientIp } from "#app/server/client-ip.server.ts";
import { linkOrigin } from "#app/utils/origin.server.ts";
import { findUserByEmail } from "./accounts.server.ts";
import { LOCKOUT_WINDOW_MS, type LockReason, loginGate, reachesAccountCeiling, sourceOf } from "./login-limits.ts";
import { UNLOCK_PATH, isKnownDevice, isUnlockedFor, unlockToken } from "./login-unlock.server.ts";
import { verifyPassword } from "./password.server.ts";
import { LoginSchema } from "./validation.ts";
import { logger } from "#app/observability/logger.server.ts";

export type LoginOutcome =
	| { ok: true; userId: string; stayLoggedIn: boolean }
	| { ok: false; reason: "invalid"; failures: number }
	| { ok: false; reason: "unverified"; email: string }
	| { ok: false; reason: "locked"; lock: LockReason; retryAfterSeconds?: number }
	| { ok: false; reason: "input" };

/** What attemptLogin needs of the request besides the form; tests pass it directly. */
export type AttemptSource = {
	ip: string;
	/** the request, for the unlock cookie; null when there is none */
	request?: Request | null;
	/** where the unlock link in the owner's mail points */
	origin?: string;
};

const DAY_MS = 24 * 60 * 60 * 1000;

type Column = typeof loginAttempts.emailKey | typeof loginAttempts.ip;

function failuresSince(where: [Column, string][], since: Date): { n: number; last: Date | null } {
	const row = getDb()
		.select({ n: count(), last: max(loginAttempts.createdAt) })
		.from(loginAttempts)
		.where(
			and(
				...where.map(([column, value]) => eq(column, value)),
				eq(loginAttempts.ok, false),
				gt(loginAttempts.createdAt, since),
			),
		)
		.get();
	return { n: row?.n ?? 0, last: row?.last ?? null };
}

/** Failures for this e-mail since its last success, within the lockout window: the number shown. */
export function consecutiveFailures(emailKey: string, now = new Date()): number {
	const lastOk = getDb()
		.select({ at: max(loginAttempts.createdAt) })
		.from(loginAttempts)
		.where(and(eq(loginAttempts.emailKey, emailKey), eq(loginAttempts.ok, true)))
		.get()?.at;
	const windowStart = new Date(now.getTime() - LOCKOUT_WINDOW_MS);
	return failuresSince([[loginAttempts.emailKey, emailKey]], lastOk && lastOk > windowStart ? lastOk : windowStart).n;
}

/** The owner hears that someone is guessing, with the link that lets their own browser past the ceiling. */
async function mailUnlockLink(emailKey: string, origin: string | undefined, now: Date): Promise<void> {
	const user = findUserByEmail(emailKey);
	if (!user?.emailVerifiedAt || !origin) return;
	const link = `${origin}${UNLOCK_PATH}/${unlockToken(emailKey, now.getTime())}`;
	// after the attempt is recorded; a mail failure never turns a refusal into a 500
	await sendMail({
		to: user.email,
		template: "loginUnlock",
		locale: user.locale,
		vars: { name: user.name, email: user.email, link },
	}).catch((error: unknown) => logger.error({ err: error }, "sign-in: unlock mail failed"));
}

export async function attemptLogin(
	form: FormData,
	from: string | AttemptSource,
	now = new Date(),
): Promise<LoginOutcome> {
	const { ip, request = null, origin } = typeof from === "string" ? { ip: from } : from;
	const parsed = LoginSchema.safeParse(Object.fromEntries(form));
	if (!parsed.success) return { ok: false, reason: "input" };
	const { email, password, remember } = parsed.data;
	const source = sourceOf(ip);
	const windowStart = new Date(now.getTime() - LOCKOUT_WINDOW_MS);
	const pair = failuresSince(
		[
			[loginAttempts.emailKey, email],
			[loginAttempts.ip, source],
		],
		windowStart,
	);
	const gate = loginGate({
		accountFailures: failuresSince([[loginAttempts.emailKey, email]], windowStart).n,
		ipFailures: failuresSince([[loginAttempts.ip, source]], windowStart).n,
		sourceFailures: pair.n,
		lastSourceFailureAt: pair.last?.getTime() ?? null,
		// the mailed link opened in this browser, or a browser this account has signed in from before
		unlocked: isUnlockedFor(request, email, now.getTime()) || isKnownDevice(request, email, now.getTime()),
		now: now.getTime(),
	});
	if (!gate.allowed)
		return {
			ok: false,
			reason: "locked",
			lock: gate.reason,
			...(gate.retryAfterMs ? { retryAfterSeconds: Math.ceil(gate.retryAfterMs / 1000) } : {}),
		};

	const user = findUserByEmail(email);
	// verifyPassword spends the same time on unknown accounts, so timing does not reveal them
	const ok = await verifyPassword(password, user?.passwordHash);
	const db = getDb();
	db.insert(loginAttempts).values({ emailKey: email, ip: source, ok, createdAt: now }).run();
	// the table only needs the last hour; trimming now and then keeps it small without a job
	if (Math.random() < 0.02)
		db.delete(loginAttempts)
			.where(lt(loginAttempts.createdAt, new Date(now.getTime() - DAY_MS)))
			.run();

	if (!ok || !user) {
		if (reachesAccountCeiling(failuresSince([[loginAttempts.emailKey, email]], windowStart).n))
			await mailUnlockLink(email, origin, now);
		return { ok: false, reason: "invalid", failures: consecutiveFailures(email, now) };
	}
	// the password was right, so saying "not verified" reveals nothing to someone without it
	if (!user.emailVerifiedAt) return { ok: false, reason: "unverified", email: user.email };
	return { ok: true, userId: user.id, stayLoggedIn: remember === "on" };
}

export const authenticator = new Authenticator<LoginOutcome>().use(
	new FormStrategy(({ form, request }) =>
		attemptLogin(form, { ip: clientIp(request), request, origin: linkOrigin(request) }),
	),
	"form",
);

/** The sign-in form's message (under accounts.errors) for each kind of refusal by the limits. */
export const LOCK_MESSAGES: Record<LockReason, string> = {
	ip: "tooManyAttempts",
	source: "tooManyAttempts",
	wait: "waitBeforeRetry",
	account: "accountGuarded",
};
