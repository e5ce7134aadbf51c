// A carrier's tracking export as CSV: one line per event or position, for many
// shipments. Pure: reads the header (the names carriers use: "B/L No.", "Event Code", "Latitude" ...),
// then every line into a milestone and/or a position, or into row errors (line, column, reason key).
// What needs the database (does the shipment exist, may it have a position, is it a transhipment) is
// judged by tracking-import.server.ts with the same zod rules the desk's forms use.
//
// A line is a position when its event is "position" (lat, lon and time); any other event is a
// milestone, planned or actual (kind); an actual milestone that also carries lat/lon records a
// position at the same time, since a carrier's event line often says where the vessel was.
import { type CsvRow, readCsv } from "#app/rates/csv.ts";
import { isBlNo, normaliseBlNo } from "#app/shipments/cargo.ts";
import { parseDocumentNumber } from "#app/lifecycle/lifecycle.ts";
import { MILESTONE_CODES, type MilestoneCode, POSITION_SOURCES, type PositionSource } from "./codes/codes.ts";
import { isTooFarAhead, parseMoment } from "./moments.ts";

export const MAX_TRACKING_BYTES = 2 * 1024 * 1024;
export const MAX_TRACKING_ROWS = 5000;

export const TRACKING_COLUMNS = ["shipment", "event", "time", "kind", "place", "note", "lat", "lon", "source"] as const;
export type TrackingColumn = (typeof TRACKING_COLUMNS)[number];
export const REQUIRED_COLUMNS: readonly TrackingColumn[] = ["shipment", "event", "time", "kind"];

/** Header names as carriers write them, compared without case, spaces or punctuation ("B/L No." = "blno"). */
const HEADER_ALIASES: Record<TrackingColumn, string[]> = {
	shipment: [
		"shipment",
		"shipmentno",
		"shipmentnumber",
		"booking",
		"bookingno",
		"bookingnumber",
		"bl",
		"blno",
		"blnumber",
		"hbl",
		"hblno",
		"awb",
		"awbno",
		"reference",
	],
	event: ["event", "eventcode", "code", "milestone", "status", "statuscode"],
	time: ["time", "eventtime", "datetime", "eventdatetime", "timestamp", "date", "eventdate"],
	kind: ["kind", "plannedactual", "type", "eventtype", "classifier", "eventclassifier"],
	place: ["place", "location", "locode", "port", "eventlocation"],
	note: ["note", "notes", "remark", "remarks", "comment", "description"],
	lat: ["lat", "latitude"],
	lon: ["lon", "lng", "long", "longitude"],
	source: ["source", "datasource"],
};

const normalizeHeader = (text: string) => text.toLowerCase().replace(/[^a-z0-9]/g, "");

/**
 * Event codes: ours ("departed", "gate_in") and the DCSA track-and-trace codes a carrier's export uses
 * (DEPA, ARRI, LOAD, DISC, GTIN, PICK, CONF), compared without case, spaces or dashes.
 */
const EVENT_ALIASES: Record<string, MilestoneCode | "position"> = {
	position: "position",
	pos: "position",
	posn: "position",
	depa: "departed",
	arri: "arrived",
	load: "loaded",
	disc: "discharged",
	gtin: "gate_in",
	pick: "picked_up",
	conf: "booking_confirmed",
	dlvd: "delivered",
};

export function eventCode(text: string): MilestoneCode | "position" | null {
	const key = text
		.trim()
		.toLowerCase()
		.replace(/[\s-]+/g, "_");
	if ((MILESTONE_CODES as readonly string[]).includes(key)) return key as MilestoneCode;
	return EVENT_ALIASES[key.replace(/_/g, "")] ?? null;
}

/** Planned or actual, as carriers mark it (DCSA: PLN, EST, ACT). */
export function eventKind(text: string): "planned" | "actual" | null {
	const key = text.trim().toLowerCase();
	if (["actual", "act", "a"].includes(key)) return "actual";
	if (["planned", "plan", "pln", "p", "estimated", "est", "e", "expected"].includes(key)) return "planned";
	return null;
}

