// "Exactly once" for forms (developers' guide: a double submit has exactly one effect). The form
// carries a random key; the first submission records it with where it led, inside the same
// transaction as its effect, and the primary key makes a second record impossible. A resubmission
// (double click, browser back-and-resend with JavaScript off) is sent to the first result instead.
import crypto from "node:crypto";
import { eq } from "drizzle-orm";
import { data, redirect } from "react-router";
import { getDb, type AppDatabase } from "#db/client.ts";
import { onceKeys } from "#db/schema.ts";

type Tx = Parameters<Parameters<AppDatabase["transaction"]>[0]>[0];

export function newOnceKey(): string {
	return crypto.randomBytes(16).toString("base64url");
}

/** Where an earlier submission with this key led, if there was one. */
export function onceResult(key: string, purpose: string): string | null {
	const row = getDb().select().from(onceKeys).where(eq(onceKeys.key, key)).get();
	return row && row.purpose === purpose ? row.result : null;
}

/** Call inside the effect's transaction; a duplicate key aborts the whole transaction. */
export function recordOnce(tx: Tx, key: string, purpose: string, result: string): void {
	tx.insert(onceKeys).values({ key, purpose, result }).run();
}

/**
 * The form's one-time key, checked before the effect: a missing or malformed key is 400, and a key
 * that already took effect answers with a redirect (303) to where the first submission led.
 */
export function freshOnceKey(formData: FormData, purpose: string): string {
	const key = String(formData.get("onceKey") ?? "");
	if (!/^[\w-]{16,64}$/.test(key)) throw data({ reason: "badRequest" }, { status: 400 });
	const earlier = onceResult(key, purpose);
	if (earlier) throw redirect(earlier, 303);
	return key;
}

/** True when a write failed because a unique key (a once key among them) was taken meanwhile. */
export function isDuplicateKey(error: unknown): boolean {
	const code = (error as { code?: unknown } | null)?.code;
	return typeof code === "string" && code.startsWith("SQLITE_CONSTRAINT");
}
