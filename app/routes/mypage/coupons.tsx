// My page: coupons (spec sections 2, 3 and 4; call /mypage/coupon/list). The signed-in user's own
// coupons with number, name, description, discount rule, expiry and status; a coupon past its expiry
// reads "expired" (the rows: app/coupons/coupon-views.server.ts). The optional :id highlights one.
import { useTranslation } from "#app/i18n/react.tsx";
import { useLoaderData } from "react-router";
import type { Route } from "./+types/coupons";
import { requireUser } from "#app/auth/guard.server.ts";
import { formatDate, formatMoney, formatNumber } from "#app/i18n/format.ts";
import { DEFAULT_LOCALE, localeFromAny } from "#app/i18n/locales.ts";
import { localeFromContext } from "#app/middleware/locale.server.ts";
import { myCoupons } from "#app/coupons/coupon-views.server.ts";
import { RouteErrorBoundary } from "#app/components/error-boundary.tsx";
import { Page } from "#app/shell/page.tsx";

// Any signed-in user, as today: the list is the user's own coupons, so staff (who are given none)
// see an empty list rather than a refusal, as on the quote list.
export async function loader({ request, context, params }: Route.LoaderArgs) {
	const user = await requireUser(request, context);
	// names and descriptions in the page's language
	return { selected: params.id ?? null, coupons: myCoupons(user.id, localeFromContext(context)) };
}

export default function MyCoupons() {
	const { t, i18n } = useTranslation();
	const locale = localeFromAny(i18n.language) ?? DEFAULT_LOCALE;
	const { coupons, selected } = useLoaderData<typeof loader>();
	const krw = (amount: number) => formatMoney({ amount, currency: "KRW" }, locale);
	return (
		<Page titleKey="page.mypage.coupons">
			{coupons.length === 0 ? (
				<p className="muted" data-testid="coupons-empty">
					{t("coupons.empty")}
				</p>
			) : (
				<div className="rates-table-wrap">
					<table className="rates-table" data-testid="coupon-list">
						<thead>
							<tr>
								<th scope="col">{t("coupons.number")}</th>
								<th scope="col">{t("coupons.name")}</th>
								<th scope="col">{t("coupons.rule")}</th>
								<th scope="col">{t("coupons.expires")}</th>
								<th scope="col">{t("coupons.statusTitle")}</th>
							</tr>
						</thead>
						<tbody>
							{coupons.map((c) => (
								<tr
									key={c.id}
									data-testid={`coupon-row-${c.number}`}
									aria-current={c.id === selected ? "true" : undefined}
								>
									<td>{c.number}</td>
									<td>
										<strong>{c.name}</strong>
										{c.description ? <div className="muted">{c.description}</div> : null}
									</td>
									<td>
										{c.consumeType === "all_booking_discount"
											? t("coupons.ruleAmount", { amount: krw(c.discountAmount), threshold: krw(c.availableTotalCost) })
											: t("coupons.ruleRate", {
													rate: formatNumber(c.discountRateBp / 100, locale),
													max: krw(c.maxDiscount),
												})}
									</td>
									<td>{formatDate(c.expireTime, locale)}</td>
									<td data-testid="coupon-status" data-status={c.status}>
										{t(`coupons.status.${c.status}`)}
									</td>
								</tr>
							))}
						</tbody>
					</table>
				</div>
			)}
		</Page>
	);
}

export const ErrorBoundary = RouteErrorBoundary;
