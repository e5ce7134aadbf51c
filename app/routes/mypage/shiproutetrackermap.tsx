// My page, the route tracker map of one shipment (spec section 2): an SVG drawn on the
// server (coastlines from Natural Earth, the route along the marnet shipping lanes or, by air, a great
// circle), with the ports of call, the via port, the last known position and the distance sailed and
// remaining in nautical miles. Nothing here needs JavaScript: a locked-down browser reads the same map.
// No tile layer: a tiled variant (pigeon-maps behind a MAP_TILE_URL) is not built; the SVG is the map.
// Access is getShipmentFor's: a customer sees only their company's shipments (else 404), staff any.
import { useTranslation } from "#app/i18n/react.tsx";
import { useLoaderData } from "react-router";
import { Link } from "#app/utils/link.tsx";
import type { Route } from "./+types/shiproutetrackermap";
import { requireUser } from "#app/auth/guard.server.ts";
import { RouteErrorBoundary } from "#app/components/error-boundary.tsx";
import { formatDateTime, formatNumber } from "#app/i18n/format.ts";
import { localeFromContext } from "#app/middleware/locale.server.ts";
import { placeName, routeLabel } from "#app/places/places.server.ts";
import { routeMapOf } from "#app/shipments/map/map.server.ts";
import { getShipmentFor } from "#app/shipments/shipment.server.ts";
import { Page } from "#app/shell/page.tsx";

export async function loader({ request, context, params }: Route.LoaderArgs) {
	const user = await requireUser(request, context);
	const locale = localeFromContext(context);
	const shipment = getShipmentFor(user, params.id);
	const e = shipment.estimate;
	const map = routeMapOf(shipment);
	const nm = (value: number) => formatNumber(Math.round(value), locale, 0);
	return {
		id: e.id,
		number: e.number,
		route: routeLabel(e.origin, e.destination, locale),
		map: map && {
			mode: map.mode,
			done: map.done,
			...map.model,
			// a label a little right of its marker, or left of it near the right edge
			ports: map.model.ports.map((p) => ({
				code: p.code,
				role: p.role,
				x: p.x,
				y: p.y,
				name: placeName(p.code, locale),
				end: p.x > map.model.width * 0.72,
			})),
			totalNm: nm(map.totalNm),
			sailedNm: nm(map.sailedNm),
			remainingNm: nm(map.remainingNm),
			positionAt: map.position ? formatDateTime(map.position.at, locale) : null,
		},
	};
}

type MapData = NonNullable<ReturnType<typeof useLoaderData<typeof loader>>["map"]>;

function RouteSvg({ map, title }: { map: MapData; title: string }) {
	const { t } = useTranslation();
	return (
		<svg
			className="route-map-svg"
			viewBox={`0 0 ${map.width} ${map.height}`}
			role="img"
			aria-labelledby="route-map-title"
			data-route-map=""
		>
			<title id="route-map-title">{title}</title>
			<rect className="route-map-sea" width={map.width} height={map.height} />
			<path className="route-map-land" d={map.land} />
			{map.sailed ? <path className="route-map-line route-map-sailed" d={map.sailed} data-route="sailed" /> : null}
			{map.remaining ? (
				<path className="route-map-line route-map-remaining" d={map.remaining} data-route="remaining" />
			) : null}
			{map.ports.map((p) => (
				<g key={`${p.role}-${p.code}`} className={`route-map-port route-map-port-${p.role}`} data-port={p.code}>
					<circle cx={p.x} cy={p.y} r={7} />
					<text
						className={p.end ? "route-map-label route-map-label-end" : "route-map-label"}
						x={p.end ? p.x - 12 : p.x + 12}
						y={p.y + 6}
					>
						{p.name}
					</text>
				</g>
			))}
			{map.position ? (
				<g className="route-map-position" data-position="">
					<title>
						{map.positionAt ? t("routeMap.positionAsOf", { time: map.positionAt }) : t("routeMap.position")}
					</title>
					<circle className="route-map-halo" cx={map.position.x} cy={map.position.y} r={16} />
					<circle className="route-map-dot" cx={map.position.x} cy={map.position.y} r={7} />
				</g>
			) : null}
		</svg>
	);
}

export default function ShipRouteTracker() {
	const { t } = useTranslation();
	const page = useLoaderData<typeof loader>();
	const map = page.map;
	const air = map?.mode === "air";
	return (
		<Page
			titleKey="page.mypage.tracker"
			lead={t("routeMap.lead", { number: page.number, route: page.route })}
			actions={
				<Link className="button button-secondary" to={`/mypage/shipment/${page.id}`}>
					{t("routeMap.back")}
				</Link>
			}
		>
			{map ? (
				<div className="stack">
					<figure className="route-map">
						<RouteSvg map={map} title={t("routeMap.svgTitle", { route: page.route })} />
						<figcaption>
							<ul className="route-map-legend" aria-label={t("routeMap.legend")}>
								<li>
									<span className="route-map-key" aria-hidden="true" />
									{t(air ? "routeMap.flown" : "routeMap.sailed")}
								</li>
								{map.done ? null : (
									<li>
										<span className="route-map-key route-map-key-remaining" aria-hidden="true" />
										{t("routeMap.remaining")}
									</li>
								)}
								<li>
									<span className="route-map-key route-map-key-port" aria-hidden="true" />
									{t(air ? "routeMap.airport" : "routeMap.port")}
								</li>
								{map.ports.some((p) => p.role === "via") ? (
									<li>
										<span className="route-map-key route-map-key-port route-map-key-via" aria-hidden="true" />
										{t("routeMap.via")}
									</li>
								) : null}
								{map.done ? null : (
									<li>
										<span className="route-map-key route-map-key-position" aria-hidden="true" />
										{t("routeMap.position")}
									</li>
								)}
							</ul>
						</figcaption>
					</figure>
					{/* delivered: the whole route lies behind it, with nothing left to go */}
					<p data-testid="route-map-position" data-done={map.done ? "" : undefined}>
						{map.done
							? t("routeMap.delivered")
							: map.positionAt
								? t("routeMap.positionAsOf", { time: map.positionAt })
								: t("routeMap.noPosition")}
					</p>
					<dl className="facts" aria-label={t("routeMap.distances")}>
						<dt>{t("routeMap.total")}</dt>
						<dd data-nm="total">{t("routeMap.nm", { value: map.totalNm })}</dd>
						<dt>{t(air ? "routeMap.flownNm" : "routeMap.sailedNm")}</dt>
						<dd data-nm="sailed">{t("routeMap.nm", { value: map.sailedNm })}</dd>
						{map.done ? null : (
							<>
								<dt>{t("routeMap.remainingNm")}</dt>
								<dd data-nm="remaining">{t("routeMap.nm", { value: map.remainingNm })}</dd>
							</>
						)}
					</dl>
					<p className="muted small">{t(air ? "routeMap.airNote" : "routeMap.seaNote")}</p>
				</div>
			) : (
				<p className="alert alert-info" role="status">
					{t("routeMap.unavailable")}
				</p>
			)}
		</Page>
	);
}

export const ErrorBoundary = RouteErrorBoundary;
