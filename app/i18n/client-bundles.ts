// Browser side of the strings (app/i18n/page-strings.ts). Before hydrating, the entry downloads the
// namespaces the server listed for this page (exactly what it rendered); a client-side navigation gets
// the namespaces of the area it enters first (the root's clientMiddleware calls ensureStringsFor), so
// a screen never renders a bare key. One translator for the page's life; its string tree only grows.
import { AREA, BUNDLES, STRINGS } from "virtual:page-strings";
import { type ClientBundle, type Tree, clientBundlesFor, mergeInto } from "./bundles.ts";
import { DEFAULT_LOCALE, type Locale, localeFromAny, toLanguageTag } from "./locales.ts";
import { PAGE_STRINGS_ID, parsePageStrings } from "./page-strings.ts";
import { type Translator, createTranslator } from "./translator.ts";
import { oneTaskEach } from "./one-task-each.ts";

/** The locale the server rendered the document in (<html lang>). */
export function documentLocale(): Locale {
	return localeFromAny(document.documentElement.lang) ?? DEFAULT_LOCALE;
}

/** The namespaces the server rendered this document with. */
export function documentStrings(): string[] {
	return parsePageStrings(document.getElementById(PAGE_STRINGS_ID)?.textContent);
}

const tree: Tree = {};
const loaded = new Map<string, Promise<void>>();
let translator: (Translator & { used: () => string[] }) | undefined;

/** The page's translator; `used` answers the first document's list, so hydration writes it unchanged. */
export function browserTranslator(): Translator & { used: () => string[] } {
	if (!translator) {
		const first = documentStrings();
		translator = { ...createTranslator(toLanguageTag(documentLocale()), tree), used: () => first };
	}
	return translator;
}

/**
 * Downloads these namespaces of the document's locale, once each. Each is asked for in a task of its
 * own: asking for a module costs the main thread ~0.5 ms, and 2-3 ms while DevTools or Lighthouse
 * watch the network, and a page's seven at once were 13 ms of the task that starts hydration.
 */
export function ensureStrings(namespaces: readonly string[]): Promise<void> {
	const locale = documentLocale();
	const missing = [...new Set(namespaces)].filter((namespace) => !loaded.has(namespace));
	const downloads = oneTaskEach(
		missing.map((namespace) => () => {
			const load = STRINGS[locale][namespace];
			return load ? load().then((module) => mergeInto(tree, module.default as Tree)) : Promise.resolve();
		}),
	);
	missing.forEach((namespace, index) => loaded.set(namespace, downloads[index]!));
	return Promise.all(namespaces.map((namespace) => loaded.get(namespace))).then(() => undefined);
}

/** The bundles of the screens under this path: what a client-side navigation there may render. */
function areaBundles(pathname: string): ("common" | ClientBundle)[] {
	return ["common", ...clientBundlesFor(pathname)];
}

/** An area's bundles, each in one request (not one per namespace), unless its namespaces are all here. */
export function ensureStringsFor(pathname: string): Promise<void> {
	const locale = documentLocale();
	return Promise.all(
		areaBundles(pathname).map((bundle) => {
			const missing = AREA[bundle].filter((ns) => !loaded.has(ns));
			if (!missing.length) return undefined;
			const done = BUNDLES[locale][bundle]().then((module) => mergeInto(tree, module.default as Tree));
			for (const ns of missing) loaded.set(ns, done);
			return done;
		}),
	).then(() => undefined);
}
