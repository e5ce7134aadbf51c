// "Exactly once" for forms (developers' guide: a double submit has exactly one effect). The form
// carries a random key; the first submission records it with where it led, inside the same
// transaction as its effect, and the primary key makes a second record impossible. A resubmission
// (double click, browser back-and-resend with JavaScript off) is sent to the first result instead.
// exactlyOnce is the one way to do it: every effect behind a one-time key goes through it.
import { AsyncLocalStorage } from "node:async_hooks";
import { randomBytes } from "node:crypto";
import { eq } from "drizzle-orm";
import { data, redirect } from "react-router";
import { type ErrorBody, badRequest } from "#app/utils/replies.server.ts";
import { getDb, type Tx } from "#db/client.ts";
import { onceKeys } from "#db/schema.ts";
import { processWide } from "#app/server/process-wide.ts";
import { type Refused, isRefusal } from "#app/utils/refusal.ts";

// Whose keys these are (decision 052). The key is chosen by the page and sent back by the client,
// so a key read off an admin's form and used first by a customer made the admin's own submission fail
// with 409. A key is therefore recorded under the signed-in user who used it: the same key from
// another account is another record, and can neither block nor replay the owner's. The owner is the
// request's signed-in user, set once for the whole request by onceOwnerMiddleware (after auth), so
// none of the forms' dozens of calls has to pass it; a command forwarded from a LiteFS replica carries
// it in its signed body (app/storage/forward.server.ts). Without a signed-in user (sign-up, a job, a
// test calling the effect directly) keys are recorded as they are, as before.
const owners = processWide("once-owner", () => new AsyncLocalStorage<string>());

/** Runs `fn` with one-time keys recorded under `owner` (a user id; "" for none). */
export function runAsOnceOwner<T>(owner: string, fn: () => T): T {
	return owners.run(owner, fn);
}

/** The owner keys are recorded under here ("" outside a signed-in request). */
export function currentOnceOwner(): string {
	return owners.getStore() ?? "";
}

/** The once_keys row's key: the form's key under its owner ("u:<owner>:<key>"; a form key has no colon). */
export function storedOnceKey(key: string, owner = currentOnceOwner()): string {
	return owner ? `u:${owner}:${key}` : key;
}

/**
 * A key another form already used (a key copied between forms, or a page's key sent to another
 * page's action): its first effect is not this form's to repeat, and recording it again would break
 * the primary key. 409 with the conflict page ("already handled; reload"), and nothing is done.
 */
export function onceKeyTaken() {
	return data<ErrorBody>({ reason: "conflict" }, { status: 409 });
}

export function newOnceKey(): string {
	return randomBytes(16).toString("base64url");
}

/**
 * Where an earlier submission with this key led, if there was one (inside a transaction: as it sees
 * it); a key another purpose took throws the 409 of onceKeyTaken.
 */
export function onceResult(key: string, purpose: string): string | null {
	const row = getDb()
		.select()
		.from(onceKeys)
		.where(eq(onceKeys.key, storedOnceKey(key)))
		.get();
	if (row && row.purpose !== purpose) throw onceKeyTaken();
	return row ? row.result : null;
}

/** Call inside the effect's transaction; a duplicate key aborts the whole transaction. */
export function recordOnce(tx: Tx, key: string, purpose: string, result: string): void {
	tx.insert(onceKeys)
		.values({ key: storedOnceKey(key), purpose, result })
		.run();
}

/** Frees a key whose effect was undone outside its transaction (a mail that could not be sent). */
export function forgetOnceKey(key: string): void {
	getDb()
		.delete(onceKeys)
		.where(eq(onceKeys.key, storedOnceKey(key)))
		.run();
}

/**
 * The form's one-time key, checked before the effect: a missing or malformed key is 400, a key that
 * already took effect answers with a redirect (303) to where the first submission led, and a key
 * another form used is 409.
 */
export function freshOnceKey(formData: FormData, purpose: string): string {
	const key = String(formData.get("onceKey") ?? "");
	if (!/^[\w-]{16,64}$/.test(key)) throw badRequest();
	const earlier = onceResult(key, purpose);
	if (earlier) throw redirect(earlier, 303);
	return key;
}

/** True when a write failed because a unique key (a once key among them) was taken meanwhile. */
export function isDuplicateKey(error: unknown): boolean {
	const code = (error as { code?: unknown } | null)?.code;
	return typeof code === "string" && code.startsWith("SQLITE_CONSTRAINT");
}

/** What an exactly-once effect did: the first time its value, and where the form leads either way. */
export type OnceOutcome<T> = { repeated: false; redirectTo: string; value: T } | { repeated: true; redirectTo: string };

/**
 * Runs `effect` once per key: in one immediate transaction with the key's record, so the effect and
 * the record land together or not at all. The effect returns where the form leads (it may depend on
 * what it made, e.g. a new estimate's id) and a value for the caller. A key that already took effect
 * answers `repeated` with the first result and the effect does not run; an error the effect throws
 * (a refusal, a status that moved on) rolls everything back and propagates.
 */
export function exactlyOnce<T = undefined>(
	key: string,
	purpose: string,
	effect: (tx: Tx) => { redirectTo: string; value?: T },
): OnceOutcome<T> {
	return getDb().transaction(
		(tx): OnceOutcome<T> => {
			// Looked up inside the transaction, not before it: an immediate transaction holds SQLite's one
			// write lock, so no other request can record this key between this look and the record below.
			// A request that lost a race to its own double is answered like any repeat, before its effect
			// could refuse because the first one already moved the record on.
			const earlier = onceResult(key, purpose);
			if (earlier) return { repeated: true, redirectTo: earlier };
			const done = effect(tx);
			recordOnce(tx, key, purpose, done.redirectTo);
			return { repeated: false, redirectTo: done.redirectTo, value: done.value as T };
		},
		{ behavior: "immediate" },
	);
}

/** What exactlyOnceOr answers: exactlyOnce's outcome, or the refusal its effect threw (nothing stored). */
export type OnceResult<T, V> = ({ ok: true } & OnceOutcome<T>) | Refused<V>;

/**
 * exactlyOnce for an effect that may refuse (decision 058): a `refuse(what)` thrown by the effect rolls
 * back its writes and the key's record, and comes back as `{ ok: false, refused: what }`, so the same
 * form may try again; anything else it throws propagates as with exactlyOnce. The caller names the
 * refusal type `V` its effect throws.
 */
export function exactlyOnceOr<T, V>(
	key: string,
	purpose: string,
	effect: (tx: Tx) => { redirectTo: string; value?: T },
): OnceResult<T, V> {
	try {
		return { ok: true, ...exactlyOnce<T>(key, purpose, effect) };
	} catch (error) {
		if (isRefusal(error)) return { ok: false, refused: error.refused as V };
		throw error;
	}
}
