// The engine's rules, one table per rule, on the hand-made rates of test-rates.ts (Busan -> Haiphong
// FCL, Incheon -> Ho Chi Minh City LCL, ICN -> SGN air, Shanghai -> Busan import). Exchange on the
// ready date 2026-11-10: 1,385.50 KRW and 25,400 VND per USD.
import { describe, expect, test } from "vitest";
import type { ContainerCode, FreightRegion } from "./codes.ts";
import {
	DEFAULT_KRW_PER_USD_CENTS,
	DEFAULT_VND_PER_USD_CENTS,
	PricingError,
	airFreight,
	priceQuote,
} from "./engine.ts";
import { FIXED_SURCHARGES } from "./fixed-surcharges.ts";
import { NOV, READY, airExport, fclExport, lclExport, portCost, request, surcharge, testRates } from "./test-rates.ts";
import type {
	AirRate,
	EngineRequest,
	FclRate,
	PricingResult,
	QuoteLine,
	QuoteOption,
	RateSet,
	SurchargeRate,
} from "./types.ts";

function priced(result: PricingResult): QuoteOption[] {
	if (!result.ok) throw new Error(`no price: ${result.reason}`);
	return result.options;
}

function optionOf(result: PricingResult, carrier: string): QuoteOption {
	const option = priced(result).find((o) => o.carrier === carrier);
	if (!option) throw new Error(`no option for ${carrier}`);
	return option;
}

/** [code, group, container, quantity, unit price, currency, amount] per line, for compact tables. */
function brief(option: QuoteOption) {
	return option.lines.map(
		(l) => [l.code, l.group, l.containerCode ?? "", l.quantity, l.unitPrice, l.currency, l.amount] as const,
	);
}

function lines(option: QuoteOption, code: QuoteLine["code"]): QuoteLine[] {
	return option.lines.filter((l) => l.code === code);
}

function line(option: QuoteOption, code: QuoteLine["code"], containerCode?: ContainerCode): QuoteLine {
	const found = option.lines.filter(
		(l) => l.code === code && (containerCode === undefined || l.containerCode === containerCode),
	);
	if (found.length !== 1) throw new Error(`${found.length} ${code} lines`);
	return found[0]!;
}

function noPrice(result: PricingResult) {
	if (result.ok) throw new Error("priced");
	return { reason: result.reason, manual: result.manual };
}

function fcl(
	id: string,
	carrier: string,
	containerCode: ContainerCode,
	usd: number,
	more: Partial<FclRate> = {},
): FclRate {
	return {
		id,
		pol: "KRPUS",
		pod: "VNHPH",
		carrier,
		containerCode,
		currency: "USD",
		amount: usd * 100,
		transitDays: 5,
		routing: "direct",
		viaPort: null,
		weeklyFrequency: 1,
		dgAccepted: true,
		...NOV,
		...more,
	};
}

describe("FCL export: every line of a quote", () => {
	test("HMM, one 20ft, Busan -> Haiphong", () => {
		const option = optionOf(priceQuote(fclExport(), testRates()), "HMM");
		expect(brief(option)).toEqual([
			["ofr", "freight", "dv20", 1, 32_000, "USD", 32_000],
			// origin: Korean THC 130,000, wharfage 4,420, seal 10,000 per box; B/L fee 50,000 once
			["thc", "origin", "dv20", 1, 130_000, "KRW", 130_000],
			["wfg", "origin", "dv20", 1, 4_420, "KRW", 4_420],
			["csc", "origin", "dv20", 1, 10_000, "KRW", 10_000],
			["dcf", "origin", "", 1, 50_000, "KRW", 50_000],
			// freight: HMM's peak season (row carrier "hmm": case-insensitive) and spec 9's Southeast Asia LSS
			["psm", "freight", "dv20", 1, 5_000, "USD", 5_000],
			["lss", "freight", "dv20", 1, 7_000, "USD", 7_000],
			// destination: Haiphong THC (a surcharge row limited to the port) and the foreign port costs
			["thc", "destination", "dv20", 1, 11_000, "USD", 11_000],
			["pcfCis", "destination", "dv20", 1, 2_500, "USD", 2_500],
			["pcfBlfee", "destination", "", 1, 1_000_000, "VND", 1_000_000],
		]);
		expect(option.lines.every((l) => l.included && !l.waived)).toBe(true);
		expect(option.subtotals).toEqual({ USD: 57_500, KRW: 194_420, VND: 1_000_000 });
		// each subtotal converted once: USD 575.00 = 796,663 KRW; 1,000,000 VND = 54,547 KRW
		expect(option.totals).toEqual({
			KRW: 194_420 + 796_663 + 54_547,
			USD: 14_032 + 57_500 + 3_937,
			VND: 3_564_250 + 14_605_000 + 1_000_000,
		});
		expect(option).toMatchObject({
			id: "fcl:fcl-hmm-dv20",
			mode: "fcl",
			carrier: "HMM",
			routing: "direct",
			viaPort: null,
			transitDays: 5,
			weeklyFrequency: 2,
			validUntil: "2026-11-30",
			chargeable: { kind: "containers", containers: 1, teu: 1 },
			exchange: {
				date: READY,
				krwPerUsdCents: 138_550,
				vndPerUsdCents: 2_540_000,
				sources: { KRW: "fx-krw-1101", VND: "fx-vnd-1101" },
			},
		});
		expect(line(option, "ofr").source).toEqual({
			kind: "fcl",
			id: "fcl-hmm-dv20",
			validFrom: "2026-11-01",
			validTo: "2026-11-30",
		});
		expect(line(option, "lss").source).toEqual({
			kind: "surcharge",
			id: "spec9-export-southeast_asia-lss-dv20",
			validFrom: "2000-01-01",
			validTo: "2099-12-31",
		});
		expect(line(option, "pcfCis").source.kind).toBe("port_cost");
	});

	test("options by carrier, routing and via port; cheapest first", () => {
		const options = priced(priceQuote(fclExport(), testRates()));
		expect(options.map((o) => [o.id, o.carrier, o.routing, o.viaPort, o.transitDays])).toEqual([
			["fcl:fcl-sko-dv20", "SINOKOR", "transhipment", "HKHKG", 8],
			["fcl:fcl-hmm-dv20", "HMM", "direct", null, 5],
		]);
		expect(options[0]!.totals.KRW).toBeLessThan(options[1]!.totals.KRW);
	});

	test("several boxes: a line per box, per-B/L charges once, percent of the freight of every box", () => {
		const req = fclExport({
			containers: [
				{ type: "dv20", count: 2 },
				{ type: "dv40", count: 1 },
			],
		});
		const option = optionOf(priceQuote(req, testRates()), "SINOKOR");
		expect(option.id).toBe("fcl:fcl-sko-dv20+fcl-sko-dv40");
		expect(option.chargeable).toEqual({ kind: "containers", containers: 3, teu: 4 });
		expect(lines(option, "ofr").map((l) => [l.containerCode, l.quantity, l.amount])).toEqual([
			["dv20", 2, 56_000],
			["dv40", 1, 50_000],
		]);
		expect(lines(option, "dcf")).toHaveLength(1);
		// Sinokor's CCF 2.5% of USD 1,060.00
		expect(line(option, "ccf")).toMatchObject({
			basis: "percent",
			quantity: 1,
			unitPrice: 250,
			currency: "USD",
			amount: 2_650,
		});
		expect(lines(option, "lss").map((l) => [l.containerCode, l.amount])).toEqual([
			["dv20", 14_000],
			["dv40", 14_000],
		]);
	});

	test("a 40ft high cube only HMM prices; Sinokor has no hc40 rate", () => {
		const options = priced(
			priceQuote(
				fclExport({
					containers: [
						{ type: "dv20", count: 1 },
						{ type: "hc40", count: 1 },
					],
				}),
				testRates(),
			),
		);
		expect(options.map((o) => o.carrier)).toEqual(["HMM"]);
	});
});

