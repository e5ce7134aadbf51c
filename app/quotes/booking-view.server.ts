// What the booking screens show (spec section 2, booking info; decision 009): the booking form's quote,
// its total under each Incoterm the customer may choose (booking.ts incotermChoices), the coupons and
// the pre-booking discount under each of those totals, the parties prefilled from the company; and the
// confirming step of a cancellation. The routes guard and read the estimate through getEstimateFor;
// these only shape what the pages render, formatted for the reader.
import { getCompany } from "#app/accounts/company.server.ts";
import type { Customer } from "#app/auth/guard.server.ts";
import { seoulToday } from "#app/calendar/calendar.ts";
import { bookingCouponChoices } from "#app/coupons/coupon-views.server.ts";
import { couponsOfEstimate } from "#app/coupons/coupons.server.ts";
import type { Locale } from "#app/i18n/locales.ts";
import { isCancellable } from "#app/lifecycle/lifecycle.ts";
import { routeLabel } from "#app/places/places.server.ts";
import { groupSubtotals } from "#app/pricing/incoterm-reprice.ts";
import { transportOf } from "#app/pricing/incoterms-by-mode.ts";
import { prebookingDiscount } from "#app/pricing/prebooking.ts";
import { formConstraint } from "#app/utils/form-constraint.server.ts";
import {
	bookingSchema,
	canBook,
	firstPrebookingDate,
	hasTrucking,
	incotermChoices,
	prefillParties,
} from "./booking.ts";
import type { Estimate } from "./estimates.server.ts";

/** The booking form of a customer's own estimate (the route has checked both). */
export function bookingView(customer: Customer, estimate: Estimate, locale: Locale, now: Date = new Date()) {
	const today = seoulToday(now);
	const prebookingFrom = firstPrebookingDate(today);
	const trucking = hasTrucking(estimate);
	const choices = incotermChoices(estimate);
	// the totals the discounts are judged on, one per choice code ("" for none)
	const totals = Object.fromEntries(choices.map((c) => [c.code, c.totalKrw ?? 0]));
	return {
		estimate: {
			id: estimate.id,
			number: estimate.number,
			status: estimate.status,
			route: routeLabel(estimate.origin, estimate.destination, locale),
			mode: estimate.mode,
			direction: estimate.direction,
			carrier: estimate.carrier,
			transitDays: estimate.transitDays,
			validUntil: estimate.validUntil,
			readyDate: estimate.readyDate,
			commodity: estimate.commodity,
			incoterms: estimate.incoterms,
			totalKrw: estimate.totalKrw,
			totalUsd: estimate.totalUsd,
		},
		bookable: canBook(estimate),
		trucking,
		constraint: formConstraint(
			bookingSchema(today, { trucking, transport: transportOf(estimate.mode), validUntil: estimate.validUntil }),
		),
		choices,
		groupAmounts: estimate.option ? groupSubtotals(estimate.option) : null,
		prefill: prefillParties(estimate.direction, getCompany(customer.companyId)),
		// what each usable coupon alone takes off this quote under each Incoterm (0: below its threshold)
		coupons: bookingCouponChoices(customer.id, totals, locale, now),
		today,
		prebooking: {
			from: prebookingFrom,
			discounts: Object.fromEntries(
				Object.entries(totals).map(([code, total]) => [code, prebookingDiscount(prebookingFrom, today, total)]),
			),
		},
	};
}

/** The confirming step of a cancellation: what is cancelled and which coupons come back. */
export function cancelView(estimate: Estimate, locale: Locale) {
	return {
		estimate: {
			id: estimate.id,
			number: estimate.number,
			status: estimate.status,
			route: routeLabel(estimate.origin, estimate.destination, locale),
			shipDate: estimate.shipDate,
			totalKrw: estimate.totalKrw,
			totalWithCouponKrw: estimate.totalWithCouponKrw,
		},
		cancellable: isCancellable(estimate.status),
		coupons: couponsOfEstimate(estimate.id, locale),
	};
}
