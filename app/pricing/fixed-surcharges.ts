// The fixed surcharge tables of spec section 9 as surcharge rows (source "spec9"). The seed inserts
// them once; staff correct them through the rate pages like any other row (decision 008).
//
// Readings, recorded in decision 008:
// - The tables have five columns, dv20, dv40, hc40, rf20, rf40; other boxes are priced by their
//   CONTAINERS[code].fixedColumn, which the engine matches (an exact container row beats a column row).
// - Import "Southeast Asia: EBS, ECRC, CIC, LSS likewise" repeats figures already in the tables:
//   EBS = South China's EBS, ECRC = North China's ECRC, CIC = South China's CIC and LSS = the export
//   Southeast Asia LSS.
// - Japan's BAF is taken exactly as written (170, 140, 140, 105, 210), though its 20ft figure is above
//   its 40ft one.
// - Americas AMS is per container, because that is how the spec tabulates it (in practice AMS is
//   per B/L).
import type { ContainerInfo, Direction, FreightRegion, SurchargeCode } from "./codes.ts";
import type { SurchargeRate } from "./types.ts";

export const FIXED_COLUMNS = [
	"dv20",
	"dv40",
	"hc40",
	"rf20",
	"rf40",
] as const satisfies readonly ContainerInfo["fixedColumn"][];

/** USD per container for dv20, dv40, hc40, rf20, rf40 (major units, as the spec writes them). */
type Row = readonly [number, number, number, number, number];
type Table = { direction: Direction; region: FreightRegion; code: SurchargeCode; usd: Row };

const SEA_LSS: Row = [70, 140, 140, 105, 210];
const NORTH_CHINA_ECRC: Row = [40, 80, 80, 40, 80];
const SOUTH_CHINA_EBS: Row = [150, 300, 300, 150, 300];
const SOUTH_CHINA_CIC: Row = [50, 100, 100, 50, 100];

export const SPEC9_TABLES: readonly Table[] = [
	{ direction: "export", region: "southeast_asia", code: "lss", usd: SEA_LSS },
	{ direction: "export", region: "russia", code: "lss", usd: [30, 60, 60, 45, 90] },
	{ direction: "export", region: "americas", code: "ams", usd: [30, 30, 30, 30, 30] },
	{ direction: "export", region: "southwest_asia", code: "lss", usd: [150, 300, 300, 225, 450] },
	{ direction: "export", region: "hong_kong", code: "lss", usd: [35, 70, 70, 52, 105] },
	{ direction: "import", region: "north_china", code: "baf", usd: [190, 380, 380, 190, 380] },
	{ direction: "import", region: "north_china", code: "ecrc", usd: NORTH_CHINA_ECRC },
	{ direction: "import", region: "north_china", code: "caf", usd: [30, 60, 60, 30, 60] },
	{ direction: "import", region: "south_china", code: "ebs", usd: SOUTH_CHINA_EBS },
	{ direction: "import", region: "south_china", code: "cic", usd: SOUTH_CHINA_CIC },
	{ direction: "import", region: "southeast_asia", code: "ebs", usd: SOUTH_CHINA_EBS },
	{ direction: "import", region: "southeast_asia", code: "ecrc", usd: NORTH_CHINA_ECRC },
	{ direction: "import", region: "southeast_asia", code: "cic", usd: SOUTH_CHINA_CIC },
	{ direction: "import", region: "southeast_asia", code: "lss", usd: SEA_LSS },
	{ direction: "import", region: "japan", code: "baf", usd: [170, 140, 140, 105, 210] },
];

/** One row per table cell, e.g. spec9-export-southeast_asia-lss-dv20; amounts in USD cents. */
export const FIXED_SURCHARGES: SurchargeRate[] = SPEC9_TABLES.flatMap((table) =>
	FIXED_COLUMNS.map((column, i): SurchargeRate => ({
		id: `spec9-${table.direction}-${table.region}-${table.code}-${column}`,
		code: table.code,
		side: "freight",
		basis: "per_container",
		mode: "fcl",
		direction: table.direction,
		region: table.region,
		port: null,
		carrier: null,
		containerCode: column,
		dgOnly: false,
		currency: "USD",
		amount: table.usd[i]! * 100,
		source: "spec9",
		validFrom: "2000-01-01",
		validTo: "2099-12-31",
	})),
);
