// My page, upload documents (spec section 2): the company's shipments, 5 a page as
// the shipment list orders them (spec section 9), each with its lane, number, ETD, document deadline
// and how many required documents are missing or overdue, and the way to its upload page. Plain links
// and the page in the URL: works without JavaScript. One shipment's slots are upload-detail.tsx.
// Staff and partners have no company: they are told so (they work from their own desks).
import { useTranslation } from "#app/i18n/react.tsx";
import { useLoaderData } from "react-router";
import { Link } from "#app/utils/link.tsx";
import type { Route } from "./+types/upload-list";
import { requireUser } from "#app/auth/guard.server.ts";
import { RouteErrorBoundary } from "#app/components/error-boundary.tsx";
import { withChecklistCounts } from "#app/documents/uploads.server.ts";
import { formatCalendarDate } from "#app/i18n/format.ts";
import { useLocale } from "#app/i18n/use-locale.ts";
import { localeFromContext } from "#app/middleware/locale.server.ts";
import { routeLabel } from "#app/places/places.server.ts";
import { NO_COMPANY_LIST, companyShipmentsFor } from "#app/shipments/list.server.ts";
import { Page } from "#app/shell/page.tsx";
import { CompanyShipmentList, type ListColumn } from "#app/shipments/components/company-shipment-list.tsx";

const LIST = "/mypage/upload";
const COLUMNS: readonly ListColumn[] = [
	{ key: "number" },
	{ key: "route" },
	{ key: "etd" },
	{ key: "deadline" },
	{ key: "documents" },
	{ key: "open", hidden: true },
];

export async function loader({ request, context }: Route.LoaderArgs) {
	const user = await requireUser(request, context);
	const page = companyShipmentsFor(user, request.url);
	if (!page) return NO_COMPANY_LIST;
	const locale = localeFromContext(context);
	const list = withChecklistCounts(page);
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
			etd: r.etd,
			documentDeadline: r.documentDeadline,
			...r.summary,
		})),
	};
}

export default function UploadList() {
	const list = useLoaderData<typeof loader>();
	const { t } = useTranslation();
	const locale = useLocale();
	const label = (key: string) => t(`uploads.list.${key}`);
	const date = (d: string | null) =>
		d ? formatCalendarDate(d, locale) : <span className="muted">{t("uploads.list.notSet")}</span>;
	return (
		<Page titleKey="page.mypage.upload" lead={list.hasCompany && list.total > 0 ? label("lead") : undefined}>
			<CompanyShipmentList
				list={list}
				testId="upload"
				labels="uploads.list"
				caption="page.mypage.upload"
				listPath={LIST}
				columns={COLUMNS}
			>
				{list.rows.map((row) => (
					<tr
						key={row.id}
						data-testid="upload-row"
						data-id={row.id}
						data-missing={row.missing}
						data-overdue={row.overdue}
					>
						<td data-label={label("number")}>
							<Link to={`${LIST}/${row.id}`} className="strong nowrap" data-testid="upload-number">
								{row.number}
							</Link>
						</td>
						<td data-label={label("route")}>
							<div>
								{row.route}
								<div className="small muted">
									{t(`pricing.modes.${row.mode}`)} · {t(`pricing.directions.${row.direction}`)}
								</div>
							</div>
						</td>
						<td data-label={label("etd")} className="nowrap">
							{date(row.etd)}
						</td>
						<td data-label={label("deadline")} className="nowrap">
							{date(row.documentDeadline)}
						</td>
						<td data-label={label("documents")}>
							<span className="cluster" data-testid="upload-counts">
								{row.missing === 0 ? (
									<span className="badge badge-success">{label("complete")}</span>
								) : (
									<span className="badge badge-warning">{t("uploads.list.missing", { count: row.missing })}</span>
								)}
								{row.overdue > 0 ? (
									<span className="badge badge-danger">{t("uploads.list.overdue", { count: row.overdue })}</span>
								) : null}
								<span className="small muted">{t("uploads.list.submitted", { count: row.submitted })}</span>
							</span>
						</td>
						<td data-label={label("open")}>
							<Link to={`${LIST}/${row.id}`} className="button button-secondary button-sm" data-testid="upload-open">
								{label("open")}
							</Link>
						</td>
					</tr>
				))}
			</CompanyShipmentList>
		</Page>
	);
}

export const ErrorBoundary = RouteErrorBoundary;
