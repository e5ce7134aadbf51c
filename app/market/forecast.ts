// The SCFI forecast and the rolling-origin backtest that decides what the page may claim (decision 077).
// Pure: a weekly series in, per horizon (1 to 26 weeks, spec section 9: 1 to 6 months) the point
// forecast, its 80% and 95% intervals, and the backtest figures the page shows beside it.
//
// Everything is done on log values: freight indices move by percentages, so a level's error is a
// ratio and an interval is asymmetric around the forecast (it can double, it cannot go negative).
//
// How a forecast earns its place, per horizon h:
//  1. Every week of the history is an origin: each candidate forecasts h weeks ahead from what was
//     known that week, and the forecast is compared with what was published h weeks later.
//  2. The "model" is not one candidate chosen afterwards (that would grade it on the answers it was
//     picked by): at each origin it uses the candidate with the lowest error over the forecasts
//     already resolved by then, persistence until enough are. Its backtest error is therefore an
//     honest out-of-sample figure, selection included.
//  3. The model is shown at h only if its backtest MAPE is below persistence's on the same origins
//     and the difference is not noise: a one-sided Diebold-Mariano test on the paired errors (5%,
//     Newey-West variance over h-1 lags, as forecasts h weeks ahead overlap). Otherwise the page says
//     so and shows persistence (the last value carried forward).
//  4. Intervals are empirical quantiles of the resolved log errors of what is shown. Their coverage
//     is measured the same way: at each origin, the interval built from errors resolved before it.
import { type Week, addWeeks, daysBetween } from "./weeks.ts";

export type SeriesPoint = { week: Week; value: number };

export const CANDIDATES = ["persistence", "momentum", "reversion", "blend"] as const;
export type Candidate = (typeof CANDIDATES)[number];

/** The horizons forecast, in weeks: 26 weeks is six months (spec section 9, forecast horizon 1-6 months). */
export const MAX_HORIZON = 26;
/** The horizons the page's table and the benchmark report. */
export const REPORT_HORIZONS = [1, 4, 8, 12, 16, 20, 26] as const;

/** Weeks of history an origin needs before it forecasts (momentum looks back 4 weeks). */
export const MIN_HISTORY = 8;
/** Backtest origins a horizon needs before the page says anything about it. */
export const MIN_CASES = 30;
/** Resolved forecasts a candidate needs before the selector trusts its record, and an interval its errors. */
export const MIN_RESOLVED = 20;
/** a[i] where the loop bounds guarantee it exists (noUncheckedIndexedAccess cannot see them). */
const nth = <T>(a: readonly T[], i: number): T => a[i] as T;

/** Two published weeks 4 to 10 days apart are consecutive (holidays move the publication day). */
const MIN_STEP_DAYS = 4;
const MAX_STEP_DAYS = 10;
/** ... and 11 to 17 days apart have one week missing between them. */
const ONE_MISSING_MIN_DAYS = 11;
const ONE_MISSING_MAX_DAYS = 17;

/** Momentum: the last 4 weeks' average log change, damped by this factor each week ahead. */
const MOMENTUM_WINDOW = 4;
const MOMENTUM_DAMPING = 0.5;
/** Reversion: the gap to the trailing 52-week mean log level keeps this share of itself each week ahead. */
const REVERSION_WINDOW = 52;
const REVERSION_RATE = 0.995;

/** A week of a run; `filled` marks one missing week put back between its neighbours (never scored). */
export type RunPoint = SeriesPoint & { filled: boolean };

/**
 * Splits a series (sorted by week) into runs of consecutive weeks; a gap starts a new run. One missing
 * week (a gap of 11 to 17 days) is filled with its neighbours' geometric mean so that a single lost
 * week does not cut years of history in two; a filled week is history only: it is never a backtest
 * origin (it was interpolated with the week after it) nor a target.
 */
export function segments(series: readonly SeriesPoint[]): RunPoint[][] {
	const out: RunPoint[][] = [];
	let run: RunPoint[] = [];
	for (const p of series) {
		const prev = run.at(-1);
		if (prev) {
			const gap = daysBetween(prev.week, p.week);
			if (gap >= ONE_MISSING_MIN_DAYS && gap <= ONE_MISSING_MAX_DAYS) {
				run.push({ week: addWeeks(prev.week, 1), value: Math.sqrt(prev.value * p.value), filled: true });
			} else if (gap < MIN_STEP_DAYS || gap > MAX_STEP_DAYS) {
				out.push(run);
				run = [];
			}
		}
		run.push({ week: p.week, value: p.value, filled: false });
	}
	if (run.length) out.push(run);
	return out;
}

