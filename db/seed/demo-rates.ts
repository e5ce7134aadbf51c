// Demo rates for development and tests only (never production): enough lanes, local charges, foreign
// port costs, trucking and exchange rates that every pricing path can be tried by hand and by tests.
// Levels follow the shared reference data (shared/data: Korean export charge summary, surcharge
// catalogue, trucking benchmarks, sea distances, Korea-Vietnam liner services); they are plausible,
// not anyone's tariff. Ids are stable and every row is an upsert, so seeding again refreshes the
// validity window instead of adding rows. The fixed surcharge tables of spec section 9 (LSS, AMS,
// BAF, ECRC, CAF, EBS, CIC) are not here: they are seeded as `spec9` rows elsewhere, and the lanes
// below are chosen so that each of their rows has a lane to apply to.
import type { AppDatabase } from "../client.ts";
import { airRates, exchangeRates, fclRates, lclRates, portCosts, surcharges, truckingRates } from "../schema.ts";
import {
	CONTAINER_CODES,
	CONTAINERS,
	type ContainerCode,
	type Direction,
	type FreightRegion,
	type Routing,
	type TruckingBasis,
} from "../../app/pricing/codes.ts";
import type { Currency } from "../../app/pricing/money.ts";

export type DemoFclRow = typeof fclRates.$inferInsert;
export type DemoLclRow = typeof lclRates.$inferInsert;
export type DemoAirRow = typeof airRates.$inferInsert;
export type DemoSurchargeRow = typeof surcharges.$inferInsert;
export type DemoPortCostRow = typeof portCosts.$inferInsert;
export type DemoTruckingRow = typeof truckingRates.$inferInsert;
export type DemoExchangeRow = typeof exchangeRates.$inferInsert;

export type DemoRates = {
	fcl: DemoFclRow[];
	lcl: DemoLclRow[];
	air: DemoAirRow[];
	surcharges: DemoSurchargeRow[];
	portCosts: DemoPortCostRow[];
	trucking: DemoTruckingRow[];
	exchange: DemoExchangeRow[];
};
export type DemoRateCounts = Record<keyof DemoRates, number>;

type Validity = { validFrom: string; validTo: string };

function isoDate(date: Date): string {
	return date.toISOString().slice(0, 10);
}

/**
 * From the first day of the previous month to the last day of the month six months ahead, so a quote
 * for any ready date in the coming weeks finds a rate whatever day the seed ran. UTC calendar dates:
 * the server's clock is UTC, and a day's difference at the edges is inside the window anyway.
 */
export function demoValidity(today: Date): Validity {
	const year = today.getUTCFullYear();
	const month = today.getUTCMonth();
	return {
		validFrom: isoDate(new Date(Date.UTC(year, month - 1, 1))),
		// day 0 of a month is the last day of the month before it
		validTo: isoDate(new Date(Date.UTC(year, month + 7, 0))),
	};
}

/** A lane served only in the past: listed, so not "out of scope", but with no rate today (manual quote). */
export const EXPIRED_VALIDITY: Validity = { validFrom: "2024-01-01", validTo: "2024-12-31" };
export const EXPIRED_LANE = { pol: "KRPUS", pod: "AUSYD" } as const;
/** A lane with no row at all, in any table: the out-of-scope answer. */
export const UNSERVED_LANE = { pol: "KRPUS", pod: "ZADUR" } as const;

function slug(name: string): string {
	return name.toUpperCase().replace(/[^A-Z0-9]/g, "");
}

const usd = (dollars: number) => Math.round(dollars * 100);
const round10 = (value: number) => Math.round(value / 10) * 10;

// ---------------------------------------------------------------------------------------------
// FCL
// ---------------------------------------------------------------------------------------------

type Sailing = { carrier: string; routing: Routing; via?: string; days: number; weekly: number; dg?: boolean };
type FclLane = Sailing & { pol: string; pod: string; usd20: number };

