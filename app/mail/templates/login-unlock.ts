// Sent to an account's owner when wrong passwords for the account, from many places, reached the
// account-wide ceiling (app/accounts/login-limits.ts). The link lets the browser that opens it sign in
// despite the ceiling; the owner is also told to change the password if it may be known.
import { type MailContent, type Translate, layout } from "./layout.ts";

export type LoginUnlockVars = { name: string; email: string; link: string };

export function loginUnlock({ name, email, link }: LoginUnlockVars, t: Translate): MailContent {
	return layout({
		t,
		name,
		subject: t("mail.loginUnlock.subject"),
		before: [t("mail.loginUnlock.intro", { email }), t("mail.loginUnlock.howTo")],
		action: { label: t("mail.loginUnlock.action"), link },
		after: [t("mail.loginUnlock.notYou")],
	});
}
