// A standard-estimate row as the wizard's starting point: the same lane and reference cargo the row
// was priced for, handed to the one "turn this into a quote" path (app/quotes/prefill.ts, POST
// /order/prefill). The commodity is left for the customer, so the wizard opens at the cargo step with
// everything else filled in; the ready date is the table's, so the wizard prices what the row showed.
import type { QuoteIntent } from "#app/quotes/prefill.ts";
import type { StandardRow } from "./table.ts";

export function rowIntent(row: Pick<StandardRow, "request" | "country">): QuoteIntent {
	const r = row.request;
	const air = r.mode === "air";
	return {
		mode: air ? "airline" : "shipline",
		route: {
			direction: r.direction,
			...(air ? {} : { cargoType: r.cargoType }),
			originCountry: "KR",
			origin: r.origin,
			destinationCountry: row.country,
			destination: r.destination,
		},
		cargo: {
			...(r.containers ? { containers: r.containers.map((c) => ({ type: c.type, count: c.count })) } : {}),
			...(r.packages
				? {
						packages: r.packages.map((p) => ({
							count: p.count,
							measure: p.measure,
							weightKg: p.weightKg,
							volumeCbm: p.volumeCbm,
						})),
					}
				: {}),
			readyDate: r.readyDate,
		},
	};
}
