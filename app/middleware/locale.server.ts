// The request's language, decided once (?lng=, cookie, Accept-Language, kr: app/i18n/locales.ts) and
// kept in the router context for loaders, actions and the render. Screens translate with a
// per-request recording translator over strings merged once per process (page-translator.server.ts);
// no i18next instance is built per request.
import { type MiddlewareFunction, type RouterContextProvider, createContext } from "react-router";
import { DEFAULT_LOCALE, type Locale, resolveLocale } from "#app/i18n/locales.ts";
import { type PageTranslator, pageTranslator } from "#app/i18n/page-translator.server.ts";

const requestLocale = createContext<Locale>(DEFAULT_LOCALE);
const requestTranslator = createContext<PageTranslator | null>(null);

export const localeMiddleware: MiddlewareFunction<Response> = ({ request, context }, next) => {
	const locale = resolveLocale(request).locale;
	context.set(requestLocale, locale);
	context.set(requestTranslator, pageTranslator(locale));
	return next();
};

type Context = Readonly<RouterContextProvider>;

/** The product's locale code (kr, en, vn) of this request, e.g. for a new account's mail language. */
export function localeFromContext(context: Context): Locale {
	return context.get(requestLocale);
}

/** The translator the page renders with (entry.server); Korean for a request the middleware never saw. */
export function translatorFromContext(context: Context): PageTranslator {
	return context.get(requestTranslator) ?? pageTranslator(DEFAULT_LOCALE);
}
