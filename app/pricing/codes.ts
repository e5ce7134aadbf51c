// The vocabulary of pricing: container codes, charge codes, bases, sides and regions. One list each,
// shared by the database schema, the rate sheets, the engine, the partner API and the glossary, so a
// code that is not here is an error everywhere (spec section 8: "unknown surcharge code: item error").

/** Container codes of spec section 9, in the order the spec lists them. */
export const CONTAINER_CODES = [
	"dv20",
	"dv40",
	"hc40",
	"rf20",
	"rf40",
	"hr40",
	"dg20",
	"dg40",
	"dh40",
	"ot20",
	"ot40",
	"oc40",
	"fr20",
	"fr40",
	"fc40",
	"tc20",
	"tc40",
	"th40",
] as const;
export type ContainerCode = (typeof CONTAINER_CODES)[number];

/** Size labels of spec section 9: 20FT, 40FT, 40FT HC. */
export type ContainerSize = "20" | "40" | "40hc";
/** Types of spec section 3 / 9: dry, reefer, dangerous (hazardous), open top, flat rack, tank. */
export type ContainerKind = "dry" | "reefer" | "dangerous" | "opentop" | "flatrack" | "tank";

export type ContainerInfo = {
	code: ContainerCode;
	size: ContainerSize;
	kind: ContainerKind;
	/** ISO 6346 size-type code (shared/data/container_types_iso6346.csv) where the code has one. */
	iso: string;
	/** TEU factor: 20ft = 1, 40ft = 2 (shared/data/freight_pricing_rules.json). */
	teu: 1 | 2;
	/** Column of the fixed surcharge tables of spec section 9 that prices this box (see decision 008). */
	fixedColumn: "dv20" | "dv40" | "hc40" | "rf20" | "rf40";
};

// The "c" codes (oc40, fc40) are the high-cube variants of open top and flat rack; "h" (hr40, dh40,
// th40) the high-cube reefer, hazardous and tank boxes.
export const CONTAINERS: Record<ContainerCode, ContainerInfo> = {
	dv20: { code: "dv20", size: "20", kind: "dry", iso: "22G1", teu: 1, fixedColumn: "dv20" },
	dv40: { code: "dv40", size: "40", kind: "dry", iso: "42G1", teu: 2, fixedColumn: "dv40" },
	hc40: { code: "hc40", size: "40hc", kind: "dry", iso: "45G1", teu: 2, fixedColumn: "hc40" },
	rf20: { code: "rf20", size: "20", kind: "reefer", iso: "22R1", teu: 1, fixedColumn: "rf20" },
	rf40: { code: "rf40", size: "40", kind: "reefer", iso: "42R1", teu: 2, fixedColumn: "rf40" },
	hr40: { code: "hr40", size: "40hc", kind: "reefer", iso: "45R1", teu: 2, fixedColumn: "rf40" },
	dg20: { code: "dg20", size: "20", kind: "dangerous", iso: "22G1", teu: 1, fixedColumn: "dv20" },
	dg40: { code: "dg40", size: "40", kind: "dangerous", iso: "42G1", teu: 2, fixedColumn: "dv40" },
	dh40: { code: "dh40", size: "40hc", kind: "dangerous", iso: "45G1", teu: 2, fixedColumn: "hc40" },
	ot20: { code: "ot20", size: "20", kind: "opentop", iso: "22U1", teu: 1, fixedColumn: "dv20" },
	ot40: { code: "ot40", size: "40", kind: "opentop", iso: "42U1", teu: 2, fixedColumn: "dv40" },
	oc40: { code: "oc40", size: "40hc", kind: "opentop", iso: "45U1", teu: 2, fixedColumn: "hc40" },
	fr20: { code: "fr20", size: "20", kind: "flatrack", iso: "22P1", teu: 1, fixedColumn: "dv20" },
	fr40: { code: "fr40", size: "40", kind: "flatrack", iso: "42P1", teu: 2, fixedColumn: "dv40" },
	fc40: { code: "fc40", size: "40hc", kind: "flatrack", iso: "45P3", teu: 2, fixedColumn: "hc40" },
	tc20: { code: "tc20", size: "20", kind: "tank", iso: "22T6", teu: 1, fixedColumn: "dv20" },
	tc40: { code: "tc40", size: "40", kind: "tank", iso: "42T6", teu: 2, fixedColumn: "dv40" },
	th40: { code: "th40", size: "40hc", kind: "tank", iso: "45T6", teu: 2, fixedColumn: "hc40" },
};

/**
 * Surcharge codes of spec section 3 (freight item), plus lss, which the fixed tables of section 9
 * use. Names and explanations are in the locale files under `charges.<code>`.
 */
