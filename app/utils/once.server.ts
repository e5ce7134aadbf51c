// "Exactly once" for forms (developers' guide: a double submit has exactly one effect). The form
// carries a random key; the first submission records it with where it led, inside the same
// transaction as its effect, and the primary key makes a second record impossible. A resubmission
// (double click, browser back-and-resend with JavaScript off) is sent to the first result instead.
import crypto from "node:crypto";
import { eq } from "drizzle-orm";
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
