// Table tests of the Pareto choice (decision 081): which options are worth choosing on cost, transit
// time and CO2, which one dominates the others and by how much; every expectation worked out by hand.
import { describe, expect, test } from "vitest";
import { type Candidate, compareCandidates, dominates, rankCandidates } from "./pareto.ts";

const c = (id: string, costKrw: number, transitDays: number, kgCo2e: number | null): Candidate => ({
	id,
	costKrw,
	transitDays,
	kgCo2e,
});

describe("dominates", () => {
	test.each([
		// a, b, a dominates b?
		["better on all three", c("a", 100, 5, 50), c("b", 200, 6, 60), true],
		["better on one, equal on two", c("a", 100, 5, 50), c("b", 100, 5, 60), true],
		["identical: neither", c("a", 100, 5, 50), c("b", 100, 5, 50), false],
		["cheaper but slower: a trade-off", c("a", 100, 7, 50), c("b", 200, 6, 50), false],
		["worse on CO2 only", c("a", 100, 5, 70), c("b", 100, 5, 60), false],
		["unknown CO2 counts as the worst", c("a", 100, 5, 50), c("b", 100, 5, null), true],
		["unknown CO2 never dominates a known one", c("a", 100, 5, null), c("b", 100, 5, 50), false],
	])("%s", (_name, a, b, expected) => {
		expect(dominates(a, b)).toBe(expected);
	});
});

describe("rankCandidates", () => {
	test("the cheapest, the fastest and the cleanest are each Pareto-best; a dominated one names who beats it", () => {
		const verdicts = rankCandidates([
			c("slow-dirty", 1_500_000, 11, 300), // dominated by cheap (cheaper 200,000, 2 days, 60 kg)
			c("fast", 1_900_000, 5, 250),
			c("cheap", 1_300_000, 9, 240),
			c("green", 1_600_000, 8, 200),
		]);
		expect(verdicts.map((v) => [v.id, v.paretoBest, v.best, v.dominatedBy, v.margins])).toEqual([
			["cheap", true, ["cost"], null, {}],
			["green", true, ["co2"], null, {}],
			["fast", true, ["time"], null, {}],
			["slow-dirty", false, [], "cheap", { cost: 200_000, time: 2, co2: 60 }],
		]);
	});

	test("one option best on everything dominates all the others", () => {
		const verdicts = rankCandidates([c("b", 200, 6, 60), c("a", 100, 5, 50), c("c", 100, 9, 50)]);
		expect(verdicts.map((v) => [v.id, v.paretoBest, v.best, v.dominatedBy])).toEqual([
			["a", true, ["cost", "time", "co2"], null],
			["c", false, ["cost", "co2"], "a"],
			["b", false, [], "a"],
		]);
		// c is as cheap and as clean as a: only the days it loses are a margin
		expect(verdicts[1]!.margins).toEqual({ time: 4 });
	});

	test("a trade-off that is best on nothing is still Pareto-best", () => {
		const verdicts = rankCandidates([c("cheap", 100, 10, 90), c("middle", 150, 7, 70), c("fast", 200, 5, 50)]);
		expect(verdicts.map((v) => [v.id, v.paretoBest, v.best])).toEqual([
			["cheap", true, ["cost"]],
			["middle", true, []],
			["fast", true, ["time", "co2"]],
		]);
	});

	test("ties share the title and do not dominate each other", () => {
		const verdicts = rankCandidates([c("y", 100, 5, 50), c("x", 100, 5, 50)]);
		expect(verdicts.map((v) => [v.id, v.paretoBest, v.best])).toEqual([
			["x", true, ["cost", "time", "co2"]],
			["y", true, ["cost", "time", "co2"]],
		]);
	});

	test("the dominating option named is the first in ranking order (the cheapest that beats it)", () => {
		const verdicts = rankCandidates([c("loser", 500, 10, 100), c("second", 300, 6, 80), c("first", 200, 8, 90)]);
		expect(verdicts.find((v) => v.id === "loser")).toMatchObject({
			dominatedBy: "first",
			margins: { cost: 300, time: 2, co2: 10 },
		});
	});

	test("nothing to rank gives nothing", () => {
		expect(rankCandidates([])).toEqual([]);
	});

	test("unknown CO2: no margin is printed for it, and nobody is 'lowest CO2' when all are unknown", () => {
		const verdicts = rankCandidates([c("a", 100, 5, null), c("b", 200, 5, null)]);
		expect(verdicts.map((v) => [v.id, v.paretoBest, v.best, v.margins])).toEqual([
			["a", true, ["cost", "time"], {}],
			["b", false, ["time"], { cost: 100 }],
		]);
	});
});

describe("compareCandidates", () => {
	test("cost, then days, then CO2, then id", () => {
		const list = [c("d", 100, 5, 60), c("c", 100, 5, 50), c("b", 100, 4, 90), c("a", 90, 9, 90), c("e", 100, 5, 50)];
		expect(list.sort(compareCandidates).map((x) => x.id)).toEqual(["a", "b", "c", "e", "d"]);
	});
});
