// The rate sheet: one kind of rate per sheet, a header row naming the columns, one rate per row. The
// columns of each kind are data (header, field, required, cell type with its parser and formatter),
// so the import, the export, the edit form and the list all read the same definitions and a sheet
// exported from the list imports back unchanged. Pure: the caller supplies the reference data and
// the stored rows (SheetContext); every message is a translation key under rates.errors.
import {
	BASES,
	CONTAINER_CODES,
	CURRENCIES,
	type Currency,
	DIRECTIONS,
	FREIGHT_REGIONS,
	KOREAN_AIRPORTS,
	KOREAN_SEA_PORTS,
	LCL_PORTS,
	MINOR_DIGITS,
	MODES,
	PORT_COST_CODES,
	ROUTINGS,
	SIDES,
	SURCHARGE_CODES,
	TRUCKING_BASES,
	isOneOf,
} from "#app/pricing/codes.ts";
import { formatDecimal, parseDecimal } from "#app/pricing/money.ts";
import type { RateKind } from "#app/pricing/types.ts";
import { formatMoney, formatNumber } from "#app/i18n/format.ts";
import type { Locale } from "#app/i18n/locales.ts";

export const RATE_KINDS = ["fcl", "lcl", "air", "surcharge", "port_cost", "trucking", "exchange"] as const satisfies readonly RateKind[];
// the compiler refuses this line if a RateKind is added to types.ts but not listed above
const everyKindListed: Exclude<RateKind, (typeof RATE_KINDS)[number]> extends never ? true : never = true;
void everyKindListed;

export function isRateKind(value: unknown): value is RateKind {
	return isOneOf(RATE_KINDS, value);
}

/** Spec-agreed limits of an upload (issue 4): checked on the bytes and on the data rows. */
export const MAX_SHEET_BYTES = 2 * 1024 * 1024;
export const MAX_SHEET_ROWS = 5000;

export type CellValue = string | number | boolean | null;
/** A rate row keyed by the database field names of its kind (`validFrom`, `containerCode` ...). */
export type RateRecord = Record<string, CellValue>;

/** Every message a sheet can earn, each a translation key under rates.errors (three languages). */
export const ERROR_KEYS = [
	// the file
	"fileRequired",
	"fileTooLarge",
	"notSheet",
	"notUtf8",
	"xlsNotSupported",
	"unreadableXlsx",
	"unterminatedQuote",
	// the header
	"noHeader",
	"blankColumn",
	"duplicateColumn",
	"missingColumn",
	"unknownColumn",
	"kindMismatch",
	"kindUndetected",
	"noRows",
	"tooManyRows",
	"extraCell",
	// cells
	"required",
	"badId",
	"formulaLike",
	"tooLong",
	"unknownCode",
	"unknownPort",
	"unknownAirport",
	"notKoreanPort",
	"unknownProvince",
	"unknownDistrict",
	"notNumber",
	"tooManyDecimals",
	"tooLarge",
	"amountPositive",
	"surchargeZero",
	"percentDecimals",
	"percentRange",
	"rateDecimals",
	"notInteger",
	"intRange",
	"notBoolean",
	"badDate",
	// rules within a row
	"validToBeforeFrom",
	"bothKorean",
	"notGateway",
	"noKoreanEnd",
	"lclPort",
	"viaRequired",
	"viaNotAllowed",
	"breakIncreases",
	"basisMode",
	"containerOnlyFcl",
	"truckingBasis",
	// rules between rows
	"unknownId",
	"duplicateId",
	"overlapsRow",
	"overlapsStored",
	"sameDateRow",
	"sameDateStored",
] as const;
export type ErrorKey = (typeof ERROR_KEYS)[number];

export type IssueParams = Record<string, string | number>;
/** "row N, column C: reason": N is the line in the file (header = 1, 0 = the file as a whole). */
export type Issue = { row: number; column?: string; key: ErrorKey; params?: IssueParams };

export const ERROR_PREFIX = "rates.errors.";

/** Korean province as the sheet needs it (db/data/kr-regions.json). */
export type ProvinceInfo = {
	code: string;
	nameKo: string;
	shortNameKo: string;
	/** "mixed" (Gangwon) or null (the spec is silent): either basis is accepted */
	truckingBasis: string | null;
	districts: readonly string[];
};

/** What row validation looks up: reference tables and the rows of this kind already stored. */
export type SheetContext = {
	/** UN/LOCODE -> ISO country */
	ports: ReadonlyMap<string, string>;
	/** IATA -> ISO country */
	airports: ReadonlyMap<string, string>;
	provinces: readonly ProvinceInfo[];
	stored: readonly RateRecord[];
};

// ---------------------------------------------------------------------------------------------
// Cell types: parse one trimmed, non-blank cell (blank cells are handled once, by the column's
// `required` and `fallback`), and format a stored value back to the text a sheet holds.
// ---------------------------------------------------------------------------------------------

