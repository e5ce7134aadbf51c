import { describe, expect, it } from "vitest";
import {
	DM_CRITICAL,
	MIN_CASES,
	ape,
	backtestCases,
	backtestHorizon,
	candidateForecast,
	dieboldMariano,
	fitForecast,
	quantile,
	segments,
	type SeriesPoint,
} from "./forecast.ts";
import { addWeeks } from "./weeks.ts";

/** A weekly series from 2020-01-03 with the given values. */
const weekly = (values: readonly number[], start = "2020-01-03"): SeriesPoint[] =>
	values.map((value, i) => ({ week: addWeeks(start, i), value }));

/** A deterministic pseudo-random stream (no Math.random in tests). */
function lcg(seed: number) {
	let s = seed;
	return () => {
		s = (s * 1664525 + 1013904223) % 4294967296;
		return s / 4294967296;
	};
}
const normal = (rand: () => number) => Math.sqrt(-2 * Math.log(rand() || 1e-9)) * Math.cos(2 * Math.PI * rand());

describe("segments", () => {
	it.each([
		["consecutive Fridays", ["2020-01-03", "2020-01-10", "2020-01-17"], [3], 0],
		["a holiday Thursday stays in the run", ["2020-01-03", "2020-01-09", "2020-01-17"], [3], 0],
		["one missing week is filled between its neighbours", ["2020-01-03", "2020-01-17", "2020-01-24"], [4], 1],
		["a longer gap starts a new run", ["2020-01-03", "2020-02-07", "2020-02-14"], [1, 2], 0],
	])("%s", (_name, weeks, lengths, filled) => {
		const runs = segments(weeks.map((week, i) => ({ week, value: 100 * (i + 1) })));
		expect(runs.map((r) => r.length)).toEqual(lengths);
		expect(runs.flat().filter((p) => p.filled)).toHaveLength(filled);
	});

	it("fills a missing week with the geometric mean, and never scores it", () => {
		const [run] = segments([
			{ week: "2020-01-03", value: 100 },
			{ week: "2020-01-17", value: 400 },
		]);
		expect(run?.[1]).toEqual({ week: "2020-01-10", value: 200, filled: true });
		const long = segments(weekly(Array.from({ length: 60 }, (_, i) => 100 + i)).filter((_, i) => i !== 30));
		const cases = backtestCases(long, 1);
		expect(cases.some((c) => c.origin === addWeeks("2020-01-03", 30) || c.target === addWeeks("2020-01-03", 30))).toBe(
			false,
		);
	});
});

describe("candidates (known answers)", () => {
	const logs = [0, 1, 2, 3, 4].map((v) => Math.log(100) + v * 0.1);
	const last = Math.log(100) + 0.4;
	it.each([
		["persistence carries the last value", "persistence", 1, last],
		["persistence at 26 weeks too", "persistence", 26, last],
		// slope 0.1 a week, damped by 0.5: 0.1 x (0.5) at one week, 0.1 x (0.5 + 0.25) at two
		["momentum one week ahead", "momentum", 1, last + 0.05],
		["momentum two weeks ahead", "momentum", 2, last + 0.075],
		["blend believes half the momentum", "blend", 2, last + 0.0375],
	] as const)("%s", (_name, candidate, h, expected) => {
		expect(candidateForecast(candidate, logs, h)).toBeCloseTo(expected, 12);
	});

	it("reversion moves towards the trailing mean and never past it", () => {
		const mean = logs.reduce((a, b) => a + b) / logs.length;
		const one = candidateForecast("reversion", logs, 1);
		expect(one).toBeLessThan(last);
		expect(one).toBeGreaterThan(mean);
		expect(candidateForecast("reversion", logs, 10_000)).toBeCloseTo(mean, 6);
	});
});

describe("rolling-origin backtest", () => {
	it("a constant series: every forecast exact, the model cannot beat persistence (no claim)", () => {
		const bt = backtestHorizon(segments(weekly(Array(80).fill(1000))), 4);
		expect(bt).not.toBeNull();
		expect(bt?.modelMape).toBe(0);
		expect(bt?.persistenceMape).toBe(0);
		expect(bt?.beats).toBe(false);
	});

	it("a steady exponential trend: persistence's error is exactly the trend, momentum's is smaller, the model wins", () => {
		// +1% a week: persistence h weeks back is short by 1 - 1.01^-h of the actual
		const series = weekly(Array.from({ length: 120 }, (_, i) => 1000 * 1.01 ** i));
		const bt = backtestHorizon(segments(series), 4);
		expect(bt?.persistenceMape).toBeCloseTo((1 - 1.01 ** -4) * 100, 9);
		expect(bt?.best).toBe("momentum");
		expect(bt?.modelMape).toBeLessThan(bt?.persistenceMape ?? 0);
		expect(bt?.beats).toBe(true);
	});

	it("the cases: one per origin with MIN_HISTORY weeks behind it and the target inside the run", () => {
		const runs = segments(weekly(Array.from({ length: 50 }, (_, i) => 100 + i)));
		expect(backtestCases(runs, 1)).toHaveLength(50 - 8 - 1 + 1);
		expect(backtestCases(runs, 10)).toHaveLength(50 - 8 - 10 + 1);
		const c = backtestCases(runs, 3)[0];
		expect(c?.origin).toBe(addWeeks("2020-01-03", 7));
		expect(c?.target).toBe(addWeeks("2020-01-03", 10));
	});

	it("too few origins: the horizon is not reported", () => {
		const runs = segments(weekly(Array.from({ length: MIN_CASES + 8 }, (_, i) => 100 + i)));
		expect(backtestHorizon(runs, 1)).not.toBeNull();
		expect(backtestHorizon(runs, 2)).toBeNull();
	});

	it("the model's error is out of sample: while fewer than 20 forecasts are resolved it is persistence", () => {
		// +2% a week: the first 20 origins have no record to choose by, so they use persistence
		const series = weekly(Array.from({ length: 60 }, (_, i) => 1000 * 1.02 ** i));
		const bt = backtestHorizon(segments(series), 1);
		const cases = backtestCases(segments(series), 1);
		const first = cases[0];
		const persistenceApe = first ? ape(first.actualLog, first.forecastLog.persistence) : Number.NaN;
		// every case of persistence has the same error; the model's average is lower, not zero
		expect(bt?.modelMape).toBeGreaterThan(0);
		expect(bt?.modelMape).toBeLessThan(persistenceApe);
	});
});