export const SURCHARGE_CODES = [
	"thc", // terminal handling
	"wfg", // wharfage
	"psm", // peak season (PSS)
	"csc", // container seal
	"ccc", // container cleaning
	"dcf", // documentation (B/L) fee
	"dof", // delivery order fee
	"cfs", // CFS (LCL stuffing / devanning)
	"dc", // destination delivery charge
	"baf", // bunker adjustment factor
	"caf", // currency adjustment factor
	"cic", // container imbalance
	"crs", // cost recovery surcharge
	"ebs", // emergency bunker surcharge
	"ecrc", // empty container repositioning
	"ams", // advance manifest (AMS/ACI/ENS/AFR)
	"awb", // air waybill fee
	"fsc", // air fuel surcharge
	"ssc", // air security surcharge
	"dgf", // dangerous goods fee
	"ccf", // currency correction factor (percent of freight)
	"hdc", // forwarder handling charge
	"lss", // low sulphur surcharge
] as const;
export type SurchargeCode = (typeof SURCHARGE_CODES)[number];

/** Foreign port costs of spec section 3, each priced in its own currency. */
export const PORT_COST_CODES = ["pcfCis", "pcfCcc", "pcfBlfee", "pcfThc"] as const;
export type PortCostCode = (typeof PORT_COST_CODES)[number];

/** Line codes that are not surcharges: the base freight and inland trucking. */
export const BASE_CODES = ["ofr", "lcl", "afr", "trucking"] as const;
export type BaseCode = (typeof BASE_CODES)[number];

/** Every code a quote line can carry; the glossary has an entry for each. */
export const CHARGE_CODES = [...BASE_CODES, ...SURCHARGE_CODES, ...PORT_COST_CODES] as const;
export type ChargeCode = (typeof CHARGE_CODES)[number];

export const BASES = ["per_container", "per_rt", "per_kg", "per_bl", "percent"] as const;
export type Basis = (typeof BASES)[number];

export const SIDES = ["origin", "freight", "destination"] as const;
export type Side = (typeof SIDES)[number];

export const MODES = ["fcl", "lcl", "air"] as const;
export type Mode = (typeof MODES)[number];

export const DIRECTIONS = ["export", "import"] as const;
export type Direction = (typeof DIRECTIONS)[number];

export const ROUTINGS = ["direct", "transhipment"] as const;
export type Routing = (typeof ROUTINGS)[number];

/**
 * Freight regions of the surcharge tables. A port's region is its own (South China ports) or its
 * country's (db/data/countries.json).
 */
export const FREIGHT_REGIONS = [
	"korea",
	"japan",
	"north_china",
	"south_china",
	"hong_kong",
	"southeast_asia",
	"southwest_asia",
	"russia",
	"americas",
	"europe",
	"africa",
	"oceania",
	"other",
] as const;
export type FreightRegion = (typeof FREIGHT_REGIONS)[number];

/** The nine dangerous-goods classes (spec section 3, Cargo). */
export const DG_CLASSES = ["1", "2", "3", "4", "5", "6", "7", "8", "9"] as const;
export type DgClass = (typeof DG_CLASSES)[number];

/** Korean gateways of spec section 9; LCL only at Incheon and Busan. */
export const KOREAN_SEA_PORTS = ["KRINC", "KRKAN", "KRPUS", "KRPTK", "KRKPO", "KRUSN"] as const;
export const LCL_PORTS = ["KRINC", "KRPUS"] as const;
export const KOREAN_AIRPORTS = ["ICN"] as const;
/** Busan and Incheon quotes apply the old-port basis for trucking (spec section 9). */
export const OLD_PORT_BASIS_PORTS = ["KRPUS", "KRINC"] as const;

export const TRUCKING_BASES = ["one_way", "round_trip"] as const;
export type TruckingBasis = (typeof TRUCKING_BASES)[number];

/** IATA weight breaks (kg) of the air tariff; "n" is the normal rate below 45 kg. */
export const AIR_BREAKS = [
	{ key: "n", fromKg: 0 },
	{ key: "b45", fromKg: 45 },
	{ key: "b100", fromKg: 100 },
	{ key: "b300", fromKg: 300 },
	{ key: "b500", fromKg: 500 },
	{ key: "b1000", fromKg: 1000 },
] as const;
export type AirBreakKey = (typeof AIR_BREAKS)[number]["key"];

export function isOneOf<T extends string>(list: readonly T[], value: unknown): value is T {
	return typeof value === "string" && (list as readonly string[]).includes(value);
}

/** Incoterms 2020 (shared/data/incoterms_2020_cost_allocation.csv). */
export const INCOTERMS = ["EXW", "FCA", "FAS", "FOB", "CFR", "CIF", "CPT", "CIP", "DAP", "DPU", "DDP"] as const;
export type Incoterm = (typeof INCOTERMS)[number];

/** The units a package's dimensions may be given in. */
export const DIMENSION_UNITS = ["MM", "CM", "M"] as const;
export type DimensionUnit = (typeof DIMENSION_UNITS)[number];

/**
 * "20FT dry" style label key parts for a container code (wizard.containerSize / containerKind). Here,
 * beside the table it reads, so a screen that only names containers (/admin/rates) does not load the
 * quote option component to get it.
 */
export function containerLabelKeys(code: ContainerCode): { size: string; kind: string } {
	const info = CONTAINERS[code];
	return { size: `wizard.containerSize.${info.size}`, kind: `wizard.containerKind.${info.kind}` };
}