/** `key` absent: the cell depends on another cell that is already reported (e.g. a bad currency). */
type Parsed = { ok: true; value: CellValue } | { ok: false; key?: ErrorKey; params?: IssueParams };

export type InputKind =
	| { kind: "text" }
	| { kind: "select"; options: readonly string[] }
	| { kind: "date" }
	| { kind: "number" }
	| { kind: "bool" };

export type CellType = {
	parse(raw: string, row: RateRecord, ctx: SheetContext): Parsed;
	format(value: CellValue, row: RateRecord): string;
	input: InputKind;
	/** parsed after the other cells of the row, because it reads them (currency, basis, mode, province) */
	late?: boolean;
	/** written as a number cell in XLSX */
	numeric?: boolean;
	/** how the list shows the value to people, when not as the sheet writes it (money with its symbol) */
	display?(value: CellValue, row: RateRecord, locale: Locale): string;
};

export type Column = {
	header: string;
	field: string;
	required: boolean;
	/** stored when the cell is blank and the column is optional */
	fallback?: CellValue;
	cell: CellType;
};

const fail = (key: ErrorKey, params?: IssueParams): Parsed => ({ ok: false, key, params });
const ok = (value: CellValue): Parsed => ({ ok: true, value });
const plain = (value: CellValue) => (value === null ? "" : String(value));

const idCell: CellType = {
	// ids are opaque (demo rows carry readable ones, Hangul district names included): anything without
	// spaces or control characters, so a shifted column is caught
	parse: (raw) => (/^[^\s\p{C}]{1,128}$/u.test(raw) ? ok(raw) : fail("badId", { value: raw })),
	format: plain,
	input: { kind: "text" },
};

// A cell starting with = + - @ is a formula to Excel: refusing it keeps exported sheets inert.
function textCell(max: number): CellType {
	return {
		parse: (raw) => {
			if (/^[=+\-@]/.test(raw)) return fail("formulaLike", { value: raw });
			if (raw.length > max) return fail("tooLong", { max });
			return ok(raw.normalize("NFC"));
		},
		format: plain,
		input: { kind: "text" },
	};
}

/** One of a list, matched without regard to case and stored as the list spells it. */
function codeCell(list: readonly string[]): CellType {
	return {
		parse: (raw) => {
			const found = list.find((code) => code.toLowerCase() === raw.toLowerCase());
			return found === undefined ? fail("unknownCode", { value: raw, allowed: list.join(", ") }) : ok(found);
		},
		format: plain,
		input: { kind: "select", options: list },
	};
}

function parsePort(raw: string, ctx: SheetContext): Parsed {
	const code = raw.toUpperCase();
	return ctx.ports.has(code) ? ok(code) : fail("unknownPort", { value: raw });
}

function parseAirport(raw: string, ctx: SheetContext): Parsed {
	const code = raw.toUpperCase();
	return ctx.airports.has(code) ? ok(code) : fail("unknownAirport", { value: raw });
}

const portCell: CellType = { parse: (raw, _row, ctx) => parsePort(raw, ctx), format: plain, input: { kind: "text" } };
const airportCell: CellType = { parse: (raw, _row, ctx) => parseAirport(raw, ctx), format: plain, input: { kind: "text" } };

/** A port for sea rows, an airport for air rows (surcharges and port costs have a mode column). */
const placeCell: CellType = {
	parse: (raw, row, ctx) => {
		if (row.mode === undefined) return { ok: false };
		return row.mode === "air" ? parseAirport(raw, ctx) : parsePort(raw, ctx);
	},
	format: plain,
	input: { kind: "text" },
	late: true,
};

const koreanPortCell: CellType = {
	parse: (raw) => {
		const code = raw.toUpperCase();
		return isOneOf(KOREAN_SEA_PORTS, code) ? ok(code) : fail("notKoreanPort", { value: raw, allowed: KOREAN_SEA_PORTS.join(", ") });
	},
	format: plain,
	input: { kind: "select", options: KOREAN_SEA_PORTS },
};

/**
 * A decimal written as people write it ("412.50", "130000", "130,000") into an integer scaled by
 * 10^digits. More decimals than `digits` is an error: a price is never rounded on the way in.
 */
export function parseScaled(raw: string, digits: number): { ok: true; value: number } | { ok: false; key: ErrorKey; params?: IssueParams } {
	const parsed = parseDecimal(raw, digits, 1e13);
	if (parsed.ok) return parsed;
	switch (parsed.problem) {
		case "negative":
			return { ok: false, key: "amountPositive" };
		case "format":
			return { ok: false, key: "notNumber", params: { value: raw } };
		case "tooManyDecimals":
			return { ok: false, key: "tooManyDecimals", params: { value: raw, digits } };
		case "tooLarge":
			return { ok: false, key: "tooLarge", params: { value: raw } };
	}
}

/** Formats an integer scaled by 10^digits: exactly `digits` decimals when fixed, else as few as needed. */
export const formatScaled = formatDecimal;

