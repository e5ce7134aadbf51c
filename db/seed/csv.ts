// CSV records for the reference data under db/data. Our own small reader rather than a dependency,
// because the seed runs under plain Node (type stripping) and the files are small and trusted.

import { readCsv } from "../../app/rates/csv.ts";

export type CsvRecord = Record<string, string>;

/**
 * Splits CSV text into rows of fields with the rate sheets' RFC 4180 reader (app/rates/csv.ts), minus
 * blank lines, which spreadsheet exports often end with. Throws on an unterminated quoted field.
 */
export function parseCsv(text: string): string[][] {
	const result = readCsv(text);
	if (!result.ok) throw new Error(`CSV: unterminated quoted field starting on line ${result.line}`);
	return result.rows.filter((row) => row.cells.length > 0).map((row) => row.cells);
}

/**
 * Parses CSV with a header row into records keyed by column name. Throws when a row has a different
 * number of fields from the header, since a shifted column would silently put a latitude into a name.
 */
export function parseCsvRecords(text: string): CsvRecord[] {
	const [header, ...rows] = parseCsv(text);
	if (!header) return [];
	const names = header.map((name) => name.trim());
	const duplicate = names.find((name, i) => names.indexOf(name) !== i);
	if (duplicate !== undefined) throw new Error(`CSV: duplicate column "${duplicate}"`);
	return rows.map((fields, index) => {
		if (fields.length !== names.length) {
			throw new Error(
				`CSV: record ${index + 1} has ${fields.length} fields, expected ${names.length} (${names.join(",")})`,
			);
		}
		const record: CsvRecord = {};
		names.forEach((name, i) => {
			record[name] = fields[i] ?? "";
		});
		return record;
	});
}