/**
 * Each candidate's forecast of the log value `h` weeks after the last of `logs` (the history known at
 * the origin, oldest first, at least one value).
 */
export function candidateForecast(candidate: Candidate, logs: readonly number[], h: number): number {
	const last = nth(logs, logs.length - 1);
	switch (candidate) {
		case "persistence":
			return last;
		case "momentum":
			return last + momentumStep(logs, h);
		case "reversion":
			return reversionLevel(logs, h);
		case "blend":
			// momentum shrunk halfway to persistence: a direction believed only half
			return last + momentumStep(logs, h) / 2;
	}
}

function momentumStep(logs: readonly number[], h: number): number {
	const n = Math.min(MOMENTUM_WINDOW, logs.length - 1);
	if (n < 1) return 0;
	const slope = (nth(logs, logs.length - 1) - nth(logs, logs.length - 1 - n)) / n;
	// slope x (d + d^2 + ... + d^h)
	const d = MOMENTUM_DAMPING;
	return (slope * d * (1 - d ** h)) / (1 - d);
}

function reversionLevel(logs: readonly number[], h: number): number {
	const from = Math.max(0, logs.length - REVERSION_WINDOW);
	let sum = 0;
	for (let i = from; i < logs.length; i++) sum += nth(logs, i);
	const mean = sum / (logs.length - from);
	return mean + (nth(logs, logs.length - 1) - mean) * REVERSION_RATE ** h;
}

/** One backtest forecast: made at `origin`, resolved when `target` was published. */
type Case = { origin: Week; target: Week; actualLog: number; forecastLog: Record<Candidate, number> };

/** All rolling-origin cases of horizon h, ordered by origin. */
export function backtestCases(runs: readonly RunPoint[][], h: number): Case[] {
	const cases: Case[] = [];
	for (const run of runs) {
		const logs = run.map((p) => Math.log(p.value));
		for (let t = MIN_HISTORY - 1; t + h < run.length; t++) {
			const origin = nth(run, t);
			const target = nth(run, t + h);
			if (origin.filled || target.filled) continue;
			const known = logs.slice(0, t + 1);
			const forecastLog = {} as Record<Candidate, number>;
			for (const c of CANDIDATES) forecastLog[c] = candidateForecast(c, known, h);
			cases.push({ origin: origin.week, target: target.week, actualLog: nth(logs, t + h), forecastLog });
		}
	}
	return cases.sort((a, b) => (a.origin < b.origin ? -1 : a.origin > b.origin ? 1 : 0));
}

/** Absolute percentage error of a forecast, in percent. */
export function ape(actualLog: number, forecastLog: number): number {
	const actual = Math.exp(actualLog);
	return (Math.abs(actual - Math.exp(forecastLog)) / actual) * 100;
}

/** The q-quantile (0..1) of sorted values, linear between neighbours. */
export function quantile(sorted: readonly number[], q: number): number {
	if (sorted.length === 0) return Number.NaN;
	const pos = (sorted.length - 1) * q;
	const lo = Math.floor(pos);
	const hi = Math.ceil(pos);
	return nth(sorted, lo) + (nth(sorted, hi) - nth(sorted, lo)) * (pos - lo);
}

function insertSorted(sorted: number[], value: number): void {
	let lo = 0;
	let hi = sorted.length;
	while (lo < hi) {
		const mid = (lo + hi) >> 1;
		if (nth(sorted, mid) < value) lo = mid + 1;
		else hi = mid;
	}
	sorted.splice(lo, 0, value);
}

/** Interval levels: central 80% and 95% of the log errors. */
export const LEVELS = [0.8, 0.95] as const;
/** The central `level` share of sorted log errors: [lower, upper]. */
function interval(sorted: readonly number[], level: number): [number, number] {
	return [quantile(sorted, (1 - level) / 2), quantile(sorted, 1 - (1 - level) / 2)];
}

