// My page, shipment status (spec section 2): the company's shipments, 5 a page, newest
// departure first, each with its lane, the spec's UI stage, ETD and ETA and a delay flag when the ETA
// moved; the spec's "no shipment list" message when there is none (section 8). Plain links and a page
// number in the URL, so it works without JavaScript. One shipment is shipment-detail.tsx.
// Any signed-in user may open it; the list is always the user's own company's (staff and partners, who
// have none, are told so and open a customer's shipment from the staff desk instead).
import { useTranslation } from "#app/i18n/react.tsx";
import { useLoaderData } from "react-router";
import { Link } from "#app/utils/link.tsx";
import type { Route } from "./+types/shipment-list";
import { requireUser } from "#app/auth/guard.server.ts";
import { RouteErrorBoundary } from "#app/components/error-boundary.tsx";
import { formatCalendarDate } from "#app/i18n/format.ts";
import { useLocale } from "#app/i18n/use-locale.ts";
import { localeFromContext } from "#app/middleware/locale.server.ts";
import { routeLabel } from "#app/places/places.server.ts";
import { NO_COMPANY_LIST, companyShipmentsFor } from "#app/shipments/list.server.ts";
import { DelayFlag, StageBadge } from "#app/shipments/components/shipment-status.tsx";
import { Page } from "#app/shell/page.tsx";
import { CompanyShipmentList, type ListColumn } from "#app/shipments/components/company-shipment-list.tsx";

const LIST = "/mypage/shipment";
const COLUMNS: readonly ListColumn[] = [
	{ key: "number" },
	{ key: "stage" },
	{ key: "route" },
	{ key: "transport" },
	{ key: "etd" },
	{ key: "eta" },
];

export async function loader({ request, context }: Route.LoaderArgs) {
	const user = await requireUser(request, context);
	const page = companyShipmentsFor(user, request.url);
	if (!page) return NO_COMPANY_LIST;
	const locale = localeFromContext(context);
	const list = page;
	return {
		hasCompany: true as const,
		total: list.total,
		page: list.page,
		pageCount: list.pageCount,
		rows: list.rows.map((r) => ({
			id: r.id,
			number: r.number,
			stage: r.stage,
			mode: r.mode,
			direction: r.direction,
			route: routeLabel(r.origin, r.destination, locale),
			carrier: r.carrier,
			// the vessel and voyage by sea, the flight by air
			transport: r.mode === "air" ? r.flightNumber : [r.vessel, r.voyage].filter(Boolean).join(" ") || null,
			etd: r.etd,
			eta: r.eta,
			originalEta: r.originalEta,
			slipDays: r.slipDays,
		})),
	};
}

export default function ShipmentList() {
	const list = useLoaderData<typeof loader>();
	const { t } = useTranslation();
	const locale = useLocale();
	const label = (key: string) => t(`shipmentStatus.list.${key}`);
	const date = (d: string | null) =>
		d ? formatCalendarDate(d, locale) : <span className="muted">{t("shipmentStatus.notYet")}</span>;

	return (
		<Page titleKey="page.mypage.shipment">
			<CompanyShipmentList
				list={list}
				testId="shipment"
				labels="shipmentStatus.list"
				caption="page.mypage.shipment"
				listPath={LIST}
				columns={COLUMNS}
				showCount
			>
				{list.rows.map((row) => (
					<tr key={row.id} data-testid="shipment-row" data-id={row.id} data-stage={row.stage}>
						<td data-label={label("number")}>
							<Link to={`${LIST}/${row.id}`} className="strong nowrap" data-testid="shipment-number">
								{row.number}
							</Link>
						</td>
						<td data-label={label("stage")}>
							<span>
								<StageBadge stage={row.stage} />
							</span>
						</td>
						{/* one child per cell: below 600px a cell is a label/value grid row */}
						<td data-label={label("route")}>
							<div>
								<span data-testid="shipment-route">{row.route}</span>
								<div className="small muted">
									{t(`pricing.modes.${row.mode}`)} · {t(`pricing.directions.${row.direction}`)}
								</div>
							</div>
						</td>
						<td data-label={label("transport")}>
							<div>
								{row.carrier ?? ""}
								{row.transport ? <div className="small muted">{row.transport}</div> : null}
							</div>
						</td>
						<td data-label={label("etd")} className="nowrap">
							{date(row.etd)}
						</td>
						<td data-label={label("eta")}>
							<div>
								<span className="nowrap" data-testid="shipment-eta">
									{date(row.eta)}
								</span>
								{row.slipDays > 0 ? (
									<div>
										<DelayFlag days={row.slipDays} />
									</div>
								) : null}
							</div>
						</td>
					</tr>
				))}
			</CompanyShipmentList>
		</Page>
	);
}

export const ErrorBoundary = RouteErrorBoundary;
