// An index series as CSV, the way staff import what they are licensed to use (decision 077): a header
// naming a date column and a value column (the SSE's export, the reference file and a spreadsheet
// all work: "date,scfi_composite,source", "week,value", "Date,SCFI"), then one week per line. Other
// columns are ignored. Pure: every line is checked and every problem reported with its line number;
// the caller stores nothing unless there are none.
import { readCsv } from "#app/rates/csv.ts";
import { type Week, isWeek } from "./weeks.ts";

export const MAX_SERIES_ROWS = 5000;
export const MAX_SERIES_BYTES = 512 * 1024;
/** A plausible index value: the SCFI has ranged from about 400 to 5,100 since 2009. */
export const MAX_INDEX_VALUE = 100_000;

export type SeriesRow = { line: number; week: Week; value: number };
export type SeriesIssueKey =
	| "empty"
	| "unterminatedQuote"
	| "noDateColumn"
	| "noValueColumn"
	| "tooManyRows"
	| "tooLarge"
	| "date"
	| "value"
	| "duplicate";
export type SeriesIssue = { line: number; key: SeriesIssueKey; params?: Record<string, string | number> };
export type SeriesParse = { ok: true; rows: SeriesRow[] } | { ok: false; issues: SeriesIssue[] };

const DATE_HEADERS = ["date", "week", "weekdate", "publicationdate", "day", "날짜", "일자", "ngày"];
const VALUE_HEADERS = ["value", "scfi", "scficomposite", "composite", "index", "close", "지수", "giátrị"];
const normalize = (text: string) =>
	text
		.trim()
		.toLowerCase()
		.replace(/[\s_\-./]/g, "");

/** "2026-01-16", "2026/01/16" and "2026.1.16" all name the same week. */
export function parseWeek(text: string): Week | null {
	const m = /^(\d{4})[-/.](\d{1,2})[-/.](\d{1,2})$/.exec(text.trim());
	if (!m) return null;
	const [, year = "", month = "", day = ""] = m;
	const week = `${year}-${month.padStart(2, "0")}-${day.padStart(2, "0")}`;
	return isWeek(week) ? week : null;
}

/** "1,234.56" or "1234.56": a positive index value, or null. */
export function parseIndexValue(text: string): number | null {
	const t = text.trim().replace(/,/g, "");
	if (!/^\d+(\.\d+)?$/.test(t)) return null;
	const value = Number(t);
	return value > 0 && value <= MAX_INDEX_VALUE ? value : null;
}

export function parseSeriesCsv(text: string): SeriesParse {
	const read = readCsv(text);
	if (!read.ok) return { ok: false, issues: [{ line: read.line, key: "unterminatedQuote" }] };
	const records = read.rows.filter((r) => r.cells.some((c) => c.trim() !== ""));
	const [header, ...lines] = records;
	if (!header || lines.length === 0) return { ok: false, issues: [{ line: 0, key: "empty" }] };
	const names = header.cells.map(normalize);
	const dateAt = names.findIndex((n) => DATE_HEADERS.includes(n));
	const valueAt = names.findIndex((n) => VALUE_HEADERS.includes(n));
	const issues: SeriesIssue[] = [];
	if (dateAt < 0) issues.push({ line: header.line, key: "noDateColumn" });
	if (valueAt < 0) issues.push({ line: header.line, key: "noValueColumn" });
	if (lines.length > MAX_SERIES_ROWS) issues.push({ line: 0, key: "tooManyRows", params: { max: MAX_SERIES_ROWS } });
	if (issues.length) return { ok: false, issues };
	const rows: SeriesRow[] = [];
	const seen = new Map<Week, number>();
	for (const { line, cells } of lines) {
		const dateText = cells[dateAt] ?? "";
		const valueText = cells[valueAt] ?? "";
		const week = parseWeek(dateText);
		const value = parseIndexValue(valueText);
		if (!week) issues.push({ line, key: "date", params: { text: dateText.slice(0, 40) } });
		if (value === null) issues.push({ line, key: "value", params: { text: valueText.slice(0, 40) } });
		if (!week || value === null) continue;
		const first = seen.get(week);
		if (first !== undefined) {
			issues.push({ line, key: "duplicate", params: { week, first } });
			continue;
		}
		seen.set(week, line);
		rows.push({ line, week, value });
	}
	if (issues.length) return { ok: false, issues };
	return { ok: true, rows: rows.sort((a, b) => (a.week < b.week ? -1 : 1)) };
}
