// Renders a mail in the recipient's language (translatorFor explains why not the request's): the
// template gives the words, the one layout (email-layout.tsx, React Email) the HTML, plainText the
// text part. React Email and the layout load on the first mail (decision 038): pages never need them.
import { createElement } from "react";
import { type Locale, toLanguageTag } from "#app/i18n/locales.ts";
import { translatorFor } from "#app/i18n/translate.server.ts";
import { companyFactsFor } from "#app/company/company-profile.server.ts";
import { type MailContent, type Translate, plainText } from "./templates/layout.ts";
import { type TemplateName, type TemplateVars, templates } from "./templates/index.ts";

/** `link` is the call-to-action's address, for sendMail's origin check and for tests. */
export type RenderedMail = { subject: string; text: string; html: string; link: string };

export async function renderMail<N extends TemplateName>(
	template: N,
	vars: TemplateVars<N>,
	locale: Locale,
): Promise<RenderedMail> {
	// TypeScript cannot tie templates[N] to TemplateVars<N> through the lookup; the types above do.
	const words = templates[template] as (vars: TemplateVars<N>, t: Translate) => MailContent;
	const t = (await translatorFor(locale)) as Translate;
	// who sent it, as staff_admin keep our details: name, address, registration number, line
	const company = companyFactsFor(locale);
	const mail: MailContent = {
		...words(vars, t),
		company: [
			company.name,
			company.address,
			t("footer.bizNo", { number: company.bizRegNo }),
			`${company.supportPhone} · ${company.supportEmail}`,
		].join(" · "),
	};
	const [{ render }, { MailLayout }] = await Promise.all([import("@react-email/render"), import("./email-layout.tsx")]);
	const html = await render(createElement(MailLayout, { mail, lang: toLanguageTag(locale) }));
	return { subject: mail.subject, text: plainText(mail), html, link: mail.action.link };
}
