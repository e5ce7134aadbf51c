// The discount-request-complete page (spec section 2): the quote number, what was asked, and that
// staff answer by mail. Shows the estimate's newest negotiation; same access rule as the request.
import { useTranslation } from "#app/i18n/react.tsx";
import { useLoaderData } from "react-router";
import { Link } from "#app/utils/link.tsx";
import type { Route } from "./+types/estimate-discount-done";
import { requireCustomer } from "#app/auth/guard.server.ts";
import { formatMoney } from "#app/i18n/format.ts";
import { localeFromContext } from "#app/middleware/locale.server.ts";
import { getEstimateFor } from "#app/quotes/estimates.server.ts";
import { latestNegotiation } from "#app/quotes/negotiation.server.ts";
import { askedChange } from "#app/quotes/negotiation.ts";
import { StatusBadge } from "#app/components/status-badge.tsx";
import { routeLabel } from "#app/places/places.server.ts";
import { Page } from "#app/shell/page.tsx";
import { notFound } from "#app/utils/replies.server.ts";
import { RouteErrorBoundary } from "#app/components/error-boundary.tsx";

export async function loader({ request, context, params }: Route.LoaderArgs) {
	const user = await requireCustomer(request, context);
	const estimate = getEstimateFor(user, params.id);
	const negotiation = latestNegotiation(estimate.id);
	if (!negotiation) throw notFound();
	const locale = localeFromContext(context);
	const money = (amount: number, currency: "KRW" | "USD" | "VND") => formatMoney({ amount, currency }, locale);
	return {
		id: estimate.id,
		number: estimate.number,
		route: routeLabel(estimate.origin, estimate.destination, locale),
		status: estimate.status,
		...askedChange(negotiation, money),
		monthlyVolume: negotiation.monthlyVolume,
		comment: negotiation.comment,
	};
}

export default function EstimateDiscountDone() {
	const { t } = useTranslation();
	const d = useLoaderData<typeof loader>();
	return (
		<Page titleKey="discount.doneTitle">
			<div className="stack">
				<div className="alert alert-success" role="status" data-testid="discount-done">
					<p>{t("discount.doneIntro", { number: d.number })}</p>
					<p>{t("discount.doneMail")}</p>
				</div>
				<section className="card" aria-labelledby="asked-heading">
					<div className="card-header">
						<h2 id="asked-heading">{t("discount.asked")}</h2>
						<span data-testid="estimate-status" data-status={d.status}>
							<StatusBadge kind="estimate" status={d.status} />
						</span>
					</div>
					<div className="card-body">
						<dl className="facts">
							<dt>{t("discount.number")}</dt>
							<dd>{d.number}</dd>
							<dt>{t("discount.route")}</dt>
							<dd>{d.route}</dd>
							<dt>{t("discount.targetFreight")}</dt>
							<dd data-testid="asked-freight">{d.freight}</dd>
							{d.trucking ? (
								<>
									<dt>{t("discount.targetTrucking")}</dt>
									<dd data-testid="asked-trucking">{d.trucking}</dd>
								</>
							) : null}
							<dt>{t("discount.monthlyVolume")}</dt>
							<dd>{d.monthlyVolume}</dd>
							{d.comment ? (
								<>
									<dt>{t("discount.comment")}</dt>
									<dd>{d.comment}</dd>
								</>
							) : null}
						</dl>
					</div>
				</section>
				<div className="form-actions">
					<Link className="button" to={`/mypage/estimate/${d.id}`}>
						{t("discount.back")}
					</Link>
				</div>
			</div>
		</Page>
	);
}

export const ErrorBoundary = RouteErrorBoundary;
