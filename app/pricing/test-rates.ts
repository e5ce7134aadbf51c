// A small hand-made rate set for the engine's tests and benchmark, with realistic Korea-Vietnam
// figures (shared/data: surcharges_catalog.csv, kr_export_20ft_charges_summary_2014_2020.csv):
// ocean freight USD 200-600 per box, Korean THC 130,000 / 180,000 KRW, wharfage 4,420 KRW per 20ft,
// B/L fee 50,000 KRW, LCL CFS 7,000 KRW per RT, air +100 kg about USD 2.50 per kg.
// Every rate is valid through November 2026; tests copy and change what they need.
import { FIXED_SURCHARGES } from "./fixed-surcharges.ts";
import { PricingRequestSchema, type PricingRequestInput } from "./request.ts";
import type {
	AirRate,
	EngineRequest,
	ExchangeRate,
	FclRate,
	LclRate,
	Place,
	PortCostRate,
	QuoteLine,
	RateSet,
	SurchargeRate,
	TruckingRate,
} from "./types.ts";

export const NOV = { validFrom: "2026-11-01", validTo: "2026-11-30" } as const;
export const READY = "2026-11-10";

const direct = { routing: "direct" as const, viaPort: null, weeklyFrequency: 2, dgAccepted: true };

function fcl(
	id: string,
	carrier: string,
	pol: string,
	pod: string,
	containerCode: FclRate["containerCode"],
	usd: number,
	more: Partial<FclRate> = {},
): FclRate {
	return {
		id,
		pol,
		pod,
		carrier,
		containerCode,
		currency: "USD",
		amount: usd * 100,
		transitDays: 5,
		...direct,
		...NOV,
		...more,
	};
}

/** Surcharge row with nulls for every filter unless given. */
export function surcharge(
	id: string,
	fields: Partial<SurchargeRate> & Pick<SurchargeRate, "code" | "side" | "basis" | "mode" | "currency" | "amount">,
): SurchargeRate {
	return {
		id,
		direction: null,
		region: null,
		port: null,
		carrier: null,
		containerCode: null,
		dgOnly: false,
		source: "sheet",
		...NOV,
		...fields,
	};
}

export function portCost(
	id: string,
	fields: Partial<PortCostRate> & Pick<PortCostRate, "port" | "code" | "basis" | "mode" | "currency" | "amount">,
): PortCostRate {
	return { id, containerCode: null, direction: null, ...NOV, ...fields };
}

function places(): Record<string, Place> {
	const p = (code: string, country: string, region: Place["region"], lcl = false, koreanGateway = false): Place => ({
		code,
		country,
		region,
		lcl,
		koreanGateway,
	});
	return {
		KRPUS: p("KRPUS", "KR", "korea", true, true),
		KRINC: p("KRINC", "KR", "korea", true, true),
		KRKAN: p("KRKAN", "KR", "korea", false, true),
		VNHPH: p("VNHPH", "VN", "southeast_asia"),
		VNSGN: p("VNSGN", "VN", "southeast_asia"),
		CNSHA: p("CNSHA", "CN", "north_china"),
		ICN: p("ICN", "KR", "korea", false, true),
		SGN: p("SGN", "VN", "southeast_asia"),
	};
}