// Transit days are sea days at 14-16 kn (sea_distances_kr_vn_marnet.csv) plus port time, or what the
// liner-service records state (KMTC Busan-Haiphong 5 days). Dry 20ft levels follow the 2018-2020
// medians of kr_export_20ft_charges_summary_2014_2020.csv; imports into Korea are the cheap backhaul.
const FCL_LANES: FclLane[] = [
	// Korea -> Vietnam: two carriers on Busan-Haiphong, one direct, one via Hong Kong
	{ pol: "KRPUS", pod: "VNHPH", carrier: "KMTC", routing: "direct", days: 5, weekly: 4, usd20: 320, dg: true },
	{
		pol: "KRPUS",
		pod: "VNHPH",
		carrier: "Sinokor",
		routing: "transhipment",
		via: "HKHKG",
		days: 9,
		weekly: 2,
		usd20: 270,
	},
	{ pol: "KRPUS", pod: "VNHPH", carrier: "Heung-A Line", routing: "direct", days: 6, weekly: 3, usd20: 300 },
	{ pol: "KRPUS", pod: "VNCLI", carrier: "HMM", routing: "direct", days: 7, weekly: 3, usd20: 380, dg: true },
	{
		pol: "KRPUS",
		pod: "VNCLI",
		carrier: "Wan Hai",
		routing: "transhipment",
		via: "HKHKG",
		days: 11,
		weekly: 2,
		usd20: 330,
	},
	{ pol: "KRPUS", pod: "VNSGN", carrier: "Namsung", routing: "direct", days: 7, weekly: 1, usd20: 400 },
	{ pol: "KRPUS", pod: "VNCMT", carrier: "HMM", routing: "direct", days: 7, weekly: 1, usd20: 420 },
	{ pol: "KRPUS", pod: "VNCMT", carrier: "ONE", routing: "direct", days: 8, weekly: 1, usd20: 440 },
	{ pol: "KRPUS", pod: "VNDAD", carrier: "Sinokor", routing: "direct", days: 6, weekly: 1, usd20: 450 },
	{ pol: "KRINC", pod: "VNHPH", carrier: "KMTC", routing: "direct", days: 7, weekly: 2, usd20: 350 },
	{
		pol: "KRINC",
		pod: "VNHPH",
		carrier: "CK Line",
		routing: "transhipment",
		via: "HKHKG",
		days: 10,
		weekly: 1,
		usd20: 310,
	},
	{ pol: "KRINC", pod: "VNCLI", carrier: "Maersk", routing: "direct", days: 8, weekly: 1, usd20: 420 },
	{ pol: "KRKAN", pod: "VNHPH", carrier: "KMTC", routing: "direct", days: 6, weekly: 1, usd20: 330 },
	{ pol: "KRKAN", pod: "VNSGN", carrier: "Pan Ocean", routing: "direct", days: 7, weekly: 1, usd20: 410 },
	{ pol: "KRPTK", pod: "VNHPH", carrier: "Sinokor", routing: "direct", days: 7, weekly: 1, usd20: 360 },
	{ pol: "KRUSN", pod: "VNHPH", carrier: "Evergreen", routing: "direct", days: 6, weekly: 3, usd20: 340 },
	// Korea -> China and Hong Kong
	{ pol: "KRPUS", pod: "CNSHA", carrier: "Sinokor", routing: "direct", days: 2, weekly: 7, usd20: 150 },
	{ pol: "KRPUS", pod: "CNSHA", carrier: "HMM", routing: "direct", days: 2, weekly: 5, usd20: 170 },
	{ pol: "KRINC", pod: "CNSHA", carrier: "CK Line", routing: "direct", days: 3, weekly: 3, usd20: 140 },
	{ pol: "KRPUS", pod: "CNTAO", carrier: "Pan Ocean", routing: "direct", days: 2, weekly: 3, usd20: 130 },
	{ pol: "KRPUS", pod: "CNYTN", carrier: "Heung-A Line", routing: "direct", days: 4, weekly: 2, usd20: 190 },
	{ pol: "KRPUS", pod: "HKHKG", carrier: "Sinokor", routing: "direct", days: 4, weekly: 4, usd20: 200 },
	{ pol: "KRINC", pod: "HKHKG", carrier: "CK Line", routing: "direct", days: 5, weekly: 2, usd20: 220 },
	// Korea -> Japan
	{ pol: "KRPUS", pod: "JPTYO", carrier: "Namsung", routing: "direct", days: 3, weekly: 3, usd20: 230 },
	{ pol: "KRPUS", pod: "JPOSA", carrier: "Pan Ocean", routing: "direct", days: 2, weekly: 3, usd20: 200 },
	// Korea -> South-East Asia
	{ pol: "KRPUS", pod: "SGSIN", carrier: "ONE", routing: "direct", days: 8, weekly: 2, usd20: 420 },
	{ pol: "KRPUS", pod: "THLCH", carrier: "Wan Hai", routing: "direct", days: 10, weekly: 2, usd20: 380 },
	{
		pol: "KRPUS",
		pod: "IDJKT",
		carrier: "Evergreen",
		routing: "transhipment",
		via: "SGSIN",
		days: 12,
		weekly: 1,
		usd20: 470,
	},
	{ pol: "KRPUS", pod: "PHMNL", carrier: "Wan Hai", routing: "direct", days: 6, weekly: 2, usd20: 350 },
	{ pol: "KRPUS", pod: "MYPKG", carrier: "Maersk", routing: "direct", days: 10, weekly: 1, usd20: 440 },
	// Korea -> South-West Asia
	{ pol: "KRPUS", pod: "INNSA", carrier: "ONE", routing: "direct", days: 18, weekly: 1, usd20: 900 },
	{ pol: "KRPUS", pod: "LKCMB", carrier: "HMM", routing: "direct", days: 15, weekly: 1, usd20: 850 },
	{ pol: "KRPUS", pod: "AEJEA", carrier: "HMM", routing: "direct", days: 21, weekly: 1, usd20: 1100 },
	// Korea -> Russia
	{ pol: "KRPUS", pod: "RUVVO", carrier: "Sinokor", routing: "direct", days: 3, weekly: 2, usd20: 1200 },
	// Korea -> the Americas
	{ pol: "KRPUS", pod: "USLAX", carrier: "HMM", routing: "direct", days: 13, weekly: 2, usd20: 1900, dg: true },
	{ pol: "KRPUS", pod: "USLAX", carrier: "ONE", routing: "direct", days: 14, weekly: 1, usd20: 1800 },
	{ pol: "KRPUS", pod: "USLGB", carrier: "Evergreen", routing: "direct", days: 13, weekly: 1, usd20: 1750 },
	{ pol: "KRPUS", pod: "USNYC", carrier: "HMM", routing: "direct", days: 30, weekly: 1, usd20: 2700 },
	{ pol: "KRPUS", pod: "CAVAN", carrier: "ONE", routing: "direct", days: 12, weekly: 1, usd20: 1650 },
	// Korea -> Northern Europe
	{ pol: "KRPUS", pod: "NLRTM", carrier: "Maersk", routing: "direct", days: 35, weekly: 1, usd20: 2000 },
	{ pol: "KRPUS", pod: "NLRTM", carrier: "HMM", routing: "direct", days: 33, weekly: 1, usd20: 2100 },
	{ pol: "KRPUS", pod: "DEHAM", carrier: "HMM", routing: "direct", days: 36, weekly: 1, usd20: 2150 },
	// North China -> Korea (spec section 9 import table: BAF, ECRC, CAF)
	{ pol: "CNSHA", pod: "KRPUS", carrier: "Sinokor", routing: "direct", days: 2, weekly: 7, usd20: 80 },
	{ pol: "CNSHA", pod: "KRINC", carrier: "CK Line", routing: "direct", days: 2, weekly: 3, usd20: 90 },
	{ pol: "CNTAO", pod: "KRINC", carrier: "Pan Ocean", routing: "direct", days: 2, weekly: 3, usd20: 70 },
	{ pol: "CNTAO", pod: "KRPUS", carrier: "Namsung", routing: "direct", days: 2, weekly: 2, usd20: 80 },
	{ pol: "CNDLC", pod: "KRINC", carrier: "Sinokor", routing: "direct", days: 2, weekly: 2, usd20: 80 },
	// South China -> Korea (EBS, CIC)
	{ pol: "CNYTN", pod: "KRPUS", carrier: "HMM", routing: "direct", days: 4, weekly: 2, usd20: 150 },
	{ pol: "CNSHK", pod: "KRPUS", carrier: "Heung-A Line", routing: "direct", days: 4, weekly: 2, usd20: 140 },
	{ pol: "CNXMN", pod: "KRINC", carrier: "CK Line", routing: "direct", days: 4, weekly: 1, usd20: 160 },
	{
		pol: "CNCAN",
		pod: "KRPUS",
		carrier: "Sinokor",
		routing: "transhipment",
		via: "HKHKG",
		days: 6,
		weekly: 1,
		usd20: 170,
	},
	// South-East Asia -> Korea (EBS, ECRC, CIC, LSS)
	{ pol: "VNHPH", pod: "KRPUS", carrier: "KMTC", routing: "direct", days: 5, weekly: 4, usd20: 200 },
	{ pol: "VNHPH", pod: "KRINC", carrier: "KMTC", routing: "direct", days: 6, weekly: 2, usd20: 220 },
	{ pol: "VNCLI", pod: "KRPUS", carrier: "HMM", routing: "direct", days: 7, weekly: 3, usd20: 220 },
	{ pol: "VNCLI", pod: "KRINC", carrier: "Maersk", routing: "direct", days: 8, weekly: 1, usd20: 240 },
	{ pol: "THLCH", pod: "KRPUS", carrier: "Wan Hai", routing: "direct", days: 9, weekly: 2, usd20: 260 },
	// Japan -> Korea (BAF)
	{ pol: "JPTYO", pod: "KRPUS", carrier: "Namsung", routing: "direct", days: 3, weekly: 3, usd20: 180 },
	{ pol: "JPOSA", pod: "KRPUS", carrier: "Pan Ocean", routing: "direct", days: 2, weekly: 3, usd20: 160 },
];

