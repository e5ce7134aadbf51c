// Renders a mail in the recipient's language (translatorFor explains why not the request's).
import { type Locale, toLanguageTag } from "#app/i18n/locales.ts";
import { translatorFor } from "#app/i18n/translate.server.ts";
import { type MailContent, type Translate, escapeHtml } from "./templates/layout.ts";
import { type TemplateName, type TemplateVars, templates } from "./templates/index.ts";

export type RenderedMail = MailContent;

export async function renderMail<N extends TemplateName>(template: N, vars: TemplateVars<N>, locale: Locale): Promise<RenderedMail> {
	const lng = toLanguageTag(locale);
	// TypeScript cannot tie templates[N] to TemplateVars<N> through the lookup; the types above do.
	const render = templates[template] as (vars: TemplateVars<N>, t: Translate) => MailContent;
	const content = render(vars, (await translatorFor(locale)) as Translate);
	const html = [
		"<!doctype html>",
		`<html lang="${lng}">`,
		`<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(content.subject)}</title></head>`,
		`<body>\n${content.html}\n</body>`,
		"</html>",
	].join("\n");
	return { subject: content.subject, text: content.text, html };
}
