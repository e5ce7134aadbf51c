// The reminders job (decision 022; the stages are in reminders.ts): documents due and invoices unpaid,
// mailed to the customer company's users with a verified address, each in their own language, once per
// thing and stage (notices.server.ts). The company, not only the booker, hears: any of its users may
// upload the documents or arrange the payment.
import { and, eq, inArray, isNotNull, isNull, lte } from "drizzle-orm";
import { type CompanyMember, companyMembers } from "#app/accounts/company-users.server.ts";
import { addDays, seoulToday } from "#app/calendar/calendar.ts";
import { checklistsFor, uploadPath } from "#app/documents/uploads.server.ts";
import { formatCalendarDate, formatMoney } from "#app/i18n/format.ts";
import { invoiceSummaries } from "#app/invoices/invoice-view.server.ts";
import { billingPath } from "#app/invoices/payment-paths.ts";
import { SHIPMENT, documentNumber, isBeforeDeparture } from "#app/lifecycle/lifecycle.ts";
import { sendMail } from "#app/mail/mail.server.ts";
import { routeLabel } from "#app/places/places.server.ts";
import { getDb } from "#db/client.ts";
import { estimates, invoices, shipmentSchedules } from "#db/schema.ts";
import { type NoticeOutcome, jobLinkOrigin, notifyOnce } from "./notices.server.ts";
import { DOCUMENT_SOON_DAYS, INVOICE_SOON_DAYS, documentStage, invoiceStage, reminderSubject } from "./reminders.ts";
import type { JobContext, JobCounts } from "./runner.server.ts";

export const DOCUMENTS_DUE = "documents_due";
export const INVOICE_DUE = "invoice_due";

const BEFORE_DEPARTURE = SHIPMENT.filter(isBeforeDeparture);

type Tally = Record<NoticeOutcome, number>;
const tally = (): Tally => ({ sent: 0, already: 0, failed: 0, nobody: 0 });

/** The company's users who can receive mail: customers with a verified address (read once a run). */
function recipientsBy(): (companyId: string) => CompanyMember[] {
	const cache = new Map<string, CompanyMember[]>();
	return (companyId) => {
		if (!cache.has(companyId))
			cache.set(
				companyId,
				companyMembers(companyId).filter((m) => m.verified),
			);
		return cache.get(companyId)!;
	};
}

/** What a reminder names: the shipment's number and route, and whose it is. */
const REMINDED = {
	id: estimates.id,
	companyId: estimates.companyId,
	numberBody: estimates.numberBody,
	status: estimates.status,
	payment: estimates.payment,
	origin: estimates.origin,
	destination: estimates.destination,
};

async function remindDocuments(now: Date, recipients: (companyId: string) => CompanyMember[]): Promise<Tally> {
	const today = seoulToday(now);
	const out = tally();
	const rows = getDb()
		.select({
			...REMINDED,
			deadline: shipmentSchedules.documentDeadline,
		})
		.from(estimates)
		.innerJoin(shipmentSchedules, eq(shipmentSchedules.estimateId, estimates.id))
		.where(
			and(
				inArray(estimates.status, BEFORE_DEPARTURE),
				isNull(estimates.deletedAt),
				isNotNull(shipmentSchedules.documentDeadline),
				lte(shipmentSchedules.documentDeadline, addDays(today, DOCUMENT_SOON_DAYS)),
			),
		)
		.all();
	const lists = checklistsFor(
		rows.map((r) => r.id),
		today,
	);
	for (const r of rows) {
		const list = lists.get(r.id);
		const deadline = r.deadline!;
		const stage = list && documentStage({ status: r.status, deadline, missing: list.missing.length, today });
		if (!stage) continue;
		const number = documentNumber(r.numberBody, r.status, r.payment);
		const outcome = await notifyOnce(
			{ kind: DOCUMENTS_DUE, subject: reminderSubject(r.id, deadline), stage },
			recipients(r.companyId),
			(m) =>
				sendMail({
					to: m.email,
					template: "documentsDue",
					locale: m.locale,
					vars: {
						name: m.name,
						number,
						stage,
						route: routeLabel(r.origin, r.destination, m.locale),
						deadline: formatCalendarDate(deadline, m.locale),
						missing: list.missing,
						link: `${jobLinkOrigin()}${uploadPath(r.id)}`,
					},
				}),
			now,
		);
		out[outcome]++;
	}
	return out;
}

async function remindInvoices(now: Date, recipients: (companyId: string) => CompanyMember[]): Promise<Tally> {
	const today = seoulToday(now);
	const out = tally();
	const rows = getDb()
		.select({
			...REMINDED,
			dueDate: invoices.dueDate,
		})
		.from(estimates)
		.innerJoin(invoices, eq(invoices.estimateId, estimates.id))
		.where(
			and(
				eq(estimates.payment, "unpaid"),
				isNull(estimates.deletedAt),
				isNotNull(invoices.issuedAt),
				isNotNull(invoices.dueDate),
				lte(invoices.dueDate, addDays(today, INVOICE_SOON_DAYS)),
			),
		)
		.all();
	const summaries = invoiceSummaries(rows.map((r) => r.id));
	for (const r of rows) {
		const dueDate = r.dueDate!;
		const stage = invoiceStage({ payment: r.payment, issued: true, dueDate, today });
		if (!stage) continue;
		const number = documentNumber(r.numberBody, r.status, r.payment);
		const totalKrw = summaries.get(r.id)?.totalKrw ?? 0;
		const outcome = await notifyOnce(
			{ kind: INVOICE_DUE, subject: reminderSubject(r.id, dueDate), stage },
			recipients(r.companyId),
			(m) =>
				sendMail({
					to: m.email,
					template: "invoiceDue",
					locale: m.locale,
					vars: {
						name: m.name,
						number,
						stage,
						route: routeLabel(r.origin, r.destination, m.locale),
						total: formatMoney({ amount: totalKrw, currency: "KRW" }, m.locale),
						dueDate: formatCalendarDate(dueDate, m.locale),
						link: `${jobLinkOrigin()}${billingPath(r.id)}`,
					},
				}),
			now,
		);
		out[outcome]++;
	}
	return out;
}

export async function remindersJob({ now }: JobContext): Promise<JobCounts> {
	const recipients = recipientsBy();
	const documents = await remindDocuments(now, recipients);
	const invoiceTally = await remindInvoices(now, recipients);
	const counts: JobCounts = {};
	for (const [prefix, t] of [
		["documents", documents],
		["invoices", invoiceTally],
	] as const)
		for (const [k, v] of Object.entries(t)) counts[`${prefix}_${k}`] = v;
	if (documents.failed + invoiceTally.failed > 0)
		throw new Error(
			`reminders: ${documents.failed + invoiceTally.failed} could not be mailed and will be tried again; ${JSON.stringify(counts)}`,
		);
	return counts;
}
