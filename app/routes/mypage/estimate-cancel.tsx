// The confirming step of a booking's cancellation (spec section 2, "booking cancellation"; decision
// 009): what is cancelled, which coupons come back, and a form that posts with confirm=yes. A cancel
// post without that field (a crafted one-click post) is sent back here, never carried out. The
// customer of the estimate's company and staff may cancel (getEstimateFor: 404 for anyone else).
// With JavaScript the estimate page asks the same question in a dialog and posts here; without it,
// its cancel button is a link to this page. Until decision 060 this step was the booking page with
// `?cancel=1`; that address still answers, with a 308 to this one (estimate-booking.tsx).
import { useTranslation } from "#app/i18n/react.tsx";
import { Form, redirect, useLoaderData, useNavigation } from "react-router";
import { Link } from "#app/utils/link.tsx";
import type { Route } from "./+types/estimate-cancel";
import { requireUser } from "#app/auth/guard.server.ts";
import { RouteErrorBoundary } from "#app/components/error-boundary.tsx";
import { IntentInput } from "#app/components/forms.tsx";
import { StatusBadge } from "#app/components/status-badge.tsx";
import { formatCalendarDate, formatMoney } from "#app/i18n/format.ts";
import { useLocale } from "#app/i18n/use-locale.ts";
import { localeFromContext } from "#app/middleware/locale.server.ts";
import { CANCEL_CONFIRM_VALUE, cancelConfirmPath } from "#app/quotes/booking-fields.ts";
import { cancelAndTell } from "#app/quotes/booking.server.ts";
import { cancelView } from "#app/quotes/booking-view.server.ts";
import { getEstimateFor } from "#app/quotes/estimates.server.ts";
import { Page } from "#app/shell/page.tsx";
import { ensurePrimary } from "#app/server/litefs.server.ts";
import { linkOrigin } from "#app/utils/origin.server.ts";
import { badRequest } from "#app/utils/replies.server.ts";

export async function loader({ request, context, params }: Route.LoaderArgs) {
	const user = await requireUser(request, context);
	return cancelView(getEstimateFor(user, params.id), localeFromContext(context));
}

export async function action({ request, context, params }: Route.ActionArgs) {
	const user = await requireUser(request, context);
	await ensurePrimary();
	const formData = await request.formData();
	if (formData.get("intent") !== "cancel") throw badRequest();
	getEstimateFor(user, params.id);
	// one click never cancels: without the confirming step's field, show the confirming step
	if (formData.get("confirm") !== CANCEL_CONFIRM_VALUE) return redirect(cancelConfirmPath(params.id), 303);
	const outcome = await cancelAndTell(user, params.id, linkOrigin(request));
	return redirect(`/mypage/estimate/${params.id}?cancelled=${outcome.ok ? 1 : 0}`, 303);
}

export default function EstimateCancel() {
	const page = useLoaderData<typeof loader>();
	const { t } = useTranslation();
	const locale = useLocale();
	const navigation = useNavigation();
	const busy = navigation.state !== "idle";
	const e = page.estimate;
	const back = `/mypage/estimate/${e.id}`;
	const krw = (amount: number) => formatMoney({ amount, currency: "KRW" }, locale);
	return (
		<Page titleKey="booking.cancel.title" actions={<Link to={back}>{t("booking.backToQuote")}</Link>}>
			{page.cancellable ? (
				<div className="confirm-panel" data-testid="cancel-confirm">
					<h2>{t("booking.cancel.question", { number: e.number })}</h2>
					<dl className="facts">
						<dt>{t("booking.number")}</dt>
						<dd data-testid="cancel-number">{e.number}</dd>
						<dt>{t("booking.status")}</dt>
						<dd>
							<StatusBadge kind="estimate" status={e.status} />
						</dd>
						<dt>{t("booking.route")}</dt>
						<dd>{e.route}</dd>
						{e.shipDate ? (
							<>
								<dt>{t("booking.field.shipDate")}</dt>
								<dd>{formatCalendarDate(e.shipDate, locale)}</dd>
							</>
						) : null}
						{e.totalWithCouponKrw !== null ? (
							<>
								<dt>{t("booking.done.totalWithCoupon")}</dt>
								<dd>{krw(e.totalWithCouponKrw)}</dd>
							</>
						) : null}
					</dl>
					<ul>
						<li>{t("booking.cancel.effect1")}</li>
						<li>
							{page.coupons.length > 0
								? t("booking.cancel.couponsBack", {
										coupons: page.coupons.map((c) => `${c.name} ${c.number}`).join(", "),
									})
								: t("booking.cancel.noCoupons")}
						</li>
					</ul>
					<Form method="post" className="form-actions">
						<IntentInput value="cancel" />
						<input type="hidden" name="confirm" value={CANCEL_CONFIRM_VALUE} />
						<button type="submit" className="button button-danger" disabled={busy} data-testid="confirm-cancel">
							{t("booking.cancel.confirm")}
						</button>
						<Link to={back} className="button button-secondary" data-testid="keep-booking">
							{t("booking.cancel.keep")}
						</Link>
					</Form>
				</div>
			) : (
				<div className="alert alert-warning" role="status" data-testid="not-cancellable">
					<p>{t("booking.cancel.notCancellable")}</p>
					<p>
						<Link to={back}>{t("booking.backToQuote")}</Link>
					</p>
				</div>
			)}
		</Page>
	);
}

export const ErrorBoundary = RouteErrorBoundary;
