// My page, billing (spec sections 2 "Payment list and invoice", 3 "Payment", 4 "Payment", 9 page size;
// decision 019): the company's shipments with what each one bills (the invoice's total, or the
// booked quote's while billing waits), its payment status, "waiting for billing" before the invoice is
// issued and "schedule undecided" before staff confirm the schedule, the volume, ETD and the quote's
// freight. 5 a page like the other My page lists (decision 009: the ceiling of total / 5, not the
// spec's floor + 1, which shows an empty last page). Plain links and the page in the URL: works with
// JavaScript off. One shipment's invoice is payment-detail.tsx.
import { useTranslation } from "#app/i18n/react.tsx";
import { useLoaderData } from "react-router";
import { Link } from "#app/utils/link.tsx";
import type { Route } from "./+types/payment-list";
import { requireUser } from "#app/auth/guard.server.ts";
import { RouteErrorBoundary } from "#app/components/error-boundary.tsx";
import { StatusBadge } from "#app/components/status-badge.tsx";
import { formatCalendarDate, formatMoney, formatNumber } from "#app/i18n/format.ts";
import type { Locale } from "#app/i18n/locales.ts";
import { billingPageFor } from "#app/invoices/payments.server.ts";
import { localeFromContext } from "#app/middleware/locale.server.ts";
import { routeLabel } from "#app/places/places.server.ts";
import type { Chargeable } from "#app/pricing/types.ts";
import { Page } from "#app/shell/page.tsx";
import { CompanyShipmentList, type ListColumn } from "#app/shipments/components/company-shipment-list.tsx";
import { NO_COMPANY_LIST } from "#app/shipments/list.server.ts";

const LIST = "/mypage/payment";
const COLUMNS: readonly ListColumn[] = [
	{ key: "number" },
	{ key: "status" },
	{ key: "billing", num: true },
	{ key: "volume" },
	{ key: "etd" },
	{ key: "freight", num: true },
];

/** The volume as the quote charged it: containers and TEU, revenue tons, or chargeable kilograms. */
function volumeOf(v: Chargeable | null, locale: Locale): { key: string; values: Record<string, string> } | null {
	if (!v) return null;
	if (v.kind === "containers")
		return {
			key: "payments.volume.containers",
			values: { count: formatNumber(v.containers, locale), teu: formatNumber(v.teu, locale) },
		};
	if (v.kind === "revenue_tons")
		return { key: "payments.volume.rt", values: { rt: formatNumber(v.billedRevenueTons, locale, 3) } };
	return { key: "payments.volume.kg", values: { kg: formatNumber(v.chargeableKg, locale, 1) } };
}

export async function loader({ request, context }: Route.LoaderArgs) {
	const user = await requireUser(request, context);
	const list = billingPageFor(user, request.url);
	if (!list) return NO_COMPANY_LIST;
	const locale = localeFromContext(context);
	const krw = (amount: number) => formatMoney({ amount, currency: "KRW" }, locale);
	return {
		hasCompany: true as const,
		total: list.total,
		page: list.page,
		pageCount: list.pageCount,
		rows: list.rows.map((r) => ({
			id: r.id,
			number: r.number,
			route: routeLabel(r.origin, r.destination, locale),
			mode: r.mode,
			direction: r.direction,
			payment: r.payment,
			shown: r.shown,
			issued: r.invoiceIssued,
			billing: krw(r.billingKrw),
			dueDate: r.dueDate ? formatCalendarDate(r.dueDate, locale) : null,
			scheduleDecided: r.scheduleDecided,
			volume: volumeOf(r.volume, locale),
			etd: r.etd ? formatCalendarDate(r.etd, locale) : null,
			freight: r.freightKrw === null ? null : krw(r.freightKrw),
		})),
	};
}

export default function PaymentList() {
	const list = useLoaderData<typeof loader>();
	const { t } = useTranslation();
	const label = (key: string) => t(`payments.list.${key}`);
	return (
		<Page titleKey="page.mypage.payment">
			<CompanyShipmentList
				list={list}
				testId="payment"
				labels="payments.list"
				caption="page.mypage.payment"
				listPath={LIST}
				columns={COLUMNS}
				showCount
			>
				{list.rows.map((row) => (
					<tr
						key={row.id}
						data-testid="payment-row"
						data-id={row.id}
						data-payment={row.payment}
						data-issued={row.issued ? "true" : "false"}
					>
						<td data-label={label("number")}>
							<div>
								<Link to={`${LIST}/${row.id}`} className="strong nowrap" data-testid="payment-number">
									{row.number}
								</Link>
								<div className="small muted">{row.route}</div>
							</div>
						</td>
						{/* one child per cell: below 600px a cell is a label/value grid row */}
						<td data-label={label("status")}>
							<div className="cluster">
								{row.issued ? (
									<StatusBadge kind="payment" status={row.shown} />
								) : (
									<span className="badge badge-neutral" data-testid="waiting-billing">
										{t("payments.labels.waitingBilling")}
									</span>
								)}
								{!row.scheduleDecided ? (
									<span className="badge badge-warning" data-testid="schedule-undecided">
										{t("payments.labels.scheduleUndecided")}
									</span>
								) : null}
							</div>
						</td>
						<td data-label={label("billing")} className="num">
							<div>
								<strong className="nowrap" data-testid="payment-billing">
									{row.billing}
								</strong>
								<div className="small muted">
									{row.issued ? (row.dueDate ? t("payments.list.due", { date: row.dueDate }) : "") : label("estimated")}
								</div>
							</div>
						</td>
						<td data-label={label("volume")}>{row.volume ? t(row.volume.key, row.volume.values) : "-"}</td>
						<td data-label={label("etd")} className="nowrap">
							{row.etd ?? <span className="muted">{label("noEtd")}</span>}
						</td>
						<td data-label={label("freight")} className="num nowrap">
							{row.freight ?? "-"}
						</td>
					</tr>
				))}
			</CompanyShipmentList>
		</Page>
	);
}

export const ErrorBoundary = RouteErrorBoundary;
