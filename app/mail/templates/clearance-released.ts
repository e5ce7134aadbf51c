// The clearance mail to the customer (decision 099): UNI-PASS shows the import cargo accepted by
// customs (수입신고수리) or released from the bonded area (반출). Sent once per shipment by
// app/integrations/clearance.server.ts, through the one mail path (Postmark or the dev outbox).
import { type MailContent, type Translate, layout } from "./layout.ts";

export type ClearanceReleasedVars = {
	name: string;
	/** the shipment's number (B... or V...) */
	number: string;
	/** the step's name in the reader's language, and UNI-PASS's own words */
	step: string;
	providerLabel: string;
	/** when it happened, formatted in the reader's locale (Seoul time) */
	at: string;
	/** the shipment page on My page */
	link: string;
};

export function clearanceReleased(
	{ name, number, step, providerLabel, at, link }: ClearanceReleasedVars,
	t: Translate,
): MailContent {
	const k = "mail.clearanceReleased.";
	return layout({
		t,
		name,
		subject: t(`${k}subject`, { number }),
		before: [t(`${k}intro`, { number }), t(`${k}step`, { step, providerLabel, at })],
		action: { label: t(`${k}action`), link },
		after: [t(`${k}after`)],
	});
}
