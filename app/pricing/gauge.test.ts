// Spec section 3: only tank containers have the in/out-of-gauge choice; an out-of-gauge tank goes to the
// manual quote (decision 057).
import { describe, expect, test } from "vitest";
import { CONTAINER_CODES, type ContainerCode } from "./codes.ts";
import { gaugeRefusal, isTank, needsGaugeQuote } from "./gauge.ts";

describe("gaugeRefusal", () => {
	test.each([
		["tc20", true, null],
		["tc40", true, null],
		["th40", true, null],
		["tc20", false, null],
		["tc20", undefined, null],
		["dv20", true, "gaugeTankOnly"],
		["fr40", true, "gaugeTankOnly"],
		["ot20", true, "gaugeTankOnly"],
		["rf40", false, null],
		["dv40", undefined, null],
	] as const)("%s with outOfGauge=%s: %s", (type, outOfGauge, want) => {
		expect(gaugeRefusal({ type, outOfGauge })).toBe(want);
	});

	test("the tank codes are exactly tc20, tc40 and th40", () => {
		expect(CONTAINER_CODES.filter((c: ContainerCode) => isTank(c))).toEqual(["tc20", "tc40", "th40"]);
	});
});

describe("needsGaugeQuote", () => {
	test.each([
		[[{ type: "tc20", outOfGauge: true }], true],
		[[{ type: "dv20" }, { type: "tc40", outOfGauge: true }], true],
		[[{ type: "tc20", outOfGauge: false }], false],
		[[{ type: "tc20" }, { type: "dv40" }], false],
		[undefined, false],
	] as const)("%j: %s", (containers, want) => {
		expect(needsGaugeQuote(containers as never)).toBe(want);
	});
});
