import { describe, expect, test } from "vitest";
import { resources } from "#app/i18n/resources.ts";
import { translatorFor } from "#app/i18n/translate.server.ts";
import { priceQuote } from "#app/pricing/engine.ts";
import { parseDecimal } from "#app/pricing/money.ts";
import { PricingRequestSchema } from "#app/pricing/request.ts";
import { testRates } from "#app/pricing/test-rates.ts";
import type { AppliedExchange, QuoteLine } from "#app/pricing/types.ts";
import { formatPerUsd } from "#app/i18n/format.ts";
import { displayBasis, exchangeKey, exchangeShown, exchangeVars, frequencyKey, quantityText } from "./quote-format.ts";

describe("formatPerUsd: the stored rate, exactly, in the reader's format", () => {
	test.each([
		[138_550, "kr", "1,385.50"],
		[138_550, "en", "1,385.50"],
		[138_550, "vn", "1.385,50"],
		[130_000, "kr", "1,300.00"],
		[138_555, "en", "1,385.55"],
		[2_540_000, "en", "25,400.00"],
		[1, "en", "0.01"],
		[123_456_789_012_345, "en", "1,234,567,890,123.45"],
	] as const)("%d in %s is %s", (cents, locale, text) => {
		expect(formatPerUsd(cents, locale)).toBe(text);
	});

	test("it reads back as the stored integer (no rounding on the way out)", () => {
		for (const cents of [138_550, 138_549, 99_999, 130_001]) {
			const back = parseDecimal(formatPerUsd(cents, "en"), 2, Number.MAX_SAFE_INTEGER);
			expect(back).toEqual({ ok: true, value: cents });
		}
	});
});

describe("exchangeShown: dated by the rate row's own day, not the cargo-ready date", () => {
	const base: AppliedExchange = {
		date: "2026-12-07",
		krwPerUsdCents: 138_550,
		vndPerUsdCents: 2_540_000,
		sources: { KRW: "fx-1", VND: "default" },
	};
	test.each([
		["a stored rate", { ...base, effective: { KRW: "2026-11-23", VND: null } }, "dated", "2026-11-23"],
		[
			"the default rate",
			{ ...base, sources: { KRW: "default", VND: "default" }, effective: { KRW: null, VND: null } },
			"default",
			null,
		],
		["an estimate stored before rates carried their day", base, "undated", null],
	] as const)("%s", (_name, exchange, key, date) => {
		const shown = exchangeShown(exchange, "en");
		expect(shown.KRW).toMatchObject({ perUsd: "1,385.50", perUsdCents: 138_550, effectiveDate: date });
		expect(exchangeKey(shown.KRW)).toBe(key);
		// never the date the engine looked the rate up for
		expect(exchangeVars(shown.KRW, "en").date).not.toContain("Dec 7");
	});
});

describe("a total re-computed by hand from the printed rate matches the quote to the won", () => {
	const readyDate = "2026-11-10";
	test.each([
		[
			"sea FCL export",
			{
				mode: "sea",
				direction: "export",
				cargoType: "fcl",
				origin: "KRPUS",
				destination: "VNHPH",
				readyDate,
				containers: [{ type: "dv20", count: 2 }],
			},
		],
		[
			"sea LCL export",
			{
				mode: "sea",
				direction: "export",
				cargoType: "lcl",
				origin: "KRINC",
				destination: "VNSGN",
				readyDate,
				packages: [{ count: 3, weightKg: 900, volumeCbm: 2.4 }],
			},
		],
	] as const)("%s", (_name, input) => {
		const result = priceQuote(PricingRequestSchema.parse(input), testRates());
		if (!result.ok) throw new Error("no price");
		for (const option of result.options) {
			const shown = exchangeShown(option.exchange, "kr");
			// what a reader types into a calculator: the printed figures
			const krwPerUsd = Number(shown.KRW.perUsd.replaceAll(",", ""));
			const vndPerUsd = Number(shown.VND.perUsd.replaceAll(",", ""));
			const krw = option.subtotals.KRW ?? 0;
			const usd = (option.subtotals.USD ?? 0) / 100;
			const vnd = option.subtotals.VND ?? 0;
			const byHand = krw + Math.round(usd * krwPerUsd) + Math.round((vnd * krwPerUsd) / vndPerUsd);
			expect(Math.abs(byHand - option.totals.KRW)).toBeLessThanOrEqual(1); // two separate roundings at most
			if (!option.subtotals.VND) expect(byHand).toBe(option.totals.KRW);
			// the old print (1,386) was off by half a won per dollar
			if (usd > 0 && option.exchange.krwPerUsdCents % 100 !== 0)
				expect(krw + Math.round(usd * Math.round(krwPerUsd))).not.toBe(option.totals.KRW);
		}
	});
});

describe("quantities read as quantity x unit", () => {
	const line = (basis: QuoteLine["basis"], quantity: number) => ({ basis, quantity });
	test.each([
		["fcl", line("per_container", 2), "kr", "컨테이너 2대"],
		["fcl", line("per_container", 1), "en", "1 container"],
		["fcl", line("per_container", 2), "en", "2 containers"],
		["fcl", line("per_bl", 1), "en", "1 B/L"],
		["air", line("per_bl", 1), "en", "1 AWB"],
		["air", line("per_bl", 1), "kr", "AWB 1건"],
		["air", line("per_kg", 240), "vn", "240 kg"],
		["air", line("per_kg", 1234.5), "en", "1,234.5 kg"],
		["lcl", line("per_rt", 4.8), "vn", "4,8 RT"],
		["lcl", line("per_rt", 1), "kr", "1 R/T"],
		["fcl", line("per_trip", 1), "en", "1 trip"],
		["fcl", line("per_trip", 3), "en", "3 trips"],
		["fcl", line("percent", 1), "en", "% of freight"],
	] as const)("%s %j in %s: %s", async (mode, l, locale, text) => {
		const t = await translatorFor(locale);
		const { key, vars } = quantityText(l, mode, locale);
		expect(t(key, vars)).toBe(text);
	});

	test("only air turns per B/L into per AWB", () => {
		expect(displayBasis("per_bl", "air")).toBe("per_awb");
		expect(displayBasis("per_bl", "fcl")).toBe("per_bl");
		expect(displayBasis("per_kg", "air")).toBe("per_kg");
	});
});

describe("air wording: flights, and days with plural forms", () => {
	test.each([
		["en", 1, "1 day"],
		["en", 5, "5 days"],
		["kr", 1, "1일"],
		["vn", 1, "1 ngày"],
	] as const)("%s, %d days in transit: %s", async (locale, count, text) => {
		const t = await translatorFor(locale);
		expect(t("wizard.option.days", { count })).toBe(text);
		expect(t("quotePdf.days", { count })).toBe(text);
	});

	test("the frequency heading says flights for air and sailings for sea", async () => {
		const t = await translatorFor("en");
		expect(t(frequencyKey("air"))).toBe("Flights");
		expect(t(frequencyKey("fcl"))).toBe("Sailings");
		expect(t(frequencyKey("lcl"))).toBe("Sailings");
	});

	test("no English air wording says sailing or B/L where a flight or AWB is meant", () => {
		const en = resources.en.translation as { pricing: { quantity: Record<string, string> } };
		expect(en.pricing.quantity.per_awb_one).toBe("{{qty}} AWB");
	});
});
