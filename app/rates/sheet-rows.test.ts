// The rate sheet's row rules, one bad row per rule: each case starts from a valid row of its kind,
// changes one or two cells, and expects exactly one message at the right column. Then the rules between
// rows: ids and overlapping validity, in the sheet and against the stored rows.
import { describe, expect, test } from "vitest";
import type { RateKind } from "#app/pricing/types.ts";
import type { RateRecord } from "./sheet-context.ts";
import { VALID, check, ctx } from "./sheet.fixture.ts";
import { validateRows } from "./sheet-rows.ts";

describe("the valid rows are valid", () => {
	test.each(Object.keys(VALID) as RateKind[])("%s", (kind) => {
		const { issues, rows } = check(kind, {});
		expect(issues).toEqual([]);
		expect(rows).toHaveLength(1);
	});
	test("parsed values: minor units, codes as listed, defaults for blank optional cells", () => {
		expect(check("fcl", { container_code: "DV20", pol: "krpus" }).rows[0]?.record).toEqual({
			id: null,
			pol: "KRPUS",
			pod: "VNHPH",
			carrier: "HMM",
			containerCode: "dv20",
			currency: "USD",
			amount: 41250,
			validFrom: "2026-01-01",
			validTo: "2026-03-31",
			transitDays: 5,
			routing: "direct",
			viaPort: null,
			weeklyFrequency: 3,
			dgAccepted: true,
		});
		const air = check("air", {}).rows[0]?.record;
		expect(air).toMatchObject({
			minimum: 90000,
			n: 5200,
			b1000: 3400,
			weeklyFrequency: 1,
			dgAccepted: false,
			viaPort: null,
		});
		expect(check("exchange", {}).rows[0]?.record).toMatchObject({ perUsdCents: 138550 });
		expect(check("surcharge", { basis: "percent", amount: "2.5", container_code: "" }).rows[0]?.record).toMatchObject({
			amount: 250,
			containerCode: null,
		});
		expect(check("trucking", { province: "서울" }).rows[0]?.record).toMatchObject({
			province: "KR-11",
			amount: 650000,
		});
	});
});

type Case = [title: string, kind: RateKind, change: Record<string, string>, column: string | undefined, key: string];

