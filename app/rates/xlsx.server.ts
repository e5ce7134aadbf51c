// Rate sheets as .xlsx: read the first worksheet into rows of text, and write rows of text back with
// number cells where the column holds a number (so Excel can sum them). Text is the common currency
// with the CSV path: sheet.ts parses and formats, this module only converts cells.
import type { Cell, Row } from "write-excel-file/node";
import type { SheetTable } from "./sheet.ts";

/** The first bytes of every .xlsx (a ZIP archive): "PK\3\4". */
export function looksLikeXlsx(bytes: Uint8Array): boolean {
	return bytes.length >= 4 && bytes[0] === 0x50 && bytes[1] === 0x4b && bytes[2] === 0x03 && bytes[3] === 0x04;
}

function pad(n: number): string {
	return String(n).padStart(2, "0");
}

/**
 * One cell as the text a person would have typed. Excel keeps dates as day numbers with a date format;
 * the reader turns them into Dates at UTC midnight, so the UTC calendar date is the typed date.
 */
export function cellText(value: unknown): string {
	if (value === null || value === undefined) return "";
	if (value instanceof Date) return `${value.getUTCFullYear()}-${pad(value.getUTCMonth() + 1)}-${pad(value.getUTCDate())}`;
	if (typeof value === "boolean") return value ? "true" : "false";
	// String() of a double is its shortest exact form: 412.1 stored as 412.10000000000002 reads "412.1"
	if (typeof value === "number") return Number.isFinite(value) ? String(value) : "";
	return String(value);
}

export type XlsxReadResult = { ok: true; table: SheetTable } | { ok: false; error: "unreadableXlsx" };

/** The first worksheet; its row N is line N of the report, as Excel numbers it. */
export async function readXlsx(bytes: Uint8Array): Promise<XlsxReadResult> {
	// the Excel libraries load with the first sheet, not with the server (decision 038)
	const { readSheet } = await import("read-excel-file/node");
	try {
		const data = await readSheet(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength), { trim: true });
		return { ok: true, table: { rows: data.map((row, i) => ({ line: i + 1, cells: row.map(cellText) })) } };
	} catch {
		// a ZIP that is not a workbook, a damaged file, a workbook without sheets
		return { ok: false, error: "unreadableXlsx" };
	}
}

function numberCell(text: string): Cell {
	const match = /^\d+(?:\.(\d+))?$/.exec(text);
	if (!match) return text || null;
	const decimals = match[1]?.length ?? 0;
	return { value: Number(text), type: Number, format: decimals ? `0.${"0".repeat(decimals)}` : "0" };
}

/** Rows of text (header first) as an .xlsx; columns flagged numeric become number cells. */
export async function writeXlsx(rows: readonly (readonly string[])[], numeric: readonly boolean[], sheet: string): Promise<Buffer> {
	const [header = [], ...body] = rows;
	const data: Row[] = [
		header.map((h) => ({ value: h, fontWeight: "bold" as const })),
		...body.map((row) => row.map((text, i) => (numeric[i] ? numberCell(text) : text || null))),
	];
	const { default: writeXlsxFile } = await import("write-excel-file/node");
	return writeXlsxFile(data, { sheet, stickyRowsCount: 1, columns: header.map((h) => ({ width: Math.max(10, h.length + 2) })) }).toBuffer();
}
