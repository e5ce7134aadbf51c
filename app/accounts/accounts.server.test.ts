// Integration: the account life cycle against the worker's real SQLite file, with mail read back from
// the outbox (no Postmark token in tests).
import crypto from "node:crypto";
import { eq, sql } from "drizzle-orm";
import { beforeAll, describe, expect, test } from "vitest";
import { getDb } from "#db/client.ts";
import { companies, consents, emailTokens, onceKeys, outbox, sessions, users } from "#db/schema.ts";
import { createSession, findSessionUser } from "#app/auth/session.server.ts";
import type { Locale } from "#app/i18n/locales.ts";
import { listOutbox } from "#app/mail/mail.server.ts";
import { resetEnvCache } from "#app/server/env.server.ts";
import {
	EMAIL_LINKS_PER_HOUR,
	changePassword,
	checkResetLink,
	issueEmailLink,
	lookupEmail,
	requestPasswordReset,
	resendVerification,
	resetPassword,
	signUp,
	verifyEmailLink,
} from "./accounts.server.ts";
import { EMAIL_LINK_TTL_MS } from "./email-token.ts";
import { hashPassword, verifyPassword } from "./password.server.ts";
import { LEGAL_DOCUMENTS } from "#app/legal/documents.ts";
import type { ConsentKind } from "#app/legal/documents.ts";

const ORIGIN = "http://app.test";
const PASSWORD = "harbour2026";
const VERIFY_LINK = /^http:\/\/app\.test\/sign\/verify\/email\/([A-Za-z0-9_-]+)\/([A-Za-z0-9_-]+)$/m;
const RESET_LINK = /^http:\/\/app\.test\/sign\/verify\/email\/pwreset\/([A-Za-z0-9_-]+)\/([A-Za-z0-9_-]+)$/m;

beforeAll(() => {
	// a token in the developer's shell would send real mail; the outbox is what these tests read
	delete process.env.POSTMARK_SERVER_TOKEN;
	resetEnvCache();
});

let counter = 0;
function uniqueEmail(label: string): string {
	counter += 1;
	return `${label}-${counter}-${crypto.randomUUID().slice(0, 8)}@accounts.test`;
}

const AGREED_AT = new Date("2026-11-02T09:30:00.000Z");
const CONSENT_KINDS: ConsentKind[] = ["terms", "privacy", "personal_info", "third_party", "marketing"];

function signUpInput(email: string, locale: Locale = "kr") {
	return {
		email,
		password: PASSWORD,
		name: "김철수",
		companyName: "바른무역",
		phone: "01012345678",
		locale,
		onceKey: crypto.randomBytes(16).toString("base64url"),
		consents: CONSENT_KINDS.map((kind) => ({ kind, agreedAt: AGREED_AT })),
	};
}

async function signedUp(locale: Locale = "kr") {
	const email = uniqueEmail("signup");
	const input = signUpInput(email, locale);
	const result = await signUp(input, ORIGIN);
	if (!result.ok) throw new Error("sign-up failed");
	return { email, userId: result.userId, input };
}

/** A user inserted directly, verified unless told otherwise, with PASSWORD as password. */
async function insertUser(options: { verified?: boolean; locale?: Locale } = {}) {
	const id = crypto.randomUUID();
	const email = uniqueEmail("user");
	getDb()
		.insert(users)
		.values({
			id,
			email,
			name: "Nguyen Van A",
			locale: options.locale ?? "kr",
			passwordHash: await hashPassword(PASSWORD),
			emailVerifiedAt: options.verified === false ? null : new Date(),
		})
		.run();
	return { id, email };
}

function linkFrom(text: string, pattern: RegExp): { hash: string; code: string } {
	const match = pattern.exec(text);
	if (!match) throw new Error(`no link in mail:\n${text}`);
	return { hash: match[1] as string, code: match[2] as string };
}

function latestMail(to: string, template: string) {
	const mail = listOutbox({ to }).find((m) => m.template === template);
	if (!mail) throw new Error(`no ${template} mail to ${to}`);
	return mail;
}

function userRow(id: string) {
	const row = getDb().select().from(users).where(eq(users.id, id)).get();
	if (!row) throw new Error(`no user ${id}`);
	return row;
}

function countRows(
	table: typeof users | typeof companies | typeof consents | typeof onceKeys | typeof outbox | typeof emailTokens,
): number {
	return getDb()
		.select({ n: sql<number>`count(*)` })
		.from(table)
		.get()!.n;
}

