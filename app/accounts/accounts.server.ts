// Account life cycle on the database: sign-up, e-mail links (verify, password reset), ID lookup and
// password change. Rules (lengths, link validity) live in the pure modules beside this file; this one
// stores, mails and keeps each step's effects in one transaction.
import crypto from "node:crypto";
import { and, eq, gt, isNull, sql } from "drizzle-orm";
import { type Tx, getDb } from "#db/client.ts";
import { companies, consents, emailTokens, users } from "#db/schema.ts";
import { endOtherSessions } from "#app/auth/session.server.ts";
import type { Locale } from "#app/i18n/locales.ts";
import { consentVersion } from "#app/legal/documents.ts";
import { sendMail } from "#app/mail/mail.server.ts";
import { issueSignupCoupon } from "#app/coupons/coupons.server.ts";
import { type OnceResult, exactlyOnceOr } from "#app/utils/once.server.ts";
import { refuse } from "#app/utils/refusal.ts";
import { EMAIL_LINK_TTL_MS, type EmailTokenCheck, checkEmailToken } from "./email-token.ts";
import { hashPassword, verifyPassword } from "./password.server.ts";
import { bizRegNoTaken } from "./company.server.ts";
import { hasVerifiedPhone } from "#app/auth/session-policy.ts";
import { digest, randomToken } from "./secret-code.ts";
import type { ConsentKind } from "#app/legal/documents.ts";

const VALID_HOURS = EMAIL_LINK_TTL_MS / (60 * 60 * 1000);

export type EmailPurpose = "verify" | "pwreset";

export function findUserByEmail(email: string) {
	return getDb()
		.select()
		.from(users)
		.where(sql`lower(${users.email}) = ${email.trim().toLowerCase()}`)
		.get();
}

/** The account as stored now (the session's copy was read before this request's action ran). */
export function getAccount(userId: string) {
	const row = getDb()
		.select({
			name: users.name,
			email: users.email,
			role: users.role,
			phone: users.phone,
			phoneVerifiedAt: users.phoneVerifiedAt,
		})
		.from(users)
		.where(eq(users.id, userId))
		.get();
	return (
		row && { name: row.name, email: row.email, role: row.role, phone: row.phone, phoneVerified: hasVerifiedPhone(row) }
	);
}

export function emailLinkPath(purpose: EmailPurpose, hash: string, code: string): string {
	return purpose === "verify" ? `/sign/verify/email/${hash}/${code}` : `/sign/verify/email/pwreset/${hash}/${code}`;
}

/** A new link for `purpose`; every earlier unused link of the same purpose stops working. */
export function issueEmailLink(
	userId: string,
	purpose: EmailPurpose,
	now = new Date(),
): { hash: string; code: string } {
	const hash = randomToken(16);
	const code = randomToken(24);
	getDb().transaction((tx) => {
		tx.update(emailTokens)
			.set({ supersededAt: now })
			.where(
				and(
					eq(emailTokens.userId, userId),
					eq(emailTokens.purpose, purpose),
					isNull(emailTokens.usedAt),
					isNull(emailTokens.supersededAt),
				),
			)
			.run();
		tx.insert(emailTokens)
			.values({
				id: hash,
				userId,
				purpose,
				codeHash: digest(code),
				expiresAt: new Date(now.getTime() + EMAIL_LINK_TTL_MS),
				createdAt: now,
			})
			.run();
	});
	return { hash, code };
}

type LinkRecipient = { id: string; email: string; name: string; locale: Locale };

/** Issues a link of `purpose` (superseding earlier ones) and mails it in the user's language. */
async function mailLink(user: LinkRecipient, purpose: EmailPurpose, origin: string) {
	const { hash, code } = issueEmailLink(user.id, purpose);
	await sendMail({
		to: user.email,
		template: purpose === "verify" ? "verification" : "passwordReset",
		locale: user.locale,
		vars: { name: user.name, link: origin + emailLinkPath(purpose, hash, code), validHours: VALID_HOURS },
	});
}

export function sendVerificationMail(user: LinkRecipient, origin: string) {
	return mailLink(user, "verify", origin);
}

export type SignUpInput = {
	email: string;
	password: string;
	name: string;
	companyName: string;
	phone: string;
	bizRegNo?: string;
	locale: Locale;
	onceKey: string;
	/**
	 * Each consent with the version of the text it refers to (default: the current version) and the
	 * language it was shown in (default: the account's).
	 */
	consents: { kind: ConsentKind; version?: string; agreedAt: Date; locale?: Locale }[];
	/**
	 * Runs inside the sign-up's transaction once the account and company exist: a visitor's quote
	 * becomes the new company's estimate in the same write (decision 086), so a repeat cannot copy it twice.
	 */
	withinSignUp?: (tx: Tx, account: { userId: string; companyId: string }) => void;
};

