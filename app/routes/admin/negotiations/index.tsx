// The negotiation desk: estimates whose customer asked for a discount (in_nego),
// the oldest request first with how long it has waited, with the company, number, route
// and current vs target prices.
import { useTranslation } from "#app/i18n/react.tsx";
import { useLoaderData } from "react-router";
import { Link } from "#app/utils/link.tsx";
import type { Route } from "./+types/index";
import { requireRole } from "#app/auth/guard.server.ts";
import { EmptyState } from "#app/components/empty-state.tsx";
import { DeskTable, WaitAge } from "#app/desk/desk-table.tsx";
import { waitView } from "#app/desk/queues.ts";
import { formatMoney } from "#app/i18n/format.ts";
import { routeLabel } from "#app/places/places.server.ts";
import { localeFromContext } from "#app/middleware/locale.server.ts";
import { listOpenNegotiations } from "#app/quotes/negotiation.server.ts";
import { Page } from "#app/shell/page.tsx";
import { STAFF_ROLES } from "#db/roles.ts";
import { RouteErrorBoundary } from "#app/components/error-boundary.tsx";

const NOTICES = ["approved", "denied"] as const;

export async function loader({ request, context }: Route.LoaderArgs) {
	await requireRole(request, context, STAFF_ROLES);
	const locale = localeFromContext(context);
	const done = new URL(request.url).searchParams.get("done");
	const now = new Date();
	return {
		notice: NOTICES.find((n) => n === done) ?? null,
		// listOpenNegotiations is oldest first (the longest wait on top)
		rows: listOpenNegotiations().map((r) => {
			const n = r.negotiation;
			const money = (amount: number, currency: typeof n.currency) => formatMoney({ amount, currency }, locale);
			return {
				id: r.estimateId,
				number: r.number,
				company: r.company,
				route: routeLabel(r.origin, r.destination, locale),
				freight: `${money(n.currentFreight, n.currency)} → ${money(n.targetFreight, n.currency)}`,
				trucking:
					n.currentTrucking > 0 ? `${money(n.currentTrucking, "KRW")} → ${money(n.targetTrucking, "KRW")}` : "-",
				wait: waitView("negotiations", n.createdAt, now, locale),
			};
		}),
	};
}

export default function Negotiations() {
	const { t } = useTranslation();
	const { rows, notice } = useLoaderData<typeof loader>();
	type Row = (typeof rows)[number];
	return (
		<Page titleKey="desk.negotiations.title">
			{notice ? (
				<p className="alert alert-success" role="status" data-testid="desk-notice">
					{t(`desk.notice.${notice}`)}
				</p>
			) : null}
			{rows.length === 0 ? (
				<EmptyState title={t("desk.negotiations.empty")} action={{ to: "/admin", label: t("desk.nav.home") }} />
			) : (
				<DeskTable<Row>
					testId="negotiation-list"
					rows={rows}
					rowKey={(r) => r.id}
					rowProps={(r) => ({ "data-number": r.number })}
					columns={[
						{ key: "number", label: t("desk.negotiations.number"), cell: (r) => r.number },
						{ key: "company", label: t("desk.negotiations.company"), cell: (r) => r.company },
						{ key: "route", label: t("desk.negotiations.route"), cell: (r) => r.route },
						{ key: "freight", label: t("desk.negotiations.freight"), cell: (r) => r.freight, num: true },
						{ key: "trucking", label: t("desk.negotiations.trucking"), cell: (r) => r.trucking, num: true },
						{ key: "waiting", label: t("desk.table.waiting"), cell: (r) => <WaitAge wait={r.wait} /> },
						{
							key: "action",
							label: t("desk.table.action"),
							cell: (r) => (
								<Link to={`/admin/negotiations/${r.id}`} className="button button-sm">
									{t("desk.negotiations.open")}
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
