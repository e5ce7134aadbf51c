// The customer's news after booking that had no mail (decision 045): the invoice issued or changed,
// the payment confirmed, the check B/L ready for review, the B/L, the D/O, a clearance or insurance
// certificate issued, the surrender done. One kind word picks the subject, the paragraphs and the
// call-to-action (it says what the customer does there); amounts and dates arrive formatted in the
// reader's language (app/notices/customer-notices.server.ts). Empty facts are left out.
import { type MailContent, type Translate, layout } from "./layout.ts";

export const CUSTOMER_NOTICES = [
	"invoiceIssued",
	"invoiceChanged",
	"paymentConfirmed",
	"checkBlReady",
	"blIssued",
	"doIssued",
	"clearanceIssued",
	"insuranceIssued",
	"surrendered",
] as const;
export type CustomerNotice = (typeof CUSTOMER_NOTICES)[number];

export type CustomerNoticeVars = {
	name: string;
	/** the shipment's document number (B2611-0001, V2611-0001 once paid) */
	number: string;
	kind: CustomerNotice;
	/** the lane in the reader's language */
	route: string;
	/** the invoice total or the amount confirmed, formatted; empty when the kind has none */
	amount: string;
	/** the invoice's due date, formatted; empty when none */
	dueDate: string;
	/** staff's note to the customer (a surrender's answer); empty when none */
	note: string;
	/** the page where the customer acts on it */
	link: string;
};

export function customerNotice(v: CustomerNoticeVars, t: Translate): MailContent {
	const k = "mail.customerNotice.";
	const facts = [
		t(`${k}route`, { route: v.route }),
		v.amount ? t(`${k}amount.${v.kind === "paymentConfirmed" ? "paid" : "billed"}`, { amount: v.amount }) : null,
		v.dueDate ? t(`${k}dueDate`, { date: v.dueDate }) : null,
		v.note ? t(`${k}note`, { note: v.note }) : null,
	].filter((line): line is string => line !== null);
	return layout({
		t,
		name: v.name,
		subject: t(`${k}subject.${v.kind}`, { number: v.number }),
		before: [t(`${k}intro.${v.kind}`, { number: v.number }), ...facts],
		action: { label: t(`${k}action.${v.kind}`), link: v.link },
		after: [t(`${k}after.${v.kind}`)],
	});
}
