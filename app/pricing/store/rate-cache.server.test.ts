// Integration (the worker's SQLite file): the in-memory rate set (decision 017) is reloaded exactly
// when a row a quote prices from changes, whether staff changed it or raw SQL did, and on a second
// connection to the same file (a LiteFS replica, which never runs the write) as well. The oracle is a
// brand-new connection, whose first quote reads everything from SQLite.
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { type Connection, databasePath, getConnection, getDb, openDatabase } from "#db/client.ts";
import { seedDemoRates } from "#db/seed/demo-rates.ts";
import { seedFixedSurcharges } from "#db/seed/fixed-surcharges.ts";
import { PricingRequestSchema } from "#app/pricing/request.ts";
import type { PricingResult, RateKind } from "#app/pricing/types.ts";
import { updateRate } from "#app/rates/rate-edit.server.ts";
import { FCL_HEADER, fclRow, importCsv, seedRatesWorld, unique, USER } from "#app/rates/rates.fixture.ts";
import { rateSetLoads } from "./rate-cache.server.ts";
import { priceFromDb } from "./rate-set.server.ts";

const readyDate = new Date(Date.now() + 14 * 86_400_000).toISOString().slice(0, 10);
const request = PricingRequestSchema.parse({
	mode: "sea",
	direction: "export",
	cargoType: "fcl",
	origin: "KRPUS",
	destination: "VNHPH",
	koreanRegion: { province: "KR-11" },
	readyDate,
	containers: [{ type: "dv20", count: 2 }],
});
const QUOTE_DATE = "2026-01-15";

const sqlite = () => getConnection().sqlite;
const price = (conn?: Connection) => priceFromDb(request, QUOTE_DATE, conn?.db);

/** What a process that never quoted before would answer now. */
function fromScratch(): PricingResult {
	const fresh = openDatabase(databasePath());
	try {
		return price(fresh);
	} finally {
		fresh.sqlite.close();
	}
}

function ok(result: PricingResult) {
	if (!result.ok) throw new Error(`no price: ${result.reason}`);
	return result;
}

/** The rate row ids of one kind behind the quote's lines. */
function idsOf(result: PricingResult, kind: RateKind): string[] {
	return [
		...new Set(
			ok(result).options.flatMap((o) => o.lines.filter((l) => l.source.kind === kind).map((l) => l.source.id)),
		),
	];
}

function firstId(kind: RateKind): string {
	const id = idsOf(price(), kind)[0];
	if (!id) throw new Error(`the demo quote has no ${kind} line`);
	return id;
}

beforeAll(() => {
	seedRatesWorld();
	seedFixedSurcharges(getDb());
	seedDemoRates(getDb());
});

describe("no change, no reload", () => {
	test("quotes after the first read the rate set from memory", () => {
		const first = price();
		const loads = rateSetLoads();
		for (let i = 0; i < 20; i++) expect(price()).toEqual(first);
		expect(rateSetLoads()).toBe(loads);
	});

	test("a write to a table a quote does not read reloads nothing", () => {
		price();
		const loads = rateSetLoads();
		sqlite()
			.prepare("INSERT INTO once_keys (key, purpose, result, created_at) VALUES (?, 'test', '/', 0)")
			.run(unique("once"));
		price();
		expect(rateSetLoads()).toBe(loads);
	});
});

