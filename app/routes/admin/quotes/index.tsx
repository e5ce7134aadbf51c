// The manual quote queue: estimates the engine could not price (in_request), oldest
// first with how long each has waited, with why they were manual; each opens the price
// entry form.
import { useTranslation } from "#app/i18n/react.tsx";
import { useLoaderData } from "react-router";
import { Link } from "#app/utils/link.tsx";
import type { Route } from "./+types/index";
import { requireRole } from "#app/auth/guard.server.ts";
import { DeskTable, WaitAge } from "#app/desk/desk-table.tsx";
import { waitView } from "#app/desk/queues.ts";
import { EmptyState } from "#app/components/empty-state.tsx";
import { RouteErrorBoundary } from "#app/components/error-boundary.tsx";
import { routeLabel } from "#app/places/places.server.ts";
import { localeFromContext } from "#app/middleware/locale.server.ts";
import { listManualQueue } from "#app/quotes/manual-quote.server.ts";
import { Page } from "#app/shell/page.tsx";
import { STAFF_ROLES } from "#db/roles.ts";

const REASONS = [
	"out_of_scope",
	"no_rate_on_date",
	"no_container_rate",
	"no_local_cost",
	"no_trucking",
	"dg_not_accepted",
	"out_of_gauge",
	"foreign_trucking",
] as const;

export async function loader({ request, context }: Route.LoaderArgs) {
	await requireRole(request, context, STAFF_ROLES);
	const locale = localeFromContext(context);
	const url = new URL(request.url);
	const now = new Date();
	return {
		priced: url.searchParams.get("done") === "priced" ? (url.searchParams.get("number") ?? "").slice(0, 20) : null,
		// listManualQueue is oldest first (the longest wait on top)
		rows: listManualQueue().map((e) => ({
			id: e.id,
			number: e.number,
			company: e.company,
			route: routeLabel(e.origin, e.destination, locale),
			direction: e.direction,
			mode: e.mode,
			readyDate: e.readyDate,
			reason: REASONS.find((r) => r === e.manualReason) ?? null,
			wait: waitView("manual_quotes", e.since, now, locale),
		})),
	};
}

export default function ManualQueue() {
	const { t } = useTranslation();
	const { rows, priced } = useLoaderData<typeof loader>();
	type Row = (typeof rows)[number];
	return (
		<Page titleKey="desk.quotes.title">
			{priced !== null ? (
				<p className="alert alert-success" role="status" data-testid="desk-notice">
					{t("desk.notice.priced", { number: priced })}
				</p>
			) : null}
			{rows.length === 0 ? (
				<EmptyState title={t("desk.quotes.empty")} action={{ to: "/admin", label: t("desk.nav.home") }} />
			) : (
				<DeskTable<Row>
					testId="manual-queue"
					rows={rows}
					rowKey={(r) => r.id}
					rowProps={(r) => ({ "data-number": r.number })}
					columns={[
						{ key: "number", label: t("desk.negotiations.number"), cell: (r) => r.number },
						{ key: "company", label: t("desk.negotiations.company"), cell: (r) => r.company },
						{ key: "route", label: t("desk.negotiations.route"), cell: (r) => `${r.route} (${r.mode.toUpperCase()})` },
						{ key: "direction", label: t("desk.quotes.direction"), cell: (r) => t(`desk.quotes.${r.direction}`) },
						{ key: "readyDate", label: t("desk.quotes.readyDate"), cell: (r) => r.readyDate },
						{
							key: "reason",
							label: t("desk.quotes.reason"),
							cell: (r) => (r.reason ? t(`desk.reason.${r.reason}`) : "-"),
						},
						{ key: "waiting", label: t("desk.table.waiting"), cell: (r) => <WaitAge wait={r.wait} /> },
						{
							key: "action",
							label: t("desk.table.action"),
							cell: (r) => (
								<Link to={`/admin/quotes/${r.id}`} className="button button-sm">
									{t("desk.quotes.price")}
								</Link>
							),
						},
					]}
				/>
			)}
		</Page>
	);
}

export const ErrorBoundary = RouteErrorBoundary;
