// The SCFI chart as SVG geometry (decision 078): the history as a line, today's forecast as a dashed
// line with its 95% and 80% bands, a "now" rule, and the axes' ticks. Pure: the route renders the
// strings it gets back as an inline <svg> on the server, so the chart costs no client JavaScript and
// reads with JavaScript off. Two sizes are built, a wide one and a phone one whose text stays
// legible when the SVG is scaled to a 375 px screen (fewer weeks, fewer ticks, larger type).
import { type Week, addWeeks, daysBetween, weekMs } from "./weeks.ts";

export type ChartPoint = { week: Week; value: number };
export type ChartBand = { week: Week; value: number; lo80: number; hi80: number; lo95: number; hi95: number };

export type ChartSize = { width: number; height: number; weeks: number; yTicks: number; xTicks: number };
export const WIDE: ChartSize = { width: 720, height: 320, weeks: 104, yTicks: 5, xTicks: 6 };
export const COMPACT: ChartSize = { width: 360, height: 300, weeks: 52, yTicks: 4, xTicks: 3 };

/** Room for the axes' labels: left for the values, bottom for the dates. */
const PAD = { top: 12, right: 12, bottom: 28, left: 48 };

export type ChartModel = {
	width: number;
	height: number;
	plot: { x: number; y: number; width: number; height: number };
	history: string;
	forecast: string;
	band80: string;
	band95: string;
	now: { x: number; week: Week } | null;
	yTicks: { value: number; y: number }[];
	xTicks: { week: Week; x: number }[];
	/** the weeks the chart covers, for its text description */
	from: Week | null;
	to: Week | null;
};

const round = (n: number) => Math.round(n * 10) / 10;

/** 1, 2, 2.5 or 5 times a power of ten: tick steps people read easily. */
export function niceStep(span: number, count: number): number {
	const raw = span / Math.max(1, count);
	const power = 10 ** Math.floor(Math.log10(raw));
	const step = [1, 2, 2.5, 5, 10].map((m) => m * power).find((s) => s >= raw);
	return step ?? 10 * power;
}

export function buildChart(history: readonly ChartPoint[], bands: readonly ChartBand[], size: ChartSize): ChartModel {
	const shown = history.slice(-size.weeks);
	const plot = {
		x: PAD.left,
		y: PAD.top,
		width: size.width - PAD.left - PAD.right,
		height: size.height - PAD.top - PAD.bottom,
	};
	const empty: ChartModel = {
		width: size.width,
		height: size.height,
		plot,
		history: "",
		forecast: "",
		band80: "",
		band95: "",
		now: null,
		yTicks: [],
		xTicks: [],
		from: null,
		to: null,
	};
	const first = shown[0];
	const last = shown.at(-1);
	if (!first || !last) return empty;
	const end = bands.at(-1)?.week ?? last.week;
	const t0 = weekMs(first.week) ?? 0;
	const t1 = Math.max(weekMs(end) ?? 0, t0 + 1);
	const values = [...shown.map((p) => p.value), ...bands.flatMap((b) => [b.lo95, b.hi95])];
	const lo = Math.min(...values);
	const hi = Math.max(...values);
	const step = niceStep(hi - lo || hi || 1, size.yTicks);
	const yMin = Math.max(0, Math.floor(lo / step) * step);
	const yMax = Math.ceil(hi / step) * step || step;
	const x = (week: Week) => round(plot.x + (((weekMs(week) ?? 0) - t0) / (t1 - t0)) * plot.width);
	const y = (value: number) => round(plot.y + plot.height - ((value - yMin) / (yMax - yMin || 1)) * plot.height);

	// the history breaks where weeks are missing (more than 17 days apart), rather than drawing a bridge
	let historyPath = "";
	let previous: ChartPoint | null = null;
	for (const p of shown) {
		const gap = previous !== null && daysBetween(previous.week, p.week) > 17;
		historyPath += `${previous === null || gap ? "M" : "L"}${x(p.week)},${y(p.value)}`;
		previous = p;
	}
	const forecastPath = bands.length
		? `M${x(last.week)},${y(last.value)}${bands.map((b) => `L${x(b.week)},${y(b.value)}`).join("")}`
		: "";
	const band = (lower: (b: ChartBand) => number, upper: (b: ChartBand) => number) =>
		bands.length
			? `M${x(last.week)},${y(last.value)}${bands.map((b) => `L${x(b.week)},${y(upper(b))}`).join("")}${[...bands]
					.reverse()
					.map((b) => `L${x(b.week)},${y(lower(b))}`)
					.join("")}Z`
			: "";

	const yTicks: ChartModel["yTicks"] = [];
	for (let v = yMin; v <= yMax + step / 2; v += step) yTicks.push({ value: v, y: y(v) });
	// date ticks: evenly spaced weeks across the whole width, the last one at the forecast's end
	const spanWeeks = Math.round(daysBetween(first.week, end) / 7);
	const xTicks: ChartModel["xTicks"] = [];
	for (let i = 0; i < size.xTicks; i++) {
		const week = addWeeks(first.week, Math.round((spanWeeks * i) / (size.xTicks - 1 || 1)));
		xTicks.push({ week, x: x(week) });
	}
	return {
		...empty,
		history: historyPath,
		forecast: forecastPath,
		band80: band(
			(b) => b.lo80,
			(b) => b.hi80,
		),
		band95: band(
			(b) => b.lo95,
			(b) => b.hi95,
		),
		now: { x: x(last.week), week: last.week },
		yTicks,
		xTicks,
		from: first.week,
		to: end,
	};
}