/** What the backtest says of one horizon. */
export type HorizonBacktest = {
	h: number;
	cases: number;
	modelMape: number;
	persistenceMape: number;
	/** the candidate with the lowest error over every case: what the model forecasts with now */
	best: Candidate;
	/** Diebold-Mariano statistic of (model APE - persistence APE): below -1.645 the model is better at 5% */
	dm: number;
	/** the model beats persistence over the same cases (lower MAPE, and significantly so) */
	beats: boolean;
	/** share of cases (with an interval) whose actual fell inside it, for what is shown: model or persistence */
	coverage80: number;
	coverage95: number;
	/** sorted log errors (actual - forecast) of what is shown, for the intervals of today's forecast */
	errors: number[];
};

/** The rolling-origin backtest of one horizon; null when it has fewer than MIN_CASES origins. */
export function backtestHorizon(runs: readonly RunPoint[][], h: number): HorizonBacktest | null {
	const cases = backtestCases(runs, h);
	if (cases.length < MIN_CASES) return null;
	// resolve cases in the order their targets were published
	const byTarget = [...cases].sort((a, b) => (a.target < b.target ? -1 : a.target > b.target ? 1 : 0));
	const sums = Object.fromEntries(CANDIDATES.map((c) => [c, 0])) as Record<Candidate, number>;
	let resolvedCount = 0;
	let next = 0;
	// the model's and persistence's own resolved log errors, sorted, for the online intervals
	const modelErrors: number[] = [];
	const persistenceErrors: number[] = [];
	const modelLogOf = new Map<Case, number>();
	const diffs: number[] = [];
	let modelApe = 0;
	let persistenceApe = 0;
	const hits = { model: newTally(), persistence: newTally() };

	for (const c of cases) {
		while (next < byTarget.length && nth(byTarget, next).target <= c.origin) {
			const r = nth(byTarget, next++);
			for (const k of CANDIDATES) sums[k] += ape(r.actualLog, r.forecastLog[k]);
			resolvedCount++;
			const chosen = modelLogOf.get(r);
			if (chosen !== undefined) insertSorted(modelErrors, r.actualLog - chosen);
			insertSorted(persistenceErrors, r.actualLog - r.forecastLog.persistence);
		}
		let pick: Candidate = "persistence";
		if (resolvedCount >= MIN_RESOLVED) {
			for (const k of CANDIDATES) if (sums[k] < sums[pick]) pick = k;
		}
		const modelLog = c.forecastLog[pick];
		modelLogOf.set(c, modelLog);
		const modelError = ape(c.actualLog, modelLog);
		const persistenceError = ape(c.actualLog, c.forecastLog.persistence);
		modelApe += modelError;
		persistenceApe += persistenceError;
		diffs.push(modelError - persistenceError);
		score(hits.model, modelErrors, c.actualLog - modelLog);
		score(hits.persistence, persistenceErrors, c.actualLog - c.forecastLog.persistence);
	}

	const totals = Object.fromEntries(CANDIDATES.map((k) => [k, 0])) as Record<Candidate, number>;
	for (const c of cases) for (const k of CANDIDATES) totals[k] += ape(c.actualLog, c.forecastLog[k]);
	let best: Candidate = "persistence";
	for (const k of CANDIDATES) if (totals[k] < totals[best]) best = k;

	const modelMape = modelApe / cases.length;
	const persistenceMape = persistenceApe / cases.length;
	const dm = dieboldMariano(diffs, h);
	const beats = modelMape < persistenceMape && best !== "persistence" && dm < DM_CRITICAL;
	const shown = beats ? hits.model : hits.persistence;
	const errors = cases
		.map((c) => c.actualLog - (beats ? c.forecastLog[best] : c.forecastLog.persistence))
		.sort((a, b) => a - b);
	return {
		h,
		cases: cases.length,
		modelMape,
		persistenceMape,
		best,
		dm,
		beats,
		coverage80: shown.scored ? shown.in80 / shown.scored : Number.NaN,
		coverage95: shown.scored ? shown.in95 / shown.scored : Number.NaN,
		errors,
	};
}

/** One-sided 5% critical value of the standard normal. */
export const DM_CRITICAL = -1.645;

