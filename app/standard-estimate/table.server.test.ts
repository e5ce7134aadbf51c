// The standard estimate priced from the seeded demo rates (the worker's SQLite file), one row
// recomputed by hand to the won, and the glossary text of every charge it shows in kr, en and vn.
import { beforeAll, describe, expect, test } from "vitest";
import { seoulToday } from "#app/calendar/calendar.ts";
import { LOCALES } from "#app/i18n/locales.ts";
import { seedQuoteWorld } from "#tests/quote-world.ts";
import { currentStandardTable, glossaryTexts } from "./table.server.ts";

beforeAll(async () => {
	await seedQuoteWorld();
});

describe("the table from the seeded rates", () => {
	test("20ft Busan -> Shanghai, by hand: Sinokor's USD 150 freight, Korean local charges, Shanghai's port costs, at 1,385.50 KRW per USD", () => {
		const table = currentStandardTable();
		const row = table.destinations.find((d) => d.id === "shanghai")!.rows.find((r) => r.product === "dv20")!;
		const priced = row.priced!;
		// Sinokor (USD 150) undercuts HMM (USD 170) on this lane (db/seed/demo-rates.ts, FCL_LANES)
		expect(priced.carrier).toBe("Sinokor");
		expect(priced.options).toBe(2);
		const amounts = Object.fromEntries(priced.lines.map((l) => [l.code, [l.currency, l.amount]]));
		expect(amounts).toEqual({
			ofr: ["USD", 150_00], // freight per 20ft
			thc: ["KRW", 130_000], // Korean THC, 20ft dry
			wfg: ["KRW", 4_420], // wharfage, 20ft
			csc: ["KRW", 10_000], // container seal
			dcf: ["KRW", 50_000], // B/L fee
			hdc: ["KRW", 30_000], // handling charge
			pcfBlfee: ["USD", 65_00], // Shanghai B/L fee
			pcfThc: ["USD", 120_00], // Shanghai THC, 20ft
		});
		const usdCents = 150_00 + 65_00 + 120_00; // 335.00 USD
		const krw = 130_000 + 4_420 + 10_000 + 50_000 + 30_000; // 224,420 KRW
		expect(priced.krwPerUsdCents).toBe(1_385_50);
		// 335.00 x 1,385.50 = 464,142.5 KRW, rounded half away from zero: 464,143
		expect(priced.totals.KRW).toBe(krw + 464_143);
		expect(priced.totals.KRW).toBe(688_563);
		// 224,420 / 1,385.50 = 161.977... USD: 161.98
		expect(priced.totals.USD).toBe(usdCents + 161_98);
		expect(priced.freight).toEqual({ code: "ofr", unitPrice: 150_00, currency: "USD", basis: "per_container" });
		expect(priced.quoteValidUntil >= seoulToday()).toBe(true);
		expect(priced.ratesValidFrom! <= seoulToday() && seoulToday() <= priced.ratesValidTo!).toBe(true);
	});

	test("every seeded lane of the table is priced; the lanes without rates say so", () => {
		const table = currentStandardTable();
		const state = Object.fromEntries(
			table.destinations.flatMap((d) => d.rows.map((r) => [r.key, r.priced ? "priced" : r.noPrice!.reason])),
		);
		expect(state).toMatchObject({
			"haiphong-dv20": "priced",
			"haiphong-dv40": "priced",
			"haiphong-lcl": "priced",
			"haiphong-air": "priced",
			"hochiminh-lcl": "priced",
			"tokyo-air": "priced",
			"losangeles-dv40": "priced",
			"rotterdam-dv20": "priced",
			// the demo rates have no Busan LCL to Los Angeles or Rotterdam, and no air to Amsterdam
			"losangeles-lcl": "out_of_scope",
			"rotterdam-lcl": "out_of_scope",
			"rotterdam-air": "out_of_scope",
		});
	});
});

describe("the glossary under the table", () => {
	test.each(LOCALES)("%s: a name, an explanation and a basis for every code the table shows", (locale) => {
		const table = currentStandardTable();
		const texts = glossaryTexts(table.codes, locale);
		expect(texts.map((t) => t.code).sort()).toEqual([...table.codes].sort());
		for (const text of texts) {
			expect(text.name, text.code).not.toMatch(/^charges\./);
			expect(text.about, text.code).not.toMatch(/^charges\./);
			expect(text.about.length, text.code).toBeGreaterThan(20);
			expect(text.bases, text.code).not.toMatch(/pricing\.bases/);
		}
	});
});