// one row per rule and message
const CASES: Case[] = [
	["a required cell is blank", "fcl", { carrier: "" }, "carrier", "required"],
	["an id with odd characters", "fcl", { id: "a b" }, "id", "badId"],
	["a carrier name that Excel would run as a formula", "fcl", { carrier: "=HYPERLINK(1)" }, "carrier", "formulaLike"],
	["a carrier name over 100 characters", "fcl", { carrier: "x".repeat(101) }, "carrier", "tooLong"],
	// the shared free-text rule (app/text/free-text.ts) on text cells
	["a carrier name with a right-to-left override", "fcl", { carrier: "HMM\u202E" }, "carrier", "hiddenCharacters"],
	["a carrier name with a control character", "fcl", { carrier: "H\u0000MM" }, "carrier", "hiddenCharacters"],
	["an unknown container code", "fcl", { container_code: "dv45" }, "container_code", "unknownCode"],
	["an unknown currency", "fcl", { currency: "EUR" }, "currency", "unknownCode"],
	["an unknown routing", "fcl", { routing: "feeder" }, "routing", "unknownCode"],
	["an unknown surcharge code", "surcharge", { code: "xyz" }, "code", "unknownCode"],
	["an unknown port cost code", "port_cost", { code: "pcfXyz" }, "code", "unknownCode"],
	["an unknown side", "surcharge", { side: "middle" }, "side", "unknownCode"],
	["an unknown basis", "surcharge", { basis: "per_ton" }, "basis", "unknownCode"],
	["an unknown mode", "surcharge", { mode: "rail" }, "mode", "unknownCode"],
	["an unknown direction", "surcharge", { direction: "both" }, "direction", "unknownCode"],
	["an unknown region", "surcharge", { region: "mars" }, "region", "unknownCode"],
	["an unknown trucking basis", "trucking", { basis: "two_way" }, "basis", "unknownCode"],
	["a container size that is not 20 or 40", "trucking", { size: "45" }, "size", "unknownCode"],
	["an exchange rate for USD itself", "exchange", { currency: "USD" }, "currency", "unknownCode"],
	["a port not in the ports table", "fcl", { pod: "VNXXX" }, "pod", "unknownPort"],
	["an airport not in the airports table", "air", { destination: "XXX" }, "destination", "unknownAirport"],
	["a sea port code in an air sheet", "air", { destination: "VNHPH" }, "destination", "unknownAirport"],
	[
		"a surcharge limited to an unknown airport",
		"surcharge",
		{ mode: "air", basis: "per_kg", container_code: "", port: "KRPUS" },
		"port",
		"unknownAirport",
	],
	["a transhipment port that does not exist", "lcl", { via_port: "XXYYY" }, "via_port", "unknownPort"],
	["trucking from a port that is not a Korean gateway", "trucking", { port: "VNHPH" }, "port", "notKoreanPort"],
	["an unknown province", "trucking", { province: "KR-99" }, "province", "unknownProvince"],
	["a district outside the province", "trucking", { district: "청주시" }, "district", "unknownDistrict"],
	["money that is not a number", "fcl", { amount: "abc" }, "amount", "notNumber"],
	["money with a comma as decimal mark", "fcl", { amount: "412,5" }, "amount", "notNumber"],
	["USD with three decimals", "fcl", { amount: "412.505" }, "amount", "tooManyDecimals"],
	["KRW with decimals", "air", { rate_1000: "3400.5" }, "rate_1000", "tooManyDecimals"],
	["a negative amount", "lcl", { per_rt: "-35" }, "per_rt", "amountPositive"],
	["a zero minimum", "lcl", { minimum: "0" }, "minimum", "amountPositive"],
	["a zero surcharge (leave the row out instead)", "surcharge", { amount: "0" }, "amount", "surchargeZero"],
	["an amount too large to be a price", "fcl", { amount: "99999999999999" }, "amount", "tooLarge"],
	[
		"a percent over 100",
		"surcharge",
		{ basis: "percent", amount: "150", container_code: "" },
		"amount",
		"percentRange",
	],
	[
		"a percent with three decimals",
		"surcharge",
		{ basis: "percent", amount: "2.555", container_code: "" },
		"amount",
		"percentDecimals",
	],
	[
		"an exchange rate with three decimals",
		"exchange",
		{ krw_or_vnd_per_usd: "1385.555" },
		"krw_or_vnd_per_usd",
		"rateDecimals",
	],
	["a fractional transit time", "fcl", { transit_days: "4.5" }, "transit_days", "notInteger"],
	["transit days over 90", "fcl", { transit_days: "91" }, "transit_days", "intRange"],
	["transit days of 0", "air", { transit_days: "0" }, "transit_days", "intRange"],
	["weekly frequency over 21", "lcl", { weekly_frequency: "22" }, "weekly_frequency", "intRange"],
	["a boolean that is not yes or no", "fcl", { dg_accepted: "maybe" }, "dg_accepted", "notBoolean"],
	["a date in another format", "fcl", { valid_from: "01/02/2026" }, "valid_from", "badDate"],
	["a date that does not exist", "fcl", { valid_to: "2026-02-30" }, "valid_to", "badDate"],
	["an exchange date that does not exist", "exchange", { effective_date: "2026-13-01" }, "effective_date", "badDate"],
	["valid_to before valid_from", "fcl", { valid_from: "2026-04-01" }, "valid_to", "validToBeforeFrom"],
	["both ends Korean gateways", "fcl", { pod: "KRINC" }, "pod", "bothKorean"],
	["a Korean gateway and a Korean non-gateway", "fcl", { pod: "KRMOK" }, "pod", "bothKorean"],
	["no Korean end", "fcl", { pol: "CNSHA" }, "pol", "noKoreanEnd"],
	["a Korean port that is not a gateway", "fcl", { pol: "KRMOK" }, "pol", "notGateway"],
	["an air lane from a Korean airport that is not Incheon", "air", { origin: "GMP" }, "origin", "notGateway"],
	["an air lane between two foreign airports", "air", { origin: "PVG" }, "origin", "noKoreanEnd"],
	["LCL at Gwangyang", "lcl", { pol: "KRKAN", routing: "direct", via_port: "" }, "pol", "lclPort"],
	["transhipment without a via port", "lcl", { via_port: "" }, "via_port", "viaRequired"],
	["a via port on a direct sailing", "fcl", { via_port: "SGSIN" }, "via_port", "viaNotAllowed"],
	["an air break dearer than the lighter one", "air", { rate_100: "4200" }, "rate_100", "breakIncreases"],
	["the 45 kg break dearer than the normal rate", "air", { rate_45: "5300" }, "rate_45", "breakIncreases"],
	["per_container on an LCL surcharge", "surcharge", { mode: "lcl", container_code: "" }, "basis", "basisMode"],
	["per_rt on an FCL surcharge", "surcharge", { basis: "per_rt" }, "basis", "basisMode"],
	["per_kg on a sea port cost", "port_cost", { basis: "per_kg" }, "basis", "basisMode"],
	[
		"a container code on an LCL surcharge",
		"surcharge",
		{ mode: "lcl", basis: "per_bl" },
		"container_code",
		"containerOnlyFcl",
	],
	[
		"a container code on an air port cost",
		"port_cost",
		{ mode: "air", basis: "per_bl", port: "HAN" },
		"container_code",
		"containerOnlyFcl",
	],
	["round trip where the province is one-way", "trucking", { basis: "round_trip" }, "basis", "truckingBasis"],
	[
		"one-way where the province is round trip",
		"trucking",
		{ province: "KR-43", district: "", basis: "one_way" },
		"basis",
		"truckingBasis",
	],
	["an id that is not stored", "fcl", { id: "fcl-nope" }, "id", "unknownId"],
];

