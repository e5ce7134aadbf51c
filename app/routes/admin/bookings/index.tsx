// The booking desk (decision 014): bookings waiting for staff to confirm or refuse them, the
// longest wait first with its age, and below them the bookings customers cancelled in the last days.
// A customer's cancellation needs no decision (the lifecycle already moved it and gave the coupons
// back; staff were mailed), so it is listed with its age rather than queued for an acknowledgement
// that would change nothing: what staff need is to see it and release any space held with the carrier.
import { useTranslation } from "#app/i18n/react.tsx";
import { useLoaderData } from "react-router";
import { Link } from "#app/utils/link.tsx";
import type { Route } from "./+types/index";
import { requireRole } from "#app/auth/guard.server.ts";
import { EmptyState } from "#app/components/empty-state.tsx";
import { DeskTable, WaitAge } from "#app/desk/desk-table.tsx";
import { ageKey, ageOf, waitView } from "#app/desk/queues.ts";
import { formatCalendarDate, formatDateTime, formatMoney } from "#app/i18n/format.ts";
import { routeLabel } from "#app/places/places.server.ts";
import { localeFromContext } from "#app/middleware/locale.server.ts";
import {
	RECENT_CANCELLATION_DAYS,
	estimateNumber,
	listBookingsToConfirm,
	listRecentCancellations,
} from "#app/quotes/booking-desk.server.ts";
import { Page } from "#app/shell/page.tsx";
import { STAFF_ROLES } from "#db/roles.ts";
import { RouteErrorBoundary } from "#app/components/error-boundary.tsx";

const NOTICES = ["confirmed", "refusedBooking"] as const;

export async function loader({ request, context }: Route.LoaderArgs) {
	await requireRole(request, context, STAFF_ROLES);
	const locale = localeFromContext(context);
	const url = new URL(request.url);
	const done = url.searchParams.get("done");
	const now = new Date();
	const rows = listBookingsToConfirm().map(({ estimate: e, company, since }) => ({
		id: e.id,
		number: e.number,
		company,
		route: routeLabel(e.origin, e.destination, locale),
		shipDate: e.shipDate ? formatCalendarDate(e.shipDate, locale) : "-",
		total: formatMoney({ amount: e.totalWithCouponKrw ?? e.totalKrw ?? 0, currency: "KRW" }, locale),
		wait: waitView("bookings", since, now, locale),
	}));
	const cancelled = listRecentCancellations(now).map(({ estimate: e, company, since }) => ({
		id: e.id,
		number: e.number,
		company,
		route: routeLabel(e.origin, e.destination, locale),
		age: ageKey(ageOf(since, now)),
		iso: since.toISOString(),
		text: formatDateTime(since, locale),
	}));
	const noticeId = url.searchParams.get("id");
	const notice = NOTICES.find((n) => n === done) ?? null;
	// the decided booking has left the list, so the number the notice names is read on its own
	return {
		notice,
		noticeNumber: notice && noticeId ? (estimateNumber(noticeId) ?? "") : "",
		rows,
		cancelled,
		days: RECENT_CANCELLATION_DAYS,
	};
}

export default function Bookings() {
	const { t } = useTranslation();
	const { rows, cancelled, notice, noticeNumber: number, days } = useLoaderData<typeof loader>();
	type Row = (typeof rows)[number];
	type Cancelled = (typeof cancelled)[number];
	return (
		<Page titleKey="desk.bookings.title">
			<div className="stack">
				{notice ? (
					<p className="alert alert-success" role="status" data-testid="desk-notice">
						{t(`desk.notice.${notice}`, { number })}
					</p>
				) : null}
				{rows.length === 0 ? (
					<EmptyState title={t("desk.bookings.empty")} action={{ to: "/admin", label: t("desk.nav.home") }} />
				) : (
					<DeskTable<Row>
						testId="booking-list"
						rows={rows}
						rowKey={(r) => r.id}
						rowProps={(r) => ({ "data-number": r.number })}
						columns={[
							{ key: "number", label: t("desk.bookings.number"), cell: (r) => r.number },
							{ key: "company", label: t("desk.bookings.company"), cell: (r) => r.company },
							{ key: "route", label: t("desk.bookings.route"), cell: (r) => r.route },
							{ key: "shipDate", label: t("desk.bookings.shipDate"), cell: (r) => r.shipDate },
							{ key: "total", label: t("desk.bookings.total"), cell: (r) => r.total, num: true },
							{ key: "waiting", label: t("desk.table.waiting"), cell: (r) => <WaitAge wait={r.wait} /> },
							{
								key: "action",
								label: t("desk.table.action"),
								cell: (r) => (
									<Link to={`/admin/bookings/${r.id}`} className="button button-sm">
										{t("desk.bookings.open")}
									</Link>
								),
							},
						]}
					/>
				)}
				<section aria-labelledby="cancelled-heading" className="stack">
					<h2 id="cancelled-heading">{t("desk.bookings.cancelledTitle", { days })}</h2>
					<p className="muted small">{t("desk.bookings.cancelledAbout")}</p>
					{cancelled.length === 0 ? (
						<p className="muted" data-testid="cancelled-empty">
							{t("desk.bookings.cancelledEmpty")}
						</p>
					) : (
						<DeskTable<Cancelled>
							testId="cancelled-list"
							rows={cancelled}
							rowKey={(r) => `${r.id}-${r.iso}`}
							rowProps={(r) => ({ "data-number": r.number })}
							columns={[
								{ key: "number", label: t("desk.bookings.number"), cell: (r) => r.number },
								{ key: "company", label: t("desk.bookings.company"), cell: (r) => r.company },
								{ key: "route", label: t("desk.bookings.route"), cell: (r) => r.route },
								{
									key: "cancelled",
									label: t("desk.bookings.cancelledAt"),
									cell: (r) => (
										<time dateTime={r.iso} title={r.text}>
											{r.age.count === undefined ? t(r.age.key) : t(r.age.key, { count: r.age.count })}
										</time>
									),
								},
								{
									key: "action",
									label: t("desk.table.action"),
									cell: (r) => (
										<Link to={`/admin/bookings/${r.id}`} className="button button-sm button-ghost">
											{t("desk.bookings.open")}
										</Link>
									),
								},
							]}
						/>
					)}
				</section>
			</div>
		</Page>
	);
}

export const ErrorBoundary = RouteErrorBoundary;
