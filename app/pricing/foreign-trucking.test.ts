// Spec section 3's truckingcostForeign: a door at the foreign end (delivery on export, pickup on import).
// No tariff holds it, so the engine sends such a request to the manual quote with its own reason and
// staff price it (decision 056); without the ask the same lane is priced as before, port to port abroad.
// The request schema allows the ask on sea FCL only and wants a place of 2 to 200 characters.
import { describe, expect, test } from "vitest";
import { priceQuote } from "./engine.ts";
import { PricingRequestSchema } from "./request.ts";
import { READY, fclExport, request, testRates } from "./test-rates.ts";

const fclImport = (extra: object = {}) =>
	request({
		mode: "sea",
		cargoType: "fcl",
		direction: "import",
		origin: "CNSHA",
		destination: "KRPUS",
		readyDate: READY,
		containers: [{ type: "dv20", count: 1 }],
		...extra,
	});

describe("trucking at the foreign end", () => {
	test.each([
		["export, door delivery in Hanoi", () => fclExport({ foreignTrucking: { place: "Hanoi, Long Bien" } })],
		["import, door pickup in Suzhou", () => fclImport({ foreignTrucking: { place: "Suzhou Industrial Park" } })],
	])("%s: no automatic price, the manual quote with reason foreign_trucking", (_, make) => {
		expect(priceQuote(make(), testRates())).toMatchObject({ ok: false, reason: "foreign_trucking", manual: true });
	});

	test.each([
		["export", () => fclExport()],
		["import", () => fclImport()],
	])("%s without the ask: priced as before, no foreign trucking line", (_, make) => {
		const result = priceQuote(make(), testRates());
		expect(result.ok).toBe(true);
		if (result.ok)
			for (const o of result.options)
				expect(o.lines.filter((l) => l.code.toLowerCase().includes("foreign"))).toEqual([]);
	});

	test("a lane that is not served stays out of scope (the lane check comes first)", () => {
		const r = fclExport({ destination: "USLAX", foreignTrucking: { place: "Los Angeles" } });
		expect(priceQuote(r, testRates())).toMatchObject({ ok: false, reason: "out_of_scope", manual: false });
	});

	const base = {
		mode: "sea",
		direction: "export",
		origin: "KRPUS",
		destination: "VNHPH",
		readyDate: READY,
	} as const;
	test.each([
		[
			"LCL",
			{ cargoType: "lcl", packages: [{ count: 1, weightKg: 10, volumeCbm: 1 }], origin: "KRINC" },
			"Hanoi",
			["foreignTrucking", "pricing.errors.foreignTruckingFclOnly"],
		],
		[
			"air",
			{ mode: "air", origin: "ICN", destination: "SGN", packages: [{ count: 1, weightKg: 10, volumeCbm: 1 }] },
			"Hanoi",
			["foreignTrucking", "pricing.errors.foreignTruckingFclOnly"],
		],
		[
			"a one-letter place",
			{ cargoType: "fcl", containers: [{ type: "dv20", count: 1 }] },
			"H",
			["foreignTrucking.place", "pricing.errors.foreignTruckingPlace"],
		],
		[
			"a place over 200 characters",
			{ cargoType: "fcl", containers: [{ type: "dv20", count: 1 }] },
			"x".repeat(201),
			["foreignTrucking.place", "pricing.errors.foreignTruckingPlace"],
		],
	])("refused: %s", (_, fields, place, issue) => {
		const parsed = PricingRequestSchema.safeParse({ ...base, ...fields, foreignTrucking: { place } });
		expect(parsed.success).toBe(false);
		if (!parsed.success) expect(parsed.error.issues.map((i) => [i.path.join("."), i.message])).toContainEqual(issue);
	});
});

describe("staff price the foreign leg on the manual-quote form", () => {
	test("a trucking line in the foreign-side group, USD per container: the money by hand", async () => {
		const { buildManualOption, manualQuoteSchema } = await import("#app/quotes/manual-option.ts");
		const quote = manualQuoteSchema("2026-11-20").parse({
			lines: [
				{ code: "ofr", group: "freight", basis: "per_container", quantity: "2", unitPrice: "1250.50", currency: "USD" },
				{
					code: "trucking",
					group: "destination",
					basis: "per_container",
					quantity: "2",
					unitPrice: "380",
					currency: "USD",
				},
				{ code: "thc", group: "origin", basis: "per_container", quantity: "2", unitPrice: "185000", currency: "KRW" },
			],
			carrier: "HMM",
			routing: "direct",
			transitDays: "18",
			validUntil: "2026-12-31",
		});
		const option = buildManualOption({
			estimateId: "e1",
			mode: "fcl",
			quote,
			chargeable: { kind: "containers", containers: 2, teu: 2 },
			exchange: {
				date: "2026-11-20",
				krwPerUsdCents: 138_550,
				vndPerUsdCents: 2_540_000,
				sources: { KRW: "x", VND: "default" },
			},
		});
		// 2 x 1,250.50 = 2,501.00 USD; 2 x 380.00 = 760.00 USD; 2 x 185,000 = 370,000 KRW
		expect(option.lines.map((l) => [l.code, l.group, l.currency, l.amount])).toEqual([
			["ofr", "freight", "USD", 250_100],
			["trucking", "destination", "USD", 76_000],
			["thc", "origin", "KRW", 370_000],
		]);
		// USD 2,501.00 + 760.00 = 3,261.00
		expect(option.subtotals).toEqual({ USD: 326_100, KRW: 370_000 });
		// in KRW: 3,261.00 x 1,385.50 = 4,518,115.5 -> 4,518,116 (rounded once), plus 370,000 = 4,888,116;
		// in USD: 370,000 / 1,385.50 = 267.0516 -> 267.05, plus 3,261.00 = 3,528.05
		expect([option.totals.KRW, option.totals.USD]).toEqual([4_888_116, 352_805]);
	});
});
