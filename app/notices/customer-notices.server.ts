// The customer's mails for what happens after booking (decision 045): the invoice issued or
// changed, the payment confirmed, each document issued to them, the surrender done; and the staff
// mail when a customer asks for something staff must act on (the B/L flow, an unassigned request).
// Every caller sends after its change committed and only for a first submission (a double submit
// mails once); a failure is logged and never undoes the change. Each reader gets their own language (users.locale, decision 044) and a
// link on the app's one origin (appOrigin) to the page where they act.
//
// Who hears (decision 045): the billing news goes to every customer of the company with a verified
// address, as the invoice reminders and the refund mail do (any of them may arrange the payment); the
// documents and the surrender go to the customer who booked, as the booking and shipment mails do.
import { eq } from "drizzle-orm";
import { ISSUED_KINDS, type IssuedKind } from "#app/documents/codes/codes.ts";
import { formatCalendarDate, formatMoney } from "#app/i18n/format.ts";
import type { Locale } from "#app/i18n/locales.ts";
import { billingRecipients } from "#app/invoices/payment-mail.server.ts";
import { billingPath } from "#app/invoices/payment-paths.ts";
import { paidAmountKrw } from "#app/invoices/payments.server.ts";
import { documentNumber } from "#app/lifecycle/lifecycle.ts";
import { logger } from "#app/observability/logger.server.ts";
import { routeLabel } from "#app/places/places.server.ts";
import { bookingCustomer, bookingStaffRecipients } from "#app/quotes/booking-mail.server.ts";
import { mailLink } from "#app/utils/origin.server.ts";
import { getDb } from "#db/client.ts";
import { companies, estimates, invoices, shipmentDocuments } from "#db/schema.ts";
import { sendMail } from "#app/mail/mail.server.ts";
import type { StaffRequestKind } from "#app/mail/templates/staff-request.ts";
import type { CustomerNotice } from "#app/mail/templates/customer-notice.ts";

/** The customer's documents page of a shipment (download, check B/L review, B/L requests). */
export const customerDocumentsPath = (estimateId: string) => `/mypage/download/${estimateId}`;
/** The staff's documents page of a shipment. */
export const staffDocumentsPath = (estimateId: string) => `/admin/shipments/${estimateId}/documents`;

const BILLING: readonly CustomerNotice[] = ["invoiceIssued", "invoiceChanged", "paymentConfirmed"];

function isIssuedKind(kind: string): kind is IssuedKind {
	return (ISSUED_KINDS as readonly string[]).includes(kind);
}

/** Which mail an issued document sends; the total-cost sheet is a reference, not news. */
export function noticeForIssued(kind: IssuedKind): CustomerNotice | null {
	switch (kind) {
		case "check_bl":
			return "checkBlReady";
		case "bl":
			return "blIssued";
		case "do_house":
		case "do_master":
			return "doIssued";
		case "export_clearance_cert":
		case "import_clearance_cert":
			return "clearanceIssued";
		case "insurance_policy":
			return "insuranceIssued";
		case "total_cost":
			return null;
	}
}

/**
 * Which mail a change on the staff invoice page sends: the first issue tells the customer the invoice
 * is ready; once issued, every change (a line added, changed or removed, a new due date) tells them it
 * changed; before the issue the customer has been told nothing, so nothing.
 */
export function noticeForInvoiceChange(
	intent: "add" | "change" | "remove" | "issue",
	issuedBefore: boolean,
): CustomerNotice | null {
	if (intent === "issue") return issuedBefore ? "invoiceChanged" : "invoiceIssued";
	return issuedBefore ? "invoiceChanged" : null;
}

/** Where the customer acts on a notice. */
export function noticePath(kind: CustomerNotice, estimateId: string): string {
	return BILLING.includes(kind) ? billingPath(estimateId) : customerDocumentsPath(estimateId);
}

type Reader = { email: string; name: string; locale: Locale };

function readersOf(kind: CustomerNotice, e: { id: string; userId: string; companyId: string }): Reader[] {
	if (BILLING.includes(kind)) return billingRecipients(e.companyId);
	const customer = bookingCustomer(e.id, e.userId);
	return customer ? [customer] : [];
}

