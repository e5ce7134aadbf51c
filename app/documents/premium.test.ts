// The premium rule, table-driven: CIF x 110% x rate, rounded up to the cent and the won, exact for
// large values; freight from the quote's lines in any currency; the rate as staff type it.
import { describe, expect, test } from "vitest";
import type { QuoteLine, QuoteOption } from "#app/pricing/types.ts";
import {
	DEFAULT_INSURANCE_RATE_PPM,
	MAX_INSURANCE_RATE_PPM,
	computePremium,
	freightUsdCents,
	parseRatePercent,
	ratePercentText,
	usdCentsToKrw,
} from "./premium.ts";

describe("computePremium", () => {
	test.each([
		// invoice, freight, ppm, KRW per USD x100 -> insured, insured KRW, premium, premium KRW
		[1_000_000, 0, 500, 130_000, 1_100_000, 14_300_000, 550, 7_150],
		[1_000_000, 50_000, 500, 130_000, 1_155_000, 15_015_000, 578, 7_514], // 577.5 cents up to 578; KRW from the rounded premium
		[1, 0, 500, 130_000, 2, 26, 1, 13], // 1.1 cents -> 2; 0.001 cents -> 1
		[12_345_67, 1_234_56, 1_500, 138_550, 1_493_826, 20_696_960, 2_241, 31_050], // 1,493,825.3 up; 2,240.739 up; 31,049.06 up,
		[
			10_000_000_000,
			0,
			MAX_INSURANCE_RATE_PPM,
			138_550,
			11_000_000_000,
			152_405_000_000,
			1_100_000_000,
			15_240_500_000,
		],
	])(
		"invoice %i + freight %i at %i ppm, rate %i",
		(invoice, freight, ppm, rate, insured, insuredKrw, premium, premiumKrw) => {
			const p = computePremium({
				invoiceUsdCents: invoice,
				freightUsdCents: freight,
				ratePpm: ppm,
				krwPerUsdCents: rate,
			});
			expect(p.cifUsdCents).toBe(invoice + freight);
			expect([p.insuredUsdCents, p.insuredKrw, p.premiumUsdCents, p.premiumKrw]).toEqual([
				insured,
				insuredKrw,
				premium,
				premiumKrw,
			]);
		},
	);

	test("the default rate is a stated placeholder, not zero", () => expect(DEFAULT_INSURANCE_RATE_PPM).toBe(500));

	test("refuses fractions and negatives", () => {
		expect(() =>
			computePremium({ invoiceUsdCents: 1.5, freightUsdCents: 0, ratePpm: 500, krwPerUsdCents: 130_000 }),
		).toThrow();
		expect(() =>
			computePremium({ invoiceUsdCents: 1, freightUsdCents: -1, ratePpm: 500, krwPerUsdCents: 130_000 }),
		).toThrow();
	});

	test.each([
		[100, 130_000, 1_300],
		[1, 130_000, 13],
		[1, 138_550, 14], // 13.855 up
		[0, 138_550, 0],
	])("%i cents at %i -> %i won", (cents, rate, won) => expect(usdCentsToKrw(cents, rate)).toBe(won));
});

function line(group: QuoteLine["group"], currency: QuoteLine["currency"], amount: number, waived = false): QuoteLine {
	return {
		code: "ofr",
		group,
		basis: "per_container",
		quantity: 1,
		unitPrice: amount,
		currency,
		amount,
		source: { kind: "fcl", id: "x" },
		included: true,
		waived,
	};
}

describe("freightUsdCents", () => {
	const exchange = {
		date: "2026-01-01",
		krwPerUsdCents: 130_000,
		vndPerUsdCents: 2_500_000,
		sources: { KRW: "default", VND: "default" },
	} as QuoteOption["exchange"];
	test.each<[string, QuoteLine[], number]>([
		[
			"USD freight only, origin and destination left out",
			[line("freight", "USD", 80_000), line("origin", "KRW", 150_000), line("destination", "USD", 9_900)],
			80_000,
		],
		["KRW and VND freight converted up", [line("freight", "KRW", 1_300), line("freight", "VND", 25_001)], 100 + 101],
		["a waived line does not count", [line("freight", "USD", 10_000), line("freight", "USD", 5_000, true)], 10_000],
		["no freight line", [line("origin", "KRW", 1)], 0],
	])("%s", (_name, lines, expected) => expect(freightUsdCents({ lines, exchange })).toBe(expected));
});

describe("the rate as staff type it", () => {
	test.each<[string, number | null]>([
		["0.05", 500],
		["0.05%", 500],
		["1", 10_000],
		["0.0001", 1],
		["10", MAX_INSURANCE_RATE_PPM],
		["10.0001", null],
		["0", null],
		["0.00001", null],
		["-1", null],
		["abc", null],
		["", null],
	])("%j -> %j", (raw, ppm) => expect(parseRatePercent(raw)).toBe(ppm));

	test.each([
		[500, "0.05%"],
		[10_000, "1%"],
		[12_345, "1.2345%"],
		[1, "0.0001%"],
	])("%i ppm reads %s", (ppm, text) => expect(ratePercentText(ppm)).toBe(text));
});