/** Money in major units of a currency into minor units, > 0. */
export function parseMoney(raw: string, currency: Currency, zeroKey: ErrorKey = "amountPositive"): Parsed {
	const parsed = parseScaled(raw, MINOR_DIGITS[currency]);
	if (!parsed.ok) {
		if (parsed.key === "tooManyDecimals") return fail("tooManyDecimals", { value: raw, currency, digits: MINOR_DIGITS[currency] });
		return fail(parsed.key, parsed.params);
	}
	return parsed.value > 0 ? ok(parsed.value) : fail(zeroKey);
}

export function formatMinor(value: number, currency: Currency): string {
	return formatScaled(value, MINOR_DIGITS[currency], true);
}

/** A percent ("5", "2.5") into basis points; above 0 and at most 100 %. */
export function parsePercent(raw: string, zeroKey: ErrorKey = "amountPositive"): Parsed {
	const parsed = parseScaled(raw, 2);
	if (!parsed.ok) return fail(parsed.key === "tooManyDecimals" ? "percentDecimals" : parsed.key, { value: raw });
	if (parsed.value <= 0) return fail(zeroKey);
	return parsed.value > 10000 ? fail("percentRange", { value: raw }) : ok(parsed.value);
}

function currencyOf(row: RateRecord): Currency | undefined {
	return isOneOf(CURRENCIES, row.currency) ? row.currency : undefined;
}

/** Minor units of the row's currency, or of a fixed currency (trucking is always KRW). */
function moneyCell(fixed?: Currency): CellType {
	return {
		parse: (raw, row) => {
			const currency = fixed ?? currencyOf(row);
			return currency ? parseMoney(raw, currency) : { ok: false };
		},
		format: (value, row) => {
			const currency = fixed ?? currencyOf(row);
			return typeof value === "number" && currency ? formatMinor(value, currency) : plain(value);
		},
		display: (value, row, locale) => {
			const currency = fixed ?? currencyOf(row);
			return typeof value === "number" && currency ? formatMoney({ amount: value, currency }, locale) : plain(value);
		},
		input: { kind: "number" },
		late: true,
		numeric: true,
	};
}

/** Surcharges and port costs: money, or a percent of the freight (basis points) when basis is percent. */
function chargeAmountCell(zeroKey: ErrorKey): CellType {
	return {
		parse: (raw, row) => {
			if (row.basis === undefined) return { ok: false };
			if (row.basis === "percent") return parsePercent(raw, zeroKey);
			const currency = currencyOf(row);
			return currency ? parseMoney(raw, currency, zeroKey) : { ok: false };
		},
		format: (value, row) => {
			if (typeof value !== "number") return plain(value);
			if (row.basis === "percent") return formatScaled(value, 2, false);
			const currency = currencyOf(row);
			return currency ? formatMinor(value, currency) : plain(value);
		},
		display: (value, row, locale) => {
			if (typeof value !== "number") return plain(value);
			if (row.basis === "percent") return `${formatNumber(value / 100, locale)}%`;
			const currency = currencyOf(row);
			return currency ? formatMoney({ amount: value, currency }, locale) : plain(value);
		},
		input: { kind: "number" },
		late: true,
		numeric: true,
	};
}

/** Exchange rates: units per USD with at most two decimals, stored x100. */
const perUsdCell: CellType = {
	parse: (raw) => {
		const parsed = parseScaled(raw, 2);
		if (!parsed.ok) return fail(parsed.key === "tooManyDecimals" ? "rateDecimals" : parsed.key, { value: raw });
		return parsed.value > 0 ? ok(parsed.value) : fail("amountPositive");
	},
	format: (value) => (typeof value === "number" ? formatScaled(value, 2, false) : plain(value)),
	display: (value, _row, locale) => (typeof value === "number" ? formatNumber(value / 100, locale) : plain(value)),
	input: { kind: "number" },
	numeric: true,
};

function intCell(min: number, max: number): CellType {
	return {
		parse: (raw) => {
			if (!/^\d+$/.test(raw)) return fail("notInteger", { value: raw });
			const value = Number(raw);
			return value >= min && value <= max ? ok(value) : fail("intRange", { value: raw, min, max });
		},
		format: plain,
		input: { kind: "number" },
		numeric: true,
	};
}

const TRUE_WORDS = ["true", "yes", "y", "1"];
const FALSE_WORDS = ["false", "no", "n", "0"];

export function parseBoolean(raw: string): boolean | null {
	const word = raw.trim().toLowerCase();
	if (TRUE_WORDS.includes(word)) return true;
	if (FALSE_WORDS.includes(word)) return false;
	return null;
}

const boolCell: CellType = {
	parse: (raw) => {
		const value = parseBoolean(raw);
		return value === null ? fail("notBoolean", { value: raw }) : ok(value);
	},
	format: (value) => (value === true ? "true" : value === false ? "false" : ""),
	display: (value) => (value === true ? "✓" : ""),
	input: { kind: "bool" },
};

