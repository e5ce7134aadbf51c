// The clearance-request and insurance-request mails (spec section 1's mail list): when a request is assigned
// (at once to the only partner company of its kind, or later by staff), every user of the assigned
// partner company hears in their own language, or the company's address in Korean when it has no user
// yet. Called after the commit; a failure is logged and never undoes the assignment.
import { eq } from "drizzle-orm";
import type { Locale } from "#app/i18n/locales.ts";
import { documentNumber } from "#app/lifecycle/lifecycle.ts";
import { sendMail } from "#app/mail/mail.server.ts";
import { routeLabel } from "#app/places/places.server.ts";
import { getDb } from "#db/client.ts";
import { documentRequests, estimates, partnerCompanies, users } from "#db/schema.ts";
import {
	type InsuranceDetails,
	isPartnerRequestKind,
	parseDetails,
	partnerRequestPath,
} from "./partner-requests.server.ts";
import { logger } from "#app/observability/logger.server.ts";

type Recipient = { email: string; name: string; locale: Locale };

export function partnerRecipients(partnerCompanyId: string): Recipient[] {
	const people = getDb()
		.select({ email: users.email, name: users.name, locale: users.locale })
		.from(users)
		.where(eq(users.partnerCompanyId, partnerCompanyId))
		.orderBy(users.id)
		.all();
	if (people.length) return people;
	const company = getDb()
		.select({ email: partnerCompanies.email })
		.from(partnerCompanies)
		.where(eq(partnerCompanies.id, partnerCompanyId))
		.get();
	return company ? [{ email: company.email, name: "", locale: "kr" }] : [];
}

/** Mails the assigned partner company about the request; never throws. */
export async function mailRequestAssigned(requestId: string, origin: string): Promise<void> {
	try {
		const row = getDb().select().from(documentRequests).where(eq(documentRequests.id, requestId)).get();
		if (!row?.partnerCompanyId || !isPartnerRequestKind(row.kind)) return;
		const estimate = getDb().select().from(estimates).where(eq(estimates.id, row.estimateId)).get();
		if (!estimate) return;
		const number = documentNumber(estimate.numberBody, estimate.status, estimate.payment);
		const link = `${origin}${partnerRequestPath(row.kind, row.id)}`;
		const kind = row.kind;
		const sends = partnerRecipients(row.partnerCompanyId).map((to) => {
			const route = routeLabel(estimate.origin, estimate.destination, to.locale);
			if (kind === "insurance")
				return sendMail({
					to: to.email,
					template: "insuranceRequest",
					locale: to.locale,
					vars: {
						name: to.name,
						number,
						mode: estimate.mode,
						route,
						product: parseDetails<InsuranceDetails>(row)?.productName ?? "",
						link,
					},
				});
			return sendMail({
				to: to.email,
				template: "clearanceRequest",
				locale: to.locale,
				vars: {
					name: to.name,
					number,
					kind: kind === "export_clearance" ? "export" : "import",
					mode: estimate.mode,
					route,
					link,
				},
			});
		});
		for (const result of await Promise.allSettled(sends))
			if (result.status === "rejected") logger.error({ err: result.reason }, `${kind} request mail failed`);
	} catch (error) {
		logger.error({ err: error }, "request mail failed");
	}
}
