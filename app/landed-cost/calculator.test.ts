// The calculator's answer for typed values, every figure recomputed by hand to the won.
import { describe, expect, test } from "vitest";
import { type CalcContext, type CalcValues, DEFAULT_VALUES, calculate, laneKey, valuesFrom } from "./calculator.ts";

const ctx: CalcContext = {
	date: "2026-11-28",
	krwPerUsdCents: 138_550, // the demo rate in force: 1,385.50 KRW per USD
	vndPerUsdCents: 2_540_000,
	insuranceRatePpm: 500,
	foreignCountry: "VN",
	engine: null,
};
const issueCase: CalcValues = { ...DEFAULT_VALUES, fob: "20,000", freight: "300" };

function line(values: CalcValues, id: string, context = ctx) {
	const { errors, result } = calculate(values, context);
	expect(errors).toEqual([]);
	return result!.lines.find((l) => l.id === id)!;
}

describe("import of one 20ft container from Ho Chi Minh (VNSGN) to Busan (KRPUS), FOB USD 20,000", () => {
	// freight USD 300 typed (our demo rates have no VNSGN -> KRPUS row; decision 076)
	// insurance: (20,000.00 + 300.00) x 110% = 22,330.00; x 0.05% = 11.165 -> USD 11.17 (rounded up)
	// CIF: 20,000.00 + 300.00 + 11.17 = USD 20,311.17
	// customs value: 2,031,117 cents x 1,385.50 = 28,141,126.0350 -> KRW 28,141,126
	// duty 8% (no HS code, no FTA rate typed): 2,251,290.08 -> KRW 2,251,290
	// import VAT 10% of (28,141,126 + 2,251,290 = 30,392,416): 3,039,241.6 -> KRW 3,039,242
	// clearance fee, a container: KRW 100,000 to 150,000; no quarantine, no warehouse days
	// landed: 28,141,126 + 2,251,290 + 3,039,242 = 33,431,658; + the fee: 33,531,658 to 33,581,658
	test.each([
		["price", { usdCents: 2_000_000, krw: 27_710_000 }],
		["freight", { usdCents: 30_000, krw: 415_650 }],
		["insurance", { usdCents: 1_117, krw: 15_476 }], // 11.17 x 1,385.50 = 15,475.99 -> 15,476
		["cif", { usdCents: 2_031_117, krw: 28_141_126 }],
		["duty", { usdCents: 162_489, krw: 2_251_290 }], // 2,251,290 / 1,385.50 = 1,624.894 -> 1,624.89
		["vat", { usdCents: 219_361, krw: 3_039_242 }], // 3,039,242 / 1,385.50 = 2,193.607 -> 2,193.61
		["warehouse", { usdCents: 0, krw: 0 }],
	])("%s", (id, figures) => expect(line(issueCase, id)).toMatchObject(figures));

	test("the clearance fee and the landed total are ranges", () => {
		expect(line(issueCase, "clearance")).toMatchObject({ krwRange: { min: 100_000, max: 150_000 } });
		expect(line(issueCase, "landedTotal")).toMatchObject({ krwRange: { min: 33_531_658, max: 33_581_658 } });
	});

	test("each figure names its rule", () => {
		const { result } = calculate(issueCase, ctx);
		expect(result!.lines.map((l) => [l.id, l.rule.key])).toEqual([
			["price", "landedCost.rules.price"],
			["freight", "landedCost.rules.freightTyped"],
			["insurance", "landedCost.rules.insuranceRate"],
			["cif", "landedCost.rules.cif"],
			["duty", "landedCost.rules.dutyDefault"],
			["vat", "landedCost.rules.vat"],
			["clearance", "landedCost.rules.clearance.container"],
			["warehouse", "landedCost.rules.warehouseNone"],
			["landedTotal", "landedCost.rules.landedTotal"],
		]);
		expect(result!.lines.find((l) => l.id === "insurance")!.rule.vars).toEqual({ rate: "0.05%" });
		expect(result!.lines.find((l) => l.id === "duty")!.rule.vars).toEqual({ rate: "8%" });
	});
});