describe("one bad row per rule", () => {
	test.each(CASES)("%s", (_title, kind, change, column, key) => {
		const { issues } = check(kind, change);
		expect(issues).toEqual([expect.objectContaining({ row: 2, column, key })]);
	});
});

describe("accepted variations", () => {
	test.each<[string, RateKind, Record<string, string>]>([
		["Gangwon takes either basis (mixed)", "trucking", { province: "KR-42", district: "춘천시", basis: "round_trip" }],
		["Gangwon one-way", "trucking", { province: "KR-42", district: "강릉시", basis: "one_way" }],
		[
			"a province the spec is silent on takes either basis",
			"trucking",
			{ province: "KR-26", district: "", basis: "round_trip" },
		],
		["the whole province (no district)", "trucking", { district: "" }],
		[
			"per_bl and percent are for every mode",
			"surcharge",
			{ mode: "air", basis: "per_bl", container_code: "", port: "ICN" },
		],
		["a surcharge for any port and carrier", "surcharge", { port: "", carrier: "", container_code: "", direction: "" }],
		["an import lane", "fcl", { pol: "VNHPH", pod: "KRPUS" }],
		["money with thousands separators", "surcharge", { amount: "130,000" }],
		["USD with one decimal", "fcl", { amount: "412.5" }],
		["a one-day validity", "fcl", { valid_to: "2026-01-01" }],
		["air breaks may stay level", "air", { rate_500: "3600", rate_1000: "3600" }],
	])("%s", (_title, kind, change) => {
		expect(check(kind, change).issues).toEqual([]);
	});
});

const storedFcl = (over: Partial<RateRecord> = {}): RateRecord => ({
	...(check("fcl", {}).rows[0]?.record as RateRecord),
	id: "fcl-stored",
	...over,
});

