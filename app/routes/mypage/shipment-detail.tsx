// My page, one shipment (spec section 2 "shipment status": schedule, location, detail, current status,
// pickup and delivery, departure and arrival): the six UI stages with the current one,
// the schedule with the confirmed ETA and the delay when it moved, the milestones planned vs actual,
// the last position and the way to the route tracker map. Read-only; plain links, so it works without
// JavaScript. The list is shipment-list.tsx.
// Access is getShipmentFor's: a customer sees only their company's shipments (another company's, an
// unknown id or an estimate that is no shipment is 404); staff may read any (spec section 6).
import type { ReactNode } from "react";
import { useTranslation } from "#app/i18n/react.tsx";
import { useLoaderData } from "react-router";
import { Link } from "#app/utils/link.tsx";
import type { Route } from "./+types/shipment-detail";
import { requireUser } from "#app/auth/guard.server.ts";
import { RouteErrorBoundary } from "#app/components/error-boundary.tsx";
import { formatCalendarDate, formatDateTime } from "#app/i18n/format.ts";
import { useLocale } from "#app/i18n/use-locale.ts";
import { localeFromContext } from "#app/middleware/locale.server.ts";
import { DelayFlag, StageBadge, StageStepper } from "#app/shipments/components/shipment-status.tsx";
import { getShipmentFor } from "#app/shipments/shipment.server.ts";
import { shipmentView } from "#app/shipments/shipment-view.server.ts";
import { Page } from "#app/shell/page.tsx";
import { Co2Figure, Co2Note } from "#app/quotes/components/quote-option.tsx";
import { ClearanceTimeline } from "#app/integrations/components/clearance-timeline.tsx";
import { clearanceOf } from "#app/integrations/clearance.server.ts";

const LIST = "/mypage/shipment";

export async function loader({ request, context, params }: Route.LoaderArgs) {
	const user = await requireUser(request, context);
	const shipment = getShipmentFor(user, params.id);
	// the UNI-PASS progress (decision 099), after the access check above
	return { ...shipmentView(shipment, user, localeFromContext(context)), clearance: clearanceOf(shipment.estimate.id) };
}

type Data = Awaited<ReturnType<typeof loader>>;

/** 34.60°N 128.90°E: degrees with the hemisphere, as a chart reads. */
function coordinates(lat: number, lon: number): string {
	return `${Math.abs(lat).toFixed(2)}°${lat >= 0 ? "N" : "S"} ${Math.abs(lon).toFixed(2)}°${lon >= 0 ? "E" : "W"}`;
}

/** A label/value pair of a dl.facts; nothing when there is no value. */
function Fact({ label, children, testId }: { label: string; children: ReactNode; testId?: string }) {
	if (children === null || children === undefined || children === "") return null;
	return (
		<>
			<dt>{label}</dt>
			<dd data-testid={testId}>{children}</dd>
		</>
	);
}

function Schedule({ page }: { page: Data }) {
	const { t } = useTranslation();
	const locale = useLocale();
	const s = page.schedule;
	const d = (text: string | null) => (text ? formatCalendarDate(text, locale) : null);
	const label = (key: string) => t(`shipmentStatus.detail.${key}`);
	return (
		<section className="card" aria-labelledby="schedule-heading" data-testid="shipment-schedule">
			<div className="card-header">
				<h2 id="schedule-heading">{label("schedule")}</h2>
			</div>
			<div className="card-body stack">
				{!s ? (
					<p className="muted" data-testid="no-schedule">
						{label("noSchedule")}
					</p>
				) : (
					<>
						{!s.confirmed ? (
							<p className="alert alert-info" role="status" data-testid="schedule-draft">
								{label("draft")}
							</p>
						) : null}
						<dl className="facts">
							<Fact label={label("carrier")}>{s.carrier}</Fact>
							{page.mode === "air" ? (
								<Fact label={label("flight")} testId="schedule-transport">
									{s.flightNumber}
								</Fact>
							) : (
								<Fact label={label("vessel")} testId="schedule-transport">
									{[s.vessel, s.voyage].filter(Boolean).join(" / ")}
								</Fact>
							)}
							<Fact label={label("path")} testId="schedule-path">
								{s.path === "transhipment" && s.via ? t("shipmentStatus.detail.via", { port: s.via }) : label("direct")}
							</Fact>
							<Fact label={label("documentDeadline")}>{d(s.documentDeadline)}</Fact>
							<Fact label={label("cargoClosing")}>{d(s.cargoClosing)}</Fact>
							<Fact label={label("etd")} testId="schedule-etd">
								{d(s.etd)}
							</Fact>
							<dt>{label("eta")}</dt>
							<dd data-testid="schedule-eta">
								<span className={page.delay?.delayed ? "strong" : undefined}>{d(s.eta)}</span>
								{page.delay?.delayed ? (
									<>
										{" "}
										<DelayFlag days={page.delay.days} />
										<div className="small muted" data-testid="original-eta">
											{t("shipmentStatus.detail.originalEta", { date: d(s.originalEta) })}
										</div>
									</>
								) : null}
							</dd>
						</dl>
					</>
				)}
			</div>
		</section>
	);
}