export const FCL_BOXES = ["dv20", "dv40", "hc40", "rf20", "rf40"] as const satisfies readonly ContainerCode[];
export const DG_BOXES = ["dg20", "dg40"] as const satisfies readonly ContainerCode[];

/** USD per box from the 20ft dry level: a 40ft about 1.8x, high cube a little more, reefers and DG boxes dearer. */
function boxPrices(usd20: number): Record<(typeof FCL_BOXES)[number] | (typeof DG_BOXES)[number], number> {
	const dv40 = round10(usd20 * 1.8);
	return {
		dv20: usd20,
		dv40,
		hc40: dv40 + round10(dv40 * 0.05),
		rf20: usd20 * 2,
		rf40: dv40 * 2,
		dg20: round10(usd20 * 1.5),
		dg40: round10(dv40 * 1.5),
	};
}

function fclRows(lane: FclLane, validity: Validity, idSuffix = ""): DemoFclRow[] {
	const prices = boxPrices(lane.usd20);
	const boxes = lane.dg ? [...FCL_BOXES, ...DG_BOXES] : FCL_BOXES;
	return boxes.map((box) => ({
		id: `demo-fcl-${lane.pol}-${lane.pod}-${slug(lane.carrier)}-${lane.routing}-${box}${idSuffix}`,
		pol: lane.pol,
		pod: lane.pod,
		carrier: lane.carrier,
		containerCode: box,
		currency: "USD",
		amount: usd(prices[box]),
		...validity,
		transitDays: lane.days,
		routing: lane.routing,
		viaPort: lane.via ?? null,
		weeklyFrequency: lane.weekly,
		dgAccepted: lane.dg ?? false,
	}));
}

const EXPIRED_LANES: FclLane[] = [
	{ ...EXPIRED_LANE, carrier: "HMM", routing: "direct", days: 14, weekly: 1, usd20: 1400 },
];

function buildFcl(validity: Validity): DemoFclRow[] {
	const expired = EXPIRED_LANES.flatMap((lane) =>
		fclRows(lane, EXPIRED_VALIDITY, "-2024").filter((r) => r.containerCode === "dv20" || r.containerCode === "dv40"),
	);
	return [...FCL_LANES.flatMap((lane) => fclRows(lane, validity)), ...expired];
}

// ---------------------------------------------------------------------------------------------
// LCL: Incheon and Busan only (spec section 9), both directions, USD per RT with a 1 RT minimum
// ---------------------------------------------------------------------------------------------

type LclPartner = { port: string; exportPerRt: number; importPerRt: number; days: number; weekly: number };
const LCL_PARTNERS: LclPartner[] = [
	{ port: "VNHPH", exportPerRt: 28, importPerRt: 22, days: 8, weekly: 2 },
	{ port: "VNCLI", exportPerRt: 32, importPerRt: 24, days: 9, weekly: 2 },
	{ port: "VNSGN", exportPerRt: 34, importPerRt: 25, days: 9, weekly: 1 },
	{ port: "CNSHA", exportPerRt: 15, importPerRt: 18, days: 4, weekly: 3 },
	{ port: "HKHKG", exportPerRt: 20, importPerRt: 20, days: 6, weekly: 2 },
	{ port: "SGSIN", exportPerRt: 35, importPerRt: 30, days: 10, weekly: 1 },
	{ port: "JPTYO", exportPerRt: 40, importPerRt: 45, days: 5, weekly: 2 },
];
const LCL_CONSOLIDATORS: Record<string, string> = { KRINC: "CJ Logistics", KRPUS: "LX Pantos" };