describe("overlapping validity", () => {
	const second = { ...VALID.fcl, valid_from: "2026-03-31", valid_to: "2026-06-30" };
	test("two rows of one key sharing a day clash; the later row names the earlier", () => {
		const { issues } = validateRows(
			"fcl",
			[
				{ line: 2, values: VALID.fcl },
				{ line: 3, values: second },
			],
			ctx(),
		);
		expect(issues).toEqual([{ row: 3, column: "valid_from", key: "overlapsRow", params: { row: 2 } }]);
	});
	test("back to back is fine; another container code, carrier (any case counts as the same) or routing is another key", () => {
		const next = { ...second, valid_from: "2026-04-01" };
		expect(
			validateRows(
				"fcl",
				[
					{ line: 2, values: VALID.fcl },
					{ line: 3, values: next },
				],
				ctx(),
			).issues,
		).toEqual([]);
		expect(
			validateRows(
				"fcl",
				[
					{ line: 2, values: VALID.fcl },
					{ line: 3, values: { ...second, container_code: "hc40" } },
				],
				ctx(),
			).issues,
		).toEqual([]);
		expect(
			validateRows(
				"fcl",
				[
					{ line: 2, values: VALID.fcl },
					{ line: 3, values: { ...second, carrier: "hmm" } },
				],
				ctx(),
			).issues,
		).toHaveLength(1);
	});
	test("a sheet row against a stored row", () => {
		const { issues } = check("fcl", {}, [storedFcl({ validFrom: "2026-03-01", validTo: "2026-05-31" })]);
		expect(issues).toEqual([
			{
				row: 2,
				column: "valid_from",
				key: "overlapsStored",
				params: { id: "fcl-stored", from: "2026-03-01", to: "2026-05-31" },
			},
		]);
	});
	test("a row being updated does not clash with its own old version", () => {
		expect(check("fcl", { id: "fcl-stored", amount: "500" }, [storedFcl()]).issues).toEqual([]);
	});
	test("a stored row moved out of the way by the same sheet no longer clashes", () => {
		const stored = [storedFcl({ validFrom: "2026-01-01", validTo: "2026-12-31" })];
		const rows = [
			{ line: 2, values: { ...VALID.fcl, id: "fcl-stored", valid_to: "2026-01-31" } },
			{ line: 3, values: { ...VALID.fcl, valid_from: "2026-02-01", valid_to: "2026-12-31" } },
		];
		expect(validateRows("fcl", rows, ctx(stored)).issues).toEqual([]);
	});
	test("an id twice in one sheet", () => {
		const rows = [
			{ line: 2, values: { ...VALID.fcl, id: "fcl-stored" } },
			{ line: 3, values: { ...VALID.fcl, id: "fcl-stored", container_code: "hc40" } },
		];
		expect(validateRows("fcl", rows, ctx([storedFcl()])).issues).toEqual([
			{ row: 3, column: "id", key: "duplicateId", params: { value: "fcl-stored", row: 2 } },
		]);
	});
	test("exchange rates: one per currency and date", () => {
		const rows = [
			{ line: 2, values: VALID.exchange },
			{ line: 3, values: { ...VALID.exchange, krw_or_vnd_per_usd: "1390" } },
		];
		expect(validateRows("exchange", rows, ctx()).issues).toEqual([
			{ row: 3, column: "effective_date", key: "sameDateRow", params: { row: 2 } },
		]);
		const stored = [{ id: "fx-1", currency: "KRW", effectiveDate: "2026-01-01", perUsdCents: 130000 }];
		expect(check("exchange", {}, stored).issues).toMatchObject([{ key: "sameDateStored", params: { id: "fx-1" } }]);
		expect(check("exchange", { currency: "VND" }, stored).issues).toEqual([]);
	});
	test("surcharges: a row for any carrier and one for a named carrier are different keys", () => {
		const stored = [{ ...(check("surcharge", {}).rows[0]?.record as RateRecord), id: "s-1" }];
		expect(check("surcharge", { carrier: "HMM" }, stored).issues).toEqual([]);
		expect(check("surcharge", {}, stored).issues).toMatchObject([{ key: "overlapsStored" }]);
	});
});
