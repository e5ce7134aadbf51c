// /graph/scfi (spec section 1: the container freight index with a 1-6 month forecast; section 2:
// login required). The weekly SCFI as an SVG drawn on the server, today's forecast with its 80% and
// 95% intervals, and the rolling-origin backtest that earns each horizon its forecast (decision 077):
// where the model does not beat persistence the page says so and shows persistence. Everything
// comes from a fit cached per version of the series (app/market/scfi.server.ts); no client script
// draws anything, so the page reads the same with JavaScript off.
import { useTranslation } from "#app/i18n/react.tsx";
import type { TFunction } from "#app/i18n/translator.ts";
import { useLoaderData } from "react-router";
import { Link } from "#app/utils/link.tsx";
import type { Route } from "./+types/scfi";
import { requireUser } from "#app/auth/guard.server.ts";
import { RouteErrorBoundary } from "#app/components/error-boundary.tsx";
import { formatCalendarDate, formatNumber } from "#app/i18n/format.ts";
import { localeFromContext } from "#app/middleware/locale.server.ts";
import type { ChartModel } from "#app/market/chart.ts";
import { MAX_HORIZON, REPORT_HORIZONS } from "#app/market/forecast.ts";
import { formatMonthYear } from "#app/market/labels.ts";
import { cachedScfi } from "#app/market/scfi.server.ts";
import { type ChartLabels, ScfiChartSvg } from "#app/market/scfi-chart.tsx";
import { Page } from "#app/shell/page.tsx";
import { isStaff } from "#db/roles.ts";

/** Weeks of history the accessible data table lists (the wide chart shows two years). */
const TABLE_WEEKS = 26;

export async function loader({ request, context }: Route.LoaderArgs) {
	const user = await requireUser(request, context);
	const locale = localeFromContext(context);
	const data = cachedScfi();
	const { fit } = data;
	const value = (v: number) => formatNumber(v, locale, 2);
	const whole = (v: number) => formatNumber(Math.round(v), locale, 0);
	const percent = (v: number) => (Number.isFinite(v) ? `${formatNumber(v, locale, 1)}%` : "—");
	const share = (v: number) => (Number.isFinite(v) ? `${formatNumber(v * 100, locale, 0)}%` : "—");
	const date = (week: string) => formatCalendarDate(week, locale);
	const steps = fit.steps.map((s) => ({
		h: s.h,
		week: s.week,
		date: date(s.week),
		method: s.method,
		value: whole(s.value),
		range80: `${whole(s.lo80)} – ${whole(s.hi80)}`,
		range95: `${whole(s.lo95)} – ${whole(s.hi95)}`,
		modelMape: percent(s.backtest.modelMape),
		persistenceMape: percent(s.backtest.persistenceMape),
		coverage80: share(s.backtest.coverage80),
		coverage95: share(s.backtest.coverage95),
		cases: s.backtest.cases,
	}));
	const last = fit.last;
	const previous = data.points.length > 1 ? data.points[data.points.length - 2] : null;
	const labelsOf = (chart: ChartModel) => ({
		yTicks: chart.yTicks.map((t) => whole(t.value)),
		xTicks: chart.xTicks.map((t) => formatMonthYear(t.week, locale)),
		from: chart.from ? date(chart.from) : "",
		to: chart.to ? date(chart.to) : "",
	});
	return {
		isStaff: isStaff(user.role),
		synthetic: data.synthetic,
		points: data.points.length,
		last: last
			? {
					date: date(last.week),
					value: value(last.value),
					change:
						previous && previous.value > 0 ? percent(((last.value - previous.value) / previous.value) * 100) : null,
					up: previous ? last.value >= previous.value : true,
				}
			: null,
		charts: data.charts,
		chartLabels: { wide: labelsOf(data.charts.wide), compact: labelsOf(data.charts.compact) },
		steps,
		reported: steps.filter((s) => (REPORT_HORIZONS as readonly number[]).includes(s.h)),
		modelHorizons: steps.filter((s) => s.method === "model").length,
		longest: steps.at(-1)?.h ?? 0,
		history: data.points.slice(-TABLE_WEEKS).map((p) => ({ week: p.week, date: date(p.week), value: value(p.value) })),
	};
}

type Data = ReturnType<typeof useLoaderData<typeof loader>>;

