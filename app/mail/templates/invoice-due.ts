// The payment reminder to a customer company's users (decision 022, app/jobs/reminders.ts): an
// issued invoice still unpaid as its due date nears, once it has passed, and a week after.
import { type MailContent, type Translate, layout } from "./layout.ts";

export type InvoiceDueVars = {
	name: string;
	number: string;
	stage: "soon" | "overdue" | "overdue_week";
	route: string;
	/** the invoice total, formatted in the reader's locale */
	total: string;
	/** the due date, formatted */
	dueDate: string;
	/** the shipment's payment page */
	link: string;
};

export function invoiceDue(
	{ name, number, stage, route, total, dueDate, link }: InvoiceDueVars,
	t: Translate,
): MailContent {
	const k = "mail.invoiceDue.";
	return layout({
		t,
		name,
		subject: t(`${k}subject.${stage}`, { number }),
		before: [t(`${k}intro.${stage}`, { number, dueDate }), t(`${k}route`, { route }), t(`${k}total`, { total })],
		action: { label: t(`${k}action`), link },
		after: [t(`${k}after`)],
	});
}
