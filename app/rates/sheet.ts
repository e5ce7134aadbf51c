// The rate sheet as a whole: one kind of rate per sheet, a header row naming the columns, one rate
// per row. The header picks the kind (or confirms the one chosen), the upload limits are checked, and
// the rows are validated (sheet-rows.ts) against the columns of that kind (sheet-columns.ts). Pure:
// the caller supplies the reference data and the stored rows (SheetContext); every message is a
// translation key under rates.errors.
import type { RateKind } from "#app/pricing/types.ts";
import { COLUMNS, headersOf } from "./sheet-columns.ts";
import { type Issue, MAX_SHEET_ROWS, RATE_KINDS, type SheetContext } from "./sheet-context.ts";
import { type ParsedRow, type RawRow, sortIssues, validateRows } from "./sheet-rows.ts";

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
export function detectKind(
	header: readonly string[],
	chosen: RateKind | null,
): { kind: RateKind | null; issues: Issue[] } {
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
		if (exact.length === 1)
			return {
				kind: chosen,
				issues: [...issues, { row: 1, key: "kindMismatch", params: { chosen, detected: exact[0] as string } }],
			};
		return { kind: chosen, issues: [...issues, ...columnIssues(chosen, named)] };
	}
	if (exact.length === 1) return { kind: exact[0] as RateKind, issues };
	// no exact fit: report against the kind the header resembles most, so the person sees what to fix
	const scored = RATE_KINDS.map((kind) => ({
		kind,
		hits: named.filter((h) => h !== "id" && headersOf(kind).includes(h)).length,
	}));
	const best = scored.reduce((a, b) => (b.hits > a.hits ? b : a));
	if (best.hits === 0 || exact.length > 1)
		return { kind: null, issues: [...issues, { row: 1, key: "kindUndetected" }] };
	return { kind: best.kind, issues: [...issues, ...columnIssues(best.kind, named)] };
}

// ---------------------------------------------------------------------------------------------
// The whole sheet
// ---------------------------------------------------------------------------------------------

/** The file's rows as read: the header first, each row with the line it starts on. */
export type SheetTable = { rows: { line: number; cells: string[] }[] };

export type SheetResult =
	{ ok: true; kind: RateKind; rows: ParsedRow[] } | { ok: false; kind: RateKind | null; issues: Issue[] };

/**
 * A whole sheet: the header picks the kind (or confirms the chosen one), then every row is validated.
 * `contextFor` is asked only once the kind is known.
 */
export function validateSheet(
	table: SheetTable,
	chosen: RateKind | null,
	contextFor: (kind: RateKind) => SheetContext,
): SheetResult {
	const [headerRow, ...body] = table.rows;
	const header = (headerRow?.cells ?? []).map(normalizeHeader);
	while (header.length && header.at(-1) === "") header.pop();
	const { kind, issues } = detectKind(header, chosen);
	const dataRows = body.filter((r) => r.cells.some((c) => c.trim() !== ""));
	if (!kind || issues.length) return { ok: false, kind, issues };
	if (dataRows.length === 0) return { ok: false, kind, issues: [{ row: 2, key: "noRows" }] };
	if (dataRows.length > MAX_SHEET_ROWS)
		return {
			ok: false,
			kind,
			issues: [
				{
					row: (dataRows[MAX_SHEET_ROWS] as { line: number }).line,
					key: "tooManyRows",
					params: { max: MAX_SHEET_ROWS },
				},
			],
		};

	const cellIssues: Issue[] = [];
	const raws: RawRow[] = dataRows.map(({ line, cells }) => {
		const values: Record<string, string> = {};
		header.forEach((h, i) => {
			values[h] = cells[i] ?? "";
		});
		if (cells.slice(header.length).some((c) => c.trim() !== ""))
			cellIssues.push({ row: line, key: "extraCell", params: { columns: header.length } });
		return { line, values };
	});
	const result = validateRows(kind, raws, contextFor(kind));
	const all = sortIssues([...cellIssues, ...result.issues]);
	return all.length ? { ok: false, kind, issues: all } : { ok: true, kind, rows: result.rows };
}
