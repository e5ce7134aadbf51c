import { describe, expect, test } from "vitest";
import { bucketIndex, exposition, formatNumber } from "./exposition.ts";

describe("Prometheus text format", () => {
	test.each([
		[0, "0"],
		[1.5, "1.5"],
		[Number.NaN, "NaN"],
		[Number.POSITIVE_INFINITY, "+Inf"],
		[Number.NEGATIVE_INFINITY, "-Inf"],
	])("number %s is written %s", (value, text) => expect(formatNumber(value)).toBe(text));

	test.each([
		[[0.1, 1], 0.05, 0],
		[[0.1, 1], 0.1, 0], // a bound includes its own value (le = "less or equal")
		[[0.1, 1], 0.5, 1],
		[[0.1, 1], 2, 2], // only +Inf
	])("buckets %j put %s in bucket %i", (buckets, value, index) => expect(bucketIndex(buckets, value)).toBe(index));

	test("counters and gauges: HELP, TYPE, escaped labels", () => {
		const text = exposition([
			{
				name: "x_total",
				help: "Things.\nMore",
				type: "counter",
				samples: [{ labels: { route: '/a"b\\c' }, value: 3 }],
			},
			{ name: "g", help: "A gauge.", type: "gauge", samples: [{ labels: {}, value: 1.25 }] },
		]);
		expect(text).toBe(
			[
				"# HELP x_total Things.\\nMore",
				"# TYPE x_total counter",
				'x_total{route="/a\\"b\\\\c"} 3',
				"# HELP g A gauge.",
				"# TYPE g gauge",
				"g 1.25",
				"",
			].join("\n"),
		);
	});

	test("histograms: cumulative buckets, +Inf equal to the count, sum and count", () => {
		const text = exposition([
			{
				name: "d",
				help: "D.",
				type: "histogram",
				samples: [{ labels: { m: "GET" }, buckets: [0.1, 1], counts: [2, 1], sum: 1.7, count: 4 }],
			},
		]);
		expect(text.split("\n")).toEqual([
			"# HELP d D.",
			"# TYPE d histogram",
			'd_bucket{m="GET",le="0.1"} 2',
			'd_bucket{m="GET",le="1"} 3',
			'd_bucket{m="GET",le="+Inf"} 4',
			'd_sum{m="GET"} 1.7',
			'd_count{m="GET"} 4',
			"",
		]);
	});
});
