// A rate sheet's rows, validated: every cell by its column's cell type, the rules within a row (a
// lane needs one Korean gateway, air breaks never rise ...), and the rules between rows (ids exist and
// appear once, validity never overlaps another row of the same key, in the sheet or in the store).
// Every problem is reported with its line and column, so a person fixes the sheet in one pass.
import { KOREAN_AIRPORTS, KOREAN_SEA_PORTS, LCL_PORTS, isOneOf } from "#app/pricing/codes.ts";
import type { RateKind } from "#app/pricing/types.ts";
import { COLUMNS, KEY_FIELDS, hasValidity } from "./sheet-columns.ts";
import type { ErrorKey, Issue, IssueParams, RateRecord, SheetContext } from "./sheet-context.ts";

/** A row as read: the line number and the cell texts by (normalized) header. */
export type RawRow = { line: number; values: Readonly<Record<string, string>> };

export type ParsedRow = { line: number; record: RateRecord };

function headerOfField(kind: RateKind, field: string): string {
	return COLUMNS[kind].find((c) => c.field === field)?.header ?? field;
}

/** Parses the cells of one row; fields whose cell is bad are left out of the record. */
function parseCells(kind: RateKind, raw: RawRow, ctx: SheetContext): { record: RateRecord; issues: Issue[] } {
	const record: RateRecord = {};
	const issues: Issue[] = [];
	const columns = COLUMNS[kind];
	for (const column of [...columns.filter((c) => !c.cell.late), ...columns.filter((c) => c.cell.late)]) {
		const text = (raw.values[column.header] ?? "").trim();
		if (text === "") {
			if (column.required) issues.push({ row: raw.line, column: column.header, key: "required" });
			else record[column.field] = column.fallback ?? null;
			continue;
		}
		const parsed = column.cell.parse(text, record, ctx);
		if (parsed.ok) record[column.field] = parsed.value;
		else if (parsed.key) issues.push({ row: raw.line, column: column.header, key: parsed.key, params: parsed.params });
	}
	return { record, issues };
}

const has = (record: RateRecord, ...fields: string[]) => fields.every((f) => record[f] !== undefined);

function isKorean(code: string, places: ReadonlyMap<string, string>): boolean {
	return places.get(code) === "KR";
}

/** Rules between the cells of one row. Only cells that parsed are checked, so nothing is reported twice. */
function rowRules(kind: RateKind, record: RateRecord, line: number, ctx: SheetContext): Issue[] {
	const issues: Issue[] = [];
	const issue = (field: string, key: ErrorKey, params?: IssueParams) =>
		issues.push({ row: line, column: headerOfField(kind, field), key, params });

	if (hasValidity(kind) && has(record, "validFrom", "validTo") && String(record.validFrom) > String(record.validTo))
		issue("validTo", "validToBeforeFrom", { from: String(record.validFrom), to: String(record.validTo) });

	if (kind === "fcl" || kind === "lcl" || kind === "air") {
		const [a, b] = kind === "air" ? ["origin", "destination"] : ["pol", "pod"];
		const gateways: readonly string[] = kind === "air" ? KOREAN_AIRPORTS : KOREAN_SEA_PORTS;
		const places = kind === "air" ? ctx.airports : ctx.ports;
		if (has(record, a as string, b as string)) {
			const codeA = String(record[a as string]);
			const codeB = String(record[b as string]);
			const gatewayA = gateways.includes(codeA);
			const gatewayB = gateways.includes(codeB);
			if ((gatewayA && isKorean(codeB, places)) || (gatewayB && isKorean(codeA, places)))
				issue(b as string, "bothKorean", { pol: codeA, pod: codeB });
			else if (!gatewayA && !gatewayB) {
				if (isKorean(codeA, places)) issue(a as string, "notGateway", { value: codeA, allowed: gateways.join(", ") });
				else if (isKorean(codeB, places))
					issue(b as string, "notGateway", { value: codeB, allowed: gateways.join(", ") });
				else issue(a as string, "noKoreanEnd", { allowed: gateways.join(", ") });
			} else if (kind === "lcl") {
				const [field, code] = gatewayA ? [a as string, codeA] : [b as string, codeB];
				if (!isOneOf(LCL_PORTS, code)) issue(field, "lclPort", { value: code, allowed: LCL_PORTS.join(", ") });
			}
		}
		if (has(record, "routing", "viaPort")) {
			if (record.routing === "transhipment" && record.viaPort === null) issue("viaPort", "viaRequired");
			if (record.routing === "direct" && record.viaPort !== null) issue("viaPort", "viaNotAllowed");
		}
	}

	if (kind === "air") {
		const breaks = ["n", "b45", "b100", "b300", "b500", "b1000"];
		for (let i = 1; i < breaks.length; i++) {
			const [prev, field] = [breaks[i - 1] as string, breaks[i] as string];
			if (has(record, prev, field) && Number(record[field]) > Number(record[prev]))
				issue(field, "breakIncreases", { column: headerOfField(kind, field), previous: headerOfField(kind, prev) });
		}
	}

	if (kind === "surcharge" || kind === "port_cost") {
		const onlyFor: Record<string, string> = { per_container: "fcl", per_rt: "lcl", per_kg: "air" };
		if (has(record, "basis", "mode")) {
			const only = onlyFor[String(record.basis)];
			if (only && only !== record.mode)
				issue("basis", "basisMode", { basis: String(record.basis), mode: String(record.mode), only });
		}
		if (has(record, "containerCode", "mode") && record.containerCode !== null && record.mode !== "fcl")
			issue("containerCode", "containerOnlyFcl");
	}

	if (kind === "trucking" && has(record, "province", "basis")) {
		const province = ctx.provinces.find((p) => p.code === record.province);
		const expected = province?.truckingBasis;
		if (province && (expected === "one_way" || expected === "round_trip") && expected !== record.basis)
			issue("basis", "truckingBasis", { province: province.nameKo, expected });
	}
	return issues;
}

