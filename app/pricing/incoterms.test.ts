import { describe, expect, test } from "vitest";
import type { Side } from "./codes.ts";
import { CUSTOMER_PAYS, customerPays, excludedGroups } from "./incoterms.ts";
import { INCOTERMS, type Incoterm } from "./request.ts";

// Incoterms 2020 (shared/data/incoterms_2020_cost_allocation.csv): on export our customer is the
// seller, on import the buyer.
const TABLE: [Incoterm, Side[], Side[]][] = [
	// [rule, seller pays (export), buyer pays (import)]
	["EXW", [], ["origin", "freight", "destination"]],
	["FCA", ["origin"], ["freight", "destination"]],
	["FAS", ["origin"], ["freight", "destination"]],
	["FOB", ["origin"], ["freight", "destination"]],
	["CFR", ["origin", "freight"], ["destination"]],
	["CIF", ["origin", "freight"], ["destination"]],
	["CPT", ["origin", "freight"], ["destination"]],
	["CIP", ["origin", "freight"], ["destination"]],
	["DAP", ["origin", "freight", "destination"], []],
	["DPU", ["origin", "freight", "destination"], []],
	["DDP", ["origin", "freight", "destination"], []],
];

test("the table has every rule of Incoterms 2020", () => {
	expect(TABLE.map(([rule]) => rule).sort()).toEqual([...INCOTERMS].sort());
	expect(Object.keys(CUSTOMER_PAYS.export).sort()).toEqual([...INCOTERMS].sort());
	expect(Object.keys(CUSTOMER_PAYS.import).sort()).toEqual([...INCOTERMS].sort());
});

describe.each(TABLE)("%s", (rule, seller, buyer) => {
	test(`export: the seller (our customer) pays ${seller.join(", ") || "nothing"}`, () => {
		expect(customerPays("export", rule)).toEqual(seller);
		expect(excludedGroups("export", rule)).toEqual(
			["origin", "freight", "destination"].filter((s) => !seller.includes(s as Side)),
		);
	});

	test(`import: the buyer (our customer) pays ${buyer.join(", ") || "nothing"}`, () => {
		expect(customerPays("import", rule)).toEqual(buyer);
		expect(excludedGroups("import", rule)).toEqual(seller);
	});

	test("seller and buyer together pay each group exactly once", () => {
		expect([...seller, ...buyer].sort()).toEqual(["destination", "freight", "origin"]);
	});
});

test("without incoterms the customer is quoted every group", () => {
	expect(customerPays("export", undefined)).toEqual(["origin", "freight", "destination"]);
	expect(customerPays("import", undefined)).toEqual(["origin", "freight", "destination"]);
	expect(excludedGroups("import", undefined)).toEqual([]);
});
