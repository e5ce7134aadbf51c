// /admin/rates: the rates of one kind, filtered by lane or port, carrier, mode and validity, 50 a
// page. A GET form, so filters, pages and the export links are plain URLs that work without JS.
import { useTranslation } from "#app/i18n/react.tsx";
import { Form, useLoaderData } from "react-router";
import { Link } from "#app/utils/link.tsx";
import { MenuLink } from "#app/shell/menu-link.tsx";
import type { Route } from "./+types/index";
import { requireRole } from "#app/auth/guard.server.ts";
import { localeFromContext } from "#app/middleware/locale.server.ts";
import { MODES } from "#app/pricing/codes.ts";
import { seoulToday } from "#app/calendar/calendar.ts";
import { filterQuery, filtersOf, listRates, parseFilters } from "#app/rates/rate-list.server.ts";
import { VALIDITIES, headersOf } from "#app/rates/sheet-columns.ts";
import { RATE_KINDS, isRateKind } from "#app/rates/sheet-context.ts";
import { displayRecord } from "#app/rates/sheet-output.ts";
import { RatesNav } from "#app/rates/ui.tsx";
import { RouteErrorBoundary } from "#app/components/error-boundary.tsx";
import { Pager } from "#app/components/pager.tsx";
import { districtLabel } from "#app/places/kr-regions.ts";
import { DeskTable } from "#app/desk/desk-table.tsx";
import { CONTAINER_CODES, type ContainerCode, containerLabelKeys } from "#app/pricing/codes.ts";
import { isCalendarDate } from "#app/calendar/calendar.ts";
import { formatCalendarDate } from "#app/i18n/format.ts";
import { useLocale } from "#app/i18n/use-locale.ts";
import { Page } from "#app/shell/page.tsx";
import { STAFF_ROLES } from "#db/roles.ts";

export async function loader({ request, context }: Route.LoaderArgs) {
	await requireRole(request, context, STAFF_ROLES);
	const url = new URL(request.url);
	const requested = url.searchParams.get("kind");
	const kind = isRateKind(requested) ? requested : "fcl";
	const today = seoulToday();
	const filters = parseFilters(kind, url.searchParams, today);
	const result = listRates(kind, filters, Number(url.searchParams.get("page") ?? "1"), today);
	const locale = localeFromContext(context);
	const columns = headersOf(kind).filter((h) => h !== "id");
	return {
		kind,
		filters,
		offered: filtersOf(kind),
		columns,
		rows: result.rows.map((record) => {
			const shown = displayRecord(kind, record, locale);
			// a trucking row's district is stored by its Korean name (the sheets use it); English and
			// Vietnamese screens add the romanised name in front
			if (kind === "trucking" && locale !== "kr" && shown.district) {
				const label = districtLabel(String(record.province ?? ""), shown.district, locale);
				if (label !== shown.district) shown.district = `${label} (${shown.district})`;
			}
			return { id: String(record.id), cells: columns.map((c) => shown[c] ?? "") };
		}),
		total: result.total,
		page: result.page,
		pageCount: result.pageCount,
		query: filterQuery(kind, filters),
		deleted: url.searchParams.get("deleted"),
	};
}

const DATE_COLUMNS = new Set(["valid_from", "valid_to", "effective_date"]);