function fclRates(): FclRate[] {
	return [
		// Busan -> Haiphong: HMM direct, 5 days; Sinokor via Hong Kong, 8 days, no 40ft high cube
		fcl("fcl-hmm-dv20", "HMM", "KRPUS", "VNHPH", "dv20", 320),
		fcl("fcl-hmm-dv40", "HMM", "KRPUS", "VNHPH", "dv40", 580),
		fcl("fcl-hmm-hc40", "HMM", "KRPUS", "VNHPH", "hc40", 600),
		fcl("fcl-hmm-rf20", "HMM", "KRPUS", "VNHPH", "rf20", 900),
		fcl("fcl-sko-dv20", "SINOKOR", "KRPUS", "VNHPH", "dv20", 280, {
			routing: "transhipment",
			viaPort: "HKHKG",
			transitDays: 8,
			dgAccepted: false,
		}),
		fcl("fcl-sko-dv40", "SINOKOR", "KRPUS", "VNHPH", "dv40", 500, {
			routing: "transhipment",
			viaPort: "HKHKG",
			transitDays: 8,
			dgAccepted: false,
		}),
		// Shanghai -> Busan (import)
		fcl("fcl-cosco-sha-dv20", "COSCO", "CNSHA", "KRPUS", "dv20", 210, { transitDays: 3 }),
		fcl("fcl-cosco-sha-dv40", "COSCO", "CNSHA", "KRPUS", "dv40", 390, { transitDays: 3 }),
	];
}

function lclRates(): LclRate[] {
	return [
		{
			id: "lcl-woojin",
			pol: "KRINC",
			pod: "VNSGN",
			carrier: "WOOJIN",
			currency: "USD",
			perRt: 2500,
			minimum: 2500,
			transitDays: 7,
			...direct,
			...NOV,
		},
		{
			id: "lcl-pantos",
			pol: "KRINC",
			pod: "VNSGN",
			carrier: "PANTOS",
			currency: "USD",
			perRt: 2200,
			minimum: 4000,
			transitDays: 9,
			...direct,
			routing: "transhipment",
			viaPort: "CNSHA",
			...NOV,
		},
	];
}

function airRates(): AirRate[] {
	return [
		{
			id: "air-ke",
			origin: "ICN",
			destination: "SGN",
			carrier: "KE",
			currency: "USD",
			minimum: 7500,
			n: 450,
			b45: 350,
			b100: 250,
			b300: 220,
			b500: 200,
			b1000: 190,
			transitDays: 1,
			...direct,
			weeklyFrequency: 7,
			...NOV,
		},
	];
}

