// Re-pricing a quote for another Incoterm and the split of charge groups between our customer and
// the other party (shared/data/incoterms_2020_cost_allocation.csv; on export our customer is the
// seller, on import the buyer). The engine's own tables (engine.test.ts) give the numbers.
import { describe, expect, test } from "vitest";
import type { Direction, Side } from "./codes.ts";
import { priceQuote } from "./engine.ts";
import { applyIncoterms, groupSubtotals, incotermSplit } from "./incoterm-reprice.ts";
import { incotermsForMode } from "./incoterms-by-mode.ts";
import { INCOTERMS, type Incoterm } from "./request.ts";
import { airExport, fclExport, lclExport, testRates } from "./test-rates.ts";
import type { EngineRequest, PricingResult, QuoteOption } from "./types.ts";

function options(result: PricingResult): QuoteOption[] {
	if (!result.ok) throw new Error(`no price: ${result.reason}`);
	return result.options;
}

const REQUESTS: [string, (incoterms?: Incoterm) => EngineRequest][] = [
	["FCL export Busan -> Haiphong", (incoterms) => fclExport({ incoterms })],
	["FCL export with trucking", (incoterms) => fclExport({ incoterms, koreanRegion: { province: "KR-11" } })],
	[
		"FCL import Shanghai -> Busan",
		(incoterms) => fclExport({ incoterms, direction: "import", origin: "CNSHA", destination: "KRPUS" }),
	],
	["LCL export Incheon -> Ho Chi Minh City", (incoterms) => lclExport({ incoterms })],
	["air export ICN -> SGN", (incoterms) => airExport({ incoterms })],
];

describe.each(REQUESTS)("%s: re-pricing the stored option equals the engine's price with the rule", (_name, make) => {
	const plain = options(priceQuote(make(), testRates()));
	// the rules a shipment of this mode may be quoted under
	test.each([...incotermsForMode(make().mode === "air" ? "air" : "sea"), undefined])("%s", (rule) => {
		const engine = options(priceQuote(make(rule), testRates()));
		expect(engine.length).toBe(plain.length);
		for (const option of plain) {
			const expected = engine.find((o) => o.id === option.id);
			expect(applyIncoterms(option, make().direction, rule)).toEqual(expected);
		}
	});
});

test("the spec's numbers: export FOB counts only the Korean origin charges (engine.test.ts, HMM)", () => {
	const hmm = options(priceQuote(fclExport(), testRates())).find((o) => o.carrier === "HMM")!;
	expect(hmm.subtotals).toEqual({ USD: 57_500, KRW: 194_420, VND: 1_000_000 });
	const fob = applyIncoterms(hmm, "export", "FOB");
	expect(fob.subtotals).toEqual({ KRW: 194_420 });
	expect(fob.totals.KRW).toBe(194_420);
	expect(fob.totals.KRW).toBeLessThan(hmm.totals.KRW);
	// the lines are all still listed (the reader sees what the other party pays), only not counted
	expect(fob.lines).toHaveLength(hmm.lines.length);
	expect(fob.lines.filter((l) => !l.included).every((l) => l.group !== "origin")).toBe(true);
	// and back: DAP counts everything again
	expect(applyIncoterms(fob, "export", "DAP")).toEqual(hmm);
	// the stored option is not changed
	expect(hmm.lines.every((l) => l.included)).toBe(true);
});

test("group subtotals list every group's lines, counted or not", () => {
	const hmm = options(priceQuote(fclExport({ incoterms: "FOB" }), testRates())).find((o) => o.carrier === "HMM")!;
	const groups = groupSubtotals(hmm);
	expect(groups.origin).toEqual({ KRW: 194_420 });
	expect(groups.freight.USD! + (groups.destination.USD ?? 0)).toBe(57_500);
	expect(groups.destination.VND).toBe(1_000_000);
});

// [rule, direction, our customer's party, groups our customer pays, groups the other party pays]
const SPLIT: [Incoterm | null, Direction, "seller" | "buyer", Side[], Side[]][] = [
	[null, "export", "seller", ["origin", "freight", "destination"], []],
	[null, "import", "buyer", ["origin", "freight", "destination"], []],
	["EXW", "export", "seller", [], ["origin", "freight", "destination"]],
	["EXW", "import", "buyer", ["origin", "freight", "destination"], []],
	["FCA", "export", "seller", ["origin"], ["freight", "destination"]],
	["FCA", "import", "buyer", ["freight", "destination"], ["origin"]],
	["FAS", "export", "seller", ["origin"], ["freight", "destination"]],
	["FAS", "import", "buyer", ["freight", "destination"], ["origin"]],
	// the case that asked for re-pricing at booking: FOB on export leaves the Vietnamese destination charges to the buyer
	["FOB", "export", "seller", ["origin"], ["freight", "destination"]],
	["FOB", "import", "buyer", ["freight", "destination"], ["origin"]],
	["CFR", "export", "seller", ["origin", "freight"], ["destination"]],
	["CFR", "import", "buyer", ["destination"], ["origin", "freight"]],
	["CIF", "export", "seller", ["origin", "freight"], ["destination"]],
	["CIF", "import", "buyer", ["destination"], ["origin", "freight"]],
	["CPT", "export", "seller", ["origin", "freight"], ["destination"]],
	["CPT", "import", "buyer", ["destination"], ["origin", "freight"]],
	["CIP", "export", "seller", ["origin", "freight"], ["destination"]],
	["CIP", "import", "buyer", ["destination"], ["origin", "freight"]],
	["DAP", "export", "seller", ["origin", "freight", "destination"], []],
	["DAP", "import", "buyer", [], ["origin", "freight", "destination"]],
	["DPU", "export", "seller", ["origin", "freight", "destination"], []],
	["DPU", "import", "buyer", [], ["origin", "freight", "destination"]],
	["DDP", "export", "seller", ["origin", "freight", "destination"], []],
	["DDP", "import", "buyer", [], ["origin", "freight", "destination"]],
];

test("the split table covers every rule in both directions", () => {
	expect(SPLIT.filter(([rule]) => rule !== null)).toHaveLength(INCOTERMS.length * 2);
});

test.each(SPLIT)(
	"%s %s: our customer (the %s) pays %j, the other party %j",
	(rule, direction, party, customer, other) => {
		const split = incotermSplit(direction, rule);
		expect(split.incoterms).toBe(rule);
		expect(split.customerParty).toBe(party);
		expect(split.otherParty).toBe(party === "seller" ? "buyer" : "seller");
		expect(split.groups.filter((g) => g.payer === "customer").map((g) => g.group)).toEqual(customer);
		expect(split.groups.filter((g) => g.payer === "other").map((g) => g.group)).toEqual(other);
		for (const g of split.groups) expect(g.party).toBe(g.payer === "customer" ? split.customerParty : split.otherParty);
		expect(split.groups.map((g) => g.group)).toEqual(["origin", "freight", "destination"]);
	},
);