function buildLcl(validity: Validity): DemoLclRow[] {
	return Object.entries(LCL_CONSOLIDATORS).flatMap(([krPort, carrier]) =>
		LCL_PARTNERS.flatMap((p) => {
			// Incheon's services call Busan's partners a day later on the way south
			const days = p.days + (krPort === "KRINC" ? 1 : 0);
			return (["export", "import"] as const).map((direction): DemoLclRow => {
				const [pol, pod] = direction === "export" ? [krPort, p.port] : [p.port, krPort];
				const perRt = usd(direction === "export" ? p.exportPerRt : p.importPerRt);
				return {
					id: `demo-lcl-${pol}-${pod}-${slug(carrier)}`,
					pol,
					pod,
					carrier,
					currency: "USD",
					perRt,
					minimum: perRt, // spec section 5: under 1 RT pays the 1 RT minimum
					...validity,
					transitDays: days,
					routing: "direct",
					viaPort: null,
					weeklyFrequency: p.weekly,
					dgAccepted: false,
				};
			});
		}),
	);
}

// ---------------------------------------------------------------------------------------------
// Air: Incheon to and from ten airports, USD per kg by weight break, with a minimum charge
// ---------------------------------------------------------------------------------------------

type AirPartner = {
	airport: string;
	airlines: string[];
	normal: number;
	minimum: number;
	days: number;
	weekly: number;
};
const AIR_PARTNERS: AirPartner[] = [
	{
		airport: "SGN",
		airlines: ["Korean Air", "Vietnam Airlines", "VietJet Air"],
		normal: 3.2,
		minimum: 60,
		days: 1,
		weekly: 7,
	},
	{
		airport: "HAN",
		airlines: ["Korean Air", "Asiana Airlines", "Vietnam Airlines"],
		normal: 3.0,
		minimum: 60,
		days: 1,
		weekly: 7,
	},
	{ airport: "DAD", airlines: ["Vietnam Airlines"], normal: 3.6, minimum: 65, days: 2, weekly: 3 },
	{ airport: "PVG", airlines: ["Korean Air", "Asiana Airlines"], normal: 2.2, minimum: 50, days: 1, weekly: 7 },
	{ airport: "HKG", airlines: ["Cathay Pacific", "Korean Air"], normal: 2.4, minimum: 55, days: 1, weekly: 7 },
	{ airport: "NRT", airlines: ["Asiana Airlines", "Korean Air"], normal: 2.3, minimum: 50, days: 1, weekly: 7 },
	{ airport: "SIN", airlines: ["Singapore Airlines", "Korean Air"], normal: 3.1, minimum: 60, days: 1, weekly: 7 },
	{ airport: "BKK", airlines: ["Thai Airways", "Asiana Airlines"], normal: 2.9, minimum: 60, days: 1, weekly: 5 },
	{ airport: "LAX", airlines: ["Korean Air", "Asiana Airlines"], normal: 6.8, minimum: 90, days: 2, weekly: 7 },
	{ airport: "FRA", airlines: ["Korean Air", "Lufthansa Cargo"], normal: 6.2, minimum: 85, days: 2, weekly: 5 },
];

// Share of the normal (-45 kg) rate at each break: falling, so the rates never rise with weight.
const BREAK_FACTORS = { n: 1, b45: 0.8, b100: 0.7, b300: 0.62, b500: 0.58, b1000: 0.52 } as const;

function buildAir(validity: Validity): DemoAirRow[] {
	return AIR_PARTNERS.flatMap((p) =>
		p.airlines.flatMap((carrier, rank) =>
			(["export", "import"] as const).map((direction): DemoAirRow => {
				const [origin, destination] = direction === "export" ? ["ICN", p.airport] : [p.airport, "ICN"];
				// the second and third airlines undercut the first a little; inbound is the cheaper leg
				const normal = p.normal * (1 - rank * 0.04) * (direction === "import" ? 0.9 : 1);
				const rate = (factor: number) => usd(normal * factor);
				return {
					id: `demo-air-${origin}-${destination}-${slug(carrier)}`,
					origin,
					destination,
					carrier,
					currency: "USD",
					minimum: usd(p.minimum),
					n: rate(BREAK_FACTORS.n),
					b45: rate(BREAK_FACTORS.b45),
					b100: rate(BREAK_FACTORS.b100),
					b300: rate(BREAK_FACTORS.b300),
					b500: rate(BREAK_FACTORS.b500),
					b1000: rate(BREAK_FACTORS.b1000),
					...validity,
					transitDays: p.days,
					routing: "direct",
					viaPort: null,
					weeklyFrequency: p.weekly,
					dgAccepted: carrier === "Korean Air",
				};
			}),
		),
	);
}

// ---------------------------------------------------------------------------------------------
// Surcharges: Korean local charges (KRW) and freight-side surcharges beyond the spec's fixed tables
// ---------------------------------------------------------------------------------------------

type SurchargeSpec = Omit<
	DemoSurchargeRow,
	"id" | "validFrom" | "validTo" | "source" | "dgOnly" | "direction" | "region" | "port" | "carrier" | "containerCode"
> & {
	direction?: Direction | null;
	region?: FreightRegion | null;
	port?: string | null;
	carrier?: string | null;
	containerCode?: ContainerCode | null;
	dgOnly?: boolean;
};

function surchargeId(s: SurchargeSpec): string {
	const scope = [s.region, s.port, s.carrier && slug(s.carrier)].filter(Boolean).join("-") || "all";
	return `demo-sc-${s.code}-${s.mode}-${s.direction ?? "both"}-${scope}-${s.containerCode ?? "any"}${s.dgOnly ? "-dg" : ""}`;
}

/** Korean local amounts by box kind and size (ksg.co.kr THC levels, surcharges_catalog.csv). */
type KindTable = { dry: [number, number]; reefer: [number, number]; special: [number, number] };

