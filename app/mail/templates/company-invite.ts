// Sent when staff add a user to a customer company: the link to set a first password, the
// same /sign/verify/email/pwreset link a password reset sends, so there is one way to set a password.
import { type MailContent, type Translate, layout } from "./layout.ts";

export type CompanyInviteVars = { name: string; company: string; email: string; link: string; validHours: number };

export function companyInvite(
	{ name, company, email, link, validHours }: CompanyInviteVars,
	t: Translate,
): MailContent {
	return layout({
		t,
		name,
		subject: t("mail.companyInvite.subject", { company }),
		before: [t("mail.companyInvite.intro", { company }), t("mail.companyInvite.login", { email })],
		action: { label: t("mail.companyInvite.action"), link },
		after: [t("mail.companyInvite.expiry", { hours: validHours }), t("mail.companyInvite.expired")],
	});
}
