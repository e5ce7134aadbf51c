// /admin/shipments: booked and moving shipments, filtered by status, lane, ETD window
// and problem (ETA slipped, no update for N days, document deadline near), 20 a page, in the desk's
// table layout. A GET form: filters and pages are plain URLs that work without JavaScript. Staff only.
// The issue's "documents missing" and "unpaid after arrival" problems are not offered: there is no
// document or payment data for shipments yet (decision 014, Consequences).
import { useTranslation } from "#app/i18n/react.tsx";
import { Form } from "react-router";
import { Link } from "#app/utils/link.tsx";
import type { Route } from "./+types/index";
import { requireRole } from "#app/auth/guard.server.ts";
import { type IsoDate, isCalendarDate } from "#app/calendar/calendar.ts";
import { RouteErrorBoundary } from "#app/components/error-boundary.tsx";
import { Pager } from "#app/components/pager.tsx";
import { StatusBadge } from "#app/components/status-badge.tsx";
import { DeskTable } from "#app/desk/desk-table.tsx";
import { formatCalendarDate, formatDateTime } from "#app/i18n/format.ts";
import { type EstimateStatus, SHIPMENT } from "#app/lifecycle/lifecycle.ts";
import { localeFromContext } from "#app/middleware/locale.server.ts";
import { routeLabel } from "#app/places/places.server.ts";
import { listStaffShipments } from "#app/shipments/list.server.ts";
import { DEFAULT_WINDOWS, SHIPMENT_PROBLEMS, type ShipmentProblem } from "#app/shipments/problems.ts";
import { Page } from "#app/shell/page.tsx";
import { STAFF_ROLES } from "#db/roles.ts";

const PORT = /^[A-Z0-9]{3,5}$/;

/** A watch window typed in the URL: whole days 1..90, else the default. */
function windowDays(text: string | null, fallback: number): number {
	const n = Number(text);
	return Number.isInteger(n) && n >= 1 && n <= 90 ? n : fallback;
}

/** The filters as the URL gives them; anything malformed is simply not applied. */
export function filtersFrom(params: URLSearchParams) {
	const text = (name: string) => (params.get(name) ?? "").trim();
	const code = (name: string) => (PORT.test(text(name).toUpperCase()) ? text(name).toUpperCase() : "");
	const day = (name: string) => (isCalendarDate(text(name)) ? (text(name) as IsoDate) : "");
	const status = SHIPMENT.find((s) => s === text("status")) ?? "";
	const problem = SHIPMENT_PROBLEMS.find((p) => p === text("problem")) ?? "";
	return {
		status: status as EstimateStatus | "",
		origin: code("origin"),
		destination: code("destination"),
		etdFrom: day("etdFrom"),
		etdTo: day("etdTo"),
		problem: problem as ShipmentProblem | "",
		staleDays: windowDays(params.get("staleDays"), DEFAULT_WINDOWS.staleDays),
		deadlineDays: windowDays(params.get("deadlineDays"), DEFAULT_WINDOWS.deadlineDays),
	};
}

export async function loader({ request, context }: Route.LoaderArgs) {
	const user = await requireRole(request, context, STAFF_ROLES);
	const locale = localeFromContext(context);
	const url = new URL(request.url);
	const filters = filtersFrom(url.searchParams);
	const result = listStaffShipments(user, {
		statuses: filters.status ? [filters.status] : undefined,
		origin: filters.origin || undefined,
		destination: filters.destination || undefined,
		etdFrom: filters.etdFrom || undefined,
		etdTo: filters.etdTo || undefined,
		problem: filters.problem || undefined,
		windows: { staleDays: filters.staleDays, deadlineDays: filters.deadlineDays },
		page: Number(url.searchParams.get("page") ?? "1"),
	});
	const query = new URLSearchParams(
		Object.entries(filters)
			.filter(([, v]) => v !== "")
			.map(([k, v]) => [k, String(v)]),
	).toString();
	return {
		filters,
		query,
		total: result.total,
		page: result.page,
		pageCount: result.pageCount,
		rows: result.rows.map((r) => ({
			id: r.id,
			number: r.number,
			company: r.company,
			status: r.status,
			stage: r.stage,
			route: routeLabel(r.origin, r.destination, locale),
			viaPort: r.viaPort,
			mode: r.mode,
			transport: [r.carrier, r.flightNumber ?? [r.vessel, r.voyage].filter(Boolean).join(" ")]
				.filter(Boolean)
				.join(" · "),
			etd: r.etd ? formatCalendarDate(r.etd, locale) : null,
			eta: r.eta ? formatCalendarDate(r.eta, locale) : null,
			slipDays: r.slipDays,
			problems: r.problems,
			lastUpdate: { iso: r.lastUpdateAt.toISOString(), text: formatDateTime(r.lastUpdateAt, locale) },
		})),
	};
}

