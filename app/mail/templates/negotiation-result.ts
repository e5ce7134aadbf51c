// The negotiation result (spec section 1: "the system sends e-mails for ... negotiation result"): the
// quote number, approved or denied, the quote's total now, the staff's comment when there is one,
// and a link to the quote. Amounts arrive formatted in the reader's locale (negotiation.server.ts).
import { type MailContent, type Translate, layout } from "./layout.ts";

export type NegotiationResultVars = {
	name: string;
	number: string;
	result: "approved" | "denied";
	/** the quote's total after the decision, already formatted ("₩1,234,000 (US$912.50)") */
	total: string;
	/** the staff's comment; empty for none */
	comment: string;
	link: string;
};

export function negotiationResult(
	{ name, number, result, total, comment, link }: NegotiationResultVars,
	t: Translate,
): MailContent {
	const k = "mail.negotiationResult.";
	return layout({
		t,
		name,
		subject: t(`${k}subject.${result}`, { number }),
		before: [
			t(`${k}intro.${result}`, { number }),
			t(`${k}total`, { total }),
			...(comment ? [t(`${k}comment`, { comment })] : []),
		],
		action: { label: t(`${k}action`), link },
		after: [t(`${k}after.${result}`)],
	});
}