/**
 * The Diebold-Mariano statistic of a loss difference series (in time order) for h-step forecasts:
 * its mean over its standard error, the variance with Bartlett weights over h-1 lags. Differences that
 * never vary give -Infinity, 0 or +Infinity by their sign (a model that is always better is better).
 */
export function dieboldMariano(diffs: readonly number[], h: number): number {
	const n = diffs.length;
	if (n === 0) return Number.NaN;
	const mean = diffs.reduce((a, b) => a + b, 0) / n;
	const autocov = (k: number) => {
		let sum = 0;
		for (let i = k; i < n; i++) sum += (nth(diffs, i) - mean) * (nth(diffs, i - k) - mean);
		return sum / n;
	};
	let variance = autocov(0);
	for (let k = 1; k < h && k < n; k++) variance += 2 * (1 - k / h) * autocov(k);
	if (!(variance > 1e-12)) variance = autocov(0);
	if (!(variance > 1e-12)) return mean < 0 ? Number.NEGATIVE_INFINITY : mean > 0 ? Number.POSITIVE_INFINITY : 0;
	return mean / Math.sqrt(variance / n);
}

/** Counts whether an error fell inside the intervals built from the errors resolved so far. */
function score(tally: Tally, resolved: readonly number[], error: number): void {
	if (resolved.length < MIN_RESOLVED) return;
	const [lo80, hi80] = interval(resolved, 0.8);
	const [lo95, hi95] = interval(resolved, 0.95);
	if (error >= lo80 && error <= hi80) tally.in80++;
	if (error >= lo95 && error <= hi95) tally.in95++;
	tally.scored++;
}

/** Errors inside the 80% and 95% intervals, of the forecasts that had an interval. */
type Tally = { in80: number; in95: number; scored: number };
const newTally = (): Tally => ({ in80: 0, in95: 0, scored: 0 });

/** Today's forecast for one horizon: what the page draws and lists. */
export type ForecastStep = {
	h: number;
	week: Week;
	/** "model" when the model beats persistence at h; "persistence" when it does not */
	method: "model" | "persistence";
	candidate: Candidate;
	value: number;
	lo80: number;
	hi80: number;
	lo95: number;
	hi95: number;
	backtest: Omit<HorizonBacktest, "errors">;
};

export type Fit = {
	/** the last published week and its value: where the forecast starts */
	last: SeriesPoint | null;
	/** horizons with enough backtest cases, in order (a gap-free 1..k in practice) */
	steps: ForecastStep[];
	/** weeks of history in all, and in the latest run of consecutive weeks */
	points: number;
	latestRun: number;
};

/**
 * Fits the forecast: backtests every horizon, then forecasts from the last week with what each
 * horizon showed it may use. Horizons without MIN_CASES origins are left out (the page says the
 * history is too short). Forecasts start from the latest run of consecutive weeks.
 */
export function fitForecast(series: readonly SeriesPoint[], maxHorizon = MAX_HORIZON): Fit {
	const sorted = [...series].sort((a, b) => (a.week < b.week ? -1 : a.week > b.week ? 1 : 0));
	const runs = segments(sorted);
	const latest = runs.at(-1) ?? [];
	const end = latest.at(-1);
	const last = end ? { week: end.week, value: end.value } : null;
	const steps: ForecastStep[] = [];
	if (!last) return { last, steps, points: 0, latestRun: 0 };
	const logs = latest.map((p) => Math.log(p.value));
	for (let h = 1; h <= maxHorizon; h++) {
		const bt = backtestHorizon(runs, h);
		if (!bt) continue;
		const { errors, ...backtest } = bt;
		const method = bt.beats ? "model" : "persistence";
		const candidate = bt.beats ? bt.best : "persistence";
		const centre = candidateForecast(candidate, logs, h);
		const [l80, h80] = interval(errors, 0.8);
		const [l95, h95] = interval(errors, 0.95);
		steps.push({
			h,
			week: addWeeks(last.week, h),
			method,
			candidate,
			value: Math.exp(centre),
			lo80: Math.exp(centre + l80),
			hi80: Math.exp(centre + h80),
			lo95: Math.exp(centre + l95),
			hi95: Math.exp(centre + h95),
			backtest,
		});
	}
	return { last, steps, points: sorted.length, latestRun: latest.length };
}
