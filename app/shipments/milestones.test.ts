import { describe, expect, test } from "vitest";
import { MILESTONE_CODES, type MilestoneCode } from "./codes/codes.ts";
import {
	latestActual,
	milestoneCodesFor,
	milestoneRank,
	milestoneSchema,
	outOfOrder,
	sortMilestones,
} from "./milestones.ts";
import { FUTURE_TOLERANCE_MS, parseMoment } from "./moments.ts";

const now = new Date("2026-11-23T01:00:00Z");
const at = (iso: string) => new Date(iso);
const m = (code: MilestoneCode, actual: string | null, planned: string | null = null) => ({
	code,
	actualAt: actual ? at(actual) : null,
	plannedAt: planned ? at(planned) : null,
});

describe("the milestone vocabulary and its order", () => {
	test("the spec's shipment fields come in the order cargo passes them", () => {
		const order = [
			"cargo_ready",
			"picked_up",
			"documents_submitted",
			"gate_in",
			"loaded",
			"departed",
			"arrived",
			"delivered",
		] as const;
		expect(order.map(milestoneRank)).toEqual([...order.map(milestoneRank)].sort((a, b) => a - b));
		expect(milestoneRank("transhipment_arrived")).toBeGreaterThan(milestoneRank("departed"));
		expect(milestoneRank("transhipment_departed")).toBeLessThan(milestoneRank("arrived"));
	});

	test("only a transhipment offers the via port's milestones", () => {
		expect(milestoneCodesFor("transhipment")).toEqual([...MILESTONE_CODES]);
		expect(milestoneCodesFor("direct")).not.toContain("transhipment_arrived");
		expect(milestoneCodesFor("direct")).toHaveLength(MILESTONE_CODES.length - 2);
	});

	test("the timeline sorts by the vocabulary, then by time; the current one is the furthest actual", () => {
		const list = [
			m("arrived", null, "2026-12-08T00:00:00Z"),
			m("departed", "2026-12-02T09:00:00Z"),
			m("gate_in", "2026-12-01T00:00:00Z"),
			m("departed", null, "2026-12-01T23:00:00Z"),
		];
		expect(sortMilestones(list).map((x) => [x.code, (x.actualAt ?? x.plannedAt)!.toISOString()])).toEqual([
			["gate_in", "2026-12-01T00:00:00.000Z"],
			["departed", "2026-12-01T23:00:00.000Z"],
			["departed", "2026-12-02T09:00:00.000Z"],
			["arrived", "2026-12-08T00:00:00.000Z"],
		]);
		expect(latestActual(list)?.code).toBe("departed");
		expect(latestActual([m("arrived", null, "2026-12-08T00:00:00Z")])).toBeNull();
	});

	test("an actual milestone dated before an earlier step's is out of order", () => {
		const list = [
			m("gate_in", "2026-12-01T00:00:00Z"),
			m("departed", "2026-11-30T00:00:00Z"),
			m("arrived", "2026-12-08T00:00:00Z"),
		];
		expect(outOfOrder(list).map((x) => x.code)).toEqual(["departed"]);
		expect(outOfOrder(list.slice(0, 1))).toEqual([]);
	});
});

describe("a milestone's validation", () => {
	const errors = (input: Record<string, unknown>, path: "direct" | "transhipment" = "direct") => {
		const r = milestoneSchema(path, now).safeParse(input);
		return r.success ? [] : r.error.issues.map((i) => `${String(i.path[0])}:${i.message}`);
	};
	test.each<[string, Record<string, unknown>, string[]]>([
		["actual, typed in Seoul time", { code: "departed", actualAt: "2026-11-23T09:30", place: "KRPUS" }, []],
		["planned only, in the future", { code: "arrived", plannedAt: "2026-12-08T08:00" }, []],
		[
			"no time at all",
			{ code: "departed", plannedAt: "", actualAt: "" },
			["actualAt:shipments.errors.milestoneTimeRequired"],
		],
		[
			"an actual time in the future",
			{ code: "departed", actualAt: "2026-11-23T12:00" },
			["actualAt:shipments.errors.actualInFuture"],
		],
		["an unknown code", { code: "teleported", actualAt: "2026-11-23T09:00" }, ["code:shipments.errors.milestoneCode"]],
		[
			"a via-port milestone on a direct path",
			{ code: "transhipment_arrived", actualAt: "2026-11-23T09:00" },
			["code:shipments.errors.milestoneNeedsTranshipment"],
		],
		["a time that is not one", { code: "departed", actualAt: "yesterday" }, ["actualAt:shipments.errors.moment"]],
	])("%s", (_, input, expected) => {
		expect(errors(input)).toEqual(expected);
	});
	test("a via-port milestone on a transhipment", () => {
		expect(errors({ code: "transhipment_arrived", actualAt: "2026-11-23T09:00" }, "transhipment")).toEqual([]);
	});
});

describe("moments typed by people", () => {
	test.each([
		["2026-11-23T09:30", "2026-11-23T00:30:00.000Z"],
		["2026-11-23 09:30:15", "2026-11-23T00:30:15.000Z"],
		["2026-11-23T09:30Z", "2026-11-23T09:30:00.000Z"],
		["2026-11-23T09:30+07:00", "2026-11-23T02:30:00.000Z"],
		["2026-01-01T03:00", "2025-12-31T18:00:00.000Z"],
	])("%s is %s", (text, iso) => {
		expect(parseMoment(text)?.toISOString()).toBe(iso);
	});
	test.each(["2026-02-30T10:00", "2026-11-23T24:00", "2026-11-23", "noon", "2026-11-23T09:60"])(
		"%s is not a moment",
		(text) => {
			expect(parseMoment(text)).toBeNull();
		},
	);
	test("the future tolerance is small", () => {
		expect(FUTURE_TOLERANCE_MS).toBeLessThanOrEqual(15 * 60_000);
	});
});