describe("signUp", () => {
	test("creates the company, the customer, the consents and the once key, and mails the link", async () => {
		const { email, userId, input } = await signedUp("kr");

		const user = userRow(userId);
		expect(user).toMatchObject({ email, name: "김철수", role: "customer", locale: "kr", phone: "01012345678" });
		expect(user.companyId).toBeTruthy();
		expect(user.phoneVerifiedAt).toBeNull();
		expect(user.emailVerifiedAt).toBeNull();
		expect(user.passwordHash).toMatch(/^\$argon2id\$/);
		expect(await verifyPassword(PASSWORD, user.passwordHash)).toBe(true);

		const company = getDb().select().from(companies).where(eq(companies.id, user.companyId!)).get();
		expect(company?.name).toBe("바른무역");

		const rows = getDb().select().from(consents).where(eq(consents.userId, userId)).all();
		expect(rows.map((r) => r.kind).sort()).toEqual([...CONSENT_KINDS].sort());
		// with no version given, each consent names the current version of its document, in the account's language
		const expectedVersion: Record<ConsentKind, string> = {
			terms: LEGAL_DOCUMENTS.terms.version,
			privacy: LEGAL_DOCUMENTS.privacy.version,
			personal_info: LEGAL_DOCUMENTS.privacy.version,
			third_party: LEGAL_DOCUMENTS.privacy.version,
			marketing: LEGAL_DOCUMENTS.marketing.version,
		};
		for (const row of rows) {
			expect(row.version).toBe(expectedVersion[row.kind]);
			expect(row.locale).toBe("kr");
			expect(row.agreedAt.getTime()).toBe(AGREED_AT.getTime());
		}

		const once = getDb().select().from(onceKeys).where(eq(onceKeys.key, input.onceKey)).get();
		expect(once).toMatchObject({ purpose: "signup", result: "/greeting" });

		const mails = listOutbox({ to: email });
		expect(mails).toHaveLength(1);
		expect(mails[0]).toMatchObject({ channel: "email", template: "verification", locale: "kr" });
		const { hash } = linkFrom(mails[0]!.text, VERIFY_LINK);
		const token = getDb().select().from(emailTokens).where(eq(emailTokens.id, hash)).get();
		expect(token).toMatchObject({ userId, purpose: "verify", usedAt: null, supersededAt: null });
	});

	test("the verification mail is in the user's language", async () => {
		const kr = await signedUp("kr");
		const vn = await signedUp("vn");
		const krMail = latestMail(kr.email, "verification");
		const vnMail = latestMail(vn.email, "verification");
		expect(vnMail.locale).toBe("vn");
		expect(vnMail.subject).toBeTruthy();
		expect(vnMail.subject).not.toBe(krMail.subject);
		expect(vnMail.text).toMatch(VERIFY_LINK);
	});

	// decision 054: one business registration number is one company
	test("a second company with a registration number already registered is refused, nothing stored", async () => {
		const first = await signUp({ ...signUpInput(uniqueEmail("bizno-a")), bizRegNo: "2208162517" }, ORIGIN);
		expect(first.ok).toBe(true);
		const before = [users, companies, consents, onceKeys, outbox, emailTokens].map(countRows);
		const second = signUpInput(uniqueEmail("bizno-b"));
		expect(await signUp({ ...second, bizRegNo: "2208162517" }, ORIGIN)).toEqual({ ok: false, reason: "bizRegNoTaken" });
		expect([users, companies, consents, onceKeys, outbox, emailTokens].map(countRows)).toEqual(before);
		// without a number, or with another, a company signs up as before
		expect((await signUp(signUpInput(uniqueEmail("bizno-c")), ORIGIN)).ok).toBe(true);
	}, 20_000);

	test("the same address in another case is taken, and nothing new is stored", async () => {
		const { email } = await signedUp();
		const before = [users, companies, consents, onceKeys, outbox, emailTokens].map(countRows);
		const again = signUpInput(email.toUpperCase());
		expect(await signUp(again, ORIGIN)).toEqual({ ok: false, reason: "taken" });
		expect([users, companies, consents, onceKeys, outbox, emailTokens].map(countRows)).toEqual(before);
		expect(getDb().select().from(onceKeys).where(eq(onceKeys.key, again.onceKey)).get()).toBeUndefined();
	});
});

