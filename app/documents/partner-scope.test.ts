import { describe, expect, test } from "vitest";
import type { DocumentKind, RequestKind } from "./codes/codes.ts";
import { partnerKindOf, partnerMayOpen } from "./partner-scope.ts";

describe("partnerKindOf", () => {
	test.each([
		["customs_broker", "customs"],
		["insurer", "insurance"],
		["customer", null],
		["staff", null],
		["staff_admin", null],
	] as const)("%s works for %s", (role, kind) => expect(partnerKindOf(role)).toBe(kind));
});

describe("partnerMayOpen", () => {
	test.each<["customs" | "insurance", DocumentKind, RequestKind[], boolean]>([
		["customs", "cipl", ["export_clearance"], true],
		["customs", "cipl", ["import_clearance"], true],
		["customs", "export_clearance", ["export_clearance"], true],
		["customs", "export_clearance_cert", ["export_clearance"], true],
		["customs", "cipl", [], false], // nothing assigned
		["customs", "cipl", ["insurance"], false], // an insurance request is not the broker's
		["customs", "msds", ["export_clearance"], false],
		["customs", "bl", ["export_clearance"], false],
		["customs", "insurance_policy", ["export_clearance"], false],
		["insurance", "cipl", ["insurance"], true],
		["insurance", "cargo_insurance", ["insurance"], true],
		["insurance", "insurance_policy", ["insurance"], true],
		["insurance", "cipl", ["export_clearance"], false],
		["insurance", "export_clearance_cert", ["insurance"], false],
		["insurance", "total_cost", ["insurance"], false],
	])("%s partner, %s with %j assigned: %s", (partner, kind, assigned, allowed) =>
		expect(partnerMayOpen(partner, kind, assigned)).toBe(allowed),
	);
});
