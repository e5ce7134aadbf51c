// One i18next instance per request, in the language resolveLocale picked (?lng=, cookie,
// Accept-Language, kr). Loaders read it with getInstance(context); entry.server renders with it.
import { initReactI18next } from "react-i18next";
import { createI18nextMiddleware } from "remix-i18next";
import { DEFAULT_LOCALE, type Locale, localeFromAny, resolveLocale, toLanguageTag } from "#app/i18n/locales.ts";
import { resources } from "#app/i18n/resources.ts";

export const [i18nextMiddleware, getLanguageTag, getInstance] = createI18nextMiddleware({
	detection: {
		supportedLanguages: Object.keys(resources),
		fallbackLanguage: toLanguageTag(DEFAULT_LOCALE),
		order: ["custom"],
		async findLocale({ request }) {
			return toLanguageTag(resolveLocale(request).locale);
		},
	},
	i18next: {
		resources,
		fallbackLng: toLanguageTag(DEFAULT_LOCALE),
		interpolation: { escapeValue: false }, // React escapes
		returnNull: false,
	},
	plugins: [initReactI18next],
});

/** The product's locale code (kr, en, vn) of this request, e.g. for a new account's mail language. */
export function localeFromContext(context: Parameters<typeof getLanguageTag>[0]): Locale {
	return localeFromAny(getLanguageTag(context)) ?? DEFAULT_LOCALE;
}
