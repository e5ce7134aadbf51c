// The translator a page renders with on the server: one per request over the locale's strings, which
// are merged once per process (app/i18n/resources.ts) and never copied. It records the namespaces the
// page asked for, so the page can tell the browser which string chunks to download (page-strings.ts).
import { type Locale, toLanguageTag } from "./locales.ts";
import { namespaceOf } from "./page-strings.ts";
import { resources } from "./resources.ts";
import { type Translator, createTranslator } from "./translator.ts";
import type { Tree } from "./bundles.ts";

export type PageTranslator = Translator & { used: () => string[] };

export function pageTranslator(locale: Locale): PageTranslator {
	const language = toLanguageTag(locale);
	const used = new Set<string>();
	const tree = resources[language].translation as Tree;
	const translator = createTranslator(language, tree, (key) => used.add(namespaceOf(key)));
	return { ...translator, used: () => [...used] };
}
