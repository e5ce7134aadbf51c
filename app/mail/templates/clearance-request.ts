// The clearance-request mail (spec section 1 mail list): the customs broker's company
// hears that a shipment was assigned to it, with the shipment number, the lane, the transport and a
// link to the request in the broker portal. Nothing of the customer beyond that: the portal shows the
// rest, behind the broker's sign-in.
import { type MailContent, type Translate, layout } from "./layout.ts";

export type ClearanceRequestVars = {
	/** the broker user's name; empty for the company's own address (a neutral greeting) */
	name: string;
	number: string;
	kind: "export" | "import";
	mode: "fcl" | "lcl" | "air";
	/** the lane in the reader's language */
	route: string;
	/** the request in the broker portal */
	link: string;
};

export function clearanceRequest(
	{ name, number, kind, mode, route, link }: ClearanceRequestVars,
	t: Translate,
): MailContent {
	const k = "mail.clearanceRequest.";
	return layout({
		t,
		name,
		...(name ? {} : { greeting: t("mail.partnerRequest.greeting") }),
		subject: t(`${k}subject.${kind}`, { number }),
		before: [
			t(`${k}intro.${kind}`, { number }),
			t("mail.partnerRequest.route", { route }),
			t("mail.partnerRequest.mode", { mode: t(`mail.partnerRequest.modes.${mode}`) }),
		],
		action: { label: t(`${k}action`), link },
		after: [t(`${k}after`)],
	});
}
