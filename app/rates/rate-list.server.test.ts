// Integration: the staff list of rates against the worker's real SQLite file: pages, filters, and the
// exchange rate in force on a date.
import crypto from "node:crypto";
import { like } from "drizzle-orm";
import { beforeAll, describe, expect, test } from "vitest";
import { getDb } from "#db/client.ts";
import { exchangeRates } from "#db/schema.ts";
import { importSheet } from "./rate-import.server.ts";
import { listRates, parseFilters } from "./rate-list.server.ts";
import { PAGE_SIZE } from "./rate-tables.server.ts";
import { FCL_HEADER, USER, csv, fclRow, filtersFor, importCsv, seedRatesWorld, unique } from "./rates.fixture.ts";
import { headersOf } from "./sheet-columns.ts";

beforeAll(() => {
	seedRatesWorld();
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
					rows.push(
						fclRow(carrier, {
							pod,
							container_code: code,
							valid_from: `2026-${month}-01`,
							valid_to: `2026-${month}-28`,
						}),
					);
				}
		expect((await importCsv(rows)).ok).toBe(true);
		const all = listRates("fcl", filtersFor(carrier), 1, "2026-03-01");
		expect(all).toMatchObject({ total: 60, pageCount: 2, page: 1 });
		expect(all.rows).toHaveLength(PAGE_SIZE);
		expect(listRates("fcl", filtersFor(carrier), 2, "2026-03-01").rows).toHaveLength(10);
		expect(listRates("fcl", filtersFor(carrier), 9, "2026-03-01").page).toBe(2);
		const lane = parseFilters(
			"fcl",
			new URLSearchParams({ carrier: carrier.toLowerCase(), destination: "VNSGN", validity: "on", on: "2026-03-15" }),
			"2026-03-01",
		);
		expect(listRates("fcl", lane, 1, "2026-03-01").total).toBe(3);
		expect(listRates("fcl", { ...lane, validity: "expired", destination: "" }, 1, "2026-03-01").total).toBe(12);
		// a carrier filter is text, not a pattern
		expect(listRates("fcl", filtersFor("%"), 1, "2026-03-01").total).toBe(0);
	});

	test("exchange rates: the one in force on a date, per currency", async () => {
		const rows = [
			headersOf("exchange"),
			["", "KRW", "2095-01-01", "1300"],
			["", "KRW", "2095-02-01", "1310.5"],
			["", "VND", "2095-01-15", "25400"],
		];
		expect(
			(
				await importSheet({
					bytes: csv(rows),
					fileName: "fx.csv",
					chosen: null,
					userId: USER,
					onceKey: crypto.randomUUID(),
				})
			).ok,
		).toBe(true);
		const on = (date: string, validity = "on") =>
			listRates("exchange", parseFilters("exchange", new URLSearchParams({ validity, on: date }), date), 1, date).rows;
		const inForce = on("2095-01-20").filter((r) => String(r.effectiveDate).startsWith("2095"));
		expect(inForce.map((r) => [r.currency, r.perUsdCents])).toEqual([
			["KRW", 130000],
			["VND", 2540000],
		]);
		expect(
			on("2095-02-10", "expired")
				.filter((r) => String(r.effectiveDate).startsWith("2095"))
				.map((r) => r.perUsdCents),
		).toEqual([130000]);
		getDb().delete(exchangeRates).where(like(exchangeRates.effectiveDate, "2095-%")).run();
	});
});
