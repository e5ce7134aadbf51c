// The option view (the wizard's result step, the estimate page and the shared quote page all render
// it) prints the exchange rate exactly as stored: 138550 is 1,385.50 KRW per USD, never 1,386 (the
// money module's rule: no rounding between the printed rate and the one the totals used).
import { renderToStaticMarkup } from "react-dom/server";
import { I18nextProvider } from "#app/i18n/react.tsx";
import { pageTranslator } from "#app/i18n/page-translator.server.ts";
import { describe, expect, test } from "vitest";
import type { Locale } from "#app/i18n/locales.ts";
import { priceQuote } from "#app/pricing/engine.ts";
import { PricingRequestSchema } from "#app/pricing/request.ts";
import { testRates } from "#app/pricing/test-rates.ts";
import type { QuoteOption } from "#app/pricing/types.ts";
import { QuoteOptionView } from "./quote-option.tsx";

/** Busan -> Hai Phong, ready 10 November 2026: the test rates' 1,385.50 KRW and 25,400 VND per USD. */
function option(): QuoteOption {
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
	return result.options[0]!;
}

function exchangeText(locale: Locale, props: { showVnd?: boolean; variant?: "full" | "lines" } = {}): string {
	const i18n = pageTranslator(locale);
	const html = renderToStaticMarkup(
		<I18nextProvider i18n={i18n}>
			<QuoteOptionView option={option()} locale={locale} {...props} />
		</I18nextProvider>,
	);
	const text = /data-testid="option-exchange">([^<]*)</.exec(html)?.[1];
	if (text === undefined) throw new Error("no exchange rate on the view");
	return text;
}

describe("the exchange rate on the option view", () => {
	test("the option was converted at the stored 138550", () => {
		expect(option().exchange).toMatchObject({ krwPerUsdCents: 138_550, vndPerUsdCents: 2_540_000 });
	});

	test.each([
		// [locale, variant, shown, never]
		["kr", "full", "1,385.50", "1,386"],
		["en", "full", "1,385.50", "1,386"],
		["vn", "full", "1.385,50", "1.386"],
		["kr", "lines", "1,385.50", "1,386"],
		["en", "lines", "1,385.50", "1,386"],
	] as const)("%s, %s view: %s, never %s", (locale, variant, shown, never) => {
		const text = exchangeText(locale, { variant });
		expect(text).toContain(shown);
		expect(text).not.toContain(never);
	});

	test("a Vietnamese lane also prints the VND rate as stored", () => {
		expect(exchangeText("en", { showVnd: true })).toContain("25,400.00");
	});
});

describe("the CO2 figure on the option view (decision 015)", () => {
	function html(locale: Locale, co2?: number | null): string {
		const i18n = pageTranslator(locale);
		return renderToStaticMarkup(
			<I18nextProvider i18n={i18n}>
				<QuoteOptionView option={option()} locale={locale} co2={co2} />
			</I18nextProvider>,
		);
	}

	test.each<[Locale, string]>([
		["kr", "≈ 1,234 kg CO2e (Well-to-Wheel, GLEC v3)"],
		["en", "≈ 1,234 kg CO2e (well-to-wheel, GLEC v3)"],
		["vn", "≈ 1.234 kg CO2e (well-to-wheel, GLEC v3)"],
	])("%s: the loader's kilograms, formatted, with a link to the note", (locale, text) => {
		const page = html(locale, 1234);
		expect(page).toContain(text);
		expect(page).toContain('href="#co2-note"');
	});

	test("no figure, no row", () => {
		expect(html("en", null)).not.toContain("option-co2");
		expect(html("en")).not.toContain("option-co2");
	});
});
