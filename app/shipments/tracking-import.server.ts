// The tracking CSV import: staff load milestones and positions of many shipments
// from a carrier's export. Every line is read (tracking-csv.ts), then judged against the database: the
// shipment must exist (any company's: staff serve them all) and be a shipment, a position needs a
// shipment that has departed, a transhipment event a transhipment. All lines are stored in one
// transaction with their change-log rows (insertMilestone / insertPosition), or none at all, and the
// form's one-time key makes a double submit import once (exactlyOnce).
import { and, inArray, isNull, or } from "drizzle-orm";
import { shipmentsByBlNo } from "#app/shipments/cargo.server.ts";
import { asStaff } from "#app/auth/guard.server.ts";
import type { SessionUser } from "#app/auth/session.server.ts";
import { canRecordPosition, isShipment } from "#app/lifecycle/lifecycle.ts";
import { exactlyOnceOr } from "#app/utils/once.server.ts";
import { refuse } from "#app/utils/refusal.ts";
import type { Tx } from "#db/client.ts";
import { estimates } from "#db/schema.ts";
import { milestoneSchema } from "./milestones.ts";
import { positionSchema } from "./positions.ts";
import { scheduleOf } from "./shipment.server.ts";
import {
	type TrackingColumn,
	type TrackingErrorKey,
	type TrackingIssue,
	type TrackingRow,
	decodeTrackingFile,
	parseTrackingCsv,
} from "./tracking-csv.ts";
import { insertMilestone, insertPosition } from "./tracking.server.ts";

export const TRACKING_IMPORT_ONCE_PURPOSE = "shipment-tracking-import";
export const TRACKING_IMPORT_PATH = "/admin/shipments/import";

export type TrackingSummary = { milestones: number; positions: number; shipments: number; fileName: string };

export type TrackingImportOutcome =
	| { ok: true; repeated: boolean; redirectTo: string; summary: TrackingSummary | null }
	| { ok: false; issues: TrackingIssue[] };

/** The summary page's address: what was stored travels in the URL (the one-time key remembers it). */
export function summaryPath(s: TrackingSummary): string {
	const q = new URLSearchParams({
		done: "1",
		milestones: String(s.milestones),
		positions: String(s.positions),
		shipments: String(s.shipments),
		file: s.fileName,
	});
	return `${TRACKING_IMPORT_PATH}?${q}`;
}

/** The summary the URL names, or null when it names none. */
export function summaryFrom(params: URLSearchParams): TrackingSummary | null {
	if (params.get("done") !== "1") return null;
	const count = (name: string) => {
		const n = Number(params.get(name));
		return Number.isInteger(n) && n >= 0 ? n : 0;
	};
	return {
		milestones: count("milestones"),
		positions: count("positions"),
		shipments: count("shipments"),
		fileName: (params.get("file") ?? "").slice(0, 200),
	};
}

/** A zod issue of the desk's schemas, as the CSV's column. */
const COLUMN_OF: Record<string, TrackingColumn> = {
	code: "event",
	plannedAt: "time",
	actualAt: "time",
	at: "time",
	place: "place",
	note: "note",
	lat: "lat",
	lon: "lon",
	source: "source",
};

/** "shipments.errors.milestoneNeedsTranshipment" -> the import's key (the desk's and the import's words agree). */
function keyOf(message: string): TrackingErrorKey {
	const key = message.split(".").at(-1) ?? "";
	return (
		[
			"milestoneNeedsTranshipment",
			"actualInFuture",
			"positionInFuture",
			"tooLong",
			"latitude",
			"longitude",
			"moment",
			"positionSource",
		].includes(key)
			? key
			: "eventCode"
	) as TrackingErrorKey;
}

