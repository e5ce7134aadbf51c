// The staff payment desk (spec sections 4 "Payment", 6): deposit confirmations the
// customers asked for, the oldest first with its wait, then issued invoices still unpaid after their
// due date (Seoul), the longest overdue first. Each opens the shipment's payment page (decide.tsx).
import { useTranslation } from "#app/i18n/react.tsx";
import { useLoaderData } from "react-router";
import { Link } from "#app/utils/link.tsx";
import type { Route } from "./+types/index";
import { requireRole } from "#app/auth/guard.server.ts";
import { EmptyState } from "#app/components/empty-state.tsx";
import { RouteErrorBoundary } from "#app/components/error-boundary.tsx";
import { DeskTable, WaitAge } from "#app/desk/desk-table.tsx";
import { waitView } from "#app/desk/queues.ts";
import { daysBetween, seoulToday } from "#app/calendar/calendar.ts";
import { formatCalendarDate, formatMoney } from "#app/i18n/format.ts";
import { staffPaymentPath } from "#app/invoices/payment-paths.ts";
import { paymentQueue } from "#app/invoices/payments.server.ts";
import { localeFromContext } from "#app/middleware/locale.server.ts";
import { routeLabel } from "#app/places/places.server.ts";
import { Page } from "#app/shell/page.tsx";
import { STAFF_ROLES } from "#db/roles.ts";
import { failedTaxInvoices } from "#app/integrations/tax-invoices.server.ts";
import { TaxFailures } from "#app/integrations/components/tax-failures.tsx";

export async function loader({ request, context }: Route.LoaderArgs) {
	await requireRole(request, context, STAFF_ROLES);
	const locale = localeFromContext(context);
	const now = new Date();
	const today = seoulToday(now);
	const queue = paymentQueue(today);
	const base = (r: (typeof queue.requests)[number]) => ({
		id: r.id,
		number: r.number,
		company: r.company,
		route: routeLabel(r.origin, r.destination, locale),
		total: formatMoney({ amount: r.totalKrw, currency: "KRW" }, locale),
		dueDate: r.dueDate ? formatCalendarDate(r.dueDate, locale) : "-",
	});
	return {
		requests: queue.requests.map((r) => ({
			...base(r),
			wait: r.since ? waitView("payments", r.since, now, locale) : null,
		})),
		overdue: queue.overdue.map((r) => ({ ...base(r), daysLate: r.dueDate ? daysBetween(r.dueDate, today) : 0 })),
		// electronic tax invoices popbill did not issue (decision 100), each with "request again"
		taxFailures: failedTaxInvoices(),
	};
}

export default function Payments() {
	const { t } = useTranslation();
	const { requests, overdue, taxFailures } = useLoaderData<typeof loader>();
	type Request = (typeof requests)[number];
	type Overdue = (typeof overdue)[number];
	const open = (id: string) => (
		<Link to={staffPaymentPath(id)} className="button button-sm">
			{t("desk.payments.open")}
		</Link>
	);
	return (
		<Page titleKey="desk.payments.title">
			<div className="stack">
				<section aria-labelledby="requests-heading" className="stack">
					<h2 id="requests-heading">{t("desk.payments.requests")}</h2>
					{requests.length === 0 ? (
						<EmptyState title={t("desk.payments.requestsEmpty")} />
					) : (
						<DeskTable<Request>
							testId="payment-requests"
							rows={requests}
							rowKey={(r) => r.id}
							rowProps={(r) => ({ "data-number": r.number, "data-id": r.id })}
							columns={[
								{ key: "number", label: t("desk.payments.number"), cell: (r) => r.number },
								{ key: "company", label: t("desk.payments.company"), cell: (r) => r.company },
								{ key: "route", label: t("desk.payments.route"), cell: (r) => r.route },
								{ key: "total", label: t("desk.payments.total"), cell: (r) => r.total, num: true },
								{
									key: "waiting",
									label: t("desk.table.waiting"),
									cell: (r) => (r.wait ? <WaitAge wait={r.wait} /> : "-"),
								},
								{ key: "action", label: t("desk.table.action"), cell: (r) => open(r.id) },
							]}
						/>
					)}
				</section>
				<section aria-labelledby="overdue-heading" className="stack">
					<h2 id="overdue-heading">{t("desk.payments.overdue")}</h2>
					<p className="muted small">{t("desk.payments.overdueAbout")}</p>
					{overdue.length === 0 ? (
						<p className="muted" data-testid="overdue-empty">
							{t("desk.payments.overdueEmpty")}
						</p>
					) : (
						<DeskTable<Overdue>
							testId="payment-overdue"
							rows={overdue}
							rowKey={(r) => r.id}
							rowProps={(r) => ({ "data-number": r.number, "data-id": r.id })}
							columns={[
								{ key: "number", label: t("desk.payments.number"), cell: (r) => r.number },
								{ key: "company", label: t("desk.payments.company"), cell: (r) => r.company },
								{ key: "route", label: t("desk.payments.route"), cell: (r) => r.route },
								{ key: "total", label: t("desk.payments.total"), cell: (r) => r.total, num: true },
								{
									key: "due",
									label: t("desk.payments.dueDate"),
									cell: (r) => (
										<span>
											{r.dueDate}{" "}
											<span className="badge badge-danger">{t("desk.payments.daysLate", { count: r.daysLate })}</span>
										</span>
									),
								},
								{ key: "action", label: t("desk.table.action"), cell: (r) => open(r.id) },
							]}
						/>
					)}
				</section>
				{taxFailures.length > 0 ? <TaxFailures failures={taxFailures} /> : null}
			</div>
		</Page>
	);
}

export const ErrorBoundary = RouteErrorBoundary;
