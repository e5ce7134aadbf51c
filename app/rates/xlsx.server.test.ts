// XLSX in and out: cells become the text a person typed, rows keep Excel's numbers, and what
// writeXlsx produces reads back to the same text (numbers in their shortest exact form).
import writeXlsxFile from "write-excel-file/node";
import { describe, expect, test } from "vitest";
import { cellText, looksLikeXlsx, readXlsx, writeXlsx } from "./xlsx.server.ts";

describe("cellText", () => {
	test.each<[unknown, string]>([
		[null, ""],
		["KRPUS", "KRPUS"],
		[412.5, "412.5"],
		[412.10000000000002, "412.1"],
		[130000, "130000"],
		[true, "true"],
		[false, "false"],
		[new Date("2026-03-31T00:00:00Z"), "2026-03-31"],
		[Number.NaN, ""],
	])("%j -> %j", (value, text) => {
		expect(cellText(value)).toBe(text);
	});
});

describe("readXlsx / writeXlsx", () => {
	test("a workbook made by a spreadsheet program: numbers, dates, booleans, Hangul, a blank row", async () => {
		const bytes = await writeXlsxFile([
			["province", "district", "amount", "valid_from", "dg"],
			["KR-11", "종로구", 650000, { value: new Date("2026-01-01T00:00:00Z"), type: Date, format: "yyyy-mm-dd" }, true],
			[null, null, null, null, null],
			["KR-41", "수원시", 720000.5, "2026-02-01", false],
		] as never).toBuffer();
		expect(looksLikeXlsx(bytes)).toBe(true);
		const read = await readXlsx(new Uint8Array(bytes));
		expect(read).toEqual({
			ok: true,
			table: {
				rows: [
					{ line: 1, cells: ["province", "district", "amount", "valid_from", "dg"] },
					{ line: 2, cells: ["KR-11", "종로구", "650000", "2026-01-01", "true"] },
					{ line: 3, cells: ["", "", "", "", ""] },
					{ line: 4, cells: ["KR-41", "수원시", "720000.5", "2026-02-01", "false"] },
				],
			},
		});
	});

	test("what we write reads back as the same text; numeric columns are number cells", async () => {
		const rows = [
			["id", "currency", "amount", "valid_from", "carrier"],
			["fcl-1", "USD", "412.50", "2026-01-01", "0012 Lines"],
			["fcl-2", "KRW", "130000", "2026-01-01", "=not a formula"],
			["fcl-3", "USD", "", "2026-01-01", ""],
		];
		const bytes = await writeXlsx(rows, [false, false, true, false, false], "fcl");
		const read = await readXlsx(new Uint8Array(bytes));
		if (!read.ok) throw new Error("unreadable");
		expect(read.table.rows.map((r) => r.cells)).toEqual([
			["id", "currency", "amount", "valid_from", "carrier"],
			["fcl-1", "USD", "412.5", "2026-01-01", "0012 Lines"],
			["fcl-2", "KRW", "130000", "2026-01-01", "=not a formula"],
			["fcl-3", "USD", "", "2026-01-01", ""],
		]);
	});

	test("a ZIP that is not a workbook is unreadable, not a crash", async () => {
		expect(await readXlsx(new Uint8Array([0x50, 0x4b, 0x03, 0x04, 0, 0, 0, 0]))).toEqual({
			ok: false,
			error: "unreadableXlsx",
		});
		expect(looksLikeXlsx(new TextEncoder().encode("pol,pod"))).toBe(false);
	});
});

describe("readXlsx refuses archives that would inflate too far (decision 052)", () => {
	test("a zip bomb honest about its size: refused by the index, the server's memory untouched", async () => {
		const { zipBomb } = await import("./zip.fixture.ts");
		const bomb = await zipBomb(1200);
		const before = process.memoryUsage().rss;
		expect(await readXlsx(bomb)).toEqual({ ok: false, error: "archiveTooLarge", params: { mb: 40 } });
		expect(process.memoryUsage().rss - before).toBeLessThan(100 * 1024 * 1024);
	}, 60_000);

	test("a bomb whose index lies (says 5 MB, inflates to 1.2 GB): the worker inflates no further than 5 MB and refuses it", async () => {
		const { buildZip, zerosDeflated } = await import("./zip.fixture.ts");
		const liar = buildZip([
			{
				name: "xl/worksheets/sheet1.xml",
				deflated: { body: await zerosDeflated(1200), size: 1200 * 1024 * 1024 },
				claimInflated: 5 * 1024 * 1024,
			},
		]);
		const before = process.memoryUsage().rss;
		expect(await readXlsx(liar)).toMatchObject({ ok: false, error: "archiveTooLarge" });
		expect(process.memoryUsage().rss - before).toBeLessThan(200 * 1024 * 1024);
	}, 60_000);

	test("a sheet that needs more memory than the worker's bound is refused as too large, not a crash", async () => {
		const rows = [
			["id", "carrier"],
			...Array.from({ length: 5_000 }, (_, i) => [`fcl-${i}`, `Carrier ${i} ${"x".repeat(40)}`]),
		];
		const bytes = new Uint8Array(await writeXlsx(rows, [false, false], "fcl"));
		expect(await readXlsx(bytes, { heapMb: 4 })).toMatchObject({ ok: false, error: "archiveTooLarge" });
		// the same sheet under the real bound reads
		expect(await readXlsx(bytes)).toMatchObject({ ok: true });
	}, 60_000);
});