describe("validity: first and last day inclusive", () => {
	test.each([
		["2026-10-31", "no_rate_on_date"],
		["2026-11-01", "ok"],
		["2026-11-30", "ok"],
		["2026-12-01", "no_rate_on_date"],
	])("ready %s -> %s", (readyDate, expected) => {
		const result = priceQuote(fclExport({ readyDate }), testRates());
		if (expected === "ok") expect(priced(result).length).toBe(2);
		else expect(noPrice(result)).toEqual({ reason: expected, manual: true });
	});

	test("of two valid rows for the same box the latest validFrom wins, then the smallest id", () => {
		const rates = testRates();
		rates.fcl.push(fcl("fcl-hmm-dv20-nov5", "HMM", "dv20", 350, { validFrom: "2026-11-05", validTo: "2026-11-20" }));
		expect(line(optionOf(priceQuote(fclExport(), rates), "HMM"), "ofr").source.id).toBe("fcl-hmm-dv20-nov5");
		expect(line(optionOf(priceQuote(fclExport({ readyDate: "2026-11-04" }), rates), "HMM"), "ofr").source.id).toBe(
			"fcl-hmm-dv20",
		);
		rates.fcl.push(fcl("fcl-hmm-dv20-a", "HMM", "dv20", 360, { validFrom: "2026-11-05", validTo: "2026-11-20" }));
		expect(line(optionOf(priceQuote(fclExport(), rates), "HMM"), "ofr").source.id).toBe("fcl-hmm-dv20-a");
	});

	test("a surcharge valid until the day before does not apply", () => {
		const rates = testRates();
		rates.surcharges.find((s) => s.id === "psm-hmm")!.validTo = "2026-11-09";
		expect(lines(optionOf(priceQuote(fclExport(), rates), "HMM"), "psm")).toEqual([]);
	});

	test("validUntil is the earliest validTo of every row used", () => {
		const rates = testRates();
		rates.surcharges.find((s) => s.id === "psm-hmm")!.validTo = "2026-11-20";
		rates.trucking.find((t) => t.id === "trk-pus-seoul-40")!.validTo = "2026-11-18";
		const result = priceQuote(fclExport(), rates);
		expect(optionOf(result, "HMM").validUntil).toBe("2026-11-20");
		expect(optionOf(result, "SINOKOR").validUntil).toBe("2026-11-30");
		const withTrucking = priceQuote(
			fclExport({ containers: [{ type: "dv40", count: 1 }], koreanRegion: { province: "KR-11" } }),
			rates,
		);
		expect(optionOf(withTrucking, "HMM").validUntil).toBe("2026-11-18");
	});
});

