// The manual quote form and option builder, table-driven: every message, and the engine's money rules.
import { describe, expect, test } from "vitest";
import { totalsOf } from "#app/pricing/money.ts";
import { buildManualOption, manualQuoteSchema } from "./manual-option.ts";

const E = "desk.errors.";
const schema = manualQuoteSchema("2026-11-20");
const line = {
	code: "ofr",
	group: "freight",
	basis: "per_container",
	quantity: "2",
	unitPrice: "1250.50",
	currency: "USD",
};
const ok = { lines: [line], carrier: "HMM", routing: "direct", transitDays: "18", validUntil: "2026-12-31" };
const issues = (input: unknown) => {
	const r = schema.safeParse(input);
	return r.success ? [] : r.error.issues.map((i) => i.message);
};

describe("manualQuoteSchema", () => {
	test("a valid form parses; blank rows are dropped", () => {
		const blank = { ...line, quantity: "", unitPrice: "" };
		const v = schema.parse({ ...ok, lines: [line, blank] });
		expect(v.lines).toEqual([
			{ code: "ofr", group: "freight", basis: "per_container", quantity: 2, unitPrice: 125_050, currency: "USD" },
		]);
		expect([v.transitDays, v.validUntil]).toEqual([18, "2026-12-31"]);
	});
	test.each([
		[{ lines: [] }, "linesRequired"],
		[{ lines: [{ ...line, quantity: "", unitPrice: "" }] }, "linesRequired"],
		[{ lines: Array.from({ length: 31 }, () => line) }, "tooManyLines"],
		[{ lines: [{ ...line, code: "xyz" }] }, "code"],
		[{ lines: [{ ...line, group: "middle" }] }, "group"],
		[{ lines: [{ ...line, basis: "percent" }] }, "basis"],
		[{ lines: [{ ...line, currency: "EUR" }] }, "currency"],
		[{ lines: [{ ...line, quantity: "0" }] }, "quantity"],
		[{ lines: [{ ...line, quantity: "1.0001" }] }, "quantity"],
		[{ lines: [{ ...line, unitPrice: "" }] }, "required"],
		[{ lines: [{ ...line, unitPrice: "0" }] }, "positive"],
		[{ lines: [{ ...line, unitPrice: "12x" }] }, "amountFormat"],
		[{ lines: [{ ...line, unitPrice: "1.005" }] }, "tooManyDecimals"],
		[{ lines: [{ ...line, currency: "KRW", unitPrice: "100.5" }] }, "noDecimals"],
		[{ lines: [{ ...line, unitPrice: "99999999999999" }] }, "tooLarge"],
		[{ carrier: "" }, "carrier"],
		[{ carrier: "x".repeat(61) }, "carrier"],
		[{ routing: "air" }, "routing"],
		[{ transitDays: "0" }, "transitDays"],
		[{ transitDays: "121" }, "transitDays"],
		[{ transitDays: "ten" }, "transitDays"],
		[{ validUntil: "2026-02-30" }, "validUntil"],
		[{ validUntil: "tomorrow" }, "validUntil"],
		[{ validUntil: "2026-11-19" }, "validUntilPast"],
	])("%o -> %s", (change, key) => expect(issues({ ...ok, ...change })).toContain(E + key));
});

describe("buildManualOption", () => {
	const exchange = {
		date: "2026-11-20",
		krwPerUsdCents: 138_550,
		vndPerUsdCents: 2_540_000,
		sources: { KRW: "x", VND: "default" },
	};
	test("amounts rounded once per line, subtotals per currency, totals converted once per subtotal", () => {
		const quote = schema.parse({
			...ok,
			lines: [
				line,
				{ code: "thc", group: "origin", basis: "per_container", quantity: "2", unitPrice: "185000", currency: "KRW" },
				{ code: "lcl", group: "freight", basis: "per_rt", quantity: "1.235", unitPrice: "0.99", currency: "USD" },
			],
		});
		const option = buildManualOption({
			estimateId: "e1",
			mode: "fcl",
			quote,
			chargeable: { kind: "containers", containers: 2, teu: 2 },
			exchange,
		});
		expect(option.lines.map((l) => l.amount)).toEqual([250_100, 370_000, 122]); // 1.235 x 99 = 122.265 -> 122
		expect(option.subtotals).toEqual({ USD: 250_222, KRW: 370_000 });
		expect(option.totals).toEqual(totalsOf({ USD: 250_222, KRW: 370_000 }, { KRW: 138_550, USD: 100, VND: 2_540_000 }));
		expect([option.id, option.carrier, option.routing, option.transitDays, option.validUntil]).toEqual([
			"manual:e1",
			"HMM",
			"direct",
			18,
			"2026-12-31",
		]);
		expect(option.lines.every((l) => l.included && l.source.id === "manual")).toBe(true);
	});
});
