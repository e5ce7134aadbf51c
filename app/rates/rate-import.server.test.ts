// Integration: sheet imports against the worker's real SQLite file with the reference data seeded:
// all rows or none, overlaps with stored rows, the one-time key, and files judged by their bytes.
import crypto from "node:crypto";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, test } from "vitest";
import { getDb } from "#db/client.ts";
import { onceKeys, rateChanges, rateImports } from "#db/schema.ts";
import { getImport, importSheet, readSheetFile } from "./rate-import.server.ts";
import { FCL_HEADER, USER, csv, fclOf, fclRow, importCsv, seedRatesWorld, unique } from "./rates.fixture.ts";
import { headersOf } from "./sheet-columns.ts";

beforeAll(() => {
	seedRatesWorld();
});

describe("import", () => {
	test("one bad row stores nothing and the report names the row, the column and the reason", async () => {
		const carrier = unique("ALL");
		const importsBefore = getDb().select().from(rateImports).all().length;
		const outcome = await importCsv([
			FCL_HEADER,
			fclRow(carrier),
			fclRow(carrier, { container_code: "hc40", amount: "412.505" }),
			fclRow(carrier, { container_code: "dv40" }),
		]);
		expect(outcome).toEqual({
			ok: false,
			kind: "fcl",
			issues: [
				{ row: 3, column: "amount", key: "tooManyDecimals", params: { value: "412.505", currency: "USD", digits: 2 } },
			],
		});
		expect(fclOf(carrier)).toEqual([]);
		expect(getDb().select().from(rateImports).all()).toHaveLength(importsBefore);
	});

	test("a good sheet writes every row, one import record and one history row per row", async () => {
		const carrier = unique("OK");
		const outcome = await importCsv(
			[FCL_HEADER, fclRow(carrier), fclRow(carrier, { container_code: "dv40", amount: "800" })],
			{ fileName: "march.csv" },
		);
		expect(outcome.ok).toBe(true);
		if (!outcome.ok) return;
		expect(outcome.path).toBe(`/admin/rates/import?done=${outcome.importId}`);
		const rows = fclOf(carrier);
		expect(rows.map((r) => [r.containerCode, r.amount, r.currency, r.updatedBy])).toEqual(
			expect.arrayContaining([
				["dv20", 41250, "USD", USER],
				["dv40", 80000, "USD", USER],
			]),
		);
		expect(getImport(outcome.importId)).toMatchObject({
			kind: "fcl",
			fileName: "march.csv",
			created: 2,
			updated: 0,
			userName: "운임 담당",
		});
		const changes = getDb().select().from(rateChanges).where(eq(rateChanges.importId, outcome.importId)).all();
		expect(changes).toHaveLength(2);
		expect(changes.every((c) => c.action === "create" && c.before === null && c.userId === USER)).toBe(true);
		expect(JSON.parse(changes[0]?.after ?? "{}")).toMatchObject({ carrier, pol: "KRPUS" });
		// the one-time key now points at the summary
		expect(getDb().select().from(onceKeys).where(eq(onceKeys.result, outcome.path)).all()).toHaveLength(1);
	});

	test("a sheet overlapping stored rows is refused, naming the stored row", async () => {
		const carrier = unique("OVL");
		const first = await importCsv([FCL_HEADER, fclRow(carrier)]);
		expect(first.ok).toBe(true);
		const [stored] = fclOf(carrier);
		const second = await importCsv([FCL_HEADER, fclRow(carrier, { valid_from: "2026-06-30", valid_to: "2026-12-31" })]);
		expect(second).toMatchObject({
			ok: false,
			issues: [{ row: 2, key: "overlapsStored", params: { id: stored?.id, from: "2026-01-01", to: "2026-06-30" } }],
		});
	});

	test("the same one-time key imports once", async () => {
		const carrier = unique("ONCE");
		const onceKey = crypto.randomUUID();
		const first = await importCsv([FCL_HEADER, fclRow(carrier)], { onceKey });
		expect(first.ok).toBe(true);
		// a resubmission of the same form; with a fresh carrier the sheet would otherwise be valid
		const second = await importCsv([FCL_HEADER, fclRow(unique("ONCE2"))], { onceKey });
		expect(second).toEqual({ ok: false, duplicate: true, path: first.ok ? first.path : "" });
		expect(fclOf(carrier)).toHaveLength(1);
	});

	test("a chosen kind that is not the sheet's is refused", async () => {
		const outcome = await importSheet({
			bytes: csv([headersOf("exchange"), ["", "KRW", "2091-01-01", "1300"]]),
			fileName: "x.csv",
			chosen: "fcl",
			userId: USER,
			onceKey: crypto.randomUUID(),
		});
		expect(outcome).toMatchObject({ ok: false, issues: [{ row: 1, key: "kindMismatch" }] });
	});
});

describe("reading files by their content", () => {
	test.each<[string, Uint8Array, string]>([
		["an empty file", new Uint8Array(), "fileRequired"],
		[
			"Hangul CSV saved as CP949 (not UTF-8)",
			new Uint8Array([0x70, 0x6f, 0x6c, 0x0a, 0xbf, 0xee, 0xc0, 0xd3]),
			"notUtf8",
		],
		["a legacy .xls", new Uint8Array([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]), "xlsNotSupported"],
		["a PNG renamed to .csv", new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0]), "notSheet"],
		["a ZIP that is not a workbook", new Uint8Array([0x50, 0x4b, 0x03, 0x04, 1, 2, 3, 4, 5, 6]), "unreadableXlsx"],
		["a file over 2 MB", new Uint8Array(2 * 1024 * 1024 + 1).fill(0x41), "fileTooLarge"],
	])("%s", async (_title, bytes, key) => {
		expect(await readSheetFile(bytes)).toMatchObject({ ok: false, issue: { row: 0, key } });
	});
	test("UTF-8 with and without a BOM; an unclosed quote names its line", async () => {
		const text = "currency,effective_date,krw_or_vnd_per_usd\r\nKRW,2091-01-01,1300\r\n";
		const withBom = await readSheetFile(new TextEncoder().encode(`\uFEFF${text}`));
		const without = await readSheetFile(new TextEncoder().encode(text));
		expect(withBom).toEqual(without);
		expect(await readSheetFile(new TextEncoder().encode('currency\nKRW\n"VND\n'))).toMatchObject({
			ok: false,
			issue: { row: 3, key: "unterminatedQuote" },
		});
	});
});
