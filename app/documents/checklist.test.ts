import { describe, expect, test } from "vitest";
import { type ChecklistFacts, checklist, isDangerousCargo, isRequired, summarize } from "./checklist.ts";
import type { UploadSlot } from "./codes/codes.ts";

const base: ChecklistFacts = {
	mode: "fcl",
	direction: "export",
	dangerous: false,
	wantsClearance: false,
	wantsInsurance: false,
	requests: [],
	files: {},
	documentDeadline: "2026-11-20",
	today: "2026-11-18",
};
const facts = (over: Partial<ChecklistFacts> = {}): ChecklistFacts => ({ ...base, ...over });

describe("isDangerousCargo", () => {
	test.each<[string, Parameters<typeof isDangerousCargo>[0], boolean]>([
		["dry box", { containers: [{ type: "dv20" }] }, false],
		["a dangerous 20'", { containers: [{ type: "dv40" }, { type: "dg20" }] }, true],
		["a dangerous 40' HC", { containers: [{ type: "dh40" }] }, true],
		["a declared DG class (LCL)", { dangerousGoods: { class: "3" } }, true],
		["nothing said", {}, false],
	])("%s", (_name, request, expected) => expect(isDangerousCargo(request)).toBe(expected));
});

describe("which slots are required", () => {
	test.each<[string, Partial<ChecklistFacts>, UploadSlot[]]>([
		["sea export: CI/PL and the shipping instructions", {}, ["shipping_docs", "cipl"]],
		["LCL export: the same", { mode: "lcl" }, ["shipping_docs", "cipl"]],
		["air export: CI/PL only", { mode: "air" }, ["cipl"]],
		["sea import: CI/PL only", { direction: "import" }, ["cipl"]],
		["dangerous cargo adds the MSDS", { dangerous: true }, ["shipping_docs", "msds", "cipl"]],
		[
			"clearance wanted on an export: export clearance",
			{ wantsClearance: true },
			["shipping_docs", "export_clearance", "cipl"],
		],
		[
			"clearance wanted on an import: import clearance",
			{ direction: "import", wantsClearance: true },
			["import_clearance", "cipl"],
		],
		["insurance wanted", { wantsInsurance: true }, ["shipping_docs", "cargo_insurance", "cipl"]],
		[
			"requests of each kind, whatever the booking said",
			{
				requests: [
					{ kind: "import_clearance", status: "requested" },
					{ kind: "insurance", status: "done" },
				],
			},
			["shipping_docs", "import_clearance", "cargo_insurance", "cipl"],
		],
		[
			"a declined request does not count",
			{ mode: "air", requests: [{ kind: "export_clearance", status: "declined" }] },
			["cipl"],
		],
		["a B/L request has no slot", { mode: "air", requests: [{ kind: "bl_issue", status: "requested" }] }, ["cipl"]],
	])("%s", (_name, over, expected) => {
		const f = facts(over);
		expect(
			checklist(f)
				.slots.filter((s) => isRequired(s.slot, f))
				.map((s) => s.slot),
		).toEqual(expected);
	});
});

describe("slot states, missing and overdue", () => {
	test.each<
		[
			string,
			Partial<ChecklistFacts>,
			Record<UploadSlot, string>,
			{ missing: number; overdue: number; submitted: number },
			boolean,
		]
	>([
		[
			"nothing yet, before the deadline: required ones wait, the rest are not submitted",
			{},
			{
				shipping_docs: "waiting",
				export_clearance: "not_submitted",
				import_clearance: "not_submitted",
				cargo_insurance: "not_submitted",
				msds: "not_submitted",
				cipl: "waiting",
			},
			{ missing: 2, overdue: 0, submitted: 0 },
			false,
		],
		[
			"on the deadline day it is still on time",
			{ today: "2026-11-20" },
			{
				shipping_docs: "waiting",
				export_clearance: "not_submitted",
				import_clearance: "not_submitted",
				cargo_insurance: "not_submitted",
				msds: "not_submitted",
				cipl: "waiting",
			},
			{ missing: 2, overdue: 0, submitted: 0 },
			false,
		],
		[
			"the day after: what is still missing is overdue",
			{ today: "2026-11-21", files: { cipl: 1 } },
			{
				shipping_docs: "waiting",
				export_clearance: "not_submitted",
				import_clearance: "not_submitted",
				cargo_insurance: "not_submitted",
				msds: "not_submitted",
				cipl: "submitted",
			},
			{ missing: 1, overdue: 1, submitted: 1 },
			true,
		],
		[
			"an optional slot with a file is submitted too",
			{ files: { cipl: 2, shipping_docs: 1, cargo_insurance: 1 } },
			{
				shipping_docs: "submitted",
				export_clearance: "not_submitted",
				import_clearance: "not_submitted",
				cargo_insurance: "submitted",
				msds: "not_submitted",
				cipl: "submitted",
			},
			{ missing: 0, overdue: 0, submitted: 3 },
			false,
		],
		[
			"no schedule yet: no deadline, nothing overdue",
			{ documentDeadline: null, today: "2030-01-01", dangerous: true },
			{
				shipping_docs: "waiting",
				export_clearance: "not_submitted",
				import_clearance: "not_submitted",
				cargo_insurance: "not_submitted",
				msds: "waiting",
				cipl: "waiting",
			},
			{ missing: 3, overdue: 0, submitted: 0 },
			false,
		],
		[
			"a zero count is empty",
			{ files: { cipl: 0 } },
			{
				shipping_docs: "waiting",
				export_clearance: "not_submitted",
				import_clearance: "not_submitted",
				cargo_insurance: "not_submitted",
				msds: "not_submitted",
				cipl: "waiting",
			},
			{ missing: 2, overdue: 0, submitted: 0 },
			false,
		],
	])("%s", (_name, over, states, counts, passed) => {
		const list = checklist(facts(over));
		expect(Object.fromEntries(list.slots.map((s) => [s.slot, s.state]))).toEqual(states);
		expect(summarize(list)).toEqual(counts);
		expect(list.deadlinePassed).toBe(passed);
		expect(list.slots.every((s) => s.overdue === (s.state === "waiting" && passed))).toBe(true);
	});

	test("the slots come in the page's order", () => {
		expect(checklist(base).slots.map((s) => s.slot)).toEqual([
			"shipping_docs",
			"export_clearance",
			"import_clearance",
			"cargo_insurance",
			"msds",
			"cipl",
		]);
		expect(checklist(facts({ today: "2026-12-01" })).overdue).toEqual(["shipping_docs", "cipl"]);
	});
});