export type TrackingErrorKey =
	| "fileRequired"
	| "fileTooLarge"
	| "notUtf8"
	| "notCsv"
	| "unterminatedQuote"
	| "noRows"
	| "tooManyRows"
	| "missingColumn"
	| "duplicateColumn"
	| "required"
	| "shipmentNumber"
	| "eventCode"
	| "kind"
	| "moment"
	| "actualInFuture"
	| "positionInFuture"
	| "tooLong"
	| "latitude"
	| "longitude"
	| "coordinatesPair"
	| "positionPlanned"
	| "positionSource"
	// judged against the database (tracking-import.server.ts)
	| "unknownShipment"
	| "notShipment"
	| "positionNotDeparted"
	| "positionDelivered"
	| "milestoneNeedsTranshipment";

/** A problem of the file (line 0, or the header's line 1) or of one cell of one line. */
export type TrackingIssue = {
	line: number;
	column: TrackingColumn | null;
	key: TrackingErrorKey;
	params?: Record<string, string | number>;
};

export type TrackingMilestone = {
	code: MilestoneCode;
	place: string | null;
	plannedAt: Date | null;
	actualAt: Date | null;
	note: string | null;
};
export type TrackingPosition = { lat: number; lon: number; at: Date; source: PositionSource };

export type TrackingRow = {
	line: number;
	/** the shipment's number body ("2611-0001"), whatever prefix the export wrote; null when the line names a B/L */
	numberBody: string | null;
	/** a carrier's (master) or our house B/L number, when the line names no number of ours */
	blNo: string | null;
	/** as written, for messages */
	number: string;
	milestone: TrackingMilestone | null;
	position: TrackingPosition | null;
};

export type TrackingParse = { ok: true; rows: TrackingRow[] } | { ok: false; issues: TrackingIssue[] };

const fileIssue = (key: TrackingErrorKey, params?: TrackingIssue["params"]): TrackingIssue => ({
	line: 0,
	column: null,
	key,
	params,
});

/** The bytes as UTF-8 CSV text (a BOM is fine), or why not. */
export function decodeTrackingFile(
	bytes: Uint8Array,
): { ok: true; text: string } | { ok: false; issue: TrackingIssue } {
	if (bytes.byteLength === 0) return { ok: false, issue: fileIssue("fileRequired") };
	if (bytes.byteLength > MAX_TRACKING_BYTES)
		return { ok: false, issue: fileIssue("fileTooLarge", { mb: MAX_TRACKING_BYTES / 1024 / 1024 }) };
	// an .xlsx (a ZIP) or any other binary file
	if ((bytes[0] === 0x50 && bytes[1] === 0x4b) || bytes.includes(0)) return { ok: false, issue: fileIssue("notCsv") };
	try {
		return { ok: true, text: new TextDecoder("utf-8", { fatal: true }).decode(bytes) };
	} catch {
		return { ok: false, issue: fileIssue("notUtf8") };
	}
}

/** The header's columns by position; unknown columns are left out (an export has many we do not need). */
function readHeader(
	header: CsvRow,
): { ok: true; index: Map<TrackingColumn, number> } | { ok: false; issues: TrackingIssue[] } {
	const index = new Map<TrackingColumn, number>();
	const issues: TrackingIssue[] = [];
	header.cells.forEach((cell, i) => {
		const name = normalizeHeader(cell);
		const column = TRACKING_COLUMNS.find((c) => HEADER_ALIASES[c].includes(name));
		if (!column) return;
		if (index.has(column))
			issues.push({ line: header.line, column, key: "duplicateColumn", params: { header: cell.trim() } });
		else index.set(column, i);
	});
	for (const column of REQUIRED_COLUMNS)
		if (!index.has(column)) issues.push({ line: header.line, column, key: "missingColumn" });
	return issues.length ? { ok: false, issues } : { ok: true, index };
}

function coordinate(text: string, min: number, max: number): number | null {
	if (!/^[+-]?(\d+(\.\d*)?|\.\d+)$/.test(text)) return null;
	const n = Number(text);
	return n >= min && n <= max ? n : null;
}

