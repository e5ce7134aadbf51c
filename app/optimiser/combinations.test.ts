// Table tests of the combination enumeration and of how each combination is filled from the engine's
// answer for its lane (decision 081): priced options per routing, a reason where there is no price.
import { describe, expect, test } from "vitest";
import type { PricingResult, QuoteOption } from "#app/pricing/types.ts";
import {
	type LaneAnswer,
	enumerateCombinations,
	evaluateCombinations,
	laneKey,
	truckingKrwOf,
	whyOf,
} from "./combinations.ts";

describe("enumerateCombinations", () => {
	test("every Korean port x Vietnamese port x direct / transhipment, in that order", () => {
		expect(enumerateCombinations(["KRPUS", "KRINC"], ["VNCLI", "VNSGN"])).toEqual([
			{ pol: "KRPUS", pod: "VNCLI", routing: "direct" },
			{ pol: "KRPUS", pod: "VNCLI", routing: "transhipment" },
			{ pol: "KRPUS", pod: "VNSGN", routing: "direct" },
			{ pol: "KRPUS", pod: "VNSGN", routing: "transhipment" },
			{ pol: "KRINC", pod: "VNCLI", routing: "direct" },
			{ pol: "KRINC", pod: "VNCLI", routing: "transhipment" },
			{ pol: "KRINC", pod: "VNSGN", routing: "direct" },
			{ pol: "KRINC", pod: "VNSGN", routing: "transhipment" },
		]);
	});

	test.each([
		[6, 3, 36], // six Korean sea ports of spec section 9 x the three southern gateways
		[6, 1, 12], // x Hai Phong alone
		[0, 3, 0],
	])("%i Korean ports x %i Vietnamese ports = %i combinations", (k, v, n) => {
		const ports = (prefix: string, count: number) => Array.from({ length: count }, (_, i) => `${prefix}${i}`);
		expect(enumerateCombinations(ports("KR", k), ports("VN", v))).toHaveLength(n);
	});
});

/** A priced option as the engine gives it, reduced to what the optimiser reads. */
function option(o: {
	id: string;
	carrier: string;
	routing: "direct" | "transhipment";
	days: number;
	krw: number;
	trucking?: number;
	via?: string;
}): QuoteOption {
	return {
		id: o.id,
		mode: "fcl",
		carrier: o.carrier,
		routing: o.routing,
		viaPort: o.via ?? null,
		transitDays: o.days,
		weeklyFrequency: 1,
		validUntil: "2026-12-31",
		chargeable: { kind: "containers", containers: 1, teu: 1 },
		lines:
			o.trucking === undefined
				? []
				: [
						{
							code: "trucking",
							group: "origin",
							basis: "per_container",
							quantity: 1,
							unitPrice: o.trucking,
							currency: "KRW",
							amount: o.trucking,
							source: { kind: "trucking", id: "t" },
							included: true,
						},
					],
		subtotals: {},
		totals: { KRW: o.krw, USD: 0, VND: 0 },
		exchange: {} as QuoteOption["exchange"],
	} as QuoteOption;
}

const ok = (...options: QuoteOption[]): PricingResult => ({ ok: true, options, warnings: [] });

