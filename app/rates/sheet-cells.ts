// The rate sheet's cell types: each parses one trimmed, non-blank cell (blank cells are handled once,
// by the column's `required` and `fallback`, in sheet-rows.ts) and formats a stored value back to the
// text a sheet holds, so a sheet exported from the list imports back unchanged. Pure: the reference
// data a cell looks up (ports, airports, provinces) comes in the SheetContext.
import { KOREAN_SEA_PORTS, isOneOf } from "#app/pricing/codes.ts";
import { CURRENCIES, type Currency, MINOR_DIGITS, formatDecimal, parseDecimal } from "#app/pricing/money.ts";
import { isCalendarDate } from "#app/calendar/calendar.ts";
import { formatMoney, formatNumber, formatPerUsd } from "#app/i18n/format.ts";
import type { Locale } from "#app/i18n/locales.ts";
import { cleanText } from "#app/text/free-text.ts";
import type { CellValue, ErrorKey, IssueParams, RateRecord, SheetContext } from "./sheet-context.ts";

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

const fail = (key: ErrorKey, params?: IssueParams): Parsed => ({ ok: false, key, params });
const ok = (value: CellValue): Parsed => ({ ok: true, value });
const plain = (value: CellValue) => (value === null ? "" : String(value));

export const idCell: CellType = {
	// ids are opaque (demo rows carry readable ones, Hangul district names included): anything without
	// spaces or control characters, so a shifted column is caught
	parse: (raw) => (/^[^\s\p{C}]{1,128}$/u.test(raw) ? ok(raw) : fail("badId", { value: raw })),
	format: plain,
	input: { kind: "text" },
};

// A cell starting with = + - @ is a formula to Excel: refusing it keeps exported sheets inert. Carrier
// names and notes go through the shared free-text rule (one line; app/text/free-text.ts), from the
// edit form and from an imported sheet alike.
export function textCell(max: number): CellType {
	return {
		parse: (raw) => {
			const text = cleanText(raw, "line");
			if (!text.ok) return fail("hiddenCharacters");
			if (/^[=+\-@]/.test(text.value)) return fail("formulaLike", { value: text.value });
			if (text.value.length > max) return fail("tooLong", { max });
			return ok(text.value);
		},
		format: plain,
		input: { kind: "text" },
	};
}

/** One of a list, matched without regard to case and stored as the list spells it. */
export function codeCell(list: readonly string[]): CellType {
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

export const portCell: CellType = {
	parse: (raw, _row, ctx) => parsePort(raw, ctx),
	format: plain,
	input: { kind: "text" },
};
export const airportCell: CellType = {
	parse: (raw, _row, ctx) => parseAirport(raw, ctx),
	format: plain,
	input: { kind: "text" },
};

/** A port for sea rows, an airport for air rows (surcharges and port costs have a mode column). */
export const placeCell: CellType = {
	parse: (raw, row, ctx) => {
		if (row.mode === undefined) return { ok: false };
		return row.mode === "air" ? parseAirport(raw, ctx) : parsePort(raw, ctx);
	},
	format: plain,
	input: { kind: "text" },
	late: true,
};

export const koreanPortCell: CellType = {
	parse: (raw) => {
		const code = raw.toUpperCase();
		return isOneOf(KOREAN_SEA_PORTS, code)
			? ok(code)
			: fail("notKoreanPort", { value: raw, allowed: KOREAN_SEA_PORTS.join(", ") });
	},
	format: plain,
	input: { kind: "select", options: KOREAN_SEA_PORTS },
};

/**
 * A decimal written as people write it ("412.50", "130000", "130,000") into an integer scaled by
 * 10^digits. More decimals than `digits` is an error: a price is never rounded on the way in.
 */
export function parseScaled(
	raw: string,
	digits: number,
): { ok: true; value: number } | { ok: false; key: ErrorKey; params?: IssueParams } {
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
		if (parsed.key === "tooManyDecimals")
			return fail("tooManyDecimals", { value: raw, currency, digits: MINOR_DIGITS[currency] });
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
export function moneyCell(fixed?: Currency): CellType {
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
export function chargeAmountCell(zeroKey: ErrorKey): CellType {
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
export const perUsdCell: CellType = {
	parse: (raw) => {
		const parsed = parseScaled(raw, 2);
		if (!parsed.ok) return fail(parsed.key === "tooManyDecimals" ? "rateDecimals" : parsed.key, { value: raw });
		return parsed.value > 0 ? ok(parsed.value) : fail("amountPositive");
	},
	format: (value) => (typeof value === "number" ? formatScaled(value, 2, false) : plain(value)),
	// as stored, with its two decimals (1,385.50, not 1,385.5): the rate the quotes are converted with
	display: (value, _row, locale) => (typeof value === "number" ? formatPerUsd(value, locale) : plain(value)),
	input: { kind: "number" },
	numeric: true,
};

export function intCell(min: number, max: number): CellType {
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

export const boolCell: CellType = {
	parse: (raw) => {
		const value = parseBoolean(raw);
		return value === null ? fail("notBoolean", { value: raw }) : ok(value);
	},
	format: (value) => (value === true ? "true" : value === false ? "false" : ""),
	display: (value) => (value === true ? "✓" : ""),
	input: { kind: "bool" },
};

/** A real calendar date written YYYY-MM-DD (the app's one date check, years 2000-2100). */
export const dateCell: CellType = {
	parse: (raw) => (isCalendarDate(raw) ? ok(raw) : fail("badDate", { value: raw })),
	format: plain,
	input: { kind: "date" },
};

/** ISO 3166-2:KR code ("KR-11"), or the Korean name ("서울특별시", "서울"), stored as the code. */
export const provinceCell: CellType = {
	parse: (raw, _row, ctx) => {
		const wanted = raw.normalize("NFC").toUpperCase();
		const found = ctx.provinces.find((p) => p.code === wanted || p.nameKo === wanted || p.shortNameKo === wanted);
		return found ? ok(found.code) : fail("unknownProvince", { value: raw });
	},
	format: plain,
	input: { kind: "text" },
};

export const districtCell: CellType = {
	parse: (raw, row, ctx) => {
		const province = ctx.provinces.find((p) => p.code === row.province);
		if (!province) return { ok: false };
		const name = raw.normalize("NFC");
		return province.districts.includes(name)
			? ok(name)
			: fail("unknownDistrict", { value: raw, province: province.nameKo });
	},
	format: plain,
	input: { kind: "text" },
	late: true,
};
