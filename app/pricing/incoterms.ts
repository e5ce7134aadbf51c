// Which charge groups the customer pays under an Incoterms 2020 rule (shared/data/
// incoterms_2020_cost_allocation.csv, decision 008 "Incoterms"). Our customer is the Korean party: the
// seller on export, the buyer on import. The seller's share grows from EXW (nothing) through the F
// terms (origin), the C terms (origin and main carriage) to the D terms (everything to destination);
// the buyer pays the complement. FCA is read with the terminal as the named place, the usual case for
// containers, so the seller pays the origin charges.
import type { Direction, Side } from "./codes.ts";
import type { Incoterm } from "./request.ts";

const NONE: readonly Side[] = [];
const ORIGIN: readonly Side[] = ["origin"];
const ORIGIN_FREIGHT: readonly Side[] = ["origin", "freight"];
const ALL: readonly Side[] = ["origin", "freight", "destination"];
const FREIGHT_DESTINATION: readonly Side[] = ["freight", "destination"];
const DESTINATION: readonly Side[] = ["destination"];

/** The groups the customer pays, by direction and rule (in SIDES order). */
export const CUSTOMER_PAYS: Record<Direction, Record<Incoterm, readonly Side[]>> = {
	// the seller pays
	export: {
		EXW: NONE,
		FCA: ORIGIN,
		FAS: ORIGIN,
		FOB: ORIGIN,
		CFR: ORIGIN_FREIGHT,
		CIF: ORIGIN_FREIGHT,
		CPT: ORIGIN_FREIGHT,
		CIP: ORIGIN_FREIGHT,
		DAP: ALL,
		DPU: ALL,
		DDP: ALL,
	},
	// the buyer pays
	import: {
		EXW: ALL,
		FCA: FREIGHT_DESTINATION,
		FAS: FREIGHT_DESTINATION,
		FOB: FREIGHT_DESTINATION,
		CFR: DESTINATION,
		CIF: DESTINATION,
		CPT: DESTINATION,
		CIP: DESTINATION,
		DAP: NONE,
		DPU: NONE,
		DDP: NONE,
	},
};

/** Without incoterms the customer is quoted everything. */
export function customerPays(direction: Direction, incoterms: Incoterm | undefined): readonly Side[] {
	return incoterms ? CUSTOMER_PAYS[direction][incoterms] : ALL;
}

/** The groups left to the other party, for the incoterms_exclude warning (empty when none). */
export function excludedGroups(direction: Direction, incoterms: Incoterm | undefined): Side[] {
	const pays = customerPays(direction, incoterms);
	return ALL.filter((side) => !pays.includes(side));
}
