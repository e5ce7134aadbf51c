// Integration: one rate's edit and delete against the worker's real SQLite file: a save is validated
// like a sheet row (overlap included), and every write keeps its history.
import { beforeAll, describe, expect, test } from "vitest";
import type { fclRates } from "#db/schema.ts";
import { deleteRate, getRate, updateRate } from "./rate-edit.server.ts";
import { listHistory } from "./rate-history.server.ts";
import { FCL_HEADER, USER, fclOf, fclRow, importCsv, seedRatesWorld, unique } from "./rates.fixture.ts";

beforeAll(() => {
	seedRatesWorld();
});

describe("edit and delete", () => {
	async function oneRate(carrier: string) {
		const outcome = await importCsv([
			FCL_HEADER,
			fclRow(carrier),
			fclRow(carrier, { valid_from: "2026-07-01", valid_to: "2026-12-31" }),
		]);
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
			expect(latest).toMatchObject({
				action: "update",
				importId: null,
				before: { amount: 41250, transitDays: 5 },
				after: { amount: 43000, transitDays: 6 },
			});
			// saving the same values again is no change and no history
			expect(updateRate("fcl", first.id, formOf(first.carrier, { amount: "430.00", transit_days: "6" }), USER)).toEqual(
				{ ok: true, changed: false },
			);
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
		expect(updateRate("fcl", first.id, formOf(first.carrier, { valid_to: "2026-06-29" }), USER)).toMatchObject({
			ok: true,
		});
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