function chartText(t: TFunction, d: Data, size: "wide" | "compact"): ChartLabels {
	const l = d.chartLabels[size];
	return {
		title: t("scfi.chart.title"),
		desc: d.last
			? t("scfi.chart.desc", {
					from: l.from,
					to: l.to,
					last: d.last.value,
					date: d.last.date,
					weeks: d.longest,
				})
			: t("scfi.empty.title"),
		yTicks: l.yTicks,
		xTicks: l.xTicks,
		now: t("scfi.chart.now"),
	};
}

/** "1 week", "4 weeks (~1 month)": the horizon as people think of it. */
function horizonText(t: TFunction, h: number): string {
	const weeks = t("scfi.weeks", { count: h });
	const months = Math.round(h / 4.345);
	return months >= 1 && h >= 4 ? `${weeks} (${t("scfi.aboutMonths", { count: months })})` : weeks;
}

export default function ScfiGraph() {
	const { t } = useTranslation();
	const d = useLoaderData<typeof loader>();
	return (
		<Page titleKey="page.scfi.title" lead={t("scfi.lead")}>
			<div className="stack">
				{d.synthetic ? (
					<p className="alert alert-warning" role="note" data-testid="scfi-synthetic">
						<strong>{t("scfi.synthetic.title")}</strong> {t("scfi.synthetic.body")}
					</p>
				) : null}
				{!d.last ? (
					<section className="card" data-testid="scfi-empty">
						<div className="card-body stack">
							<h2>{t("scfi.empty.title")}</h2>
							<p>{t("scfi.empty.body")}</p>
							{d.isStaff ? (
								<p>
									<Link to="/admin/market/scfi">{t("scfi.empty.staffLink")}</Link>
								</p>
							) : (
								<p className="muted">{t("scfi.empty.customer")}</p>
							)}
						</div>
					</section>
				) : (
					<Loaded d={d} t={t} />
				)}
				<p className="muted small" data-testid="scfi-source">
					{t("scfi.source")}
					{d.isStaff ? (
						<>
							{" "}
							<Link to="/admin/market/scfi">{t("scfi.manage")}</Link>
						</>
					) : null}
				</p>
			</div>
		</Page>
	);
}

