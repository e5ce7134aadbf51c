// STUB (issue 5): the helper who owns this mail replaces this file.
import { type MailContent, type Translate, layout } from "./layout.ts";

export type NegotiationResultVars = { name: string; number: string; link: string };

export function negotiationResult({ name, link }: NegotiationResultVars, t: Translate): MailContent {
	return layout({ t, name, subject: t("mail.passwordChanged.subject"), before: [], action: { label: t("mail.passwordChanged.action"), link }, after: [] });
}
