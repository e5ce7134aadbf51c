// The refund mail to the customer (decisions 042 and 045): staff recorded a refund of a
// paid invoice. The customer reads the amount, the reason, the credit note's number against the V
// invoice, and paid / refunded / net so far, and gets the link to the shipment's payment page. Sent by
// app/invoices/payment-mail.server.ts (mailRefundMade) after the refund's commit, once per refund.
import { type MailContent, type Translate, layout } from "./layout.ts";

export type RefundMadeVars = {
	name: string;
	/** the invoice's number (V..., it stays after a refund) */
	number: string;
	/** the credit note's number, e.g. V2611-0010-C1 */
	creditNote: string;
	/** every money figure formatted in the reader's locale */
	amount: string;
	paid: string;
	refunded: string;
	net: string;
	/** staff's reason, as they wrote it */
	reason: string;
	/** nothing is left of the payment after this refund */
	full: boolean;
	/** the shipment's payment page on My page */
	link: string;
};

export function refundMade(
	{ name, number, creditNote, amount, paid, refunded, net, reason, full, link }: RefundMadeVars,
	t: Translate,
): MailContent {
	const k = "mail.refundMade.";
	return layout({
		t,
		name,
		subject: t(`${k}subject`, { number, amount }),
		before: [
			t(full ? `${k}intro.full` : `${k}intro.partial`, { number }),
			t(`${k}amount`, { amount }),
			t(`${k}reason`, { reason }),
			t(`${k}creditNote`, { creditNote, number }),
			t(`${k}balance`, { paid, refunded, net }),
		],
		action: { label: t(`${k}action`), link },
		after: [t(`${k}after`)],
	});
}
