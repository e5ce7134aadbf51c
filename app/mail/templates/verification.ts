// Sent at sign-up and on "resend": the link to /sign/verify/email/{hash}/{code}.
import { type MailContent, type Translate, layout } from "./layout.ts";

export type VerificationVars = { name: string; link: string; validHours: number };

export function verification({ name, link, validHours }: VerificationVars, t: Translate): MailContent {
	return layout({
		t,
		name,
		subject: t("mail.verification.subject"),
		before: [t("mail.verification.intro")],
		action: { label: t("mail.verification.action"), link },
		after: [t("mail.verification.expiry", { hours: validHours }), t("mail.verification.ignore")],
	});
}