/** A real calendar date written YYYY-MM-DD. */
export function isIsoDate(text: string): boolean {
	const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
	if (!match) return false;
	const [y, m, d] = [Number(match[1]), Number(match[2]), Number(match[3])];
	const date = new Date(Date.UTC(y, m - 1, d));
	return y >= 2000 && y <= 2100 && date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
}

const dateCell: CellType = {
	parse: (raw) => (isIsoDate(raw) ? ok(raw) : fail("badDate", { value: raw })),
	format: plain,
	input: { kind: "date" },
};

/** ISO 3166-2:KR code ("KR-11"), or the Korean name ("서울특별시", "서울"), stored as the code. */
const provinceCell: CellType = {
	parse: (raw, _row, ctx) => {
		const wanted = raw.normalize("NFC").toUpperCase();
		const found = ctx.provinces.find((p) => p.code === wanted || p.nameKo === wanted || p.shortNameKo === wanted);
		return found ? ok(found.code) : fail("unknownProvince", { value: raw });
	},
	format: plain,
	input: { kind: "text" },
};

const districtCell: CellType = {
	parse: (raw, row, ctx) => {
		const province = ctx.provinces.find((p) => p.code === row.province);
		if (!province) return { ok: false };
		const name = raw.normalize("NFC");
		return province.districts.includes(name) ? ok(name) : fail("unknownDistrict", { value: raw, province: province.nameKo });
	},
	format: plain,
	input: { kind: "text" },
	late: true,
};

// ---------------------------------------------------------------------------------------------
// The columns of each kind. Field names are the database's (db/schema.ts), headers are snake_case.
// ---------------------------------------------------------------------------------------------

const col = (header: string, field: string, cell: CellType, required = true, fallback?: CellValue): Column => ({
	header,
	field,
	required,
	cell,
	fallback: required ? undefined : (fallback ?? null),
});

const idColumn = col("id", "id", idCell, false);
const validityColumns = [col("valid_from", "validFrom", dateCell), col("valid_to", "validTo", dateCell)];

function sailingColumns(place: CellType): Column[] {
	return [
		col("transit_days", "transitDays", intCell(1, 90)),
		col("routing", "routing", codeCell(ROUTINGS)),
		col("via_port", "viaPort", place, false),
		col("weekly_frequency", "weeklyFrequency", intCell(1, 21), false, 1),
		col("dg_accepted", "dgAccepted", boolCell, false, false),
	];
}

const currencyColumn = col("currency", "currency", codeCell(CURRENCIES));
const carrierColumn = col("carrier", "carrier", textCell(100));

export const COLUMNS: Record<RateKind, readonly Column[]> = {
	fcl: [
		idColumn,
		col("pol", "pol", portCell),
		col("pod", "pod", portCell),
		carrierColumn,
		col("container_code", "containerCode", codeCell(CONTAINER_CODES)),
		currencyColumn,
		col("amount", "amount", moneyCell()),
		...validityColumns,
		...sailingColumns(portCell),
	],
	lcl: [
		idColumn,
		col("pol", "pol", portCell),
		col("pod", "pod", portCell),
		carrierColumn,
		currencyColumn,
		col("per_rt", "perRt", moneyCell()),
		col("minimum", "minimum", moneyCell()),
		...validityColumns,
		...sailingColumns(portCell),
	],
	air: [
		idColumn,
		col("origin", "origin", airportCell),
		col("destination", "destination", airportCell),
		carrierColumn,
		currencyColumn,
		col("minimum", "minimum", moneyCell()),
		col("rate_n", "n", moneyCell()),
		col("rate_45", "b45", moneyCell()),
		col("rate_100", "b100", moneyCell()),
		col("rate_300", "b300", moneyCell()),
		col("rate_500", "b500", moneyCell()),
		col("rate_1000", "b1000", moneyCell()),
		...validityColumns,
		...sailingColumns(airportCell),
	],
	surcharge: [
		idColumn,
		col("code", "code", codeCell(SURCHARGE_CODES)),
		col("side", "side", codeCell(SIDES)),
		col("basis", "basis", codeCell(BASES)),
		col("mode", "mode", codeCell(MODES)),
		col("direction", "direction", codeCell(DIRECTIONS), false),
		col("region", "region", codeCell(FREIGHT_REGIONS), false),
		col("port", "port", placeCell, false),
		col("carrier", "carrier", textCell(100), false),
		col("container_code", "containerCode", codeCell(CONTAINER_CODES), false),
		col("dg_only", "dgOnly", boolCell, false, false),
		currencyColumn,
		col("amount", "amount", chargeAmountCell("surchargeZero")),
		...validityColumns,
	],
	port_cost: [
		idColumn,
		col("port", "port", placeCell),
		col("code", "code", codeCell(PORT_COST_CODES)),
		col("basis", "basis", codeCell(BASES)),
		col("mode", "mode", codeCell(MODES)),
		col("direction", "direction", codeCell(DIRECTIONS), false),
		col("container_code", "containerCode", codeCell(CONTAINER_CODES), false),
		currencyColumn,
		col("amount", "amount", chargeAmountCell("amountPositive")),
		...validityColumns,
	],
	trucking: [
		idColumn,
		col("port", "port", koreanPortCell),
		col("province", "province", provinceCell),
		col("district", "district", districtCell, false),
		col("size", "size", codeCell(["20", "40"])),
		col("basis", "basis", codeCell(TRUCKING_BASES)),
		col("amount", "amount", moneyCell("KRW")),
		...validityColumns,
	],
	exchange: [
		idColumn,
		col("currency", "currency", codeCell(["KRW", "VND"])),
		col("effective_date", "effectiveDate", dateCell),
		col("krw_or_vnd_per_usd", "perUsdCents", perUsdCell),
	],
};

