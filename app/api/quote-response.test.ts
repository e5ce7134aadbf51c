// The answer mapping: exact money strings, every optional field, and real engine results checked
// against the published answer schema.
import { describe, expect, test } from "vitest";
import { translatorFor } from "#app/i18n/translate.server.ts";
import { CHARGE_CODES } from "#app/pricing/codes.ts";
import { priceQuote } from "#app/pricing/engine.ts";
import { PricingRequestSchema } from "#app/pricing/request.ts";
import type { QuoteOption, Warning } from "#app/pricing/types.ts";
import { fixtureRateSet, fixtureRequest } from "./rate-set.fixture.ts";
import {
	NoRateErrorSchema,
	QuoteAnswerSchema,
	type Translate,
	decimalString,
	fieldErrorsFrom,
	toMoney,
	toNoRateError,
	toQuoteAnswer,
	toQuoteOption,
	toWarning,
} from "./quote-response.ts";

/** Shows which key and values were asked for, so expectations do not depend on the wording. */
const keys: Translate = (key, options) => (options ? `${key} ${JSON.stringify(options)}` : key);

describe("decimalString", () => {
	test.each([
		[41250, 2, "412.50"],
		[5, 2, "0.05"],
		[-5, 2, "-0.05"],
		[0, 2, "0.00"],
		[100, 2, "1.00"],
		[-123456, 2, "-1234.56"],
		[580000, 0, "580000"],
		[-7, 0, "-7"],
		[138550, 2, "1385.50"],
		[Number.MAX_SAFE_INTEGER, 2, "90071992547409.91"],
	])("%i minor units with %i digits is %s", (minor, digits, expected) => {
		expect(decimalString(minor, digits)).toBe(expected);
	});

	test.each([0.5, Number.NaN, Number.POSITIVE_INFINITY, 2 ** 60])("refuses %s (not a safe integer)", (minor) => {
		expect(() => decimalString(minor, 2)).toThrow(RangeError);
	});

	test("money has the currency's minor digits", () => {
		expect(toMoney(41250, "USD")).toEqual({ currency: "USD", amount: "412.50", minor: 41250 });
		expect(toMoney(580000, "KRW")).toEqual({ currency: "KRW", amount: "580000", minor: 580000 });
		expect(toMoney(2500000, "VND")).toEqual({ currency: "VND", amount: "2500000", minor: 2500000 });
	});
});

const OPTION: QuoteOption = {
	id: "fcl:r1",
	mode: "fcl",
	carrier: "Alpha Line",
	routing: "transhipment",
	viaPort: "SGSIN",
	transitDays: 9,
	weeklyFrequency: 1,
	validUntil: "2026-06-30",
	chargeable: { kind: "containers", containers: 2, teu: 2 },
	lines: [
		{
			code: "ofr",
			group: "freight",
			basis: "per_container",
			quantity: 2,
			unitPrice: 41250,
			currency: "USD",
			amount: 82500,
			containerCode: "dv20",
			source: { kind: "fcl", id: "r1", validFrom: "2026-01-01", validTo: "2026-06-30" },
			included: true,
		},
		{
			code: "ccf",
			group: "freight",
			basis: "percent",
			quantity: 1,
			unitPrice: 250,
			currency: "USD",
			amount: 2063,
			source: { kind: "surcharge", id: "s1" },
			included: true,
		},
		{
			code: "thc",
			group: "origin",
			basis: "per_container",
			quantity: 2,
			unitPrice: 150000,
			currency: "KRW",
			amount: 0,
			waived: true,
			targetApplied: true,
			notes: ["old_port"],
			source: { kind: "target", id: "s2", validFrom: "2026-01-01", validTo: "2026-12-31" },
			included: false,
		},
	],
	subtotals: { USD: 84563, KRW: 0 },
	totals: { KRW: 117162037, USD: 84563, VND: 2147900200 },
	exchange: {
		date: "2026-06-15",
		krwPerUsdCents: 138550,
		vndPerUsdCents: 2540000,
		sources: { KRW: "x1", VND: "default" },
	},
};

