import { describe, expect, it } from "vitest";
import { MAX_SERIES_ROWS, parseIndexValue, parseSeriesCsv, parseWeek } from "./series-csv.ts";

describe("parseWeek and parseIndexValue", () => {
	it.each([
		["2026-01-16", "2026-01-16"],
		["2026/1/16", "2026-01-16"],
		["2026.01.16", "2026-01-16"],
		["2026-02-30", null],
		["16/01/2026", null],
		["", null],
	])("%s -> %s", (text, week) => expect(parseWeek(text)).toBe(week));

	it.each([
		["1310.32", 1310.32],
		["1,310.32", 1310.32],
		[" 752 ", 752],
		["0", null],
		["-5", null],
		["abc", null],
		["1e3", null],
		["100001", null],
	])("%s -> %s", (text, value) => expect(parseIndexValue(text)).toBe(value));
});

describe("parseSeriesCsv", () => {
	it("reads the reference file's shape, ignores other columns and sorts by week", () => {
		const r = parseSeriesCsv(
			'date,scfi_composite,source\n2025-10-24,1403.6,"JIFFA, entry"\n2025-10-17,1310.32,JIFFA\n\n',
		);
		expect(r).toEqual({
			ok: true,
			rows: [
				{ line: 3, week: "2025-10-17", value: 1310.32 },
				{ line: 2, week: "2025-10-24", value: 1403.6 },
			],
		});
	});

	it.each([
		["Week,Value", "week,value\n2026-01-09,1500"],
		["Korean headers", "날짜,지수\n2026-01-09,1500"],
		["a byte-order mark", "\uFEFFDate,SCFI\n2026-01-09,1500"],
	])("accepts %s", (_name, text) => expect(parseSeriesCsv(text).ok).toBe(true));

	it.each([
		["an empty file", "", [{ line: 0, key: "empty" }]],
		["a header only", "date,value\n", [{ line: 0, key: "empty" }]],
		["no date column", "when,value\n2026-01-09,1", [{ line: 1, key: "noDateColumn" }]],
		["no value column", "date,price\n2026-01-09,1", [{ line: 1, key: "noValueColumn" }]],
		["an open quote", 'date,value\n"2026-01-09,1', [{ line: 2, key: "unterminatedQuote" }]],
	])("refuses %s", (_name, text, issues) => {
		expect(parseSeriesCsv(text)).toEqual({ ok: false, issues });
	});

	it("reports every bad line with its number, and stores nothing", () => {
		const r = parseSeriesCsv("date,value\n2026-01-09,1500\n2026-13-01,1500\n2026-01-16,n/a\n2026-01-09,1600\n");
		expect(r).toEqual({
			ok: false,
			issues: [
				{ line: 3, key: "date", params: { text: "2026-13-01" } },
				{ line: 4, key: "value", params: { text: "n/a" } },
				{ line: 5, key: "duplicate", params: { week: "2026-01-09", first: 2 } },
			],
		});
	});

	it("refuses more than the row limit", () => {
		const lines = Array.from({ length: MAX_SERIES_ROWS + 1 }, (_, i) => `2000-01-01,${i + 1}`);
		const r = parseSeriesCsv(`date,value\n${lines.join("\n")}`);
		expect(r.ok).toBe(false);
		expect(r.ok ? null : r.issues[0]?.key).toBe("tooManyRows");
	});
});