export function columnsOf(kind: RateKind): readonly Column[] {
	return COLUMNS[kind];
}

export function headersOf(kind: RateKind): string[] {
	return COLUMNS[kind].map((c) => c.header);
}

/** The fields whose equal values make two rows compete; their validity may not overlap. */
export const KEY_FIELDS: Record<RateKind, readonly string[]> = {
	fcl: ["pol", "pod", "carrier", "routing", "containerCode"],
	lcl: ["pol", "pod", "carrier", "routing"],
	air: ["origin", "destination", "carrier", "routing"],
	surcharge: ["code", "mode", "direction", "region", "port", "carrier", "containerCode", "dgOnly"],
	port_cost: ["port", "code", "mode", "direction", "containerCode"],
	trucking: ["port", "province", "district", "size"],
	exchange: ["currency", "effectiveDate"],
};

/** The list's validity filter: valid on a date (today by default), today, later, earlier, or any. */
export const VALIDITIES = ["on", "current", "future", "expired", "all"] as const;
export type ValidityFilter = (typeof VALIDITIES)[number];

/** Kinds that have a validity (exchange rates have an effective date instead). */
export function hasValidity(kind: RateKind): boolean {
	return kind !== "exchange";
}

// ---------------------------------------------------------------------------------------------
// Header: which kind a sheet is, and whether its columns are the kind's.
// ---------------------------------------------------------------------------------------------

export function normalizeHeader(cell: string): string {
	return cell
		.replace(/^\uFEFF/, "")
		.trim()
		.toLowerCase()
		.replace(/[\s-]+/g, "_");
}

function headerProblems(kind: RateKind, header: readonly string[]): { unknown: string[]; missing: string[] } {
	const known = new Set(headersOf(kind));
	return {
		unknown: header.filter((h) => !known.has(h)),
		missing: COLUMNS[kind].filter((c) => c.required && !header.includes(c.header)).map((c) => c.header),
	};
}

function columnIssues(kind: RateKind, header: readonly string[]): Issue[] {
	const { unknown, missing } = headerProblems(kind, header);
	return [
		...missing.map((column): Issue => ({ row: 1, column, key: "missingColumn", params: { column } })),
		...unknown.map((column): Issue => ({ row: 1, column, key: "unknownColumn", params: { column, kind } })),
	];
}

/**
 * The kind of a sheet from its (normalized) header, or the kind chosen in the form. A header that
 * fits exactly one kind decides; a chosen kind that differs from it is an error, not a guess.
 */
export function detectKind(header: readonly string[], chosen: RateKind | null): { kind: RateKind | null; issues: Issue[] } {
	if (header.length === 0) return { kind: chosen, issues: [{ row: 1, key: "noHeader" }] };
	const issues: Issue[] = [];
	header.forEach((h, i) => {
		if (h === "") issues.push({ row: 1, key: "blankColumn", params: { position: i + 1 } });
		else if (header.indexOf(h) !== i) issues.push({ row: 1, column: h, key: "duplicateColumn", params: { column: h } });
	});
	const named = header.filter((h) => h !== "");
	const exact = RATE_KINDS.filter((kind) => {
		const p = headerProblems(kind, named);
		return p.unknown.length === 0 && p.missing.length === 0;
	});
	if (chosen) {
		if (exact.includes(chosen)) return { kind: chosen, issues };
		if (exact.length === 1) return { kind: chosen, issues: [...issues, { row: 1, key: "kindMismatch", params: { chosen, detected: exact[0] as string } }] };
		return { kind: chosen, issues: [...issues, ...columnIssues(chosen, named)] };
	}
	if (exact.length === 1) return { kind: exact[0] as RateKind, issues };
	// no exact fit: report against the kind the header resembles most, so the person sees what to fix
	const scored = RATE_KINDS.map((kind) => ({ kind, hits: named.filter((h) => h !== "id" && headersOf(kind).includes(h)).length }));
	const best = scored.reduce((a, b) => (b.hits > a.hits ? b : a));
	if (best.hits === 0 || exact.length > 1) return { kind: null, issues: [...issues, { row: 1, key: "kindUndetected" }] };
	return { kind: best.kind, issues: [...issues, ...columnIssues(best.kind, named)] };
}

