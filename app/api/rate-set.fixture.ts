// A small, hand-written rate set for the API's tests: one FCL lane (Busan -> Haiphong) with two
// carriers, Korean and foreign local charges, a percent surcharge, trucking and exchange rates, so a
// real engine result exercises every kind of answer line.
import type { PricingRequest } from "#app/pricing/request.ts";
import type { FclRate, RateSet, SurchargeRate } from "#app/pricing/types.ts";

const VALID = { validFrom: "2026-01-01", validTo: "2026-12-31" };

const fcl = (
	id: string,
	carrier: string,
	containerCode: FclRate["containerCode"],
	amount: number,
	transitDays: number,
): FclRate => ({
	id,
	pol: "KRPUS",
	pod: "VNHPH",
	containerCode,
	currency: "USD",
	amount,
	carrier,
	transitDays,
	routing: "direct",
	viaPort: null,
	weeklyFrequency: 2,
	dgAccepted: false,
	...VALID,
});

const surcharge = (
	s: Partial<SurchargeRate> & Pick<SurchargeRate, "id" | "code" | "side" | "basis" | "currency" | "amount">,
): SurchargeRate => ({
	mode: "fcl",
	direction: null,
	region: null,
	port: null,
	carrier: null,
	containerCode: null,
	dgOnly: false,
	source: "test",
	...VALID,
	...s,
});

export function fixtureRateSet(): RateSet {
	return {
		places: {
			KRPUS: { code: "KRPUS", country: "KR", region: "korea", lcl: true, koreanGateway: true },
			VNHPH: { code: "VNHPH", country: "VN", region: "southeast_asia", lcl: true, koreanGateway: false },
		},
		fcl: [
			fcl("fcl-a-20", "Alpha Line", "dv20", 42050, 5),
			fcl("fcl-a-40", "Alpha Line", "hc40", 80000, 5),
			fcl("fcl-b-20", "Beta Shipping", "dv20", 39900, 8),
			fcl("fcl-b-40", "Beta Shipping", "hc40", 76000, 8),
		],
		lcl: [],
		air: [],
		surcharges: [
			surcharge({
				id: "thc-20",
				code: "thc",
				side: "origin",
				basis: "per_container",
				currency: "KRW",
				amount: 150000,
				containerCode: "dv20",
			}),
			surcharge({
				id: "thc-40",
				code: "thc",
				side: "origin",
				basis: "per_container",
				currency: "KRW",
				amount: 210000,
				containerCode: "hc40",
			}),
			surcharge({ id: "dcf", code: "dcf", side: "origin", basis: "per_bl", currency: "KRW", amount: 50000 }),
			surcharge({ id: "ccf", code: "ccf", side: "freight", basis: "percent", currency: "USD", amount: 250 }),
			surcharge({
				id: "lss-sea",
				code: "lss",
				side: "freight",
				basis: "per_container",
				currency: "USD",
				amount: 7000,
				region: "southeast_asia",
				direction: "export",
			}),
		],
		portCosts: [
			{
				id: "pcf-thc-hph",
				port: "VNHPH",
				code: "pcfThc",
				basis: "per_container",
				mode: "fcl",
				direction: null,
				containerCode: null,
				currency: "VND",
				amount: 2_500_000,
				...VALID,
			},
		],
		trucking: [
			{
				id: "truck-20",
				port: "KRPUS",
				province: "KR-41",
				district: null,
				size: "20",
				basis: "one_way",
				amount: 650000,
				...VALID,
			},
			{
				id: "truck-40",
				port: "KRPUS",
				province: "KR-41",
				district: null,
				size: "40",
				basis: "one_way",
				amount: 720000,
				...VALID,
			},
		],
		exchange: [
			{ id: "krw-2026", currency: "KRW", effectiveDate: "2026-01-01", perUsdCents: 138550 },
			{ id: "vnd-2026", currency: "VND", effectiveDate: "2026-01-01", perUsdCents: 2540000 },
		],
		servedLanes: new Set(["KRPUS>VNHPH"]),
	};
}

/** Two 20ft and one 40ft high cube from Busan to Haiphong, picked up in Gyeonggi, FOB. */
export function fixtureRequest(overrides: Partial<PricingRequest> = {}): PricingRequest {
	return {
		mode: "sea",
		direction: "export",
		cargoType: "fcl",
		origin: "KRPUS",
		destination: "VNHPH",
		readyDate: "2026-06-15",
		incoterms: "FOB",
		koreanRegion: { province: "KR-41" },
		containers: [
			{ type: "dv20", count: 2 },
			{ type: "hc40", count: 1 },
		],
		...overrides,
	};
}
