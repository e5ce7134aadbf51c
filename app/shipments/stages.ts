// The customer's shipment stages (spec section 4: "booking request, schedule pending, booking done,
// awaiting loading, vessel sailing, transport complete") from the estimate's status. Five statuses make
// six stages: in_loading ("booking done, awaiting loading" in the lifecycle) is "booking done" until
// the cargo has left the shipper (an actual pickup, gate-in or loading milestone), then "awaiting
// loading". Pure: the shipment page, the list and the mails ask this one function.
import { type EstimateStatus, isShipment } from "#app/lifecycle/lifecycle.ts";
import type { MilestoneCode } from "./codes/codes.ts";

export const SHIPMENT_STAGES = [
	"booking_request",
	"schedule_pending",
	"booking_done",
	"awaiting_loading",
	"vessel_sailing",
	"transport_complete",
] as const;
export type ShipmentStage = (typeof SHIPMENT_STAGES)[number];

/** The milestones that say the cargo is on its way to (or at) the terminal, not yet on board or gone. */
export const CARGO_HANDED_OVER: readonly MilestoneCode[] = ["picked_up", "gate_in", "loaded"];

export type StageFacts = {
	/** codes of the milestones that actually happened (planned ones do not count) */
	actualCodes?: readonly MilestoneCode[];
};

/** The stage the customer sees, or null for an estimate that is not a shipment (a quote, a cancelled booking). */
export function shipmentStage(status: EstimateStatus, facts: StageFacts = {}): ShipmentStage | null {
	if (!isShipment(status)) return null;
	switch (status) {
		case "booked":
			return "booking_request";
		case "wait_schedule":
			return "schedule_pending";
		case "in_loading":
			return (facts.actualCodes ?? []).some((c) => CARGO_HANDED_OVER.includes(c)) ? "awaiting_loading" : "booking_done";
		case "in_shipping":
			return "vessel_sailing";
		default:
			return "transport_complete";
	}
}

/** The stage's place in the row of six (0-based), for a progress bar. */
export function stageIndex(stage: ShipmentStage): number {
	return SHIPMENT_STAGES.indexOf(stage);
}