describe("a change is seen by the very next quote", () => {
	test("staff import a rate sheet and then edit one of its rows", async () => {
		const carrier = unique("CACHE");
		const before = ok(price());
		const row = fclRow(carrier, { amount: "100.00", valid_from: readyDate, valid_to: "2099-12-31" });
		const imported = await importCsv([FCL_HEADER, row]);
		expect(imported.ok).toBe(true);
		const after = ok(price());
		expect(after.options.length).toBe(before.options.length + 1);
		const option = after.options.find((o) => o.carrier === carrier);
		expect(option?.lines.find((l) => l.code === "ofr")?.unitPrice).toBe(10000);

		const id = idsOf(after, "fcl").find((i) => option?.lines.some((l) => l.source.id === i)) as string;
		const form = {
			...Object.fromEntries(FCL_HEADER.map((h, i) => [h, row[i] as string])),
			weekly_frequency: "1",
			dg_accepted: "false",
			amount: "123.00",
		};
		expect(updateRate("fcl", id, form, USER)).toEqual({ ok: true, changed: true });
		const edited = ok(price()).options.find((o) => o.carrier === carrier);
		expect(edited?.lines.find((l) => l.code === "ofr")?.unitPrice).toBe(12300);
		expect(price()).toEqual(fromScratch());
	});

	/** Deletes one row and returns what puts it back, so the next cases still have a price. */
	function removed(table: "surcharges" | "port_costs", id: string): () => void {
		const row = sqlite().prepare(`SELECT * FROM ${table} WHERE id = ?`).get(id) as Record<string, unknown>;
		sqlite().prepare(`DELETE FROM ${table} WHERE id = ?`).run(id);
		const names = Object.keys(row);
		return () =>
			sqlite()
				.prepare(`INSERT INTO ${table} (${names.join(", ")}) VALUES (${names.map((n) => `@${n}`).join(", ")})`)
				.run(row);
	}

	const run = (statement: string, ...params: unknown[]): void =>
		void sqlite()
			.prepare(statement)
			.run(...params);

	const cases: { name: string; change: () => void | (() => void) }[] = [
		{
			name: "an FCL rate, raw SQL",
			change: () => run("UPDATE fcl_rates SET amount = amount + 777 WHERE id = ?", firstId("fcl")),
		},
		{
			name: "a surcharge",
			change: () => run("UPDATE surcharges SET amount = amount + 1000 WHERE id = ?", firstId("surcharge")),
		},
		{ name: "a surcharge deleted (and put back)", change: () => removed("surcharges", firstId("surcharge")) },
		{ name: "a port cost deleted (and put back)", change: () => removed("port_costs", firstId("port_cost")) },
		{
			name: "a port cost",
			change: () => run("UPDATE port_costs SET amount = amount + 500 WHERE id = ?", firstId("port_cost")),
		},
		{
			name: "a trucking rate",
			change: () => run("UPDATE trucking_rates SET amount = amount + 20000 WHERE id = ?", firstId("trucking")),
		},
		{
			name: "an exchange rate",
			change: () =>
				run(
					"INSERT INTO exchange_rates (id, currency, effective_date, per_usd_cents) VALUES (?, 'KRW', ?, 151234)",
					unique("fx"),
					readyDate,
				),
		},
		{
			name: "the quote validity staff set",
			change: () =>
				run(
					"INSERT INTO quote_validity (mode, days, updated_at) VALUES ('sea', 3, 0) ON CONFLICT (mode) DO UPDATE SET days = days + 1",
				),
		},
	];

	test.each(cases)("$name", ({ change }) => {
		const before = price();
		const loads = rateSetLoads();
		const undo = change();
		const after = price();
		expect(after).not.toEqual(before);
		expect(after).toEqual(fromScratch());
		expect(rateSetLoads()).toBe(loads + 1);
		if (undo) {
			undo();
			expect(price()).toEqual(before);
		}
	});

	test("an uncommitted change seen inside a transaction is not kept after a rollback", () => {
		const committed = price();
		const id = firstId("fcl");
		const tx = sqlite().transaction(() => {
			sqlite().prepare("UPDATE fcl_rates SET amount = amount + 1 WHERE id = ?").run(id);
			expect(price()).not.toEqual(committed);
			throw new Error("roll back");
		});
		expect(tx).toThrow("roll back");
		expect(price()).toEqual(committed);
		expect(price()).toEqual(fromScratch());
	});
});

describe("a second connection to the same file (a replica)", () => {
	let replica: Connection;
	beforeAll(() => {
		replica = openDatabase(databasePath());
	});
	afterAll(() => replica.sqlite.close());

	test("sees a write made on the other connection with one reload, then none", () => {
		const before = price(replica);
		const loads = rateSetLoads(replica.db);
		sqlite().prepare("UPDATE fcl_rates SET amount = amount + 4321 WHERE id = ?").run(idsOf(before, "fcl")[0]);
		const after = price(replica);
		expect(after).not.toEqual(before);
		expect(after).toEqual(price());
		expect(rateSetLoads(replica.db)).toBe(loads + 1);
		price(replica);
		expect(rateSetLoads(replica.db)).toBe(loads + 1);
	});
});