function surcharges(): SurchargeRate[] {
	const fclOrigin = { mode: "fcl", side: "origin", currency: "KRW" } as const;
	return [
		// Korean THC and wharfage per box (export origin / import destination)
		surcharge("thc-kr-exp-dv20", {
			...fclOrigin,
			code: "thc",
			basis: "per_container",
			direction: "export",
			containerCode: "dv20",
			amount: 130_000,
		}),
		surcharge("thc-kr-exp-dv40", {
			...fclOrigin,
			code: "thc",
			basis: "per_container",
			direction: "export",
			containerCode: "dv40",
			amount: 180_000,
		}),
		surcharge("thc-kr-exp-hc40", {
			...fclOrigin,
			code: "thc",
			basis: "per_container",
			direction: "export",
			containerCode: "hc40",
			amount: 180_000,
		}),
		surcharge("thc-kr-exp-rf20", {
			...fclOrigin,
			code: "thc",
			basis: "per_container",
			direction: "export",
			containerCode: "rf20",
			amount: 230_000,
		}),
		surcharge("wfg-kr-exp-dv20", {
			...fclOrigin,
			code: "wfg",
			basis: "per_container",
			direction: "export",
			containerCode: "dv20",
			amount: 4_420,
		}),
		surcharge("wfg-kr-exp-dv40", {
			...fclOrigin,
			code: "wfg",
			basis: "per_container",
			direction: "export",
			containerCode: "dv40",
			amount: 8_840,
		}),
		surcharge("wfg-kr-exp-hc40", {
			...fclOrigin,
			code: "wfg",
			basis: "per_container",
			direction: "export",
			containerCode: "hc40",
			amount: 8_840,
		}),
		surcharge("csc-kr", { ...fclOrigin, code: "csc", basis: "per_container", amount: 10_000 }),
		surcharge("dcf-kr-exp", { ...fclOrigin, code: "dcf", basis: "per_bl", direction: "export", amount: 50_000 }),
		// import: Korean side is the destination
		surcharge("thc-kr-imp-dv20", {
			mode: "fcl",
			side: "destination",
			currency: "KRW",
			code: "thc",
			basis: "per_container",
			direction: "import",
			containerCode: "dv20",
			amount: 130_000,
		}),
		surcharge("thc-kr-imp-dv40", {
			mode: "fcl",
			side: "destination",
			currency: "KRW",
			code: "thc",
			basis: "per_container",
			direction: "import",
			containerCode: "dv40",
			amount: 180_000,
		}),
		surcharge("dof-kr-imp", {
			mode: "fcl",
			side: "destination",
			currency: "KRW",
			code: "dof",
			basis: "per_bl",
			direction: "import",
			amount: 50_000,
		}),
		// Vietnamese destination THC in USD, limited to Haiphong
		surcharge("thc-vnhph-dv20", {
			mode: "fcl",
			side: "destination",
			currency: "USD",
			code: "thc",
			basis: "per_container",
			port: "VNHPH",
			containerCode: "dv20",
			amount: 11_000,
		}),
		surcharge("thc-vnhph-dv40", {
			mode: "fcl",
			side: "destination",
			currency: "USD",
			code: "thc",
			basis: "per_container",
			port: "VNHPH",
			containerCode: "dv40",
			amount: 16_500,
		}),
		// carrier-specific peak season and a currency correction factor
		surcharge("psm-hmm", {
			mode: "fcl",
			side: "freight",
			currency: "USD",
			code: "psm",
			basis: "per_container",
			carrier: "hmm",
			amount: 5_000,
		}),
		surcharge("ccf-sinokor", {
			mode: "fcl",
			side: "freight",
			currency: "USD",
			code: "ccf",
			basis: "percent",
			carrier: "SINOKOR",
			amount: 250,
		}),
		surcharge("dgf-fcl", {
			mode: "fcl",
			side: "origin",
			currency: "KRW",
			code: "dgf",
			basis: "per_container",
			dgOnly: true,
			amount: 100_000,
		}),
		// LCL at Incheon
		surcharge("thc-kr-lcl", {
			mode: "lcl",
			side: "origin",
			currency: "KRW",
			code: "thc",
			basis: "per_rt",
			direction: "export",
			amount: 7_000,
		}),
		surcharge("cfs-kr-lcl", {
			mode: "lcl",
			side: "origin",
			currency: "KRW",
			code: "cfs",
			basis: "per_rt",
			direction: "export",
			amount: 7_000,
		}),
		surcharge("dcf-kr-lcl", {
			mode: "lcl",
			side: "origin",
			currency: "KRW",
			code: "dcf",
			basis: "per_bl",
			direction: "export",
			amount: 50_000,
		}),
		// air at Incheon
		surcharge("fsc-air", { mode: "air", side: "freight", currency: "USD", code: "fsc", basis: "per_kg", amount: 60 }),
		surcharge("ssc-air", { mode: "air", side: "freight", currency: "USD", code: "ssc", basis: "per_kg", amount: 15 }),
		surcharge("awb-air", {
			mode: "air",
			side: "origin",
			currency: "KRW",
			code: "awb",
			basis: "per_bl",
			amount: 30_000,
		}),
		...FIXED_SURCHARGES,
	];
}

function portCosts(): PortCostRate[] {
	return [
		portCost("pcf-hph-cis", {
			port: "VNHPH",
			code: "pcfCis",
			basis: "per_container",
			mode: "fcl",
			currency: "USD",
			amount: 2_500,
		}),
		portCost("pcf-hph-blfee", {
			port: "VNHPH",
			code: "pcfBlfee",
			basis: "per_bl",
			mode: "fcl",
			currency: "VND",
			amount: 1_000_000,
		}),
		portCost("pcf-sgn-lcl-blfee", {
			port: "VNSGN",
			code: "pcfBlfee",
			basis: "per_bl",
			mode: "lcl",
			currency: "VND",
			amount: 1_000_000,
		}),
	];
}

