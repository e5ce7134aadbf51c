// "Find ID": the user ID is the e-mail address, so the guide sent to that address confirms it and
// links to sign-in.
import { type MailContent, type Translate, layout } from "./layout.ts";

export type IdLookupVars = { name: string; email: string; link: string };

export function idLookup({ name, email, link }: IdLookupVars, t: Translate): MailContent {
	return layout({
		t,
		name,
		subject: t("mail.idLookup.subject"),
		before: [t("mail.idLookup.intro", { email })],
		action: { label: t("mail.idLookup.action"), link },
		after: [t("mail.idLookup.forgotPassword"), t("mail.idLookup.ignore")],
	});
}
