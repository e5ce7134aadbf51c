// Rates written out: a stored record as the sheet's text (export, edit form), as the list shows it to
// people (money with its currency, in their locale), and what a change did, column by column (history).
import type { Locale } from "#app/i18n/locales.ts";
import type { RateKind } from "#app/pricing/types.ts";
import { COLUMNS, headersOf } from "./sheet-columns.ts";
import type { RateRecord } from "./sheet-context.ts";

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
		else
			out[column.header] = column.cell.display
				? column.cell.display(value, record, locale)
				: column.cell.format(value, record);
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
	return [
		headers,
		...records.map((r) => {
			const formatted = formatRecord(kind, r);
			return headers.map((h) => formatted[h] ?? "");
		}),
	];
}
