// The landed-cost rules, table-driven with the spec's (section 9) and the data file's numbers
// (shared/data/landed_cost_rules_kr_vn.json), every figure recomputed by hand in the comments.
import { describe, expect, test } from "vitest";
import { insuredOf, landedCost, premiumOf, warehouseFee } from "./landed-cost.ts";
import {
	CLEARANCE_FEE_KRW,
	CUSTOMS_DUTY_BP,
	DEFAULT_INSURANCE_RATE_PPM,
	IMPORT_VAT_BP,
	QUARANTINE_FEES_KRW,
	basicDutyFor,
	clearanceFeeFor,
	vietnamVatBp,
} from "./rules.ts";

describe("the spec's constants (section 9)", () => {
	test.each([
		["default customs rate 0.08", CUSTOMS_DUTY_BP, 800],
		["import VAT 10%", IMPORT_VAT_BP, 1_000],
		["quarantine document fee", QUARANTINE_FEES_KRW.document, 75_000],
		["first quarantine fee", QUARANTINE_FEES_KRW.firstFee, 125_000],
		["first quarantine cost", QUARANTINE_FEES_KRW.firstCost, 300_000],
		["clearance fee, small: from", CLEARANCE_FEE_KRW.small.min, 50_000],
		["clearance fee, small: to", CLEARANCE_FEE_KRW.small.max, 100_000],
		["clearance fee, container: from", CLEARANCE_FEE_KRW.container.min, 100_000],
		["clearance fee, container: to", CLEARANCE_FEE_KRW.container.max, 150_000],
		["insurance placeholder rate", DEFAULT_INSURANCE_RATE_PPM, 500],
	])("%s", (_name, value, expected) => expect(value).toBe(expected));

	test.each([
		["fcl", { min: 100_000, max: 150_000 }],
		["lcl", { min: 50_000, max: 100_000 }],
		["air", { min: 50_000, max: 100_000 }],
	] as const)("clearance fee range for %s", (cargo, range) => expect(clearanceFeeFor(cargo)).toEqual(range));
});

describe("landedCost in won", () => {
	test("the data file's worked example: CIF USD 10,000 at 1,400 -> duty 1,120,000, VAT 1,512,000", () => {
		// fob 9,500 + freight 450 + insurance 50 = 10,000 USD; x 1,400 = 14,000,000 KRW
		const r = landedCost({
			unit: "USD",
			perUsd: { KRW: 140_000, USD: 100, VND: 2_540_000 },
			goods: 950_000,
			freight: 45_000,
			insurance: { amount: 5_000 },
		});
		expect([r.cif, r.customsValue, r.duty, r.vat]).toEqual([1_000_000, 14_000_000, 1_120_000, 1_512_000]);
		expect(r.currency).toBe("KRW");
	});

	test("easylaw's example: CIF USD 1,000 x KRW 1,200 x 8% = KRW 96,000", () => {
		const r = landedCost({
			unit: "USD",
			perUsd: { KRW: 120_000, USD: 100, VND: 1 },
			goods: 100_000,
			freight: 0,
			insurance: { amount: 0 },
		});
		expect(r.duty).toBe(96_000);
		// VAT (1,200,000 + 96,000) x 10% = 129,600
		expect(r.vat).toBe(129_600);
	});

	test.each([
		// goods, freight, duty bp -> duty, VAT (half away from zero, once each)
		[1_000, 0, 800, 80, 108],
		[1_006, 0, 800, 80, 109], // 80.48 -> 80; (1,006 + 80) x 10% = 108.6 -> 109
		[1_007, 0, 800, 81, 109], // 80.56 -> 81; 108.8 -> 109
		[13_000_000, 650_000, 800, 1_092_000, 1_474_200], // the total-cost document's import case
		[1_000_000, 0, 1_300, 130_000, 113_000], // clothing 13%
		[1_000_000, 0, 0, 0, 100_000], // phones 0%: VAT on the customs value alone
	])("goods %i + freight %i at %i bp", (goods, freight, bp, duty, vat) => {
		const r = landedCost({ unit: "KRW", goods, freight, insurance: { amount: 0 }, dutyBp: bp });
		expect([r.customsValue, r.duty, r.vat]).toEqual([goods + freight, duty, vat]);
	});

	test("without the goods' value: no customs figures, but the clearance range and quarantine fees", () => {
		const r = landedCost({
			unit: "KRW",
			goods: null,
			freight: 500_000,
			insurance: { ratePpm: 500 },
			clearance: "lcl",
			quarantine: ["document", "firstCost"],
		});
		expect([r.cif, r.customsValue, r.duty, r.vat, r.insurance]).toEqual([null, null, null, null, 0]);
		expect(r.clearanceFeeKrw).toEqual({ min: 50_000, max: 100_000 });
		expect(r.quarantineKrw).toEqual([
			{ fee: "document", amountKrw: 75_000 },
			{ fee: "firstCost", amountKrw: 300_000 },
		]);
	});

	test("the insurance rule: (goods + freight) x 110% x rate, each rounded up, then part of the CIF", () => {
		// 20,000.00 + 300.00 = 20,300.00; x 110% = 22,330.00; x 0.05% = 11.165 -> 11.17
		const r = landedCost({
			unit: "USD",
			perUsd: { KRW: 138_550, USD: 100, VND: 2_540_000 },
			goods: 2_000_000,
			freight: 30_000,
			insurance: { ratePpm: 500 },
		});
		expect([r.insuranceBase, r.insuredValue, r.insurance, r.cif]).toEqual([2_030_000, 2_233_000, 1_117, 2_031_117]);
	});

	test.each([
		[1_000_000, 1_100_000],
		[1, 2], // 1.1 -> 2
		[15, 17], // 16.5 -> 17
	])("insured value of %i is %i (rounded up)", (value, insured) => expect(insuredOf(value)).toBe(insured));

	test.each([
		[1_100_000, 500, 550],
		[1_155_000, 500, 578], // 577.5 up
		[2, 500, 1], // 0.001 up
		[0, 500, 0],
	])("premium of %i at %i ppm is %i", (insured, ppm, premium) => expect(premiumOf(insured, ppm)).toBe(premium));

	test("refuses fractions and negatives", () => {
		expect(() => landedCost({ unit: "KRW", goods: 1.5, freight: 0, insurance: { amount: 0 } })).toThrow();
		expect(() => landedCost({ unit: "KRW", goods: 1, freight: -1, insurance: { amount: 0 } })).toThrow();
		expect(() => landedCost({ unit: "USD", goods: 1, freight: 0, insurance: { amount: 0 } })).toThrow(/perUsd/);
	});
});

