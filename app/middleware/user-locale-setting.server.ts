// A user's language (decision 044): the one setting every mail and mailed document to that user is
// written in (users.locale; decision 044). Chosen on sign-up from the interface language, changed in
// /mypage/info, and followed when a signed-in user switches the interface language (?lng=).
import { eq } from "drizzle-orm";
import { type Locale, resolveLocale } from "#app/i18n/locales.ts";
import { getDb } from "#db/client.ts";
import { users } from "#db/schema.ts";

/** Stores the user's language; true when it changed. */
export function setUserLocale(userId: string, locale: Locale): boolean {
	const result = getDb().update(users).set({ locale }).where(eq(users.id, userId)).run();
	return result.changes > 0;
}

export function userLocale(userId: string): Locale | undefined {
	return getDb().select({ locale: users.locale }).from(users).where(eq(users.id, userId)).get()?.locale;
}

/**
 * The language a signed-in user's request chose to switch to, or null: only an explicit choice
 * (?lng=, the language menu's links) moves the setting; a cookie or a browser's Accept-Language
 * never does, so a colleague's shared computer cannot change someone's mail language by itself.
 */
export function switchedLocale(request: Request, current: Locale): Locale | null {
	const { locale, source } = resolveLocale(request);
	return source === "query" && locale !== current ? locale : null;
}