export type SignUpOutcome =
	| { ok: true; userId: string }
	| { ok: false; reason: "taken" }
	/** another company has this business registration number (decision 054): nothing stored */
	| { ok: false; reason: "bizRegNoTaken" }
	/** the form already made its account (a double click, a resend): where the first one led */
	| { ok: false; reason: "repeated"; redirectTo: string };

/**
 * Creates the customer, their company and their consents in one transaction, exactly once per form
 * (its one-time key); then mails the verification link. Returns "taken" when the e-mail already has
 * an account (compared case-insensitively, as the unique index is).
 */
export async function signUp(input: SignUpInput, origin: string): Promise<SignUpOutcome> {
	// no "taken" look before the write: the unique index answers it inside the write, after the
	// repeat check, so the same form sent twice at once is a repeat and not "taken" by its own double
	const passwordHash = await hashPassword(input.password);
	const userId = crypto.randomUUID();
	const companyId = crypto.randomUUID();
	let done: OnceResult<undefined, "bizRegNoTaken">;
	try {
		done = exactlyOnceOr<undefined, "bizRegNoTaken">(input.onceKey, "signup", (tx) => {
			// inside the write, so two sign-ups with one number at once cannot both pass
			if (bizRegNoTaken(tx, input.bizRegNo)) refuse("bizRegNoTaken");
			tx.insert(companies)
				.values({ id: companyId, name: input.companyName, bizRegNo: input.bizRegNo ?? null })
				.run();
			tx.insert(users)
				.values({
					id: userId,
					email: input.email,
					name: input.name,
					role: "customer",
					locale: input.locale,
					companyId,
					phone: input.phone,
					passwordHash,
					passwordChangedAt: new Date(),
				})
				.run();
			for (const consent of input.consents)
				tx.insert(consents)
					.values({
						id: crypto.randomUUID(),
						userId,
						kind: consent.kind,
						version: consent.version ?? consentVersion(consent.kind),
						agreedAt: consent.agreedAt,
						locale: consent.locale ?? input.locale,
					})
					.run();
			// spec: every new customer receives the signup coupon (when a signup campaign runs)
			issueSignupCoupon(tx, userId);
			input.withinSignUp?.(tx, { userId, companyId });
			return { redirectTo: "/greeting" };
		});
	} catch (error) {
		// the address has an account (or another form took it meanwhile): the unique index decides
		if (String(error).includes("users_email_uq") || String(error).includes("UNIQUE constraint failed: users"))
			return { ok: false, reason: "taken" };
		throw error;
	}
	if (!done.ok) return { ok: false, reason: done.refused };
	if (done.repeated) return { ok: false, reason: "repeated", redirectTo: done.redirectTo };
	await sendVerificationMail({ id: userId, email: input.email, name: input.name, locale: input.locale }, origin);
	return { ok: true, userId };
}

/** Links of one purpose a user may be sent per hour: a resend button must not become a mail cannon. */
export const EMAIL_LINKS_PER_HOUR = 5;

function linksSentLastHour(userId: string, purpose: EmailPurpose, now = new Date()): number {
	return getDb()
		.select({ n: sql<number>`count(*)` })
		.from(emailTokens)
		.where(
			and(
				eq(emailTokens.userId, userId),
				eq(emailTokens.purpose, purpose),
				gt(emailTokens.createdAt, new Date(now.getTime() - 60 * 60 * 1000)),
			),
		)
		.get()!.n;
}

/** Resend from the greeting page or the sign-in refusal. Unknown or verified addresses get no mail. */
export async function resendVerification(
	email: string,
	origin: string,
): Promise<"sent" | "alreadyVerified" | "unknown" | "tooMany"> {
	const user = findUserByEmail(email);
	if (!user) return "unknown";
	if (user.emailVerifiedAt) return "alreadyVerified";
	if (linksSentLastHour(user.id, "verify") >= EMAIL_LINKS_PER_HOUR) return "tooMany";
	await sendVerificationMail(user, origin);
	return "sent";
}

function loadToken(hash: string, purpose: EmailPurpose) {
	if (!/^[A-Za-z0-9_-]{10,64}$/.test(hash)) return undefined;
	return getDb()
		.select()
		.from(emailTokens)
		.where(and(eq(emailTokens.id, hash), eq(emailTokens.purpose, purpose)))
		.get();
}

/** The address of the account a link (valid or not) was sent for; resending only ever mails it. */
export function linkOwnerEmail(hash: string, purpose: EmailPurpose): string | null {
	const token = loadToken(hash, purpose);
	return token ? ownerEmail(token.userId) : null;
}

function ownerEmail(userId: string): string | null {
	return getDb().select({ email: users.email }).from(users).where(eq(users.id, userId)).get()?.email ?? null;
}

