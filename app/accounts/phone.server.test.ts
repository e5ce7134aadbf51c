// Integration: phone codes in the worker's real SQLite file, the SMS read back from the outbox (no
// Solapi keys in tests).
import crypto from "node:crypto";
import { and, eq } from "drizzle-orm";
import { beforeAll, describe, expect, test } from "vitest";
import { getDb } from "#db/client.ts";
import { phoneCodes, users } from "#db/schema.ts";
import type { Locale } from "#app/i18n/locales.ts";
import { listOutbox } from "#app/mail/mail.server.ts";
import { setSmsProvider } from "#app/sms/sms.server.ts";
import { resetEnvCache } from "#app/server/env.server.ts";
import {
	PHONE_CODE_MAX_ATTEMPTS,
	PHONE_CODE_TTL_MS,
	PHONE_SEND_COOLDOWN_MS,
	PHONE_SENDS_PER_HOUR,
} from "./phone-code.ts";
import { pendingPhone, sendPhoneCode, verifyPhoneCode } from "./phone.server.ts";
import { digest } from "./secret-code.ts";

beforeAll(() => {
	// keys in the developer's shell would send real SMS; the outbox is what these tests read
	for (const key of ["SOLAPI_API_KEY", "SOLAPI_API_SECRET", "SMS_FROM"]) delete process.env[key];
	resetEnvCache();
	setSmsProvider(undefined);
});

function insertUser(locale: Locale = "kr") {
	const id = crypto.randomUUID();
	getDb()
		.insert(users)
		.values({ id, email: `phone-${id}@phone.test`, name: "Tran Thi B", locale, phone: "01000000000" })
		.run();
	return id;
}

/** A number no other test uses, so the outbox can be read by recipient. */
function uniquePhone(): string {
	return "010" + String(crypto.randomInt(0, 1e8)).padStart(8, "0");
}

function userRow(id: string) {
	return getDb().select().from(users).where(eq(users.id, id)).get()!;
}

function codeRows(userId: string) {
	return getDb().select().from(phoneCodes).where(eq(phoneCodes.userId, userId)).all();
}

/** The code in the newest SMS to `phone`. */
function smsCode(phone: string): string {
	const sms = listOutbox({ to: phone })[0];
	if (!sms) throw new Error(`no SMS to ${phone}`);
	const match = /\b(\d{6})\b/.exec(sms.text);
	if (!match) throw new Error(`no code in ${sms.text}`);
	return match[1] as string;
}

/** A 6-digit code that is not `code`. */
function otherCode(code: string, salt = 1): string {
	return String((Number(code) + salt) % 1_000_000).padStart(6, "0");
}

async function sent(userId: string, phone: string, now = new Date(), locale: Locale = "kr") {
	expect(await sendPhoneCode(userId, phone, locale, now)).toEqual({ sent: true });
	return smsCode(phone);
}

describe("sendPhoneCode", () => {
	test("stores the code hashed and sends a 6-digit code by SMS", async () => {
		const userId = insertUser();
		const phone = uniquePhone();
		const code = await sent(userId, phone);
		expect(code).toMatch(/^\d{6}$/);

		const rows = codeRows(userId);
		expect(rows).toHaveLength(1);
		expect(rows[0]).toMatchObject({ phone, attempts: 0, verifiedAt: null, supersededAt: null });
		expect(rows[0]!.codeHash).toBe(digest(code));
		expect(rows[0]!.codeHash).not.toContain(code);
		expect(rows[0]!.expiresAt.getTime() - rows[0]!.createdAt.getTime()).toBe(PHONE_CODE_TTL_MS);

		const messages = listOutbox({ to: phone });
		expect(messages).toHaveLength(1);
		expect(messages[0]).toMatchObject({
			channel: "sms",
			to: phone,
			subject: null,
			html: null,
			template: "phoneCode",
			locale: "kr",
		});
		expect(messages[0]!.text).toContain("바른포워딩");
	});

	test.each([
		["en", "Your code is"],
		["vn", "Mã xác minh"],
	] as const)("the SMS is in the user's language (%s)", async (locale, words) => {
		const userId = insertUser(locale);
		const phone = uniquePhone();
		const code = await sent(userId, phone, new Date(), locale);
		const sms = listOutbox({ to: phone })[0]!;
		expect(sms.locale).toBe(locale);
		expect(sms.text).toContain(words);
		expect(sms.text).toContain(code);
	});

	test("a second send within 30 seconds is refused with the wait", async () => {
		const userId = insertUser();
		const phone = uniquePhone();
		const t0 = new Date();
		await sent(userId, phone, t0);
		expect(await sendPhoneCode(userId, phone, "kr", new Date(t0.getTime() + 10_000))).toEqual({
			sent: false,
			reason: "cooldown",
			retryAfterSeconds: 20,
		});
		expect(
			await sendPhoneCode(userId, uniquePhone(), "kr", new Date(t0.getTime() + PHONE_SEND_COOLDOWN_MS - 1)),
		).toMatchObject({
			sent: false,
			reason: "cooldown",
		});
		expect(listOutbox({ to: phone })).toHaveLength(1);
		expect(codeRows(userId)).toHaveLength(1);
		expect(await sendPhoneCode(userId, phone, "kr", new Date(t0.getTime() + PHONE_SEND_COOLDOWN_MS))).toEqual({
			sent: true,
		});
	});

	test(`at most ${PHONE_SENDS_PER_HOUR} codes an hour`, async () => {
		const userId = insertUser();
		const phone = uniquePhone();
		const t0 = Date.now();
		const step = PHONE_SEND_COOLDOWN_MS + 1000;
		for (let i = 0; i < PHONE_SENDS_PER_HOUR; i++) await sent(userId, phone, new Date(t0 + i * step));
		const refused = await sendPhoneCode(userId, phone, "kr", new Date(t0 + PHONE_SENDS_PER_HOUR * step));
		expect(refused).toMatchObject({ sent: false, reason: "hourly" });
		expect(listOutbox({ to: phone })).toHaveLength(PHONE_SENDS_PER_HOUR);
	});
});