describe("toQuoteOption", () => {
	const option = toQuoteOption(OPTION, keys);

	test("lines: glossary names, money and percent unit prices, optional fields only when set", () => {
		expect(option.lines[0]).toEqual({
			code: "ofr",
			name: "charges.ofr.name",
			group: "freight",
			basis: "per_container",
			quantity: 2,
			unitPrice: { currency: "USD", amount: "412.50", minor: 41250 },
			amount: { currency: "USD", amount: "825.00", minor: 82500 },
			containerCode: "dv20",
			included: true,
			source: { kind: "fcl", id: "r1", validFrom: "2026-01-01", validTo: "2026-06-30" },
		});
		expect(option.lines[1]).toMatchObject({
			basis: "percent",
			unitPrice: { percent: "2.50", basisPoints: 250 },
			amount: { amount: "20.63" },
		});
		expect(option.lines[1]).not.toHaveProperty("containerCode");
		expect(option.lines[1]?.source).toEqual({ kind: "surcharge", id: "s1" });
		expect(option.lines[2]).toMatchObject({
			waived: true,
			targetApplied: true,
			included: false,
			notes: ["old_port"],
			amount: { minor: 0, amount: "0" },
		});
	});

	test("subtotals in currency order, totals in the three currencies, the exchange rate as decimals", () => {
		expect(option.subtotals).toEqual([
			{ currency: "KRW", amount: "0", minor: 0 },
			{ currency: "USD", amount: "845.63", minor: 84563 },
		]);
		expect(option.totals).toEqual({
			KRW: { currency: "KRW", amount: "117162037", minor: 117162037 },
			USD: { currency: "USD", amount: "845.63", minor: 84563 },
			VND: { currency: "VND", amount: "2147900200", minor: 2147900200 },
		});
		expect(option.exchangeRate).toEqual({
			date: "2026-06-15",
			krwPerUsd: "1385.50",
			vndPerUsd: "25400.00",
			sources: { KRW: "x1", VND: "default" },
		});
		expect(option).toMatchObject({
			routing: "transhipment",
			viaPort: "SGSIN",
			chargeable: { kind: "containers", containers: 2, teu: 2 },
		});
	});
});

describe("warnings", () => {
	test.each<[Warning, unknown]>([
		[
			{ code: "tiny_volume", item: 0 } as const,
			{ code: "tiny_volume", item: 0, message: 'apiKeys.api.warnings.tiny_volume {"line":1}' },
		],
		[
			{ code: "zero_dimension", item: 2 } as const,
			{ code: "zero_dimension", item: 2, message: 'apiKeys.api.warnings.zero_dimension {"line":3}' },
		],
		[
			{ code: "trucking_not_offered", mode: "lcl" } as const,
			{
				code: "trucking_not_offered",
				mode: "lcl",
				message: 'apiKeys.api.warnings.trucking_not_offered {"mode":"LCL"}',
			},
		],
		[
			{ code: "default_exchange_rate" } as const,
			{ code: "default_exchange_rate", message: "apiKeys.api.warnings.default_exchange_rate" },
		],
		[
			{ code: "incoterms_exclude", groups: ["freight", "destination"] } as const,
			{
				code: "incoterms_exclude",
				groups: ["freight", "destination"],
				message:
					'apiKeys.api.warnings.incoterms_exclude {"groups":"apiKeys.api.groups.freight, apiKeys.api.groups.destination"}',
			},
		],
	])("%j", (warning, expected) => {
		expect(toWarning(warning, keys)).toEqual(expected);
	});
});

describe("no price", () => {
	test("out of scope is not manual; the others add the manual-quote sentence", async () => {
		const t = await translatorFor("en");
		const tr: Translate = (k, o) => t(k, o ?? {});
		const outOfScope = toNoRateError({ ok: false, reason: "out_of_scope", manual: false, warnings: [] }, tr);
		expect(outOfScope).toEqual({
			error: "no_rate",
			reason: "out_of_scope",
			manual: false,
			message: expect.stringContaining("vessel schedule"),
			warnings: [],
		});
		const manual = toNoRateError(
			{ ok: false, reason: "no_rate_on_date", manual: true, warnings: [{ code: "default_exchange_rate" }] },
			tr,
		);
		expect(manual.message).toMatch(/ready date.*1 to 3 business days/);
		expect(manual.warnings).toHaveLength(1);
		expect(NoRateErrorSchema.safeParse(manual).success).toBe(true);
	});
});

