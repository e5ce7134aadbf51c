// The payment-check request mail (spec section 1 mail list, section 4 "Payment"): a
// customer asked for their deposit to be confirmed; staff hear the shipment, the company, the amount
// and whether a deposit slip came with it, and get the link to the payment desk's page for it, which
// asks for a staff sign-in first (spec: "an admin login is required for the payment-confirmation link").
import { type MailContent, type Translate, layout } from "./layout.ts";

export type PaymentCheckVars = {
	name: string;
	number: string;
	company: string;
	/** the lane in the reader's language */
	route: string;
	/** the invoice total, formatted in the reader's locale */
	total: string;
	/** a deposit slip was attached to the request */
	slip: boolean;
	/** the shipment on the staff payment desk */
	link: string;
};

export function paymentCheck(
	{ name, number, company, route, total, slip, link }: PaymentCheckVars,
	t: Translate,
): MailContent {
	const k = "mail.paymentCheck.";
	return layout({
		t,
		name,
		subject: t(`${k}subject`, { number, company }),
		before: [
			t(`${k}intro`, { number, company }),
			t(`${k}route`, { route }),
			t(`${k}total`, { total }),
			t(slip ? `${k}slip` : `${k}noSlip`),
		],
		action: { label: t(`${k}action`), link },
		after: [t(`${k}after`)],
	});
}