describe("import rules", () => {
	test.each([
		// HS code, FTA rate typed, origin country -> duty bp rule, duty KRW on a customs value of 28,141,126
		["", "", "VN", "landedCost.rules.dutyDefault", 2_251_290], // 8%
		["6109.10", "", "VN", "landedCost.rules.dutyHs", 3_658_346], // 13%: 3,658,346.38
		["8517130000", "", "VN", "landedCost.rules.dutyHs", 0], // phones 0%
		["", "2.5", "VN", "landedCost.rules.dutyFta", 703_528], // 2.5%: 703,528.15
		["", "0", "VN", "landedCost.rules.dutyFta", 0], // a 0% line typed from the schedule
		["", "9", "VN", "landedCost.rules.dutyDefault", 2_251_290], // FTA higher than basic: basic applies
		["", "2.5", "CN", "landedCost.rules.dutyDefault", 2_251_290], // not from Vietnam: no KVFTA/AKFTA
	])("HS %j, FTA %j from %s", (hsCode, ftaRate, country, key, duty) => {
		const d = line({ ...issueCase, hsCode, ftaRate }, "duty", { ...ctx, foreignCountry: country });
		expect([d.rule.key, d.krw]).toEqual([key, duty]);
	});

	test("quarantine fees are added at the spec's amounts", () => {
		const values: CalcValues = { ...issueCase, quarantine: ["document", "firstFee", "firstCost"] };
		const { result } = calculate(values, ctx);
		const q = result!.lines.filter((l) => l.id.startsWith("quarantine-"));
		expect(q.map((l) => l.krw)).toEqual([75_000, 125_000, 300_000]);
		// 33,431,658 + 500,000
		expect(result!.lines.at(-1)!.krwRange).toEqual({ min: 34_031_658, max: 34_081_658 });
	});

	test("the warehouse fee: 6 days x 28 cbm x 3,000 = 504,000", () => {
		const w = line({ ...issueCase, days: "6", cbm: "28", kg: "12000" }, "warehouse");
		expect([w.krw, w.rule.key, w.rule.vars]).toEqual([
			504_000,
			"landedCost.rules.warehouse",
			{ days: 6, rt: 28, rate: 3_000 },
		]);
	});

	test("the warehouse minimum", () => {
		const w = line({ ...issueCase, days: "1", cbm: "2" }, "warehouse");
		expect([w.krw, w.rule.key]).toEqual([30_000, "landedCost.rules.warehouseMinimum"]);
	});

	test("LCL: the small clearance range", () => {
		expect(line({ ...issueCase, cargo: "lcl", cbm: "3", kg: "900" }, "clearance").krwRange).toEqual({
			min: 50_000,
			max: 100_000,
		});
	});

	test("an insurance premium typed replaces the rule", () => {
		const i = line({ ...issueCase, insurance: "25" }, "insurance");
		expect([i.usdCents, i.rule.key]).toEqual([2_500, "landedCost.rules.insuranceTyped"]);
		// CIF 20,325.00 x 1,385.50 = 28,160,287.5 -> 28,160,288
		expect(line({ ...issueCase, insurance: "25" }, "cif").krw).toBe(28_160_288);
	});
});

describe("our freight", () => {
	const lane = laneKey(issueCase);
	test("used when the freight is left empty and our rates cover the lane", () => {
		const f = line({ ...issueCase, freight: "" }, "freight", {
			...ctx,
			engine: { lane, usdCents: 22_000, carrier: "HMM" },
		});
		expect([f.usdCents, f.rule.key, f.rule.vars]).toEqual([22_000, "landedCost.rules.freightOurs", { carrier: "HMM" }]);
	});

	test("a typed freight wins over ours", () => {
		const f = line(issueCase, "freight", { ...ctx, engine: { lane, usdCents: 22_000, carrier: "HMM" } });
		expect(f.usdCents).toBe(30_000);
	});

	test.each([
		["no rate of ours for the lane", { lane, usdCents: null, carrier: null }, "landedCost.errors.freightNoRate"],
		[
			"ours was for another lane",
			{ lane: "other", usdCents: 22_000, carrier: "HMM" },
			"landedCost.errors.freightLookup",
		],
		["not looked up yet", null, "landedCost.errors.freightLookup"],
	])("empty freight and %s: an error, never a silent zero", (_name, engine, key) => {
		const { errors, result } = calculate({ ...issueCase, freight: "" }, { ...ctx, engine });
		expect(result).toBeNull();
		expect(errors).toEqual([{ field: "freight", key }]);
	});
});

