// The booking-complete page (spec section 2): the B number, the quote total, the coupon and
// pre-booking discounts, the total with coupon and what happens next. Read-only; the numbers are
// the ones stored by the booking transaction.
import { useTranslation } from "react-i18next";
import { Link, data, redirect, useLoaderData } from "react-router";
import type { Route } from "./+types/estimate-booking-done";
import { requireUser } from "#app/auth/guard.server.ts";
import { formatMoney } from "#app/i18n/format.ts";
import { DEFAULT_LOCALE, localeFromAny } from "#app/i18n/locales.ts";
import { couponsOfEstimate } from "#app/quotes/coupons.server.ts";
import { getEstimateFor } from "#app/quotes/estimates.server.ts";
import { Page } from "#app/shell/page.tsx";

export async function loader({ request, context, params }: Route.LoaderArgs) {
	const user = await requireUser(request, context);
	const estimate = getEstimateFor(user, params.id);
	// never booked: there is nothing complete to show
	if (!estimate.bookedAt) throw redirect(`/mypage/estimate/${estimate.id}`);
	if (estimate.totalKrw === null || estimate.totalWithCouponKrw === null) throw data({ reason: "not_found" }, { status: 404 });
	return {
		id: estimate.id,
		number: estimate.number,
		cancelled: estimate.status === "cancelled",
		route: `${estimate.origin} → ${estimate.destination}`,
		shipDate: estimate.shipDate,
		incoterms: estimate.incoterms,
		wantsClearance: estimate.wantsClearance,
		wantsInsurance: estimate.wantsInsurance,
		totalKrw: estimate.totalKrw,
		couponDiscountKrw: estimate.couponDiscountKrw,
		prebookingDiscountKrw: estimate.prebookingDiscountKrw,
		totalWithCouponKrw: estimate.totalWithCouponKrw,
		coupons: couponsOfEstimate(estimate.id),
	};
}

export default function EstimateBookingDone() {
	const { t, i18n } = useTranslation();
	const locale = localeFromAny(i18n.language) ?? DEFAULT_LOCALE;
	const b = useLoaderData<typeof loader>();
	const krw = (amount: number) => formatMoney({ amount, currency: "KRW" }, locale);
	return (
		<Page titleKey="booking.done.title">
			{b.cancelled ? (
				<p className="notice notice-warning" role="status" data-testid="booking-cancelled">
					{t("booking.done.cancelled")}
				</p>
			) : (
				<p className="notice" role="status" data-testid="booking-done">
					{t("booking.done.thanks")}
				</p>
			)}
			<dl className="facts">
				<dt>{t("booking.number")}</dt>
				<dd data-testid="booking-number">{b.number}</dd>
				<dt>{t("booking.route")}</dt>
				<dd>{b.route}</dd>
				<dt>{t("booking.field.shipDate")}</dt>
				<dd>{b.shipDate}</dd>
				<dt>{t("booking.field.incoterms")}</dt>
				<dd>{b.incoterms ?? t("booking.incotermsNone")}</dd>
				<dt>{t("booking.done.services")}</dt>
				<dd>
					{[b.wantsClearance ? t("booking.field.wantsClearance") : null, b.wantsInsurance ? t("booking.field.wantsInsurance") : null]
						.filter(Boolean)
						.join(" · ") || t("booking.done.noServices")}
				</dd>
				<dt>{t("booking.total")}</dt>
				<dd data-testid="booking-total">{krw(b.totalKrw)}</dd>
				<dt>{t("booking.done.couponDiscount")}</dt>
				<dd data-testid="booking-coupon-discount">
					{b.couponDiscountKrw > 0 ? `- ${krw(b.couponDiscountKrw)}` : krw(0)}
					{b.coupons.length > 0 ? ` (${b.coupons.map((c) => `${c.name} ${c.number}`).join(", ")})` : null}
				</dd>
				<dt>{t("booking.done.prebookingDiscount")}</dt>
				<dd data-testid="booking-prebooking-discount">{b.prebookingDiscountKrw > 0 ? `- ${krw(b.prebookingDiscountKrw)}` : krw(0)}</dd>
				<dt>{t("booking.done.totalWithCoupon")}</dt>
				<dd data-testid="booking-total-with-coupon">
					<strong>{krw(b.totalWithCouponKrw)}</strong>
				</dd>
			</dl>
			{b.cancelled ? null : (
				<section className="info-section" aria-labelledby="next-steps">
					<h2 id="next-steps">{t("booking.done.nextTitle")}</h2>
					<ol>
						<li>{t("booking.done.next1")}</li>
						<li>{t("booking.done.next2")}</li>
						<li>{t("booking.done.next3")}</li>
					</ol>
				</section>
			)}
			<p>
				<Link className="button" to={`/mypage/estimate/${b.id}`}>
					{t("booking.done.toQuote")}
				</Link>{" "}
				<Link className="button button-ghost" to="/mypage/estimate">
					{t("booking.done.toList")}
				</Link>
			</p>
		</Page>
	);
}