// ---------------------------------------------------------------------------------------------
// Rows
// ---------------------------------------------------------------------------------------------

/** A row as read: the line number and the cell texts by (normalized) header. */
export type RawRow = { line: number; values: Readonly<Record<string, string>> };

export type ParsedRow = { line: number; record: RateRecord };

function headerOfField(kind: RateKind, field: string): string {
	return COLUMNS[kind].find((c) => c.field === field)?.header ?? field;
}

/** Parses the cells of one row; fields whose cell is bad are left out of the record. */
function parseCells(kind: RateKind, raw: RawRow, ctx: SheetContext): { record: RateRecord; issues: Issue[] } {
	const record: RateRecord = {};
	const issues: Issue[] = [];
	const columns = COLUMNS[kind];
	for (const column of [...columns.filter((c) => !c.cell.late), ...columns.filter((c) => c.cell.late)]) {
		const text = (raw.values[column.header] ?? "").trim();
		if (text === "") {
			if (column.required) issues.push({ row: raw.line, column: column.header, key: "required" });
			else record[column.field] = column.fallback ?? null;
			continue;
		}
		const parsed = column.cell.parse(text, record, ctx);
		if (parsed.ok) record[column.field] = parsed.value;
		else if (parsed.key) issues.push({ row: raw.line, column: column.header, key: parsed.key, params: parsed.params });
	}
	return { record, issues };
}

const has = (record: RateRecord, ...fields: string[]) => fields.every((f) => record[f] !== undefined);

function isKorean(code: string, places: ReadonlyMap<string, string>): boolean {
	return places.get(code) === "KR";
}

/** Rules between the cells of one row. Only cells that parsed are checked, so nothing is reported twice. */
function rowRules(kind: RateKind, record: RateRecord, line: number, ctx: SheetContext): Issue[] {
	const issues: Issue[] = [];
	const issue = (field: string, key: ErrorKey, params?: IssueParams) => issues.push({ row: line, column: headerOfField(kind, field), key, params });

	if (hasValidity(kind) && has(record, "validFrom", "validTo") && String(record.validFrom) > String(record.validTo))
		issue("validTo", "validToBeforeFrom", { from: String(record.validFrom), to: String(record.validTo) });

	if (kind === "fcl" || kind === "lcl" || kind === "air") {
		const [a, b] = kind === "air" ? ["origin", "destination"] : ["pol", "pod"];
		const gateways: readonly string[] = kind === "air" ? KOREAN_AIRPORTS : KOREAN_SEA_PORTS;
		const places = kind === "air" ? ctx.airports : ctx.ports;
		if (has(record, a as string, b as string)) {
			const codeA = String(record[a as string]);
			const codeB = String(record[b as string]);
			const gatewayA = gateways.includes(codeA);
			const gatewayB = gateways.includes(codeB);
			if ((gatewayA && isKorean(codeB, places)) || (gatewayB && isKorean(codeA, places))) issue(b as string, "bothKorean", { pol: codeA, pod: codeB });
			else if (!gatewayA && !gatewayB) {
				if (isKorean(codeA, places)) issue(a as string, "notGateway", { value: codeA, allowed: gateways.join(", ") });
				else if (isKorean(codeB, places)) issue(b as string, "notGateway", { value: codeB, allowed: gateways.join(", ") });
				else issue(a as string, "noKoreanEnd", { allowed: gateways.join(", ") });
			} else if (kind === "lcl") {
				const [field, code] = gatewayA ? [a as string, codeA] : [b as string, codeB];
				if (!isOneOf(LCL_PORTS, code)) issue(field, "lclPort", { value: code, allowed: LCL_PORTS.join(", ") });
			}
		}
		if (has(record, "routing", "viaPort")) {
			if (record.routing === "transhipment" && record.viaPort === null) issue("viaPort", "viaRequired");
			if (record.routing === "direct" && record.viaPort !== null) issue("viaPort", "viaNotAllowed");
		}
	}

	if (kind === "air") {
		const breaks = ["n", "b45", "b100", "b300", "b500", "b1000"];
		for (let i = 1; i < breaks.length; i++) {
			const [prev, field] = [breaks[i - 1] as string, breaks[i] as string];
			if (has(record, prev, field) && Number(record[field]) > Number(record[prev]))
				issue(field, "breakIncreases", { column: headerOfField(kind, field), previous: headerOfField(kind, prev) });
		}
	}

	if (kind === "surcharge" || kind === "port_cost") {
		const onlyFor: Record<string, string> = { per_container: "fcl", per_rt: "lcl", per_kg: "air" };
		if (has(record, "basis", "mode")) {
			const only = onlyFor[String(record.basis)];
			if (only && only !== record.mode) issue("basis", "basisMode", { basis: String(record.basis), mode: String(record.mode), only });
		}
		if (has(record, "containerCode", "mode") && record.containerCode !== null && record.mode !== "fcl") issue("containerCode", "containerOnlyFcl");
	}

	if (kind === "trucking" && has(record, "province", "basis")) {
		const province = ctx.provinces.find((p) => p.code === record.province);
		const expected = province?.truckingBasis;
		if (province && (expected === "one_way" || expected === "round_trip") && expected !== record.basis)
			issue("basis", "truckingBasis", { province: province.nameKo, expected });
	}
	return issues;
}

