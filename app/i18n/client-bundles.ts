// Browser side of the string bundles (app/i18n/bundles.ts): the common bundle is loaded before
// hydration; the staff bundle too when the first page is a staff page, and otherwise on the first
// client-side navigation into /admin (the admin layout's clientLoader waits for it).
import i18next from "i18next";
import { DEFAULT_LOCALE, type Locale, localeFromAny, toLanguageTag } from "./locales.ts";

type Json = { default: object };

const COMMON: Record<Locale, () => Promise<Json>> = {
	kr: () => import("#app/locales/kr.json"),
	en: () => import("#app/locales/en.json"),
	vn: () => import("#app/locales/vn.json"),
};

const STAFF: Record<Locale, () => Promise<Json>> = {
	kr: () => import("#app/locales/kr.staff.json"),
	en: () => import("#app/locales/en.staff.json"),
	vn: () => import("#app/locales/vn.staff.json"),
};

/** The locale the server rendered the document in (<html lang>). */
export function documentLocale(): Locale {
	return localeFromAny(document.documentElement.lang) ?? DEFAULT_LOCALE;
}

export async function loadCommonStrings(locale: Locale): Promise<object> {
	return (await COMMON[locale]()).default;
}

let staffLoaded: Promise<void> | null = null;

/** Adds the staff strings to the running i18next instance, once. */
export function ensureStaffStrings(): Promise<void> {
	staffLoaded ??= (async () => {
		const locale = documentLocale();
		const strings = (await STAFF[locale]()).default;
		i18next.addResourceBundle(toLanguageTag(locale), "translation", strings, true, false);
	})();
	return staffLoaded;
}