async function settle(sends: Promise<unknown>[], what: string) {
	for (const result of await Promise.allSettled(sends))
		if (result.status === "rejected") logger.error({ err: result.reason }, `${what} mail failed`);
}

/** Sends one notice about a shipment to its customer side; never throws. */
export async function mailCustomerNotice(
	estimateId: string,
	kind: CustomerNotice,
	facts: { note?: string | null } = {},
): Promise<void> {
	try {
		const e = getDb().select().from(estimates).where(eq(estimates.id, estimateId)).get();
		if (!e) return;
		const billing = BILLING.includes(kind);
		const amount = billing ? paidAmountKrw(estimateId) : 0;
		const due =
			kind === "paymentConfirmed"
				? null
				: (getDb().select({ dueDate: invoices.dueDate }).from(invoices).where(eq(invoices.estimateId, estimateId)).get()
						?.dueDate ?? null);
		const number = documentNumber(e.numberBody, e.status, e.payment);
		const link = mailLink(noticePath(kind, estimateId));
		const sends = readersOf(kind, e).map((r) =>
			sendMail({
				to: r.email,
				template: "customerNotice",
				locale: r.locale,
				vars: {
					name: r.name,
					number,
					kind,
					route: routeLabel(e.origin, e.destination, r.locale),
					amount: billing ? formatMoney({ amount, currency: "KRW" }, r.locale) : "",
					dueDate: billing && due ? formatCalendarDate(due, r.locale) : "",
					note: facts.note ?? "",
					link,
				},
			}),
		);
		await settle(sends, `${kind}`);
	} catch (error) {
		logger.error({ err: error }, `${kind} mails failed`);
	}
}

/** A document issued to the customer (uploaded by staff or a partner, or generated): its mail, if any. */
export async function mailDocumentIssued(estimateId: string, issued: IssuedKind): Promise<void> {
	const kind = noticeForIssued(issued);
	if (kind) await mailCustomerNotice(estimateId, kind);
}

/** The mail of one issued document row (a partner's certificate, known by its id after the commit). */
export async function mailIssuedDocument(documentId: string): Promise<void> {
	const row = getDb()
		.select({ estimateId: shipmentDocuments.estimateId, kind: shipmentDocuments.kind })
		.from(shipmentDocuments)
		.where(eq(shipmentDocuments.id, documentId))
		.get();
	if (row && isIssuedKind(row.kind)) await mailDocumentIssued(row.estimateId, row.kind);
}

/** Where staff act on a customer's request: the B/L flow on the documents page, a partner's request on its assignment page. */
export function staffRequestPath(estimateId: string, kind: StaffRequestKind, requestId: string | null): string {
	return kind === "export_clearance" || kind === "import_clearance" || kind === "insurance"
		? `/admin/requests/${requestId}`
		: staffDocumentsPath(estimateId);
}

/**
 * Every staff account hears that a customer asked for something staff must act on: B/L issue, a
 * correction, a surrender, or a clearance or insurance request no partner took automatically. Never throws.
 */
export async function mailStaffRequest(
	estimateId: string,
	kind: StaffRequestKind,
	requestId: string | null = null,
): Promise<void> {
	try {
		const e = getDb().select().from(estimates).where(eq(estimates.id, estimateId)).get();
		if (!e) return;
		const company = getDb().select({ name: companies.name }).from(companies).where(eq(companies.id, e.companyId)).get();
		const number = documentNumber(e.numberBody, e.status, e.payment);
		const link = mailLink(staffRequestPath(estimateId, kind, requestId));
		const sends = bookingStaffRecipients().map((staff) =>
			sendMail({
				to: staff.email,
				template: "staffRequest",
				locale: staff.locale,
				vars: {
					name: staff.name,
					number,
					kind,
					company: company?.name ?? "",
					route: routeLabel(e.origin, e.destination, staff.locale),
					link,
				},
			}),
		);
		await settle(sends, `staff request (${kind})`);
	} catch (error) {
		logger.error({ err: error }, "staff request mails failed");
	}
}
