// /admin/customers: customer companies, searchable by name or business registration
// number, 20 a page (the query and the page live in the URL: a plain GET form). Each leads to the
// company's page: its users, "add a user", and the member coupon box. Staff and staff_admin.
import { useTranslation } from "#app/i18n/react.tsx";
import { Form, useLoaderData } from "react-router";
import { Link } from "#app/utils/link.tsx";
import type { Route } from "./+types/index";
import { formatBizRegNo } from "#app/accounts/biz-reg-no.ts";
import { listCustomerCompanies } from "#app/accounts/company-users.server.ts";
import { requireRole } from "#app/auth/guard.server.ts";
import { RouteErrorBoundary } from "#app/components/error-boundary.tsx";
import { Pager } from "#app/components/pager.tsx";
import { DeskTable } from "#app/desk/desk-table.tsx";
import { formatDate } from "#app/i18n/format.ts";
import { DEFAULT_LOCALE, localeFromAny } from "#app/i18n/locales.ts";
import { Page } from "#app/shell/page.tsx";
import { STAFF_ROLES } from "#db/roles.ts";

export async function loader({ request, context }: Route.LoaderArgs) {
	await requireRole(request, context, STAFF_ROLES);
	const url = new URL(request.url);
	const q = (url.searchParams.get("q") ?? "").slice(0, 80);
	const list = listCustomerCompanies(q, Number(url.searchParams.get("page") ?? 1));
	return { q, ...list, rows: list.rows.map((r) => ({ ...r, createdAt: r.createdAt.getTime() })) };
}

export default function Customers() {
	const { t, i18n } = useTranslation();
	const locale = localeFromAny(i18n.language) ?? DEFAULT_LOCALE;
	const { q, rows, total, page, pages } = useLoaderData<typeof loader>();
	type Row = (typeof rows)[number];
	const pageLink = (n: number) => `/admin/customers?${new URLSearchParams({ ...(q ? { q } : {}), page: String(n) })}`;
	return (
		<Page titleKey="desk.customers.title" lead={t("desk.customers.lead")}>
			<Form method="get" className="cluster" role="search" data-testid="customer-search">
				<div className="field">
					<label htmlFor="customer-q">{t("desk.customers.search.label")}</label>
					<input
						id="customer-q"
						name="q"
						type="search"
						defaultValue={q}
						placeholder={t("desk.customers.search.placeholder")}
					/>
				</div>
				<button type="submit" className="button button-secondary">
					{t("desk.customers.search.submit")}
				</button>
			</Form>
			<p className="muted" data-testid="customer-total">
				{t("desk.customers.total", { n: total })}
			</p>
			{rows.length === 0 ? (
				<p className="muted">{t("desk.customers.empty")}</p>
			) : (
				<DeskTable<Row>
					testId="customer-list"
					rows={rows}
					rowKey={(r) => r.id}
					rowProps={(r) => ({ "data-company": r.id })}
					columns={[
						{
							key: "name",
							label: t("desk.customers.list.name"),
							cell: (r) => (
								<Link to={`/admin/customers/${r.id}`}>
									<strong>{r.name}</strong>
								</Link>
							),
						},
						{
							key: "bizRegNo",
							label: t("desk.customers.list.bizRegNo"),
							cell: (r) => (r.bizRegNo ? formatBizRegNo(r.bizRegNo) : <span className="muted">-</span>),
						},
						{ key: "users", label: t("desk.customers.list.users"), cell: (r) => r.users, num: true },
						{ key: "since", label: t("desk.customers.list.since"), cell: (r) => formatDate(r.createdAt, locale) },
					]}
				/>
			)}
			<Pager page={page} pageCount={pages} pageLink={pageLink} testId="customer-pager" />
		</Page>
	);
}

export const ErrorBoundary = RouteErrorBoundary;
