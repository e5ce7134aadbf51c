// The payment mails: the payment-check request to staff (spec section 1 "payment-check
// request") and the refund mail to the customer (decision 042).
// There is no configured desk address (the company profile at /admin/settings has the support and privacy mailboxes
// only, and booking mails go to every staff account for the same reason), so every staff and
// staff_admin account hears, each in its own language. Called after the commit: a failure is logged
// and never undoes the request.
import { eq } from "drizzle-orm";
import { companyMembers } from "#app/accounts/company-users.server.ts";
import { formatMoney } from "#app/i18n/format.ts";
import { documentNumber } from "#app/lifecycle/lifecycle.ts";
import { sendMail } from "#app/mail/mail.server.ts";
import { routeLabel } from "#app/places/places.server.ts";
import { bookingStaffRecipients } from "#app/quotes/booking-mail.server.ts";
import { getDb } from "#db/client.ts";
import { companies, estimates } from "#db/schema.ts";
import { billingPath, staffPaymentPath } from "./payment-paths.ts";
import { paidAmountKrw, paymentSummary } from "./payments.server.ts";
import { logger } from "#app/observability/logger.server.ts";

/** Mails every staff account that a deposit confirmation waits; never throws. */
export async function mailPaymentCheck(estimateId: string, origin: string, withSlip: boolean): Promise<void> {
	try {
		const e = getDb().select().from(estimates).where(eq(estimates.id, estimateId)).get();
		if (!e) return;
		const company = getDb().select({ name: companies.name }).from(companies).where(eq(companies.id, e.companyId)).get();
		const number = documentNumber(e.numberBody, e.status, e.payment);
		const amount = paidAmountKrw(estimateId);
		const sends = bookingStaffRecipients().map((staff) =>
			sendMail({
				to: staff.email,
				template: "paymentCheck",
				locale: staff.locale,
				vars: {
					name: staff.name,
					number,
					company: company?.name ?? "",
					route: routeLabel(e.origin, e.destination, staff.locale),
					total: formatMoney({ amount, currency: "KRW" }, staff.locale),
					slip: withSlip,
					link: `${origin}${staffPaymentPath(estimateId)}`,
				},
			}),
		);
		for (const result of await Promise.allSettled(sends))
			if (result.status === "rejected") logger.error({ err: result.reason }, "payment-check mail failed");
	} catch (error) {
		logger.error({ err: error }, "payment-check mails failed");
	}
}

/**
 * Who hears of billing news (a refund here; the invoice issued and the payment confirmed in
 * app/notices/customer-notices.server.ts, decision 045): the company's customers with a verified
 * address, as the invoice reminders (any of them may have arranged the payment). The staff desk's
 * confirmations name them before the click.
 */
export function billingRecipients(companyId: string) {
	return companyMembers(companyId).filter((m) => m.verified);
}

/**
 * Mails the customer company that a refund was made (decision 042), each reader in their own language
 * (users.locale), with the link to the shipment's payment page; after the refund's commit, once per
 * refund (the caller sends only for a first submission). Never throws: a failed mail is logged and never
 * undoes the refund.
 */
export async function mailRefundMade(estimateId: string, refundId: number, origin: string): Promise<void> {
	try {
		const e = getDb().select().from(estimates).where(eq(estimates.id, estimateId)).get();
		if (!e) return;
		const summary = paymentSummary(estimateId, e.payment);
		const refund = summary.refunds.find((r) => r.id === refundId);
		if (!refund || !summary.balance) return;
		// the refunds up to this one: a later refund made before this mail went out is not counted in
		const upTo = summary.refunds.filter((r) => r.seq <= refund.seq).reduce((sum, r) => sum + r.amountKrw, 0);
		const paid = summary.balance.paidKrw;
		const number = documentNumber(e.numberBody, e.status, "paid");
		const sends = billingRecipients(e.companyId).map((m) => {
			const krw = (amount: number) => formatMoney({ amount, currency: "KRW" }, m.locale);
			return sendMail({
				to: m.email,
				template: "refundMade",
				locale: m.locale,
				vars: {
					name: m.name,
					number,
					creditNote: refund.creditNote,
					amount: krw(refund.amountKrw),
					paid: krw(paid),
					refunded: krw(upTo),
					net: krw(paid - upTo),
					reason: refund.reason,
					full: upTo >= paid,
					link: `${origin}${billingPath(estimateId)}`,
				},
			});
		});
		for (const result of await Promise.allSettled(sends))
			if (result.status === "rejected") logger.error({ err: result.reason }, "refund mail failed");
	} catch (error) {
		logger.error({ err: error }, "refund mails failed");
	}
}
