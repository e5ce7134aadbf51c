// The rate sheet's rules, one bad row per rule: each case starts from a valid row of its kind, changes
// one or two cells, and expects exactly one message at the right column.
import { describe, expect, test } from "vitest";
import type { RateKind } from "#app/pricing/types.ts";
import {
	COLUMNS,
	ERROR_KEYS,
	type RateRecord,
	type SheetContext,
	detectKind,
	formatRecord,
	formatScaled,
	headersOf,
	parseBoolean,
	parseMoney,
	parsePercent,
	parseScaled,
	sameRecord,
	toSheetRows,
	validateRows,
	validateSheet,
} from "./sheet.ts";

const ctx = (stored: RateRecord[] = []): SheetContext => ({
	ports: new Map([
		["KRPUS", "KR"],
		["KRINC", "KR"],
		["KRKAN", "KR"],
		["KRMOK", "KR"], // Korean, but not a gateway of spec section 9
		["VNHPH", "VN"],
		["VNSGN", "VN"],
		["CNSHA", "CN"],
		["SGSIN", "SG"],
	]),
	airports: new Map([
		["ICN", "KR"],
		["GMP", "KR"],
		["HAN", "VN"],
		["SGN", "VN"],
		["PVG", "CN"],
	]),
	provinces: [
		{ code: "KR-11", nameKo: "서울특별시", shortNameKo: "서울", truckingBasis: "one_way", districts: ["종로구", "중구"] },
		{ code: "KR-43", nameKo: "충청북도", shortNameKo: "충북", truckingBasis: "round_trip", districts: ["청주시"] },
		{ code: "KR-42", nameKo: "강원특별자치도", shortNameKo: "강원", truckingBasis: "mixed", districts: ["춘천시", "강릉시"] },
		{ code: "KR-26", nameKo: "부산광역시", shortNameKo: "부산", truckingBasis: null, districts: [] },
	],
	stored,
});

const VALID: Record<RateKind, Record<string, string>> = {
	fcl: {
		pol: "KRPUS",
		pod: "VNHPH",
		carrier: "HMM",
		container_code: "dv20",
		currency: "USD",
		amount: "412.50",
		valid_from: "2026-01-01",
		valid_to: "2026-03-31",
		transit_days: "5",
		routing: "direct",
		via_port: "",
		weekly_frequency: "3",
		dg_accepted: "yes",
	},
	lcl: {
		pol: "KRINC",
		pod: "VNSGN",
		carrier: "Consol Co",
		currency: "USD",
		per_rt: "35",
		minimum: "35",
		valid_from: "2026-01-01",
		valid_to: "2026-03-31",
		transit_days: "8",
		routing: "transhipment",
		via_port: "KRPUS",
		weekly_frequency: "1",
		dg_accepted: "N",
	},
	air: {
		origin: "ICN",
		destination: "HAN",
		carrier: "KE",
		currency: "KRW",
		minimum: "90000",
		rate_n: "5200",
		rate_45: "4100",
		rate_100: "3900",
		rate_300: "3600",
		rate_500: "3400",
		rate_1000: "3400",
		valid_from: "2026-01-01",
		valid_to: "2026-01-31",
		transit_days: "1",
		routing: "direct",
	},
	surcharge: {
		code: "thc",
		side: "origin",
		basis: "per_container",
		mode: "fcl",
		direction: "export",
		region: "",
		port: "KRPUS",
		carrier: "",
		container_code: "dv20",
		dg_only: "false",
		currency: "KRW",
		amount: "130000",
		valid_from: "2026-01-01",
		valid_to: "2026-12-31",
	},
	port_cost: {
		port: "VNHPH",
		code: "pcfThc",
		basis: "per_container",
		mode: "fcl",
		container_code: "dv40",
		currency: "VND",
		amount: "2540000",
		valid_from: "2026-01-01",
		valid_to: "2026-12-31",
	},
	trucking: {
		port: "KRPUS",
		province: "KR-11",
		district: "종로구",
		size: "20",
		basis: "one_way",
		amount: "650000",
		valid_from: "2026-01-01",
		valid_to: "2026-12-31",
	},
	exchange: { currency: "KRW", effective_date: "2026-01-01", krw_or_vnd_per_usd: "1385.50" },
};

function check(kind: RateKind, change: Record<string, string>, stored: RateRecord[] = []) {
	return validateRows(kind, [{ line: 2, values: { ...VALID[kind], ...change } }], ctx(stored));
}

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
		expect(air).toMatchObject({ minimum: 90000, n: 5200, b1000: 3400, weeklyFrequency: 1, dgAccepted: false, viaPort: null });
		expect(check("exchange", {}).rows[0]?.record).toMatchObject({ perUsdCents: 138550 });
		expect(check("surcharge", { basis: "percent", amount: "2.5", container_code: "" }).rows[0]?.record).toMatchObject({ amount: 250, containerCode: null });
		expect(check("trucking", { province: "서울" }).rows[0]?.record).toMatchObject({ province: "KR-11", amount: 650000 });
	});
});

