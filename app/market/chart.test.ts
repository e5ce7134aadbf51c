import { describe, expect, it } from "vitest";
import { COMPACT, WIDE, buildChart, niceStep } from "./chart.ts";
import { addWeeks } from "./weeks.ts";

const history = Array.from({ length: 10 }, (_, i) => ({ week: addWeeks("2026-01-02", i), value: 1000 + i * 100 }));
const bands = [1, 2].map((h) => ({
	week: addWeeks("2026-01-02", 9 + h),
	value: 1900,
	lo80: 1800,
	hi80: 2000,
	lo95: 1700,
	hi95: 2100,
}));

describe("niceStep", () => {
	it.each([
		[1000, 5, 200],
		[1100, 4, 500],
		[90, 4, 25],
		[3, 3, 1],
	])("span %d in %d ticks -> %d", (span, count, step) => expect(niceStep(span, count)).toBe(step));
});

describe("buildChart", () => {
	it("places the first week at the left edge and the last forecast week at the right", () => {
		const c = buildChart(history, bands, WIDE);
		expect(c.history.startsWith(`M${c.plot.x},`)).toBe(true);
		expect(c.forecast.split("L").at(-1)?.split(",")[0]).toBe(String(c.plot.x + c.plot.width));
		expect(c.xTicks.at(-1)?.x).toBe(c.plot.x + c.plot.width);
		expect(c.from).toBe("2026-01-02");
		expect(c.to).toBe(addWeeks("2026-01-02", 11));
		expect(c.now?.week).toBe(addWeeks("2026-01-02", 9));
	});

	it("the value axis covers the history and the 95% band with round ticks", () => {
		const c = buildChart(history, bands, WIDE);
		const values = c.yTicks.map((t) => t.value);
		expect(values[0]).toBeLessThanOrEqual(1000);
		expect(values.at(-1)).toBeGreaterThanOrEqual(2100);
		expect(values.every((v) => v % 200 === 0 || v % 250 === 0 || v % 500 === 0)).toBe(true);
		// higher values are drawn higher up (smaller y)
		expect(c.yTicks[0]?.y).toBeGreaterThan(c.yTicks.at(-1)?.y ?? 0);
	});

	it("bands start at the last published week and close", () => {
		const c = buildChart(history, bands, WIDE);
		expect(c.band95.startsWith(c.forecast.slice(0, c.forecast.indexOf("L")))).toBe(true);
		expect(c.band95.endsWith("Z")).toBe(true);
		expect(c.band80).not.toBe(c.band95);
	});

	it("breaks the history line over a gap instead of bridging it", () => {
		const gappy = [...history.slice(0, 5), ...history.slice(5).map((p) => ({ ...p, week: addWeeks(p.week, 10) }))];
		expect(buildChart(gappy, [], WIDE).history.match(/M/g)).toHaveLength(2);
	});

	it("the phone size shows the last 52 weeks only", () => {
		const long = Array.from({ length: 200 }, (_, i) => ({ week: addWeeks("2022-01-07", i), value: 1000 }));
		expect(buildChart(long, [], COMPACT).from).toBe(addWeeks("2022-01-07", 148));
		expect(buildChart(long, [], WIDE).from).toBe(addWeeks("2022-01-07", 96));
	});

	it("an empty series draws nothing", () => {
		const c = buildChart([], [], WIDE);
		expect([c.history, c.forecast, c.band80, c.now]).toEqual(["", "", "", null]);
	});
});