describe("surcharge matching: the most specific row wins", () => {
	// Only BAF rows besides a Korean THC; each case adds rows and names the winner.
	const baf = (id: string, fields: Partial<SurchargeRate> = {}) =>
		surcharge(id, {
			code: "baf",
			side: "freight",
			basis: "per_container",
			mode: "fcl",
			currency: "USD",
			amount: 10_000,
			...fields,
		});
	const ANY = baf("any");
	const DIRECTION = baf("direction", { direction: "export" }); // 1
	const REGION = baf("region", { region: "southeast_asia" }); // 1
	const REGION_DIRECTION = baf("region-direction", { region: "southeast_asia", direction: "export" }); // 2
	const EXACT = baf("exact", { containerCode: "dg20" }); // 2
	const COLUMN = baf("column", { containerCode: "dv20" }); // 1 for a dg20 (priced by the dv20 column)
	const CARRIER = baf("carrier", { carrier: "Hmm" }); // 4
	const PORT = baf("port", { port: "VNHPH" }); // 8
	const KOREAN_PORT = baf("korean-port", { port: "KRPUS" }); // 8: either end of the lane
	const ALL_BUT_PORT = baf("all-but-port", {
		carrier: "HMM",
		containerCode: "dg20",
		region: "southeast_asia",
		direction: "export",
	}); // 8

	test.each<[string, SurchargeRate[], string | null]>([
		["a row for anything applies", [ANY], "any"],
		["direction beats any", [ANY, DIRECTION], "direction"],
		["region and direction beat region", [REGION, REGION_DIRECTION], "region-direction"],
		["exact container beats region", [REGION, EXACT], "exact"],
		["exact container beats the fixed-table column", [COLUMN, EXACT], "exact"],
		["the column beats a row for any box", [ANY, COLUMN], "column"],
		["carrier beats exact container, region and direction together", [REGION_DIRECTION, EXACT, CARRIER], "carrier"],
		["port beats carrier", [CARRIER, PORT], "port"],
		["a port at the Korean end counts too", [CARRIER, KOREAN_PORT], "korean-port"],
		["other region: no match", [baf("japan", { region: "japan" })], null],
		["other direction: no match", [baf("import", { direction: "import" })], null],
		["port off the lane: no match", [baf("inchon", { port: "KRINC" })], null],
		["other carrier: no match", [baf("sinokor", { carrier: "SINOKOR" })], null],
		["other box: no match", [baf("rf20", { containerCode: "rf20" })], null],
		["DG-only row without DG: no match", [baf("dg", { dgOnly: true })], null],
		["other mode: no match", [baf("lcl", { mode: "lcl", basis: "per_rt" })], null],
	])("%s", (_name, rows, winner) => {
		const rates = testRates();
		rates.fcl.push(fcl("fcl-hmm-dg20", "HMM", "dg20", 450));
		rates.surcharges = [...rates.surcharges.filter((s) => s.code === "thc"), ...rows];
		const option = optionOf(priceQuote(fclExport({ containers: [{ type: "dg20", count: 1 }] }), rates), "HMM");
		expect(lines(option, "baf").map((l) => l.source.id)).toEqual(winner === null ? [] : [winner]);
	});

	test.each<[string, SurchargeRate[], string]>([
		[
			"port (8) ties carrier + container + region + direction (8): the latest validFrom wins",
			[PORT, { ...ALL_BUT_PORT, validFrom: "2026-11-02" }],
			"all-but-port",
		],
		["same specificity and validFrom: the smallest id wins", [REGION, DIRECTION], "direction"],
		[
			"same specificity: the latest validFrom wins over the smaller id",
			[DIRECTION, { ...REGION, validFrom: "2026-11-05" }],
			"region",
		],
	])("%s", (_name, rows, winner) => {
		const rates = testRates();
		rates.fcl.push(fcl("fcl-hmm-dg20", "HMM", "dg20", 450));
		rates.surcharges = [...rates.surcharges.filter((s) => s.code === "thc"), ...rows];
		const option = optionOf(priceQuote(fclExport({ containers: [{ type: "dg20", count: 1 }] }), rates), "HMM");
		expect(line(option, "baf").source.id).toBe(winner);
	});

	test("origin and destination rows of one code are separate charges (Korean and foreign THC)", () => {
		const option = optionOf(priceQuote(fclExport(), testRates()), "HMM");
		expect(lines(option, "thc").map((l) => [l.group, l.source.id])).toEqual([
			["origin", "thc-kr-exp-dv20"],
			["destination", "thc-vnhph-dv20"],
		]);
	});

	test("DG-only rows apply when dangerous goods are declared", () => {
		const req = fclExport({ dangerousGoods: { class: "3", unNumber: "UN1263" } });
		const option = optionOf(priceQuote(req, testRates()), "HMM");
		expect(line(option, "dgf")).toMatchObject({ group: "origin", amount: 100_000, currency: "KRW" });
		expect(lines(optionOf(priceQuote(fclExport(), testRates()), "HMM"), "dgf")).toEqual([]);
	});

	test("a per-B/L row that wins several boxes is charged once", () => {
		const rates = testRates();
		rates.surcharges.push(
			surcharge("ams-bl", {
				code: "ams",
				side: "origin",
				basis: "per_bl",
				mode: "fcl",
				currency: "USD",
				amount: 3_000,
			}),
		);
		const option = optionOf(
			priceQuote(
				fclExport({
					containers: [
						{ type: "dv20", count: 3 },
						{ type: "dv40", count: 2 },
					],
				}),
				rates,
			),
			"HMM",
		);
		expect(brief(option).filter(([code]) => code === "ams")).toEqual([["ams", "origin", "", 1, 3_000, "USD", 3_000]]);
	});
});

describe("the fixed surcharges of spec section 9 land on quotes, by region", () => {
	const BOXES: ContainerCode[] = ["dv20", "dv40", "hc40", "rf20", "rf40"];
	test.each<[string, "export" | "import", string, FreightRegion, string[]]>([
		["export to Southeast Asia", "export", "VNHPH", "southeast_asia", ["lss"]],
		["export to Russia", "export", "RUVVO", "russia", ["lss"]],
		["export to the Americas", "export", "USLAX", "americas", ["ams"]],
		["export to South-west Asia", "export", "INNSA", "southwest_asia", ["lss"]],
		["export to Hong Kong", "export", "HKHKG", "hong_kong", ["lss"]],
		["import from North China", "import", "CNTAO", "north_china", ["baf", "caf", "ecrc"]],
		["import from South China", "import", "CNYTN", "south_china", ["cic", "ebs"]],
		["import from Southeast Asia", "import", "VNSGN", "southeast_asia", ["cic", "ebs", "ecrc", "lss"]],
		["import from Japan", "import", "JPTYO", "japan", ["baf"]],
	])("%s", (_name, direction, foreign, region, codes) => {
		const rates = testRates();
		const [pol, pod] = direction === "export" ? ["KRPUS", foreign] : [foreign, "KRPUS"];
		rates.places[foreign] = { code: foreign, country: foreign.slice(0, 2), region, lcl: false, koreanGateway: false };
		rates.servedLanes.add(`${pol}>${pod}`);
		rates.fcl = BOXES.map((box) => fcl(`fcl-${box}`, "CARRIER", box, 500, { pol, pod }));
		rates.surcharges = [
			...FIXED_SURCHARGES,
			surcharge("thc-kr", {
				code: "thc",
				side: direction === "export" ? "origin" : "destination",
				basis: "per_container",
				mode: "fcl",
				currency: "KRW",
				amount: 130_000,
			}),
		];
		const req = fclExport({
			direction,
			origin: pol,
			destination: pod,
			containers: BOXES.map((type) => ({ type, count: 1 })),
		});
		const option = priced(priceQuote(req, rates))[0]!;
		// lines come out by side, then in the order of SURCHARGE_CODES, then box
		const fixed = option.lines.filter((l) => l.source.id.startsWith("spec9-"));
		const expected = codes.flatMap((code) =>
			BOXES.map((box) => {
				const row = FIXED_SURCHARGES.find((r) => r.id === `spec9-${direction}-${region}-${code}-${box}`)!;
				return [code, box, row.amount, row.id];
			}),
		);
		expect(fixed.map((l) => [l.code, l.containerCode, l.amount, l.source.id])).toEqual(expected);
		expect(fixed.every((l) => l.group === "freight" && l.currency === "USD" && l.quantity === 1)).toBe(true);
	});

	test.each<[ContainerCode, string]>([
		["dg20", "spec9-export-southeast_asia-lss-dv20"],
		["ot40", "spec9-export-southeast_asia-lss-dv40"],
		["fc40", "spec9-export-southeast_asia-lss-hc40"],
		["hr40", "spec9-export-southeast_asia-lss-rf40"],
		["tc20", "spec9-export-southeast_asia-lss-dv20"],
	])("a %s is priced by its column: %s", (box, id) => {
		const rates = testRates();
		rates.fcl.push(fcl(`fcl-hmm-${box}`, "HMM", box, 700));
		rates.surcharges.push(
			surcharge("thc-kr-rf40", {
				code: "thc",
				side: "origin",
				basis: "per_container",
				mode: "fcl",
				currency: "KRW",
				amount: 345_000,
				containerCode: "rf40",
			}),
		);
		const option = optionOf(priceQuote(fclExport({ containers: [{ type: box, count: 2 }] }), rates), "HMM");
		const lss = line(option, "lss");
		expect([lss.source.id, lss.containerCode, lss.quantity]).toEqual([id, box, 2]);
	});
});