/** Two rows compete when their key fields are equal; strings compare without case or edge spaces. */
export function keyOf(kind: RateKind, record: RateRecord): string | null {
	const parts: string[] = [];
	for (const field of KEY_FIELDS[kind]) {
		const value = record[field];
		if (value === undefined) return null;
		parts.push(typeof value === "string" ? value.trim().toLowerCase() : String(value));
	}
	return JSON.stringify(parts);
}

type Span = { from: string; to: string };

function spanOf(kind: RateKind, record: RateRecord): Span | null {
	if (!hasValidity(kind)) return { from: "", to: "" }; // same key is already a clash
	if (!has(record, "validFrom", "validTo") || String(record.validFrom) > String(record.validTo)) return null;
	return { from: String(record.validFrom), to: String(record.validTo) };
}

const overlaps = (a: Span, b: Span) => a.from <= b.to && b.from <= a.to;

/** Ids (an id must exist to be updated, once per sheet) and overlapping validity, in the sheet and against the store. */
function crossRowRules(kind: RateKind, rows: readonly ParsedRow[], ctx: SheetContext): Issue[] {
	const issues: Issue[] = [];
	const storedIds = new Set(ctx.stored.map((r) => String(r.id)));
	const firstLineOfId = new Map<string, number>();
	for (const { line, record } of rows) {
		if (typeof record.id !== "string") continue;
		if (!storedIds.has(record.id)) issues.push({ row: line, column: "id", key: "unknownId", params: { value: record.id } });
		const first = firstLineOfId.get(record.id);
		if (first !== undefined) issues.push({ row: line, column: "id", key: "duplicateId", params: { value: record.id, row: first } });
		else firstLineOfId.set(record.id, line);
	}

	const keyColumn = hasValidity(kind) ? "valid_from" : headerOfField(kind, KEY_FIELDS[kind].at(-1) as string);
	const sameKeySheet: ErrorKey = kind === "exchange" ? "sameDateRow" : "overlapsRow";
	const sameKeyStored: ErrorKey = kind === "exchange" ? "sameDateStored" : "overlapsStored";

	// the sheet against itself: sorted by start, each row is checked against the latest-ending row before it
	const groups = new Map<string, { line: number; span: Span }[]>();
	for (const { line, record } of rows) {
		const key = keyOf(kind, record);
		const span = spanOf(kind, record);
		if (key === null || span === null) continue;
		const group = groups.get(key) ?? [];
		group.push({ line, span });
		groups.set(key, group);
	}
	for (const group of groups.values()) {
		group.sort((a, b) => (a.span.from < b.span.from ? -1 : a.span.from > b.span.from ? 1 : a.line - b.line));
		let reach: { line: number; span: Span } | null = null;
		for (const entry of group) {
			if (reach && overlaps(reach.span, entry.span)) issues.push({ row: entry.line, column: keyColumn, key: sameKeySheet, params: { row: reach.line } });
			if (!reach || entry.span.to > reach.span.to) reach = entry;
		}
	}

	// the sheet against the store: a stored row that the sheet updates is replaced, so only its new version counts
	const replaced = new Set(rows.map((r) => r.record.id).filter((id): id is string => typeof id === "string"));
	const stored = new Map<string, { id: string; span: Span }[]>();
	for (const record of ctx.stored) {
		if (replaced.has(String(record.id))) continue;
		const key = keyOf(kind, record);
		const span = spanOf(kind, record);
		if (key === null || span === null) continue;
		const list = stored.get(key) ?? [];
		list.push({ id: String(record.id), span });
		stored.set(key, list);
	}
	for (const { line, record } of rows) {
		const key = keyOf(kind, record);
		const span = spanOf(kind, record);
		// a row whose id is unreadable is reported as such; which stored row it replaces is unknown
		if (key === null || span === null || record.id === undefined) continue;
		const clash = stored.get(key)?.find((s) => overlaps(s.span, span));
		if (clash) issues.push({ row: line, column: keyColumn, key: sameKeyStored, params: { id: clash.id, from: clash.span.from, to: clash.span.to } });
	}
	return issues;
}

function isBlank(raw: RawRow): boolean {
	return Object.values(raw.values).every((v) => v.trim() === "");
}

/**
 * Validates rows of one kind: every cell, the rules within a row, ids, and overlapping validity. All
 * problems are reported, sorted by row; the records are usable only when there are none.
 */
