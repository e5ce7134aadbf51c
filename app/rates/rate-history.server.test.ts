// Integration: the change history against the worker's real SQLite file.
import { beforeAll, describe, expect, test } from "vitest";
import { updateRate } from "./rate-edit.server.ts";
import { listHistory } from "./rate-history.server.ts";
import { FCL_HEADER, USER, fclOf, fclRow, importCsv, seedRatesWorld, unique } from "./rates.fixture.ts";

beforeAll(() => {
	seedRatesWorld();
});

describe("history", () => {
	test("history lists newest first and filters by kind and row", async () => {
		const carrier = unique("HIS");
		const outcome = await importCsv([FCL_HEADER, fclRow(carrier)]);
		if (!outcome.ok) throw new Error("setup import failed");
		const [row] = fclOf(carrier);
		updateRate(
			"fcl",
			row?.id as string,
			{ ...Object.fromEntries(FCL_HEADER.map((h, i) => [h, fclRow(carrier)[i] as string])), amount: "500" },
			USER,
		);
		const entries = listHistory({ kind: "fcl", rowId: row?.id as string }, 1).entries;
		expect(entries.map((e) => e.action)).toEqual(["update", "create"]);
		expect(listHistory({ kind: "exchange", rowId: row?.id as string }, 1).total).toBe(0);
		const newest = listHistory({ kind: null, rowId: "" }, 1).entries[0];
		expect(newest?.rowId).toBe(row?.id);
	});
});
