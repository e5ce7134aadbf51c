// Whole rate sheets: the header picks the kind (or refuses a chosen one that differs), then every row
// is validated, every problem reported in row order, and the upload limits hold.
import { describe, expect, test } from "vitest";
import type { RateKind } from "#app/pricing/types.ts";
import { COLUMNS, headersOf } from "./sheet-columns.ts";
import { VALID, ctx } from "./sheet.fixture.ts";
import { detectKind, validateSheet } from "./sheet.ts";

describe("header", () => {
	test.each(Object.keys(VALID) as RateKind[])("%s is detected from its columns", (kind) => {
		expect(detectKind(headersOf(kind), null)).toEqual({ kind, issues: [] });
		// the optional columns may be left out
		const required = COLUMNS[kind].filter((c) => c.required).map((c) => c.header);
		expect(detectKind(required, null)).toEqual({ kind, issues: [] });
	});
	test("a chosen kind that differs from the header's is an error", () => {
		expect(detectKind(headersOf("lcl"), "fcl").issues).toEqual([
			{ row: 1, key: "kindMismatch", params: { chosen: "fcl", detected: "lcl" } },
		]);
	});
	test("a missing required column and an unknown column are both named", () => {
		const header = headersOf("fcl")
			.filter((h) => h !== "amount")
			.concat("price");
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
		expect(detectKind([...headersOf("exchange"), "currency"], null).issues).toContainEqual({
			row: 1,
			column: "currency",
			key: "duplicateColumn",
			params: { column: "currency" },
		});
		expect(detectKind(["currency", "", "effective_date", "krw_or_vnd_per_usd"], null).issues).toContainEqual({
			row: 1,
			key: "blankColumn",
			params: { position: 2 },
		});
		expect(detectKind([], null).issues).toEqual([{ row: 1, key: "noHeader" }]);
		expect(detectKind(["name", "price"], null)).toEqual({ kind: null, issues: [{ row: 1, key: "kindUndetected" }] });
	});
});

const table = (rows: string[][]) => ({ rows: rows.map((cells, i) => ({ line: i + 1, cells })) });
const sheetOf = (kind: RateKind, rows: Record<string, string>[]) => {
	const headers = headersOf(kind);
	return table([
		headers.map((h) => h.toUpperCase().replace("_", " ")),
		...rows.map((r) => headers.map((h) => r[h] ?? "")),
	]);
};

describe("whole sheets", () => {
	test("headers are matched without case, spaces for underscores; blank lines keep their numbers and are skipped", () => {
		const t = sheetOf("fcl", [VALID.fcl, {}, { ...VALID.fcl, container_code: "dv40" }]);
		const result = validateSheet(t, null, () => ctx());
		expect(result.ok).toBe(true);
		if (result.ok) expect(result.rows.map((r) => r.line)).toEqual([2, 4]);
	});
	test("every problem of every row is reported, in row order", () => {
		const t = sheetOf("fcl", [
			{ ...VALID.fcl, amount: "x", currency: "USD" },
			VALID.fcl,
			{ ...VALID.fcl, pod: "VNXXX", transit_days: "0" },
		]);
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
		expect(validateSheet(table([headersOf("exchange")]), null, () => ctx())).toMatchObject({
			ok: false,
			issues: [{ key: "noRows" }],
		});
		const many = Array.from({ length: 5001 }, () => ["", "KRW", "2026-01-01", "1385"]);
		expect(validateSheet(table([headersOf("exchange"), ...many]), null, () => ctx())).toMatchObject({
			ok: false,
			issues: [{ row: 5002, key: "tooManyRows", params: { max: 5000 } }],
		});
	});
	test("header problems stop before the rows", () => {
		const result = validateSheet(
			table([
				["pol", "pod", "price"],
				["KRPUS", "VNHPH", "1"],
			]),
			null,
			() => ctx(),
		);
		expect(result.ok).toBe(false);
		if (!result.ok) expect(result.issues.every((i) => i.row === 1)).toBe(true);
	});
});
