// The standard estimate's table (pure): which request each row sends to the engine, the row it makes
// of the engine's answer, and that a lane without rates says so instead of showing a number.
import { describe, expect, test } from "vitest";
import { priceQuote } from "#app/pricing/engine.ts";
import { READY, testRates } from "#app/pricing/test-rates.ts";
import {
	STANDARD_DESTINATIONS,
	STANDARD_PRODUCTS,
	type StandardRow,
	standardEstimateTable,
	standardRequest,
} from "./table.ts";

const table = standardEstimateTable(READY, (request) => priceQuote(request, testRates()));
const row = (key: StandardRow["key"]) => table.destinations.flatMap((d) => d.rows).find((r) => r.key === key)!;
const destination = (id: (typeof STANDARD_DESTINATIONS)[number]["id"]) =>
	STANDARD_DESTINATIONS.find((d) => d.id === id)!;

describe("the lanes and products", () => {
	test("20ft and 40ft from Busan to the six destinations, LCL per RT and air per kg", () => {
		expect(STANDARD_DESTINATIONS.map((d) => d.id)).toEqual([
			"haiphong",
			"hochiminh",
			"shanghai",
			"tokyo",
			"losangeles",
			"rotterdam",
		]);
		expect(STANDARD_PRODUCTS).toEqual(["dv20", "dv40", "lcl", "air"]);
		expect(table.destinations).toHaveLength(6);
		for (const d of table.destinations) expect(d.rows.map((r) => r.product)).toEqual(STANDARD_PRODUCTS);
	});

	test.each([
		[
			"haiphong",
			"dv20",
			{
				mode: "sea",
				cargoType: "fcl",
				origin: "KRPUS",
				destination: "VNHPH",
				containers: [{ type: "dv20", count: 1 }],
			},
		],
		[
			"rotterdam",
			"dv40",
			{
				mode: "sea",
				cargoType: "fcl",
				origin: "KRPUS",
				destination: "NLRTM",
				containers: [{ type: "dv40", count: 1 }],
			},
		],
		[
			"tokyo",
			"lcl",
			{
				mode: "sea",
				cargoType: "lcl",
				origin: "KRPUS",
				destination: "JPTYO",
				packages: [{ count: 1, measure: "total", weightKg: 500, volumeCbm: 1 }],
			},
		],
		[
			"shanghai",
			"air",
			{
				mode: "air",
				origin: "ICN",
				destination: "PVG",
				packages: [{ count: 1, measure: "total", weightKg: 100, volumeCbm: 0.1 }],
			},
		],
	] as const)(
		"%s %s: an export request ready on the given day, as the wizard would send it",
		(id, product, expected) => {
			const request = standardRequest(destination(id), product, "2026-12-01");
			expect(request).toMatchObject({ direction: "export", readyDate: "2026-12-01", ...expected });
			expect(request.cargoType).toBe("cargoType" in expected ? expected.cargoType : undefined);
		},
	);
});

describe("a priced row", () => {
	test("20ft Busan -> Hai Phong: the cheapest option, its freight per container, its lines and totals", () => {
		const direct = priceQuote(standardRequest(destination("haiphong"), "dv20", READY), testRates());
		if (!direct.ok) throw new Error("expected a price");
		const cheapest = direct.options[0]!;
		const r = row("haiphong-dv20");
		expect(r.noPrice).toBeNull();
		expect(r.priced).toMatchObject({
			carrier: cheapest.carrier,
			options: direct.options.length,
			freight: { code: "ofr", unitPrice: 28_000, currency: "USD", basis: "per_container" },
			totals: cheapest.totals,
			lines: cheapest.lines,
			quoteValidUntil: cheapest.validUntil,
			ratesValidTo: "2026-11-30",
		});
		expect(direct.options.length).toBeGreaterThan(1);
		for (const other of direct.options) expect(r.priced!.totals.KRW).toBeLessThanOrEqual(other.totals.KRW);
	});

	test("air Incheon -> Ho Chi Minh: 100 kg chargeable, the freight line's price per kg", () => {
		const r = row("hochiminh-air");
		expect(r.priced?.freight).toMatchObject({ code: "afr", basis: "per_kg", currency: "USD" });
		expect(r.priced?.lines.find((l) => l.code === "afr")?.quantity).toBe(100);
	});

	test("the glossary codes are those of the priced rows' lines, each once", () => {
		const shown = new Set(
			table.destinations.flatMap((d) => d.rows.flatMap((r) => r.priced?.lines.map((l) => l.code) ?? [])),
		);
		expect(new Set(table.codes)).toEqual(shown);
		expect(table.codes).toHaveLength(shown.size);
		expect(table.codes).toContain("ofr");
	});
});

describe("a lane without rates", () => {
	test.each(["shanghai-dv20", "losangeles-lcl", "rotterdam-air"] as const)("%s says why, with no figure", (key) => {
		const r = row(key);
		expect(r.priced).toBeNull();
		expect(r.noPrice).toEqual({ reason: "out_of_scope", manual: false });
	});

	test("a lane served but not on the day: no_rate_on_date, which a manual quote can answer", () => {
		const late = standardEstimateTable("2026-12-15", (request) => priceQuote(request, testRates()));
		const r = late.destinations[0]!.rows[0]!;
		expect(r.priced).toBeNull();
		expect(r.noPrice).toMatchObject({ reason: "no_rate_on_date", manual: true });
		expect(late.codes).toEqual([]);
	});
});
