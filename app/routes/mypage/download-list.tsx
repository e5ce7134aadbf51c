// /mypage/download (issue 13 item 3; spec section 2 "Download documents", section 9 page size 5): the
// company's shipments, 5 a page, newest departure first, each with how many documents of its set
// (export or import, by direction) are issued and how many are still pending, and a link to its
// documents. Plain links and the page in the URL: no JavaScript needed. Staff and partners have no
// company here and are told so.
import { useTranslation } from "#app/i18n/react.tsx";
import { Link, useLoaderData } from "react-router";
import type { Route } from "./+types/download-list";
import { requireUser } from "#app/auth/guard.server.ts";
import { EmptyState } from "#app/components/empty-state.tsx";
import { RouteErrorBoundary } from "#app/components/error-boundary.tsx";
import { Pager } from "#app/components/pager.tsx";
import { setCounts } from "#app/documents/bl-flow.ts";
import { issuedKindsOf } from "#app/documents/issued.server.ts";
import { localeFromContext } from "#app/middleware/locale.server.ts";
import { routeLabel } from "#app/places/places.server.ts";
import { NO_COMPANY_LIST, companyShipmentsFor } from "#app/shipments/list.server.ts";
import { Page } from "#app/shell/page.tsx";

const LIST = "/mypage/download";

export async function loader({ request, context }: Route.LoaderArgs) {
	const user = await requireUser(request, context);
	const page = companyShipmentsFor(user, request.url);
	if (!page) return NO_COMPANY_LIST;
	const locale = localeFromContext(context);
	const list = page;
	const kinds = issuedKindsOf(list.rows.map((r) => r.id));
	return {
		hasCompany: true as const,
		total: list.total,
		page: list.page,
		pageCount: list.pageCount,
		rows: list.rows.map((r) => ({
			id: r.id,
			number: r.number,
			direction: r.direction,
			route: routeLabel(r.origin, r.destination, locale),
			...setCounts(r.direction, kinds.get(r.id) ?? []),
		})),
	};
}

export default function DownloadList() {
	const list = useLoaderData<typeof loader>();
	const { t } = useTranslation();
	const label = (key: string) => t(`issued.list.${key}`);
	return (
		<Page titleKey="page.mypage.download" lead={label("lead")}>
			<div className="stack">
				{!list.hasCompany ? (
					<p className="alert alert-info" data-testid="no-company">
						{label("noCompany")}
					</p>
				) : list.rows.length === 0 ? (
					<div data-testid="download-empty">
						<EmptyState title={label("empty")} body={label("emptyBody")} action={{ to: "/mypage/estimate", label: label("toEstimates") }} />
					</div>
				) : (
					<div className="table-wrap">
						<table className="table table-stack" data-testid="download-table">
							<caption className="visually-hidden">{t("page.mypage.download")}</caption>
							<thead>
								<tr>
									<th scope="col">{label("number")}</th>
									<th scope="col">{label("route")}</th>
									<th scope="col">{label("set")}</th>
									<th scope="col" className="num">
										{label("issued")}
									</th>
									<th scope="col" className="num">
										{label("pending")}
									</th>
									<th scope="col">
										<span className="visually-hidden">{label("open")}</span>
									</th>
								</tr>
							</thead>
							<tbody>
								{list.rows.map((row) => (
									<tr key={row.id} data-testid="download-row" data-id={row.id}>
										<td data-label={label("number")}>
											<span className="strong nowrap">{row.number}</span>
										</td>
										<td data-label={label("route")}>
											<span>{row.route}</span>
										</td>
										<td data-label={label("set")}>
											<span>{t(`issued.set.${row.direction}`)}</span>
										</td>
										<td data-label={label("issued")} className="num">
											<span data-testid="issued-count">{row.issued}</span>
										</td>
										<td data-label={label("pending")} className="num">
											<span data-testid="pending-count">{row.pending}</span>
										</td>
										<td data-label={label("open")}>
											<Link to={`${LIST}/${row.id}`} className="nowrap" data-testid="download-open">
												{label("open")}
												<span className="visually-hidden"> {row.number}</span>
											</Link>
										</td>
									</tr>
								))}
							</tbody>
						</table>
					</div>
				)}
				<Pager page={list.page} pageCount={list.pageCount} pageLink={(n) => `${LIST}?page=${n}`} testId="download-pager" />
			</div>
		</Page>
	);
}

export const ErrorBoundary = RouteErrorBoundary;