function Loaded({ d, t }: { d: Data; t: TFunction }) {
	const last = d.last;
	if (!last) return null;
	return (
		<>
			<dl className="facts" data-testid="scfi-latest">
				<dt>{t("scfi.latest", { date: last.date })}</dt>
				<dd>
					<strong data-testid="scfi-latest-value">{last.value}</strong>
					{last.change ? (
						<span className="muted">
							{" "}
							({last.up ? "+" : ""}
							{last.change} {t("scfi.weekOnWeek")})
						</span>
					) : null}
				</dd>
			</dl>

			<figure className="scfi-chart" aria-labelledby="scfi-chart-caption">
				<ScfiChartSvg
					chart={d.charts.wide}
					labels={chartText(t, d, "wide")}
					id="scfi-wide"
					className="scfi-chart-wide"
				/>
				<ScfiChartSvg
					chart={d.charts.compact}
					labels={chartText(t, d, "compact")}
					id="scfi-compact"
					className="scfi-chart-compact"
				/>
				<figcaption id="scfi-chart-caption" className="scfi-legend">
					<span className="scfi-key scfi-key-history">{t("scfi.legend.history")}</span>
					<span className="scfi-key scfi-key-forecast">{t("scfi.legend.forecast")}</span>
					<span className="scfi-key scfi-key-band80">{t("scfi.legend.band80")}</span>
					<span className="scfi-key scfi-key-band95">{t("scfi.legend.band95")}</span>
				</figcaption>
			</figure>

			{d.steps.length === 0 ? (
				<p className="alert alert-info" role="status" data-testid="scfi-too-short">
					{t("scfi.tooShort", { weeks: d.points })}
				</p>
			) : (
				<>
					<p data-testid="scfi-verdict">
						{d.modelHorizons === 0
							? t("scfi.verdict.none")
							: d.modelHorizons === d.steps.length
								? t("scfi.verdict.all")
								: t("scfi.verdict.some", { count: d.modelHorizons, total: d.steps.length })}
						{d.longest < MAX_HORIZON ? ` ${t("scfi.shorterHorizon", { weeks: d.longest })}` : ""}
					</p>
					<section aria-labelledby="scfi-forecast-heading" className="stack">
						<h2 id="scfi-forecast-heading">{t("scfi.forecast.title")}</h2>
						<div className="table-wrap">
							<table className="table table-stack" data-testid="scfi-forecast">
								<thead>
									<tr>
										<th scope="col">{t("scfi.col.horizon")}</th>
										<th scope="col">{t("scfi.col.week")}</th>
										<th scope="col">{t("scfi.col.forecast")}</th>
										<th scope="col">{t("scfi.col.range80")}</th>
										<th scope="col">{t("scfi.col.range95")}</th>
										<th scope="col">{t("scfi.col.method")}</th>
									</tr>
								</thead>
								<tbody>
									{d.reported.map((s) => (
										<tr key={s.h} data-h={s.h} data-method={s.method}>
											<th scope="row" data-label={t("scfi.col.horizon")}>
												{horizonText(t, s.h)}
											</th>
											<td data-label={t("scfi.col.week")}>{s.date}</td>
											<td data-label={t("scfi.col.forecast")} className="num">
												{s.value}
											</td>
											<td data-label={t("scfi.col.range80")} className="num">
												{s.range80}
											</td>
											<td data-label={t("scfi.col.range95")} className="num">
												{s.range95}
											</td>
											<td data-label={t("scfi.col.method")}>
												{s.method === "model" ? t("scfi.method.model") : t("scfi.method.persistence")}
											</td>
										</tr>
									))}
								</tbody>
							</table>
						</div>
					</section>

					<section aria-labelledby="scfi-backtest-heading" className="stack">
						<h2 id="scfi-backtest-heading">{t("scfi.backtest.title")}</h2>
						<p className="muted">{t("scfi.backtest.intro")}</p>
						<div className="table-wrap">
							<table className="table table-stack" data-testid="scfi-backtest">
								<thead>
									<tr>
										<th scope="col">{t("scfi.col.horizon")}</th>
										<th scope="col">{t("scfi.col.modelMape")}</th>
										<th scope="col">{t("scfi.col.persistenceMape")}</th>
										<th scope="col">{t("scfi.col.verdict")}</th>
										<th scope="col">{t("scfi.col.coverage80")}</th>
										<th scope="col">{t("scfi.col.coverage95")}</th>
										<th scope="col">{t("scfi.col.cases")}</th>
									</tr>
								</thead>
								<tbody>
									{d.reported.map((s) => (
										<tr key={s.h} data-h={s.h} data-method={s.method}>
											<th scope="row" data-label={t("scfi.col.horizon")}>
												{horizonText(t, s.h)}
											</th>
											<td data-label={t("scfi.col.modelMape")} className="num">
												{s.modelMape}
											</td>
											<td data-label={t("scfi.col.persistenceMape")} className="num">
												{s.persistenceMape}
											</td>
											<td data-label={t("scfi.col.verdict")}>
												{s.method === "model" ? t("scfi.verdict.beats") : t("scfi.verdict.notBetter")}
											</td>
											<td data-label={t("scfi.col.coverage80")} className="num">
												{s.coverage80}
											</td>
											<td data-label={t("scfi.col.coverage95")} className="num">
												{s.coverage95}
											</td>
											<td data-label={t("scfi.col.cases")} className="num">
												{s.cases}
											</td>
										</tr>
									))}
								</tbody>
							</table>
						</div>
						<p className="muted small">{t("scfi.backtest.how")}</p>
					</section>

					<details data-testid="scfi-data">
						<summary>{t("scfi.data.summary")}</summary>
						<div className="table-wrap">
							<table className="table">
								<caption className="visually-hidden">{t("scfi.data.caption")}</caption>
								<thead>
									<tr>
										<th scope="col">{t("scfi.col.week")}</th>
										<th scope="col">{t("scfi.col.value")}</th>
										<th scope="col">{t("scfi.col.range80")}</th>
										<th scope="col">{t("scfi.col.range95")}</th>
									</tr>
								</thead>
								<tbody>
									{d.history.map((p) => (
										<tr key={p.week}>
											<th scope="row">{p.date}</th>
											<td className="num">{p.value}</td>
											<td />
											<td />
										</tr>
									))}
									{d.steps.map((s) => (
										<tr key={s.week} data-method={s.method}>
											<th scope="row">
												{s.date} <span className="muted">({t("scfi.data.forecast")})</span>
											</th>
											<td className="num">{s.value}</td>
											<td className="num">{s.range80}</td>
											<td className="num">{s.range95}</td>
										</tr>
									))}
								</tbody>
							</table>
						</div>
					</details>
				</>
			)}
		</>
	);
}

export const ErrorBoundary = RouteErrorBoundary;
