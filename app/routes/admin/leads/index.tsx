// /admin/leads: visitors' quote requests (decision 086). Anyone who gave a work e-mail on the home page
// or in the wizard is a lead; by default the list shows those who got prices, newest first, with how
// far they went (priced, kept a quote, signed up; then the estimate). A plain GET form filters.
import { useTranslation } from "#app/i18n/react.tsx";
import { Form, useLoaderData } from "react-router";
import { Link } from "#app/utils/link.tsx";
import type { Route } from "./+types/index";
import { requireRole } from "#app/auth/guard.server.ts";
import { RouteErrorBoundary } from "#app/components/error-boundary.tsx";
import { DeskTable } from "#app/desk/desk-table.tsx";
import { formatDateTime } from "#app/i18n/format.ts";
import { localeFromContext } from "#app/middleware/locale.server.ts";
import { listLeads } from "#app/quotes/visitors.server.ts";
import { Page } from "#app/shell/page.tsx";
import { STAFF_ROLES } from "#db/roles.ts";

export async function loader({ request, context }: Route.LoaderArgs) {
	await requireRole(request, context, STAFF_ROLES);
	const url = new URL(request.url);
	const all = url.searchParams.get("all") === "1";
	const page = Math.max(1, Math.min(1000, Number(url.searchParams.get("page")) || 1));
	const { leads, more } = listLeads({ pricedOnly: !all, page });
	const locale = localeFromContext(context);
	return {
		all,
		page,
		more,
		leads: leads.map((l) => ({ ...l, updatedAt: formatDateTime(l.updatedAt, locale), pricedAt: undefined })),
	};
}

export default function Leads() {
	const { t } = useTranslation();
	const { all, page, more, leads } = useLoaderData<typeof loader>();
	type Row = (typeof leads)[number];
	const pageLink = (n: number) =>
		`/admin/leads?${new URLSearchParams({ ...(all ? { all: "1" } : {}), page: String(n) })}`;
	return (
		<Page titleKey="desk.leads.title" lead={t("desk.leads.lead")}>
			<Form method="get" className="cluster" data-testid="lead-filter">
				<label className="check">
					<input type="checkbox" name="all" value="1" defaultChecked={all} />
					{t("desk.leads.all")}
				</label>
				<button type="submit" className="button button-secondary">
					{t("desk.leads.filter")}
				</button>
			</Form>
			{leads.length === 0 ? (
				<p className="muted">{t("desk.leads.empty")}</p>
			) : (
				<DeskTable<Row>
					testId="lead-list"
					rows={leads}
					rowKey={(r) => r.id}
					rowProps={(r) => ({ "data-email": r.email })}
					columns={[
						{
							key: "email",
							label: t("desk.leads.list.email"),
							cell: (r) => <a href={`mailto:${r.email}`}>{r.email}</a>,
						},
						{ key: "mode", label: t("desk.leads.list.mode"), cell: (r) => t(`desk.leads.mode.${r.mode}`) },
						{
							key: "lane",
							label: t("desk.leads.list.lane"),
							cell: (r) => (r.origin && r.destination ? `${r.origin} → ${r.destination}` : "-"),
						},
						{
							key: "stage",
							label: t("desk.leads.list.stage"),
							cell: (r) =>
								r.companyId ? (
									<Link to={`/admin/customers/${r.companyId}`}>{t(`desk.leads.stage.${r.stage}`)}</Link>
								) : (
									t(`desk.leads.stage.${r.stage}`)
								),
						},
						{ key: "locale", label: t("desk.leads.list.locale"), cell: (r) => r.locale },
						{ key: "updated", label: t("desk.leads.list.updated"), cell: (r) => r.updatedAt },
					]}
				/>
			)}
			<nav className="cluster" aria-label={t("desk.leads.pages")}>
				{page > 1 ? <Link to={pageLink(page - 1)}>{t("desk.leads.previous")}</Link> : null}
				{more ? <Link to={pageLink(page + 1)}>{t("desk.leads.next")}</Link> : null}
			</nav>
		</Page>
	);
}

export const ErrorBoundary = RouteErrorBoundary;
