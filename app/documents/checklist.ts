// The customer's upload checklist (spec section 2 "Upload documents", section 4 "Documents: not
// submitted, then submitted; waiting for file upload"). Pure: the facts come in, the
// state of each slot and the counts the list page shows come out.
//
// Which slots a shipment needs (what the spec leaves to us, decided here):
// - cipl: always. Every clearance, every insurance and the carrier's manifest start from the
//   commercial invoice and packing list.
// - shipping_docs: sea exports. The B/L is drawn from the shipper's instructions; an air waybill is
//   made at the airline counter from the booking's own details, and on an import the foreign shipper
//   hands the instructions to the origin agent, so there the slot is optional.
// - msds: dangerous cargo, i.e. a dangerous container type (dg20, dg40, dh40) or a declared dangerous
//   goods class in the pricing request. No request kind asks for an MSDS by itself: the sheet is about
//   the cargo, so the cargo's declaration is the one fact that decides.
// - export_clearance / import_clearance: the booking asked for customs clearance (one flag, meaning
//   the clearance of the shipment's own direction), or a clearance request of that kind exists.
// - cargo_insurance: the booking asked for insurance, or an insurance request exists.
// A declined request does not make its slot required (the service will not happen).
// Overdue: a required slot still empty when the Seoul calendar date is past the schedule's document
// deadline (on the deadline day itself it is still on time).
import { CONTAINERS, type ContainerCode } from "#app/pricing/codes.ts";
import type { IsoDate } from "#app/calendar/calendar.ts";
import { type RequestKind, type RequestStatus, UPLOAD_SLOTS, type UploadSlot } from "./codes/codes.ts";

export type SlotState = "submitted" | "waiting" | "not_submitted";

export type ChecklistFacts = {
	mode: "fcl" | "lcl" | "air";
	direction: "export" | "import";
	dangerous: boolean;
	wantsClearance: boolean;
	wantsInsurance: boolean;
	requests: readonly { kind: RequestKind; status: RequestStatus }[];
	/** how many live files each slot holds (a slot not named holds none) */
	files: Partial<Record<UploadSlot, number>>;
	documentDeadline: IsoDate | null;
	today: IsoDate;
};

export type SlotCheck = { slot: UploadSlot; required: boolean; state: SlotState; overdue: boolean };

export type Checklist = {
	slots: SlotCheck[];
	/** required slots still empty, in page order */
	missing: UploadSlot[];
	/** the missing ones whose deadline has passed */
	overdue: UploadSlot[];
	submitted: number;
	deadline: IsoDate | null;
	deadlinePassed: boolean;
};

export type ChecklistSummary = { missing: number; overdue: number; submitted: number };

/** Dangerous cargo: a dangerous container type, or a dangerous-goods class declared on the request. */
export function isDangerousCargo(request: {
	containers?: readonly { type: ContainerCode }[];
	dangerousGoods?: unknown;
}): boolean {
	if (request.dangerousGoods) return true;
	return (request.containers ?? []).some((c) => CONTAINERS[c.type]?.kind === "dangerous");
}

const SLOT_REQUEST: Partial<Record<UploadSlot, RequestKind>> = {
	export_clearance: "export_clearance",
	import_clearance: "import_clearance",
	cargo_insurance: "insurance",
};

function requested(facts: ChecklistFacts, kind: RequestKind): boolean {
	return facts.requests.some((r) => r.kind === kind && r.status !== "declined");
}

/** Whether this shipment needs a file in `slot` (see the module comment for why). */
export function isRequired(slot: UploadSlot, facts: ChecklistFacts): boolean {
	const request = SLOT_REQUEST[slot];
	if (request && requested(facts, request)) return true;
	switch (slot) {
		case "cipl":
			return true;
		case "shipping_docs":
			return facts.direction === "export" && facts.mode !== "air";
		case "msds":
			return facts.dangerous;
		case "export_clearance":
			return facts.wantsClearance && facts.direction === "export";
		case "import_clearance":
			return facts.wantsClearance && facts.direction === "import";
		case "cargo_insurance":
			return facts.wantsInsurance;
	}
}

export function checklist(facts: ChecklistFacts): Checklist {
	const deadlinePassed = facts.documentDeadline !== null && facts.today > facts.documentDeadline;
	const slots = UPLOAD_SLOTS.map((slot): SlotCheck => {
		const required = isRequired(slot, facts);
		const has = (facts.files[slot] ?? 0) > 0;
		const state: SlotState = has ? "submitted" : required ? "waiting" : "not_submitted";
		return { slot, required, state, overdue: state === "waiting" && deadlinePassed };
	});
	return {
		slots,
		missing: slots.filter((s) => s.state === "waiting").map((s) => s.slot),
		overdue: slots.filter((s) => s.overdue).map((s) => s.slot),
		submitted: slots.filter((s) => s.state === "submitted").length,
		deadline: facts.documentDeadline,
		deadlinePassed,
	};
}

/** The counts the list page shows for one shipment. */
export function summarize(list: Checklist): ChecklistSummary {
	return { missing: list.missing.length, overdue: list.overdue.length, submitted: list.submitted };
}
