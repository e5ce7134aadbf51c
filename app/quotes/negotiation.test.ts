// The discount-request rules, table-driven: every message of the customer's form and the staff's
// decision form, major-unit parsing per currency, and how agreed prices become engine targets.
import { describe, expect, test } from "vitest";
import type { QuoteOption } from "#app/pricing/types.ts";
import {
	decisionSchema,
	discountRequestSchema,
	formatMajor,
	negotiationFigures,
	parseMajor,
	targetsFor,
} from "./negotiation.ts";

const E = "discount.errors.";
const current = { currency: "USD" as const, freight: 80_000, trucking: 650_000 };

describe("parseMajor", () => {
	test.each([
		["412.50", "USD", 41_250],
		["412.5", "USD", 41_250],
		["1,200", "USD", 120_000],
		["650000", "KRW", 650_000],
		["650,000", "KRW", 650_000],
	] as const)("%s %s -> %i", (raw, currency, value) => expect(parseMajor(raw, currency)).toEqual({ ok: true, value }));
	test.each([
		["", "USD", "required"],
		["-5", "USD", "positive"],
		["0", "USD", "positive"],
		["abc", "USD", "amountFormat"],
		["1.234", "USD", "tooManyDecimals"],
		["100.5", "KRW", "noDecimals"],
		["99999999999999", "KRW", "tooLarge"],
	] as const)("%s %s -> %s", (raw, currency, key) =>
		expect(parseMajor(raw, currency)).toEqual({ ok: false, key: E + key }),
	);
	test("formatMajor is its inverse", () => {
		expect(formatMajor(41_250, "USD")).toBe("412.50");
		expect(formatMajor(5, "USD")).toBe("0.05");
		expect(formatMajor(650_000, "KRW")).toBe("650000");
	});
});

const issues = (r: { success: boolean; error?: { issues: { message: string }[] } }) =>
	r.success ? [] : r.error!.issues.map((i) => i.message);

describe("discountRequestSchema", () => {
	const schema = discountRequestSchema(current);
	const ok = { targetFreight: "700", targetTrucking: "600000", monthlyVolume: "12", comment: "" };
	test("a valid request parses to minor units", () => {
		expect(schema.parse(ok)).toEqual({
			targetFreight: 70_000,
			targetTrucking: 600_000,
			monthlyVolume: "12",
			comment: null,
		});
	});
	test.each([
		[{ targetFreight: undefined }, "freightRequired"],
		[{ targetFreight: "" }, "freightRequired"],
		[{ targetTrucking: undefined }, "truckingRequired"],
		[{ targetFreight: "0" }, "positive"],
		[{ targetFreight: "-1" }, "positive"],
		[{ targetFreight: "900" }, "freightAboveCurrent"],
		[{ targetTrucking: "700000" }, "truckingAboveCurrent"],
		[{ targetFreight: "7.001" }, "tooManyDecimals"],
		[{ targetTrucking: "600000.5" }, "noDecimals"],
		[{ monthlyVolume: undefined }, "volumeRequired"],
		[{ monthlyVolume: "" }, "volumeFormat"],
		[{ monthlyVolume: "12345678901" }, "volumeFormat"],
		[{ monthlyVolume: "1e3" }, "volumeFormat"],
		[{ comment: "x".repeat(501) }, "commentTooLong"],
		[{ targetFreight: "800", targetTrucking: "650000" }, "nothingLower"],
	])("%o -> %s", (change, key) => expect(issues(schema.safeParse({ ...ok, ...change }))).toContain(E + key));
	test("10 digits of volume and an equal trucking with a lower freight are fine", () => {
		expect(schema.safeParse({ ...ok, monthlyVolume: "1234567890", targetTrucking: "650000" }).success).toBe(true);
	});
	test("no trucking on the quote: the field is not asked", () => {
		expect(
			discountRequestSchema({ ...current, trucking: 0 }).parse({ targetFreight: "700", monthlyVolume: "3" })
				.targetTrucking,
		).toBe(0);
	});
});

describe("decisionSchema", () => {
	const schema = decisionSchema(current);
	test("approve parses the agreed prices; deny ignores them", () => {
		expect(
			schema.parse({ decision: "approve", agreedFreight: "750", agreedTrucking: "600000", comment: "ok" }),
		).toEqual({ decision: "approve", agreedFreight: 75_000, agreedTrucking: 600_000, comment: "ok" });
		expect(schema.parse({ decision: "deny", agreedFreight: "abc" })).toEqual({
			decision: "deny",
			agreedFreight: null,
			agreedTrucking: null,
			comment: null,
		});
	});
	test.each([
		[{ decision: "approve", agreedTrucking: "1" }, "agreedFreightRequired"],
		[{ decision: "approve", agreedFreight: "1" }, "agreedTruckingRequired"],
		[{ decision: "approve", agreedFreight: "801", agreedTrucking: "1" }, "freightAboveCurrent"],
		[{ decision: "approve", agreedFreight: "0", agreedTrucking: "1" }, "positive"],
		[{ decision: "maybe" }, "decisionRequired"],
		[{}, "decisionRequired"],
	])("%o -> %s", (input, key) => expect(issues(schema.safeParse(input))).toContain(E + key));
});

