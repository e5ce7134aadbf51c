// The charge glossary: which translation keys name and explain each charge code, and the order the
// standard-estimate page (spec section 1: "a standard estimate table with an explanation of its
// items") lists them in. The texts live in the locale files under `charges.<code>`.
import { AIR_BREAKS, type Basis, CHARGE_CODES, type ChargeCode } from "./codes.ts";

export const GLOSSARY_GROUPS = ["origin", "freight", "destination", "air"] as const;
export type GlossaryGroup = (typeof GLOSSARY_GROUPS)[number];

export type GlossaryEntry = {
	code: ChargeCode;
	group: GlossaryGroup;
	/** How the charge is usually counted, for the page's "per" column (keys under `pricing.bases`). */
	bases: readonly GlossaryBasis[];
};

export function chargeNameKey(code: ChargeCode): `charges.${ChargeCode}.name` {
	return `charges.${code}.name`;
}

export function chargeAboutKey(code: ChargeCode): `charges.${ChargeCode}.about` {
	return `charges.${code}.about`;
}

export function glossaryGroupKey(group: GlossaryGroup): `pricing.groups.${GlossaryGroup}` {
	return `pricing.groups.${group}`;
}

/** How a charge is counted as people say it: trucking per trip, an air waybill per AWB (not per B/L). */
export type GlossaryBasis = Basis | "per_trip" | "per_awb";

export function basisKey(basis: GlossaryBasis): `pricing.bases.${GlossaryBasis}` {
	return `pricing.bases.${basis}`;
}

// Display order inside a group follows a Korean quote sheet: the base charge first, then what every
// shipment pays, then what only some shipments pay (reefers, dangerous goods, certain regions).
// Sea charges are grouped by the side of the quote they usually print on; the air charges have a
// group of their own because an air quote shows nothing else of the sea list.
export const GLOSSARY: readonly GlossaryEntry[] = [
	{ code: "trucking", group: "origin", bases: ["per_trip"] },
	{ code: "thc", group: "origin", bases: ["per_container", "per_rt"] },
	{ code: "wfg", group: "origin", bases: ["per_container", "per_rt"] },
	{ code: "dcf", group: "origin", bases: ["per_bl"] },
	{ code: "csc", group: "origin", bases: ["per_container"] },
	{ code: "cfs", group: "origin", bases: ["per_rt"] },
	{ code: "hdc", group: "origin", bases: ["per_bl"] },
	{ code: "ams", group: "origin", bases: ["per_bl", "per_container"] },
	{ code: "dgf", group: "origin", bases: ["per_container", "per_rt", "per_kg"] },

	{ code: "ofr", group: "freight", bases: ["per_container"] },
	{ code: "lcl", group: "freight", bases: ["per_rt"] },
	{ code: "baf", group: "freight", bases: ["per_container", "per_rt"] },
	{ code: "lss", group: "freight", bases: ["per_container", "per_rt"] },
	{ code: "ebs", group: "freight", bases: ["per_container", "per_rt"] },
	{ code: "caf", group: "freight", bases: ["per_container", "percent"] },
	{ code: "ccf", group: "freight", bases: ["percent"] },
	{ code: "cic", group: "freight", bases: ["per_container"] },
	{ code: "ecrc", group: "freight", bases: ["per_container"] },
	{ code: "crs", group: "freight", bases: ["per_container"] },
	{ code: "psm", group: "freight", bases: ["per_container"] },

	{ code: "pcfThc", group: "destination", bases: ["per_container", "per_rt", "per_kg"] },
	{ code: "pcfBlfee", group: "destination", bases: ["per_bl"] },
	{ code: "pcfCis", group: "destination", bases: ["per_container", "per_rt"] },
	{ code: "pcfCcc", group: "destination", bases: ["per_container"] },
	{ code: "dof", group: "destination", bases: ["per_bl"] },
	{ code: "dc", group: "destination", bases: ["per_container"] },
	{ code: "ccc", group: "destination", bases: ["per_container"] },

	{ code: "afr", group: "air", bases: ["per_kg"] },
	{ code: "fsc", group: "air", bases: ["per_kg"] },
	{ code: "ssc", group: "air", bases: ["per_kg"] },
	{ code: "awb", group: "air", bases: ["per_awb"] },
];

/** The glossary as the page shows it: one section per group, in group order. */
export function glossaryByGroup(): { group: GlossaryGroup; entries: GlossaryEntry[] }[] {
	return GLOSSARY_GROUPS.map((group) => ({ group, entries: GLOSSARY.filter((e) => e.group === group) }));
}

/** Codes missing from the glossary or listed twice; empty when the list is complete. */
export function glossaryGaps(entries: readonly GlossaryEntry[] = GLOSSARY): {
	missing: ChargeCode[];
	duplicated: ChargeCode[];
} {
	const codes = entries.map((e) => e.code);
	return {
		missing: CHARGE_CODES.filter((code) => !codes.includes(code)),
		duplicated: [...new Set(codes.filter((code, i) => codes.indexOf(code) !== i))],
	};
}

const NOTES = ["one_way", "round_trip", "old_port", "min_charge"] as const;

/**
 * The message of a quote line's note (QuoteLine.notes): a weight break "break_b100" reads "+100 kg
 * break" and the normal rate "break_n" "-45 kg break", as air tariffs print them. Null for a note this
 * list does not know, so a new engine note shows nothing rather than a raw key.
 */
export function noteMessage(note: string): { key: string; values?: { break: string } } | null {
	if ((NOTES as readonly string[]).includes(note)) return { key: `pricing.notes.${note}` };
	const brk = AIR_BREAKS.find((b) => note === `break_${b.key}`);
	if (!brk) return null;
	const label = brk.key === "n" ? `-${AIR_BREAKS[1].fromKg}` : `+${brk.fromKg}`;
	return { key: "pricing.notes.break", values: { break: label } };
}
