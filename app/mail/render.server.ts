// Renders a mail in the recipient's language, not the request's: a fresh i18next instance per call
// so a mail to a Vietnamese user sent while serving a Korean page cannot borrow the page's language.
import { createInstance } from "i18next";
import { type Locale, DEFAULT_LOCALE, toLanguageTag } from "#app/i18n/locales.ts";
import { resources } from "#app/i18n/resources.ts";
import { type MailContent, type Translate, escapeHtml } from "./templates/layout.ts";
import { type TemplateName, type TemplateVars, templates } from "./templates/index.ts";

export type RenderedMail = MailContent;

export async function renderMail<N extends TemplateName>(template: N, vars: TemplateVars<N>, locale: Locale): Promise<RenderedMail> {
	const lng = toLanguageTag(locale);
	const i18n = createInstance();
	await i18n.init({
		resources,
		lng,
		fallbackLng: toLanguageTag(DEFAULT_LOCALE),
		// Templates escape for HTML themselves; i18next's escaping would double-escape and leak
		// &lt; into the text version.
		interpolation: { escapeValue: false },
		returnNull: false,
	});
	// TypeScript cannot tie templates[N] to TemplateVars<N> through the lookup; the types above do.
	const render = templates[template] as (vars: TemplateVars<N>, t: Translate) => MailContent;
	const content = render(vars, i18n.getFixedT(lng));
	const html = [
		"<!doctype html>",
		`<html lang="${lng}">`,
		`<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(content.subject)}</title></head>`,
		`<body>\n${content.html}\n</body>`,
		"</html>",
	].join("\n");
	return { subject: content.subject, text: content.text, html };
}
