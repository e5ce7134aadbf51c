// The staff mail when a customer asks for something staff must act on (decision 045): on the B/L
// flow, B/L issue, a check-B/L correction with the customer's modified file, a surrender (the
// shipment's documents page); a clearance or insurance request no partner took automatically (the
// request's page, where staff assign a broker or insurer). Every staff account hears, each in its own
// language.
import type { RequestKind } from "#app/documents/codes/codes.ts";
import { type MailContent, type Translate, layout } from "./layout.ts";

/** Every kind of customer request (app/documents/codes/codes.ts REQUEST_KINDS). */
export const STAFF_REQUEST_KINDS = [
	"bl_issue",
	"check_bl_correction",
	"surrender",
	"export_clearance",
	"import_clearance",
	"insurance",
] as const satisfies readonly RequestKind[];
export type StaffRequestKind = (typeof STAFF_REQUEST_KINDS)[number];

export type StaffRequestVars = {
	name: string;
	number: string;
	kind: StaffRequestKind;
	company: string;
	/** the lane in the reader's language */
	route: string;
	/** where staff act: the shipment's documents page, or the request's assignment page */
	link: string;
};

export function staffRequest(
	{ name, number, kind, company, route, link }: StaffRequestVars,
	t: Translate,
): MailContent {
	const k = "mail.staffRequest.";
	return layout({
		t,
		name,
		subject: t(`${k}subject.${kind}`, { number, company }),
		before: [t(`${k}intro.${kind}`, { number, company }), t(`${k}route`, { route })],
		action: { label: t(`${k}action.${kind}`), link },
		after: [t(`${k}after.${kind}`)],
	});
}