describe("verifyEmailLink", () => {
	test("the mailed link verifies once; a second open says used", async () => {
		const { email, userId } = await signedUp();
		const { hash, code } = linkFrom(latestMail(email, "verification").text, VERIFY_LINK);
		const at = new Date();
		expect(verifyEmailLink(hash, code, at)).toEqual({ result: "ok", email });
		expect(userRow(userId).emailVerifiedAt?.getTime()).toBe(at.getTime());
		expect(verifyEmailLink(hash, code).result).toBe("used");
	});

	test("a forged code or an unknown hash is invalid, and verifies nothing", async () => {
		const { email, userId } = await signedUp();
		const { hash, code } = linkFrom(latestMail(email, "verification").text, VERIFY_LINK);
		const forged = (code[0] === "A" ? "B" : "A") + code.slice(1);
		expect(verifyEmailLink(hash, forged).result).toBe("invalid");
		expect(verifyEmailLink(crypto.randomBytes(16).toString("base64url"), code).result).toBe("invalid");
		expect(verifyEmailLink("../../etc", code).result).toBe("invalid");
		expect(userRow(userId).emailVerifiedAt).toBeNull();
		// the real link still works afterwards
		expect(verifyEmailLink(hash, code).result).toBe("ok");
	});

	test("a link is expired one millisecond after 24 hours", async () => {
		const { email, userId } = await signedUp();
		const { hash, code } = linkFrom(latestMail(email, "verification").text, VERIFY_LINK);
		const token = getDb().select().from(emailTokens).where(eq(emailTokens.id, hash)).get()!;
		const later = new Date(token.createdAt.getTime() + EMAIL_LINK_TTL_MS + 1);
		expect(verifyEmailLink(hash, code, later).result).toBe("expired");
		expect(userRow(userId).emailVerifiedAt).toBeNull();
	});

	test("a link issued more than 24 hours ago is expired now", async () => {
		const { userId } = await signedUp();
		const { hash, code } = issueEmailLink(userId, "verify", new Date(Date.now() - EMAIL_LINK_TTL_MS - 1));
		expect(verifyEmailLink(hash, code).result).toBe("expired");
	});

	test("resending supersedes the earlier link; the new one works", async () => {
		const { email, userId } = await signedUp();
		const first = linkFrom(latestMail(email, "verification").text, VERIFY_LINK);
		expect(await resendVerification(email, ORIGIN)).toBe("sent");
		const mails = listOutbox({ to: email }).filter((m) => m.template === "verification");
		expect(mails).toHaveLength(2);
		const second = linkFrom(mails[0]!.text, VERIFY_LINK);
		expect(second.hash).not.toBe(first.hash);
		expect(verifyEmailLink(first.hash, first.code).result).toBe("superseded");
		expect(userRow(userId).emailVerifiedAt).toBeNull();
		expect(verifyEmailLink(second.hash, second.code).result).toBe("ok");
	});
});

describe("resendVerification", () => {
	test("a verified address gets no mail", async () => {
		const { email } = await insertUser({ verified: true });
		expect(await resendVerification(email, ORIGIN)).toBe("alreadyVerified");
		expect(listOutbox({ to: email })).toHaveLength(0);
	});

	test("an unknown address gets no mail", async () => {
		const email = uniqueEmail("nobody");
		expect(await resendVerification(email, ORIGIN)).toBe("unknown");
		expect(listOutbox({ to: email })).toHaveLength(0);
	});

	test("matches the address case-insensitively", async () => {
		const { email } = await signedUp();
		expect(await resendVerification(email.toUpperCase(), ORIGIN)).toBe("sent");
		expect(listOutbox({ to: email })).toHaveLength(2);
	});

	test(`at most ${EMAIL_LINKS_PER_HOUR} links an hour`, async () => {
		const { email } = await signedUp(); // the sign-up mail is the first link
		for (let i = 1; i < EMAIL_LINKS_PER_HOUR; i++) expect(await resendVerification(email, ORIGIN)).toBe("sent");
		expect(await resendVerification(email, ORIGIN)).toBe("tooMany");
		expect(listOutbox({ to: email })).toHaveLength(EMAIL_LINKS_PER_HOUR);
	});
});