describe("foreign port costs", () => {
	test("an exact box row beats a row for any box; group destination on export", () => {
		const rates = testRates();
		rates.portCosts.push(
			portCost("pcf-hph-cis-dv40", {
				port: "VNHPH",
				code: "pcfCis",
				basis: "per_container",
				mode: "fcl",
				currency: "USD",
				amount: 4_000,
				containerCode: "dv40",
			}),
		);
		const option = optionOf(
			priceQuote(
				fclExport({
					containers: [
						{ type: "dv20", count: 1 },
						{ type: "dv40", count: 1 },
					],
				}),
				rates,
			),
			"HMM",
		);
		expect(lines(option, "pcfCis").map((l) => [l.containerCode, l.group, l.source.id, l.amount])).toEqual([
			["dv20", "destination", "pcf-hph-cis", 2_500],
			["dv40", "destination", "pcf-hph-cis-dv40", 4_000],
		]);
	});

	test("on import they are at the origin port, group origin; rows at other ports do not apply", () => {
		const rates = testRates();
		rates.portCosts.push(
			portCost("pcf-sha-thc", {
				port: "CNSHA",
				code: "pcfThc",
				basis: "per_container",
				mode: "fcl",
				currency: "USD",
				amount: 6_000,
			}),
			portCost("pcf-sha-lcl", {
				port: "CNSHA",
				code: "pcfThc",
				basis: "per_rt",
				mode: "lcl",
				currency: "USD",
				amount: 900,
			}),
		);
		const req = fclExport({ direction: "import", origin: "CNSHA", destination: "KRPUS" });
		const option = optionOf(priceQuote(req, rates), "COSCO");
		expect(brief(option).filter(([code]) => code.startsWith("pcf"))).toEqual([
			["pcfThc", "origin", "dv20", 1, 6_000, "USD", 6_000],
		]);
	});

	test.each([
		["export", null, true],
		["export", "export", true],
		["export", "import", false],
		["import", null, true],
		["import", "export", false],
		["import", "import", true],
	] as const)("%s quote, a row for direction %s applies: %s", (direction, rowDirection, applies) => {
		const rates = testRates();
		rates.portCosts.push(
			portCost("pcf-sha-ccc", {
				port: "CNSHA",
				code: "pcfCcc",
				basis: "per_container",
				mode: "fcl",
				currency: "USD",
				amount: 1_500,
				direction: rowDirection,
			}),
		);
		const req =
			direction === "export"
				? fclExport({ destination: "CNSHA" })
				: fclExport({ direction: "import", origin: "CNSHA", destination: "KRPUS" });
		rates.fcl.push(fcl("fcl-hmm-sha-dv20", "HMM", "dv20", 150), fcl("fcl-hmm-sha-in-dv20", "HMM", "dv20", 150));
		rates.fcl[rates.fcl.length - 2]!.pod = "CNSHA";
		Object.assign(rates.fcl[rates.fcl.length - 1]!, { pol: "CNSHA", pod: "KRPUS" });
		rates.servedLanes.add("KRPUS>CNSHA");
		const result = priceQuote(req, rates);
		if (!result.ok) throw new Error(`no price: ${result.reason}`);
		const found = result.options.some((o) => o.lines.some((l) => l.source.id === "pcf-sha-ccc"));
		expect(found).toBe(applies);
	});
});

describe("targets (spec section 3: used when greater than 0)", () => {
	test.each([
		[0, 32_000, false],
		[30_000, 30_000, true],
	])("dv20 freight target %i -> unit price %i", (target, unitPrice, applied) => {
		const req = fclExport({}, { targets: { dv20: { freight: target } } });
		const ofr = line(optionOf(priceQuote(req, testRates()), "HMM"), "ofr");
		expect(ofr.unitPrice).toBe(unitPrice);
		expect(ofr.amount).toBe(unitPrice);
		expect(ofr.targetApplied ?? false).toBe(applied);
		expect(ofr.source.kind).toBe(applied ? "target" : "fcl");
		expect(ofr.source.id).toBe("fcl-hmm-dv20");
	});

	test("a target for one box leaves the others at the rate", () => {
		const req = fclExport(
			{
				containers: [
					{ type: "dv20", count: 1 },
					{ type: "dv40", count: 1 },
				],
			},
			{ targets: { dv40: { freight: 55_000 } } },
		);
		const option = optionOf(priceQuote(req, testRates()), "HMM");
		expect(lines(option, "ofr").map((l) => [l.containerCode, l.unitPrice, l.targetApplied ?? false])).toEqual([
			["dv20", 32_000, false],
			["dv40", 55_000, true],
		]);
	});

	test.each([
		[0, 650_000, false],
		[600_000, 600_000, true],
	])("trucking target %i -> unit price %i", (target, unitPrice, applied) => {
		const req = fclExport({ koreanRegion: { province: "KR-11" } }, { targets: { dv20: { trucking: target } } });
		const trucking = line(optionOf(priceQuote(req, testRates()), "HMM"), "trucking");
		expect([trucking.unitPrice, trucking.targetApplied ?? false, trucking.source.kind]).toEqual([
			unitPrice,
			applied,
			applied ? "target" : "trucking",
		]);
	});
});

describe("exemptions: listed, waived, amount 0, unit price kept", () => {
	test("thc and ofr waived on both sides", () => {
		const req = fclExport({ exemptions: ["thc", "ofr"] });
		const result = priceQuote(req, testRates());
		const option = optionOf(result, "HMM");
		const waived = option.lines.filter((l) => l.waived);
		expect(waived.map((l) => [l.code, l.group, l.unitPrice, l.amount])).toEqual([
			["ofr", "freight", 32_000, 0],
			["thc", "origin", 130_000, 0],
			["thc", "destination", 11_000, 0],
		]);
		expect(option.subtotals).toEqual({ USD: 57_500 - 32_000 - 11_000, KRW: 194_420 - 130_000, VND: 1_000_000 });
		// waiving one line never changes another: the CCF stays 2.5% of the freight as priced
		expect(line(optionOf(result, "SINOKOR"), "ccf").amount).toBe(700);
		// a sea quote with its Korean THC waived still has local costs
		expect(result.ok).toBe(true);
	});
});

