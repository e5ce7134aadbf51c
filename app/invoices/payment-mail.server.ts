// The payment-check request mail to staff (spec section 1 "payment-check request"; issue 14 item 3).
// There is no configured desk address (app/shell/company.ts has the support and privacy mailboxes
// only, and booking mails go to every staff account for the same reason), so every staff and
// staff_admin account hears, each in its own language. Called after the commit: a failure is logged
// and never undoes the request.
import { eq } from "drizzle-orm";
import { formatMoney } from "#app/i18n/format.ts";
import { documentNumber } from "#app/lifecycle/lifecycle.ts";
import { sendMail } from "#app/mail/mail.server.ts";
import { routeLabel } from "#app/places/places.server.ts";
import { bookingStaffRecipients } from "#app/quotes/booking-mail.server.ts";
import { getDb } from "#db/client.ts";
import { companies, estimates } from "#db/schema.ts";
import { staffPaymentPath } from "./payment-paths.ts";
import { paidAmountKrw } from "./payments.server.ts";
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
		for (const result of await Promise.allSettled(sends)) if (result.status === "rejected") logger.error({ err: result.reason }, "payment-check mail failed");
	} catch (error) {
		logger.error({ err: error }, "payment-check mails failed");
	}
}
