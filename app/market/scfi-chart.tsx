// The SCFI chart's SVG from its geometry (chart.ts): drawn on the server and never changed by the
// browser. Looks are classes in app.css (the CSP allows no style attributes). The wide and the phone
// chart are both in the page; CSS shows one (the other is display:none, so screen readers skip it).
import type { ChartModel } from "./chart.ts";

export type ChartLabels = {
	title: string;
	desc: string;
	yTicks: string[];
	xTicks: string[];
	now: string;
};

export function ScfiChartSvg({
	chart,
	labels,
	id,
	className,
}: {
	chart: ChartModel;
	labels: ChartLabels;
	id: string;
	className: string;
}) {
	const { plot } = chart;
	const bottom = plot.y + plot.height;
	return (
		<svg
			className={`scfi-chart-svg ${className}`}
			viewBox={`0 0 ${chart.width} ${chart.height}`}
			role="img"
			aria-labelledby={`${id}-title ${id}-desc`}
			data-testid="scfi-chart"
		>
			<title id={`${id}-title`}>{labels.title}</title>
			<desc id={`${id}-desc`}>{labels.desc}</desc>
			<g className="scfi-grid" aria-hidden="true">
				{chart.yTicks.map((t, i) => (
					<g key={t.value}>
						<line x1={plot.x} x2={plot.x + plot.width} y1={t.y} y2={t.y} />
						<text className="scfi-tick" x={plot.x - 6} y={t.y} textAnchor="end" dominantBaseline="middle">
							{labels.yTicks[i]}
						</text>
					</g>
				))}
				{chart.xTicks.map((t, i) => (
					<text
						key={t.week}
						className="scfi-tick"
						x={t.x}
						y={bottom + 18}
						textAnchor={i === 0 ? "start" : i === chart.xTicks.length - 1 ? "end" : "middle"}
					>
						{labels.xTicks[i]}
					</text>
				))}
			</g>
			<g aria-hidden="true">
				{chart.band95 ? <path className="scfi-band95" d={chart.band95} /> : null}
				{chart.band80 ? <path className="scfi-band80" d={chart.band80} /> : null}
				{chart.now ? (
					<>
						<line className="scfi-now" x1={chart.now.x} x2={chart.now.x} y1={plot.y} y2={bottom} />
						<text className="scfi-tick scfi-now-label" x={chart.now.x - 4} y={plot.y + 10} textAnchor="end">
							{labels.now}
						</text>
					</>
				) : null}
				<path className="scfi-history" d={chart.history} />
				{chart.forecast ? <path className="scfi-forecast" d={chart.forecast} /> : null}
			</g>
		</svg>
	);
}
