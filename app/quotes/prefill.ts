// "Turn this into a quote": the calculator, the standard estimate, the route optimiser and the assistant
// hand a lane and its cargo to the wizard through one form (app/quotes/components/start-quote-form.tsx)
// that posts to /order/prefill. The fields carry the wizard's own form names, so the wizard's step
// schemas judge them exactly as if the user had typed them, and whatever is missing (a commodity, a
// date) is asked for by the wizard's own step, not by each tool. Pure: no zod, so tools may render the
// form in the browser too.
import type { WizardMode } from "./wizard-steps.ts";

export const PREFILL_ACTION = "/order/prefill";

/** Step 1 of the wizard (app/quotes/wizard.ts, routeSchema), as the wizard's form names it. */
export type QuoteIntentRoute = {
	direction: "export" | "import";
	/** sea only */
	cargoType?: "fcl" | "lcl";
	originCountry: string;
	/** a UN/LOCODE (sea) or an IATA code (air) */
	origin: string;
	destinationCountry: string;
	destination: string;
	/** the Korean pickup or delivery region (app/places), for trucking */
	province?: string;
	district?: string;
	incoterms?: string;
};

export type QuoteIntentPackage = {
	count: number;
	measure?: "per_box" | "total";
	weightKg: number;
	volumeCbm?: number;
};

/** Step 2 (cargoSchema): containers on FCL, packages on LCL and air; any part may be left to the user. */
export type QuoteIntentCargo = {
	containers?: { type: string; count: number }[];
	packages?: QuoteIntentPackage[];
	grossWeightKg?: number;
	commodity?: string;
	/** YYYY-MM-DD; the wizard's default (a week from today) when left out */
	readyDate?: string;
};

export type QuoteIntent = { mode: WizardMode; route: QuoteIntentRoute; cargo?: QuoteIntentCargo };

/** The route step's field names: the prefill action splits one post into the two steps' inputs. */
export const ROUTE_FIELDS = [
	"direction",
	"cargoType",
	"originCountry",
	"origin",
	"destinationCountry",
	"destination",
	"province",
	"district",
	"incoterms",
] as const;

/** The intent as the flat form fields the wizard's forms post (rows as `containers[0].type`). */
export function intentFields(intent: QuoteIntent): [name: string, value: string][] {
	const fields: [string, string][] = [["mode", intent.mode]];
	const put = (name: string, value: string | number | undefined) => {
		if (value !== undefined && value !== "") fields.push([name, String(value)]);
	};
	for (const name of ROUTE_FIELDS) put(name, intent.route[name]);
	const cargo = intent.cargo ?? {};
	cargo.containers?.forEach((row, i) => {
		put(`containers[${i}].type`, row.type);
		put(`containers[${i}].count`, row.count);
	});
	cargo.packages?.forEach((row, i) => {
		put(`packages[${i}].count`, row.count);
		put(`packages[${i}].measure`, row.measure ?? "total");
		put(`packages[${i}].weightKg`, row.weightKg);
		put(`packages[${i}].volumeCbm`, row.volumeCbm);
	});
	put("grossWeightKg", cargo.grossWeightKg);
	put("commodity", cargo.commodity);
	put("readyDate", cargo.readyDate);
	return fields;
}
