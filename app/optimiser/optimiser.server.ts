// The route optimiser's database face (decision 081): one pricing-engine answer per Korean port x
// Vietnamese port (priceFromDb, the path every quote takes, with the pickup region so the Korean
// trucking tariff is in the total), the CO2 of each option from app/geo, and the pure ranking of
// combinations.ts. Nothing is stored: the screen is a GET.
import type { AppDatabase } from "#db/client.ts";
import { seoulToday } from "#app/calendar/calendar.ts";
import { optionCo2 } from "#app/geo/co2.server.ts";
import { findVnDestination } from "#app/geo/vn-destinations.ts";
import { KOREAN_SEA_PORTS, LCL_PORTS, isOneOf } from "#app/pricing/codes.ts";
import { type PricingRequest, type PricingRequestInput, PricingRequestSchema } from "#app/pricing/request.ts";
import { priceFromDb } from "#app/pricing/store/rate-set.server.ts";
import {
	type LaneAnswer,
	type OptimiserResult,
	enumerateCombinations,
	evaluateCombinations,
	laneKey,
} from "./combinations.ts";
import type { OptimiserInput } from "./input.ts";

/** The engine's request for one lane of the optimiser's input. */
export function laneRequest(input: OptimiserInput, pol: string, pod: string): PricingRequestInput {
	const base = {
		mode: "sea" as const,
		direction: "export" as const,
		origin: pol,
		destination: pod,
		readyDate: input.readyDate,
	};
	if (input.cargo.kind === "fcl")
		return {
			...base,
			cargoType: "fcl",
			koreanRegion: { province: input.province, ...(input.district ? { district: input.district } : {}) },
			containers: [{ type: input.cargo.container, count: input.cargo.count }],
		};
	// the engine offers no trucking for LCL (the cargo goes to the CFS), so no region is sent
	return {
		...base,
		cargoType: "lcl",
		packages: [{ count: 1, measure: "total", weightKg: input.cargo.weightKg, volumeCbm: input.cargo.volumeCbm }],
	};
}

/** Every combination for this input, priced from the stored rates and ranked. */
export function optimiseRoutes(input: OptimiserInput, db?: AppDatabase, quoteDate = seoulToday()): OptimiserResult {
	const destination = findVnDestination(input.destination);
	if (!destination) throw new Error(`unknown destination ${input.destination}`);
	const combinations = enumerateCombinations(KOREAN_SEA_PORTS, destination.ports);
	const answers = new Map<string, LaneAnswer>();
	const requests = new Map<string, PricingRequest>();
	for (const pol of KOREAN_SEA_PORTS)
		for (const pod of destination.ports) {
			const key = laneKey(pol, pod);
			if (input.cargo.kind === "lcl" && !isOneOf(LCL_PORTS, pol)) {
				answers.set(key, { ok: false, reason: "lcl_port" });
				continue;
			}
			// the input was checked (input.ts), so the request is valid; parse for the schema's defaults
			const request = PricingRequestSchema.parse(laneRequest(input, pol, pod));
			requests.set(key, request);
			answers.set(key, priceFromDb(request, quoteDate, db));
		}
	return evaluateCombinations(combinations, answers, (c, option) => {
		const request = requests.get(laneKey(c.pol, c.pod))!;
		return optionCo2({ origin: c.pol, destination: c.pod, request, option })?.kgCo2e ?? null;
	});
}
