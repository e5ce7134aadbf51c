// The B/L flow and the issued-document sets (spec section 4 "B/L flow", section 2 "Download
// documents", section 8 B/L messages, section 9 surrender fee), as pure rules over what a shipment
// already has: its requests and the kinds of its live issued documents. The screens ask these rules
// what to offer; the server modules ask them again before writing, and the unique index on
// (estimate, kind) has the last word when two requests race.
import type { RefusalKinds } from "#app/utils/refusal.ts";
import type { IssuedKind, RequestKind, RequestStatus } from "./codes/codes.ts";

/** Spec section 9: "Surrender B/L fee about 30,000 to 40,000 KRW", shown before the customer confirms. */
export const SURRENDER_FEE_KRW = { min: 30_000, max: 40_000 } as const;

/** The kinds we make ourselves from the shipment's data (app/pdf/documents/); the rest come as files. */
export const GENERATED_KINDS = [
	"check_bl",
	"do_house",
	"do_master",
	"total_cost",
] as const satisfies readonly IssuedKind[];
export type GeneratedKind = (typeof GENERATED_KINDS)[number];

/** A staff answer to a B/L request holds at most this much text. */
export const ANSWER_NOTE_MAX = 500;

/** The requests of the B/L flow; the clearance and insurance requests have screens of their own. */
export const BL_REQUEST_KINDS = [
	"bl_issue",
	"check_bl_correction",
	"surrender",
] as const satisfies readonly RequestKind[];
export type BlRequestKind = (typeof BL_REQUEST_KINDS)[number];

export function isBlRequestKind(kind: string): kind is BlRequestKind {
	return (BL_REQUEST_KINDS as readonly string[]).includes(kind);
}

export type FlowRequest = { kind: RequestKind; status: RequestStatus };
export type FlowState = { requests: readonly FlowRequest[]; issued: readonly IssuedKind[] };

/**
 * Why a B/L request is refused, each one of the spec's section 8 messages:
 * alreadyIssue "already requested B/L issue"; alreadyCorrection "already requested check-B/L
 * correction" (the second correction goes by e-mail to the manager); notApplied "not applied,
 * contact admin" (no check B/L to correct yet); fileNeeded "a modified file is needed for
 * correction"; notRequested "not requested, contact admin" (surrender before any B/L);
 * alreadySurrender: surrender asked once already.
 */
export type BlRefusal =
	"alreadyIssue" | "alreadyCorrection" | "notApplied" | "fileNeeded" | "notRequested" | "alreadySurrender";
export type Verdict = { ok: true } | { ok: false; reason: BlRefusal };

/** How a B/L request's refusal answers: the shipment already holds the request 409, the rest the form's 400. */
export const BL_REFUSAL_KINDS: RefusalKinds<BlRefusal> = {
	alreadyIssue: "conflict",
	alreadyCorrection: "conflict",
	alreadySurrender: "conflict",
	notApplied: "badRequest",
	fileNeeded: "badRequest",
	notRequested: "badRequest",
};

const OK: Verdict = { ok: true };
const no = (reason: BlRefusal): Verdict => ({ ok: false, reason });
const has = (state: FlowState, kind: RequestKind) => state.requests.some((r) => r.kind === kind);

export function mayRequestBlIssue(state: FlowState): Verdict {
	return has(state, "bl_issue") ? no("alreadyIssue") : OK;
}

/** One correction per shipment, of an issued check B/L, carrying the customer's modified file. */
export function mayRequestCorrection(state: FlowState, withFile: boolean): Verdict {
	if (has(state, "check_bl_correction")) return no("alreadyCorrection");
	if (!state.issued.includes("check_bl")) return no("notApplied");
	if (!withFile) return no("fileNeeded");
	return OK;
}

/** Surrender needs a B/L on its way: an issue request not declined, or an issued B/L. Once. */
export function mayRequestSurrender(state: FlowState): Verdict {
	if (has(state, "surrender")) return no("alreadySurrender");
	const blAsked = state.requests.some((r) => r.kind === "bl_issue" && r.status !== "declined");
	if (!blAsked && !state.issued.includes("bl")) return no("notRequested");
	return OK;
}

/** What the customer sees of a request kind: not requested, requested, "request done", declined. */
export type RequestState = "not_requested" | RequestStatus;

export function requestState(requests: readonly FlowRequest[], kind: RequestKind): RequestState {
	return requests.find((r) => r.kind === kind)?.status ?? "not_requested";
}

/** What the customer may do next on the B/L box, each with the reason when not. */
export function blOptions(state: FlowState) {
	return {
		blIssue: mayRequestBlIssue(state),
		// asked with a file in hand: the form itself is offered whenever the rest allows it
		correction: mayRequestCorrection(state, true),
		surrender: mayRequestSurrender(state),
	};
}

/**
 * A place in a document set: one kind, or the D/O that is either house or master (whichever staff
 * issued; the newest if both).
 */
export type SetSlot = { slot: string; kinds: readonly IssuedKind[] };

/** Spec section 2: the export set (B/L, export and import clearance, insurance) with the check B/L before the B/L. */
export const EXPORT_SET: readonly SetSlot[] = [
	{ slot: "check_bl", kinds: ["check_bl"] },
	{ slot: "bl", kinds: ["bl"] },
	{ slot: "export_clearance_cert", kinds: ["export_clearance_cert"] },
	{ slot: "import_clearance_cert", kinds: ["import_clearance_cert"] },
	{ slot: "insurance_policy", kinds: ["insurance_policy"] },
];

/** Spec section 2: the import set (check B/L, D/O house or master, the total-cost document). */
export const IMPORT_SET: readonly SetSlot[] = [
	{ slot: "check_bl", kinds: ["check_bl"] },
	{ slot: "do", kinds: ["do_house", "do_master"] },
	{ slot: "total_cost", kinds: ["total_cost"] },
];

export function documentSetFor(direction: "export" | "import"): readonly SetSlot[] {
	return direction === "import" ? IMPORT_SET : EXPORT_SET;
}

export type SetEntry<D> = { slot: string; kinds: readonly IssuedKind[]; document: D | null };

/**
 * The set with each slot's document: the newest live one of its kinds, or null (pending). `documents`
 * are the shipment's live issued documents, any order.
 */
export function fillSet<D extends { kind: IssuedKind; createdAt: Date }>(
	direction: "export" | "import",
	documents: readonly D[],
): SetEntry<D>[] {
	return documentSetFor(direction).map(({ slot, kinds }) => {
		const mine = documents
			.filter((d) => kinds.includes(d.kind))
			.sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime());
		return { slot, kinds, document: mine[0] ?? null };
	});
}

/** How many slots of the set are issued and how many still pending. */
export function setCounts(
	direction: "export" | "import",
	issuedKinds: readonly IssuedKind[],
): { issued: number; pending: number } {
	const set = documentSetFor(direction);
	const issued = set.filter((s) => s.kinds.some((k) => issuedKinds.includes(k))).length;
	return { issued, pending: set.length - issued };
}

/**
 * The house B/L number printed on our documents. The estimate has no B/L number column yet (spec 3
 * names blNo): until staff record the carrier's, the forwarder's own number is derived from the
 * shipment's document number body, so every document of one shipment prints the same one.
 */
export function houseBlNo(numberBody: string): string {
	return `BFKR${numberBody.replace("-", "")}`;
}
