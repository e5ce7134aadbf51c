// The quote PDF prints the exchange rate exactly as stored: 138550 is 1,385.50 KRW per USD (vn
// 1.385,50), never 1,386 (the money module's rule, shared with the web views through quote-format.ts).
// The page's text is read back with poppler's pdftotext, as in quote-pdf.server.test.ts.
import { execFileSync } from "node:child_process";
import { describe, expect, test } from "vitest";
import type { Locale } from "#app/i18n/locales.ts";
import { priceQuote } from "#app/pricing/engine.ts";
import { PricingRequestSchema } from "#app/pricing/request.ts";
import { testRates } from "#app/pricing/test-rates.ts";
import type { Estimate } from "#app/quotes/estimates.server.ts";
import { type QuotePdfData, renderQuoteDocument } from "./quote-pdf.server.tsx";
import { hasPoppler } from "#tests/pdf-words.ts";

/** A quote Busan -> Hai Phong priced from the test rates on 10 November 2026 (1,385.50 KRW per USD). */
function quoteData(): QuotePdfData {
	const request = PricingRequestSchema.parse({
		mode: "sea",
		direction: "export",
		cargoType: "fcl",
		origin: "KRPUS",
		destination: "VNHPH",
		readyDate: "2026-11-10",
		containers: [{ type: "dv20", count: 1 }],
	});
	const result = priceQuote(request, testRates());
	if (!result.ok) throw new Error(`no price: ${result.reason}`);
	const option = result.options[0]!;
	// only what the document prints of an estimate
	const estimate = {
		number: "Q2611-0001",
		status: "in_confirm",
		createdAt: new Date("2026-11-03T01:00:00Z"),
		mode: "fcl",
		direction: "export",
		incoterms: null,
		readyDate: "2026-11-10",
		validUntil: option.validUntil,
		option,
		request,
	} as unknown as Estimate;
	return {
		estimate,
		customer: { company: "데모무역", bizRegNo: null, contact: "데모 고객", email: "customer@demo.kr", phone: null },
		origin: { code: "KRPUS", name: "부산", country: "KR" },
		destination: { code: "VNHPH", name: "Hai Phong", country: "VN" },
	};
}

describe.skipIf(!hasPoppler)("the exchange rate on the quote PDF", () => {
	test("the quote was converted at the stored 138550", () => {
		expect(quoteData().estimate.option?.exchange.krwPerUsdCents).toBe(138_550);
	});

	test.each([
		// [locale, shown, never]
		["kr", "1,385.50", "1,386"],
		["en", "1,385.50", "1,386"],
		["vn", "1.385,50", "1.386"],
	] as const)(
		"%s: %s, never %s",
		async (locale: Locale, shown, never) => {
			const pdf = await renderQuoteDocument(quoteData(), locale);
			const text = execFileSync("pdftotext", ["-layout", "-", "-"], { input: pdf }).toString("utf8");
			expect(text).toContain(shown);
			expect(text).not.toContain(never);
			// a Vietnamese lane also prints the VND rate as stored
			expect(text).toContain(locale === "vn" ? "25.400,00" : "25,400.00");
		},
		30_000,
	);
});
