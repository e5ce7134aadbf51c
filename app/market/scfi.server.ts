// The SCFI page's data from a cached fit (decision 077): the series, today's forecast and the chart
// geometry are made once per version of the series and kept per database connection; any add,
// import or correction changes the version (series.server.ts), so the next page view refits. A page
// view costs one small version query when nothing changed.
import { perConnection } from "#db/client.ts";
import { COMPACT, type ChartModel, WIDE, buildChart } from "./chart.ts";
import { type Fit, fitForecast } from "./forecast.ts";
import { type IndexCode, type StoredPoint, seriesPoints, seriesVersion } from "./series.server.ts";

export type ScfiData = {
	version: string;
	points: StoredPoint[];
	/** any week of the series is generated demo data */
	synthetic: boolean;
	fit: Fit;
	charts: { wide: ChartModel; compact: ChartModel };
};

const holder = perConnection(() => ({ current: null as ScfiData | null }));

/** Fits a series into what the page shows. */
export function scfiData(points: StoredPoint[], version = ""): ScfiData {
	const fit = fitForecast(points);
	const bands = fit.steps.map((s) => ({
		week: s.week,
		value: s.value,
		lo80: s.lo80,
		hi80: s.hi80,
		lo95: s.lo95,
		hi95: s.hi95,
	}));
	return {
		version,
		points,
		synthetic: points.some((p) => p.synthetic),
		fit,
		charts: { wide: buildChart(points, bands, WIDE), compact: buildChart(points, bands, COMPACT) },
	};
}

/** The page's data, refitted only when the series changed since the last fit. */
export function cachedScfi(code: IndexCode = "scfi"): ScfiData {
	const slot = holder();
	const version = seriesVersion(code);
	if (slot.current?.version !== version) slot.current = scfiData(seriesPoints(code), version);
	return slot.current;
}
