// The benches' `--requests=N` / `--runs=N` / `--rounds=N` reading (bench/server.ts), shared by all of them.
import { describe, expect, test } from "vitest";
import { countArg } from "../../bench/server.ts";

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