function trucking(): TruckingRate[] {
	const t = (
		id: string,
		port: string,
		size: "20" | "40",
		amount: number,
		district: string | null = null,
	): TruckingRate => ({
		id,
		port,
		province: "KR-11",
		district,
		size,
		basis: "one_way",
		amount,
		...NOV,
	});
	return [
		t("trk-pus-seoul-20", "KRPUS", "20", 650_000),
		t("trk-pus-seoul-40", "KRPUS", "40", 720_000),
		t("trk-pus-gangnam-20", "KRPUS", "20", 680_000, "강남구"),
		t("trk-kan-seoul-20", "KRKAN", "20", 700_000),
	];
}

function exchange(): ExchangeRate[] {
	return [
		{ id: "fx-krw-1101", currency: "KRW", effectiveDate: "2026-11-01", perUsdCents: 138_550 },
		{ id: "fx-krw-1113", currency: "KRW", effectiveDate: "2026-11-13", perUsdCents: 140_000 },
		{ id: "fx-vnd-1101", currency: "VND", effectiveDate: "2026-11-01", perUsdCents: 2_540_000 },
	];
}

/** A fresh rate set (tests may change it freely). */
export function testRates(): RateSet {
	return {
		places: places(),
		fcl: fclRates(),
		lcl: lclRates(),
		air: airRates(),
		surcharges: surcharges(),
		portCosts: portCosts(),
		trucking: trucking(),
		exchange: exchange(),
		servedLanes: new Set(["KRPUS>VNHPH", "KRINC>VNSGN", "ICN>SGN", "CNSHA>KRPUS", "KRKAN>VNHPH"]),
	};
}

type Extra = Pick<EngineRequest, "targets">;

/** A request through the real schema, so tests price only what the API could send. */
export function request(input: PricingRequestInput, extra: Extra = {}): EngineRequest {
	return { ...PricingRequestSchema.parse(input), ...extra };
}

export function fclExport(overrides: Partial<PricingRequestInput> = {}, extra: Extra = {}): EngineRequest {
	return request(
		{
			mode: "sea",
			cargoType: "fcl",
			direction: "export",
			origin: "KRPUS",
			destination: "VNHPH",
			readyDate: READY,
			containers: [{ type: "dv20", count: 1 }],
			...overrides,
		},
		extra,
	);
}

export function lclExport(overrides: Partial<PricingRequestInput> = {}, extra: Extra = {}): EngineRequest {
	return request(
		{
			mode: "sea",
			cargoType: "lcl",
			direction: "export",
			origin: "KRINC",
			destination: "VNSGN",
			readyDate: READY,
			packages: [{ count: 4, weightKg: 250, dimensions: { length: 120, width: 100, height: 100, unit: "CM" } }],
			...overrides,
		},
		extra,
	);
}

export function airExport(overrides: Partial<PricingRequestInput> = {}, extra: Extra = {}): EngineRequest {
	return request(
		{
			mode: "air",
			direction: "export",
			origin: "ICN",
			destination: "SGN",
			readyDate: READY,
			packages: [{ count: 2, weightKg: 60, dimensions: { length: 60, width: 50, height: 40, unit: "CM" } }],
			...overrides,
		},
		extra,
	);
}

/** A quote line for tests of what reads an option's lines (VAT, invoices, the total-cost document): a
 * USD ocean-freight line of nothing, included, with only what the test sets changed. */
export function quoteLine(over: Partial<QuoteLine>): QuoteLine {
	return {
		code: "ofr",
		group: "freight",
		basis: "per_container",
		quantity: 1,
		unitPrice: 0,
		currency: "USD",
		amount: 0,
		source: { kind: "fcl", id: "x" },
		included: true,
		...over,
	} as QuoteLine;
}
