import { describe, expect, test } from "vitest";
import type { Warning } from "./types.ts";
import {
	AIR_KG_PER_CBM,
	airChargeable,
	boxCbm,
	type Dimensions,
	measurePackages,
	MIN_BILLED_RT,
	type PackageItem,
	revenueTons,
	SEA_KG_PER_CBM,
	TINY_BOX_CBM,
} from "./measure.ts";

const dims = (width: number, length: number, height: number, unit: Dimensions["unit"]): Dimensions => ({
	width,
	length,
	height,
	unit,
});
const item = (fields: Partial<PackageItem> & Pick<PackageItem, "weightKg">): PackageItem => ({
	count: 1,
	measure: "per_box",
	...fields,
});

test("the spec's constants", () => {
	expect(SEA_KG_PER_CBM).toBe(1000);
	expect(AIR_KG_PER_CBM).toBe(167);
	expect(MIN_BILLED_RT).toBe(1);
	expect(TINY_BOX_CBM).toBe(0.001);
});

describe("boxCbm: width x length x height by unit, 3 decimals half up", () => {
	test.each([
		[dims(1200, 1000, 1500, "MM"), 1.8],
		[dims(120, 100, 150, "CM"), 1.8],
		[dims(1.2, 1, 1.5, "M"), 1.8],
		[dims(0.1, 0.2, 0.3, "M"), 0.006], // 0.1 x 0.2 x 0.3 is 0.006000000000000001 in floats
		[dims(10, 10, 5, "CM"), 0.001], // 0.0005 rounds half up
		[dims(10, 10, 4.9, "CM"), 0], // 0.00049
		[dims(45.5, 33.3, 21.1, "CM"), 0.032], // 0.031969...
		[dims(120.5, 80.25, 100, "CM"), 0.967], // 0.96701...
		[dims(600, 400, 250, "MM"), 0.06],
		[dims(0, 100, 100, "CM"), 0],
		[dims(100, 100, 0, "M"), 0],
	])("%j -> %d", (d, cbm) => {
		expect(boxCbm(d)).toBe(cbm);
	});
});

describe("measurePackages", () => {
	test.each<[string, PackageItem[], number, number]>([
		[
			"dimensions are one box: volume x count (per_box)",
			[item({ count: 4, weightKg: 250, dimensions: dims(120, 100, 100, "CM") })],
			4800,
			1_000_000,
		],
		[
			"dimensions are one box even when measure is total; weight is the line's",
			[item({ count: 4, measure: "total", weightKg: 1000, dimensions: dims(120, 100, 100, "CM") })],
			4800,
			1_000_000,
		],
		["volumeCbm per box x count", [item({ count: 3, weightKg: 12.5, volumeCbm: 0.045 })], 135, 37_500],
		[
			"volumeCbm for the whole line",
			[item({ count: 3, measure: "total", weightKg: 12.5, volumeCbm: 0.045 })],
			45,
			12_500,
		],
		[
			"one rounding per line, from the exact product: 1000 boxes of 0.0004 cbm",
			[item({ count: 1000, weightKg: 0.1, volumeCbm: 0.0004 })],
			400,
			100_000,
		],
		[
			"lines add up",
			[
				item({ count: 2, weightKg: 80.5, dimensions: dims(600, 400, 250, "MM") }),
				item({ count: 1, measure: "total", weightKg: 30, volumeCbm: 0.25 }),
			],
			120 + 250,
			161_000 + 30_000,
		],
	])("%s", (_name, packages, milliCbm, grams) => {
		const warnings: Warning[] = [];
		expect(measurePackages(packages, warnings)).toEqual({ volumeMilliCbm: milliCbm, weightGrams: grams });
		expect(warnings).toEqual([]);
	});

	test("a zero dimension gives zero volume and a zero_dimension warning with the line's index", () => {
		const warnings: Warning[] = [];
		const totals = measurePackages(
			[item({ weightKg: 10, volumeCbm: 1 }), item({ count: 5, weightKg: 10, dimensions: dims(100, 0, 100, "CM") })],
			warnings,
		);
		expect(totals.volumeMilliCbm).toBe(1000);
		expect(warnings).toEqual([{ code: "zero_dimension", item: 1 }]);
	});

	test.each([
		["millimetre figures typed as centimetres? 12 x 10 x 8 MM", dims(12, 10, 8, "MM"), true],
		["just under 0.001 cbm", dims(9.9, 10, 10, "CM"), true],
		["exactly 0.001 cbm", dims(10, 10, 10, "CM"), false],
		["a real carton", dims(40, 30, 30, "CM"), false],
	])("tiny_volume: %s", (_name, d, warns) => {
		const warnings: Warning[] = [];
		measurePackages([item({ count: 100, weightKg: 1, dimensions: d })], warnings);
		expect(warnings).toEqual(warns ? [{ code: "tiny_volume", item: 0 }] : []);
	});

	test("huge dimensions stay exact (BigInt beyond 2^53)", () => {
		const totals = measurePackages(
			[item({ count: 100_000, weightKg: 1, dimensions: dims(100_000, 100_000, 100_000, "MM") })],
			[],
		);
		expect(totals.volumeMilliCbm).toBe(100_000_000_000_000);
	});
});

describe("revenueTons: max(cbm, kg / 1000) rounded UP to 0.01; billed at least 1", () => {
	test.each([
		// [milli-cbm, grams, RT x 100, billed x 100]
		[4_800, 1_000_000, 480, 480],
		[2_345, 1_500_000, 235, 235], // 2.345 cbm -> 2.35
		[1_200, 2_501_000, 251, 251], // weight: 2.501 t -> 2.51
		[3_000, 3_000_000, 300, 300], // exact
		[3_001, 0, 301, 301], // 3.001 -> 3.01
		[500, 300_000, 50, 100], // under 1 RT: billed 1
		[0, 1, 1, 100], // 1 gram is 0.000001 RT, rounded up to 0.01
		[999, 999_000, 100, 100],
	])("%i milli-cbm, %i g -> %i / %i", (milli, grams, rt, billed) => {
		expect(revenueTons({ volumeMilliCbm: milli, weightGrams: grams })).toEqual({ rtCenti: rt, billedCenti: billed });
	});
});

describe("airChargeable: max(actual, cbm x 167) rounded UP to the next 0.5 kg", () => {
	test.each([
		// [milli-cbm, grams, chargeable kg, volumetric kg]
		[500, 100_000, 100, 83.5], // actual wins
		[1_000, 50_000, 167, 167], // volumetric wins
		[100, 45_200, 45.5, 16.7],
		[100, 45_500, 45.5, 16.7], // on the half: unchanged
		[100, 45_510, 46, 16.7],
		[240, 120_000, 120, 40.08],
		[3, 0, 1, 0.501], // 0.501 kg -> 1 kg
	])("%i milli-cbm, %i g -> %d kg", (milli, grams, kg, volumetric) => {
		const air = airChargeable({ volumeMilliCbm: milli, weightGrams: grams });
		expect(air.volumetricGrams / 1000).toBe(volumetric);
		expect(air.chargeableHalfKg / 2).toBe(kg);
	});
});
