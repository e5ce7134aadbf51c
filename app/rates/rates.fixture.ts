// Rate database test fixtures: the reference data and a staff user seeded (call seedRatesWorld in a
// beforeAll), FCL sheets built from one valid row, and an import of them. Each test uses its own
// carrier names (and far-off dates where a kind has no carrier), because other tests and test files in
// the same worker store rates too and the overlap rule would make them collide.
import crypto from "node:crypto";
import { eq } from "drizzle-orm";
import { getDb } from "#db/client.ts";
import { fclRates, users } from "#db/schema.ts";
import { seedReference } from "#db/seed/reference.ts";
import { writeCsv } from "./csv.ts";
import { importSheet } from "./rate-import.server.ts";
import { parseFilters } from "./rate-list.server.ts";

export const USER = "rates-test-staff";

export function seedRatesWorld(): void {
	seedReference(getDb());
	getDb()
		.insert(users)
		.values({ id: USER, email: "rates-staff@test.kr", name: "운임 담당", role: "staff" })
		.onConflictDoNothing()
		.run();
}

export const unique = (label: string) => `${label}-${crypto.randomBytes(4).toString("hex")}`;
export const csv = (rows: string[][]) => new TextEncoder().encode(writeCsv(rows));

export const FCL_HEADER = [
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
	"via_port",
];
export const fclRow = (carrier: string, over: Partial<Record<string, string>> = {}) =>
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

export async function importCsv(
	rows: string[][],
	options: { chosen?: "fcl" | null; onceKey?: string; fileName?: string } = {},
) {
	return importSheet({
		bytes: csv(rows),
		fileName: options.fileName ?? "rates.csv",
		chosen: options.chosen ?? null,
		userId: USER,
		onceKey: options.onceKey ?? crypto.randomUUID(),
	});
}

export const fclOf = (carrier: string) => getDb().select().from(fclRates).where(eq(fclRates.carrier, carrier)).all();
export const filtersFor = (carrier: string, validity = "all") =>
	parseFilters("fcl", new URLSearchParams({ carrier, validity }), "2026-03-01");
