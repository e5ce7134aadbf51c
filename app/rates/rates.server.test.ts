// Integration: rate sheets against the worker's real SQLite file with the reference data seeded.
// Each test uses its own carrier names (and far-off dates where a kind has no carrier), because other
// test files in the same worker store rates too and the overlap rule would make them collide.
import crypto from "node:crypto";
import { eq, like } from "drizzle-orm";
import writeXlsxFile from "write-excel-file/node";
import { beforeAll, describe, expect, test } from "vitest";
import { getDb } from "#db/client.ts";
import { exchangeRates, fclRates, onceKeys, rateChanges, rateImports, users } from "#db/schema.ts";
import { seedDemoRates } from "#db/seed/demo-rates.ts";
import { seedReference } from "#db/seed/reference.ts";
import { readCsv, writeCsv } from "./csv.ts";
import {
	PAGE_SIZE,
	deleteRate,
	exportRates,
	getImport,
	getRate,
	importSheet,
	listHistory,
	listRates,
	parseFilters,
	readSheetFile,
	updateRate,
} from "./rates.server.ts";
import { RATE_KINDS, headersOf } from "./sheet.ts";
import { readXlsx } from "./xlsx.server.ts";

const USER = "rates-test-staff";

beforeAll(() => {
	seedReference(getDb());
	getDb().insert(users).values({ id: USER, email: "rates-staff@test.kr", name: "운임 담당", role: "staff" }).onConflictDoNothing().run();
});

const unique = (label: string) => `${label}-${crypto.randomBytes(4).toString("hex")}`;
const csv = (rows: string[][]) => new TextEncoder().encode(writeCsv(rows));

const FCL_HEADER = ["pol", "pod", "carrier", "container_code", "currency", "amount", "valid_from", "valid_to", "transit_days", "routing", "via_port"];
const fclRow = (carrier: string, over: Partial<Record<string, string>> = {}) =>
	FCL_HEADER.map(
		(h) =>
			({
				pol: "KRPUS",
				pod: "VNHPH",
				carrier,
				container_code: "dv20",
				currency: "USD",
				amount: "412.50",
				valid_from: "2026-01-01",
				valid_to: "2026-06-30",
				transit_days: "5",
				routing: "direct",
				via_port: "",
				...over,
			})[h] ?? "",
	);

async function importCsv(rows: string[][], options: { chosen?: "fcl" | null; onceKey?: string; fileName?: string } = {}) {
	return importSheet({
		bytes: csv(rows),
		fileName: options.fileName ?? "rates.csv",
		chosen: options.chosen ?? null,
		userId: USER,
		onceKey: options.onceKey ?? crypto.randomUUID(),
	});
}

const fclOf = (carrier: string) => getDb().select().from(fclRates).where(eq(fclRates.carrier, carrier)).all();
const filtersFor = (carrier: string, validity = "all") => parseFilters("fcl", new URLSearchParams({ carrier, validity }), "2026-03-01");

describe("import", () => {
	test("one bad row stores nothing and the report names the row, the column and the reason", async () => {
		const carrier = unique("ALL");
		const importsBefore = getDb().select().from(rateImports).all().length;
		const outcome = await importCsv([FCL_HEADER, fclRow(carrier), fclRow(carrier, { container_code: "hc40", amount: "412.505" }), fclRow(carrier, { container_code: "dv40" })]);
		expect(outcome).toEqual({
			ok: false,
			kind: "fcl",
			issues: [{ row: 3, column: "amount", key: "tooManyDecimals", params: { value: "412.505", currency: "USD", digits: 2 } }],
		});
		expect(fclOf(carrier)).toEqual([]);
		expect(getDb().select().from(rateImports).all()).toHaveLength(importsBefore);
	});

	test("a good sheet writes every row, one import record and one history row per row", async () => {
		const carrier = unique("OK");
		const outcome = await importCsv([FCL_HEADER, fclRow(carrier), fclRow(carrier, { container_code: "dv40", amount: "800" })], { fileName: "march.csv" });
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
		expect(getImport(outcome.importId)).toMatchObject({ kind: "fcl", fileName: "march.csv", created: 2, updated: 0, userName: "운임 담당" });
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
		expect(second).toMatchObject({ ok: false, issues: [{ row: 2, key: "overlapsStored", params: { id: stored?.id, from: "2026-01-01", to: "2026-06-30" } }] });
	});

	test("the same one-time key imports once", async () => {
		const carrier = unique("ONCE");
		const onceKey = crypto.randomUUID();
		const first = await importCsv([FCL_HEADER, fclRow(carrier)], { onceKey });
		expect(first.ok).toBe(true);
		// a resubmission of the same form; with a fresh carrier the sheet would otherwise be valid
		const second = await importCsv([FCL_HEADER, fclRow(unique("ONCE2"))], { onceKey });
		expect(second).toEqual({ ok: false, duplicate: true });
		expect(fclOf(carrier)).toHaveLength(1);
	});

	test("a chosen kind that is not the sheet's is refused", async () => {
		const outcome = await importSheet({ bytes: csv([headersOf("exchange"), ["", "KRW", "2091-01-01", "1300"]]), fileName: "x.csv", chosen: "fcl", userId: USER, onceKey: crypto.randomUUID() });
		expect(outcome).toMatchObject({ ok: false, issues: [{ row: 1, key: "kindMismatch" }] });
	});
});

