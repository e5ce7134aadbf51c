// Reads the rate rows one request needs from SQLite and hands them to the pure engine. The engine
// filters again by itself, so this module only narrows the rows (by lane, mode, date, direction and
// region) to keep the engine's work small; it decides nothing about prices. The queries are prepared
// once per connection: building SQL per request cost more than running it (bench/pricing.ts).
import { and, eq, gte, isNull, lte, or, sql } from "drizzle-orm";
import type { SQLiteColumn } from "drizzle-orm/sqlite-core";
import { type AppDatabase, perConnection } from "#db/client.ts";
import {
	airRates,
	exchangeRates,
	fclRates,
	lclRates,
	portCosts,
	surcharges,
	truckingRates,
} from "#db/schema.ts";
import { type FreightRegion, FREIGHT_REGIONS, isOneOf } from "#app/pricing/codes.ts";
import { priceQuote } from "#app/pricing/engine.ts";
import { modeOf } from "#app/pricing/request.ts";
import { seoulToday } from "#app/calendar/calendar.ts";
import { placesByCode } from "#app/places/places.server.ts";
import type { EngineRequest, IsoDate, Place, PricingResult, RateSet } from "#app/pricing/types.ts";
import { validityModeOf, withQuoteValidity } from "#app/pricing/validity.ts";
import { quoteValidityDays } from "./validity.server.ts";

const p = (name: string) => sql.placeholder(name);

function prepare(db: AppDatabase) {
	const validOn = (from: SQLiteColumn, to: SQLiteColumn) => and(lte(from, p("date")), gte(to, p("date")));
	return {
		fclServed: db.select({ id: fclRates.id }).from(fclRates).where(and(eq(fclRates.pol, p("o")), eq(fclRates.pod, p("d")))).limit(1).prepare(),
		lclServed: db.select({ id: lclRates.id }).from(lclRates).where(and(eq(lclRates.pol, p("o")), eq(lclRates.pod, p("d")))).limit(1).prepare(),
		airServed: db
			.select({ id: airRates.id })
			.from(airRates)
			.where(and(eq(airRates.origin, p("o")), eq(airRates.destination, p("d"))))
			.limit(1)
			.prepare(),
		fcl: db
			.select()
			.from(fclRates)
			.where(and(eq(fclRates.pol, p("o")), eq(fclRates.pod, p("d")), validOn(fclRates.validFrom, fclRates.validTo)))
			.prepare(),
		lcl: db
			.select()
			.from(lclRates)
			.where(and(eq(lclRates.pol, p("o")), eq(lclRates.pod, p("d")), validOn(lclRates.validFrom, lclRates.validTo)))
			.prepare(),
		air: db
			.select()
			.from(airRates)
			.where(and(eq(airRates.origin, p("o")), eq(airRates.destination, p("d")), validOn(airRates.validFrom, airRates.validTo)))
			.prepare(),
		surcharges: db
			.select()
			.from(surcharges)
			.where(
				and(
					eq(surcharges.mode, p("mode")),
					validOn(surcharges.validFrom, surcharges.validTo),
					or(isNull(surcharges.direction), eq(surcharges.direction, p("direction"))),
					or(isNull(surcharges.region), eq(surcharges.region, p("region"))),
					or(isNull(surcharges.port), eq(surcharges.port, p("o")), eq(surcharges.port, p("d"))),
					or(eq(surcharges.dgOnly, false), eq(p("dg"), 1)),
				),
			)
			.prepare(),
		portCosts: db
			.select()
			.from(portCosts)
			.where(
				and(
					eq(portCosts.port, p("port")),
					eq(portCosts.mode, p("mode")),
					or(isNull(portCosts.direction), eq(portCosts.direction, p("direction"))),
					validOn(portCosts.validFrom, portCosts.validTo),
				),
			)
			.prepare(),
		trucking: db
			.select()
			.from(truckingRates)
			.where(and(eq(truckingRates.port, p("port")), eq(truckingRates.province, p("province")), validOn(truckingRates.validFrom, truckingRates.validTo)))
			.prepare(),
		exchange: db.select().from(exchangeRates).prepare(),
	};
}

const statements = perConnection(prepare);


function regionOf(value: string | null | undefined): FreightRegion {
	return isOneOf(FREIGHT_REGIONS, value) ? value : "other";
}

/**
 * The two ends of the lane as the engine sees them (a port's own region beats its country's), from
 * the one place lookup (app/places), which keeps the reference tables in memory.
 */
export function loadPlaces(a: string, b: string, air: boolean): Record<string, Place> {
	const places: Record<string, Place> = {};
	for (const place of placesByCode([a, b], air ? "air" : "sea").values()) {
		const { code, countryCode: country, freightRegion, lcl, koreanGateway } = place;
		places[code] = { code, country, region: regionOf(freightRegion), lcl, koreanGateway };
	}
	return places;
}

/** The rows that can price this request: its lane and mode, valid on the ready date. */
export function loadRateSet(request: EngineRequest): RateSet {
	const s = statements();
	const mode = modeOf(request);
	const { origin: o, destination: d, readyDate: date } = request;
	const koreanEnd = request.direction === "export" ? o : d;
	const foreignEnd = request.direction === "export" ? d : o;
	const places = loadPlaces(o, d, mode === "air");
	const lane = { o, d, date };

	const served = (mode === "fcl" ? s.fclServed : mode === "lcl" ? s.lclServed : s.airServed).get({ o, d });
	return {
		places,
		fcl: mode === "fcl" ? s.fcl.all(lane) : [],
		lcl: mode === "lcl" ? s.lcl.all(lane) : [],
		air: mode === "air" ? s.air.all(lane) : [],
		surcharges: s.surcharges.all({
			mode,
			date,
			o,
			d,
			direction: request.direction,
			region: places[foreignEnd]?.region ?? "",
			dg: request.dangerousGoods ? 1 : 0,
		}),
		portCosts: s.portCosts.all({ port: foreignEnd, mode, date, direction: request.direction }),
		trucking: request.koreanRegion && mode === "fcl" ? s.trucking.all({ port: koreanEnd, province: request.koreanRegion.province, date }) : [],
		exchange: s.exchange.all(),
		servedLanes: new Set(served ? [`${o}>${d}`] : []),
	};
}

/**
 * Prices a validated request from the stored rates, as a quote made on `quoteDate` (today in Seoul):
 * each option holds until the earlier of its rates' end and the quote validity staff set for its mode
 * (issue 10; app/pricing/validity.ts). Every quote path (wizard, booking check, negotiation, partner
 * API) prices through here, so they all state the same validity.
 */
export function priceFromDb(request: EngineRequest, quoteDate: IsoDate = seoulToday()): PricingResult {
	const result = priceQuote(request, loadRateSet(request));
	if (!result.ok) return result;
	return withQuoteValidity(result, quoteDate, quoteValidityDays(validityModeOf(modeOf(request))));
}
