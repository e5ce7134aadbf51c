// The Incoterms 2020 rules a shipment of each transport mode may use, one list per
// mode, read by the wizard's route step, the booking form, the pricing request (partner API) and the
// server checks behind all three. FAS, FOB, CFR and CIF are the "sea and inland waterway" rules of
// Incoterms 2020 (delivery at or on board a vessel): an air shipment never uses them; FCA is the air
// shipper's FOB and CPT/CIP its CFR/CIF. FAS is left out of sea too: it delivers alongside a ship,
// the bulk-cargo rule ICC advises against for containers, and every sea quote here is containerised
// (FCL or LCL).
import type { Incoterm } from "./codes.ts";

export type TransportMode = "sea" | "air";

const ANY_MODE = ["EXW", "FCA", "CPT", "CIP", "DAP", "DPU", "DDP"] as const satisfies readonly Incoterm[];

export const INCOTERMS_BY_MODE: Readonly<Record<TransportMode, readonly Incoterm[]>> = {
	sea: ["EXW", "FCA", "FOB", "CFR", "CIF", "CPT", "CIP", "DAP", "DPU", "DDP"],
	air: ANY_MODE,
};

/** The rules offered and accepted for `mode`, in the order the forms list them. */
export function incotermsForMode(mode: TransportMode): readonly Incoterm[] {
	return INCOTERMS_BY_MODE[mode];
}

/** Whether `code` is a rule a shipment of `mode` may be booked or quoted under. */
export function isIncotermForMode(mode: TransportMode, code: string): code is Incoterm {
	return (INCOTERMS_BY_MODE[mode] as readonly string[]).includes(code);
}

/** An estimate's mode ("fcl", "lcl" or "air", request.ts modeOf) as its transport mode. */
export function transportOf(mode: string): TransportMode {
	return mode === "air" ? "air" : "sea";
}
