// The network figures on the home page, counted from the seeded reference data (not hard-coded).
import { count, eq, ne } from "drizzle-orm";
import { getDb } from "#db/client.ts";
import { airports, ports } from "#db/schema.ts";

export type NetworkFigures = { koreanPorts: number; overseasPorts: number; airports: number };

export function getNetworkFigures(): NetworkFigures {
	const db = getDb();
	const korean = db.select({ n: count() }).from(ports).where(eq(ports.koreanGateway, true)).get()?.n ?? 0;
	const overseas = db.select({ n: count() }).from(ports).where(ne(ports.countryCode, "KR")).get()?.n ?? 0;
	const airportCount = db.select({ n: count() }).from(airports).get()?.n ?? 0;
	return { koreanPorts: korean, overseasPorts: overseas, airports: airportCount };
}
