// The booking-complete page (spec section 2): the B number, the quote total, the coupon and
// pre-booking discounts, the total with coupon and what happens next (with the link to the shipment's
// document upload). Read-only; the numbers are the ones stored by the booking transaction.
import { useTranslation } from "#app/i18n/react.tsx";
import { redirect, useLoaderData } from "react-router";
import { Link } from "#app/utils/link.tsx";
import type { Route } from "./+types/estimate-booking-done";
import { requireUser } from "#app/auth/guard.server.ts";
import { formatCalendarDate, formatMoney } from "#app/i18n/format.ts";
import { DEFAULT_LOCALE, localeFromAny } from "#app/i18n/locales.ts";
import { couponsOfEstimate } from "#app/coupons/coupons.server.ts";
import { getEstimateFor } from "#app/quotes/estimates.server.ts";
import { isCancelled, wasBooked } from "#app/lifecycle/lifecycle.ts";
import { routeLabel } from "#app/places/places.server.ts";
import { localeFromContext } from "#app/middleware/locale.server.ts";
import { StatusBadge } from "#app/components/status-badge.tsx";
import { VatNote, VatTotals } from "#app/quotes/components/vat-totals.tsx";
import { quoteVat } from "#app/pricing/vat.ts";
import { Page } from "#app/shell/page.tsx";
import { notFound } from "#app/utils/replies.server.ts";
import { RouteErrorBoundary } from "#app/components/error-boundary.tsx";

export async function loader({ request, context, params }: Route.LoaderArgs) {
	const user = await requireUser(request, context);
	const estimate = getEstimateFor(user, params.id);
	// never booked: there is nothing complete to show
	if (!wasBooked(estimate.status)) throw redirect(`/mypage/estimate/${estimate.id}`);
	if (estimate.totalKrw === null || estimate.totalWithCouponKrw === null) throw notFound();
	const locale = localeFromContext(context);
	return {
		id: estimate.id,
		number: estimate.number,
		status: estimate.status,
		cancelled: isCancelled(estimate.status),
		route: routeLabel(estimate.origin, estimate.destination, locale),
		shipDate: estimate.shipDate,
		// an air booking's next steps speak of flights, not sailings
		air: estimate.mode === "air",
		incoterms: estimate.incoterms,
		wantsClearance: estimate.wantsClearance,
		wantsInsurance: estimate.wantsInsurance,
		totalKrw: estimate.totalKrw,
		couponDiscountKrw: estimate.couponDiscountKrw,
		prebookingDiscountKrw: estimate.prebookingDiscountKrw,
		totalWithCouponKrw: estimate.totalWithCouponKrw,
		coupons: couponsOfEstimate(estimate.id, locale),
		// the estimated VAT and total with VAT after the discounts, by the invoice's own rule (decision 040)
		vat: estimate.option ? quoteVat(estimate.option, estimate.direction, estimate) : null,
	};
}

export default function EstimateBookingDone() {
	const { t, i18n } = useTranslation();
	const locale = localeFromAny(i18n.language) ?? DEFAULT_LOCALE;
	const b = useLoaderData<typeof loader>();
	const krw = (amount: number) => formatMoney({ amount, currency: "KRW" }, locale);
	return (
		<Page titleKey="booking.done.title">
			<div className="stack">
				{b.cancelled ? (
					<p className="alert alert-warning" role="status" data-testid="booking-cancelled">
						{t("booking.done.cancelled")}
					</p>
				) : (
					<p className="alert alert-success" role="status" data-testid="booking-done">
						{t("booking.done.thanks")}
					</p>
				)}
				<section className="card" aria-labelledby="done-summary">
					<div className="card-header">
						<h2 id="done-summary">
							<span data-testid="booking-number">{b.number}</span>
						</h2>
						<StatusBadge kind="estimate" status={b.status} />
					</div>
					<div className="card-body">
						<dl className="facts">
							<dt>{t("booking.route")}</dt>
							<dd>{b.route}</dd>
							<dt>{t("booking.field.shipDate")}</dt>
							<dd data-testid="booking-ship-date">{b.shipDate ? formatCalendarDate(b.shipDate, locale) : null}</dd>
							<dt>{t("estimate.detail.incoterms")}</dt>
							<dd>{b.incoterms ?? t("booking.incotermsNone")}</dd>
							<dt>{t("booking.done.services")}</dt>
							<dd>
								{[
									b.wantsClearance ? t("booking.field.wantsClearance") : null,
									b.wantsInsurance ? t("booking.field.wantsInsurance") : null,
								]
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
							<dd data-testid="booking-prebooking-discount">
								{b.prebookingDiscountKrw > 0 ? `- ${krw(b.prebookingDiscountKrw)}` : krw(0)}
							</dd>
							<dt>{t("booking.done.totalWithCoupon")}</dt>
							<dd>
								<strong data-testid="booking-total-with-coupon">{krw(b.totalWithCouponKrw)}</strong>
							</dd>
							{b.vat ? <VatTotals vat={b.vat} locale={locale} supply={false} /> : null}
						</dl>
						{b.vat ? <VatNote /> : null}
					</div>
				</section>
				{b.cancelled ? null : (
					<section className="card" aria-labelledby="next-steps" data-testid="next-steps">
						<div className="card-header">
							<h2 id="next-steps">{t("booking.done.nextTitle")}</h2>
						</div>
						<div className="card-body stack">
							<ol className="stack">
								<li>{t(b.air ? "booking.done.next1Air" : "booking.done.next1")}</li>
								<li>
									{/* the upload page exists: say where the papers go */}
									{t("booking.done.next2")}{" "}
									<Link to={`/mypage/upload/${b.id}`} data-testid="done-to-upload">
										{t("booking.done.toUpload")}
									</Link>
								</li>
								<li>{t("booking.done.next3")}</li>
							</ol>
							<p className="muted">{t("booking.done.nextNote")}</p>
						</div>
					</section>
				)}
				<div className="form-actions">
					<Link className="button" to={`/mypage/estimate/${b.id}`} data-testid="done-to-quote">
						{t("booking.done.toQuote")}
					</Link>
					<Link className="button button-secondary" to="/mypage/estimate" data-testid="done-to-list">
						{t("booking.done.toList")}
					</Link>
				</div>
			</div>
		</Page>
	);
}

export const ErrorBoundary = RouteErrorBoundary;
