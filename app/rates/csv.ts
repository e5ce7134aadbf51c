// CSV for rate sheets (RFC 4180). The reader keeps each record's line number, because the import
// report names rows the way the person sees them in their editor ("row 7"); db/seed/csv.ts drops
// blank lines and line numbers, which is right for trusted seed files but not for this.

/** One record: the line it starts on (header = 1) and its fields. A blank line is a record of no fields. */
export type CsvRow = { line: number; cells: string[] };

export type CsvReadResult = { ok: true; rows: CsvRow[] } | { ok: false; error: "unterminatedQuote"; line: number };

/** Reads CSV text (a leading byte-order mark is skipped). LF, CRLF and lone CR all end a line. */
export function readCsv(text: string): CsvReadResult {
	const input = text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
	const rows: CsvRow[] = [];
	let cells: string[] = [];
	let field = "";
	let quoted = false;
	let inQuotes = false;
	let line = 1;
	let rowLine = 1;
	let quoteLine = 1;

	const endField = () => {
		cells.push(field);
		field = "";
		quoted = false;
	};
	const endRow = () => {
		const blank = cells.length === 0 && field === "" && !quoted;
		if (blank) rows.push({ line: rowLine, cells: [] });
		else {
			endField();
			rows.push({ line: rowLine, cells });
		}
		cells = [];
		field = "";
		quoted = false;
	};

	for (let i = 0; i < input.length; i++) {
		const ch = input[i];
		if (inQuotes) {
			if (ch === '"') {
				if (input[i + 1] === '"') {
					field += '"';
					i++;
				} else inQuotes = false;
			} else {
				if (ch === "\n" || (ch === "\r" && input[i + 1] !== "\n")) line++;
				field += ch;
			}
			continue;
		}
		if (ch === '"' && field === "" && !quoted) {
			inQuotes = true;
			quoted = true;
			quoteLine = line;
		} else if (ch === ",") {
			endField();
		} else if (ch === "\r" || ch === "\n") {
			if (ch === "\r" && input[i + 1] === "\n") i++;
			endRow();
			line++;
			rowLine = line;
		} else {
			field += ch;
		}
	}
	if (inQuotes) return { ok: false, error: "unterminatedQuote", line: quoteLine };
	if (field !== "" || quoted || cells.length > 0) endRow();
	return { ok: true, rows };
}

// Quote what RFC 4180 requires (comma, quote, line break) and also edge spaces, which spreadsheet
// programs would otherwise trim away on the way back in.
function quote(value: string): string {
	return /[",\r\n]|^\s|\s$/.test(value) ? `"${value.replaceAll('"', '""')}"` : value;
}

/**
 * Writes rows as CSV with CRLF line ends. With `bom` the text starts with U+FEFF, which is how Excel
 * recognises UTF-8 (without it, Korean Excel reads the file as CP949 and Hangul turns to mojibake).
 */
export function writeCsv(rows: readonly (readonly string[])[], options: { bom?: boolean } = {}): string {
	const body = rows.map((row) => row.map(quote).join(",")).join("\r\n");
	return (options.bom ? "\uFEFF" : "") + body + (rows.length ? "\r\n" : "");
}
