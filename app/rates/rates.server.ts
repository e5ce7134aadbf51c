// Rates in the database for the staff pages: list and filter, one row, edit, delete, sheet import and
// export, and the change history. Every write records who made it and a rate_changes row with the
// row before and after; a sheet import is one transaction that stores all its rows or none.
import crypto from "node:crypto";
import { type SQL, and, asc, count, desc, eq, getTableColumns, gt, gte, lt, lte, sql } from "drizzle-orm";
import type { SQLiteColumn, SQLiteTable } from "drizzle-orm/sqlite-core";
import { type AppDatabase, type Tx, getDb } from "#db/client.ts";
import {
	airRates,
	airports,
	exchangeRates,
	fclRates,
	lclRates,
	portCosts,
	ports,
	rateChanges,
	rateImports,
	surcharges,
	truckingRates,
	users,
} from "#db/schema.ts";
import { MODES, type Mode, isOneOf } from "#app/pricing/codes.ts";
import { seoulToday } from "#app/calendar/calendar.ts";
import type { IsoDate, RateKind } from "#app/pricing/types.ts";
import { onceResult, recordOnce } from "#app/utils/once.server.ts";
import { readCsv, writeCsv } from "./csv.ts";
import {
	COLUMNS,
	type ErrorKey,
	type Issue,
	KEY_FIELDS,
	MAX_SHEET_BYTES,
	type ProvinceInfo,
	type RateRecord,
	type SheetContext,
	type SheetTable,
	VALIDITIES,
	type ValidityFilter,
	hasValidity,
	isIsoDate,
	pickFields,
	sameRecord,
	toSheetRows,
	validateRows,
	validateSheet,
} from "./sheet.ts";
import { looksLikeXlsx, readXlsx, writeXlsx } from "./xlsx.server.ts";
import { krRegions } from "#app/places/kr-regions.ts";

/** The database or a transaction: both read and write the same way. */
type Db = AppDatabase | Tx;

const TABLES = {
	fcl: fclRates,
	lcl: lclRates,
	air: airRates,
	surcharge: surcharges,
	port_cost: portCosts,
	trucking: truckingRates,
	exchange: exchangeRates,
} satisfies Record<RateKind, SQLiteTable>;

// The seven tables share no TypeScript type that Drizzle can select from generically; the column
// definitions of sheet.ts say what each holds, so the rows are handled as records keyed by field.
function tableOf(kind: RateKind): typeof fclRates {
	return TABLES[kind] as unknown as typeof fclRates;
}

function column(kind: RateKind, field: string): SQLiteColumn {
	const found = (getTableColumns(TABLES[kind]) as Record<string, SQLiteColumn>)[field];
	if (!found) throw new Error(`rates: ${kind} has no column ${field}`);
	return found;
}

export const PAGE_SIZE = 50;


// ---------------------------------------------------------------------------------------------
// Reference data and the sheet context
// ---------------------------------------------------------------------------------------------

let provinces: ProvinceInfo[] | undefined;

function provinceInfo(): ProvinceInfo[] {
	provinces ??= krRegions().provinces.map((p) => ({
		code: p.code,
		nameKo: p.nameKo,
		shortNameKo: p.shortNameKo,
		truckingBasis: p.truckingBasis,
		districts: (p.districts ?? []).map((d) => d.nameKo),
	}));
	return provinces;
}

function storedRecords(kind: RateKind, db: Db = getDb()): RateRecord[] {
	return db
		.select()
		.from(tableOf(kind))
		.all()
		.map((row) => pickFields(kind, row));
}

/** What row validation needs: ports, airports, Korean regions and the stored rows of the kind. */
export function sheetContext(kind: RateKind, db: Db = getDb()): SheetContext {
	return {
		ports: new Map(db.select({ code: ports.code, country: ports.countryCode }).from(ports).all().map((p) => [p.code, p.country])),
		airports: new Map(db.select({ code: airports.code, country: airports.countryCode }).from(airports).all().map((a) => [a.code, a.country])),
		provinces: provinceInfo(),
		stored: storedRecords(kind, db),
	};
}

// ---------------------------------------------------------------------------------------------
// List and filters
// ---------------------------------------------------------------------------------------------

