// Hands the pure engine the rate rows one request needs, from the in-memory rate set
// (rate-cache.server.ts, decision 017: reloaded only when a rate row changed). The engine filters
// again by itself, so this module only narrows the rows (by lane, mode, date, direction and region)
// to keep the engine's work small; it decides nothing about prices.
import type { AppDatabase } from "#db/client.ts";
import { type FreightRegion, FREIGHT_REGIONS, isOneOf } from "#app/pricing/codes.ts";
import { priceQuote } from "#app/pricing/engine.ts";
import { modeOf } from "#app/pricing/request.ts";
import { seoulToday } from "#app/calendar/calendar.ts";
import { placesByCode } from "#app/places/places.server.ts";
import type { EngineRequest, IsoDate, Place, PricingResult, RateSet, SurchargeRate } from "#app/pricing/types.ts";
import { validityModeOf, withQuoteValidity } from "#app/pricing/validity.ts";
import { rateSnapshot } from "./rate-cache.server.ts";
import { quoteValidityDays } from "./validity.server.ts";

const NONE: readonly never[] = [];

function validOn<T extends { validFrom: string; validTo: string }>(rows: readonly T[] | undefined, date: string): T[] {
	const out: T[] = [];
	if (rows) for (const row of rows) if (row.validFrom <= date && date <= row.validTo) out.push(row);
	return out;
}

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
export function loadRateSet(request: EngineRequest, db?: AppDatabase): RateSet {
	const set = rateSnapshot(db);
	const mode = modeOf(request);
	const { origin: o, destination: d, readyDate: date, direction } = request;
	const koreanEnd = direction === "export" ? o : d;
	const foreignEnd = direction === "export" ? d : o;
	const places = loadPlaces(o, d, mode === "air");
	const lane = `${o}>${d}`;
	const region = places[foreignEnd]?.region;
	const dg = Boolean(request.dangerousGoods);

	const picked: SurchargeRate[] = [];
	const lists = [
		set.surcharges.get(`${mode}|`),
		set.surcharges.get(`${mode}|${o}`),
		o === d ? undefined : set.surcharges.get(`${mode}|${d}`),
	];
	for (const list of lists) {
		if (!list) continue;
		for (const row of list) {
			if (row.validFrom > date || date > row.validTo) continue;
			if (row.direction !== null && row.direction !== direction) continue;
			if (row.region !== null && row.region !== region) continue;
			if (row.dgOnly && !dg) continue;
			picked.push(row);
		}
	}
	const laneRows = mode === "fcl" ? set.fcl : mode === "lcl" ? set.lcl : set.air;
	return {
		places,
		fcl: mode === "fcl" ? validOn(set.fcl.get(lane), date) : [],
		lcl: mode === "lcl" ? validOn(set.lcl.get(lane), date) : [],
		air: mode === "air" ? validOn(set.air.get(lane), date) : [],
		surcharges: picked,
		portCosts: validOn(set.portCosts.get(`${mode}|${foreignEnd}`), date).filter(
			(r) => r.direction === null || r.direction === direction,
		),
		trucking:
			request.koreanRegion && mode === "fcl"
				? validOn(set.trucking.get(`${koreanEnd}|${request.koreanRegion.province}`), date)
				: [],
		// a copy: the engine is handed arrays it may treat as its own
		exchange: set.exchange.slice(),
		servedLanes: new Set(laneRows.has(lane) ? [lane] : NONE),
	};
}

/**
 * Prices a validated request from the stored rates, as a quote made on `quoteDate` (today in Seoul):
 * each option holds until the earlier of its rates' end and the quote validity staff set for its mode
 * (app/pricing/validity.ts). Every quote path (wizard, booking check, negotiation, partner
 * API) prices through here, so they all state the same validity.
 */
export function priceFromDb(
	request: EngineRequest,
	quoteDate: IsoDate = seoulToday(),
	db?: AppDatabase,
): PricingResult {
	const result = priceQuote(request, loadRateSet(request, db));
	if (!result.ok) return result;
	return withQuoteValidity(result, quoteDate, quoteValidityDays(validityModeOf(modeOf(request)), db));
}
