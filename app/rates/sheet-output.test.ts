// Rates written out: a stored record formats back to the text it was read from, and every message,
// column and kind has its words in the three languages.
import { describe, expect, test } from "vitest";
import type { RateKind } from "#app/pricing/types.ts";
import { COLUMNS, headersOf, sameRecord } from "./sheet-columns.ts";
import { ERROR_KEYS, type RateRecord } from "./sheet-context.ts";
import { VALID, check, ctx } from "./sheet.fixture.ts";
import { formatRecord, toSheetRows } from "./sheet-output.ts";
import { validateRows } from "./sheet-rows.ts";

describe("output", () => {
	test("a stored record formats back to the text it was read from", () => {
		for (const kind of Object.keys(VALID) as RateKind[]) {
			const record = { ...(check(kind, {}).rows[0]?.record as RateRecord), id: `${kind}-1` };
			const text = formatRecord(kind, record);
			const again = validateRows(kind, [{ line: 2, values: text }], ctx([record]));
			expect(again.issues, kind).toEqual([]);
			expect(sameRecord(kind, again.rows[0]?.record as RateRecord, record), kind).toBe(true);
		}
	});
	test("money is written with the currency's decimals, percent and exchange rates as short as exact", () => {
		expect(formatRecord("fcl", check("fcl", { amount: "412.5" }).rows[0]?.record as RateRecord).amount).toBe("412.50");
		expect(
			formatRecord(
				"surcharge",
				check("surcharge", { basis: "percent", amount: "2.50", container_code: "" }).rows[0]?.record as RateRecord,
			).amount,
		).toBe("2.5");
		expect(formatRecord("exchange", check("exchange", {}).rows[0]?.record as RateRecord).krw_or_vnd_per_usd).toBe(
			"1385.5",
		);
		expect(formatRecord("fcl", check("fcl", {}).rows[0]?.record as RateRecord).dg_accepted).toBe("true");
	});
	test("the sheet has the header row first", () => {
		const rows = toSheetRows("exchange", [
			{ id: "fx-1", currency: "VND", effectiveDate: "2026-01-01", perUsdCents: 2540000 },
		]);
		expect(rows).toEqual([headersOf("exchange"), ["fx-1", "VND", "2026-01-01", "25400"]]);
	});
	test("every message key has a translation in kr, en and vn", async () => {
		const { readFileSync } = await import("node:fs");
		for (const file of ["kr", "en", "vn"]) {
			const tree = JSON.parse(readFileSync(`app/locales/${file}.staff.json`, "utf8")) as {
				rates?: { errors?: Record<string, string> };
			};
			expect(
				ERROR_KEYS.filter((k) => !tree.rates?.errors?.[k]),
				file,
			).toEqual([]);
		}
	});
	test("every column and kind has a label in kr, en and vn (the list and the form use them)", async () => {
		const { readFileSync } = await import("node:fs");
		const headers = [...new Set((Object.keys(COLUMNS) as RateKind[]).flatMap((k) => headersOf(k)))];
		for (const file of ["kr", "en", "vn"]) {
			const tree = JSON.parse(readFileSync(`app/locales/${file}.staff.json`, "utf8")) as {
				rates?: { columns?: Record<string, string>; kinds?: Record<string, string> };
			};
			expect(
				headers.filter((h) => !tree.rates?.columns?.[h]),
				file,
			).toEqual([]);
			expect(
				Object.keys(COLUMNS).filter((k) => !tree.rates?.kinds?.[k]),
				file,
			).toEqual([]);
		}
	});
});
