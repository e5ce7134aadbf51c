// The calculator's server face (decision 074): what the pure calculator cannot know by itself. The
// exchange rate in force today (the app's one look-up, exchangeOn), the foreign place's country, and our own freight for the lane from the pricing engine, the same engine
// every quote prices through (priceFromDb), when our rates cover the lane.
import { seoulToday } from "#app/calendar/calendar.ts";
import { findPlace } from "#app/places/places.server.ts";
import { KOREAN_AIRPORTS, KOREAN_SEA_PORTS, LCL_PORTS, isOneOf } from "#app/pricing/codes.ts";
import { PricingRequestSchema } from "#app/pricing/request.ts";
import { priceFromDb } from "#app/pricing/store/rate-set.server.ts";
import { exchangeOn } from "#app/quotes/manual-quote.server.ts";
import { freightUsdCents } from "./freight.ts";
import { type CalcContext, type CalcError, type CalcValues, laneKey } from "./calculator.ts";

const E = "landedCost.errors.";

/** The lane's places for this cargo: a Korean gateway and a foreign port or airport of the right mode. */
export function placeErrors(v: CalcValues): CalcError[] {
	const errors: CalcError[] = [];
	const air = v.cargo === "air";
	const gateways: readonly string[] = air ? KOREAN_AIRPORTS : v.cargo === "lcl" ? LCL_PORTS : KOREAN_SEA_PORTS;
	if (!isOneOf(gateways, v.koreanPort))
		errors.push({
			field: "koreanPort",
			key: E + (air ? "koreanAirport" : v.cargo === "lcl" ? "lclPort" : "koreanPort"),
		});
	const place = findPlace(v.foreignPlace, air ? "air" : "sea");
	if (!place || place.countryCode === "KR")
		errors.push({ field: "foreignPlace", key: E + (air ? "foreignAirport" : "foreignPort") });
	return errors;
}

function engineFreight(v: CalcValues, date: string): { usdCents: number | null; carrier: string | null } {
	const origin = v.direction === "export" ? v.koreanPort : v.foreignPlace;
	const destination = v.direction === "export" ? v.foreignPlace : v.koreanPort;
	const cbm = Number(v.cbm.replaceAll(",", ""));
	const kg = Number(v.kg.replaceAll(",", ""));
	const request = PricingRequestSchema.safeParse({
		mode: v.cargo === "air" ? "air" : "sea",
		direction: v.direction,
		...(v.cargo === "air" ? {} : { cargoType: v.cargo }),
		origin,
		destination,
		readyDate: date,
		...(v.cargo === "fcl"
			? { containers: [{ type: v.container, count: Number(v.count) }] }
			: { packages: [{ count: 1, measure: "total", weightKg: kg, volumeCbm: cbm }] }),
	});
	if (!request.success) return { usdCents: null, carrier: null };
	const priced = priceFromDb(request.data, date);
	if (!priced.ok || priced.options.length === 0) return { usdCents: null, carrier: null };
	let best: { usdCents: number; carrier: string } | null = null;
	for (const option of priced.options) {
		const usdCents = freightUsdCents(option);
		if (!best || usdCents < best.usdCents) best = { usdCents, carrier: option.carrier };
	}
	return best ?? { usdCents: null, carrier: null };
}

/**
 * The page's context for these values. `lookup` false: no engine call (the first visit, before the
 * user asked for anything). The insurance rate is the one staff set for the premium (the route reads
 * it from app/documents, which imports this domain, not the other way round).
 */
export function calcContext(v: CalcValues, lookup: boolean, insuranceRatePpm: number): CalcContext {
	const date = seoulToday();
	const exchange = exchangeOn(date);
	const place = findPlace(v.foreignPlace, v.cargo === "air" ? "air" : "sea");
	return {
		date,
		krwPerUsdCents: exchange.krwPerUsdCents,
		vndPerUsdCents: exchange.vndPerUsdCents,
		insuranceRatePpm,
		foreignCountry: place?.countryCode ?? null,
		engine: lookup ? { lane: laneKey(v), ...engineFreight(v, date) } : null,
	};
}

/** The exchange rate's own day (null: the spec's default rate), for the sentence under the answer. */
export function exchangeFacts(date: string) {
	const exchange = exchangeOn(date);
	return {
		krwPerUsdCents: exchange.krwPerUsdCents,
		isDefault: exchange.sources.KRW === "default",
		effective: exchange.effective?.KRW ?? null,
	};
}