describe("incoterms: groups the customer does not pay are listed, not counted", () => {
	test.each([
		["FOB", ["freight", "destination"], { KRW: 194_420 }],
		["CIF", ["destination"], { USD: 32_000 + 5_000 + 7_000, KRW: 194_420 }],
		["DAP", [], { USD: 57_500, KRW: 194_420, VND: 1_000_000 }],
		["EXW", ["origin", "freight", "destination"], {}],
	] as const)("export %s excludes %j", (incoterms, excluded, subtotals) => {
		const result = priceQuote(fclExport({ incoterms }), testRates());
		const option = optionOf(result, "HMM");
		expect(option.subtotals).toEqual(subtotals);
		expect(option.lines).toHaveLength(10);
		for (const l of option.lines) expect(l.included).toBe(!(excluded as readonly string[]).includes(l.group));
		expect(result.warnings).toEqual(excluded.length ? [{ code: "incoterms_exclude", groups: excluded }] : []);
	});

	test("import CIF: the buyer pays only the destination (Korean) charges; EXW everything", () => {
		const base = { direction: "import", origin: "CNSHA", destination: "KRPUS" } as const;
		const cif = optionOf(priceQuote(fclExport({ ...base, incoterms: "CIF" }), testRates()), "COSCO");
		expect(cif.lines.filter((l) => l.included).map((l) => [l.code, l.group])).toEqual([
			["thc", "destination"],
			["dof", "destination"],
		]);
		expect(cif.subtotals).toEqual({ KRW: 180_000 });
		const exw = optionOf(priceQuote(fclExport({ ...base, incoterms: "EXW" }), testRates()), "COSCO");
		expect(exw.lines.every((l) => l.included)).toBe(true);
	});

	test("trucking follows its group: counted under FOB (origin), not under EXW", () => {
		const fob = optionOf(
			priceQuote(fclExport({ incoterms: "FOB", koreanRegion: { province: "KR-11" } }), testRates()),
			"HMM",
		);
		expect(line(fob, "trucking").included).toBe(true);
		const exw = optionOf(
			priceQuote(fclExport({ incoterms: "EXW", koreanRegion: { province: "KR-11" } }), testRates()),
			"HMM",
		);
		expect(line(exw, "trucking").included).toBe(false);
		expect(exw.totals).toEqual({ KRW: 0, USD: 0, VND: 0 });
	});
});

describe("trucking (FCL with a Korean region)", () => {
	test.each<[string, { province: string; district?: string }, ContainerCode, string, number]>([
		["the province row", { province: "KR-11" }, "dv20", "trk-pus-seoul-20", 650_000],
		[
			"a district row beats the province row",
			{ province: "KR-11", district: "강남구" },
			"dv20",
			"trk-pus-gangnam-20",
			680_000,
		],
		[
			"another district takes the province row",
			{ province: "KR-11", district: "종로구" },
			"dv20",
			"trk-pus-seoul-20",
			650_000,
		],
		["40ft", { province: "KR-11", district: "강남구" }, "dv40", "trk-pus-seoul-40", 720_000],
		["40ft high cube is a 40", { province: "KR-11" }, "hc40", "trk-pus-seoul-40", 720_000],
		["a 20ft reefer is a 20", { province: "KR-11" }, "rf20", "trk-pus-seoul-20", 650_000],
	])("%s", (_name, koreanRegion, type, id, amount) => {
		const option = optionOf(
			priceQuote(fclExport({ koreanRegion, containers: [{ type, count: 2 }] }), testRates()),
			"HMM",
		);
		expect(line(option, "trucking")).toEqual({
			code: "trucking",
			group: "origin",
			basis: "per_trip",
			quantity: 2,
			unitPrice: amount,
			currency: "KRW",
			amount: amount * 2,
			containerCode: type,
			source: { kind: "trucking", id, validFrom: "2026-11-01", validTo: "2026-11-30" },
			included: true,
			notes: ["one_way", "old_port"],
		});
	});

	test("the newest of two province rows", () => {
		const rates = testRates();
		rates.trucking.push({
			...rates.trucking[0]!,
			id: "trk-pus-seoul-20-new",
			amount: 660_000,
			validFrom: "2026-11-08",
		});
		expect(
			line(optionOf(priceQuote(fclExport({ koreanRegion: { province: "KR-11" } }), rates), "HMM"), "trucking").source
				.id,
		).toBe("trk-pus-seoul-20-new");
	});

	test("round trip, and no old-port note outside Busan and Incheon (Gwangyang)", () => {
		const rates = testRates();
		rates.fcl.push(fcl("fcl-hmm-kan-dv20", "HMM", "dv20", 340, { pol: "KRKAN" }));
		rates.trucking.find((t) => t.id === "trk-kan-seoul-20")!.basis = "round_trip";
		const option = optionOf(
			priceQuote(fclExport({ origin: "KRKAN", koreanRegion: { province: "KR-11" } }), rates),
			"HMM",
		);
		expect(line(option, "trucking").notes).toEqual(["round_trip"]);
	});

	test("on import trucking is a destination charge", () => {
		const rates = testRates();
		const req = fclExport({
			direction: "import",
			origin: "CNSHA",
			destination: "KRPUS",
			koreanRegion: { province: "KR-11" },
		});
		expect(line(optionOf(priceQuote(req, rates), "COSCO"), "trucking").group).toBe("destination");
	});

	test.each([
		["LCL", lclExport({ koreanRegion: { province: "KR-11" } }), "lcl"],
		["air", airExport({ koreanRegion: { province: "KR-11" } }), "air"],
	] as const)("%s with a region: no trucking lines, a trucking_not_offered warning", (_name, req, mode) => {
		const result = priceQuote(req, testRates());
		if (!result.ok) throw new Error("no price");
		expect(result.options.flatMap((o) => lines(o, "trucking"))).toEqual([]);
		expect(result.warnings).toEqual([{ code: "trucking_not_offered", mode }]);
	});
});

