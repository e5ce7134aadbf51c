// One option of the route optimiser as a quote to start (decision 081): the wizard's route fields
// (export from the option's Korean port with the pickup region, to its Vietnamese port) and the cargo,
// handed to the shared "start a quote" form (POST /order/prefill), which validates it with the
// wizard's own schemas and opens the first step still to fill (the commodity, which we do not ask).
import type { QuoteIntent } from "#app/quotes/prefill.ts";
import type { Combination } from "./combinations.ts";
import type { OptimiserInput } from "./input.ts";

/** The shared intent, with the parts the optimiser always fills made required. */
export type OptimiserIntent = QuoteIntent & { cargo: NonNullable<QuoteIntent["cargo"]> };

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
