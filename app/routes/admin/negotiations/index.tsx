// The negotiation desk (issue 5 item 6): estimates whose customer asked for a discount (in_nego),
// newest request first, with the company, number, route and current vs target prices.
import { useTranslation } from "react-i18next";
import { Link, useLoaderData } from "react-router";
import type { Route } from "./+types/index";
import { requireRole } from "#app/auth/guard.server.ts";
import { formatDateTime, formatMoney } from "#app/i18n/format.ts";
import { localeFromContext } from "#app/middleware/i18next.server.ts";
import { listOpenNegotiations } from "#app/quotes/negotiation.server.ts";
import { Page } from "#app/shell/page.tsx";
import { STAFF_ROLES } from "#db/roles.ts";

const NOTICES = ["approved", "denied"] as const;

export async function loader({ request, context }: Route.LoaderArgs) {
	await requireRole(request, context, STAFF_ROLES);
	const locale = localeFromContext(context);
	const done = new URL(request.url).searchParams.get("done");
	return {
		notice: NOTICES.find((n) => n === done) ?? null,
		rows: listOpenNegotiations().map((r) => {
			const n = r.negotiation;
			const money = (amount: number, currency: typeof n.currency) => formatMoney({ amount, currency }, locale);
			return {
				id: r.estimateId,
				number: r.number,
				company: r.company,
				route: `${r.origin} → ${r.destination}`,
				freight: `${money(n.currentFreight, n.currency)} → ${money(n.targetFreight, n.currency)}`,
				trucking: n.currentTrucking > 0 ? `${money(n.currentTrucking, "KRW")} → ${money(n.targetTrucking, "KRW")}` : "-",
				requestedAt: formatDateTime(n.createdAt, locale),
			};
		}),
	};
}

export default function Negotiations() {
	const { t } = useTranslation();
	const { rows, notice } = useLoaderData<typeof loader>();
	return (
		<Page titleKey="desk.negotiations.title">
			{notice ? (
				<p className="notice" role="status" data-testid="desk-notice">
					{t(`desk.notice.${notice}`)}
				</p>
			) : null}
			{rows.length === 0 ? (
				<p className="muted">{t("desk.negotiations.empty")}</p>
			) : (
				<table className="data-table" data-testid="negotiation-list">
					<thead>
						<tr>
							<th scope="col">{t("desk.negotiations.number")}</th>
							<th scope="col">{t("desk.negotiations.company")}</th>
							<th scope="col">{t("desk.negotiations.route")}</th>
							<th scope="col">{t("desk.negotiations.freight")}</th>
							<th scope="col">{t("desk.negotiations.trucking")}</th>
							<th scope="col">{t("desk.negotiations.requestedAt")}</th>
							<th scope="col" />
						</tr>
					</thead>
					<tbody>
						{rows.map((r) => (
							<tr key={r.id} data-number={r.number}>
								<td>{r.number}</td>
								<td>{r.company}</td>
								<td>{r.route}</td>
								<td>{r.freight}</td>
								<td>{r.trucking}</td>
								<td>{r.requestedAt}</td>
								<td>
									<Link to={`/admin/negotiations/${r.id}`}>{t("desk.negotiations.open")}</Link>
								</td>
							</tr>
						))}
					</tbody>
				</table>
			)}
		</Page>
	);
}
