// Sent after a password change so an account owner notices a change they did not make; the link
// starts a reset.
import { type MailContent, type Translate, layout } from "./layout.ts";

export type PasswordChangedVars = { name: string; email: string; link: string };

export function passwordChanged({ name, email, link }: PasswordChangedVars, t: Translate): MailContent {
	return layout({
		t,
		name,
		subject: t("mail.passwordChanged.subject"),
		before: [t("mail.passwordChanged.intro", { email }), t("mail.passwordChanged.notYou")],
		action: { label: t("mail.passwordChanged.action"), link },
		after: [],
	});
}
