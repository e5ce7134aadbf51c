import { StrictMode, startTransition } from "react";
import { hydrateRoot } from "react-dom/client";
import { HydratedRouter } from "react-router/dom";
import { browserTranslator, documentStrings, ensureStrings } from "#app/i18n/client-bundles.ts";
import { I18nextProvider } from "#app/i18n/react.tsx";

// Only the language the server rendered is downloaded (read from <html lang>), and only the string
// namespaces this page rendered (app/i18n/page-strings.ts); switching language reloads the document
// through ?lng=.
async function hydrate() {
	await ensureStrings(documentStrings());
	startTransition(() => {
		hydrateRoot(
			document,
			<I18nextProvider i18n={browserTranslator()}>
				<StrictMode>
					<HydratedRouter />
				</StrictMode>
			</I18nextProvider>,
		);
	});
}

hydrate();
