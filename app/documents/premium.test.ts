// The premium rule, table-driven: CIF x 110% x rate, rounded up to the cent and the won, exact for
// large values; the rate as staff type it. (The freight from a quote's lines: app/landed-cost/freight.test.ts.)
import { describe, expect, test } from "vitest";
import {
	DEFAULT_INSURANCE_RATE_PPM,
	MAX_INSURANCE_RATE_PPM,
	computePremium,
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