describe("persistence fallback rule", () => {
	it("a random walk: the model is not claimed better, and the forecast is the last value", () => {
		const rand = lcg(7);
		let v = 1000;
		const series = weekly(
			Array.from({ length: 300 }, () => {
				v *= Math.exp(0.03 * normal(rand));
				return v;
			}),
		);
		const fit = fitForecast(series);
		expect(fit.steps).toHaveLength(26);
		for (const s of fit.steps) {
			if (!s.backtest.beats) {
				expect(s.method).toBe("persistence");
				expect(s.value).toBeCloseTo(series.at(-1)?.value ?? 0, 9);
			} else {
				expect(s.backtest.modelMape).toBeLessThan(s.backtest.persistenceMape);
				expect(s.backtest.dm).toBeLessThan(DM_CRITICAL);
			}
		}
		// a walk has nothing to predict: at most a chance win or two, never most horizons
		expect(fit.steps.filter((s) => s.method === "model").length).toBeLessThan(5);
	});

	it("lower MAPE by noise alone is not enough: the Diebold-Mariano test decides", () => {
		expect(dieboldMariano([-0.01, 0.02, -0.02, 0.005, -0.01, 0.01], 1)).toBeGreaterThan(DM_CRITICAL);
		expect(dieboldMariano([-1, -1.1, -0.9, -1, -1.05, -0.95], 1)).toBeLessThan(DM_CRITICAL);
		expect(dieboldMariano([-1, -1, -1], 1)).toBe(Number.NEGATIVE_INFINITY);
		expect(dieboldMariano([0, 0, 0], 1)).toBe(0);
	});

	it("a trending series with momentum: the model is shown where it beats persistence", () => {
		const rand = lcg(11);
		let d = 0;
		let v = 1000;
		const series = weekly(
			Array.from({ length: 260 }, () => {
				d = 0.8 * d + 0.01 * normal(rand);
				v *= Math.exp(d);
				return v;
			}),
		);
		const fit = fitForecast(series);
		const [one] = fit.steps;
		expect(one?.method).toBe("model");
		expect(one?.backtest.modelMape).toBeLessThan(one?.backtest.persistenceMape ?? 0);
	});
});

describe("intervals", () => {
	it("quantile interpolates between neighbours", () => {
		expect(quantile([1, 2, 3, 4, 5], 0.5)).toBe(3);
		expect(quantile([1, 2, 3, 4, 5], 0.1)).toBeCloseTo(1.4, 12);
		expect(quantile([], 0.5)).toBeNaN();
	});

	it("on a stationary random walk the out-of-sample coverage is near the nominal level", () => {
		const rand = lcg(3);
		let v = 1000;
		const series = weekly(
			Array.from({ length: 1200 }, () => {
				v *= Math.exp(0.03 * normal(rand));
				return v;
			}),
		);
		const fit = fitForecast(series, 4);
		for (const s of fit.steps) {
			expect(s.backtest.coverage80).toBeGreaterThan(0.74);
			expect(s.backtest.coverage80).toBeLessThan(0.86);
			expect(s.backtest.coverage95).toBeGreaterThan(0.91);
			expect(s.backtest.coverage95).toBeLessThan(0.99);
		}
	});

	it("bands are ordered and contain the forecast, and widen with the horizon", () => {
		const rand = lcg(5);
		let v = 1000;
		const series = weekly(
			Array.from({ length: 300 }, () => {
				v *= Math.exp(0.03 * normal(rand));
				return v;
			}),
		);
		const { steps } = fitForecast(series);
		for (const s of steps) {
			expect(s.lo95).toBeLessThanOrEqual(s.lo80);
			expect(s.lo80).toBeLessThanOrEqual(s.value);
			expect(s.value).toBeLessThanOrEqual(s.hi80);
			expect(s.hi80).toBeLessThanOrEqual(s.hi95);
		}
		const width = (s: (typeof steps)[number] | undefined) => (s ? s.hi95 - s.lo95 : Number.NaN);
		expect(width(steps[25])).toBeGreaterThan(width(steps[0]));
	});

	it("an empty series fits to nothing", () => {
		expect(fitForecast([])).toEqual({ last: null, steps: [], points: 0, latestRun: 0 });
	});
});
