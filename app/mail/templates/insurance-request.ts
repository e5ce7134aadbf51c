// The insurance-request mail (spec section 1 mail list): the insurer hears of a cargo
// insurance request assigned to it, with the shipment number, the lane, the transport and the product
// named by the customer, and a link to the request in the insurer portal (where the HS code, the
// invoice, the estimated premium and the CI/PL are, behind the insurer's sign-in).
import { type MailContent, type Translate, layout } from "./layout.ts";

export type InsuranceRequestVars = {
	name: string;
	number: string;
	mode: "fcl" | "lcl" | "air";
	route: string;
	product: string;
	link: string;
};

export function insuranceRequest(
	{ name, number, mode, route, product, link }: InsuranceRequestVars,
	t: Translate,
): MailContent {
	const k = "mail.insuranceRequest.";
	return layout({
		t,
		name,
		...(name ? {} : { greeting: t("mail.partnerRequest.greeting") }),
		subject: t(`${k}subject`, { number }),
		before: [
			t(`${k}intro`, { number }),
			t("mail.partnerRequest.route", { route }),
			t("mail.partnerRequest.mode", { mode: t(`mail.partnerRequest.modes.${mode}`) }),
			t(`${k}product`, { product }),
		],
		action: { label: t(`${k}action`), link },
		after: [t(`${k}after`)],
	});
}
