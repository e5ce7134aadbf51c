// Browser side of the string bundles (app/i18n/bundles.ts): the common bundle is loaded before
// hydration, with the bundles the first page needs; a client-side navigation into another part of the
// app gets its bundles from that part's layout clientLoader (ensureBundlesFor), so a screen never
// renders a bare translation key.
import i18next from "i18next";
import { type ClientBundle, clientBundlesFor } from "./bundles.ts";
import { DEFAULT_LOCALE, type Locale, localeFromAny, toLanguageTag } from "./locales.ts";

type Json = { default: object };

const COMMON: Record<Locale, () => Promise<Json>> = {
	kr: () => import("#app/locales/kr.json"),
	en: () => import("#app/locales/en.json"),
	vn: () => import("#app/locales/vn.json"),
};

const LOADERS: Record<ClientBundle, Record<Locale, () => Promise<Json>>> = {
	quote: {
		kr: () => import("#app/locales/kr.quote.json"),
		en: () => import("#app/locales/en.quote.json"),
		vn: () => import("#app/locales/vn.quote.json"),
	},
	staff: {
		kr: () => import("#app/locales/kr.staff.json"),
		en: () => import("#app/locales/en.staff.json"),
		vn: () => import("#app/locales/vn.staff.json"),
	},
};

/** The locale the server rendered the document in (<html lang>). */
export function documentLocale(): Locale {
	return localeFromAny(document.documentElement.lang) ?? DEFAULT_LOCALE;
}

export async function loadCommonStrings(locale: Locale): Promise<object> {
	return (await COMMON[locale]()).default;
}

const loaded = new Map<ClientBundle, Promise<void>>();

function ensureBundle(bundle: ClientBundle): Promise<void> {
	let done = loaded.get(bundle);
	if (!done) {
		done = (async () => {
			const locale = documentLocale();
			const strings = (await LOADERS[bundle][locale]()).default;
			i18next.addResourceBundle(toLanguageTag(locale), "translation", strings, true, false);
		})();
		loaded.set(bundle, done);
	}
	return done;
}

/** Adds the bundles the screens at this path need to the running i18next instance, once each. */
export async function ensureBundlesFor(pathname: string): Promise<void> {
	await Promise.all(clientBundlesFor(pathname).map(ensureBundle));
}

/** A layout's clientLoader: the server's answer and the layout's strings, fetched side by side. */
export async function withBundles<T>(request: Request, serverLoader: () => Promise<T>): Promise<T> {
	const [data] = await Promise.all([serverLoader(), ensureBundlesFor(new URL(request.url).pathname)]);
	return data;
}
