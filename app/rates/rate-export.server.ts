// A sheet of rates for download: the rows of the list's filters (all pages) in the import's format,
// the same columns with ids included, as CSV (UTF-8 with a BOM, for Excel) or XLSX, so an edited
// export imports back as updates.
import { seoulToday } from "#app/calendar/calendar.ts";
import type { IsoDate, RateKind } from "#app/pricing/types.ts";
import { writeCsv } from "./csv.ts";
import { COLUMNS } from "./sheet-columns.ts";
import { toSheetRows } from "./sheet-output.ts";
import { type RateFilters, filteredRecords } from "./rate-list.server.ts";
import { writeXlsx } from "./xlsx.server.ts";

export const EXPORT_FORMATS = ["csv", "xlsx"] as const;
export type ExportFormat = (typeof EXPORT_FORMATS)[number];

export type ExportFile = { body: Uint8Array; contentType: string; fileName: string };

/** The rows of the list's filters (all pages), in the import's format: the same columns, ids included. */
export async function exportRates(
	kind: RateKind,
	filters: RateFilters,
	format: ExportFormat,
	today: IsoDate = seoulToday(),
): Promise<ExportFile> {
	const rows = toSheetRows(kind, filteredRecords(kind, filters, today));
	const base = `rates-${kind}-${today}`;
	if (format === "xlsx") {
		const numeric = COLUMNS[kind].map((c) => Boolean(c.cell.numeric));
		const body = await writeXlsx(rows, numeric, kind);
		return {
			body: new Uint8Array(body),
			contentType: "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
			fileName: `${base}.xlsx`,
		};
	}
	return {
		body: new TextEncoder().encode(writeCsv(rows, { bom: true })),
		contentType: "text/csv; charset=utf-8",
		fileName: `${base}.csv`,
	};
}
