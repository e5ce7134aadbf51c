// Reads the rate rows one request needs from SQLite and hands them to the pure engine. The engine
// filters again by itself, so this module only narrows the rows (by lane, mode and date) to keep the
// engine's work small; it decides nothing about prices.
import { and, eq, gte, inArray, isNull, lte, or } from "drizzle-orm";
import { getDb } from "#db/client.ts";
import {
	airRates,
	airports,
	countries,
	exchangeRates,
	fclRates,
	lclRates,
	portCosts,
	ports,
	surcharges,
	truckingRates,
} from "#db/schema.ts";
import { type FreightRegion, FREIGHT_REGIONS, isOneOf } from "#app/pricing/codes.ts";
import { priceQuote } from "#app/pricing/engine.ts";
import { modeOf } from "#app/pricing/request.ts";
import type { EngineRequest, Place, PricingResult, RateSet } from "#app/pricing/types.ts";

function regionOf(value: string | null | undefined): FreightRegion {
	return isOneOf(FREIGHT_REGIONS, value) ? value : "other";
}

/** The two ends of the lane as the engine sees them; an unknown code is simply absent. */
export function loadPlaces(codes: string[], air: boolean): Record<string, Place> {
	const db = getDb();
	const places: Record<string, Place> = {};
	if (air) {
		const rows = db
			.select({ code: airports.code, country: airports.countryCode, region: countries.region, gateway: airports.koreanGateway })
			.from(airports)
			.innerJoin(countries, eq(countries.code, airports.countryCode))
			.where(inArray(airports.code, codes))
			.all();
		for (const r of rows) places[r.code] = { code: r.code, country: r.country, region: regionOf(r.region), lcl: false, koreanGateway: r.gateway };
	} else {
		const rows = db
			.select({
				code: ports.code,
				country: ports.countryCode,
				portRegion: ports.region,
				countryRegion: countries.region,
				lcl: ports.lcl,
				gateway: ports.koreanGateway,
			})
			.from(ports)
			.innerJoin(countries, eq(countries.code, ports.countryCode))
			.where(inArray(ports.code, codes))
			.all();
		for (const r of rows)
			places[r.code] = { code: r.code, country: r.country, region: regionOf(r.portRegion ?? r.countryRegion), lcl: r.lcl, koreanGateway: r.gateway };
	}
	return places;
}

/** The rows that can price this request: its lane and mode, valid on the ready date. */
export function loadRateSet(request: EngineRequest): RateSet {
	const db = getDb();
	const mode = modeOf(request);
	const { origin, destination, readyDate } = request;
	const koreanEnd = request.direction === "export" ? origin : destination;
	const foreignEnd = request.direction === "export" ? destination : origin;
	const lane = `${origin}>${destination}`;

	const rateSet: RateSet = {
		places: loadPlaces([origin, destination], mode === "air"),
		fcl: [],
		lcl: [],
		air: [],
		surcharges: [],
		portCosts: [],
		trucking: [],
		exchange: db.select().from(exchangeRates).all(),
		servedLanes: new Set(),
	};

	if (mode === "fcl") {
		const onLane = and(eq(fclRates.pol, origin), eq(fclRates.pod, destination));
		if (db.select({ id: fclRates.id }).from(fclRates).where(onLane).limit(1).get()) rateSet.servedLanes.add(lane);
		rateSet.fcl = db
			.select()
			.from(fclRates)
			.where(and(onLane, lte(fclRates.validFrom, readyDate), gte(fclRates.validTo, readyDate)))
			.all();
	} else if (mode === "lcl") {
		const onLane = and(eq(lclRates.pol, origin), eq(lclRates.pod, destination));
		if (db.select({ id: lclRates.id }).from(lclRates).where(onLane).limit(1).get()) rateSet.servedLanes.add(lane);
		rateSet.lcl = db
			.select()
			.from(lclRates)
			.where(and(onLane, lte(lclRates.validFrom, readyDate), gte(lclRates.validTo, readyDate)))
			.all();
	} else {
		const onLane = and(eq(airRates.origin, origin), eq(airRates.destination, destination));
		if (db.select({ id: airRates.id }).from(airRates).where(onLane).limit(1).get()) rateSet.servedLanes.add(lane);
		rateSet.air = db
			.select()
			.from(airRates)
			.where(and(onLane, lte(airRates.validFrom, readyDate), gte(airRates.validTo, readyDate)))
			.all();
	}

	rateSet.surcharges = db
		.select()
		.from(surcharges)
		.where(
			and(
				eq(surcharges.mode, mode),
				lte(surcharges.validFrom, readyDate),
				gte(surcharges.validTo, readyDate),
				or(isNull(surcharges.port), inArray(surcharges.port, [origin, destination])),
			),
		)
		.all();
	rateSet.portCosts = db
		.select()
		.from(portCosts)
		.where(and(eq(portCosts.port, foreignEnd), eq(portCosts.mode, mode), lte(portCosts.validFrom, readyDate), gte(portCosts.validTo, readyDate)))
		.all();
	if (request.koreanRegion && mode === "fcl") {
		rateSet.trucking = db
			.select()
			.from(truckingRates)
			.where(
				and(
					eq(truckingRates.port, koreanEnd),
					eq(truckingRates.province, request.koreanRegion.province),
					lte(truckingRates.validFrom, readyDate),
					gte(truckingRates.validTo, readyDate),
				),
			)
			.all();
	}
	return rateSet;
}

/** Prices a validated request from the stored rates. */
export function priceFromDb(request: EngineRequest): PricingResult {
	return priceQuote(request, loadRateSet(request));
}
