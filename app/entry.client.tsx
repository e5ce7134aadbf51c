import i18next from "i18next";
import { StrictMode, startTransition } from "react";
import { hydrateRoot } from "react-dom/client";
import { I18nextProvider, initReactI18next } from "react-i18next";
import { HydratedRouter } from "react-router/dom";
import { DEFAULT_LOCALE, type Locale, localeFromAny, toLanguageTag } from "#app/i18n/locales.ts";

// Only the language the server rendered is downloaded (one small chunk per locale), read from
// <html lang>; switching language reloads the document through ?lng=.
const loaders: Record<Locale, () => Promise<{ default: object }>> = {
	kr: () => import("#app/locales/kr.json"),
	en: () => import("#app/locales/en.json"),
	vn: () => import("#app/locales/vn.json"),
};

async function hydrate() {
	const locale = localeFromAny(document.documentElement.lang) ?? DEFAULT_LOCALE;
	const translation = (await loaders[locale]()).default;
	const tag = toLanguageTag(locale);
	await i18next.use(initReactI18next).init({
		lng: tag,
		fallbackLng: tag,
		resources: { [tag]: { translation } },
		interpolation: { escapeValue: false },
	});
	startTransition(() => {
		hydrateRoot(
			document,
			<I18nextProvider i18n={i18next}>
				<StrictMode>
					<HydratedRouter />
				</StrictMode>
			</I18nextProvider>,
		);
	});
}

hydrate();