describe("fieldErrorsFrom", () => {
	const errorsOf = (body: unknown) => {
		const parsed = PricingRequestSchema.safeParse(body);
		if (parsed.success) throw new Error("expected the request to be refused");
		return fieldErrorsFrom(parsed.error.issues, keys);
	};
	const fcl = {
		mode: "sea",
		direction: "export",
		cargoType: "fcl",
		origin: "KRPUS",
		destination: "VNHPH",
		readyDate: "2026-06-15",
	};

	test("the schema's keys become codes at dotted paths", () => {
		const errors = errorsOf({
			...fcl,
			containers: [
				{ type: "dv20", count: 1 },
				{ type: "dv20", count: 2 },
			],
		});
		expect(errors).toEqual({
			"containers.1.type": [
				{ code: "pricing.errors.duplicateContainer", message: "pricing.errors.duplicateContainer" },
			],
		});
		expect(errorsOf({ ...fcl, containers: [{ type: "xx99", count: 1 }] })).toHaveProperty(
			["containers.0.type", 0, "code"],
			"pricing.errors.containerType",
		);
		expect(errorsOf({ ...fcl, readyDate: "2026-02-30", containers: [{ type: "dv20", count: 1 }] })).toHaveProperty(
			["readyDate", 0, "code"],
			"pricing.errors.readyDateFormat",
		);
	});

	test("unknown fields, a body that is not an object and zod's own messages get codes of ours", () => {
		expect(errorsOf({ ...fcl, containers: [{ type: "dv20", count: 1 }], colour: "red" })).toEqual({
			colour: [
				{ code: "apiKeys.api.errors.unknownField", message: 'apiKeys.api.errors.unknownField {"field":"colour"}' },
			],
		});
		expect(errorsOf([1, 2])).toEqual({
			"": [{ code: "apiKeys.api.errors.notAnObject", message: "apiKeys.api.errors.notAnObject" }],
		});
		expect(errorsOf(null)).toHaveProperty([""]);
		const packaging = errorsOf({
			...fcl,
			cargoType: "lcl",
			origin: "KRINC",
			packages: [{ count: 1, weightKg: 10, volumeCbm: 1, packaging: 5 }],
		});
		expect(packaging["packages.0.packaging"]).toEqual([
			{ code: "apiKeys.api.errors.invalidValue", message: "apiKeys.api.errors.invalidValue" },
		]);
	});

	test("one code appears once per field", () => {
		const errors = errorsOf({ ...fcl, containers: [{ type: "dv20", count: 1 }], extra: 1, more: 2 });
		expect(Object.keys(errors).sort()).toEqual(["extra", "more"]);
	});
});

describe("answers from the real engine", () => {
	test("an FCL quote maps line for line and validates against the answer schema", async () => {
		const request = PricingRequestSchema.parse(fixtureRequest());
		const result = priceQuote(request, fixtureRateSet());
		if (!result.ok) throw new Error(`expected a price, got ${result.reason}`);
		const t = await translatorFor("en");
		const answer = toQuoteAnswer(request, result, (k, o) => t(k, o ?? {}));

		// what a client receives is what the schema describes
		const wire = JSON.parse(JSON.stringify(answer)) as unknown;
		const checked = QuoteAnswerSchema.safeParse(wire);
		expect(checked.error?.issues ?? []).toEqual([]);
		expect(wire).toEqual(answer);

		expect(answer.options.length).toBe(2);
		for (const [i, option] of answer.options.entries()) {
			const engine = result.options[i]!;
			expect(option.lines.map((l) => [l.code, l.amount.minor, l.amount.currency])).toEqual(
				engine.lines.map((l) => [l.code, l.amount, l.currency]),
			);
			expect(option.totals.KRW.minor).toBe(engine.totals.KRW);
			expect(option.totals.USD.amount).toBe(decimalString(engine.totals.USD, 2));
			for (const line of option.lines) {
				expect(CHARGE_CODES).toContain(line.code);
				// a real glossary name, not the key
				expect(line.name).not.toMatch(/^charges\./);
			}
		}
		const lines = answer.options[0]!.lines;
		expect(lines.find((l) => l.code === "ccf")?.unitPrice).toEqual({ percent: "2.50", basisPoints: 250 });
		expect(lines.find((l) => l.code === "trucking")).toMatchObject({
			basis: "per_trip",
			notes: ["one_way", "old_port"],
			group: "origin",
		});
		// FOB export: freight and destination are listed, not counted
		expect(lines.find((l) => l.code === "pcfThc")?.included).toBe(false);
		expect(answer.warnings).toEqual([
			{ code: "incoterms_exclude", groups: ["freight", "destination"], message: expect.any(String) },
		]);
		expect(answer.options[0]!.exchangeRate).toMatchObject({ krwPerUsd: "1385.50", vndPerUsd: "25400.00" });
	});

	test("warnings of a real LCL result validate too", () => {
		const request = PricingRequestSchema.parse({
			mode: "sea",
			direction: "export",
			cargoType: "lcl",
			origin: "KRPUS",
			destination: "VNHPH",
			readyDate: "2026-06-15",
			koreanRegion: { province: "KR-11" },
			packages: [{ count: 1, weightKg: 5, dimensions: { length: 1, width: 1, height: 0, unit: "CM" } }],
		});
		const result = priceQuote(request, { ...fixtureRateSet(), servedLanes: new Set() });
		expect(result).toMatchObject({ ok: false, reason: "out_of_scope", manual: false });
		if (result.ok) return;
		const body = toNoRateError(result, keys);
		expect(body.warnings.map((w) => w.code).sort()).toEqual(["trucking_not_offered", "zero_dimension"]);
		expect(NoRateErrorSchema.safeParse(JSON.parse(JSON.stringify(body))).success).toBe(true);
	});
});