describe("exchange: departure on export, arrival on import", () => {
	test.each([
		["export, ready 11-10: the 11-01 rate", fclExport(), "KRPUS", "2026-11-10", "fx-krw-1101", 138_550, "2026-11-01"],
		[
			"export, ready 11-13: the 11-13 rate",
			fclExport({ readyDate: "2026-11-13" }),
			"KRPUS",
			"2026-11-13",
			"fx-krw-1113",
			140_000,
			"2026-11-13",
		],
		[
			"import, ready 11-10 + 3 days: the 11-13 rate",
			fclExport({ direction: "import", origin: "CNSHA", destination: "KRPUS" }),
			"CNSHA",
			"2026-11-13",
			"fx-krw-1113",
			140_000,
			"2026-11-13",
		],
		[
			"import, ready 11-09 + 3 days",
			fclExport({ direction: "import", origin: "CNSHA", destination: "KRPUS", readyDate: "2026-11-09" }),
			"CNSHA",
			"2026-11-12",
			"fx-krw-1101",
			138_550,
			"2026-11-01",
		],
	])("%s", (_name, req, _pol, date, id, krw, effective) => {
		const option = priced(priceQuote(req, testRates()))[0]!;
		// the rate's own effective date travels with it: that is the day the quote prints, not `date`
		expect(option.exchange).toEqual({
			date,
			krwPerUsdCents: krw,
			vndPerUsdCents: 2_540_000,
			sources: { KRW: id, VND: "fx-vnd-1101" },
			effective: { KRW: effective, VND: "2026-11-01" },
		});
	});

	test("each option by its own arrival date", () => {
		const rates = testRates();
		rates.fcl.push(fcl("fcl-slow-dv20", "SLOW", "dv20", 150, { pol: "CNSHA", pod: "KRPUS", transitDays: 1 }));
		const options = priced(
			priceQuote(fclExport({ direction: "import", origin: "CNSHA", destination: "KRPUS" }), rates),
		);
		expect(options.map((o) => [o.carrier, o.exchange.date, o.exchange.sources.KRW])).toEqual([
			["SLOW", "2026-11-11", "fx-krw-1101"],
			["COSCO", "2026-11-13", "fx-krw-1113"],
		]);
	});

	test("no rate entered: 1,300 KRW (spec section 9) and 25,400 VND per USD, with a warning", () => {
		expect(DEFAULT_KRW_PER_USD_CENTS).toBe(130_000);
		expect(DEFAULT_VND_PER_USD_CENTS).toBe(2_540_000);
		const rates = testRates();
		rates.exchange = [];
		const result = priceQuote(fclExport(), rates);
		if (!result.ok) throw new Error("no price");
		const option = result.options.find((o) => o.carrier === "HMM")!;
		expect(option.exchange).toEqual({
			date: READY,
			krwPerUsdCents: 130_000,
			vndPerUsdCents: 2_540_000,
			sources: { KRW: "default", VND: "default" },
			effective: { KRW: null, VND: null },
		});
		// USD 575.00 x 1,300 = 747,500; 1,000,000 VND = 51,181.1 KRW
		expect(option.totals.KRW).toBe(194_420 + 747_500 + 51_181);
		expect(result.warnings).toEqual([{ code: "default_exchange_rate" }]);
	});

	test("no VND rate: the VND default, no warning", () => {
		const rates = testRates();
		rates.exchange = rates.exchange.filter((r) => r.currency === "KRW");
		const result = priceQuote(fclExport(), rates);
		if (!result.ok) throw new Error("no price");
		expect(result.options[0]!.exchange.sources).toEqual({ KRW: "fx-krw-1101", VND: "default" });
		expect(result.warnings).toEqual([]);
	});

	test("a rate effective after the date is not used", () => {
		const rates = testRates();
		rates.exchange = [{ id: "fx-krw-1111", currency: "KRW", effectiveDate: "2026-11-11", perUsdCents: 150_000 }];
		expect(priced(priceQuote(fclExport(), rates))[0]!.exchange.sources.KRW).toBe("default");
	});
});

describe("sorting: KRW total, then transit days, then carrier", () => {
	test("equal prices", () => {
		const rates = testRates();
		rates.fcl = [
			fcl("b", "BBB", "dv20", 300),
			fcl("a", "AAA", "dv20", 300),
			fcl("c", "CCC", "dv20", 300, { transitDays: 3 }),
			fcl("z", "ZZZ", "dv20", 299, { transitDays: 9 }),
		];
		rates.surcharges = rates.surcharges.filter((s) => s.id === "thc-kr-exp-dv20");
		expect(priced(priceQuote(fclExport(), rates)).map((o) => o.carrier)).toEqual(["ZZZ", "CCC", "AAA", "BBB"]);
	});
});

describe("LCL", () => {
	test("4 boxes of 1.2 cbm and 250 kg: 4.8 RT", () => {
		const result = priceQuote(lclExport(), testRates());
		const woojin = optionOf(result, "WOOJIN");
		expect(woojin.chargeable).toEqual({
			kind: "revenue_tons",
			revenueTons: 4.8,
			billedRevenueTons: 4.8,
			weightKg: 1000,
			volumeCbm: 4.8,
		});
		expect(brief(woojin)).toEqual([
			["lcl", "freight", "", 4.8, 2_500, "USD", 12_000],
			["thc", "origin", "", 4.8, 7_000, "KRW", 33_600],
			["dcf", "origin", "", 1, 50_000, "KRW", 50_000],
			["cfs", "origin", "", 4.8, 7_000, "KRW", 33_600],
			["pcfBlfee", "destination", "", 1, 1_000_000, "VND", 1_000_000],
		]);
		expect(woojin.id).toBe("lcl:lcl-woojin");
		expect(line(woojin, "lcl").notes).toBeUndefined();
		expect(priced(result).map((o) => o.carrier)).toEqual(["PANTOS", "WOOJIN"]);
	});

	test.each([
		// [what, packages, carrier, billed RT, amount, min_charge note]
		["0.3 RT is billed as 1 RT (the minimum)", [{ count: 1, weightKg: 100, volumeCbm: 0.3 }], "WOOJIN", 1, 2_500, true],
		[
			"under 1 RT and a minimum above 1 RT x rate",
			[{ count: 1, weightKg: 100, volumeCbm: 0.3 }],
			"PANTOS",
			1,
			4_000,
			true,
		],
		[
			"1.5 RT x 22.00 = 33.00 is below the 40.00 minimum",
			[{ count: 1, weightKg: 100, volumeCbm: 1.5 }],
			"PANTOS",
			1.5,
			4_000,
			true,
		],
		[
			"1.5 RT x 25.00 = 37.50 is above the 25.00 minimum",
			[{ count: 1, weightKg: 100, volumeCbm: 1.5 }],
			"WOOJIN",
			1.5,
			3_750,
			false,
		],
		[
			"weight decides: 2,345 kg = 2.35 RT (rounded up)",
			[{ count: 1, weightKg: 2_345, volumeCbm: 1.2 }],
			"WOOJIN",
			2.35,
			5_875,
			false,
		],
		[
			"RT over the whole shipment, not per line",
			[
				{ count: 1, weightKg: 900, volumeCbm: 0.2 },
				{ count: 1, weightKg: 100, volumeCbm: 0.8 },
			],
			"WOOJIN",
			1,
			2_500,
			false,
		],
	])("%s", (_name, packages, carrier, rt, amount, minNote) => {
		const option = optionOf(priceQuote(lclExport({ packages }), testRates()), carrier);
		const lcl = line(option, "lcl");
		expect([lcl.quantity, lcl.amount, lcl.notes ?? []]).toEqual([rt, amount, minNote ? ["min_charge"] : []]);
		expect(line(option, "thc").quantity).toBe(rt);
	});

	test("a target per RT replaces the rate; 0 is ignored", () => {
		const targeted = optionOf(
			priceQuote(lclExport({}, { targets: { all: { freight: 2_000 } } }), testRates()),
			"PANTOS",
		);
		expect(line(targeted, "lcl")).toMatchObject({
			unitPrice: 2_000,
			amount: 9_600,
			targetApplied: true,
			source: { kind: "target", id: "lcl-pantos" },
		});
		const zero = optionOf(priceQuote(lclExport({}, { targets: { all: { freight: 0 } } }), testRates()), "PANTOS");
		expect(line(zero, "lcl")).toMatchObject({ unitPrice: 2_200, amount: 10_560, source: { kind: "lcl" } });
	});

	test("measure warnings come back with the price", () => {
		const req = lclExport({
			packages: [
				{ count: 10, weightKg: 5, dimensions: { length: 30, width: 20, height: 10, unit: "MM" } },
				{ count: 1, weightKg: 500, dimensions: { length: 0, width: 100, height: 100, unit: "CM" } },
			],
		});
		const result = priceQuote(req, testRates());
		expect(result.ok).toBe(true);
		expect(result.warnings).toEqual([
			{ code: "tiny_volume", item: 0 },
			{ code: "zero_dimension", item: 1 },
		]);
	});
});

