// Sent from "forgot password": the link to /sign/verify/email/pwreset/{hash}/{code}.
import { type MailContent, type Translate, layout } from "./layout.ts";

export type PasswordResetVars = { name: string; link: string; validHours: number };

export function passwordReset({ name, link, validHours }: PasswordResetVars, t: Translate): MailContent {
	return layout({
		t,
		name,
		subject: t("mail.passwordReset.subject"),
		before: [t("mail.passwordReset.intro")],
		action: { label: t("mail.passwordReset.action"), link },
		after: [t("mail.passwordReset.expiry", { hours: validHours }), t("mail.passwordReset.ignore")],
	});
}
