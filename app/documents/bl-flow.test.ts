import { describe, expect, test } from "vitest";
import {
	type FlowState,
	SURRENDER_FEE_KRW,
	fillSet,
	houseBlNo,
	mayRequestBlIssue,
	mayRequestCorrection,
	mayRequestSurrender,
	requestState,
	setCounts,
} from "./bl-flow.ts";
import type { IssuedKind } from "./codes/codes.ts";

const none: FlowState = { requests: [], issued: [] };
const checkBl: FlowState = { requests: [], issued: ["check_bl"] };

describe("B/L issue", () => {
	test.each([
		["first request", none, { ok: true }],
		[
			"asked already",
			{ requests: [{ kind: "bl_issue", status: "requested" }], issued: [] },
			{ ok: false, reason: "alreadyIssue" },
		],
		[
			"answered already",
			{ requests: [{ kind: "bl_issue", status: "done" }], issued: ["bl"] },
			{ ok: false, reason: "alreadyIssue" },
		],
		[
			"declined once is still once",
			{ requests: [{ kind: "bl_issue", status: "declined" }], issued: [] },
			{ ok: false, reason: "alreadyIssue" },
		],
	] as const)("%s", (_, state, verdict) => {
		expect(mayRequestBlIssue(state as FlowState)).toEqual(verdict);
	});
});

describe("check-B/L correction", () => {
	test.each([
		["no check B/L issued: not applied", none, true, "notApplied"],
		["no modified file", checkBl, false, "fileNeeded"],
		["with a file on an issued check B/L", checkBl, true, null],
		[
			"the second correction: mail the manager",
			{ requests: [{ kind: "check_bl_correction", status: "done" }], issued: ["check_bl"] },
			true,
			"alreadyCorrection",
		],
		[
			"a declined one still counts",
			{ requests: [{ kind: "check_bl_correction", status: "declined" }], issued: ["check_bl"] },
			true,
			"alreadyCorrection",
		],
	] as const)("%s", (_, state, withFile, reason) => {
		expect(mayRequestCorrection(state as FlowState, withFile)).toEqual(reason ? { ok: false, reason } : { ok: true });
	});
});

describe("surrender", () => {
	test.each([
		["nothing asked: not requested, contact admin", none, "notRequested"],
		["B/L issue requested", { requests: [{ kind: "bl_issue", status: "requested" }], issued: [] }, null],
		["B/L issued without a request", { requests: [], issued: ["bl"] }, null],
		["B/L issue declined", { requests: [{ kind: "bl_issue", status: "declined" }], issued: [] }, "notRequested"],
		[
			"surrender asked already",
			{
				requests: [
					{ kind: "bl_issue", status: "done" },
					{ kind: "surrender", status: "requested" },
				],
				issued: ["bl"],
			},
			"alreadySurrender",
		],
	] as const)("%s", (_, state, reason) => {
		expect(mayRequestSurrender(state as FlowState)).toEqual(reason ? { ok: false, reason } : { ok: true });
	});

	test("the fee range of spec section 9", () => {
		expect(SURRENDER_FEE_KRW).toEqual({ min: 30_000, max: 40_000 });
	});
});

test.each([
	["bl_issue", "not_requested"],
	["surrender", "requested"],
	["check_bl_correction", "done"],
] as const)("state of %s: %s", (kind, state) => {
	const requests = [
		{ kind: "surrender", status: "requested" },
		{ kind: "check_bl_correction", status: "done" },
	] as const;
	expect(requestState(requests, kind)).toBe(state);
});

describe("document sets", () => {
	const doc = (kind: IssuedKind, day: number) => ({
		kind,
		createdAt: new Date(Date.UTC(2026, 0, day)),
		id: `${kind}-${day}`,
	});

	test.each([
		[
			"export, nothing issued",
			"export",
			[],
			["check_bl", "bl", "export_clearance_cert", "import_clearance_cert", "insurance_policy"],
			0,
		],
		["import, nothing issued", "import", [], ["check_bl", "do", "total_cost"], 0],
		["import, a D/O master counts for the D/O", "import", [doc("do_master", 2)], ["check_bl", "do", "total_cost"], 1],
		[
			"export, an import set kind does not count",
			"export",
			[doc("total_cost", 2)],
			["check_bl", "bl", "export_clearance_cert", "import_clearance_cert", "insurance_policy"],
			0,
		],
	] as const)("%s", (_, direction, docs, slots, issued) => {
		const set = fillSet(direction, docs);
		expect(set.map((s) => s.slot)).toEqual(slots);
		expect(set.filter((s) => s.document).length).toBe(issued);
		expect(
			setCounts(
				direction,
				docs.map((d) => d.kind),
			),
		).toEqual({ issued, pending: slots.length - issued });
	});

	test("the newest of house and master fills the D/O", () => {
		const set = fillSet("import", [doc("do_house", 1), doc("do_master", 3), doc("do_house", 2)]);
		expect(set.find((s) => s.slot === "do")?.document?.id).toBe("do_master-3");
	});
});

test("the house B/L number follows the shipment number", () => {
	expect(houseBlNo("2611-0042")).toBe("BFKR26110042");
});
