// The request rules, table by table: invoice values as people type them, HS codes with their dots and
// hyphens, the shipment-level refusals (calculate first, already requested, three-country) and which
// refusal wins when several apply.
import { describe, expect, test } from "vitest";
import {
	MAX_INVOICE_USD_CENTS,
	type ShipmentFacts,
	checkClearanceRequest,
	checkInsuranceRequest,
	clearanceKindOf,
	formatHsCode,
	isThreeCountry,
	normaliseHsCode,
	parseInvoiceUsd,
	partnerCountry,
} from "./requests.ts";

const FACTS: ShipmentFacts = { priced: true, requested: [], originCountry: "KR", destinationCountry: "VN" };

describe("parseInvoiceUsd", () => {
	test.each<[string | null, ReturnType<typeof parseInvoiceUsd>]>([
		["12500", { ok: true, cents: 1_250_000 }],
		["12,500.5", { ok: true, cents: 1_250_050 }],
		["$ 0.01", { ok: true, cents: 1 }],
		["USD 1,000", { ok: true, cents: 100_000 }],
		["100000000", { ok: true, cents: MAX_INVOICE_USD_CENTS }],
		["100000000.01", { ok: false, error: "invoiceTooLarge" }],
		["", { ok: false, error: "invoiceRequired" }],
		[null, { ok: false, error: "invoiceRequired" }],
		["   ", { ok: false, error: "invoiceRequired" }],
		["0", { ok: false, error: "invoiceZero" }],
		["0.00", { ok: false, error: "invoiceZero" }],
		["-5", { ok: false, error: "invoiceFormat" }],
		["1.234", { ok: false, error: "invoiceFormat" }],
		["12,50", { ok: false, error: "invoiceFormat" }],
		["1e5", { ok: false, error: "invoiceFormat" }],
		["abc", { ok: false, error: "invoiceFormat" }],
	])("%j", (raw, expected) => expect(parseInvoiceUsd(raw)).toEqual(expected));
});

describe("HS codes", () => {
	test.each<[string | null, string | null]>([
		["8471300000", "8471300000"],
		["8471.30-0000", "8471300000"],
		["8471 30 0000", "8471300000"],
		[" 8471.30.0000 ", "8471300000"],
		["847130", null],
		["84713000001", null],
		["8471A30000", null],
		["", null],
		[null, null],
	])("%j -> %j", (raw, expected) => expect(normaliseHsCode(raw)).toBe(expected));

	test("printed the Korean way", () => {
		expect(formatHsCode("8471300000")).toBe("8471.30-0000");
		expect(formatHsCode("12")).toBe("12");
	});
});

describe("countries", () => {
	test.each<[string, string, boolean, string]>([
		["KR", "VN", false, "VN"],
		["CN", "KR", false, "CN"],
		["CN", "VN", true, "CN"],
		["KR", "KR", false, "KR"],
	])("%s -> %s", (from, to, three, partner) => {
		expect(isThreeCountry(from, to)).toBe(three);
		expect(partnerCountry(from, to)).toBe(partner);
	});
});

test.each([
	["export", "export_clearance"],
	["import", "import_clearance"],
	["insurance", null],
	[undefined, null],
])("clearance kind of %j", (param, kind) => expect(clearanceKindOf(param)).toBe(kind));

describe("clearance request", () => {
	test.each<[string, string, Partial<ShipmentFacts>, unknown]>([
		["a good one", "1,000.50", {}, { ok: true, details: { invoiceUsdCents: 100_050 } }],
		["an import clearance on an export shipment is fine", "10", {}, { ok: true, details: { invoiceUsdCents: 1000 } }],
		["no value", "", {}, { ok: false, refusals: [{ field: "invoice", error: "invoiceRequired" }] }],
		["not priced", "10", { priced: false }, { ok: false, refusals: [{ field: "form", error: "calculateFirst" }] }],
		[
			"already asked",
			"10",
			{ requested: ["export_clearance"] },
			{ ok: false, refusals: [{ field: "form", error: "alreadyRequested" }] },
		],
		[
			"already asked beats not priced",
			"",
			{ requested: ["export_clearance"], priced: false },
			{ ok: false, refusals: [{ field: "form", error: "alreadyRequested" }] },
		],
		[
			"the other kind asked does not block",
			"10",
			{ requested: ["import_clearance", "insurance"] },
			{ ok: true, details: { invoiceUsdCents: 1000 } },
		],
	])("%s", (_name, invoice, facts, expected) =>
		expect(checkClearanceRequest("export_clearance", { invoice }, { ...FACTS, ...facts })).toEqual(expected),
	);
});

describe("insurance request", () => {
	const good = { invoice: "25,000", product: "  Lithium   battery packs ", hsCode: "8507.60-0000" };
	test.each<[string, Partial<typeof good>, Partial<ShipmentFacts>, unknown]>([
		[
			"a good one, normalised",
			{},
			{},
			{ ok: true, fields: { invoiceUsdCents: 2_500_000, productName: "Lithium battery packs", hsCode: "8507600000" } },
		],
		[
			"every field missing: all three named",
			{ invoice: "", product: "", hsCode: "" },
			{},
			{
				ok: false,
				refusals: [
					{ field: "invoice", error: "invoiceRequired" },
					{ field: "product", error: "productRequired" },
					{ field: "hsCode", error: "hsRequired" },
				],
			},
		],
		[
			"product too short",
			{ product: "A" },
			{},
			{ ok: false, refusals: [{ field: "product", error: "productLength" }] },
		],
		[
			"product too long",
			{ product: "가".repeat(101) },
			{},
			{ ok: false, refusals: [{ field: "product", error: "productLength" }] },
		],
		[
			"product of 100 Korean letters",
			{ product: "가".repeat(100) },
			{},
			{ ok: true, fields: { invoiceUsdCents: 2_500_000, productName: "가".repeat(100), hsCode: "8507600000" } },
		],
		["six-digit HS", { hsCode: "850760" }, {}, { ok: false, refusals: [{ field: "hsCode", error: "hsFormat" }] }],
		[
			"three-country",
			{},
			{ originCountry: "CN", destinationCountry: "VN" },
			{ ok: false, refusals: [{ field: "form", error: "threeCountry" }] },
		],
		["not priced", {}, { priced: false }, { ok: false, refusals: [{ field: "form", error: "calculateFirst" }] }],
		[
			"already asked",
			{},
			{ requested: ["insurance"] },
			{ ok: false, refusals: [{ field: "form", error: "alreadyRequested" }] },
		],
		[
			"import to Korea is insurable",
			{},
			{ originCountry: "CN", destinationCountry: "KR" },
			{ ok: true, fields: { invoiceUsdCents: 2_500_000, productName: "Lithium battery packs", hsCode: "8507600000" } },
		],
	])("%s", (_name, input, facts, expected) =>
		expect(checkInsuranceRequest({ ...good, ...input }, { ...FACTS, ...facts })).toEqual(expected),
	);
});