describe("export to Vietnam: the seller's cost and the buyer's landed cost", () => {
	const exportCase: CalcValues = {
		...DEFAULT_VALUES,
		direction: "export",
		foreignPlace: "VNHPH",
		fob: "10000",
		freight: "300",
	};

	test("the seller: price + freight + the export clearance range", () => {
		const { result } = calculate(exportCase, ctx);
		expect(result!.lines.map((l) => l.id)).toEqual(["price", "freight", "exportClearance", "sellerTotal"]);
		// 10,300.00 x 1,385.50 = 14,270,650; + 100,000 to 150,000
		expect(result!.lines.at(-1)!.krwRange).toEqual({ min: 14_370_650, max: 14_420_650 });
	});

	test("without a Vietnamese duty rate the buyer's side asks for it (never 0%)", () => {
		expect(calculate(exportCase, ctx).result!.buyer).toEqual({ missing: "landedCost.buyer.needsDuty" });
	});

	test("the buyer: CIF in dong, the duty typed, VAT 8% in the reduced window", () => {
		const { result } = calculate({ ...exportCase, vnDuty: "5" }, ctx);
		const buyer = result!.buyer as { lines: { id: string; vnd?: number; rule: { key: string } }[] };
		// insurance: 10,300.00 x 110% = 11,330.00 x 0.05% = 5.665 -> 5.67; CIF 10,305.67
		// customs value 1,030,567 cents x 25,400 = 261,764,018 VND; duty 5% = 13,088,200.9 -> 13,088,201
		// VAT 8% of 274,852,219 = 21,988,177.52 -> 21,988,178; total 296,840,397
		expect(buyer.lines.map((l) => [l.id, l.vnd])).toEqual([
			["vnInsurance", 144_018], // 567 cents x 25,400 / 100
			["vnCif", 261_764_018],
			["vnDuty", 13_088_201],
			["vnVat", 21_988_178],
			["buyerTotal", 296_840_397],
		]);
		expect(buyer.lines.find((l) => l.id === "vnVat")!.rule.key).toBe("landedCost.rules.vnVatReduced");
	});

	test("after the window, or for excluded goods, VAT 10%", () => {
		const after = calculate({ ...exportCase, vnDuty: "5" }, { ...ctx, date: "2027-01-04" }).result!.buyer as {
			lines: { id: string; rule: { key: string; vars?: object } }[];
		};
		expect(after.lines.find((l) => l.id === "vnVat")!.rule).toEqual({
			key: "landedCost.rules.vnVat",
			vars: { rate: "10%" },
		});
		const excluded = calculate({ ...exportCase, vnDuty: "5", vnExcluded: true }, ctx).result!.buyer as {
			lines: { id: string; rule: { key: string } }[];
		};
		expect(excluded.lines.find((l) => l.id === "vnVat")!.rule.key).toBe("landedCost.rules.vnVat");
	});

	test("no buyer's side for other countries", () => {
		expect(
			calculate({ ...exportCase, foreignPlace: "CNSHA" }, { ...ctx, foreignCountry: "CN" }).result!.buyer,
		).toBeNull();
	});
});

describe("typed values that are refused, with a translated key each", () => {
	test.each<[Partial<CalcValues>, string, string]>([
		[{ fob: "" }, "fob", "landedCost.errors.required"],
		[{ fob: "abc" }, "fob", "landedCost.errors.amount"],
		[{ fob: "-5" }, "fob", "landedCost.errors.amount"],
		[{ fob: "1.234" }, "fob", "landedCost.errors.amount"],
		[{ fob: "9999999999" }, "fob", "landedCost.errors.tooLarge"],
		[{ freight: "x" }, "freight", "landedCost.errors.amount"],
		[{ hsCode: "12" }, "hsCode", "landedCost.errors.hsCode"],
		[{ hsCode: "12345678901" }, "hsCode", "landedCost.errors.hsCode"],
		[{ ftaRate: "101" }, "ftaRate", "landedCost.errors.percent"],
		[{ count: "0" }, "count", "landedCost.errors.count"],
		[{ count: "1.5" }, "count", "landedCost.errors.whole"],
		[{ days: "2", cbm: "", kg: "" }, "cbm", "landedCost.errors.warehouseMeasure"],
		[{ cbm: "1.2345" }, "cbm", "landedCost.errors.measure"],
	])("%j", (typed, field, key) => {
		const { errors, result } = calculate({ ...issueCase, ...typed }, ctx);
		expect(result).toBeNull();
		expect(errors).toContainEqual({ field, key });
	});
});

describe("values from a posted form", () => {
	test("unknown choices fall back to the defaults; only the known quarantine fees are kept", () => {
		const form = new URLSearchParams(
			"direction=sideways&cargo=air&container=xx&fob=1&quarantine=document&quarantine=bogus&vnExcluded=on",
		);
		const v = valuesFrom(
			(n) => form.get(n),
			(n) => form.getAll(n),
		);
		expect([v.direction, v.cargo, v.container, v.fob, v.quarantine, v.vnExcluded]).toEqual([
			"import",
			"air",
			"dv20",
			"1",
			["document"],
			true,
		]);
	});
});
