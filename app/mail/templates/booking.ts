// The booking mails (decision 014): the customer and the staff on duty hear of a booking, its
// confirmation or refusal by staff (with the reason) and its cancellation. One event word picks the
// subject and the paragraphs; amounts arrive formatted in the reader's locale (booking-mail.server.ts).
import { type MailContent, type Translate, layout } from "./layout.ts";

export const BOOKING_EVENTS = ["booked", "confirmed", "refused", "cancelled"] as const;
export type BookingEvent = (typeof BOOKING_EVENTS)[number];

export type BookingCustomerVars = {
	name: string;
	number: string;
	event: BookingEvent;
	/** the booking's total, already formatted ("₩1,234,000") */
	total: string;
	/** the staff's reason of a refusal; empty otherwise */
	reason: string;
	/** the customer's estimate page */
	link: string;
};

export function bookingCustomer(
	{ name, number, event, total, reason, link }: BookingCustomerVars,
	t: Translate,
): MailContent {
	const k = "mail.bookingCustomer.";
	return layout({
		t,
		name,
		subject: t(`${k}subject.${event}`, { number }),
		before: [
			t(`${k}intro.${event}`, { number }),
			t(`${k}total`, { total }),
			...(reason ? [t(`${k}reason`, { reason })] : []),
		],
		action: { label: t(`${k}action`), link },
		after: [t(`${k}after.${event}`)],
	});
}

export type BookingStaffVars = {
	name: string;
	number: string;
	event: BookingEvent;
	company: string;
	/** the lane in the reader's language ("부산 (KRPUS) → 하이퐁 (VNHPH)") */
	route: string;
	total: string;
	reason: string;
	/** the booking's page on the staff desk */
	link: string;
};

export function bookingStaff(
	{ name, number, event, company, route, total, reason, link }: BookingStaffVars,
	t: Translate,
): MailContent {
	const k = "mail.bookingStaff.";
	return layout({
		t,
		name,
		subject: t(`${k}subject.${event}`, { number, company }),
		before: [
			t(`${k}intro.${event}`, { number, company }),
			t(`${k}route`, { route }),
			t(`${k}total`, { total }),
			...(reason ? [t(`${k}reason`, { reason })] : []),
		],
		action: { label: t(`${k}action`), link },
		after: [t(`${k}after.${event}`)],
	});
}