describe("evaluateCombinations", () => {
	const combos = enumerateCombinations(["KRPUS", "KRINC", "KRKAN"], ["VNCLI"]);
	const answers = new Map<string, LaneAnswer>([
		[
			laneKey("KRPUS", "VNCLI"),
			ok(
				option({ id: "hmm", carrier: "HMM", routing: "direct", days: 7, krw: 1_900_000, trucking: 1_134_000 }),
				option({
					id: "wh",
					carrier: "Wan Hai",
					routing: "transhipment",
					days: 11,
					krw: 1_830_000,
					trucking: 1_134_000,
					via: "HKHKG",
				}),
			),
		],
		[
			laneKey("KRINC", "VNCLI"),
			ok(option({ id: "mk", carrier: "Maersk", routing: "direct", days: 8, krw: 1_200_000, trucking: 405_000 })),
		],
		[laneKey("KRKAN", "VNCLI"), { ok: false, reason: "no_trucking", manual: true, warnings: [] }],
	]);
	const co2 = new Map([
		["hmm", 275],
		["wh", 310],
		["mk", 285],
	]);
	const result = evaluateCombinations(combos, answers, (_c, o) => co2.get(o.id) ?? null);

	test("one row per priced option, in ranking order, each with its lane, carrier and figures", () => {
		expect(
			result.priced.map((r) => [
				r.id,
				r.pol,
				r.pod,
				r.routing,
				r.carrier,
				r.costKrw,
				r.transitDays,
				r.kgCo2e,
				r.truckingKrw,
			]),
		).toEqual([
			// Maersk from Incheon: cheapest (the short haul from the region) but a day slower than HMM
			["KRINC>VNCLI:mk", "KRINC", "VNCLI", "direct", "Maersk", 1_200_000, 8, 285, 405_000],
			// HMM from Busan: fastest and cleanest
			["KRPUS>VNCLI:hmm", "KRPUS", "VNCLI", "direct", "HMM", 1_900_000, 7, 275, 1_134_000],
			// Wan Hai via Hong Kong: dearer, slower and dirtier than Maersk
			["KRPUS>VNCLI:wh", "KRPUS", "VNCLI", "transhipment", "Wan Hai", 1_830_000, 11, 310, 1_134_000],
		]);
		expect(result.priced.map((r) => [r.verdict.paretoBest, r.verdict.best])).toEqual([
			[true, ["cost"]],
			[true, ["time", "co2"]],
			[false, []],
		]);
		expect(result.combinations).toBe(6);
	});

	test("why: best on its measures, or dominated by the named option by so much", () => {
		const [mk, hmm, wh] = result.priced;
		expect(whyOf(mk!, result.priced)).toEqual({ kind: "best", measures: ["cost"] });
		expect(whyOf(hmm!, result.priced)).toEqual({ kind: "best", measures: ["time", "co2"] });
		const why = whyOf(wh!, result.priced);
		expect(why.kind === "dominated" && [why.by.id, why.margins]).toEqual([
			"KRINC>VNCLI:mk",
			{ cost: 630_000, time: 3, co2: 25 },
		]);
	});

	test("combinations without a price say why, never a figure", () => {
		expect(result.missing.map((m) => [m.pol, m.routing, m.reason])).toEqual([
			["KRINC", "transhipment", "no_routing"], // Incheon - Cat Lai is priced, but only direct
			["KRKAN", "direct", "no_trucking"], // Gwangyang: the engine found no trucking from the region
			["KRKAN", "transhipment", "no_trucking"],
		]);
	});

	test.each<[string, LaneAnswer | undefined, string]>([
		["a lane the engine was not asked about", undefined, "out_of_scope"],
		["no rate at any date", { ok: false, reason: "out_of_scope", manual: false, warnings: [] }, "out_of_scope"],
		[
			"no rate on the ready date",
			{ ok: false, reason: "no_rate_on_date", manual: true, warnings: [] },
			"no_rate_on_date",
		],
		["LCL from a port without LCL", { ok: false, reason: "lcl_port" }, "lcl_port"],
		["priced, but not with this routing", ok(), "no_routing"],
	])("%s", (_name, answer, reason) => {
		const one = enumerateCombinations(["KRPTK"], ["VNSGN"]).slice(0, 1);
		const map = new Map<string, LaneAnswer>(answer ? [[laneKey("KRPTK", "VNSGN"), answer]] : []);
		const r = evaluateCombinations(one, map, () => null);
		expect(r.priced).toEqual([]);
		expect(r.missing).toEqual([{ pol: "KRPTK", pod: "VNSGN", routing: "direct", kind: "missing", reason }]);
	});
});

describe("truckingKrwOf", () => {
	test("the included trucking lines in won; none gives null", () => {
		expect(
			truckingKrwOf(option({ id: "a", carrier: "x", routing: "direct", days: 1, krw: 1, trucking: 1_134_000 })),
		).toBe(1_134_000);
		expect(truckingKrwOf(option({ id: "b", carrier: "x", routing: "direct", days: 1, krw: 1 }))).toBeNull();
	});
});
