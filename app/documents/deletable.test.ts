import { describe, expect, test } from "vitest";
import type { EstimateStatus } from "#app/lifecycle/lifecycle.ts";
import type { Role } from "#db/roles.ts";
import { deleteLock } from "./deletable.ts";

describe("deleteLock: which customer uploads can still be deleted (decision 048)", () => {
	test.each<[string, EstimateStatus, (Role | null)[], ReturnType<typeof deleteLock>]>([
		["never opened, booked", "booked", [], null],
		["opened by the customer's own people only", "in_loading", ["customer", "customer"], null],
		["opened by a download with no known role", "in_loading", [null], null],
		["opened by our staff", "in_loading", ["customer", "staff"], "used"],
		["opened by a staff admin", "wait_schedule", ["staff_admin"], "used"],
		["opened by the customs broker", "in_shipping", ["customs_broker"], "used"],
		["opened by the insurer", "booked", ["insurer"], "used"],
		["the shipment is complete, never opened", "finish", [], "closed"],
		["the shipment is complete and staff used it", "finish", ["staff"], "closed"],
		["the booking was cancelled", "cancelled", [], "closed"],
	])("%s -> %s", (_what, status, roles, expected) => {
		expect(deleteLock(status, roles)).toBe(expected);
	});
});
