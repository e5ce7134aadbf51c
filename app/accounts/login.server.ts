// Sign-in through remix-auth's FormStrategy (spec section 7 "/signin"). The strategy's verify step
// returns an outcome rather than throwing, because the form needs more than "failed": the failure
// count, the Find Password hint, the unverified-e-mail refusal with its resend button, the lockout.
import { and, count, eq, gt, lt, max } from "drizzle-orm";
import { Authenticator } from "remix-auth";
import { FormStrategy } from "remix-auth-form";
import { getDb } from "#db/client.ts";
import { loginAttempts } from "#db/schema.ts";
import { clientIp } from "#app/utils/client-ip.server.ts";
import { findUserByEmail } from "./accounts.server.ts";
import { LOCKOUT_WINDOW_MS, loginGate } from "./login-limits.ts";
import { verifyPassword } from "./password.server.ts";
import { LoginSchema } from "./validation.ts";

export type LoginOutcome =
	| { ok: true; userId: string; stayLoggedIn: boolean }
	| { ok: false; reason: "invalid"; failures: number }
	| { ok: false; reason: "unverified"; email: string }
	| { ok: false; reason: "locked" | "input" };

const DAY_MS = 24 * 60 * 60 * 1000;

function failuresSince(column: typeof loginAttempts.emailKey | typeof loginAttempts.ip, value: string, since: Date): number {
	return (
		getDb()
			.select({ n: count() })
			.from(loginAttempts)
			.where(and(eq(column, value), eq(loginAttempts.ok, false), gt(loginAttempts.createdAt, since)))
			.get()?.n ?? 0
	);
}

/** Failures for this e-mail since its last success, within the lockout window: the number shown. */
export function consecutiveFailures(emailKey: string, now = new Date()): number {
	const lastOk = getDb()
		.select({ at: max(loginAttempts.createdAt) })
		.from(loginAttempts)
		.where(and(eq(loginAttempts.emailKey, emailKey), eq(loginAttempts.ok, true)))
		.get()?.at;
	const windowStart = new Date(now.getTime() - LOCKOUT_WINDOW_MS);
	return failuresSince(loginAttempts.emailKey, emailKey, lastOk && lastOk > windowStart ? lastOk : windowStart);
}

export async function attemptLogin(form: FormData, ip: string, now = new Date()): Promise<LoginOutcome> {
	const parsed = LoginSchema.safeParse(Object.fromEntries(form));
	if (!parsed.success) return { ok: false, reason: "input" };
	const { email, password, remember } = parsed.data;
	const windowStart = new Date(now.getTime() - LOCKOUT_WINDOW_MS);
	const gate = loginGate({
		accountFailures: failuresSince(loginAttempts.emailKey, email, windowStart),
		ipFailures: failuresSince(loginAttempts.ip, ip, windowStart),
	});
	if (!gate.allowed) return { ok: false, reason: "locked" };

	const user = findUserByEmail(email);
	// verifyPassword spends the same time on unknown accounts, so timing does not reveal them
	const ok = await verifyPassword(password, user?.passwordHash);
	const db = getDb();
	db.insert(loginAttempts).values({ emailKey: email, ip, ok, createdAt: now }).run();
	// the table only needs the last hour; trimming now and then keeps it small without a job
	if (Math.random() < 0.02) db.delete(loginAttempts).where(lt(loginAttempts.createdAt, new Date(now.getTime() - DAY_MS))).run();

	if (!ok || !user) return { ok: false, reason: "invalid", failures: consecutiveFailures(email, now) };
	// the password was right, so saying "not verified" reveals nothing to someone without it
	if (!user.emailVerifiedAt) return { ok: false, reason: "unverified", email: user.email };
	return { ok: true, userId: user.id, stayLoggedIn: remember === "on" };
}

export const authenticator = new Authenticator<LoginOutcome>().use(
	new FormStrategy(({ form, request }) => attemptLogin(form, clientIp(request))),
	"form",
);
