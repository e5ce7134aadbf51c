// `useTranslation` for screens and components, in place of react-i18next (which with i18next weighed
// 17 KiB gzipped on every page). The provider holds a Translator (app/i18n/translator.ts): on the server
// one per request over the locale's cached strings, in the browser one over the strings downloaded so
// far. Anything with `t(key, options)` and `language` will do, so tests may hand it an i18next instance.
import { type ReactNode, createContext, useContext } from "react";
import { DEFAULT_LOCALE, toLanguageTag } from "./locales.ts";
import type { TFunction, Translator } from "./translator.ts";

const TranslatorContext = createContext<Translator | null>(null);

export function I18nextProvider({ i18n, children }: { i18n: Translator; children?: ReactNode }) {
	return <TranslatorContext value={i18n}>{children}</TranslatorContext>;
}

const fallback: Translator = { language: toLanguageTag(DEFAULT_LOCALE), t: (key) => key };

/** The same shape react-i18next gave: `const { t, i18n } = useTranslation()`. */
export function useTranslation(): { t: TFunction; i18n: Translator } {
	const i18n = useContext(TranslatorContext) ?? fallback;
	return { t: i18n.t, i18n };
}
