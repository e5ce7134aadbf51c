// The manual quote queue (issue 5 item 4): estimates the engine could not price (in_request), oldest
// first, with why they were manual; each opens the price entry form.
import { useTranslation } from "react-i18next";
import { Link, useLoaderData } from "react-router";
import type { Route } from "./+types/index";
import { requireRole } from "#app/auth/guard.server.ts";
import { formatDateTime } from "#app/i18n/format.ts";
import { localeFromContext } from "#app/middleware/i18next.server.ts";
import { listManualQueue } from "#app/quotes/manual-quote.server.ts";
import { Page } from "#app/shell/page.tsx";
import { STAFF_ROLES } from "#db/roles.ts";

const REASONS = ["out_of_scope", "no_rate_on_date", "no_container_rate", "no_local_cost", "no_trucking", "dg_not_accepted"] as const;

export async function loader({ request, context }: Route.LoaderArgs) {
	await requireRole(request, context, STAFF_ROLES);
	const locale = localeFromContext(context);
	const url = new URL(request.url);
	return {
		priced: url.searchParams.get("done") === "priced" ? (url.searchParams.get("number") ?? "").slice(0, 20) : null,
		rows: listManualQueue().map((e) => ({
			id: e.id,
			number: e.number,
			company: e.company,
			route: `${e.origin} → ${e.destination}`,
			direction: e.direction,
			mode: e.mode,
			readyDate: e.readyDate,
			reason: REASONS.find((r) => r === e.manualReason) ?? null,
			requestedAt: formatDateTime(e.createdAt, locale),
		})),
	};
}

export default function ManualQueue() {
	const { t } = useTranslation();
	const { rows, priced } = useLoaderData<typeof loader>();
	return (
		<Page titleKey="desk.quotes.title">
			{priced !== null ? (
				<p className="notice" role="status" data-testid="desk-notice">
					{t("desk.notice.priced", { number: priced })}
				</p>
			) : null}
			{rows.length === 0 ? (
				<p className="muted">{t("desk.quotes.empty")}</p>
			) : (
				<table className="data-table" data-testid="manual-queue">
					<thead>
						<tr>
							<th scope="col">{t("desk.negotiations.number")}</th>
							<th scope="col">{t("desk.negotiations.company")}</th>
							<th scope="col">{t("desk.negotiations.route")}</th>
							<th scope="col">{t("desk.quotes.direction")}</th>
							<th scope="col">{t("desk.quotes.readyDate")}</th>
							<th scope="col">{t("desk.quotes.reason")}</th>
							<th scope="col">{t("desk.quotes.requestedAt")}</th>
							<th scope="col" />
						</tr>
					</thead>
					<tbody>
						{rows.map((r) => (
							<tr key={r.id} data-number={r.number}>
								<td>{r.number}</td>
								<td>{r.company}</td>
								<td>
									{r.route} ({r.mode.toUpperCase()})
								</td>
								<td>{t(`desk.quotes.${r.direction}`)}</td>
								<td>{r.readyDate}</td>
								<td>{r.reason ? t(`desk.reason.${r.reason}`) : "-"}</td>
								<td>{r.requestedAt}</td>
								<td>
									<Link to={`/admin/quotes/${r.id}`}>{t("desk.quotes.price")}</Link>
								</td>
							</tr>
						))}
					</tbody>
				</table>
			)}
		</Page>
	);
}
