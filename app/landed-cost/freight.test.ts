// The freight a quote adds to the CIF (moved here from the premium's tests with the function): the
// freight group only, in any currency, each converted once and rounded up.
import { describe, expect, test } from "vitest";
import type { QuoteLine, QuoteOption } from "#app/pricing/types.ts";
import { freightUsdCents } from "./freight.ts";

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