describe("Korea's basic duty by HS code (the data file's named rates)", () => {
	test.each([
		["6109100000", 1_300, "clothing"],
		["620342", 1_300, "clothing"],
		["6403", 1_300, "footwear"],
		["6601100000", 1_300, "umbrellas"],
		["6302600000", 1_000, "towels"],
		["5208", 1_000, "fabric"],
		["8517130000", 0, "phones"],
		["8470100000", 0, "calculators"],
		["8471300000", 800, null], // computers: not named, the default
		["9403", 800, null],
	])("HS %s -> %i bp", (hs, bp, item) => expect(basicDutyFor(hs)).toEqual({ bp, item }));
});

describe("Vietnam's side of an export", () => {
	test.each([
		["2025-06-30", false, 1_000, false],
		["2025-07-01", false, 800, true],
		["2026-11-28", false, 800, true],
		["2026-12-31", false, 800, true],
		["2027-01-01", false, 1_000, false],
		["2026-11-28", true, 1_000, false], // excluded goods keep 10%
	])("VAT on %s (excluded %s) is %i bp", (date, excluded, bp, reduced) =>
		expect(vietnamVatBp(date, excluded)).toEqual({ bp, reduced }),
	);

	test("customs value in dong, duty and VAT on it; no Korean fees", () => {
		// CIF USD 10,000 x 25,400 = 254,000,000 VND; duty 5% = 12,700,000; VAT 8% of 266,700,000 = 21,336,000
		const r = landedCost({
			unit: "USD",
			perUsd: { KRW: 138_550, USD: 100, VND: 2_540_000 },
			goods: 1_000_000,
			freight: 0,
			insurance: { amount: 0 },
			country: "VN",
			dutyBp: 500,
			vatBp: 800,
			clearance: "fcl",
			quarantine: ["document"],
		});
		expect([r.currency, r.customsValue, r.duty, r.vat]).toEqual(["VND", 254_000_000, 12_700_000, 21_336_000]);
		expect([r.clearanceFeeKrw, r.quarantineKrw]).toEqual([null, []]);
	});
});

describe("the warehouse fee: days x revenue tons x rate, at least the minimum", () => {
	test.each([
		// days, cbm (milli), kg (milli), rate, minimum -> RT (milli), by days, fee, minimum applied
		[0, 10_000, 0, 3_000, 30_000, 10_000, 0, 0, false], // no days: nothing, not even the minimum
		[5, 10_000, 2_000_000, 3_000, 30_000, 10_000, 150_000, 150_000, false], // 10 cbm beats 2 t: 5 x 10 x 3,000
		[5, 2_000, 4_500_000, 3_000, 30_000, 4_500, 67_500, 67_500, false], // 4.5 t beats 2 cbm: 5 x 4.5 x 3,000
		[1, 1_500, 0, 3_000, 30_000, 1_500, 4_500, 30_000, true], // 4,500 under the minimum
		[3, 1_234, 0, 2_500, 0, 1_234, 9_255, 9_255, false], // 3 x 1.234 x 2,500 = 9,255
		[1, 0, 1_500, 3_000, 0, 2, 6, 6, false], // 1.5 kg counts as 2 thousandths of an RT (rounded up)
	])("%i days, %i milli-cbm, %i milli-kg", (days, cbmMilli, kgMilli, krwPerRtDay, minimumKrw, rt, byDays, fee, min) =>
		expect(warehouseFee({ days, cbmMilli, kgMilli, krwPerRtDay, minimumKrw })).toEqual({
			rtMilli: rt,
			byDaysKrw: byDays,
			feeKrw: fee,
			minimumApplied: min,
		}),
	);
});