function perBoxKind(table: KindTable): (code: ContainerCode) => number {
	return (code) => {
		const { kind, size } = CONTAINERS[code];
		const row = kind === "reefer" ? table.reefer : kind === "dry" || kind === "dangerous" ? table.dry : table.special;
		return size === "20" ? row[0] : row[1];
	};
}

const KOREAN_THC = perBoxKind({ dry: [130_000, 180_000], reefer: [230_000, 345_000], special: [160_000, 220_000] });
const KOREAN_WHARFAGE = perBoxKind({ dry: [4_420, 8_840], reefer: [4_420, 8_840], special: [4_420, 8_840] });
const KOREAN_CLEANING = perBoxKind({ dry: [20_000, 30_000], reefer: [40_000, 60_000], special: [25_000, 35_000] });

/** Korean local charges print on the origin side of an export and the destination side of an import. */
const KOREAN_SIDE = { export: "origin", import: "destination" } as const;

/** USD per box of the five boxes the spec's tables price; other boxes have no such row. */
type FiveBoxes = Record<(typeof FCL_BOXES)[number], number>;

function koreanLocalCharges(): SurchargeSpec[] {
	const specs: SurchargeSpec[] = [];
	for (const direction of ["export", "import"] as const) {
		const side = KOREAN_SIDE[direction];
		for (const containerCode of CONTAINER_CODES) {
			specs.push({
				code: "thc",
				side,
				basis: "per_container",
				mode: "fcl",
				direction,
				containerCode,
				currency: "KRW",
				amount: KOREAN_THC(containerCode),
			});
			specs.push({
				code: "wfg",
				side,
				basis: "per_container",
				mode: "fcl",
				direction,
				containerCode,
				currency: "KRW",
				amount: KOREAN_WHARFAGE(containerCode),
			});
			if (direction === "import")
				specs.push({
					code: "ccc",
					side,
					basis: "per_container",
					mode: "fcl",
					direction,
					containerCode,
					currency: "KRW",
					amount: KOREAN_CLEANING(containerCode),
				});
		}
		specs.push(
			{ code: "thc", side, basis: "per_rt", mode: "lcl", direction, currency: "KRW", amount: 7_000 },
			{ code: "cfs", side, basis: "per_rt", mode: "lcl", direction, currency: "KRW", amount: 7_000 },
			{
				code: "thc",
				side,
				basis: "per_kg",
				mode: "air",
				direction,
				currency: "KRW",
				amount: direction === "export" ? 110 : 130,
			},
		);
		for (const mode of ["fcl", "lcl", "air"] as const) {
			specs.push({ code: "hdc", side, basis: "per_bl", mode, direction, currency: "KRW", amount: 30_000 });
			if (direction === "export" && mode !== "air")
				specs.push({ code: "dcf", side, basis: "per_bl", mode, direction, currency: "KRW", amount: 50_000 });
			if (direction === "import")
				specs.push({
					code: "dof",
					side,
					basis: "per_bl",
					mode,
					direction,
					currency: "KRW",
					amount: mode === "air" ? 30_000 : 50_000,
				});
		}
	}
	specs.push(
		{
			code: "csc",
			side: "origin",
			basis: "per_container",
			mode: "fcl",
			direction: "export",
			currency: "KRW",
			amount: 10_000,
		},
		{ code: "awb", side: "origin", basis: "per_bl", mode: "air", direction: "export", currency: "KRW", amount: 30_000 },
	);
	return specs;
}

function fiveBoxRows(
	base: Omit<SurchargeSpec, "containerCode" | "amount" | "currency">,
	amounts: FiveBoxes,
): SurchargeSpec[] {
	return FCL_BOXES.map((containerCode) => ({
		...base,
		containerCode,
		currency: "USD",
		amount: usd(amounts[containerCode]),
	}));
}

// Air fuel surcharge per kg by the foreign end's region, both directions.
const AIR_FSC: Partial<Record<FreightRegion, number>> = {
	southeast_asia: 0.45,
	north_china: 0.3,
	hong_kong: 0.3,
	japan: 0.3,
	americas: 0.9,
	europe: 0.85,
};

function freightSurcharges(): SurchargeSpec[] {
	const exp = { side: "freight", basis: "per_container", mode: "fcl", direction: "export" } as const;
	return [
		// bunker and peak season on the long-haul export lanes
		...fiveBoxRows(
			{ ...exp, code: "baf", region: "europe" },
			{ dv20: 300, dv40: 600, hc40: 600, rf20: 450, rf40: 900 },
		),
		...fiveBoxRows(
			{ ...exp, code: "baf", region: "americas" },
			{ dv20: 250, dv40: 500, hc40: 500, rf20: 375, rf40: 750 },
		),
		...fiveBoxRows(
			{ ...exp, code: "psm", region: "americas" },
			{ dv20: 200, dv40: 400, hc40: 400, rf20: 200, rf40: 400 },
		),
		// one carrier's own surcharge: the most specific row for its lanes
		...fiveBoxRows(
			{ ...exp, code: "crs", region: "europe", carrier: "Maersk" },
			{ dv20: 50, dv40: 100, hc40: 100, rf20: 75, rf40: 150 },
		),
		// Canada's destination delivery charge, on the one Canadian port served
		...fiveBoxRows(
			{ ...exp, side: "destination", code: "dc", port: "CAVAN" },
			{ dv20: 520, dv40: 740, hc40: 740, rf20: 520, rf40: 740 },
		),
		// percent rows: amount in basis points of the freight
		{ code: "ccf", side: "freight", basis: "percent", mode: "fcl", carrier: "Wan Hai", currency: "USD", amount: 200 },
		{
			code: "caf",
			side: "freight",
			basis: "percent",
			mode: "fcl",
			direction: "export",
			region: "europe",
			currency: "USD",
			amount: 300,
		},
		// advance filing per B/L where the fixed Americas table does not reach: EU ENS and Japan AFR
		{
			code: "ams",
			side: "origin",
			basis: "per_bl",
			mode: "fcl",
			direction: "export",
			region: "europe",
			currency: "USD",
			amount: usd(25),
		},
		{
			code: "ams",
			side: "origin",
			basis: "per_bl",
			mode: "fcl",
			direction: "export",
			region: "japan",
			currency: "USD",
			amount: usd(30),
		},
		{
			code: "ams",
			side: "origin",
			basis: "per_bl",
			mode: "lcl",
			direction: "export",
			region: "japan",
			currency: "USD",
			amount: usd(30),
		},
		// dangerous goods, charged only when the request declares them
		{
			code: "dgf",
			side: "origin",
			basis: "per_container",
			mode: "fcl",
			dgOnly: true,
			currency: "USD",
			amount: usd(150),
		},
		{ code: "dgf", side: "origin", basis: "per_rt", mode: "lcl", dgOnly: true, currency: "USD", amount: usd(20) },
		{ code: "dgf", side: "origin", basis: "per_kg", mode: "air", dgOnly: true, currency: "USD", amount: usd(0.5) },
		// air: security for every shipment, fuel by region
		{ code: "ssc", side: "freight", basis: "per_kg", mode: "air", currency: "USD", amount: usd(0.15) },
		...Object.entries(AIR_FSC).map(([region, perKg]): SurchargeSpec => ({
			code: "fsc",
			side: "freight",
			basis: "per_kg",
			mode: "air",
			region: region as FreightRegion,
			currency: "USD",
			amount: usd(perKg),
		})),
	];
}

