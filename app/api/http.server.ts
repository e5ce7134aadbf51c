// Small pieces shared by the JSON API routes: the answer's language and JSON responses.
import type { TFunction } from "i18next";
import { type Locale, localeFromAcceptLanguage } from "#app/i18n/locales.ts";
import { translatorFor } from "#app/i18n/translate.server.ts";
import type { Translate } from "./quote-response.ts";

/**
 * The API speaks English unless Accept-Language asks for kr, en or vn: partner systems are programs,
 * and their developers read English more often than Korean (the site's default).
 */
export const API_DEFAULT_LOCALE: Locale = "en";

export function apiLocale(request: Request): Locale {
	return localeFromAcceptLanguage(request.headers.get("Accept-Language")) ?? API_DEFAULT_LOCALE;
}

// One i18next instance per language for the life of the process: the API answers many small
// requests, and building an instance per request would cost more than the quote.
const translators = new Map<Locale, Promise<TFunction>>();

export async function apiTranslator(locale: Locale): Promise<Translate> {
	let pending = translators.get(locale);
	if (!pending) {
		pending = translatorFor(locale);
		translators.set(locale, pending);
		pending.catch(() => translators.delete(locale));
	}
	const t = await pending;
	return (key, options) => t(key, options ?? {}) as string;
}

export function jsonResponse(body: unknown, status: number, headers?: HeadersInit): Response {
	const h = new Headers(headers);
	h.set("Content-Type", "application/json; charset=utf-8");
	if (!h.has("Cache-Control")) h.set("Cache-Control", "no-store");
	return new Response(JSON.stringify(body), { status, headers: h });
}
