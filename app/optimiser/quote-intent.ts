// One option of the route optimiser as a quote to start (decision 081): the wizard's route fields
// (export from the option's Korean port with the pickup region, to its Vietnamese port) and the cargo,
// handed to the shared "start a quote" form (POST /order/prefill), which validates it with the
// wizard's own schemas and opens the first step still to fill (the commodity, which we do not ask).
//
// The type is the shared QuoteIntent's shape (app/quotes/prefill.ts) written out rather than imported:
// the quotes domain links to the optimiser from a Vietnam quote, so the optimiser's core must not
// import quotes back (scripts/import-cycles.ts). The route hands it to StartQuoteForm, whose prop type
// checks that the two shapes agree.
import type { ContainerCode } from "#app/pricing/codes.ts";
import type { Combination } from "./combinations.ts";
import type { OptimiserInput } from "./input.ts";

export type OptimiserIntent = {
	mode: "shipline";
	route: {
		direction: "export";
		cargoType: "fcl" | "lcl";
		originCountry: "KR";
		origin: string;
		destinationCountry: "VN";
		destination: string;
		province?: string;
		district?: string;
	};
	cargo: {
		containers?: { type: ContainerCode; count: number }[];
		packages?: { count: number; measure: "total"; weightKg: number; volumeCbm: number }[];
		readyDate: string;
	};
};

export function optimiserIntent(input: OptimiserInput, row: Pick<Combination, "pol" | "pod">): OptimiserIntent {
	const fcl = input.cargo.kind === "fcl";
	return {
		mode: "shipline",
		route: {
			direction: "export",
			cargoType: input.cargo.kind,
			originCountry: "KR",
			origin: row.pol,
			destinationCountry: "VN",
			destination: row.pod,
			// the pickup region only where the engine prices trucking (FCL), as the wizard asks it
			...(fcl ? { province: input.province, ...(input.district ? { district: input.district } : {}) } : {}),
		},
		cargo:
			input.cargo.kind === "fcl"
				? { containers: [{ type: input.cargo.container, count: input.cargo.count }], readyDate: input.readyDate }
				: {
						packages: [
							{ count: 1, measure: "total", weightKg: input.cargo.weightKg, volumeCbm: input.cargo.volumeCbm },
						],
						readyDate: input.readyDate,
					},
	};
}