function buildSurcharges(validity: Validity): DemoSurchargeRow[] {
	return [...koreanLocalCharges(), ...freightSurcharges()].map((s) => ({
		direction: null,
		region: null,
		port: null,
		carrier: null,
		containerCode: null,
		dgOnly: false,
		...s,
		id: surchargeId(s),
		source: "sheet",
		...validity,
	}));
}

// ---------------------------------------------------------------------------------------------
// Foreign port costs, in the port's own currency (VND in Vietnam, USD elsewhere)
// ---------------------------------------------------------------------------------------------

type PortCostTable = {
	currency: Currency;
	/** terminal handling per box: dry 20/40, reefer 20/40 (major units); none where a DDC covers it */
	thc?: [number, number, number, number];
	blFee: number;
	/** container inspection / imbalance (Vietnam's CIC) per 20/40 */
	cis?: [number, number];
	/** cleaning per box: dry 20/40, reefer 20/40 */
	cleaning?: [number, number, number, number];
	/** LCL: terminal handling per RT, CIS per RT, B/L fee */
	lcl?: { thc: number; cis?: number; blFee: number };
};

const VIETNAM: PortCostTable = {
	currency: "VND",
	thc: [3_100_000, 4_700_000, 4_800_000, 7_000_000],
	blFee: 1_000_000,
	cis: [1_300_000, 2_600_000],
	cleaning: [250_000, 500_000, 500_000, 750_000],
	lcl: { thc: 250_000, cis: 130_000, blFee: 900_000 },
};
const CHINA: PortCostTable = { currency: "USD", thc: [120, 180, 180, 270], blFee: 65 };
const GENERIC_USD: PortCostTable = { currency: "USD", thc: [150, 220, 220, 330], blFee: 50 };

const PORT_COSTS: Record<string, PortCostTable> = {
	VNHPH: VIETNAM,
	VNCLI: VIETNAM,
	VNSGN: VIETNAM,
	VNCMT: VIETNAM,
	VNDAD: VIETNAM,
	CNSHA: { ...CHINA, lcl: { thc: 12, blFee: 55 } },
	CNTAO: CHINA,
	CNDLC: CHINA,
	CNYTN: CHINA,
	CNSHK: CHINA,
	CNXMN: CHINA,
	CNCAN: CHINA,
	HKHKG: { currency: "USD", thc: [290, 380, 400, 520], blFee: 60, lcl: { thc: 18, blFee: 50 } },
	JPTYO: { currency: "USD", thc: [250, 350, 330, 460], blFee: 50, lcl: { thc: 30, blFee: 50 } },
	JPOSA: { currency: "USD", thc: [240, 340, 320, 450], blFee: 50 },
	SGSIN: { currency: "USD", thc: [160, 230, 230, 330], blFee: 45, lcl: { thc: 14, blFee: 40 } },
	THLCH: GENERIC_USD,
	IDJKT: GENERIC_USD,
	PHMNL: GENERIC_USD,
	MYPKG: GENERIC_USD,
	INNSA: GENERIC_USD,
	LKCMB: GENERIC_USD,
	AEJEA: GENERIC_USD,
	RUVVO: { currency: "USD", thc: [250, 350, 350, 500], blFee: 70 },
	USLAX: { currency: "USD", thc: [450, 600, 450, 600], blFee: 75 },
	USLGB: { currency: "USD", thc: [450, 600, 450, 600], blFee: 75 },
	USNYC: { currency: "USD", thc: [480, 640, 480, 640], blFee: 75 },
	CAVAN: { currency: "USD", blFee: 70 }, // terminal handling is in the DDC there (see dc)
	NLRTM: { currency: "USD", thc: [280, 330, 330, 400], blFee: 60 },
	DEHAM: { currency: "USD", thc: [290, 340, 340, 410], blFee: 60 },
};

/** Air terminal handling per kg and the D/O or AWB fee at the foreign airport. */
const AIRPORT_COSTS: Record<string, { currency: Currency; perKg: number; blFee: number }> = {
	SGN: { currency: "VND", perKg: 1_600, blFee: 750_000 },
	HAN: { currency: "VND", perKg: 1_500, blFee: 750_000 },
	DAD: { currency: "VND", perKg: 1_700, blFee: 750_000 },
	PVG: { currency: "USD", perKg: 0.08, blFee: 35 },
	HKG: { currency: "USD", perKg: 0.15, blFee: 40 },
	NRT: { currency: "USD", perKg: 0.2, blFee: 45 },
	SIN: { currency: "USD", perKg: 0.1, blFee: 35 },
	BKK: { currency: "USD", perKg: 0.08, blFee: 30 },
	LAX: { currency: "USD", perKg: 0.2, blFee: 60 },
	FRA: { currency: "USD", perKg: 0.18, blFee: 55 },
};

