// The link from a Korea -> Vietnam sea quote to the route optimiser with its lane filled in (decision
// 081): the quote's pickup region, the destination its Vietnamese port serves, the same cargo and
// ready date, so the customer sees the other ports and routings for the same shipment. Pure: the quote
// result step and the estimate page call it with the quote's pricing request.
import type { PricingRequest } from "#app/pricing/request.ts";
import { vnDestinationForPort } from "#app/geo/vn-destinations.ts";
import { OPTIMISER_CONTAINERS } from "./input.ts";

export const OPTIMISER_PATH = "/routeoptimizer";

type QuoteLane = Pick<
	PricingRequest,
	| "mode"
	| "direction"
	| "cargoType"
	| "origin"
	| "destination"
	| "koreanRegion"
	| "containers"
	| "packages"
	| "readyDate"
>;

/** LCL totals when every line states them plainly (weight, and volume in cbm); otherwise the form asks. */
function lclTotals(packages: NonNullable<PricingRequest["packages"]>): { cbm: number; kg: number } | null {
	let cbm = 0;
	let kg = 0;
	for (const p of packages) {
		if (p.volumeCbm === undefined) return null;
		const times = p.measure === "total" ? 1 : p.count;
		cbm += p.volumeCbm * times;
		kg += p.weightKg * times;
	}
	return { cbm: Math.round(cbm * 1000) / 1000, kg: Math.round(kg * 10) / 10 };
}

/** The optimiser's URL for this quote, or null when it is not a sea export from Korea to a Vietnamese place we list. */
export function optimiserLinkFor(request: QuoteLane, today: string): string | null {
	if (request.mode !== "sea" || request.direction !== "export" || !request.origin.startsWith("KR")) return null;
	const destination = vnDestinationForPort(request.destination);
	if (!destination) return null;
	const p = new URLSearchParams();
	if (request.koreanRegion) {
		p.set("province", request.koreanRegion.province);
		if (request.koreanRegion.district) p.set("district", request.koreanRegion.district);
	}
	p.set("to", destination.id);
	if (request.cargoType === "lcl") {
		p.set("load", "lcl");
		const totals = request.packages ? lclTotals(request.packages) : null;
		if (totals) {
			p.set("cbm", String(totals.cbm));
			p.set("kg", String(totals.kg));
		}
	} else {
		p.set("load", "fcl");
		const first = request.containers?.find((c) => (OPTIMISER_CONTAINERS as readonly string[]).includes(c.type));
		if (first) {
			p.set("container", first.type);
			p.set("count", String(first.count));
		}
	}
	// a past ready date (an old quote) would only be refused: the form's default takes its place
	if (request.readyDate >= today) p.set("ready", request.readyDate);
	return `${OPTIMISER_PATH}?${p.toString()}`;
}
