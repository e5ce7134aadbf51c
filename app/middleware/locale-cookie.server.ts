// A ?lng= link is a choice of language: remember it in the locale cookie on whatever response the
// request gets. Done here rather than in the root loader because a redirect thrown by a page's loader
// (a signed-in user opening /?lng=vn is sent on to /order) replaces the root loader's headers, and the
// user would land on the next page in the old language.
import type { MiddlewareFunction } from "react-router";
import { LOCALE_COOKIE, type Locale, resolveLocale } from "#app/i18n/locales.ts";
import { secureCookies } from "#app/server/env.server.ts";

const ONE_YEAR = 60 * 60 * 24 * 365;

/** Secure in production like every cookie of ours (secureCookies): never sent over plain http. */
export function localeCookie(locale: Locale): string {
	return `${LOCALE_COOKIE}=${locale}; Path=/; Max-Age=${ONE_YEAR}; SameSite=Lax${secureCookies() ? "; Secure" : ""}`;
}

/** The Set-Cookie a request's ?lng= asks for, or null when the request makes no choice. */
export function chosenLocaleCookie(request: Request): string | null {
	const { locale, source } = resolveLocale(request);
	return source === "query" ? localeCookie(locale) : null;
}

/** The response with the cookie added; a response with immutable headers is copied first. */
export function withLocaleCookie(response: Response, cookie: string): Response {
	try {
		response.headers.append("Set-Cookie", cookie);
		return response;
	} catch {
		const copy = new Response(response.body, response);
		copy.headers.append("Set-Cookie", cookie);
		return copy;
	}
}

export const localeCookieMiddleware: MiddlewareFunction<Response> = async ({ request }, next) => {
	const response = await next();
	const cookie = chosenLocaleCookie(request);
	return cookie ? withLocaleCookie(response, cookie) : response;
};
