// The documents reminder to a customer company's users (decision 022, app/jobs/reminders.ts): the
// shipment's document deadline is near or has passed and required documents are still missing. The
// missing slots arrive as slot codes and are named here in the reader's language.
import type { UploadSlot } from "#app/documents/codes/codes.ts";
import { type MailContent, type Translate, layout } from "./layout.ts";

export type DocumentsDueVars = {
	name: string;
	number: string;
	stage: "soon" | "overdue";
	/** the lane in the reader's language */
	route: string;
	/** the deadline, formatted in the reader's locale */
	deadline: string;
	missing: readonly UploadSlot[];
	/** the shipment's upload page */
	link: string;
};

export function documentsDue(
	{ name, number, stage, route, deadline, missing, link }: DocumentsDueVars,
	t: Translate,
): MailContent {
	const k = "mail.documentsDue.";
	return layout({
		t,
		name,
		subject: t(`${k}subject.${stage}`, { number }),
		before: [
			t(`${k}intro.${stage}`, { number, deadline }),
			t(`${k}route`, { route }),
			t(`${k}missing`, { list: missing.map((slot) => t(`${k}slots.${slot}`)).join(", ") }),
		],
		action: { label: t(`${k}action`), link },
		after: [t(`${k}after`)],
	});
}
