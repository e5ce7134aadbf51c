// The booking mails (decision 014): on booking, confirmation, refusal and cancellation the customer
// who booked hears in their own language (a link to their estimate page) and every staff account in
// its own (a link to the booking on the desk). No mail of the desk went to staff before, and there is
// no configured desk address; the staff accounts are the staff on duty. Called after the commit: a
// mail failure is logged and never undoes the booking or the decision.
import { and, desc, eq, inArray } from "drizzle-orm";
import { formatMoney } from "#app/i18n/format.ts";
import type { Locale } from "#app/i18n/locales.ts";
import { translatorFor } from "#app/i18n/translate.server.ts";
import { sendMail } from "#app/mail/mail.server.ts";
import { quoteVat } from "#app/pricing/vat.ts";
import type { BookingEvent } from "#app/mail/templates/booking.ts";
import { routeLabel } from "#app/places/places.server.ts";
import { getDb } from "#db/client.ts";
import { STAFF_ROLES } from "#db/roles.ts";
import { companies, estimateEvents, estimates, users } from "#db/schema.ts";
import { toEstimate } from "./estimates.server.ts";
import { logger } from "#app/observability/logger.server.ts";

export function staffBookingPath(estimateId: string): string {
	return `/admin/bookings/${estimateId}`;
}

/** Everyone who hears of a booking's news on the staff side, each with their language. */
export function bookingStaffRecipients() {
	return getDb()
		.select({ email: users.email, name: users.name, locale: users.locale })
		.from(users)
		.where(inArray(users.role, [...STAFF_ROLES]))
		.orderBy(users.id)
		.all();
}

/** Who hears of a booking: the customer who booked it (a colleague may book a quote someone else made), else the quote's owner. */
export function bookingCustomer(
	estimateId: string,
	ownerId: string,
): { email: string; name: string; locale: Locale } | undefined {
	const db = getDb();
	const bookedBy = db
		.select({ userId: estimateEvents.userId })
		.from(estimateEvents)
		.where(
			and(
				eq(estimateEvents.estimateId, estimateId),
				eq(estimateEvents.toStatus, "booked"),
				eq(estimateEvents.actor, "customer"),
			),
		)
		.orderBy(desc(estimateEvents.id))
		.get();
	return db
		.select({ email: users.email, name: users.name, locale: users.locale })
		.from(users)
		.where(eq(users.id, bookedBy?.userId ?? ownerId))
		.get();
}

/** Sends the event's mails; never throws (each failure is logged on its own, the others still go). */
export async function mailBookingEvent(
	estimateId: string,
	event: BookingEvent,
	origin: string,
	reason = "",
): Promise<void> {
	try {
		const row = getDb().select().from(estimates).where(eq(estimates.id, estimateId)).get();
		if (!row) return;
		const estimate = toEstimate(row);
		const customer = bookingCustomer(estimate.id, estimate.userId);
		const company = getDb()
			.select({ name: companies.name })
			.from(companies)
			.where(eq(companies.id, estimate.companyId))
			.get();
		const amount = estimate.totalWithCouponKrw ?? estimate.totalKrw ?? 0;
		// decisions 040 and 041: the same figures as the pages and the quote PDF, saying what they
		// include: after the booked discounts, without VAT, and with the estimated VAT (app/pricing/vat.ts)
		const vat = estimate.option ? quoteVat(estimate.option, estimate.direction, estimate) : null;
		const totalText = async (locale: Locale): Promise<string> => {
			const krw = (won: number) => formatMoney({ amount: won, currency: "KRW" }, locale);
			if (!vat) return krw(amount);
			const t = await translatorFor(locale);
			return t("quotePdf.vatLine", { supply: krw(vat.supplyKrw), total: krw(vat.totalWithVatKrw) });
		};
		const sends: Promise<unknown>[] = [];
		if (customer)
			sends.push(
				sendMail({
					to: customer.email,
					template: "bookingCustomer",
					locale: customer.locale,
					vars: {
						name: customer.name,
						number: estimate.number,
						event,
						total: await totalText(customer.locale),
						reason,
						link: `${origin}/mypage/estimate/${estimate.id}`,
					},
				}),
			);
		for (const staff of bookingStaffRecipients())
			sends.push(
				sendMail({
					to: staff.email,
					template: "bookingStaff",
					locale: staff.locale,
					vars: {
						name: staff.name,
						number: estimate.number,
						event,
						company: company?.name ?? "",
						route: routeLabel(estimate.origin, estimate.destination, staff.locale),
						total: await totalText(staff.locale),
						reason,
						link: `${origin}${staffBookingPath(estimate.id)}`,
					},
				}),
			);
		for (const result of await Promise.allSettled(sends))
			if (result.status === "rejected") logger.error({ err: result.reason }, `booking ${event} mail failed`);
	} catch (error) {
		logger.error({ err: error }, `booking ${event} mails failed`);
	}
}
