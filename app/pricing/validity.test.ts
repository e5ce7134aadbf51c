import { describe, expect, test } from "vitest";
import type { PricingResult, QuoteOption } from "./types.ts";
import {
	DEFAULT_QUOTE_VALIDITY_DAYS,
	isValidityDays,
	quoteValidUntil,
	validityModeOf,
	withQuoteValidity,
} from "./validity.ts";

describe("quoteValidUntil: the earlier of the rates' end and the quote date plus the days", () => {
	test.each([
		// rates end, quote date, days, valid until
		["2027-05-31", "2026-11-23", 14, "2026-12-07", "six months of rates, 14 sea days win"],
		["2027-05-31", "2026-11-23", 7, "2026-11-30", "air: 7 days"],
		["2026-11-30", "2026-11-23", 14, "2026-11-30", "a rate that ends sooner wins"],
		["2026-12-07", "2026-11-23", 14, "2026-12-07", "both on the same day"],
		["2026-11-23", "2026-11-23", 1, "2026-11-23", "a rate ending on the quote date"],
		["2027-12-31", "2026-12-25", 14, "2027-01-08", "across the year end"],
		["2028-12-31", "2028-02-20", 10, "2028-03-01", "across a leap February"],
		["2099-12-31", "2026-11-23", 90, "2027-02-21", "the longest setting"],
	])("rates to %s, quoted %s, %i days -> %s (%s)", (ratesEnd, quoteDate, days, expected) => {
		expect(quoteValidUntil(ratesEnd, quoteDate, days)).toBe(expected);
	});
});

describe("validityModeOf: one setting for sea (FCL, LCL), one for air", () => {
	test.each([
		["fcl", "sea"],
		["lcl", "sea"],
		["air", "air"],
	] as const)("%s -> %s", (mode, expected) => {
		expect(validityModeOf(mode)).toBe(expected);
	});

	test("the defaults are 14 days by sea and 7 by air", () => {
		expect(DEFAULT_QUOTE_VALIDITY_DAYS).toEqual({ sea: 14, air: 7 });
	});
});

describe("isValidityDays: whole days from 1 to 90", () => {
	test.each([
		[1, true],
		[14, true],
		[90, true],
		[0, false],
		[91, false],
		[-3, false],
		[7.5, false],
		[Number.NaN, false],
		["14", false],
	])("%s -> %s", (value, expected) => {
		expect(isValidityDays(value)).toBe(expected);
	});
});

describe("withQuoteValidity", () => {
	const option = (id: string, validUntil: string) => ({ id, validUntil }) as unknown as QuoteOption;

	test("bounds every option and keeps the rest of the answer", () => {
		const result: PricingResult = {
			ok: true,
			options: [option("a", "2027-05-31"), option("b", "2026-11-28")],
			warnings: [],
		};
		const bounded = withQuoteValidity(result, "2026-11-23", 14);
		expect(bounded.ok && bounded.options.map((o) => [o.id, o.validUntil])).toEqual([
			["a", "2026-12-07"],
			["b", "2026-11-28"],
		]);
		// the engine's own answer is not changed in place
		expect(result.ok && result.options[0]!.validUntil).toBe("2027-05-31");
	});

	test("an answer without a price passes through", () => {
		const result: PricingResult = { ok: false, reason: "no_rate_on_date", manual: true, warnings: [] };
		expect(withQuoteValidity(result, "2026-11-23", 14)).toBe(result);
	});
});
