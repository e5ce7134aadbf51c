// Integration: a quote option's and a shipment's CO2 figure from the seeded ports' and airports'
// coordinates (db/data), redone by hand from the factors (decision 015).
import { beforeAll, describe, expect, test } from "vitest";
import { greatCircleKm } from "./co2.ts";
import type { QuoteOption } from "#app/pricing/types.ts";
import { getDb } from "#db/client.ts";
import { seedReference } from "#db/seed/reference.ts";
import { optionCo2, shipmentCo2 } from "./co2.server.ts";

beforeAll(() => {
	seedReference(getDb());
});

const fcl = (viaPort: string | null) =>
	({ mode: "fcl", viaPort, chargeable: { kind: "containers", containers: 3, teu: 4 } }) as unknown as QuoteOption;
const containers = [
	{ type: "dv20" as const, count: 2 },
	{ type: "hc40" as const, count: 1 },
];

describe("a quote option", () => {
	test("FCL direct Busan-Hai Phong: 4 TEU x 71.7 g x 1,727 nm x 1.852", () => {
		expect(optionCo2({ origin: "KRPUS", destination: "VNHPH", request: { containers }, option: fcl(null) })).toEqual({
			kgCo2e: 917,
			distanceKm: 3198,
			distanceSources: ["table"],
		});
	});

	test("via Hong Kong: the tabled leg plus the great circle x 1.11 from the seeded coordinates", () => {
		const hkHph = greatCircleKm({ lat: 22.26667, lon: 114.2 }, { lat: 20.91667, lon: 106.68333 }) * 1.11;
		const result = optionCo2({ origin: "KRPUS", destination: "VNHPH", request: { containers }, option: fcl("HKHKG") });
		expect(result?.distanceSources).toEqual(["table", "great_circle_x_routing"]);
		expect(result?.kgCo2e).toBe(Math.round(((1190 * 1.852 + hkHph) * 4 * 71.7) / 1000));
	});

	test("LCL by its gross weight, air by its chargeable weight", () => {
		const lcl = {
			mode: "lcl",
			viaPort: null,
			chargeable: { kind: "revenue_tons", revenueTons: 3, billedRevenueTons: 3, weightKg: 2500, volumeCbm: 3 },
		} as unknown as QuoteOption;
		expect(optionCo2({ origin: "KRPUS", destination: "VNHPH", request: {}, option: lcl })?.kgCo2e).toBe(57);
		const air = {
			mode: "air",
			viaPort: null,
			chargeable: { kind: "air_kg", chargeableKg: 500, weightKg: 300, volumeCbm: 3, volumetricKg: 500 },
		} as unknown as QuoteOption;
		const icnHan = greatCircleKm({ lat: 37.4691, lon: 126.451 }, { lat: 21.2212, lon: 105.807 });
		expect(optionCo2({ origin: "ICN", destination: "HAN", request: {}, option: air })?.kgCo2e).toBe(
			Math.round(((icnHan + 95) * 0.5 * 788) / 1000),
		);
	});

	test("an unknown place gives no figure", () => {
		expect(optionCo2({ origin: "KRPUS", destination: "ZZZZZ", request: { containers }, option: fcl(null) })).toBeNull();
	});
});

describe("a shipment", () => {
	const estimate = { origin: "KRPUS", destination: "VNHPH", request: { containers }, option: fcl("HKHKG") };
	test("the route's measured distance wins: 1,800 nm x 1.852 x 4 TEU x 71.7", () => {
		expect(shipmentCo2(estimate, 1800)?.kgCo2e).toBe(Math.round((1800 * 1.852 * 4 * 71.7) / 1000));
	});
	test("without one, the option's route", () => {
		expect(shipmentCo2(estimate, null)).toEqual(optionCo2(estimate));
	});
	test("no priced option, no figure", () => {
		expect(shipmentCo2({ ...estimate, option: null })).toBeNull();
	});
});
