// /mypage/download (spec section 2 "Download documents", section 9 page size 5): the
// company's shipments, 5 a page, newest departure first, each with how many documents of its set
// (export or import, by direction) are issued and how many are still pending, and a link to its
// documents. Plain links and the page in the URL: no JavaScript needed. Staff and partners have no
// company here and are told so.
import { useTranslation } from "#app/i18n/react.tsx";
import { useLoaderData } from "react-router";
import { Link } from "#app/utils/link.tsx";
import type { Route } from "./+types/download-list";
import { requireUser } from "#app/auth/guard.server.ts";
import { RouteErrorBoundary } from "#app/components/error-boundary.tsx";
import { setCounts } from "#app/documents/bl-flow.ts";
import { issuedKindsOf } from "#app/documents/issued.server.ts";
import { localeFromContext } from "#app/middleware/locale.server.ts";
import { routeLabel } from "#app/places/places.server.ts";
import { NO_COMPANY_LIST, companyShipmentsFor } from "#app/shipments/list.server.ts";
import { Page } from "#app/shell/page.tsx";
import { CompanyShipmentList, type ListColumn } from "#app/shipments/components/company-shipment-list.tsx";

const LIST = "/mypage/download";
const COLUMNS: readonly ListColumn[] = [
	{ key: "number" },
	{ key: "route" },
	{ key: "set" },
	{ key: "issued", num: true },
	{ key: "pending", num: true },
	{ key: "open", hidden: true },
];

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
			<CompanyShipmentList
				list={list}
				testId="download"
				labels="issued.list"
				caption="page.mypage.download"
				listPath={LIST}
				columns={COLUMNS}
			>
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
			</CompanyShipmentList>
		</Page>
	);
}

export const ErrorBoundary = RouteErrorBoundary;