export type RateFilters = {
	origin: string;
	destination: string;
	port: string;
	carrier: string;
	mode: Mode | "";
	validity: ValidityFilter;
	/** the date of "valid on" */
	on: IsoDate;
};

/** Which filters a kind offers: a lane for freight, a port for the others, carrier and mode where they exist. */
export function filtersOf(kind: RateKind): { lane: boolean; port: boolean; carrier: boolean; mode: boolean } {
	const freight = kind === "fcl" || kind === "lcl" || kind === "air";
	return {
		lane: freight,
		port: kind === "surcharge" || kind === "port_cost" || kind === "trucking",
		carrier: freight || kind === "surcharge",
		mode: kind === "surcharge" || kind === "port_cost",
	};
}

const cleanCode = (value: string | null) => (value ?? "").trim().toUpperCase().replace(/[^A-Z0-9-]/g, "").slice(0, 8);

/** The list's filters from the query string; anything unusable falls back to the default. */
export function parseFilters(kind: RateKind, params: URLSearchParams, today: IsoDate = seoulToday()): RateFilters {
	const offered = filtersOf(kind);
	const validity = params.get("validity");
	const on = params.get("on") ?? "";
	const mode = params.get("mode");
	return {
		origin: offered.lane ? cleanCode(params.get("origin")) : "",
		destination: offered.lane ? cleanCode(params.get("destination")) : "",
		port: offered.port ? cleanCode(params.get("port")) : "",
		carrier: offered.carrier ? (params.get("carrier") ?? "").trim().slice(0, 100) : "",
		mode: offered.mode && isOneOf(MODES, mode) ? mode : "",
		validity: isOneOf(VALIDITIES, validity) ? validity : "on",
		on: isIsoDate(on) ? on : today,
	};
}

/** The query string of a kind and its filters, for links (pages, export, kind tabs keep their own). */
export function filterQuery(kind: RateKind, filters: RateFilters, extra: Record<string, string> = {}): string {
	const params = new URLSearchParams({ kind });
	for (const key of ["origin", "destination", "port", "carrier", "mode"] as const) if (filters[key]) params.set(key, filters[key]);
	params.set("validity", filters.validity);
	if (filters.validity === "on") params.set("on", filters.on);
	for (const [k, v] of Object.entries(extra)) params.set(k, v);
	return params.toString();
}