const PORT_COST_BOXES = [...FCL_BOXES, ...DG_BOXES];

function buildPortCosts(validity: Validity): DemoPortCostRow[] {
	const rows: DemoPortCostRow[] = [];
	const minor = (currency: Currency, major: number) => (currency === "USD" ? usd(major) : major);
	const add = (row: Omit<DemoPortCostRow, "id" | "validFrom" | "validTo">) => {
		rows.push({ ...row, id: `demo-pc-${row.port}-${row.code}-${row.mode}-${row.containerCode ?? "any"}`, ...validity });
	};
	for (const [port, t] of Object.entries(PORT_COSTS)) {
		const { currency } = t;
		for (const containerCode of PORT_COST_BOXES) {
			const { kind, size } = CONTAINERS[containerCode];
			const column = (kind === "reefer" ? 2 : 0) + (size === "20" ? 0 : 1);
			if (t.thc)
				add({
					port,
					code: "pcfThc",
					basis: "per_container",
					mode: "fcl",
					containerCode,
					currency,
					amount: minor(currency, t.thc[column]!),
				});
			if (t.cis)
				add({
					port,
					code: "pcfCis",
					basis: "per_container",
					mode: "fcl",
					direction: "export",
					containerCode,
					currency,
					amount: minor(currency, t.cis[size === "20" ? 0 : 1]),
				});
			if (t.cleaning)
				add({
					port,
					code: "pcfCcc",
					basis: "per_container",
					mode: "fcl",
					direction: "export",
					containerCode,
					currency,
					amount: minor(currency, t.cleaning[column]!),
				});
		}
		add({
			port,
			code: "pcfBlfee",
			basis: "per_bl",
			mode: "fcl",
			containerCode: null,
			currency,
			amount: minor(currency, t.blFee),
		});
		if (t.lcl) {
			add({
				port,
				code: "pcfThc",
				basis: "per_rt",
				mode: "lcl",
				containerCode: null,
				currency,
				amount: minor(currency, t.lcl.thc),
			});
			if (t.lcl.cis)
				add({
					port,
					code: "pcfCis",
					basis: "per_rt",
					mode: "lcl",
					direction: "export",
					containerCode: null,
					currency,
					amount: minor(currency, t.lcl.cis),
				});
			add({
				port,
				code: "pcfBlfee",
				basis: "per_bl",
				mode: "lcl",
				containerCode: null,
				currency,
				amount: minor(currency, t.lcl.blFee),
			});
		}
	}
	for (const [port, t] of Object.entries(AIRPORT_COSTS)) {
		add({
			port,
			code: "pcfThc",
			basis: "per_kg",
			mode: "air",
			containerCode: null,
			currency: t.currency,
			amount: minor(t.currency, t.perKg),
		});
		add({
			port,
			code: "pcfBlfee",
			basis: "per_bl",
			mode: "air",
			containerCode: null,
			currency: t.currency,
			amount: minor(t.currency, t.blFee),
		});
	}
	return rows;
}

// ---------------------------------------------------------------------------------------------
// Trucking (KRW per container; 20ft at 90% of 40ft, the legacy tariff's ratio)
// ---------------------------------------------------------------------------------------------

type TruckingSpec = { province: string; district?: string; basis: TruckingBasis; feu: number };

// Basis by province as db/data/kr-regions.json and decision 008 give it: one way for Seoul, Gyeonggi
// and Incheon; round trip for Chungcheong, Daejeon and Sejong; Gangwon per district (west one way,
// east coast round trip). Busan's basis is not in the spec; a local haul there is priced round trip.
const TRUCKING: Record<string, TruckingSpec[]> = {
	// Busan -> Seoul about 1.3 million per 40ft (legacy standard tariff, kr_container_trucking_reference.csv)
	KRPUS: [
		{ province: "KR-11", basis: "one_way", feu: 1_300_000 },
		{ province: "KR-11", district: "강남구", basis: "one_way", feu: 1_340_000 },
		{ province: "KR-11", district: "종로구", basis: "one_way", feu: 1_320_000 },
		{ province: "KR-41", basis: "one_way", feu: 1_260_000 },
		{ province: "KR-41", district: "평택시", basis: "one_way", feu: 1_150_000 },
		{ province: "KR-28", basis: "one_way", feu: 1_340_000 },
		{ province: "KR-43", basis: "round_trip", feu: 1_050_000 },
		{ province: "KR-44", basis: "round_trip", feu: 1_100_000 },
		{ province: "KR-30", basis: "round_trip", feu: 980_000 },
		{ province: "KR-50", basis: "round_trip", feu: 1_020_000 },
		{ province: "KR-42", district: "춘천시", basis: "one_way", feu: 1_480_000 },
		{ province: "KR-42", district: "원주시", basis: "one_way", feu: 1_350_000 },
		{ province: "KR-42", district: "홍천군", basis: "one_way", feu: 1_450_000 },
		{ province: "KR-42", district: "강릉시", basis: "round_trip", feu: 1_516_000 },
		{ province: "KR-42", district: "동해시", basis: "round_trip", feu: 1_460_000 },
		{ province: "KR-42", district: "속초시", basis: "round_trip", feu: 1_560_000 },
		{ province: "KR-26", basis: "round_trip", feu: 260_000 },
	],
	// Incheon -> Seoul is a short one-way haul of a few hundred thousand won
	KRINC: [
		{ province: "KR-11", basis: "one_way", feu: 380_000 },
		{ province: "KR-11", district: "강남구", basis: "one_way", feu: 420_000 },
		{ province: "KR-41", basis: "one_way", feu: 450_000 },
		{ province: "KR-41", district: "김포시", basis: "one_way", feu: 320_000 },
		{ province: "KR-28", basis: "one_way", feu: 250_000 },
		{ province: "KR-43", basis: "round_trip", feu: 780_000 },
		{ province: "KR-44", basis: "round_trip", feu: 700_000 },
		{ province: "KR-30", basis: "round_trip", feu: 820_000 },
		{ province: "KR-50", basis: "round_trip", feu: 800_000 },
		{ province: "KR-42", district: "춘천시", basis: "one_way", feu: 650_000 },
		{ province: "KR-42", district: "원주시", basis: "one_way", feu: 620_000 },
		{ province: "KR-42", district: "홍천군", basis: "one_way", feu: 640_000 },
		{ province: "KR-42", district: "강릉시", basis: "round_trip", feu: 1_150_000 },
		{ province: "KR-42", district: "동해시", basis: "round_trip", feu: 1_200_000 },
		{ province: "KR-42", district: "속초시", basis: "round_trip", feu: 1_220_000 },
		{ province: "KR-26", basis: "round_trip", feu: 1_344_000 },
	],
	KRPTK: [
		{ province: "KR-11", basis: "one_way", feu: 450_000 },
		{ province: "KR-41", basis: "one_way", feu: 400_000 },
		{ province: "KR-41", district: "평택시", basis: "one_way", feu: 200_000 },
		{ province: "KR-28", basis: "one_way", feu: 480_000 },
		{ province: "KR-43", basis: "round_trip", feu: 600_000 },
		{ province: "KR-44", basis: "round_trip", feu: 420_000 },
		{ province: "KR-30", basis: "round_trip", feu: 650_000 },
		{ province: "KR-50", basis: "round_trip", feu: 560_000 },
	],
};

