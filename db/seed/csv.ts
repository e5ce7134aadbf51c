// A small RFC 4180 CSV reader for the reference data under db/data. Written here rather than pulled in
// as a dependency because the seed must run under plain Node (type stripping) with nothing but
// better-sqlite3 and drizzle, and the files are small and trusted.

export type CsvRecord = Record<string, string>;

/**
 * Splits CSV text into rows of fields. Handles quoted fields (embedded commas, line breaks and doubled
 * quotes), LF, CRLF and lone CR line ends, and a leading byte-order mark. Blank lines are skipped
 * because spreadsheet exports often end with one. A quote inside an unquoted field is kept as text.
 */
export function parseCsv(text: string): string[][] {
	const input = text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
	const rows: string[][] = [];
	let row: string[] = [];
	let field = "";
	let inQuotes = false;
	// Whether the current field was quoted, so `""` (an empty quoted field) still counts as a field.
	let quoted = false;
	let line = 1;
	let quoteStartLine = 0;

	const endField = () => {
		row.push(field);
		field = "";
		quoted = false;
	};
	const endRow = () => {
		// A blank line is no fields at all; an explicit `""` alone on a line is one empty field.
		const blank = row.length === 0 && field === "" && !quoted;
		endField();
		if (!blank) rows.push(row);
		row = [];
	};

	for (let i = 0; i < input.length; i++) {
		const ch = input[i];
		if (inQuotes) {
			if (ch === '"') {
				if (input[i + 1] === '"') {
					field += '"';
					i++;
				} else {
					inQuotes = false;
				}
			} else {
				if (ch === "\n") line++;
				field += ch;
			}
			continue;
		}
		if (ch === '"' && field === "" && !quoted) {
			inQuotes = true;
			quoted = true;
			quoteStartLine = line;
		} else if (ch === ",") {
			endField();
		} else if (ch === "\r" || ch === "\n") {
			if (ch === "\r" && input[i + 1] === "\n") i++;
			endRow();
			line++;
		} else {
			field += ch;
		}
	}
	if (inQuotes) throw new Error(`CSV: unterminated quoted field starting on line ${quoteStartLine}`);
	// Text not ending in a line break still has a last row to flush.
	if (field !== "" || quoted || row.length > 0) endRow();
	return rows;
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
