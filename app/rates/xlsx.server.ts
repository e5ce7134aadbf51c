// Rate sheets as .xlsx: read the first worksheet into rows of text, and write rows of text back with
// number cells where the column holds a number (so Excel can sum them). Text is the common currency
// with the CSV path: sheet.ts parses and formats, this module only converts cells.
import { createRequire } from "node:module";
import { Worker } from "node:worker_threads";
import type { Cell, Row } from "write-excel-file/node";
import { MAX_INFLATED_BYTES, judgeZip } from "./zip-guard.ts";
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
	if (value instanceof Date)
		return `${value.getUTCFullYear()}-${pad(value.getUTCMonth() + 1)}-${pad(value.getUTCDate())}`;
	if (typeof value === "boolean") return value ? "true" : "false";
	// String() of a double is its shortest exact form: 412.1 stored as 412.10000000000002 reads "412.1"
	if (typeof value === "number") return Number.isFinite(value) ? String(value) : "";
	return String(value);
}

export type XlsxReadResult =
	| { ok: true; table: SheetTable }
	| { ok: false; error: "unreadableXlsx" }
	| { ok: false; error: "archiveTooLarge"; params: { mb: number } };

/** The worker's memory bound: the sheets we accept (MAX_INFLATED_BYTES of XML) parse in well under it. */
export const WORKER_HEAP_MB = 256;
/** A sheet that takes longer than this on the worker is given up (and the worker stopped). */
export const WORKER_TIME_MS = 30_000;

export type XlsxReadOptions = { heapMb?: number; timeMs?: number };

const tooLarge = { ok: false, error: "archiveTooLarge", params: { mb: MAX_INFLATED_BYTES / 1024 / 1024 } } as const;

// The worker's whole program. It inflates each entry of the archive no further than the size the
// central directory declared (zlib's maxOutputLength), so an index that lies cannot make it inflate
// more than zip-guard.ts allowed; then it reads the first sheet. Cells go back as they are (strings,
// numbers, Dates survive the message) and cellText turns them into text here. Written as a string and
// started with eval, because a separate worker file would not survive the server build; it loads the
// reader by the absolute path resolved below.
const WORKER_SOURCE = `
const { parentPort, workerData } = require("node:worker_threads");
const zlib = require("node:zlib");
const { bytes, entries, readerPath } = workerData;
(async () => {
	for (const e of entries) {
		if (e.method !== 8) continue;
		const data = bytes.subarray(e.dataStart, e.dataStart + e.compressedSize);
		let inflated;
		try {
			inflated = zlib.inflateRawSync(data, { maxOutputLength: Math.max(1, e.inflatedSize) });
		} catch (error) {
			parentPort.postMessage({ ok: false, error: error && error.code === "ERR_BUFFER_TOO_LARGE" ? "archiveTooLarge" : "unreadableXlsx" });
			return;
		}
		if (inflated.length !== e.inflatedSize) {
			parentPort.postMessage({ ok: false, error: inflated.length > e.inflatedSize ? "archiveTooLarge" : "unreadableXlsx" });
			return;
		}
	}
	const { readSheet } = require(readerPath);
	const rows = await readSheet(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength), { trim: true });
	parentPort.postMessage({ ok: true, rows });
})().catch(() => parentPort.postMessage({ ok: false, error: "unreadableXlsx" }));
`;

type WorkerReply = { ok: true; rows: unknown[][] } | { ok: false; error: "unreadableXlsx" | "archiveTooLarge" };

/**
 * The first worksheet; its row N is line N of the report, as Excel numbers it. The archive is judged
 * by its central directory first (zip-guard.ts) and read on a worker thread whose heap is capped: a
 * sheet that would need more is refused as too large, and the server's own memory never sees it.
 */
export async function readXlsx(bytes: Uint8Array, options: XlsxReadOptions = {}): Promise<XlsxReadResult> {
	const verdict = judgeZip(bytes);
	if (!verdict.ok) return verdict.reason === "tooLarge" ? tooLarge : { ok: false, error: "unreadableXlsx" };
	// the Excel library loads on the worker, with the first sheet, not with the server (decision 038)
	const readerPath = createRequire(import.meta.url).resolve("read-excel-file/node");
	const heapMb = options.heapMb ?? WORKER_HEAP_MB;
	const reply = await new Promise<WorkerReply>((resolve) => {
		const worker = new Worker(WORKER_SOURCE, {
			eval: true,
			workerData: { bytes, entries: verdict.entries, readerPath },
			resourceLimits: {
				maxOldGenerationSizeMb: heapMb,
				maxYoungGenerationSizeMb: Math.min(32, Math.max(1, heapMb / 4)),
			},
			stdout: true,
			stderr: true,
		});
		const timer = setTimeout(() => finish({ ok: false, error: "archiveTooLarge" }), options.timeMs ?? WORKER_TIME_MS);
		let settled = false;
		function finish(result: WorkerReply) {
			if (settled) return;
			settled = true;
			clearTimeout(timer);
			void worker.terminate();
			resolve(result);
		}
		worker.on("message", (message: WorkerReply) => finish(message));
		// ERR_WORKER_OUT_OF_MEMORY: the sheet needs more than the bound
		worker.on("error", (error: NodeJS.ErrnoException) =>
			finish({ ok: false, error: error.code === "ERR_WORKER_OUT_OF_MEMORY" ? "archiveTooLarge" : "unreadableXlsx" }),
		);
		worker.on("exit", () => finish({ ok: false, error: "unreadableXlsx" }));
	});
	if (!reply.ok) return reply.error === "archiveTooLarge" ? tooLarge : { ok: false, error: "unreadableXlsx" };
	return { ok: true, table: { rows: reply.rows.map((row, i) => ({ line: i + 1, cells: row.map(cellText) })) } };
}

function numberCell(text: string): Cell {
	const match = /^\d+(?:\.(\d+))?$/.exec(text);
	if (!match) return text || null;
	const decimals = match[1]?.length ?? 0;
	return { value: Number(text), type: Number, format: decimals ? `0.${"0".repeat(decimals)}` : "0" };
}

/** Rows of text (header first) as an .xlsx; columns flagged numeric become number cells. */
export async function writeXlsx(
	rows: readonly (readonly string[])[],
	numeric: readonly boolean[],
	sheet: string,
): Promise<Buffer> {
	const [header = [], ...body] = rows;
	const data: Row[] = [
		header.map((h) => ({ value: h, fontWeight: "bold" as const })),
		...body.map((row) => row.map((text, i) => (numeric[i] ? numberCell(text) : text || null))),
	];
	const { default: writeXlsxFile } = await import("write-excel-file/node");
	return writeXlsxFile(data, {
		sheet,
		stickyRowsCount: 1,
		columns: header.map((h) => ({ width: Math.max(10, h.length + 2) })),
	}).toBuffer();
}