/** Judges the parsed lines against the stored shipments and stores them all, or refuses with every issue found. */
function store(tx: Tx, rows: readonly TrackingRow[], userId: string, now: Date): Omit<TrackingSummary, "fileName"> {
	const bodies = [...new Set(rows.flatMap((r) => (r.numberBody ? [r.numberBody] : [])))];
	// lines that name a carrier's or our house B/L number: the shipment staff recorded it on
	const byBl = shipmentsByBlNo(rows.flatMap((r) => (r.blNo ? [r.blNo] : [])));
	const found = tx
		.select({ id: estimates.id, numberBody: estimates.numberBody, status: estimates.status })
		.from(estimates)
		.where(
			and(
				or(inArray(estimates.numberBody, bodies), inArray(estimates.id, [...new Set(byBl.values())])),
				isNull(estimates.deletedAt),
			),
		)
		.all();
	const byBody = new Map(found.map((e) => [e.numberBody, e]));
	const byId = new Map(found.map((e) => [e.id, e]));
	const paths = new Map(found.map((e) => [e.id, scheduleOf(e.id)?.path ?? "direct"]));
	const issues: TrackingIssue[] = [];
	const writes: (() => void)[] = [];
	let milestones = 0;
	let positions = 0;
	const touched = new Set<string>();
	for (const row of rows) {
		const issue = (column: TrackingColumn, key: TrackingErrorKey, params?: TrackingIssue["params"]) =>
			issues.push({ line: row.line, column, key, params });
		const blShipment = row.blNo ? byBl.get(row.blNo) : undefined;
		const estimate = row.numberBody ? byBody.get(row.numberBody) : blShipment ? byId.get(blShipment) : undefined;
		if (!estimate) {
			issue("shipment", "unknownShipment", { value: row.number });
			continue;
		}
		if (!isShipment(estimate.status)) {
			issue("shipment", "notShipment", { value: row.number });
			continue;
		}
		if (row.milestone) {
			// the desk's own rules (a transhipment event on a direct shipment, a time ahead of now)
			const parsed = milestoneSchema(paths.get(estimate.id) ?? "direct", now).safeParse(row.milestone);
			if (!parsed.success)
				for (const i of parsed.error.issues) issue(COLUMN_OF[String(i.path[0])] ?? "event", keyOf(i.message));
			else {
				const values = parsed.data;
				writes.push(() => insertMilestone(tx, estimate.id, values, userId));
				milestones++;
			}
		}
		if (row.position) {
			if (!canRecordPosition(estimate.status))
				issue(
					row.milestone ? "lat" : "event",
					estimate.status === "finish" ? "positionDelivered" : "positionNotDeparted",
					{ value: row.number },
				);
			else {
				const parsed = positionSchema(now).safeParse(row.position);
				if (!parsed.success)
					for (const i of parsed.error.issues) issue(COLUMN_OF[String(i.path[0])] ?? "lat", keyOf(i.message));
				else {
					const values = parsed.data;
					writes.push(() => insertPosition(tx, estimate.id, values, userId));
					positions++;
				}
			}
		}
		touched.add(estimate.id);
	}
	if (issues.length) refuse(issues.sort((a, b) => a.line - b.line));
	for (const write of writes) write();
	return { milestones, positions, shipments: touched.size };
}

/**
 * Imports a tracking CSV for staff: all lines or none. A repeat of the same form (its one-time key took
 * effect already) answers `repeated` with the first import's summary page.
 */
export function importTracking(
	user: SessionUser,
	input: { bytes: Uint8Array; fileName: string; onceKey: string; now?: Date },
): TrackingImportOutcome {
	asStaff(user);
	const now = input.now ?? new Date();
	const decoded = decodeTrackingFile(input.bytes);
	if (!decoded.ok) return { ok: false, issues: [decoded.issue] };
	const parsed = parseTrackingCsv(decoded.text, now);
	if (!parsed.ok) return parsed;
	const fileName = input.fileName.trim().slice(0, 200) || "tracking.csv";
	// a refused file is refused inside the effect: it stores nothing and leaves its key unused
	const done = exactlyOnceOr<TrackingSummary, TrackingIssue[]>(input.onceKey, TRACKING_IMPORT_ONCE_PURPOSE, (tx) => {
		const summary = { ...store(tx, parsed.rows, user.id, now), fileName };
		return { redirectTo: summaryPath(summary), value: summary };
	});
	if (!done.ok) return { ok: false, issues: done.refused };
	return { ok: true, repeated: done.repeated, redirectTo: done.redirectTo, summary: done.repeated ? null : done.value };
}