export type LinkOutcome = { result: EmailTokenCheck; email?: string };

/** A link as opened: its token (if the hash names one), the check of its code, its account's address. */
function openLink(hash: string, code: string, purpose: EmailPurpose, now: Date) {
	const token = loadToken(hash, purpose);
	return { token, result: checkEmailToken(token, code, now), email: (token && ownerEmail(token.userId)) ?? undefined };
}

/** Opens a verification link: marks it used and the e-mail verified, or says why it cannot. */
export function verifyEmailLink(hash: string, code: string, now = new Date()): LinkOutcome {
	const { token, result, email } = openLink(hash, code, "verify", now);
	if (result !== "ok" || !token) return { result, email };
	getDb().transaction((tx) => {
		tx.update(emailTokens).set({ usedAt: now }).where(eq(emailTokens.id, token.id)).run();
		tx.update(users).set({ emailVerifiedAt: now }).where(eq(users.id, token.userId)).run();
	});
	return { result, email };
}

/** Checks a password-reset link without using it up (the form that follows uses it). */
export function checkResetLink(hash: string, code: string, now = new Date()): LinkOutcome {
	const { result, email } = openLink(hash, code, "pwreset", now);
	return { result, email };
}

/**
 * Forgotten password. The answer never says whether the address has an account; the mail does the
 * telling, to the address's owner only.
 */
export async function requestPasswordReset(email: string, origin: string): Promise<void> {
	const user = findUserByEmail(email);
	if (!user || linksSentLastHour(user.id, "pwreset") >= EMAIL_LINKS_PER_HOUR) return;
	await mailLink(user, "pwreset", origin);
}

/**
 * Sets the new password from a valid reset link, in one step with using the link: a link works once.
 * Opening the link proves the mailbox, so an unverified address becomes verified. Every session ends.
 */
export async function resetPassword(
	hash: string,
	code: string,
	password: string,
	origin: string,
	now = new Date(),
): Promise<EmailTokenCheck> {
	const { token, result } = openLink(hash, code, "pwreset", now);
	if (result !== "ok" || !token) return result;
	const passwordHash = await hashPassword(password);
	const used = getDb().transaction((tx) => {
		const claimed = tx
			.update(emailTokens)
			.set({ usedAt: now })
			.where(and(eq(emailTokens.id, token.id), isNull(emailTokens.usedAt)))
			.run();
		if (claimed.changes !== 1) return false; // a second tab got there first
		tx.update(users)
			.set({
				passwordHash,
				passwordChangedAt: now,
				emailVerifiedAt: sql`coalesce(${users.emailVerifiedAt}, ${now.getTime()})`,
			})
			.where(eq(users.id, token.userId))
			.run();
		return true;
	});
	if (!used) return "used";
	endOtherSessions(token.userId, null, now);
	const user = getDb().select().from(users).where(eq(users.id, token.userId)).get();
	if (user) await mailPasswordChanged(user, origin);
	return "ok";
}

/**
 * Where "Reset password" in the password-changed mail leads: the sign-in page with
 * its Find Password panel open (it asks for the address and mails a reset link). The reader of that
 * mail is the one who did not change the password, so their sessions ended and the page is theirs.
 */
export const FIND_PASSWORD_PATH = "/login?forgot=1#find-password";

async function mailPasswordChanged(user: LinkRecipient, origin: string) {
	await sendMail({
		to: user.email,
		template: "passwordChanged",
		locale: user.locale,
		vars: { name: user.name, email: user.email, link: `${origin}${FIND_PASSWORD_PATH}` },
	});
}

/** Find ID (spec "e-mail lookup"): exists -> the guide mail goes to that address; else "missing". */
export async function lookupEmail(email: string, origin: string): Promise<"exists" | "missing"> {
	const user = findUserByEmail(email);
	if (!user) return "missing";
	await sendMail({
		to: user.email,
		template: "idLookup",
		locale: user.locale,
		vars: { name: user.name, email: user.email, link: `${origin}/login` },
	});
	return "exists";
}

/**
 * Password change at /mypage/info: the current password must be right; then the new one is stored,
 * every session of the user ends (the route gives this browser a fresh one), and the
 * password-changed mail goes out.
 */
export async function changePassword(
	userId: string,
	current: string,
	next: string,
	origin: string,
): Promise<"changed" | "wrongCurrent"> {
	const user = getDb().select().from(users).where(eq(users.id, userId)).get();
	if (!user || !(await verifyPassword(current, user.passwordHash))) return "wrongCurrent";
	const now = new Date();
	getDb()
		.update(users)
		.set({ passwordHash: await hashPassword(next), passwordChangedAt: now })
		.where(eq(users.id, userId))
		.run();
	endOtherSessions(userId, null, now);
	await mailPasswordChanged(user, origin);
	return "changed";
}