describe("air", () => {
	const KE: AirRate = testRates().air[0]!;

	test.each([
		// [chargeable kg, break used, unit price, amount, min charge]
		[5, "n", 450, 7_500, true], // 5 x 4.50 = 22.50 < the 75.00 minimum
		[30, "n", 450, 13_500, false],
		[40, "b45", 350, 15_750, false], // 40 x 4.50 = 180.00 > 45 x 3.50 = 157.50: the break point
		[45.5, "b45", 350, 15_925, false],
		[90, "b100", 250, 25_000, false], // 90 x 3.50 = 315.00 > 100 x 2.50
		[120, "b100", 250, 30_000, false],
		[280, "b300", 220, 66_000, false], // 280 x 2.50 = 700.00 > 300 x 2.20
		[499.5, "b500", 200, 100_000, false], // 499.5 x 2.20 = 1,098.90 > 500 x 2.00
		[1_200, "b1000", 190, 228_000, false],
	])("%d kg -> break %s", (kg, brk, unitPrice, amount, minimum) => {
		expect(airFreight(KE, kg * 2)).toEqual({ amount, unitPrice, breakKey: brk, minimum });
	});

	test("a break priced 0 is not offered", () => {
		expect(airFreight({ ...KE, b100: 0 }, 180)).toEqual({
			amount: 31_500,
			unitPrice: 350,
			breakKey: "b45",
			minimum: false,
		});
	});

	test("45.2 kg, small volume: chargeable 45.5 kg, per-kg surcharges on it", () => {
		const option = priced(
			priceQuote(airExport({ packages: [{ count: 1, weightKg: 45.2, volumeCbm: 0.1 }] }), testRates()),
		)[0]!;
		expect(option.chargeable).toEqual({
			kind: "air_kg",
			chargeableKg: 45.5,
			weightKg: 45.2,
			volumeCbm: 0.1,
			volumetricKg: 16.7,
		});
		expect(brief(option)).toEqual([
			["afr", "freight", "", 45.5, 350, "USD", 15_925],
			["awb", "origin", "", 1, 30_000, "KRW", 30_000],
			["fsc", "freight", "", 45.5, 60, "USD", 2_730],
			["ssc", "freight", "", 45.5, 15, "USD", 683], // 682.5 cents, half away from zero
		]);
		expect(line(option, "afr").notes).toEqual(["break_b45"]);
		expect(option.id).toBe("air:air-ke");
	});

	test("volume decides: 1 cbm and 50 kg are charged as 167 kg", () => {
		const option = priced(
			priceQuote(airExport({ packages: [{ count: 1, weightKg: 50, volumeCbm: 1 }] }), testRates()),
		)[0]!;
		expect(line(option, "afr")).toMatchObject({ quantity: 167, unitPrice: 250, amount: 41_750, notes: ["break_b100"] });
	});

	test("the minimum charge", () => {
		const option = priced(
			priceQuote(airExport({ packages: [{ count: 1, weightKg: 5, volumeCbm: 0.01 }] }), testRates()),
		)[0]!;
		expect(line(option, "afr")).toMatchObject({ quantity: 5, amount: 7_500, notes: ["break_n", "min_charge"] });
	});

	test("a target per kg replaces the tariff and its breaks", () => {
		const req = airExport(
			{ packages: [{ count: 1, weightKg: 45.2, volumeCbm: 0.1 }] },
			{ targets: { all: { freight: 200 } } },
		);
		const afr = line(priced(priceQuote(req, testRates()))[0]!, "afr");
		expect(afr).toMatchObject({
			unitPrice: 200,
			amount: 9_100,
			targetApplied: true,
			source: { kind: "target", id: "air-ke" },
		});
		expect(afr.notes).toBeUndefined();
	});
});

