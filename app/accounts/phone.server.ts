// Phone verification on the database (spec section 7: /verify/cellphone/step1 sends, step2 verifies).
// The number becomes the user's verified phone only when its code is verified, so typing someone
// else's number and never confirming it changes nothing.
import crypto from "node:crypto";
import { and, desc, eq, gt, isNull } from "drizzle-orm";
import { insertionOrder } from "#db/insertion-order.ts";
import { getDb } from "#db/client.ts";
import { phoneCodes, users } from "#db/schema.ts";
import type { Locale } from "#app/i18n/locales.ts";
import { translatorFor } from "#app/i18n/translate.server.ts";
import { sendSms } from "#app/sms/sms.server.ts";
import {
	PHONE_CODE_DIGITS,
	PHONE_CODE_TTL_MS,
	type PhoneCodeCheck,
	checkPhoneCode,
	phoneSendGate,
} from "./phone-code.ts";
import { digest, randomDigits } from "./secret-code.ts";

export type SendOutcome = { sent: true } | { sent: false; reason: "cooldown" | "hourly"; retryAfterSeconds: number };

export async function sendPhoneCode(
	userId: string,
	phone: string,
	locale: Locale,
	now = new Date(),
): Promise<SendOutcome> {
	const db = getDb();
	const recent = db
		.select({ createdAt: phoneCodes.createdAt })
		.from(phoneCodes)
		.where(and(eq(phoneCodes.userId, userId), gt(phoneCodes.createdAt, new Date(now.getTime() - 60 * 60 * 1000))))
		.orderBy(desc(phoneCodes.createdAt), desc(insertionOrder(phoneCodes)))
		.all()
		.map((r) => r.createdAt);
	const gate = phoneSendGate(recent, now);
	if (!gate.allowed)
		return { sent: false, reason: gate.reason, retryAfterSeconds: Math.ceil(gate.retryAfterMs / 1000) };

	const code = randomDigits(PHONE_CODE_DIGITS);
	db.transaction((tx) => {
		tx.update(phoneCodes)
			.set({ supersededAt: now })
			.where(and(eq(phoneCodes.userId, userId), isNull(phoneCodes.verifiedAt), isNull(phoneCodes.supersededAt)))
			.run();
		tx.insert(phoneCodes)
			.values({
				id: crypto.randomUUID(),
				userId,
				phone,
				codeHash: digest(code),
				expiresAt: new Date(now.getTime() + PHONE_CODE_TTL_MS),
				createdAt: now,
			})
			.run();
	});
	const t = await translatorFor(locale);
	await sendSms({
		to: phone,
		text: t("sms.phoneCode", { code, minutes: PHONE_CODE_TTL_MS / 60_000 }),
		template: "phoneCode",
		locale,
	});
	return { sent: true };
}

/** The number the latest live code was sent to, for the step-2 form. */
export function pendingPhone(userId: string, now = new Date()): string | null {
	const row = getDb()
		.select({ phone: phoneCodes.phone })
		.from(phoneCodes)
		.where(
			and(
				eq(phoneCodes.userId, userId),
				isNull(phoneCodes.verifiedAt),
				isNull(phoneCodes.supersededAt),
				gt(phoneCodes.expiresAt, now),
			),
		)
		.orderBy(desc(phoneCodes.createdAt), desc(insertionOrder(phoneCodes)))
		.get();
	return row?.phone ?? null;
}

export function verifyPhoneCode(userId: string, code: string, now = new Date()): PhoneCodeCheck {
	const db = getDb();
	const row = db
		.select()
		.from(phoneCodes)
		.where(and(eq(phoneCodes.userId, userId), isNull(phoneCodes.verifiedAt), isNull(phoneCodes.supersededAt)))
		.orderBy(desc(phoneCodes.createdAt), desc(insertionOrder(phoneCodes)))
		.get();
	const result = checkPhoneCode(row, code, now);
	if (!row) return result;
	if (result === "mismatch")
		db.update(phoneCodes)
			.set({ attempts: row.attempts + 1 })
			.where(eq(phoneCodes.id, row.id))
			.run();
	if (result === "ok")
		db.transaction((tx) => {
			tx.update(phoneCodes).set({ verifiedAt: now }).where(eq(phoneCodes.id, row.id)).run();
			tx.update(users).set({ phone: row.phone, phoneVerifiedAt: now }).where(eq(users.id, userId)).run();
		});
	return result;
}