/** Pickup and delivery, departure and arrival: where and when, planned and (once it happened) actual. */
function Ends({ page }: { page: Data }) {
	const { t } = useTranslation();
	const locale = useLocale();
	const s = page.schedule;
	const d = (text: string | null | undefined) => (text ? formatCalendarDate(text, locale) : null);
	const at = (date: Date | null) => (date ? formatDateTime(date, locale) : null);
	const label = (key: string) => t(`shipmentStatus.detail.${key}`);
	const pending = <span className="muted">{t("shipmentStatus.notYet")}</span>;
	return (
		<section className="card" aria-labelledby="ends-heading" data-testid="shipment-ends">
			<div className="card-header">
				<h2 id="ends-heading">{label("ends")}</h2>
			</div>
			<div className="card-body">
				<dl className="facts">
					<dt>{label("pickup")}</dt>
					<dd data-testid="shipment-pickup">
						{s?.pickupPlace ?? pending}
						{s?.pickupDate ? (
							<div className="small muted">{t("shipmentStatus.detail.plannedOn", { date: d(s.pickupDate) })}</div>
						) : null}
						{page.pickedUpAt ? (
							<div className="small">{t("shipmentStatus.detail.actualAt", { time: at(page.pickedUpAt) })}</div>
						) : null}
					</dd>
					<dt>{label("departure")}</dt>
					<dd data-testid="shipment-departure">
						{page.origin}
						{s ? <div className="small muted">{t("shipmentStatus.detail.plannedOn", { date: d(s.etd) })}</div> : null}
						{page.departedAt ? (
							<div className="small">{t("shipmentStatus.detail.actualAt", { time: at(page.departedAt) })}</div>
						) : null}
					</dd>
					<dt>{label("arrival")}</dt>
					<dd data-testid="shipment-arrival">
						{page.destination}
						{s ? <div className="small muted">{t("shipmentStatus.detail.plannedOn", { date: d(s.eta) })}</div> : null}
						{page.arrivedAt ? (
							<div className="small">{t("shipmentStatus.detail.actualAt", { time: at(page.arrivedAt) })}</div>
						) : null}
					</dd>
					<dt>{label("delivery")}</dt>
					<dd data-testid="shipment-delivery">
						{s?.deliveryPlace ?? pending}
						{s?.deliveryDate ? (
							<div className="small muted">{t("shipmentStatus.detail.plannedOn", { date: d(s.deliveryDate) })}</div>
						) : null}
						{page.deliveredAt ? (
							<div className="small">{t("shipmentStatus.detail.actualAt", { time: at(page.deliveredAt) })}</div>
						) : null}
					</dd>
				</dl>
			</div>
		</section>
	);
}

function Timeline({ page }: { page: Data }) {
	const { t } = useTranslation();
	const locale = useLocale();
	const at = (date: Date | null) => (date ? formatDateTime(date, locale) : "");
	const label = (key: string) => t(`shipmentStatus.detail.${key}`);
	return (
		<section className="stack" aria-labelledby="timeline-heading">
			<h2 id="timeline-heading">{label("timeline")}</h2>
			{page.milestones.length === 0 ? (
				<p className="muted" data-testid="no-milestones">
					{label("noMilestones")}
				</p>
			) : (
				<div className="table-wrap">
					<table className="table table-stack" data-testid="shipment-timeline">
						<caption className="visually-hidden">{label("timeline")}</caption>
						<thead>
							<tr>
								<th scope="col">{label("milestone")}</th>
								<th scope="col">{label("place")}</th>
								<th scope="col">{label("planned")}</th>
								<th scope="col">{label("actual")}</th>
								<th scope="col">{label("note")}</th>
							</tr>
						</thead>
						<tbody>
							{page.milestones.map((m) => (
								<tr key={m.id} data-testid="milestone" data-code={m.code} data-done={m.actualAt ? "true" : "false"}>
									<td data-label={label("milestone")} className={m.actualAt ? "strong" : undefined}>
										{t(`shipmentStatus.milestones.${m.code}`)}
									</td>
									<td data-label={label("place")}>{m.place ?? ""}</td>
									<td data-label={label("planned")} className="muted">
										{at(m.plannedAt)}
									</td>
									<td data-label={label("actual")}>
										{m.actualAt ? at(m.actualAt) : <span className="muted">{label("notHappened")}</span>}
									</td>
									<td data-label={label("note")}>{m.note ?? ""}</td>
								</tr>
							))}
						</tbody>
					</table>
				</div>
			)}
		</section>
	);
}