export default function RatesList() {
	const loaderData = useLoaderData<typeof loader>();
	const { t } = useTranslation();
	const { kind, filters, offered, columns, rows, total, page, pageCount, query, deleted } = loaderData;
	const pageLink = (n: number) => `/admin/rates?${query}&page=${n}`;
	const locale = useLocale();
	// the sheet's codes and ISO dates as staff read them, in the page's language (not
	// "dv20", "transhipment" and "2026-12-31" on a Vietnamese screen); the sheets keep the codes
	const readable = (column: string, text: string): string => {
		if (!text) return text;
		if (column === "container_code" && (CONTAINER_CODES as readonly string[]).includes(text)) {
			const keys = containerLabelKeys(text as ContainerCode);
			return `${t(keys.size)} ${t(keys.kind)}`;
		}
		if (column === "routing") return t(`pricing.routing.${text}`, { defaultValue: text });
		if (column === "basis") return t(`pricing.bases.${text}`, { defaultValue: text });
		if (DATE_COLUMNS.has(column) && isCalendarDate(text)) return formatCalendarDate(text, locale);
		return text;
	};
	type Row = (typeof rows)[number];
	return (
		<Page titleKey="rates.list.title">
			<RatesNav current="list" />
			{deleted ? (
				<p className="notice" role="status" data-testid="rate-deleted">
					{t("rates.edit.deleted", { id: deleted })}
				</p>
			) : null}
			<nav className="section-menu rates-kinds" aria-label={t("rates.list.kinds")}>
				<ul>
					{RATE_KINDS.map((k) => (
						<li key={k}>
							<MenuLink to={`/admin/rates?kind=${k}`} current={k === kind}>
								{t(`rates.kinds.${k}`)}
							</MenuLink>
						</li>
					))}
				</ul>
			</nav>

			<Form method="get" className="rates-filters" aria-label={t("rates.list.filters")}>
				<input type="hidden" name="kind" value={kind} />
				{offered.lane ? (
					<>
						<label>
							{t("rates.list.origin")}
							<input name="origin" defaultValue={filters.origin} size={7} placeholder="KRPUS" />
						</label>
						<label>
							{t("rates.list.destination")}
							<input name="destination" defaultValue={filters.destination} size={7} placeholder="VNHPH" />
						</label>
					</>
				) : null}
				{offered.port ? (
					<label>
						{t("rates.list.port")}
						<input name="port" defaultValue={filters.port} size={7} />
					</label>
				) : null}
				{offered.carrier ? (
					<label>
						{t("rates.list.carrier")}
						<input name="carrier" defaultValue={filters.carrier} size={12} />
					</label>
				) : null}
				{offered.mode ? (
					<label>
						{t("rates.list.mode")}
						<select name="mode" defaultValue={filters.mode}>
							<option value="">{t("rates.list.any")}</option>
							{MODES.map((m) => (
								<option key={m} value={m}>
									{t(`rates.modes.${m}`)}
								</option>
							))}
						</select>
					</label>
				) : null}
				<label>
					{t("rates.list.validity")}
					<select name="validity" defaultValue={filters.validity}>
						{VALIDITIES.map((v) => (
							<option key={v} value={v}>
								{t(`rates.validity.${v}`)}
							</option>
						))}
					</select>
				</label>
				<label>
					{t("rates.list.validOn")}
					<input type="date" name="on" defaultValue={filters.on} />
				</label>
				<button type="submit" className="button">
					{t("rates.list.apply")}
				</button>
				<Link to={`/admin/rates?kind=${kind}`} className="button button-ghost">
					{t("rates.list.reset")}
				</Link>
			</Form>

			<p className="rates-actions">
				<span data-testid="rates-total">{t("rates.list.count", { count: total })}</span>
				<a href={`/admin/rates/export/${kind}?${query}&format=csv`} className="button button-ghost" download>
					{t("rates.list.exportCsv")}
				</a>
				<a href={`/admin/rates/export/${kind}?${query}&format=xlsx`} className="button button-ghost" download>
					{t("rates.list.exportXlsx")}
				</a>
			</p>

			{rows.length === 0 ? (
				<p className="muted">{t("rates.list.empty")}</p>
			) : (
				// headers may wrap here: long Vietnamese column names kept the table 1,600 px wide
				<div className="rates-list">
					<DeskTable<Row>
						testId="rates-table"
						rows={rows}
						rowKey={(row) => row.id}
						columns={[
							{
								key: "id",
								label: t("rates.columns.id"),
								cell: (row) => <Link to={`/admin/rates/${kind}/${encodeURIComponent(row.id)}`}>{row.id}</Link>,
							},
							...columns.map((c, i) => ({
								key: c,
								label: t(`rates.columns.${c}`),
								cell: (row: Row) => readable(c, row.cells[i] ?? ""),
							})),
						]}
					/>
				</div>
			)}

			<Pager page={page} pageCount={pageCount} pageLink={pageLink} />
		</Page>
	);
}

export const ErrorBoundary = RouteErrorBoundary;
