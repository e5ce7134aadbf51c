// The staff mail when a customer asks for something on the B/L flow (issue 32 item 7: staff mails where
// staff must act): B/L issue, a check-B/L correction with the customer's modified file, a surrender.
// Every staff account hears, each in its own language, with the shipment's documents page.
import type { RequestKind } from "#app/documents/codes/codes.ts";
import { type MailContent, type Translate, layout } from "./layout.ts";

/** The B/L flow's requests (app/documents/bl-flow.ts BL_REQUEST_KINDS; kept here as a type so mail does not import the flow). */
export type BlRequestKind = Extract<RequestKind, "bl_issue" | "check_bl_correction" | "surrender">;
export const BL_REQUEST_MAIL_KINDS = ["bl_issue", "check_bl_correction", "surrender"] as const satisfies readonly BlRequestKind[];

export type BlRequestStaffVars = {
	name: string;
	number: string;
	kind: BlRequestKind;
	company: string;
	/** the lane in the reader's language */
	route: string;
	/** the shipment's documents page on the staff desk */
	link: string;
};

export function blRequestStaff({ name, number, kind, company, route, link }: BlRequestStaffVars, t: Translate): MailContent {
	const k = "mail.blRequestStaff.";
	return layout({
		t,
		name,
		subject: t(`${k}subject.${kind}`, { number, company }),
		before: [t(`${k}intro.${kind}`, { number, company }), t(`${k}route`, { route })],
		action: { label: t(`${k}action`), link },
		after: [t(`${k}after.${kind}`)],
	});
}