describe("no price: the reason and whether it goes to the manual quote", () => {
	test.each<[string, (rates: RateSet) => void, EngineRequest, string, boolean]>([
		[
			"a lane without any rate: out of scope ('no vessel schedule')",
			() => {},
			fclExport({ destination: "VNSGN" }),
			"out_of_scope",
			false,
		],
		[
			"out of scope comes first, even with rates on the date",
			(r) => r.servedLanes.clear(),
			fclExport(),
			"out_of_scope",
			false,
		],
		[
			"served, but nothing valid on the date",
			() => {},
			fclExport({ readyDate: "2027-01-04" }),
			"no_rate_on_date",
			true,
		],
		[
			"served, rows only of another mode",
			() => {},
			lclExport({ origin: "KRPUS", destination: "VNHPH" }),
			"no_rate_on_date",
			true,
		],
		[
			"dangerous goods and no carrier takes them",
			(r) => r.fcl.forEach((f) => (f.dgAccepted = false)),
			fclExport({ dangerousGoods: { class: "3" } }),
			"dg_not_accepted",
			true,
		],
		[
			"LCL dangerous goods refused",
			(r) => r.lcl.forEach((f) => (f.dgAccepted = false)),
			lclExport({ dangerousGoods: { class: "9" } }),
			"dg_not_accepted",
			true,
		],
		[
			"no rate for an open top",
			() => {},
			fclExport({ containers: [{ type: "ot20", count: 1 }] }),
			"no_container_rate",
			true,
		],
		[
			"no carrier has both boxes",
			(r) => (r.fcl = r.fcl.filter((f) => f.id !== "fcl-hmm-dv40")),
			fclExport({
				containers: [
					{ type: "hc40", count: 1 },
					{ type: "dv40", count: 1 },
				],
			}),
			"no_container_rate",
			true,
		],
		[
			"no Korean THC",
			(r) => (r.surcharges = r.surcharges.filter((s) => !s.id.startsWith("thc-kr"))),
			fclExport(),
			"no_local_cost",
			true,
		],
		[
			"only the foreign THC",
			(r) => (r.surcharges = r.surcharges.filter((s) => !s.id.startsWith("thc-kr-exp"))),
			fclExport(),
			"no_local_cost",
			true,
		],
		[
			"no Korean THC on import",
			(r) => (r.surcharges = r.surcharges.filter((s) => !s.id.startsWith("thc-kr-imp"))),
			fclExport({ direction: "import", origin: "CNSHA", destination: "KRPUS" }),
			"no_local_cost",
			true,
		],
		[
			"no LCL THC",
			(r) => (r.surcharges = r.surcharges.filter((s) => s.id !== "thc-kr-lcl")),
			lclExport(),
			"no_local_cost",
			true,
		],
		[
			"no trucking rate for the province",
			() => {},
			fclExport({ koreanRegion: { province: "KR-41" } }),
			"no_trucking",
			true,
		],
		[
			"no trucking for the 40ft",
			(r) => (r.trucking = r.trucking.filter((t) => t.size === "20")),
			fclExport({ containers: [{ type: "dv40", count: 1 }], koreanRegion: { province: "KR-11" } }),
			"no_trucking",
			true,
		],
		[
			"neither local cost nor trucking: local cost is named",
			(r) => (r.surcharges = r.surcharges.filter((s) => !s.id.startsWith("thc-kr"))),
			fclExport({ koreanRegion: { province: "KR-41" } }),
			"no_local_cost",
			true,
		],
	])("%s", (_name, change, req, reason, manual) => {
		const rates = testRates();
		change(rates);
		expect(noPrice(priceQuote(req, rates))).toEqual({ reason, manual });
	});

	test("air needs no Korean THC", () => {
		const rates = testRates();
		rates.surcharges = [];
		expect(priced(priceQuote(airExport(), rates))).toHaveLength(1);
	});

	test("warnings come back without a price too", () => {
		const req = lclExport({
			destination: "VNHPH",
			packages: [{ count: 1, weightKg: 5, dimensions: { length: 0, width: 1, height: 1, unit: "M" } }],
			koreanRegion: { province: "KR-11" },
		});
		expect(priceQuote(req, testRates())).toEqual({
			ok: false,
			reason: "out_of_scope",
			manual: false,
			warnings: [
				{ code: "zero_dimension", item: 0 },
				{ code: "trucking_not_offered", mode: "lcl" },
			],
		});
	});
});

describe("PricingError for requests and rows that can never be priced", () => {
	const boxes = { count: 1, measure: "per_box" as const, weightKg: 10, volumeCbm: 0.1 };
	test.each<[string, () => PricingResult, string, (string | number)[]]>([
		[
			"packages on FCL",
			() => priceQuote({ ...fclExport(), packages: [boxes] }, testRates()),
			"wrong_freight_type",
			["packages"],
		],
		[
			"FCL without containers",
			() => priceQuote({ ...fclExport(), containers: undefined }, testRates()),
			"wrong_freight_type",
			["containers"],
		],
		[
			"containers on air",
			() => priceQuote({ ...airExport(), containers: [{ type: "dv20", count: 1 }] }, testRates()),
			"wrong_freight_type",
			["containers"],
		],
		[
			"containers on LCL",
			() => priceQuote({ ...lclExport(), containers: [{ type: "dv20", count: 1 }] }, testRates()),
			"wrong_freight_type",
			["containers"],
		],
		[
			"LCL without packages",
			() => priceQuote({ ...lclExport(), packages: undefined }, testRates()),
			"wrong_freight_type",
			["packages"],
		],
		[
			"the same box twice",
			() =>
				priceQuote(
					{
						...fclExport(),
						containers: [
							{ type: "dv20", count: 1 },
							{ type: "dv40", count: 1 },
							{ type: "dv20", count: 2 },
						],
					},
					testRates(),
				),
			"duplicate_container",
			["containers", 2, "type"],
		],
		[
			"a surcharge row with an unknown code",
			() => {
				const rates = testRates();
				rates.surcharges.push({ ...rates.surcharges[0]!, id: "bad", code: "xyz" as SurchargeRate["code"] });
				return priceQuote(fclExport(), rates);
			},
			"unknown_surcharge_code",
			["surcharges", testRates().surcharges.length, "code"],
		],
		[
			"a port cost row with an unknown code",
			() => {
				const rates = testRates();
				rates.portCosts.unshift({ ...rates.portCosts[0]!, id: "bad", code: "pcfXyz" as "pcfCis" });
				return priceQuote(fclExport(), rates);
			},
			"unknown_surcharge_code",
			["portCosts", 0, "code"],
		],
	])("%s", (_name, run, code, path) => {
		let error: unknown;
		try {
			run();
		} catch (e) {
			error = e;
		}
		expect(error).toBeInstanceOf(PricingError);
		expect(error).toMatchObject({ code, path });
	});
});

describe("the request schema and the engine agree", () => {
	test("a request the schema accepts prices without error", () => {
		const req = request({
			mode: "sea",
			cargoType: "fcl",
			direction: "export",
			origin: " krpus ",
			destination: "vnhph",
			readyDate: READY,
			incoterms: "CIF",
			containers: [{ type: "dv20", count: 1 }],
			exemptions: ["csc"],
		});
		const option = optionOf(priceQuote(req, testRates()), "HMM");
		expect(line(option, "csc")).toMatchObject({ waived: true, amount: 0, unitPrice: 10_000 });
	});
});
