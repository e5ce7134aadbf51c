// Integration: exports against the worker's real SQLite file: an export imports back unchanged (CSV and
// XLSX, the demo rates of every kind included), edited it updates its rows, and it honours the filters.
import crypto from "node:crypto";
import writeXlsxFile from "write-excel-file/node";
import { beforeAll, describe, expect, test } from "vitest";
import { getDb } from "#db/client.ts";
import { rateChanges } from "#db/schema.ts";
import { seedDemoRates } from "#db/seed/demo-rates.ts";
import { readCsv } from "./csv.ts";
import { getRate } from "./rate-edit.server.ts";
import { exportRates } from "./rate-export.server.ts";
import { listHistory } from "./rate-history.server.ts";
import { getImport, importSheet } from "./rate-import.server.ts";
import { parseFilters } from "./rate-list.server.ts";
import {
	FCL_HEADER,
	USER,
	csv,
	fclOf,
	fclRow,
	filtersFor,
	importCsv,
	seedRatesWorld,
	unique,
} from "./rates.fixture.ts";
import { headersOf } from "./sheet-columns.ts";
import { RATE_KINDS } from "./sheet-context.ts";
import { readXlsx } from "./xlsx.server.ts";

beforeAll(() => {
	seedRatesWorld();
});

describe("export and re-import", () => {
	test("an export imported again changes nothing; edited, it updates the rows with history", async () => {
		const carrier = unique("RT");
		await importCsv([
			FCL_HEADER,
			fclRow(carrier),
			fclRow(carrier, { container_code: "hc40", amount: "950", routing: "transhipment", via_port: "SGSIN" }),
		]);
		const file = await exportRates("fcl", filtersFor(carrier), "csv", "2026-03-01");
		expect(file.fileName).toBe("rates-fcl-2026-03-01.csv");
		expect(file.contentType).toBe("text/csv; charset=utf-8");
		const text = new TextDecoder("utf-8", { ignoreBOM: true }).decode(file.body);
		expect(text.charCodeAt(0)).toBe(0xfeff);
		expect(text).toContain("\r\n");
		const read = readCsv(text);
		if (!read.ok) throw new Error("unreadable export");
		expect(read.rows[0]?.cells).toEqual(headersOf("fcl"));
		expect(read.rows).toHaveLength(3);

		const changesBefore = getDb().select().from(rateChanges).all().length;
		const again = await importSheet({
			bytes: file.body,
			fileName: file.fileName,
			chosen: "fcl",
			userId: USER,
			onceKey: crypto.randomUUID(),
		});
		expect(again.ok).toBe(true);
		if (!again.ok) return;
		expect(getImport(again.importId)).toMatchObject({ created: 0, updated: 0 });
		expect(getDb().select().from(rateChanges).all()).toHaveLength(changesBefore);
		expect(fclOf(carrier)).toHaveLength(2);

		// raise one price in the exported sheet and import it back
		const rows = read.rows.map((r) => [...r.cells]);
		const amountAt = headersOf("fcl").indexOf("amount");
		const edited = rows.find((r) => r.includes("hc40")) as string[];
		edited[amountAt] = "990.00";
		const updated = await importSheet({
			bytes: csv(rows),
			fileName: "edited.csv",
			chosen: null,
			userId: USER,
			onceKey: crypto.randomUUID(),
		});
		expect(updated.ok).toBe(true);
		if (!updated.ok) return;
		expect(getImport(updated.importId)).toMatchObject({ created: 0, updated: 1 });
		const id = edited[0] as string;
		expect(getRate("fcl", id)).toMatchObject({ amount: 99000, viaPort: "SGSIN" });
		const history = listHistory({ kind: "fcl", rowId: id }, 1).entries;
		expect(history[0]).toMatchObject({
			action: "update",
			importId: updated.importId,
			userName: "운임 담당",
			userEmail: "rates-staff@test.kr",
		});
		expect(history[0]?.before).toMatchObject({ amount: 95000 });
		expect(history[0]?.after).toMatchObject({ amount: 99000 });
	});

	test("export honours the filters", async () => {
		const carrier = unique("FLT");
		await importCsv([
			FCL_HEADER,
			fclRow(carrier),
			fclRow(carrier, { valid_from: "2026-07-01", valid_to: "2026-12-31" }),
			fclRow(carrier, { pod: "VNSGN" }),
		]);
		const lines = async (params: Record<string, string>) => {
			const file = await exportRates(
				"fcl",
				parseFilters("fcl", new URLSearchParams({ carrier, ...params }), "2026-03-01"),
				"csv",
				"2026-03-01",
			);
			const read = readCsv(new TextDecoder().decode(file.body));
			return read.ok ? read.rows.length - 1 : -1;
		};
		expect(await lines({ validity: "all" })).toBe(3);
		expect(await lines({})).toBe(2); // valid today (the default)
		expect(await lines({ validity: "future" })).toBe(1);
		expect(await lines({ validity: "all", destination: "vnsgn" })).toBe(1);
		expect(await lines({ validity: "on", on: "2026-08-15" })).toBe(1);
	});
});

