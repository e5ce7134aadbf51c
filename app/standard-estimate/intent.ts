// A standard-estimate row as the wizard's starting point: the same lane and reference cargo the row
// was priced for, handed to the one "turn this into a quote" path (POST /order/prefill). The commodity
// is left for the customer, so the wizard opens at the cargo step with everything else filled in.
import type { StandardRow } from "./table.ts";

export type RowIntent = {
	mode: "shipline" | "airline";
	route: {
		direction: "export";
		cargoType?: "fcl" | "lcl";
		originCountry: string;
		origin: string;
		destinationCountry: string;
		destination: string;
	};
	cargo: {
		containers?: { type: string; count: number }[];
		packages?: { count: number; measure: "per_box" | "total"; weightKg: number; volumeCbm: number }[];
		readyDate: string;
	};
};

export function rowIntent(row: Pick<StandardRow, "request" | "country">): RowIntent {
	const r = row.request;
	const air = r.mode === "air";
	return {
		mode: air ? "airline" : "shipline",
		route: {
			direction: "export",
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
							volumeCbm: p.volumeCbm ?? 0,
						})),
					}
				: {}),
			readyDate: r.readyDate,
		},
	};
}