export default function ShipmentDetail() {
	const page = useLoaderData<typeof loader>();
	const { t } = useTranslation();
	const locale = useLocale();
	const label = (key: string) => t(`shipmentStatus.detail.${key}`);
	const mapPath = `/mypage/shiproutetrackermap/${page.id}`;
	return (
		<Page
			titleKey="shipmentStatus.detail.title"
			lead={<span data-testid="shipment-route">{page.route}</span>}
			actions={<Link to={LIST}>{label("back")}</Link>}
		>
			<div className="stack">
				<section className="card" aria-labelledby="summary-heading">
					<div className="card-header">
						<h2 id="summary-heading">
							<span data-testid="shipment-number">{page.number}</span>
						</h2>
						<div className="cluster">
							<StageBadge stage={page.stage} />
							{page.delay?.delayed ? <DelayFlag days={page.delay.days} /> : null}
						</div>
					</div>
					<div className="card-body stack">
						<StageStepper stage={page.stage} />
						<dl className="facts" data-testid="shipment-current">
							<dt>{label("current")}</dt>
							<dd>
								{page.current ? (
									<>
										<span className="strong">{t(`shipmentStatus.milestones.${page.current.code}`)}</span>
										{page.current.place ? ` · ${page.current.place}` : ""}
										{page.current.at ? (
											<div className="small muted">{formatDateTime(page.current.at, locale)}</div>
										) : null}
									</>
								) : (
									t(`shipmentStatus.stageNotes.${page.stage}`)
								)}
							</dd>
							<dt>{label("mode")}</dt>
							<dd>
								{t(`pricing.modes.${page.mode}`)} · {t(`pricing.directions.${page.direction}`)}
							</dd>
							{page.commodity ? (
								<>
									<dt>{label("commodity")}</dt>
									<dd>{page.commodity}</dd>
								</>
							) : null}
							{page.co2 !== null ? (
								<>
									<dt>{t("wizard.option.co2")}</dt>
									<dd data-testid="shipment-co2">
										<Co2Figure kg={page.co2} locale={locale} />
									</dd>
								</>
							) : null}
						</dl>
						{page.co2 !== null ? <Co2Note /> : null}
					</div>
					<div className="card-footer">
						{page.schedule ? (
							<Link to={mapPath} className="button" data-testid="map-link">
								{label("map")}
							</Link>
						) : null}
						<Link to={page.documentsPath} className="button button-secondary" data-testid="documents-link">
							{t("uploads.link")}
						</Link>
						<Link to={`/mypage/estimate/${page.id}`} className="button button-secondary" data-testid="estimate-link">
							{label("estimate")}
						</Link>
					</div>
				</section>

				<Schedule page={page} />
				<Ends page={page} />

				<section className="card" aria-labelledby="position-heading" data-testid="shipment-position">
					<div className="card-header">
						<h2 id="position-heading">{label("position")}</h2>
					</div>
					<div className="card-body">
						{/* delivered reads as done: when, not where the vessel was last seen */}
						{page.stage === "transport_complete" ? (
							<p className="alert alert-success" role="status" data-testid="position-done">
								{t("shipmentStatus.detail.deliveredDone", {
									date: page.deliveredAt ? formatDateTime(page.deliveredAt, locale) : "-",
								})}
							</p>
						) : page.lastPosition ? (
							<dl className="facts">
								<dt>{label("lastSeen")}</dt>
								<dd>
									<span className="strong" data-testid="last-position">
										{coordinates(page.lastPosition.lat, page.lastPosition.lon)}
									</span>
									<div className="small muted">
										{formatDateTime(page.lastPosition.at, locale)} ·{" "}
										{t(`shipmentStatus.sources.${page.lastPosition.source}`)}
									</div>
								</dd>
								<dt>{label("positions")}</dt>
								<dd data-testid="position-count">
									{t("shipmentStatus.detail.positionCount", { count: page.positionCount })}
								</dd>
							</dl>
						) : (
							<p className="muted" data-testid="no-position">
								{label("noPosition")}
							</p>
						)}
						{page.schedule ? (
							<p>
								<Link to={mapPath}>{label("mapLong")}</Link>
							</p>
						) : null}
					</div>
				</section>

				<Timeline page={page} />
				{page.clearance ? <ClearanceTimeline clearance={page.clearance} /> : null}
				<p>
					<Link to={LIST}>{label("back")}</Link>
				</p>
			</div>
		</Page>
	);
}

export const ErrorBoundary = RouteErrorBoundary;
