import { describe, expect, test } from "vitest";
import { SURCHARGE_CODES } from "./codes.ts";
import { FIXED_SURCHARGES } from "./fixed-surcharges.ts";

// Spec section 9, cell by cell, in USD per container for dv20, dv40, hc40, rf20, rf40. Southeast Asia
// import "EBS, ECRC, CIC, LSS likewise" is read as South China's EBS and CIC, North China's ECRC and
// the export Southeast Asia LSS (decision 008).
const SPEC9: [string, string, string, [number, number, number, number, number]][] = [
	["export", "southeast_asia", "lss", [70, 140, 140, 105, 210]],
	["export", "russia", "lss", [30, 60, 60, 45, 90]],
	["export", "americas", "ams", [30, 30, 30, 30, 30]],
	["export", "southwest_asia", "lss", [150, 300, 300, 225, 450]],
	["export", "hong_kong", "lss", [35, 70, 70, 52, 105]],
	["import", "north_china", "baf", [190, 380, 380, 190, 380]],
	["import", "north_china", "ecrc", [40, 80, 80, 40, 80]],
	["import", "north_china", "caf", [30, 60, 60, 30, 60]],
	["import", "south_china", "ebs", [150, 300, 300, 150, 300]],
	["import", "south_china", "cic", [50, 100, 100, 50, 100]],
	["import", "southeast_asia", "ebs", [150, 300, 300, 150, 300]],
	["import", "southeast_asia", "ecrc", [40, 80, 80, 40, 80]],
	["import", "southeast_asia", "cic", [50, 100, 100, 50, 100]],
	["import", "southeast_asia", "lss", [70, 140, 140, 105, 210]],
	["import", "japan", "baf", [170, 140, 140, 105, 210]], // as written, 20ft above 40ft
];
const COLUMNS = ["dv20", "dv40", "hc40", "rf20", "rf40"] as const;

const CELLS = SPEC9.flatMap(([direction, region, code, usd]) =>
	COLUMNS.map(
		(column, i) =>
			[`spec9-${direction}-${region}-${code}-${column}`, direction, region, code, column, usd[i]!] as const,
	),
);

describe("every cell of the fixed surcharge tables", () => {
	test.each(CELLS)("%s = USD %i", (id, direction, region, code, column, usd) => {
		const row = FIXED_SURCHARGES.find((r) => r.id === id);
		expect(row).toEqual({
			id,
			code,
			side: "freight",
			basis: "per_container",
			mode: "fcl",
			direction,
			region,
			port: null,
			carrier: null,
			containerCode: column,
			dgOnly: false,
			currency: "USD",
			amount: usd * 100,
			source: "spec9",
			validFrom: "2000-01-01",
			validTo: "2099-12-31",
		});
	});
});

test("nothing but the spec's cells, each id once", () => {
	expect(FIXED_SURCHARGES).toHaveLength(CELLS.length);
	expect(new Set(FIXED_SURCHARGES.map((r) => r.id)).size).toBe(CELLS.length);
});

test("every code is a known surcharge code", () => {
	for (const row of FIXED_SURCHARGES) expect(SURCHARGE_CODES).toContain(row.code);
});