describe("the demo rates", () => {
	test("every kind exports and imports back unchanged, as CSV and as XLSX", async () => {
		seedDemoRates(getDb());
		const changesBefore = getDb().select().from(rateChanges).all().length;
		for (const kind of RATE_KINDS)
			for (const format of ["csv", "xlsx"] as const) {
				const file = await exportRates(kind, parseFilters(kind, new URLSearchParams({ validity: "all" })), format);
				const outcome = await importSheet({
					bytes: file.body,
					fileName: file.fileName,
					chosen: kind,
					userId: USER,
					onceKey: crypto.randomUUID(),
				});
				expect(outcome, `${kind} ${format}`).toMatchObject({ ok: true });
				if (outcome.ok)
					expect(getImport(outcome.importId), `${kind} ${format}`).toMatchObject({ created: 0, updated: 0 });
			}
		expect(getDb().select().from(rateChanges).all()).toHaveLength(changesBefore);
	});
});

describe("xlsx", () => {
	test("a workbook built in Excel's way (number and date cells) imports; the export reads back to the same rows as CSV", async () => {
		const carrier = unique("XL");
		const header = [
			"pol",
			"pod",
			"carrier",
			"container_code",
			"currency",
			"amount",
			"valid_from",
			"valid_to",
			"transit_days",
			"routing",
			"dg_accepted",
		];
		const date = (s: string) => ({ value: new Date(`${s}T00:00:00Z`), type: Date, format: "yyyy-mm-dd" });
		const workbook = await writeXlsxFile([
			header,
			["KRINC", "VNSGN", carrier, "dv40", "USD", 725.5, date("2026-02-01"), date("2026-04-30"), 7, "direct", true],
			["krinc", "vnsgn", carrier, "HC40", "USD", 790.1, date("2026-02-01"), date("2026-04-30"), 7, "direct", false],
		] as never).toBuffer();
		const outcome = await importSheet({
			bytes: new Uint8Array(workbook),
			fileName: "rates.xlsx",
			chosen: null,
			userId: USER,
			onceKey: crypto.randomUUID(),
		});
		expect(outcome.ok).toBe(true);
		expect(
			fclOf(carrier)
				.map((r) => [r.containerCode, r.amount, r.validFrom, r.validTo, r.dgAccepted])
				.sort(),
		).toEqual([
			["dv40", 72550, "2026-02-01", "2026-04-30", true],
			["hc40", 79010, "2026-02-01", "2026-04-30", false],
		]);

		const xlsx = await exportRates("fcl", filtersFor(carrier), "xlsx", "2026-03-01");
		expect(xlsx.fileName).toBe("rates-fcl-2026-03-01.xlsx");
		const fromXlsx = await readXlsx(xlsx.body);
		const csvFile = await exportRates("fcl", filtersFor(carrier), "csv", "2026-03-01");
		const fromCsv = readCsv(new TextDecoder().decode(csvFile.body));
		if (!fromXlsx.ok || !fromCsv.ok) throw new Error("unreadable export");
		// numbers come back from Excel in their shortest form; the sheet parses both to the same value
		const normalize = (cells: string[]) => cells.map((c) => c.replace(/^(\d+\.\d*?)0+$/, "$1").replace(/\.$/, ""));
		expect(fromXlsx.table.rows.map((r) => normalize(r.cells))).toEqual(fromCsv.rows.map((r) => normalize(r.cells)));

		const again = await importSheet({
			bytes: xlsx.body,
			fileName: xlsx.fileName,
			chosen: "fcl",
			userId: USER,
			onceKey: crypto.randomUUID(),
		});
		expect(again.ok).toBe(true);
		if (again.ok) expect(getImport(again.importId)).toMatchObject({ created: 0, updated: 0 });
	});
});
