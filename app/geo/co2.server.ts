// The CO2 estimate of a quote option or a shipment (decision 015), for the loaders: the ports' and
// airports' coordinates from the reference tables, the cargo from the pricing request and the
// option, the sums from the pure module (app/geo/co2.ts). A figure beside the price, never part
// of it: the engine and the partner API do not call this.
import { airports, ports } from "#db/schema.ts";
import { perConnection } from "#db/client.ts";
import { type Co2Cargo, type Co2Estimate, type Point, KM_PER_NM, co2ForDistance, co2ForRoute } from "./co2.ts";
import type { PricingRequest } from "#app/pricing/request.ts";
import type { QuoteOption } from "#app/pricing/types.ts";

// about 200 rows that change only on a reference re-seed: read once per connection (an empty read,
// before the seed ran, is not kept)
const coordinates = perConnection(
	(db) => {
		const out = new Map<string, Point>();
		for (const p of db.select({ code: ports.code, lat: ports.lat, lon: ports.lon }).from(ports).all())
			out.set(p.code, p);
		for (const a of db.select({ code: airports.code, lat: airports.lat, lon: airports.lon }).from(airports).all())
			out.set(a.code, a);
		return out;
	},
	(map) => map.size > 0,
);

/** What the option carries, as the CO2 sum needs it: boxes (FCL), gross kg (LCL) or chargeable kg (air). */
export function co2Cargo(
	request: Pick<PricingRequest, "containers">,
	option: Pick<QuoteOption, "chargeable">,
): Co2Cargo | null {
	const c = option.chargeable;
	if (c.kind === "containers")
		return request.containers ? { kind: "containers", containers: request.containers } : null;
	if (c.kind === "revenue_tons") return { kind: "lcl", weightKg: c.weightKg };
	return { kind: "air", chargeableKg: c.chargeableKg };
}

/**
 * One priced option's estimate: origin, the option's via port, destination. Null when a place has no
 * coordinates or the factor does not cover the move (a short-haul flight).
 */
export function optionCo2(input: {
	origin: string;
	destination: string;
	request: Pick<PricingRequest, "containers">;
	option: QuoteOption;
}): Co2Estimate | null {
	const { origin, destination, request, option } = input;
	const cargo = co2Cargo(request, option);
	if (!cargo) return null;
	const places = coordinates();
	const route = [origin, ...(option.viaPort ? [option.viaPort] : []), destination].map((code) => places.get(code));
	if (route.some((p) => !p)) return null;
	return co2ForRoute({ mode: option.mode === "air" ? "air" : "sea", route: route as Point[], cargo });
}

/**
 * A shipment's estimate (the shipment page, /mypage/shipment/:id): from the route's measured
 * distance along the sea lanes (`shipment_routes.distance_nm`) when there is one, else as the quote
 * option's. `estimate` is what getEstimateFor returns; an estimate without a priced option has none.
 */
export function shipmentCo2(
	estimate: {
		origin: string;
		destination: string;
		request: Pick<PricingRequest, "containers">;
		option: QuoteOption | null;
	},
	distanceNm?: number | null,
): Co2Estimate | null {
	const { option } = estimate;
	if (!option) return null;
	if (distanceNm && distanceNm > 0 && option.mode !== "air") {
		const cargo = co2Cargo(estimate.request, option);
		return cargo ? co2ForDistance({ mode: "sea", distanceKm: distanceNm * KM_PER_NM, cargo }) : null;
	}
	return optionCo2({ origin: estimate.origin, destination: estimate.destination, request: estimate.request, option });
}