/** Two rows compete when their key fields are equal; strings compare without case or edge spaces. */
export function keyOf(kind: RateKind, record: RateRecord): string | null {
	const parts: string[] = [];
	for (const field of KEY_FIELDS[kind]) {
		const value = record[field];
		if (value === undefined) return null;
		parts.push(typeof value === "string" ? value.trim().toLowerCase() : String(value));
	}
	return JSON.stringify(parts);
}

type Span = { from: string; to: string };

function spanOf(kind: RateKind, record: RateRecord): Span | null {
	if (!hasValidity(kind)) return { from: "", to: "" }; // same key is already a clash
	if (!has(record, "validFrom", "validTo") || String(record.validFrom) > String(record.validTo)) return null;
	return { from: String(record.validFrom), to: String(record.validTo) };
}

const overlaps = (a: Span, b: Span) => a.from <= b.to && b.from <= a.to;

/** Ids (an id must exist to be updated, once per sheet) and overlapping validity, in the sheet and against the store. */
function crossRowRules(kind: RateKind, rows: readonly ParsedRow[], ctx: SheetContext): Issue[] {
	const issues: Issue[] = [];
	const storedIds = new Set(ctx.stored.map((r) => String(r.id)));
	const firstLineOfId = new Map<string, number>();
	for (const { line, record } of rows) {
		if (typeof record.id !== "string") continue;
		if (!storedIds.has(record.id))
			issues.push({ row: line, column: "id", key: "unknownId", params: { value: record.id } });
		const first = firstLineOfId.get(record.id);
		if (first !== undefined)
			issues.push({ row: line, column: "id", key: "duplicateId", params: { value: record.id, row: first } });
		else firstLineOfId.set(record.id, line);
	}

	const keyColumn = hasValidity(kind) ? "valid_from" : headerOfField(kind, KEY_FIELDS[kind].at(-1) as string);
	const sameKeySheet: ErrorKey = kind === "exchange" ? "sameDateRow" : "overlapsRow";
	const sameKeyStored: ErrorKey = kind === "exchange" ? "sameDateStored" : "overlapsStored";

	// the sheet against itself: sorted by start, each row is checked against the latest-ending row before it
	const groups = new Map<string, { line: number; span: Span }[]>();
	for (const { line, record } of rows) {
		const key = keyOf(kind, record);
		const span = spanOf(kind, record);
		if (key === null || span === null) continue;
		const group = groups.get(key) ?? [];
		group.push({ line, span });
		groups.set(key, group);
	}
	for (const group of groups.values()) {
		group.sort((a, b) => (a.span.from < b.span.from ? -1 : a.span.from > b.span.from ? 1 : a.line - b.line));
		let reach: { line: number; span: Span } | null = null;
		for (const entry of group) {
			if (reach && overlaps(reach.span, entry.span))
				issues.push({ row: entry.line, column: keyColumn, key: sameKeySheet, params: { row: reach.line } });
			if (!reach || entry.span.to > reach.span.to) reach = entry;
		}
	}

	// the sheet against the store: a stored row that the sheet updates is replaced, so only its new version counts
	const replaced = new Set(rows.map((r) => r.record.id).filter((id): id is string => typeof id === "string"));
	const stored = new Map<string, { id: string; span: Span }[]>();
	for (const record of ctx.stored) {
		if (replaced.has(String(record.id))) continue;
		const key = keyOf(kind, record);
		const span = spanOf(kind, record);
		if (key === null || span === null) continue;
		const list = stored.get(key) ?? [];
		list.push({ id: String(record.id), span });
		stored.set(key, list);
	}
	for (const { line, record } of rows) {
		const key = keyOf(kind, record);
		const span = spanOf(kind, record);
		// a row whose id is unreadable is reported as such; which stored row it replaces is unknown
		if (key === null || span === null || record.id === undefined) continue;
		const clash = stored.get(key)?.find((s) => overlaps(s.span, span));
		if (clash)
			issues.push({
				row: line,
				column: keyColumn,
				key: sameKeyStored,
				params: { id: clash.id, from: clash.span.from, to: clash.span.to },
			});
	}
	return issues;
}

function isBlank(raw: RawRow): boolean {
	return Object.values(raw.values).every((v) => v.trim() === "");
}

/**
 * Validates rows of one kind: every cell, the rules within a row, ids, and overlapping validity. All
 * problems are reported, sorted by row; the records are usable only when there are none.
 */
export function validateRows(
	kind: RateKind,
	rows: readonly RawRow[],
	ctx: SheetContext,
): { rows: ParsedRow[]; issues: Issue[] } {
	const parsed: ParsedRow[] = [];
	const issues: Issue[] = [];
	for (const raw of rows) {
		if (isBlank(raw)) continue;
		const cells = parseCells(kind, raw, ctx);
		issues.push(...cells.issues, ...rowRules(kind, cells.record, raw.line, ctx));
		parsed.push({ line: raw.line, record: cells.record });
	}
	issues.push(...crossRowRules(kind, parsed, ctx));
	return { rows: parsed, issues: sortIssues(issues) };
}

/** Problems in row order (the sort is stable: within a row, in the order they were found). */
export function sortIssues(issues: Issue[]): Issue[] {
	return issues.sort((a, b) => a.row - b.row);
}
