// Which reminder a thing is due for today (decision 022). Pure: facts in, a stage out;
// reminders.server.ts mails each stage once per thing and records it in job_notices.
//
// Documents: a shipment that has not departed yet, with required customer documents still missing
// (app/documents/checklist.ts decides which are required) and a document deadline:
//   soon     the deadline is today or within DOCUMENT_SOON_DAYS days;
//   overdue  the deadline has passed (checklist.ts: the deadline day itself is still on time).
// Invoices: an issued invoice whose payment is still "unpaid" (check_payment means the customer has
// already asked us to confirm a deposit: no reminder) and that has a due date:
//   soon         due today or within INVOICE_SOON_DAYS days;
//   overdue      one day or more past the due date;
//   overdue_week OVERDUE_AGAIN_DAYS days or more past it (the second and last reminder).
// A thing seen for the first time at a later stage gets that stage only: one mail, not a burst. The
// subject of a notice carries the deadline or due date, so staff moving the date re-arms the reminders.
import { type IsoDate, daysBetween } from "#app/calendar/calendar.ts";
import { type EstimateStatus, isBeforeDeparture } from "#app/lifecycle/lifecycle.ts";

export const DOCUMENT_SOON_DAYS = 2;
export const INVOICE_SOON_DAYS = 3;
export const OVERDUE_AGAIN_DAYS = 7;

export const DOCUMENT_STAGES = ["soon", "overdue"] as const;
export type DocumentStage = (typeof DOCUMENT_STAGES)[number];
export const INVOICE_STAGES = ["soon", "overdue", "overdue_week"] as const;
export type InvoiceStage = (typeof INVOICE_STAGES)[number];

export type DocumentFacts = { status: EstimateStatus; deadline: IsoDate | null; missing: number; today: IsoDate };

export function documentStage({ status, deadline, missing, today }: DocumentFacts): DocumentStage | null {
	if (!deadline || missing === 0 || !isBeforeDeparture(status)) return null;
	const daysLeft = daysBetween(today, deadline);
	if (daysLeft < 0) return "overdue";
	return daysLeft <= DOCUMENT_SOON_DAYS ? "soon" : null;
}

export type InvoiceFacts = {
	payment: "unpaid" | "check_payment" | "paid" | "refund";
	issued: boolean;
	dueDate: IsoDate | null;
	today: IsoDate;
};

export function invoiceStage({ payment, issued, dueDate, today }: InvoiceFacts): InvoiceStage | null {
	if (!issued || !dueDate || payment !== "unpaid") return null;
	const daysLeft = daysBetween(today, dueDate);
	if (daysLeft <= -OVERDUE_AGAIN_DAYS) return "overdue_week";
	if (daysLeft < 0) return "overdue";
	return daysLeft <= INVOICE_SOON_DAYS ? "soon" : null;
}

/** The job_notices subject of a thing's reminders: the shipment and the date they are about. */
export function reminderSubject(estimateId: string, date: IsoDate): string {
	return `${estimateId}:${date}`;
}
