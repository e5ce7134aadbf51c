import { describe, expect, test } from "vitest";
import { cargoTotals, isBlNo, isContainerNo, normaliseContainerNo, parseCargoForm } from "./cargo.ts";

const form = (fields: Record<string, string>) => new URLSearchParams(fields);

describe("isContainerNo: ISO 6346 with its check digit", () => {
	test.each<[string, boolean]>([
		["CSQU3054383", true], // the standard's own example
		["MSKU9070323", true],
		["TGHU8719596", true],
		["HMMU6029589", true],
		["HMMU6029588", false], // check digit off by one
		["CSQU3054384", false],
		["CSQX3054383", false], // category must be U, J or Z
		["CSQU305438", false], // too short
		["CS1U3054383", false],
		["", false],
	])("%s -> %s", (no, ok) => {
		expect(isContainerNo(no)).toBe(ok);
	});

	test("staff may type it with spaces, a dash and lower case", () => {
		expect(normaliseContainerNo("csqu 305438-3")).toBe("CSQU3054383");
	});
});

describe("isBlNo", () => {
	test.each<[string, boolean]>([
		["HDMUBUSA12345678", true],
		["KMTCPUS1234567", true],
		["180-12345675", true], // an air waybill
		["BL1", false],
		["-ABC123", false],
		["A".repeat(31), false],
		["HDMU/1234", false],
	])("%s -> %s", (no, ok) => {
		expect(isBlNo(no)).toBe(ok);
	});
});

describe("parseCargoForm", () => {
	test("B/L numbers, totals and two containers; an empty spare row is skipped", () => {
		const result = parseCargoForm(
			form({
				masterBlNo: " kmtcpus1234567 ",
				houseBlNo: "BFKR26110010",
				grossWeightKg: "12,000",
				measurementCbm: "",
				"c0.containerNo": "csqu 305438-3",
				"c0.sealNo": "kmtc 123456",
				"c0.type": "hc40",
				"c0.packages": "10",
				"c0.weightKg": "6000",
				"c0.volumeCbm": "33.5",
				"c1.containerNo": "MSKU9070323",
				"c2.containerNo": "",
			}),
			3,
		);
		expect(result).toEqual({
			ok: true,
			value: {
				masterBlNo: "KMTCPUS1234567",
				houseBlNo: "BFKR26110010",
				grossWeightKg: 12_000,
				measurementCbm: null,
				containers: [
					{
						containerNo: "CSQU3054383",
						sealNo: "KMTC123456",
						type: "hc40",
						packages: 10,
						weightKg: 6000,
						volumeCbm: 33.5,
					},
					{ containerNo: "MSKU9070323", sealNo: null, type: null, packages: null, weightKg: null, volumeCbm: null },
				],
			},
		});
	});

	test.each<[string, Record<string, string>, Record<string, string>]>([
		[
			"a container number with a wrong check digit",
			{ "c0.containerNo": "CSQU3054384" },
			{ "c0.containerNo": "cargoForm.errors.containerNo" },
		],
		[
			"a seal without its container",
			{ "c1.sealNo": "ABC123" },
			{ "c1.containerNo": "cargoForm.errors.containerNoRequired" },
		],
		[
			"the same container twice",
			{ "c0.containerNo": "CSQU3054383", "c1.containerNo": "CSQU 3054383" },
			{ "c1.containerNo": "cargoForm.errors.containerNoTwice" },
		],
		[
			"a seal with a slash",
			{ "c0.containerNo": "CSQU3054383", "c0.sealNo": "12/34" },
			{ "c0.sealNo": "cargoForm.errors.sealNo" },
		],
		[
			"an unknown container type",
			{ "c0.containerNo": "CSQU3054383", "c0.type": "dv99" },
			{ "c0.type": "cargoForm.errors.type" },
		],
		[
			"packages that are no whole number",
			{ "c0.containerNo": "CSQU3054383", "c0.packages": "2.5" },
			{ "c0.packages": "cargoForm.errors.packages" },
		],
		["a negative weight", { grossWeightKg: "-5" }, { grossWeightKg: "cargoForm.errors.weight" }],
		["a measurement of letters", { measurementCbm: "a lot" }, { measurementCbm: "cargoForm.errors.volume" }],
		["a B/L number with a slash", { masterBlNo: "HDMU/1" }, { masterBlNo: "cargoForm.errors.blNo" }],
	])("%s is refused by field", (_what, fields, errors) => {
		expect(parseCargoForm(form(fields), 2)).toEqual({ ok: false, errors });
	});

	test("rows beyond the count the form offered are not read", () => {
		const result = parseCargoForm(form({ "c5.containerNo": "CSQU3054383" }), 2);
		expect(result.ok && result.value.containers).toEqual([]);
	});
});

describe("cargoTotals: declared, else the containers' sum, else the quote", () => {
	const quoted = { weightKg: 12_000, volumeCbm: null };
	test.each<
		[
			string,
			Parameters<typeof cargoTotals>[0],
			Parameters<typeof cargoTotals>[1],
			{ weightKg: number | null; volumeCbm: number | null },
		]
	>([
		["nothing recorded: the wizard's gross weight", null, [], { weightKg: 12_000, volumeCbm: null }],
		[
			"declared totals win",
			{ grossWeightKg: 11_950.5, measurementCbm: 58 },
			[{ weightKg: 6000, volumeCbm: 30 }],
			{ weightKg: 11_950.5, volumeCbm: 58 },
		],
		[
			"every container weighed: their sum",
			{ grossWeightKg: null, measurementCbm: null },
			[
				{ weightKg: 6000.25, volumeCbm: 30 },
				{ weightKg: 5999.75, volumeCbm: 28.5 },
			],
			{ weightKg: 12_000, volumeCbm: 58.5 },
		],
		[
			"one container unweighed: back to the quote",
			null,
			[
				{ weightKg: 6000, volumeCbm: null },
				{ weightKg: null, volumeCbm: null },
			],
			{ weightKg: 12_000, volumeCbm: null },
		],
	])("%s", (_what, declared, containers, expected) => {
		expect(cargoTotals(declared, containers, quoted)).toEqual(expected);
	});
});
