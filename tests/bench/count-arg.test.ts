// The benches' command-line numbers (bench/server.ts), shared by all of them: `numberArg` for any
// figure (`--seconds=0.5`, `--mb=20`), `countArg` for a count (`--requests=N`, `--runs=N`, `--rounds=N`).
import { describe, expect, test } from "vitest";
import { countArg, numberArg } from "../../bench/server.ts";

describe("countArg", () => {
	test.each([
		[["--runs=3"], 3],
		[["--build", "--runs=12", "--public"], 12],
		[["--requests=3"], 5], // another name: the fallback
		[[], 5],
	])("%j gives %d", (args, expected) => {
		expect(countArg(args, "runs", 5)).toBe(expected);
	});

	test.each([["--runs=0"], ["--runs=-2"], ["--runs=1.5"], ["--runs=many"], ["--runs="]])(
		"%s stops the bench with a message",
		(arg) => {
			expect(() => countArg([arg], "runs", 5)).toThrow("--runs must be a positive integer");
		},
	);
});

describe("numberArg", () => {
	test.each([
		[["--seconds=0.5"], 0.5],
		[["--build", "--seconds=30"], 30],
		[["--rows=3"], 10], // another name: the fallback
		[[], 10],
	])("%j gives %d", (args, expected) => {
		expect(numberArg(args, "seconds", 10)).toBe(expected);
	});
});