describe("export and re-import", () => {
	test("an export imported again changes nothing; edited, it updates the rows with history", async () => {
		const carrier = unique("RT");
		await importCsv([FCL_HEADER, fclRow(carrier), fclRow(carrier, { container_code: "hc40", amount: "950", routing: "transhipment", via_port: "SGSIN" })]);
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
		const again = await importSheet({ bytes: file.body, fileName: file.fileName, chosen: "fcl", userId: USER, onceKey: crypto.randomUUID() });
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
		const updated = await importSheet({ bytes: csv(rows), fileName: "edited.csv", chosen: null, userId: USER, onceKey: crypto.randomUUID() });
		expect(updated.ok).toBe(true);
		if (!updated.ok) return;
		expect(getImport(updated.importId)).toMatchObject({ created: 0, updated: 1 });
		const id = edited[0] as string;
		expect(getRate("fcl", id)).toMatchObject({ amount: 99000, viaPort: "SGSIN" });
		const history = listHistory({ kind: "fcl", rowId: id }, 1).entries;
		expect(history[0]).toMatchObject({ action: "update", importId: updated.importId, userName: "운임 담당", userEmail: "rates-staff@test.kr" });
		expect(history[0]?.before).toMatchObject({ amount: 95000 });
		expect(history[0]?.after).toMatchObject({ amount: 99000 });
	});

	test("export honours the filters", async () => {
		const carrier = unique("FLT");
		await importCsv([FCL_HEADER, fclRow(carrier), fclRow(carrier, { valid_from: "2026-07-01", valid_to: "2026-12-31" }), fclRow(carrier, { pod: "VNSGN" })]);
		const lines = async (params: Record<string, string>) => {
			const file = await exportRates("fcl", parseFilters("fcl", new URLSearchParams({ carrier, ...params }), "2026-03-01"), "csv", "2026-03-01");
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
				const outcome = await importSheet({ bytes: file.body, fileName: file.fileName, chosen: kind, userId: USER, onceKey: crypto.randomUUID() });
				expect(outcome, `${kind} ${format}`).toMatchObject({ ok: true });
				if (outcome.ok) expect(getImport(outcome.importId), `${kind} ${format}`).toMatchObject({ created: 0, updated: 0 });
			}
		expect(getDb().select().from(rateChanges).all()).toHaveLength(changesBefore);
	});
});