type Case = [title: string, kind: RateKind, change: Record<string, string>, column: string | undefined, key: string];

// one row per rule and message
const CASES: Case[] = [
	["a required cell is blank", "fcl", { carrier: "" }, "carrier", "required"],
	["an id with odd characters", "fcl", { id: "a b" }, "id", "badId"],
	["a carrier name that Excel would run as a formula", "fcl", { carrier: "=HYPERLINK(1)" }, "carrier", "formulaLike"],
	["a carrier name over 100 characters", "fcl", { carrier: "x".repeat(101) }, "carrier", "tooLong"],
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
	["a surcharge limited to an unknown airport", "surcharge", { mode: "air", basis: "per_kg", container_code: "", port: "KRPUS" }, "port", "unknownAirport"],
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
	["a percent over 100", "surcharge", { basis: "percent", amount: "150", container_code: "" }, "amount", "percentRange"],
	["a percent with three decimals", "surcharge", { basis: "percent", amount: "2.555", container_code: "" }, "amount", "percentDecimals"],
	["an exchange rate with three decimals", "exchange", { krw_or_vnd_per_usd: "1385.555" }, "krw_or_vnd_per_usd", "rateDecimals"],
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
	["a container code on an LCL surcharge", "surcharge", { mode: "lcl", basis: "per_bl" }, "container_code", "containerOnlyFcl"],
	["a container code on an air port cost", "port_cost", { mode: "air", basis: "per_bl", port: "HAN" }, "container_code", "containerOnlyFcl"],
	["round trip where the province is one-way", "trucking", { basis: "round_trip" }, "basis", "truckingBasis"],
	["one-way where the province is round trip", "trucking", { province: "KR-43", district: "", basis: "one_way" }, "basis", "truckingBasis"],
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
		["a province the spec is silent on takes either basis", "trucking", { province: "KR-26", district: "", basis: "round_trip" }],
		["the whole province (no district)", "trucking", { district: "" }],
		["per_bl and percent are for every mode", "surcharge", { mode: "air", basis: "per_bl", container_code: "", port: "ICN" }],
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

describe("money, percent, booleans", () => {
	test.each<[string, "KRW" | "USD" | "VND", number | string]>([
		["412.50", "USD", 41250],
		["412.5", "USD", 41250],
		["412", "USD", 41200],
		["0.01", "USD", 1],
		["1,250.75", "USD", 125075],
		["130000", "KRW", 130000],
		["130,000", "KRW", 130000],
		["130000.0", "KRW", 130000],
		["25400", "VND", 25400],
		["412.505", "USD", "tooManyDecimals"],
		["0.001", "USD", "tooManyDecimals"],
		["1300.5", "KRW", "tooManyDecimals"],
		["25400.1", "VND", "tooManyDecimals"],
		["0", "KRW", "amountPositive"],
		["0.00", "USD", "amountPositive"],
		["-5", "USD", "amountPositive"],
		["1.2.3", "USD", "notNumber"],
		["12,34", "USD", "notNumber"],
		["$5", "USD", "notNumber"],
		["1e3", "KRW", "notNumber"],
	])("%s %s -> %s", (raw, currency, expected) => {
		const parsed = parseMoney(raw, currency);
		expect(parsed.ok ? parsed.value : parsed.key).toBe(expected);
	});
	test.each<[string, number | string]>([
		["5", 500],
		["2.5", 250],
		["0.25", 25],
		["100", 10000],
		["100.01", "percentRange"],
		["0", "amountPositive"],
		["2.555", "percentDecimals"],
	])("percent %s -> %s", (raw, expected) => {
		const parsed = parsePercent(raw);
		expect(parsed.ok ? parsed.value : parsed.key).toBe(expected);
	});
	test.each<[string, boolean | null]>([
		["true", true],
		["TRUE", true],
		["yes", true],
		["Y", true],
		["1", true],
		["false", false],
		["No", false],
		["n", false],
		["0", false],
		["maybe", null],
		["", null],
	])("boolean %j -> %j", (raw, expected) => {
		expect(parseBoolean(raw)).toBe(expected);
	});
	test("scaled numbers format back to what they parse from", () => {
		expect(formatScaled(41250, 2, true)).toBe("412.50");
		expect(formatScaled(5, 2, true)).toBe("0.05");
		expect(formatScaled(138550, 2, false)).toBe("1385.5");
		expect(formatScaled(130000, 0, true)).toBe("130000");
		expect(parseScaled("1385.5", 2)).toEqual({ ok: true, value: 138550 });
	});
});

describe("header", () => {
	test.each(Object.keys(VALID) as RateKind[])("%s is detected from its columns", (kind) => {
		expect(detectKind(headersOf(kind), null)).toEqual({ kind, issues: [] });
		// the optional columns may be left out
		const required = COLUMNS[kind].filter((c) => c.required).map((c) => c.header);
		expect(detectKind(required, null)).toEqual({ kind, issues: [] });
	});
	test("a chosen kind that differs from the header's is an error", () => {
		expect(detectKind(headersOf("lcl"), "fcl").issues).toEqual([{ row: 1, key: "kindMismatch", params: { chosen: "fcl", detected: "lcl" } }]);
	});
	test("a missing required column and an unknown column are both named", () => {
		const header = headersOf("fcl").filter((h) => h !== "amount").concat("price");
		const { kind, issues } = detectKind(header, null);
		expect(kind).toBe("fcl");
		expect(issues).toEqual([
			{ row: 1, column: "amount", key: "missingColumn", params: { column: "amount" } },
			{ row: 1, column: "price", key: "unknownColumn", params: { column: "price", kind: "fcl" } },
		]);
	});
	test("the same against a chosen kind", () => {
		const { issues } = detectKind(["pol", "pod"], "fcl");
		expect(issues.map((i) => i.key)).toContain("missingColumn");
	});
	test("a duplicate column, a blank column, no header, nothing recognisable", () => {
		expect(detectKind([...headersOf("exchange"), "currency"], null).issues).toContainEqual({ row: 1, column: "currency", key: "duplicateColumn", params: { column: "currency" } });
		expect(detectKind(["currency", "", "effective_date", "krw_or_vnd_per_usd"], null).issues).toContainEqual({ row: 1, key: "blankColumn", params: { position: 2 } });
		expect(detectKind([], null).issues).toEqual([{ row: 1, key: "noHeader" }]);
		expect(detectKind(["name", "price"], null)).toEqual({ kind: null, issues: [{ row: 1, key: "kindUndetected" }] });
	});
});

const table = (rows: string[][]) => ({ rows: rows.map((cells, i) => ({ line: i + 1, cells })) });
const sheetOf = (kind: RateKind, rows: Record<string, string>[]) => {
	const headers = headersOf(kind);
	return table([headers.map((h) => h.toUpperCase().replace("_", " ")), ...rows.map((r) => headers.map((h) => r[h] ?? ""))]);
};

describe("whole sheets", () => {
	test("headers are matched without case, spaces for underscores; blank lines keep their numbers and are skipped", () => {
		const t = sheetOf("fcl", [VALID.fcl, {}, { ...VALID.fcl, container_code: "dv40" }]);
		const result = validateSheet(t, null, () => ctx());
		expect(result.ok).toBe(true);
		if (result.ok) expect(result.rows.map((r) => r.line)).toEqual([2, 4]);
	});
	test("every problem of every row is reported, in row order", () => {
		const t = sheetOf("fcl", [{ ...VALID.fcl, amount: "x", currency: "USD" }, VALID.fcl, { ...VALID.fcl, pod: "VNXXX", transit_days: "0" }]);
		const result = validateSheet(t, "fcl", () => ctx());
		expect(result.ok).toBe(false);
		if (!result.ok)
			expect(result.issues.map((i) => [i.row, i.column, i.key])).toEqual([
				[2, "amount", "notNumber"],
				[3, "valid_from", "overlapsRow"],
				[4, "pod", "unknownPort"],
				[4, "transit_days", "intRange"],
			]);
	});
	test("a cell beyond the last column is an error", () => {
		const headers = headersOf("exchange");
		const result = validateSheet(table([headers, ["", "KRW", "2026-01-01", "1385", "oops"]]), null, () => ctx());
		expect(result).toMatchObject({ ok: false, issues: [{ row: 2, key: "extraCell" }] });
	});
	test("a header without rows, and more than 5,000 rows", () => {
		expect(validateSheet(table([headersOf("exchange")]), null, () => ctx())).toMatchObject({ ok: false, issues: [{ key: "noRows" }] });
		const many = Array.from({ length: 5001 }, () => ["", "KRW", "2026-01-01", "1385"]);
		expect(validateSheet(table([headersOf("exchange"), ...many]), null, () => ctx())).toMatchObject({
			ok: false,
			issues: [{ row: 5002, key: "tooManyRows", params: { max: 5000 } }],
		});
	});
	test("header problems stop before the rows", () => {
		const result = validateSheet(table([["pol", "pod", "price"], ["KRPUS", "VNHPH", "1"]]), null, () => ctx());
		expect(result.ok).toBe(false);
		if (!result.ok) expect(result.issues.every((i) => i.row === 1)).toBe(true);
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
		const { issues } = validateRows("fcl", [
			{ line: 2, values: VALID.fcl },
			{ line: 3, values: second },
		], ctx());
		expect(issues).toEqual([{ row: 3, column: "valid_from", key: "overlapsRow", params: { row: 2 } }]);
	});
	test("back to back is fine; another container code, carrier (any case counts as the same) or routing is another key", () => {
		const next = { ...second, valid_from: "2026-04-01" };
		expect(validateRows("fcl", [{ line: 2, values: VALID.fcl }, { line: 3, values: next }], ctx()).issues).toEqual([]);
		expect(validateRows("fcl", [{ line: 2, values: VALID.fcl }, { line: 3, values: { ...second, container_code: "hc40" } }], ctx()).issues).toEqual([]);
		expect(validateRows("fcl", [{ line: 2, values: VALID.fcl }, { line: 3, values: { ...second, carrier: "hmm" } }], ctx()).issues).toHaveLength(1);
	});
	test("a sheet row against a stored row", () => {
		const { issues } = check("fcl", {}, [storedFcl({ validFrom: "2026-03-01", validTo: "2026-05-31" })]);
		expect(issues).toEqual([{ row: 2, column: "valid_from", key: "overlapsStored", params: { id: "fcl-stored", from: "2026-03-01", to: "2026-05-31" } }]);
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
		expect(validateRows("fcl", rows, ctx([storedFcl()])).issues).toEqual([{ row: 3, column: "id", key: "duplicateId", params: { value: "fcl-stored", row: 2 } }]);
	});
	test("exchange rates: one per currency and date", () => {
		const rows = [
			{ line: 2, values: VALID.exchange },
			{ line: 3, values: { ...VALID.exchange, krw_or_vnd_per_usd: "1390" } },
		];
		expect(validateRows("exchange", rows, ctx()).issues).toEqual([{ row: 3, column: "effective_date", key: "sameDateRow", params: { row: 2 } }]);
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

describe("output", () => {
	test("a stored record formats back to the text it was read from", () => {
		for (const kind of Object.keys(VALID) as RateKind[]) {
			const record = { ...(check(kind, {}).rows[0]?.record as RateRecord), id: `${kind}-1` };
			const text = formatRecord(kind, record);
			const again = validateRows(kind, [{ line: 2, values: text }], ctx([record]));
			expect(again.issues, kind).toEqual([]);
			expect(sameRecord(kind, again.rows[0]?.record as RateRecord, record), kind).toBe(true);
		}
	});
	test("money is written with the currency's decimals, percent and exchange rates as short as exact", () => {
		expect(formatRecord("fcl", check("fcl", { amount: "412.5" }).rows[0]?.record as RateRecord).amount).toBe("412.50");
		expect(formatRecord("surcharge", check("surcharge", { basis: "percent", amount: "2.50", container_code: "" }).rows[0]?.record as RateRecord).amount).toBe("2.5");
		expect(formatRecord("exchange", check("exchange", {}).rows[0]?.record as RateRecord).krw_or_vnd_per_usd).toBe("1385.5");
		expect(formatRecord("fcl", check("fcl", {}).rows[0]?.record as RateRecord).dg_accepted).toBe("true");
	});
	test("the sheet has the header row first", () => {
		const rows = toSheetRows("exchange", [{ id: "fx-1", currency: "VND", effectiveDate: "2026-01-01", perUsdCents: 2540000 }]);
		expect(rows).toEqual([headersOf("exchange"), ["fx-1", "VND", "2026-01-01", "25400"]]);
	});
	test("every message key has a translation in kr, en and vn", async () => {
		const { readFileSync } = await import("node:fs");
		for (const file of ["kr", "en", "vn"]) {
			const tree = JSON.parse(readFileSync(`app/locales/${file}.staff.json`, "utf8")) as { rates?: { errors?: Record<string, string> } };
			expect(ERROR_KEYS.filter((k) => !tree.rates?.errors?.[k]), file).toEqual([]);
		}
	});
	test("every column and kind has a label in kr, en and vn (the list and the form use them)", async () => {
		const { readFileSync } = await import("node:fs");
		const headers = [...new Set((Object.keys(COLUMNS) as RateKind[]).flatMap((k) => headersOf(k)))];
		for (const file of ["kr", "en", "vn"]) {
			const tree = JSON.parse(readFileSync(`app/locales/${file}.staff.json`, "utf8")) as { rates?: { columns?: Record<string, string>; kinds?: Record<string, string> } };
			expect(headers.filter((h) => !tree.rates?.columns?.[h]), file).toEqual([]);
			expect(Object.keys(COLUMNS).filter((k) => !tree.rates?.kinds?.[k]), file).toEqual([]);
		}
	});
});