export function validateRows(kind: RateKind, rows: readonly RawRow[], ctx: SheetContext): { rows: ParsedRow[]; issues: Issue[] } {
	const parsed: ParsedRow[] = [];
	const issues: Issue[] = [];
	for (const raw of rows) {
		if (isBlank(raw)) continue;
		const cells = parseCells(kind, raw, ctx);
		issues.push(...cells.issues, ...rowRules(kind, cells.record, raw.line, ctx));
		parsed.push({ line: raw.line, record: cells.record });
	}
	issues.push(...crossRowRules(kind, parsed, ctx));
	return { rows: parsed, issues: sortIssues(issues) };
}

function sortIssues(issues: Issue[]): Issue[] {
	return issues.sort((a, b) => a.row - b.row);
}

/** The file's rows as read: the header first, each row with the line it starts on. */
export type SheetTable = { rows: { line: number; cells: string[] }[] };

export type SheetResult =
	| { ok: true; kind: RateKind; rows: ParsedRow[] }
	| { ok: false; kind: RateKind | null; issues: Issue[] };

/**
 * A whole sheet: the header picks the kind (or confirms the chosen one), then every row is validated.
 * `contextFor` is asked only once the kind is known.
 */
export function validateSheet(table: SheetTable, chosen: RateKind | null, contextFor: (kind: RateKind) => SheetContext): SheetResult {
	const [headerRow, ...body] = table.rows;
	const header = (headerRow?.cells ?? []).map(normalizeHeader);
	while (header.length && header.at(-1) === "") header.pop();
	const { kind, issues } = detectKind(header, chosen);
	const dataRows = body.filter((r) => r.cells.some((c) => c.trim() !== ""));
	if (!kind || issues.length) return { ok: false, kind, issues };
	if (dataRows.length === 0) return { ok: false, kind, issues: [{ row: 2, key: "noRows" }] };
	if (dataRows.length > MAX_SHEET_ROWS) return { ok: false, kind, issues: [{ row: (dataRows[MAX_SHEET_ROWS] as { line: number }).line, key: "tooManyRows", params: { max: MAX_SHEET_ROWS } }] };

	const cellIssues: Issue[] = [];
	const raws: RawRow[] = dataRows.map(({ line, cells }) => {
		const values: Record<string, string> = {};
		header.forEach((h, i) => {
			values[h] = cells[i] ?? "";
		});
		if (cells.slice(header.length).some((c) => c.trim() !== "")) cellIssues.push({ row: line, key: "extraCell", params: { columns: header.length } });
		return { line, values };
	});
	const result = validateRows(kind, raws, contextFor(kind));
	const all = sortIssues([...cellIssues, ...result.issues]);
	return all.length ? { ok: false, kind, issues: all } : { ok: true, kind, rows: result.rows };
}

// ---------------------------------------------------------------------------------------------
// Output
// ---------------------------------------------------------------------------------------------

/** A stored record as the sheet writes it: header -> text. */
export function formatRecord(kind: RateKind, record: RateRecord): Record<string, string> {
	const out: Record<string, string> = {};
	for (const column of COLUMNS[kind]) {
		const value = record[column.field];
		out[column.header] = value === undefined || value === null ? "" : column.cell.format(value, record);
	}
	return out;
}

/** A stored record as the list shows it: money with its currency, percent with %, in the reader's locale. */
export function displayRecord(kind: RateKind, record: RateRecord, locale: Locale): Record<string, string> {
	const out: Record<string, string> = {};
	for (const column of COLUMNS[kind]) {
		const value = record[column.field];
		if (value === undefined || value === null) out[column.header] = "";
		else out[column.header] = column.cell.display ? column.cell.display(value, record, locale) : column.cell.format(value, record);
	}
	return out;
}

export type FieldChange = { column: string; before: string; after: string };

/** What a change did, column by column, as sheet text (a created row lists its filled cells). */
export function diffRecords(kind: RateKind, before: RateRecord | null, after: RateRecord | null): FieldChange[] {
	const a = before ? formatRecord(kind, before) : {};
	const b = after ? formatRecord(kind, after) : {};
	return headersOf(kind)
		.filter((h) => h !== "id" && (a[h] ?? "") !== (b[h] ?? ""))
		.map((column) => ({ column, before: a[column] ?? "", after: b[column] ?? "" }));
}

/** The header row and one row per record, as text. */
export function toSheetRows(kind: RateKind, records: readonly RateRecord[]): string[][] {
	const headers = headersOf(kind);
	return [headers, ...records.map((r) => {
		const formatted = formatRecord(kind, r);
		return headers.map((h) => formatted[h] ?? "");
	})];
}

/** The record's own fields (no audit columns), e.g. to store in the history or compare. */
export function pickFields(kind: RateKind, row: Readonly<Record<string, unknown>>): RateRecord {
	const out: RateRecord = {};
	for (const { field } of COLUMNS[kind]) {
		const value = row[field];
		out[field] = value === undefined ? null : (value as CellValue);
	}
	return out;
}

/** Whether a parsed row would change the stored one (the id aside). */
export function sameRecord(kind: RateKind, a: RateRecord, b: RateRecord): boolean {
	return COLUMNS[kind].every(({ field }) => field === "id" || (a[field] ?? null) === (b[field] ?? null));
}