describe("xlsx", () => {
	test("a workbook built in Excel's way (number and date cells) imports; the export reads back to the same rows as CSV", async () => {
		const carrier = unique("XL");
		const header = ["pol", "pod", "carrier", "container_code", "currency", "amount", "valid_from", "valid_to", "transit_days", "routing", "dg_accepted"];
		const date = (s: string) => ({ value: new Date(`${s}T00:00:00Z`), type: Date, format: "yyyy-mm-dd" });
		const workbook = await writeXlsxFile([
			header,
			["KRINC", "VNSGN", carrier, "dv40", "USD", 725.5, date("2026-02-01"), date("2026-04-30"), 7, "direct", true],
			["krinc", "vnsgn", carrier, "HC40", "USD", 790.1, date("2026-02-01"), date("2026-04-30"), 7, "direct", false],
		] as never).toBuffer();
		const outcome = await importSheet({ bytes: new Uint8Array(workbook), fileName: "rates.xlsx", chosen: null, userId: USER, onceKey: crypto.randomUUID() });
		expect(outcome.ok).toBe(true);
		expect(fclOf(carrier).map((r) => [r.containerCode, r.amount, r.validFrom, r.validTo, r.dgAccepted]).sort()).toEqual([
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

		const again = await importSheet({ bytes: xlsx.body, fileName: xlsx.fileName, chosen: "fcl", userId: USER, onceKey: crypto.randomUUID() });
		expect(again.ok).toBe(true);
		if (again.ok) expect(getImport(again.importId)).toMatchObject({ created: 0, updated: 0 });
	});
});

describe("reading files by their content", () => {
	test.each<[string, Uint8Array, string]>([
		["an empty file", new Uint8Array(), "fileRequired"],
		["Hangul CSV saved as CP949 (not UTF-8)", new Uint8Array([0x70, 0x6f, 0x6c, 0x0a, 0xbf, 0xee, 0xc0, 0xd3]), "notUtf8"],
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
		expect(await readSheetFile(new TextEncoder().encode('currency\nKRW\n"VND\n'))).toMatchObject({ ok: false, issue: { row: 3, key: "unterminatedQuote" } });
	});
});

describe("edit and delete", () => {
	async function oneRate(carrier: string) {
		const outcome = await importCsv([FCL_HEADER, fclRow(carrier), fclRow(carrier, { valid_from: "2026-07-01", valid_to: "2026-12-31" })]);
		if (!outcome.ok) throw new Error("setup import failed");
		const [first, second] = fclOf(carrier).sort((a, b) => a.validFrom.localeCompare(b.validFrom));
		return { first: first as typeof fclRates.$inferSelect, second: second as typeof fclRates.$inferSelect };
	}
	const formOf = (carrier: string, over: Record<string, string> = {}) => ({
		...Object.fromEntries(FCL_HEADER.map((h, i) => [h, fclRow(carrier)[i] as string])),
		weekly_frequency: "1",
		dg_accepted: "false",
		...over,
	});

	test("a save validates like a sheet row, stores the change and its history", () => {
		return oneRate(unique("ED")).then(({ first }) => {
			const outcome = updateRate("fcl", first.id, formOf(first.carrier, { amount: "430", transit_days: "6" }), USER);
			expect(outcome).toEqual({ ok: true, changed: true });
			expect(getRate("fcl", first.id)).toMatchObject({ amount: 43000, transitDays: 6 });
			const [latest] = listHistory({ kind: "fcl", rowId: first.id }, 1).entries;
			expect(latest).toMatchObject({ action: "update", importId: null, before: { amount: 41250, transitDays: 5 }, after: { amount: 43000, transitDays: 6 } });
			// saving the same values again is no change and no history
			expect(updateRate("fcl", first.id, formOf(first.carrier, { amount: "430.00", transit_days: "6" }), USER)).toEqual({ ok: true, changed: false });
			expect(listHistory({ kind: "fcl", rowId: first.id }, 1).total).toBe(2);
		});
	});

	test("bad input and an overlap with the row's neighbour store nothing", async () => {
		const { first, second } = await oneRate(unique("BAD"));
		expect(updateRate("fcl", first.id, formOf(first.carrier, { amount: "-1", pod: "" }), USER)).toEqual({
			ok: false,
			issues: [
				{ row: 1, column: "pod", key: "required" },
				{ row: 1, column: "amount", key: "amountPositive" },
			],
		});
		const overlap = updateRate("fcl", first.id, formOf(first.carrier, { valid_to: "2026-07-15" }), USER);
		expect(overlap).toMatchObject({ ok: false, issues: [{ key: "overlapsStored", params: { id: second.id } }] });
		expect(getRate("fcl", first.id)).toMatchObject({ amount: 41250, validTo: "2026-06-30" });
		// its own old version is no obstacle
		expect(updateRate("fcl", first.id, formOf(first.carrier, { valid_to: "2026-06-29" }), USER)).toMatchObject({ ok: true });
		expect(updateRate("fcl", "fcl-missing", formOf(first.carrier), USER)).toEqual({ ok: false, notFound: true });
	});

	test("delete removes the row and keeps it in the history", async () => {
		const { first } = await oneRate(unique("DEL"));
		expect(deleteRate("fcl", first.id, USER)).toBe(true);
		expect(getRate("fcl", first.id)).toBeNull();
		const [latest] = listHistory({ kind: "fcl", rowId: first.id }, 1).entries;
		expect(latest).toMatchObject({ action: "delete", after: null, before: { id: first.id, amount: 41250 } });
		expect(deleteRate("fcl", first.id, USER)).toBe(false);
	});
});

describe("list", () => {
	test("50 a page with a correct page count; filters by lane, carrier and validity", async () => {
		const carrier = unique("PG");
		// 60 rows: 2 lanes x 3 boxes x 10 months
		const codes = ["dv20", "dv40", "hc40"];
		const rows: string[][] = [FCL_HEADER];
		for (const pod of ["VNHPH", "VNSGN"])
			for (const code of codes)
				for (let m = 1; m <= 10; m++) {
					const month = String(m).padStart(2, "0");
					rows.push(fclRow(carrier, { pod, container_code: code, valid_from: `2026-${month}-01`, valid_to: `2026-${month}-28` }));
				}
		expect((await importCsv(rows)).ok).toBe(true);
		const all = listRates("fcl", filtersFor(carrier), 1, "2026-03-01");
		expect(all).toMatchObject({ total: 60, pageCount: 2, page: 1 });
		expect(all.rows).toHaveLength(PAGE_SIZE);
		expect(listRates("fcl", filtersFor(carrier), 2, "2026-03-01").rows).toHaveLength(10);
		expect(listRates("fcl", filtersFor(carrier), 9, "2026-03-01").page).toBe(2);
		const lane = parseFilters("fcl", new URLSearchParams({ carrier: carrier.toLowerCase(), destination: "VNSGN", validity: "on", on: "2026-03-15" }), "2026-03-01");
		expect(listRates("fcl", lane, 1, "2026-03-01").total).toBe(3);
		expect(listRates("fcl", { ...lane, validity: "expired", destination: "" }, 1, "2026-03-01").total).toBe(12);
		// a carrier filter is text, not a pattern
		expect(listRates("fcl", filtersFor("%"), 1, "2026-03-01").total).toBe(0);
	});

	test("exchange rates: the one in force on a date, per currency", async () => {
		const rows = [headersOf("exchange"), ["", "KRW", "2095-01-01", "1300"], ["", "KRW", "2095-02-01", "1310.5"], ["", "VND", "2095-01-15", "25400"]];
		expect((await importSheet({ bytes: csv(rows), fileName: "fx.csv", chosen: null, userId: USER, onceKey: crypto.randomUUID() })).ok).toBe(true);
		const on = (date: string, validity = "on") => listRates("exchange", parseFilters("exchange", new URLSearchParams({ validity, on: date }), date), 1, date).rows;
		const inForce = on("2095-01-20").filter((r) => String(r.effectiveDate).startsWith("2095"));
		expect(inForce.map((r) => [r.currency, r.perUsdCents])).toEqual([
			["KRW", 130000],
			["VND", 2540000],
		]);
		expect(on("2095-02-10", "expired").filter((r) => String(r.effectiveDate).startsWith("2095")).map((r) => r.perUsdCents)).toEqual([130000]);
		getDb().delete(exchangeRates).where(like(exchangeRates.effectiveDate, "2095-%")).run();
	});

	test("history lists newest first and filters by kind and row", async () => {
		const carrier = unique("HIS");
		const outcome = await importCsv([FCL_HEADER, fclRow(carrier)]);
		if (!outcome.ok) throw new Error("setup import failed");
		const [row] = fclOf(carrier);
		updateRate("fcl", row?.id as string, { ...Object.fromEntries(FCL_HEADER.map((h, i) => [h, fclRow(carrier)[i] as string])), amount: "500" }, USER);
		const entries = listHistory({ kind: "fcl", rowId: row?.id as string }, 1).entries;
		expect(entries.map((e) => e.action)).toEqual(["update", "create"]);
		expect(listHistory({ kind: "exchange", rowId: row?.id as string }, 1).total).toBe(0);
		const newest = listHistory({ kind: null, rowId: "" }, 1).entries[0];
		expect(newest?.rowId).toBe(row?.id);
	});
});