function escapeLike(text: string): string {
	return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

function conditions(kind: RateKind, filters: RateFilters, today: IsoDate): SQL[] {
	const where: SQL[] = [];
	const c = (field: string) => column(kind, field);
	if (filters.origin) where.push(eq(c(kind === "air" ? "origin" : "pol"), filters.origin));
	if (filters.destination) where.push(eq(c(kind === "air" ? "destination" : "pod"), filters.destination));
	if (filters.port) where.push(eq(c("port"), filters.port));
	// LIKE is case-insensitive for ASCII in SQLite; the escape keeps % and _ in a carrier name literal
	if (filters.carrier) where.push(sql`${c("carrier")} like ${`%${escapeLike(filters.carrier)}%`} escape '\\'`);
	if (filters.mode) where.push(eq(c("mode"), filters.mode));
	const date = filters.validity === "on" ? filters.on : today;
	if (hasValidity(kind)) {
		const from = c("validFrom");
		const to = c("validTo");
		if (filters.validity === "on" || filters.validity === "current") where.push(lte(from, date), gte(to, date));
		if (filters.validity === "future") where.push(gt(from, today));
		if (filters.validity === "expired") where.push(lt(to, today));
	} else {
		// an exchange rate is in force from its date until the next one of the same currency
		const inForce = (on: string) =>
			sql`(select max(x.effective_date) from exchange_rates x where x.currency = ${exchangeRates.currency} and x.effective_date <= ${on})`;
		if (filters.validity === "on" || filters.validity === "current") where.push(sql`${exchangeRates.effectiveDate} = ${inForce(date)}`);
		if (filters.validity === "future") where.push(gt(exchangeRates.effectiveDate, today));
		if (filters.validity === "expired") where.push(sql`${exchangeRates.effectiveDate} < ${inForce(today)}`);
	}
	return where;
}

function ordering(kind: RateKind): SQL[] {
	const start = hasValidity(kind) ? [asc(column(kind, "validFrom"))] : [];
	return [...KEY_FIELDS[kind].map((f) => asc(column(kind, f))), ...start, asc(column(kind, "id"))];
}

function filteredRecords(kind: RateKind, filters: RateFilters, today: IsoDate, page?: number): RateRecord[] {
	const query = getDb()
		.select()
		.from(tableOf(kind))
		.where(and(...conditions(kind, filters, today)))
		.orderBy(...ordering(kind));
	const rows = page === undefined ? query.all() : query.limit(PAGE_SIZE).offset((page - 1) * PAGE_SIZE).all();
	return rows.map((row) => pickFields(kind, row));
}

export type RatePage = { rows: RateRecord[]; total: number; page: number; pageCount: number };

/** One page (50 rows) of a kind's rates under the filters; a page past the end shows the last. */
export function listRates(kind: RateKind, filters: RateFilters, page: number, today: IsoDate = seoulToday()): RatePage {
	const total = getDb()
		.select({ n: count() })
		.from(tableOf(kind))
		.where(and(...conditions(kind, filters, today)))
		.get()?.n ?? 0;
	const pageCount = Math.max(1, Math.ceil(total / PAGE_SIZE));
	const current = Math.min(Math.max(1, Math.floor(page) || 1), pageCount);
	return { rows: filteredRecords(kind, filters, today, current), total, page: current, pageCount };
}

export function getRate(kind: RateKind, id: string, db: Db = getDb()): RateRecord | null {
	const row = db.select().from(tableOf(kind)).where(eq(column(kind, "id"), id)).get();
	return row ? pickFields(kind, row) : null;
}

// ---------------------------------------------------------------------------------------------
// Writes
// ---------------------------------------------------------------------------------------------

function newId(kind: RateKind): string {
	return `${kind.replace("_", "")}-${crypto.randomBytes(9).toString("base64url")}`;
}

type Change = { kind: RateKind; rowId: string; action: "create" | "update" | "delete"; before: RateRecord | null; after: RateRecord | null };

function recordChange(tx: Tx, change: Change, userId: string, importId: string | null = null): void {
	tx.insert(rateChanges)
		.values({
			kind: change.kind,
			rowId: change.rowId,
			action: change.action,
			before: change.before ? JSON.stringify(change.before) : null,
			after: change.after ? JSON.stringify(change.after) : null,
			importId,
			userId,
		})
		.run();
}

/** A staff edit is a sheet's own decision, so a corrected spec9 surcharge row is from then on "sheet". */
function auditValues(kind: RateKind, userId: string): Record<string, unknown> {
	return { updatedAt: new Date(), updatedBy: userId, ...(kind === "surcharge" ? { source: "sheet" } : {}) };
}

function insertRow(tx: Tx, kind: RateKind, record: RateRecord, userId: string): void {
	tx.insert(tableOf(kind))
		.values({ ...record, ...auditValues(kind, userId) } as never)
		.run();
}

function updateRow(tx: Tx, kind: RateKind, record: RateRecord, userId: string): void {
	const { id, ...fields } = record;
	tx.update(tableOf(kind))
		.set({ ...fields, ...auditValues(kind, userId) } as never)
		.where(eq(column(kind, "id"), String(id)))
		.run();
}

export type EditOutcome = { ok: true; changed: boolean } | { ok: false; issues: Issue[] } | { ok: false; notFound: true };

/**
 * Saves one row from the edit form (cell texts by sheet header), validated exactly as a sheet row,
 * overlap check included. Unchanged values write nothing.
 */
export function updateRate(kind: RateKind, id: string, values: Record<string, string>, userId: string): EditOutcome {
	return getDb().transaction(
		(tx) => {
			const before = getRate(kind, id, tx);
			if (!before) return { ok: false, notFound: true } as const;
			const { rows, issues } = validateRows(kind, [{ line: 1, values: { ...values, id } }], sheetContext(kind, tx));
			const after = rows[0]?.record;
			if (issues.length || !after) return { ok: false, issues } as const;
			if (sameRecord(kind, before, after)) return { ok: true, changed: false } as const;
			updateRow(tx, kind, after, userId);
			recordChange(tx, { kind, rowId: id, action: "update", before, after }, userId);
			return { ok: true, changed: true } as const;
		},
		{ behavior: "immediate" },
	);
}

/** Deletes one row, keeping it in the history. False when there is no such row. */
export function deleteRate(kind: RateKind, id: string, userId: string): boolean {
	return getDb().transaction(
		(tx) => {
			const before = getRate(kind, id, tx);
			if (!before) return false;
			tx.delete(tableOf(kind)).where(eq(column(kind, "id"), id)).run();
			recordChange(tx, { kind, rowId: id, action: "delete", before, after: null }, userId);
			return true;
		},
		{ behavior: "immediate" },
	);
}

// ---------------------------------------------------------------------------------------------
// Import
// ---------------------------------------------------------------------------------------------

/** File-level problems have row 0: they concern the file, not a line of it. */
const fileIssue = (key: ErrorKey, params?: Issue["params"]): Issue => ({ row: 0, key, params });

/**
 * The file's rows, judged by its bytes, never its name: an .xlsx is a ZIP ("PK\3\4"); anything else
 * must be UTF-8 text (a BOM is fine). The legacy .xls and CP949 CSV get their own messages because
 * those are what Excel produces by default on Korean Windows.
 */
export async function readSheetFile(bytes: Uint8Array): Promise<{ ok: true; table: SheetTable } | { ok: false; issue: Issue }> {
	if (bytes.byteLength === 0) return { ok: false, issue: fileIssue("fileRequired") };
	if (bytes.byteLength > MAX_SHEET_BYTES) return { ok: false, issue: fileIssue("fileTooLarge", { mb: MAX_SHEET_BYTES / 1024 / 1024 }) };
	if (looksLikeXlsx(bytes)) {
		const read = await readXlsx(bytes);
		return read.ok ? read : { ok: false, issue: fileIssue(read.error) };
	}
	if (bytes[0] === 0xd0 && bytes[1] === 0xcf && bytes[2] === 0x11 && bytes[3] === 0xe0) return { ok: false, issue: fileIssue("xlsNotSupported") };
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

export type ImportInput = { bytes: Uint8Array; fileName: string; chosen: RateKind | null; userId: string; onceKey: string };

export type ImportOutcome =
	| { ok: true; importId: string; path: string }
	| { ok: false; kind: RateKind | null; issues: Issue[] }
	| { ok: false; duplicate: true };

export const IMPORT_ONCE_PURPOSE = "rate-import";

export function importDonePath(importId: string): string {
	return `/admin/rates/import?done=${encodeURIComponent(importId)}`;
}

/**
 * Imports a sheet: reads the file, validates every row against the stored rows, and stores all rows
 * in one transaction with an import record and a history row per created or updated row, or nothing
 * at all. Rows that equal their stored version are left alone, so a re-imported export changes nothing.
 * Validation runs inside the (immediate) transaction, so no other writer can slip an overlapping row
 * in between the check and the write.
 */
export async function importSheet(input: ImportInput): Promise<ImportOutcome> {
	const read = await readSheetFile(input.bytes);
	if (!read.ok) return { ok: false, kind: input.chosen, issues: [read.issue] };
	const fileName = input.fileName.trim().slice(0, 200) || "sheet";
	try {
		return getDb().transaction(
			(tx): ImportOutcome => {
				// a parallel submission of the same form may have finished while this one was reading
				// the file: its rows would now look like overlaps, so answer as the resubmission it is
				if (onceResult(input.onceKey, IMPORT_ONCE_PURPOSE)) return { ok: false, duplicate: true };
				let context: SheetContext | undefined;
				const result = validateSheet(read.table, input.chosen, (kind) => (context = sheetContext(kind, tx)));
				if (!result.ok) return result;
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
				tx.insert(rateImports).values({ id: importId, kind, fileName, created: creates.length, updated: updates.length, userId: input.userId }).run();
				for (const record of creates) {
					insertRow(tx, kind, record, input.userId);
					recordChange(tx, { kind, rowId: String(record.id), action: "create", before: null, after: record }, input.userId, importId);
				}
				for (const { before, after } of updates) {
					updateRow(tx, kind, after, input.userId);
					recordChange(tx, { kind, rowId: String(after.id), action: "update", before, after }, input.userId, importId);
				}
				const path = importDonePath(importId);
				recordOnce(tx, input.onceKey, IMPORT_ONCE_PURPOSE, path);
				return { ok: true, importId, path };
			},
			{ behavior: "immediate" },
		);
	} catch (error) {
		// the one-time key was recorded by a parallel submission of the same form: it did the work
		if (error instanceof Error && /UNIQUE constraint failed: once_keys/.test(error.message)) return { ok: false, duplicate: true };
		throw error;
	}
}

export type ImportSummary = { id: string; kind: string; fileName: string; created: number; updated: number; createdAt: Date; userName: string | null };

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
	return importsQuery().orderBy(desc(rateImports.createdAt), desc(rateImports.id)).limit(limit).all();
}

// ---------------------------------------------------------------------------------------------
// Export
// ---------------------------------------------------------------------------------------------

export const EXPORT_FORMATS = ["csv", "xlsx"] as const;
export type ExportFormat = (typeof EXPORT_FORMATS)[number];

export type ExportFile = { body: Uint8Array; contentType: string; fileName: string };

/** The rows of the list's filters (all pages), in the import's format: the same columns, ids included. */
export async function exportRates(kind: RateKind, filters: RateFilters, format: ExportFormat, today: IsoDate = seoulToday()): Promise<ExportFile> {
	const rows = toSheetRows(kind, filteredRecords(kind, filters, today));
	const base = `rates-${kind}-${today}`;
	if (format === "xlsx") {
		const numeric = COLUMNS[kind].map((c) => Boolean(c.cell.numeric));
		const body = await writeXlsx(rows, numeric, kind);
		return { body: new Uint8Array(body), contentType: "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet", fileName: `${base}.xlsx` };
	}
	return { body: new TextEncoder().encode(writeCsv(rows, { bom: true })), contentType: "text/csv; charset=utf-8", fileName: `${base}.csv` };
}

// ---------------------------------------------------------------------------------------------
// History
// ---------------------------------------------------------------------------------------------

export type HistoryEntry = {
	id: number;
	kind: RateKind;
	rowId: string;
	action: "create" | "update" | "delete";
	before: RateRecord | null;
	after: RateRecord | null;
	importId: string | null;
	userName: string | null;
	userEmail: string | null;
	createdAt: Date;
};

export type HistoryFilters = { kind: RateKind | null; rowId: string };

function parseJson(text: string | null): RateRecord | null {
	if (!text) return null;
	try {
		return JSON.parse(text) as RateRecord;
	} catch {
		return null;
	}
}

/** Changes newest first, optionally of one kind and one row; 50 a page. */
export function listHistory(filters: HistoryFilters, page: number): { entries: HistoryEntry[]; total: number; page: number; pageCount: number } {
	const db = getDb();
	const where = and(
		filters.kind ? eq(rateChanges.kind, filters.kind) : undefined,
		filters.rowId ? eq(rateChanges.rowId, filters.rowId) : undefined,
	);
	const total = db.select({ n: count() }).from(rateChanges).where(where).get()?.n ?? 0;
	const pageCount = Math.max(1, Math.ceil(total / PAGE_SIZE));
	const current = Math.min(Math.max(1, Math.floor(page) || 1), pageCount);
	const rows = db
		.select({ change: rateChanges, userName: users.name, userEmail: users.email })
		.from(rateChanges)
		.leftJoin(users, eq(users.id, rateChanges.userId))
		.where(where)
		.orderBy(desc(rateChanges.createdAt), desc(rateChanges.id))
		.limit(PAGE_SIZE)
		.offset((current - 1) * PAGE_SIZE)
		.all();
	const entries = rows.map(({ change, userName, userEmail }) => ({
		id: change.id,
		kind: change.kind as RateKind,
		rowId: change.rowId,
		action: change.action,
		before: parseJson(change.before),
		after: parseJson(change.after),
		importId: change.importId,
		userName,
		userEmail,
		createdAt: change.createdAt,
	}));
	return { entries, total, page: current, pageCount };
}