describe("password reset", () => {
	test("mails a reset link to a known address only", async () => {
		const { email } = await insertUser();
		await requestPasswordReset(email, ORIGIN);
		const mail = latestMail(email, "passwordReset");
		expect(mail.text).toMatch(RESET_LINK);

		const unknown = uniqueEmail("nobody");
		await expect(requestPasswordReset(unknown, ORIGIN)).resolves.toBeUndefined();
		expect(listOutbox({ to: unknown })).toHaveLength(0);
	});

	test("the link checks ok, resets once, and the old password stops working", async () => {
		const { id, email } = await insertUser();
		await requestPasswordReset(email, ORIGIN);
		const { hash, code } = linkFrom(latestMail(email, "passwordReset").text, RESET_LINK);

		expect(checkResetLink(hash, code)).toEqual({ result: "ok", email });
		// checking does not use the link up
		expect(checkResetLink(hash, code).result).toBe("ok");
		// a reset link is not a verification link
		expect(verifyEmailLink(hash, code).result).toBe("invalid");

		expect(await resetPassword(hash, code, "newHarbour77", ORIGIN)).toBe("ok");
		const hashAfter = userRow(id).passwordHash;
		expect(await verifyPassword("newHarbour77", hashAfter)).toBe(true);
		expect(await verifyPassword(PASSWORD, hashAfter)).toBe(false);

		expect(await resetPassword(hash, code, "thirdHarbour88", ORIGIN)).toBe("used");
		expect(checkResetLink(hash, code).result).toBe("used");
		expect(await verifyPassword("newHarbour77", userRow(id).passwordHash)).toBe(true);
	});

	test("a reset ends every session and sends the password-changed mail", async () => {
		const { id, email } = await insertUser();
		const a = await createSession(id, { stayLoggedIn: true });
		const b = await createSession(id);
		expect(await findSessionUser(a.id)).not.toBeNull();

		await requestPasswordReset(email, ORIGIN);
		const { hash, code } = linkFrom(latestMail(email, "passwordReset").text, RESET_LINK);
		expect(await resetPassword(hash, code, "newHarbour77", ORIGIN)).toBe("ok");

		expect(await findSessionUser(a.id)).toBeNull();
		expect(await findSessionUser(b.id)).toBeNull();
		const rows = getDb().select().from(sessions).where(eq(sessions.userId, id)).all();
		expect(rows.map((r) => r.status)).toEqual(["quitting", "quitting"]);
		expect(latestMail(email, "passwordChanged").text).toContain(email);
	});

	test("a reset verifies an unverified address (the link proves the mailbox)", async () => {
		const { id, email } = await insertUser({ verified: false });
		await requestPasswordReset(email, ORIGIN);
		const { hash, code } = linkFrom(latestMail(email, "passwordReset").text, RESET_LINK);
		expect(await resetPassword(hash, code, "newHarbour77", ORIGIN)).toBe("ok");
		expect(userRow(id).emailVerifiedAt).toBeInstanceOf(Date);
	});

	test("a forged code changes nothing", async () => {
		const { id, email } = await insertUser();
		await requestPasswordReset(email, ORIGIN);
		const { hash, code } = linkFrom(latestMail(email, "passwordReset").text, RESET_LINK);
		const before = userRow(id).passwordHash;
		expect(await resetPassword(hash, code + "x", "newHarbour77", ORIGIN)).toBe("invalid");
		expect(userRow(id).passwordHash).toBe(before);
		expect(listOutbox({ to: email }).some((m) => m.template === "passwordChanged")).toBe(false);
	});
});

describe("lookupEmail", () => {
	test("an existing address is told so and gets the ID mail", async () => {
		const { email } = await insertUser({ locale: "en" });
		expect(await lookupEmail(email, ORIGIN)).toBe("exists");
		const mail = latestMail(email, "idLookup");
		expect(mail.locale).toBe("en");
		expect(mail.text).toContain(email);
	});

	test("a missing address is told so and nothing is mailed", async () => {
		const email = uniqueEmail("missing");
		expect(await lookupEmail(email, ORIGIN)).toBe("missing");
		expect(listOutbox({ to: email })).toHaveLength(0);
	});
});

describe("changePassword", () => {
	test("a wrong current password changes nothing", async () => {
		const { id, email } = await insertUser();
		const session = await createSession(id);
		const before = userRow(id);
		expect(await changePassword(id, "wrongHarbour1", "newHarbour77", ORIGIN)).toBe("wrongCurrent");
		const after = userRow(id);
		expect(after.passwordHash).toBe(before.passwordHash);
		expect(after.passwordChangedAt).toEqual(before.passwordChangedAt);
		expect(await findSessionUser(session.id)).not.toBeNull();
		expect(listOutbox({ to: email })).toHaveLength(0);
	});

	test("an unknown user is refused", async () => {
		expect(await changePassword(crypto.randomUUID(), PASSWORD, "newHarbour77", ORIGIN)).toBe("wrongCurrent");
	});

	test("the right current password changes it, ends every session and mails", async () => {
		const { id, email } = await insertUser();
		const sessionsBefore = [await createSession(id, { stayLoggedIn: true }), await createSession(id)];
		expect(await changePassword(id, PASSWORD, "newHarbour77", ORIGIN)).toBe("changed");
		const after = userRow(id);
		expect(await verifyPassword("newHarbour77", after.passwordHash)).toBe(true);
		expect(await verifyPassword(PASSWORD, after.passwordHash)).toBe(false);
		expect(after.passwordChangedAt).toBeInstanceOf(Date);
		for (const session of sessionsBefore) expect(await findSessionUser(session.id)).toBeNull();
		// "Reset password" opens the page that mails a reset link, not the bare sign-in page
		expect(latestMail(email, "passwordChanged").text.split("\n")).toContain(`${ORIGIN}/login?forgot=1#find-password`);
	});
});