export default function Shipments({ loaderData }: Route.ComponentProps) {
	const { t } = useTranslation();
	const { filters, query, rows, total, page, pageCount } = loaderData;
	type Row = (typeof rows)[number];
	const pageLink = (n: number) => `/admin/shipments?${query ? `${query}&` : ""}page=${n}`;
	return (
		<Page titleKey="shipments.list.title">
			<div className="stack">
				<Form
					method="get"
					className="form-grid"
					aria-label={t("shipments.list.filters")}
					data-testid="shipment-filters"
				>
					<div className="field">
						<label htmlFor="f-status">{t("shipments.list.status")}</label>
						<select id="f-status" name="status" defaultValue={filters.status}>
							<option value="">{t("shipments.list.anyOpen")}</option>
							{SHIPMENT.map((s) => (
								<option key={s} value={s}>
									{t(`estimate.status.${s}`)}
								</option>
							))}
						</select>
					</div>
					<div className="field">
						<label htmlFor="f-origin">{t("shipments.list.origin")}</label>
						<input id="f-origin" name="origin" defaultValue={filters.origin} size={7} placeholder="KRPUS" />
					</div>
					<div className="field">
						<label htmlFor="f-destination">{t("shipments.list.destination")}</label>
						<input
							id="f-destination"
							name="destination"
							defaultValue={filters.destination}
							size={7}
							placeholder="VNHPH"
						/>
					</div>
					<div className="field">
						<label htmlFor="f-etd-from">{t("shipments.list.etdFrom")}</label>
						<input id="f-etd-from" type="date" name="etdFrom" defaultValue={filters.etdFrom} />
					</div>
					<div className="field">
						<label htmlFor="f-etd-to">{t("shipments.list.etdTo")}</label>
						<input id="f-etd-to" type="date" name="etdTo" defaultValue={filters.etdTo} />
					</div>
					<div className="field">
						<label htmlFor="f-problem">{t("shipments.list.problem")}</label>
						<select id="f-problem" name="problem" defaultValue={filters.problem}>
							<option value="">{t("shipments.list.anyProblem")}</option>
							{SHIPMENT_PROBLEMS.map((p) => (
								<option key={p} value={p}>
									{t(`shipments.problems.${p}`)}
								</option>
							))}
						</select>
					</div>
					<div className="field">
						<label htmlFor="f-stale">{t("shipments.list.staleDays")}</label>
						<input id="f-stale" type="number" name="staleDays" min={1} max={90} defaultValue={filters.staleDays} />
					</div>
					<div className="field">
						<label htmlFor="f-deadline">{t("shipments.list.deadlineDays")}</label>
						<input
							id="f-deadline"
							type="number"
							name="deadlineDays"
							min={1}
							max={90}
							defaultValue={filters.deadlineDays}
						/>
					</div>
					<div className="form-actions">
						<button type="submit" className="button">
							{t("shipments.list.apply")}
						</button>
						<Link to="/admin/shipments" className="button button-ghost">
							{t("shipments.list.reset")}
						</Link>
					</div>
				</Form>

				<p data-testid="shipments-total">{t("shipments.list.count", { count: total })}</p>

				{rows.length === 0 ? (
					<p className="muted" data-testid="shipments-empty">
						{t("shipments.list.empty")}
					</p>
				) : (
					<DeskTable<Row>
						testId="shipment-list"
						rows={rows}
						rowKey={(r) => r.id}
						rowProps={(r) => ({ "data-number": r.number, "data-status": r.status })}
						columns={[
							{ key: "number", label: t("shipments.list.number"), cell: (r) => r.number },
							{ key: "company", label: t("shipments.list.company"), cell: (r) => r.company },
							{
								key: "status",
								label: t("shipments.list.status"),
								cell: (r) => <StatusBadge kind="estimate" status={r.status} />,
							},
							{
								key: "route",
								label: t("shipments.list.route"),
								cell: (r) => (r.viaPort ? `${r.route} (${t("shipments.list.via", { port: r.viaPort })})` : r.route),
							},
							{ key: "transport", label: t("shipments.list.transport"), cell: (r) => r.transport || "-" },
							{ key: "etd", label: t("shipments.list.etd"), cell: (r) => r.etd ?? t("shipments.list.noSchedule") },
							{
								key: "eta",
								label: t("shipments.list.eta"),
								cell: (r) =>
									r.eta ? (
										<>
											{r.eta}
											{r.slipDays > 0 ? (
												<>
													{" "}
													<span className="badge badge-warning" data-testid="eta-slip">
														{t("shipments.list.slip", { count: r.slipDays })}
													</span>
												</>
											) : null}
										</>
									) : (
										"-"
									),
							},
							{
								key: "problems",
								label: t("shipments.list.problems"),
								cell: (r) =>
									r.problems.length === 0 ? (
										"-"
									) : (
										<span className="cluster">
											{r.problems.map((p) => (
												<span key={p} className="badge badge-danger" data-problem={p}>
													{t(`shipments.problems.${p}`)}
												</span>
											))}
										</span>
									),
							},
							{
								key: "lastUpdate",
								label: t("shipments.list.lastUpdate"),
								cell: (r) => <time dateTime={r.lastUpdate.iso}>{r.lastUpdate.text}</time>,
							},
							{
								key: "action",
								label: t("desk.table.action"),
								cell: (r) => (
									<Link to={`/admin/shipments/${r.id}`} className="button button-sm">
										{t("shipments.list.open")}
									</Link>
								),
							},
						]}
					/>
				)}
				<Pager page={page} pageCount={pageCount} pageLink={pageLink} />
			</div>
		</Page>
	);
}

export const ErrorBoundary = RouteErrorBoundary;
