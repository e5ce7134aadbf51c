import { describe, expect, test } from "vitest";
import { INCOTERMS } from "./codes.ts";
import { incotermsForMode, isIncotermForMode } from "./incoterms-by-mode.ts";

describe("Incoterms per transport mode", () => {
	// [rule, allowed at sea, allowed by air]
	test.each([
		["EXW", true, true],
		["FCA", true, true],
		["FAS", false, false],
		["FOB", true, false],
		["CFR", true, false],
		["CIF", true, false],
		["CPT", true, true],
		["CIP", true, true],
		["DAP", true, true],
		["DPU", true, true],
		["DDP", true, true],
		["fob", false, false],
		["", false, false],
	] as const)("%s: sea %s, air %s", (code, sea, air) => {
		expect(isIncotermForMode("sea", code)).toBe(sea);
		expect(isIncotermForMode("air", code)).toBe(air);
		expect(incotermsForMode("sea").includes(code as never)).toBe(sea);
		expect(incotermsForMode("air").includes(code as never)).toBe(air);
	});

	test("every listed rule is an Incoterms 2020 rule, in the order of the full list", () => {
		for (const mode of ["sea", "air"] as const) {
			const list = incotermsForMode(mode);
			expect(list.every((c) => (INCOTERMS as readonly string[]).includes(c))).toBe(true);
			expect([...list]).toEqual(INCOTERMS.filter((c) => list.includes(c)));
		}
	});
});

describe("the pricing request (wizard, partner API) refuses a sea rule on an air quote", async () => {
	const { PricingRequestSchema } = await import("./request.ts");
	const air = {
		mode: "air",
		direction: "export",
		origin: "ICN",
		destination: "SGN",
		readyDate: "2026-12-01",
		packages: [{ count: 1, weightKg: 100, volumeCbm: 1 }],
	};
	const sea = {
		mode: "sea",
		direction: "export",
		cargoType: "fcl",
		origin: "KRPUS",
		destination: "VNHPH",
		readyDate: "2026-12-01",
		containers: [{ type: "dv20", count: 1 }],
	};
	test.each([
		["air", "FOB", "pricing.errors.incotermSeaOnly"],
		["air", "CIF", "pricing.errors.incotermSeaOnly"],
		["air", "FCA", null],
		["sea", "FOB", null],
		["sea", "FAS", "pricing.errors.incoterms"],
	] as const)("%s under %s -> %s", (mode, incoterms, message) => {
		const result = PricingRequestSchema.safeParse({ ...(mode === "air" ? air : sea), incoterms });
		if (message === null) expect(result.success).toBe(true);
		else expect(result.error?.issues.filter((i) => i.path[0] === "incoterms").map((i) => i.message)).toEqual([message]);
	});
});
