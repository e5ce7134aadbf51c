import i18next from "i18next";
import { StrictMode, startTransition } from "react";
import { hydrateRoot } from "react-dom/client";
import { I18nextProvider, initReactI18next } from "react-i18next";
import { HydratedRouter } from "react-router/dom";
import { documentLocale, ensureBundlesFor, loadCommonStrings } from "#app/i18n/client-bundles.ts";
import { toLanguageTag } from "#app/i18n/locales.ts";

// Only the language the server rendered is downloaded, read from <html lang>, and only the bundles
// this page needs (app/i18n/bundles.ts); switching language reloads the document through ?lng=.
async function hydrate() {
	const locale = documentLocale();
	const tag = toLanguageTag(locale);
	await i18next.use(initReactI18next).init({
		lng: tag,
		fallbackLng: tag,
		resources: { [tag]: { translation: await loadCommonStrings(locale) } },
		interpolation: { escapeValue: false },
	});
	await ensureBundlesFor(window.location.pathname);
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