/** One data line: the row, or its issues (every problem of the line, not just the first). */
export function parseTrackingLine(
	line: number,
	cell: (c: TrackingColumn) => string,
	now: Date,
): { row: TrackingRow | null; issues: TrackingIssue[] } {
	const issues: TrackingIssue[] = [];
	const issue = (column: TrackingColumn, key: TrackingErrorKey, params?: TrackingIssue["params"]) =>
		issues.push({ line, column, key, params });

	const number = cell("shipment");
	const numberBody = number ? parseDocumentNumber(number) : null;
	// a carrier's export names shipments by their B/L number: matched against what staff recorded
	const blNo = number && !numberBody && isBlNo(normaliseBlNo(number)) ? normaliseBlNo(number) : null;
	if (!number) issue("shipment", "required");
	else if (!numberBody && !blNo) issue("shipment", "shipmentNumber", { value: number });

	const eventText = cell("event");
	const code = eventText ? eventCode(eventText) : null;
	if (!eventText) issue("event", "required");
	else if (!code) issue("event", "eventCode", { value: eventText });

	const timeText = cell("time");
	const at = timeText ? parseMoment(timeText) : null;
	if (!timeText) issue("time", "required");
	else if (!at) issue("time", "moment", { value: timeText });

	const kindText = cell("kind");
	const kind = kindText ? eventKind(kindText) : code === "position" ? "actual" : null;
	if (kindText && !kind) issue("kind", "kind", { value: kindText });
	else if (!kind) issue("kind", "required");

	const place = cell("place") || null;
	if (place && place.length > 120) issue("place", "tooLong", { max: 120 });
	const note = cell("note") || null;
	if (note && note.length > 500) issue("note", "tooLong", { max: 500 });

	const latText = cell("lat");
	const lonText = cell("lon");
	const lat = latText ? coordinate(latText, -90, 90) : null;
	const lon = lonText ? coordinate(lonText, -180, 180) : null;
	if (latText && lat === null) issue("lat", "latitude", { value: latText });
	if (lonText && lon === null) issue("lon", "longitude", { value: lonText });
	const hasCoordinates = Boolean(latText || lonText);
	if (hasCoordinates && (!latText || !lonText)) issue(latText ? "lon" : "lat", "coordinatesPair");
	if (code === "position" && !hasCoordinates) {
		issue("lat", "required");
		issue("lon", "required");
	}
	if (hasCoordinates && kind === "planned") issue("kind", "positionPlanned");

	const sourceText = cell("source").toLowerCase();
	const source = sourceText
		? (POSITION_SOURCES as readonly string[]).includes(sourceText)
			? (sourceText as PositionSource)
			: null
		: "import";
	if (!source) issue("source", "positionSource", { value: cell("source") });

	if (at && kind === "actual" && isTooFarAhead(at, now))
		issue("time", hasCoordinates || code === "position" ? "positionInFuture" : "actualInFuture");

	if (issues.length || !(numberBody || blNo) || !code || !at || !kind || !source) return { row: null, issues };
	const milestone: TrackingMilestone | null =
		code === "position"
			? null
			: { code, place, note, plannedAt: kind === "planned" ? at : null, actualAt: kind === "actual" ? at : null };
	const position: TrackingPosition | null = lat !== null && lon !== null ? { lat, lon, at, source } : null;
	return { row: { line, numberBody, blNo, number, milestone, position }, issues };
}

/** The whole file: every line read, every problem found (the import stores all lines or none). */
export function parseTrackingCsv(text: string, now: Date): TrackingParse {
	const read = readCsv(text);
	if (!read.ok) return { ok: false, issues: [{ line: read.line, column: null, key: "unterminatedQuote" }] };
	const lines = read.rows.filter((r) => r.cells.some((c) => c.trim() !== ""));
	const [header, ...data] = lines;
	if (!header || data.length === 0) return { ok: false, issues: [fileIssue("noRows")] };
	if (data.length > MAX_TRACKING_ROWS)
		return { ok: false, issues: [fileIssue("tooManyRows", { max: MAX_TRACKING_ROWS })] };
	const head = readHeader(header);
	if (!head.ok) return head;
	const rows: TrackingRow[] = [];
	const issues: TrackingIssue[] = [];
	for (const r of data) {
		const cell = (c: TrackingColumn) => {
			const i = head.index.get(c);
			return i === undefined ? "" : (r.cells[i] ?? "").trim();
		};
		const one = parseTrackingLine(r.line, cell, now);
		if (one.row) rows.push(one.row);
		issues.push(...one.issues);
	}
	return issues.length ? { ok: false, issues } : { ok: true, rows };
}
