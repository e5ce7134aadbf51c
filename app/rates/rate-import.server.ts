// Rate sheets in: the uploaded file read by its bytes (CSV or XLSX), every row validated against the
// stored rows, and all rows stored in one transaction with an import record and a history row each,
// or nothing at all. The form's one-time key makes a double submit import once (exactlyOnce).
import crypto from "node:crypto";
import { desc, eq } from "drizzle-orm";
import { insertionOrder } from "#db/insertion-order.ts";
import { getDb } from "#db/client.ts";
import { rateImports, users } from "#db/schema.ts";
import type { RateKind } from "#app/pricing/types.ts";
import { exactlyOnceOr } from "#app/utils/once.server.ts";
import { refuse } from "#app/utils/refusal.ts";
import { readCsv } from "./csv.ts";
import { sameRecord } from "./sheet-columns.ts";
import { type ErrorKey, type Issue, MAX_SHEET_BYTES, type RateRecord, type SheetContext } from "./sheet-context.ts";
import { sheetContext } from "./sheet-context.server.ts";
import { type SheetTable, validateSheet } from "./sheet.ts";
import { recordChange } from "./rate-history.server.ts";
import { insertRow, updateRow } from "./rate-tables.server.ts";
import { looksLikeXlsx, readXlsx } from "./xlsx.server.ts";

/** File-level problems have row 0: they concern the file, not a line of it. */
const fileIssue = (key: ErrorKey, params?: Issue["params"]): Issue => ({ row: 0, key, params });

/**
 * The file's rows, judged by its bytes, never its name: an .xlsx is a ZIP ("PK\3\4"); anything else
 * must be UTF-8 text (a BOM is fine). The legacy .xls and CP949 CSV get their own messages because
 * those are what Excel produces by default on Korean Windows.
 */
export async function readSheetFile(
	bytes: Uint8Array,
): Promise<{ ok: true; table: SheetTable } | { ok: false; issue: Issue }> {
	if (bytes.byteLength === 0) return { ok: false, issue: fileIssue("fileRequired") };
	if (bytes.byteLength > MAX_SHEET_BYTES)
		return { ok: false, issue: fileIssue("fileTooLarge", { mb: MAX_SHEET_BYTES / 1024 / 1024 }) };
	if (looksLikeXlsx(bytes)) {
		const read = await readXlsx(bytes);
		return read.ok ? read : { ok: false, issue: fileIssue(read.error, "params" in read ? read.params : undefined) };
	}
	if (bytes[0] === 0xd0 && bytes[1] === 0xcf && bytes[2] === 0x11 && bytes[3] === 0xe0)
		return { ok: false, issue: fileIssue("xlsNotSupported") };
	if (bytes.includes(0)) return { ok: false, issue: fileIssue("notSheet") };
	let text: string;
	try {
		text = new TextDecoder("utf-8", { fatal: true }).decode(bytes);
	} catch {
		return { ok: false, issue: fileIssue("notUtf8") };
	}
	const read = readCsv(text);
	if (!read.ok) return { ok: false, issue: { row: read.line, key: "unterminatedQuote" } };
	return { ok: true, table: { rows: read.rows } };
}

export type ImportInput = {
	bytes: Uint8Array;
	fileName: string;
	chosen: RateKind | null;
	userId: string;
	onceKey: string;
};

/** A sheet that did not pass: what the import page reports. */
type Refusal = { ok: false; kind: RateKind | null; issues: Issue[] };

export type ImportOutcome =
	| { ok: true; importId: string; path: string }
	| Refusal
	/** the form's one-time key took effect meanwhile (a parallel resubmission): where that import led */
	| { ok: false; duplicate: true; path: string };

export const IMPORT_ONCE_PURPOSE = "rate-import";

export function importDonePath(importId: string): string {
	return `/admin/rates/import?done=${encodeURIComponent(importId)}`;
}

function newId(kind: RateKind): string {
	return `${kind.replace("_", "")}-${crypto.randomBytes(9).toString("base64url")}`;
}

/**
 * Imports a sheet: reads the file, validates every row against the stored rows, and stores all rows
 * in one transaction with an import record and a history row per created or updated row, or nothing
 * at all. Rows that equal their stored version are left alone, so a re-imported export changes nothing.
 * Validation runs inside the (immediate) transaction, so no other writer can slip an overlapping row
 * in between the check and the write; a parallel submission of the same form that finished while this
 * one was reading the file is answered as the repeat it is, before its rows could look like overlaps.
 */
export async function importSheet(input: ImportInput): Promise<ImportOutcome> {
	const read = await readSheetFile(input.bytes);
	if (!read.ok) return { ok: false, kind: input.chosen, issues: [read.issue] };
	const fileName = input.fileName.trim().slice(0, 200) || "sheet";
	// a refused sheet is refused inside the effect: it stores nothing and leaves its key unused
	const done = exactlyOnceOr<string, Refusal>(input.onceKey, IMPORT_ONCE_PURPOSE, (tx) => {
		let context: SheetContext | undefined;
		const result = validateSheet(read.table, input.chosen, (kind) => (context = sheetContext(kind, tx)));
		if (!result.ok) refuse(result);
		const { kind } = result;
		const stored = new Map((context?.stored ?? []).map((r) => [String(r.id), r]));
		const creates: RateRecord[] = [];
		const updates: { before: RateRecord; after: RateRecord }[] = [];
		for (const { record } of result.rows) {
			const before = typeof record.id === "string" ? stored.get(record.id) : undefined;
			if (!before) creates.push({ ...record, id: newId(kind) });
			else if (!sameRecord(kind, before, record)) updates.push({ before, after: record });
		}
		const importId = crypto.randomUUID();
		tx.insert(rateImports)
			.values({ id: importId, kind, fileName, created: creates.length, updated: updates.length, userId: input.userId })
			.run();
		for (const record of creates) {
			insertRow(tx, kind, record, input.userId);
			recordChange(
				tx,
				{ kind, rowId: String(record.id), action: "create", before: null, after: record },
				input.userId,
				importId,
			);
		}
		for (const { before, after } of updates) {
			updateRow(tx, kind, after, input.userId);
			recordChange(tx, { kind, rowId: String(after.id), action: "update", before, after }, input.userId, importId);
		}
		return { redirectTo: importDonePath(importId), value: importId };
	});
	if (!done.ok) return done.refused;
	if (done.repeated) return { ok: false, duplicate: true, path: done.redirectTo };
	return { ok: true, importId: done.value, path: done.redirectTo };
}

export type ImportSummary = {
	id: string;
	kind: string;
	fileName: string;
	created: number;
	updated: number;
	createdAt: Date;
	userName: string | null;
};

function importsQuery() {
	return getDb()
		.select({
			id: rateImports.id,
			kind: rateImports.kind,
			fileName: rateImports.fileName,
			created: rateImports.created,
			updated: rateImports.updated,
			createdAt: rateImports.createdAt,
			userName: users.name,
		})
		.from(rateImports)
		.leftJoin(users, eq(users.id, rateImports.userId));
}

export function getImport(id: string): ImportSummary | null {
	return importsQuery().where(eq(rateImports.id, id)).get() ?? null;
}

export function recentImports(limit = 10): ImportSummary[] {
	return importsQuery()
		.orderBy(desc(rateImports.createdAt), desc(insertionOrder(rateImports)))
		.limit(limit)
		.all();
}
