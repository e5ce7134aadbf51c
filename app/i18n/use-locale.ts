// The locale a screen renders in, read from i18next (which the root set from the request, the same on
// the server and in the browser), for the formatters of app/i18n/format.ts.
import { useTranslation } from "#app/i18n/react.tsx";
import { DEFAULT_LOCALE, type Locale, localeFromAny } from "./locales.ts";

export function useLocale(): Locale {
	const { i18n } = useTranslation();
	return localeFromAny(i18n.language) ?? DEFAULT_LOCALE;
}