describe("verifyPhoneCode", () => {
	test("the right code verifies the number and makes it the user's phone", async () => {
		const userId = insertUser();
		const phone = uniquePhone();
		const code = await sent(userId, phone);
		const at = new Date();
		expect(verifyPhoneCode(userId, code, at)).toBe("ok");
		const user = userRow(userId);
		expect(user.phone).toBe(phone);
		expect(user.phoneVerifiedAt?.getTime()).toBe(at.getTime());
		expect(codeRows(userId)[0]!.verifiedAt?.getTime()).toBe(at.getTime());
		// a code works once
		expect(verifyPhoneCode(userId, code)).toBe("none");
	});

	test("a wrong code is a mismatch, counts an attempt and changes nothing", async () => {
		const userId = insertUser();
		const phone = uniquePhone();
		const code = await sent(userId, phone);
		expect(verifyPhoneCode(userId, otherCode(code))).toBe("mismatch");
		expect(codeRows(userId)[0]!.attempts).toBe(1);
		expect(verifyPhoneCode(userId, otherCode(code, 2))).toBe("mismatch");
		expect(codeRows(userId)[0]!.attempts).toBe(2);
		const user = userRow(userId);
		expect(user.phone).toBe("01000000000");
		expect(user.phoneVerifiedAt).toBeNull();
		// fewer than five wrong tries leave the right code usable
		expect(verifyPhoneCode(userId, code)).toBe("ok");
	});

	test(`after ${PHONE_CODE_MAX_ATTEMPTS} wrong codes even the right one is refused`, async () => {
		const userId = insertUser();
		const phone = uniquePhone();
		const code = await sent(userId, phone);
		for (let i = 1; i <= PHONE_CODE_MAX_ATTEMPTS; i++)
			expect(verifyPhoneCode(userId, otherCode(code, i))).toBe("mismatch");
		expect(codeRows(userId)[0]!.attempts).toBe(PHONE_CODE_MAX_ATTEMPTS);
		expect(verifyPhoneCode(userId, code)).toBe("tooManyAttempts");
		expect(codeRows(userId)[0]!.attempts).toBe(PHONE_CODE_MAX_ATTEMPTS);
		expect(userRow(userId).phoneVerifiedAt).toBeNull();
	});

	test("a code is expired after 3 minutes", async () => {
		const userId = insertUser();
		const phone = uniquePhone();
		const t0 = new Date();
		const code = await sent(userId, phone, t0);
		expect(verifyPhoneCode(userId, code, new Date(t0.getTime() + PHONE_CODE_TTL_MS))).toBe("expired");
		expect(userRow(userId).phoneVerifiedAt).toBeNull();
		expect(verifyPhoneCode(userId, code, new Date(t0.getTime() + PHONE_CODE_TTL_MS - 1))).toBe("ok");
	});

	test("a new send supersedes the earlier code: only the newest code counts", async () => {
		const userId = insertUser();
		const firstPhone = uniquePhone();
		const secondPhone = uniquePhone();
		const t0 = new Date();
		const first = await sent(userId, firstPhone, t0);
		const t1 = new Date(t0.getTime() + PHONE_SEND_COOLDOWN_MS);
		const second = await sent(userId, secondPhone, t1);

		const rows = codeRows(userId);
		expect(rows.find((r) => r.phone === firstPhone)?.supersededAt?.getTime()).toBe(t1.getTime());
		expect(rows.find((r) => r.phone === secondPhone)?.supersededAt).toBeNull();

		// the old code is checked against the newest one, so it is a plain mismatch (and costs a try)
		if (first !== second) {
			expect(verifyPhoneCode(userId, first, t1)).toBe("mismatch");
			expect(
				getDb()
					.select()
					.from(phoneCodes)
					.where(and(eq(phoneCodes.userId, userId), eq(phoneCodes.phone, secondPhone)))
					.get()?.attempts,
			).toBe(1);
		}
		expect(verifyPhoneCode(userId, second, t1)).toBe("ok");
		// the number verified is the one the newest code went to
		expect(userRow(userId).phone).toBe(secondPhone);
	});

	test("without any code sent the answer is none", () => {
		const userId = insertUser();
		expect(verifyPhoneCode(userId, "123456")).toBe("none");
	});

	test("another user's code does not verify this user", async () => {
		const owner = insertUser();
		const other = insertUser();
		const phone = uniquePhone();
		const code = await sent(owner, phone);
		expect(verifyPhoneCode(other, code)).toBe("none");
		expect(userRow(other).phoneVerifiedAt).toBeNull();
	});
});

describe("pendingPhone", () => {
	test("is the number of the newest live code, and null once verified, superseded or expired", async () => {
		const userId = insertUser();
		expect(pendingPhone(userId)).toBeNull();

		const t0 = new Date();
		const firstPhone = uniquePhone();
		await sent(userId, firstPhone, t0);
		expect(pendingPhone(userId, t0)).toBe(firstPhone);
		expect(pendingPhone(userId, new Date(t0.getTime() + PHONE_CODE_TTL_MS))).toBeNull();

		const t1 = new Date(t0.getTime() + PHONE_SEND_COOLDOWN_MS);
		const secondPhone = uniquePhone();
		const code = await sent(userId, secondPhone, t1);
		expect(pendingPhone(userId, t1)).toBe(secondPhone);

		expect(verifyPhoneCode(userId, code, t1)).toBe("ok");
		expect(pendingPhone(userId, t1)).toBeNull();
	});
});
