// Text in the recipient's language, not the request's (mail, SMS): a fresh i18next instance per call,
// so a message to a Vietnamese user sent while serving a Korean page cannot borrow the page's language.
import { createInstance, type TFunction } from "i18next";
import { type Locale, DEFAULT_LOCALE, toLanguageTag } from "./locales.ts";
import { resources } from "./resources.ts";
import { PARTICLES, particlesPostProcessor } from "./particles.ts";

export async function translatorFor(locale: Locale): Promise<TFunction> {
	const lng = toLanguageTag(locale);
	const i18n = createInstance().use(particlesPostProcessor);
	await i18n.init({
		// "{{number}}이(가)" becomes "B2611-0010이" (app/text/josa.ts)
		postProcess: [PARTICLES],
		resources,
		lng,
		fallbackLng: toLanguageTag(DEFAULT_LOCALE),
		// Mail templates escape for HTML themselves and SMS is plain text; i18next's escaping would
		// double-escape and leak &lt; into text.
		interpolation: { escapeValue: false },
		returnNull: false,
	});
	return i18n.getFixedT(lng);
}
