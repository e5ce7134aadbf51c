import { describe, expect, test } from "vitest";
import { ESTIMATE_STATUSES, type EstimateStatus } from "#app/lifecycle/lifecycle.ts";
import type { MilestoneCode } from "./codes/codes.ts";
import { SHIPMENT_STAGES, type ShipmentStage, shipmentStage, stageIndex } from "./stages.ts";

describe("the customer's shipment stage (spec section 4)", () => {
	test.each<[EstimateStatus, MilestoneCode[], ShipmentStage | null]>([
		["in_request", [], null],
		["in_confirm", [], null],
		["in_nego", [], null],
		["confirm_nego", [], null],
		["deny_nego", [], null],
		["cancelled", [], null],
		["booked", [], "booking_request"],
		["wait_schedule", [], "schedule_pending"],
		["in_loading", [], "booking_done"],
		["in_loading", ["booking_confirmed", "cargo_ready"], "booking_done"],
		["in_loading", ["picked_up"], "awaiting_loading"],
		["in_loading", ["gate_in"], "awaiting_loading"],
		["in_loading", ["loaded"], "awaiting_loading"],
		["in_shipping", [], "vessel_sailing"],
		["in_shipping", ["departed"], "vessel_sailing"],
		["finish", [], "transport_complete"],
	])("%s with actual %j -> %s", (status, actualCodes, stage) => {
		expect(shipmentStage(status, { actualCodes })).toBe(stage);
	});

	test("every shipment status has a stage, and the six stages come in the spec's order", () => {
		const stages = ESTIMATE_STATUSES.map((s) => shipmentStage(s)).filter((s) => s !== null);
		expect(new Set(stages)).toEqual(new Set(SHIPMENT_STAGES.filter((s) => s !== "awaiting_loading")));
		expect(SHIPMENT_STAGES.map(stageIndex)).toEqual([0, 1, 2, 3, 4, 5]);
	});
});
