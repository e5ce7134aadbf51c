// Properties over random requests on one rate set: more cargo never costs less, and money survives a
// round trip through another currency to within one minor unit.
import fc from "fast-check";
import { describe, expect, test } from "vitest";
import { priceQuote } from "./engine.ts";
import { convert, type PerUsd } from "./money.ts";
import { type TransportMode, incotermsForMode } from "./incoterms-by-mode.ts";
import type { PricingRequestInput } from "./request.ts";
import { READY, request, testRates } from "./test-rates.ts";
import type { EngineRequest, PricingResult } from "./types.ts";

const RATES = testRates();

function cheapestKrw(result: PricingResult): number {
	if (!result.ok) throw new Error(`no price: ${result.reason}`);
	return result.options[0]!.totals.KRW;
}

/** Extra request terms: the Incoterms a shipment of `mode` may use (incoterms-by-mode.ts), exemptions, a region. */
const termsFor = (mode: TransportMode) =>
	fc.record(
		{
			incoterms: fc.constantFrom(...incotermsForMode(mode)),
			exemptions: fc.subarray(["ofr", "thc", "lss", "dcf", "trucking", "fsc", "lcl", "afr"] as const),
			koreanRegion: fc.constantFrom({ province: "KR-11" }, { province: "KR-11", district: "강남구" }),
		},
		{ requiredKeys: [] },
	);

describe("the cheapest KRW total never goes down when the cargo grows", () => {
	const containers = fc.uniqueArray(
		fc.record({ type: fc.constantFrom("dv20", "dv40", "hc40", "rf20"), count: fc.integer({ min: 1, max: 60 }) }),
		{ minLength: 1, maxLength: 4, selector: (c) => c.type },
	);

	test("FCL: a container count goes up", () => {
		fc.assert(
			fc.property(
				containers,
				termsFor("sea"),
				fc.nat(),
				fc.integer({ min: 1, max: 100 }),
				(boxes, extra, pick, more) => {
					const base: PricingRequestInput = {
						mode: "sea",
						cargoType: "fcl",
						direction: "export",
						origin: "KRPUS",
						destination: "VNHPH",
						readyDate: READY,
						...extra,
					};
					const i = pick % boxes.length;
					const bigger = boxes.map((c, j) => (j === i ? { ...c, count: c.count + more } : c));
					const before = cheapestKrw(priceQuote(request({ ...base, containers: boxes }), RATES));
					const after = cheapestKrw(priceQuote(request({ ...base, containers: bigger }), RATES));
					expect(after).toBeGreaterThanOrEqual(before);
				},
			),
		);
	});

	const dimension = fc.integer({ min: 0, max: 300 });
	const pkg = fc.record({
		count: fc.integer({ min: 1, max: 200 }),
		measure: fc.constantFrom("per_box" as const, "total" as const),
		grams: fc.integer({ min: 1, max: 3_000_000 }),
		size: fc.oneof(
			fc.record({
				length: dimension,
				width: dimension,
				height: dimension,
				unit: fc.constantFrom("MM" as const, "CM" as const, "M" as const),
			}),
			fc.integer({ min: 1, max: 30_000 }).map((milli) => milli / 1000),
		),
	});
	type Pkg = typeof pkg extends fc.Arbitrary<infer T> ? T : never;
	const growth = fc.record({
		item: fc.nat(),
		field: fc.constantFrom("count", "weight", "length", "width", "height"),
		by: fc.integer({ min: 1, max: 500 }),
	});

	function packagesOf(items: Pkg[]) {
		return items.map((p) => ({
			count: p.count,
			measure: p.measure,
			weightKg: p.grams / 1000,
			...(typeof p.size === "number" ? { volumeCbm: p.size } : { dimensions: p.size }),
		}));
	}

	function grown(items: Pkg[], g: { item: number; field: string; by: number }): Pkg[] {
		const i = g.item % items.length;
		return items.map((p, j) => {
			if (j !== i) return p;
			if (g.field === "count") return { ...p, count: p.count + g.by };
			// a dimension of a box given by its volume: grow the weight instead
			if (g.field === "weight" || typeof p.size === "number") return { ...p, grams: p.grams + g.by * 100 };
			const side = g.field as "length" | "width" | "height";
			return { ...p, size: { ...p.size, [side]: p.size[side] + g.by } };
		});
	}

	test.each([
		["LCL", { mode: "sea", cargoType: "lcl", origin: "KRINC", destination: "VNSGN" }],
		["air", { mode: "air", origin: "ICN", destination: "SGN" }],
	] as const)("%s: a package count, weight or dimension goes up", (_name, lane) => {
		fc.assert(
			fc.property(fc.array(pkg, { minLength: 1, maxLength: 4 }), growth, termsFor(lane.mode), (items, g, extra) => {
				const base = { ...lane, direction: "export" as const, readyDate: READY, ...extra };
				const before: EngineRequest = request({ ...base, packages: packagesOf(items) });
				const after: EngineRequest = request({ ...base, packages: packagesOf(grown(items, g)) });
				expect(cheapestKrw(priceQuote(after, RATES))).toBeGreaterThanOrEqual(cheapestKrw(priceQuote(before, RATES)));
			}),
		);
	});
});

describe("currency round trips stay within one minor unit", () => {
	const perUsd = fc.record({
		KRW: fc.integer({ min: 90_000, max: 200_000 }), // 900.00 to 2,000.00 KRW per USD
		USD: fc.constant(100),
		VND: fc.integer({ min: 2_000_000, max: 3_000_000 }), // 20,000 to 30,000 VND per USD
	}) as fc.Arbitrary<PerUsd>;
	const amount = fc.oneof(fc.integer({ min: -1_000_000, max: 1_000_000 }), fc.integer({ min: -1e12, max: 1e12 }));

	test("USD -> KRW -> USD within 1 cent", () => {
		fc.assert(
			fc.property(amount, perUsd, (cents, rates) => {
				const back = convert(convert(cents, "USD", "KRW", rates), "KRW", "USD", rates);
				expect(Math.abs(back - cents)).toBeLessThanOrEqual(1);
			}),
		);
	});

	test("USD -> VND -> USD within 1 cent", () => {
		fc.assert(
			fc.property(amount, perUsd, (cents, rates) => {
				const back = convert(convert(cents, "USD", "VND", rates), "VND", "USD", rates);
				expect(Math.abs(back - cents)).toBeLessThanOrEqual(1);
			}),
		);
	});

	test("KRW -> USD -> KRW within one USD cent's worth of KRW", () => {
		fc.assert(
			fc.property(amount, perUsd, (won, rates) => {
				const back = convert(convert(won, "KRW", "USD", rates), "USD", "KRW", rates);
				// one cent is perUsd.KRW / 10,000 won (13.855 at 1,385.50)
				expect(Math.abs(back - won) * 10_000).toBeLessThanOrEqual(rates.KRW);
			}),
		);
	});
});