const line = (
	code: "ofr" | "trucking" | "lcl" | "thc",
	unitPrice: number,
	containerCode?: "dv20" | "dv40" | "hc40",
	currency: "USD" | "KRW" = code === "trucking" ? "KRW" : "USD",
) => ({
	code,
	group: code === "trucking" ? ("origin" as const) : ("freight" as const),
	basis: "per_container" as const,
	quantity: 1,
	unitPrice,
	currency,
	amount: unitPrice,
	...(containerCode ? { containerCode } : {}),
	source: { kind: "fcl" as const, id: "x" },
	included: true,
});
const optionWith = (lines: ReturnType<typeof line>[]) => ({ lines }) as unknown as QuoteOption;

describe("negotiationFigures and targetsFor", () => {
	test("one box type: the unit prices are the figures and the agreed price is the target", () => {
		const figures = negotiationFigures(
			optionWith([line("ofr", 80_000, "dv20"), line("thc", 100, "dv20"), line("trucking", 650_000, "dv20")]),
		)!;
		expect([figures.currency, figures.freight, figures.trucking]).toEqual(["USD", 80_000, 650_000]);
		expect(targetsFor(figures, { freight: 70_000, trucking: 600_000 })).toEqual({
			dv20: { freight: 70_000, trucking: 600_000 },
		});
		// a figure left at its current value sets no target
		expect(targetsFor(figures, { freight: 70_000, trucking: 650_000 })).toEqual({ dv20: { freight: 70_000 } });
	});
	test("several box types share the agreed sum in proportion, adding up exactly", () => {
		const figures = negotiationFigures(optionWith([line("ofr", 80_000, "dv20"), line("ofr", 150_000, "dv40")]))!;
		expect(figures.freight).toBe(230_000);
		const targets = targetsFor(figures, { freight: 200_001, trucking: 0 });
		expect(targets.dv20!.freight! + targets.dv40!.freight!).toBe(200_001);
		expect(targets.dv20!.freight).toBe(Math.round((80_000 * 200_001) / 230_000));
	});
	test("three box types: the unit left over goes to the largest remainder (decision 065), not to the last box", () => {
		// 531.04 + 796.96 + 1,652.64 USD = 2,980.64 now; agreed 1,752.40 (175,240 cents):
		// 175,240 x 53,104 / 298,064 = 31,221.13; x 79,696 = 46,855.69; x 165,264 = 97,163.18
		// floors 31,221 + 46,855 + 97,163 = 175,239: the 1 cent left to the largest remainder (.69, the dv40)
		// (until decision 065 the last box took it: 31,221 / 46,855 / 97,164)
		const figures = negotiationFigures(
			optionWith([line("ofr", 53_104, "dv20"), line("ofr", 79_696, "dv40"), line("ofr", 165_264, "hc40")]),
		)!;
		expect(targetsFor(figures, { freight: 175_240, trucking: 0 })).toEqual({
			dv20: { freight: 31_221 },
			dv40: { freight: 46_856 },
			hc40: { freight: 97_163 },
		});
	});
	test("every box keeps a target of at least one minor unit, and the targets still add up", () => {
		// 10.00 + 10.00 + 0.01 USD, agreed 10.00: 499.75 / 499.75 / 0.5 cents; the 0.01 box is held at 1 cent
		// (a target of 0 would read as "no target") and 999 cents go to the others: 499.5 each, the 1 left to the first
		// (until decision 065: 500 / 500 / 1, which added up to 10.01)
		const figures = negotiationFigures(
			optionWith([line("ofr", 1_000, "dv20"), line("ofr", 1_000, "dv40"), line("ofr", 1, "hc40")]),
		)!;
		expect(targetsFor(figures, { freight: 1_000, trucking: 0 })).toEqual({
			dv20: { freight: 500 },
			dv40: { freight: 499 },
			hc40: { freight: 1 },
		});
	});
	test("LCL and air: one freight line under 'all'; mixed currencies or no freight cannot be negotiated", () => {
		expect(targetsFor(negotiationFigures(optionWith([line("lcl", 5_000)]))!, { freight: 4_000, trucking: 0 })).toEqual({
			all: { freight: 4_000 },
		});
		expect(negotiationFigures(optionWith([line("ofr", 1, "dv20"), line("ofr", 1, "dv40", "KRW")]))).toBeNull();
		expect(negotiationFigures(optionWith([line("thc", 1)]))).toBeNull();
	});
});