function buildTrucking(validity: Validity): DemoTruckingRow[] {
	return Object.entries(TRUCKING).flatMap(([port, specs]) =>
		specs.flatMap((s) =>
			(["20", "40"] as const).map((size) => ({
				id: `demo-truck-${port}-${s.province}${s.district ? `-${s.district}` : ""}-${size}`,
				port,
				province: s.province,
				district: s.district ?? null,
				size,
				basis: s.basis,
				amount: size === "40" ? s.feu : Math.round((s.feu * 0.9) / 1000) * 1000,
				...validity,
			})),
		),
	);
}

// ---------------------------------------------------------------------------------------------
// Exchange rates: a few recent dates, the latest today, none in the future
// ---------------------------------------------------------------------------------------------

const EXCHANGE_HISTORY: { daysAgo: number; KRW: number; VND: number }[] = [
	{ daysAgo: 28, KRW: 1_378.2, VND: 25_380 },
	{ daysAgo: 14, KRW: 1_391.4, VND: 25_420 },
	{ daysAgo: 7, KRW: 1_382.9, VND: 25_395 },
	{ daysAgo: 0, KRW: 1_385.5, VND: 25_400 },
];

function buildExchange(today: Date): DemoExchangeRow[] {
	const day = Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate());
	return EXCHANGE_HISTORY.flatMap((h) => {
		const effectiveDate = isoDate(new Date(day - h.daysAgo * 86_400_000));
		return (["KRW", "VND"] as const).map((currency) => ({
			id: `demo-fx-${currency}-${effectiveDate}`,
			currency,
			effectiveDate,
			perUsdCents: Math.round(h[currency] * 100),
		}));
	});
}

/** Every demo row for the given day, without touching the database. */
export function buildDemoRates(today: Date = new Date()): DemoRates {
	const validity = demoValidity(today);
	return {
		fcl: buildFcl(validity),
		lcl: buildLcl(validity),
		air: buildAir(validity),
		surcharges: buildSurcharges(validity),
		portCosts: buildPortCosts(validity),
		trucking: buildTrucking(validity),
		exchange: buildExchange(today),
	};
}

/** Upserts the demo rates in one transaction. Only outside production (db/seed.ts decides). */
export function seedDemoRates(db: AppDatabase, today: Date = new Date()): DemoRateCounts {
	const rates = buildDemoRates(today);
	db.transaction((tx) => {
		for (const row of rates.fcl)
			tx.insert(fclRates).values(row).onConflictDoUpdate({ target: fclRates.id, set: row }).run();
		for (const row of rates.lcl)
			tx.insert(lclRates).values(row).onConflictDoUpdate({ target: lclRates.id, set: row }).run();
		for (const row of rates.air)
			tx.insert(airRates).values(row).onConflictDoUpdate({ target: airRates.id, set: row }).run();
		for (const row of rates.surcharges)
			tx.insert(surcharges).values(row).onConflictDoUpdate({ target: surcharges.id, set: row }).run();
		for (const row of rates.portCosts)
			tx.insert(portCosts).values(row).onConflictDoUpdate({ target: portCosts.id, set: row }).run();
		for (const row of rates.trucking)
			tx.insert(truckingRates).values(row).onConflictDoUpdate({ target: truckingRates.id, set: row }).run();
		// keyed by currency and date (the table's unique index), so a rate staff entered on the same day
		// is replaced by the demo value instead of failing the seed
		for (const row of rates.exchange)
			tx.insert(exchangeRates)
				.values(row)
				.onConflictDoUpdate({
					target: [exchangeRates.currency, exchangeRates.effectiveDate],
					set: { perUsdCents: row.perUsdCents },
				})
				.run();
	});
	return {
		fcl: rates.fcl.length,
		lcl: rates.lcl.length,
		air: rates.air.length,
		surcharges: rates.surcharges.length,
		portCosts: rates.portCosts.length,
		trucking: rates.trucking.length,
		exchange: rates.exchange.length,
	};
}
