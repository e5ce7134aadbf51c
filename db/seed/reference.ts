// Seeds the reference tables (countries, ports, airports) from the files under db/data. Idempotent:
// every row is an upsert keyed by its code, so running it on each deploy refreshes names and coordinates
// without touching anything else. Rows that disappear from the files are left in place on purpose,
// because later tables (quotes, bookings) will reference ports and airports by code.
import { FREIGHT_REGIONS, KOREAN_AIRPORTS, KOREAN_SEA_PORTS, LCL_PORTS } from "../../app/pricing/codes.ts";
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { getTableColumns, type SQL, sql } from "drizzle-orm";
import type { SQLiteTable } from "drizzle-orm/sqlite-core";
import { z } from "zod";
import type { AppDatabase } from "../client.ts";
import { airports, countries, ports } from "../schema.ts";
import { type CsvRecord, parseCsvRecords } from "./csv.ts";
import { type KrRegions, parseKrRegions } from "../../app/places/kr-regions.ts";

export const REFERENCE_DATA_DIR = path.join(path.dirname(fileURLToPath(import.meta.url)), "..", "data");

export const REFERENCE_FILES = {
	ports: "ports_kr_vn_world.csv",
	airports: "airports_kr_vn_world.csv",
	countries: "countries.json",
	placeNames: "place-names.json",
	krRegions: "kr-regions.json",
} as const;

// The freight regions, gateways and LCL ports are the pricing vocabulary's (app/pricing/codes.ts).
export { FREIGHT_REGIONS, type FreightRegion } from "../../app/pricing/codes.ts";
export const KOREAN_GATEWAY_PORTS = KOREAN_SEA_PORTS;
export const KOREAN_GATEWAY_AIRPORTS = KOREAN_AIRPORTS;
export { LCL_PORTS };

/**
 * China is one country but two regions in the import surcharge tables of spec section 9: these ports
 * are South China (Pearl River Delta and Fujian); every other Chinese port is North China.
 */
export const SOUTH_CHINA_PORTS = ["CNSZX", "CNYTN", "CNSHK", "CNCAN", "CNNSA", "CNXMN"] as const;

export type CountryRow = typeof countries.$inferInsert;
export type PortRow = typeof ports.$inferInsert;
export type AirportRow = typeof airports.$inferInsert;

// Names are stored in NFC so a Vietnamese name typed with combining marks still compares equal to
// the same name typed precomposed (search, sorting and tests all compare strings).
const name = z
	.string()
	.trim()
	.min(1)
	.transform((value) => value.normalize("NFC"));

const CountriesSchema = z
	.array(
		z.strictObject({
			code: z.string().regex(/^[A-Z]{2}$/, "ISO 3166-1 alpha-2"),
			nameKo: name,
			nameEn: name,
			nameVi: name,
			region: z.enum(FREIGHT_REGIONS),
		}),
	)
	.superRefine((rows, ctx) => {
		const seen = new Set<string>();
		for (const row of rows) {
			if (seen.has(row.code)) ctx.addIssue({ code: "custom", message: `duplicate country ${row.code}` });
			seen.add(row.code);
		}
	});

const LocalNameSchema = z.strictObject({ ko: name.optional(), vi: name.optional() });
const PlaceNamesSchema = z.strictObject({
	ports: z.record(z.string().regex(/^[A-Z]{5}$/, "UN/LOCODE"), LocalNameSchema),
	airports: z.record(z.string().regex(/^[A-Z]{3}$/, "IATA code"), LocalNameSchema),
});
export type PlaceNames = z.infer<typeof PlaceNamesSchema>;

export function parseCountries(json: unknown): CountryRow[] {
	return CountriesSchema.parse(json);
}

export function parsePlaceNames(json: unknown): PlaceNames {
	return PlaceNamesSchema.parse(json);
}

function required(record: CsvRecord, column: string, context: string): string {
	const value = record[column]?.trim();
	if (!value) throw new Error(`${context}: missing ${column}`);
	return value;
}

/** Parses a latitude or longitude, refusing blanks and out-of-range values rather than storing 0. */
export function parseCoordinate(value: string | undefined, axis: "lat" | "lon", context: string): number {
	const trimmed = value?.trim() ?? "";
	const number = trimmed === "" ? Number.NaN : Number(trimmed);
	const limit = axis === "lat" ? 90 : 180;
	if (!Number.isFinite(number) || Math.abs(number) > limit) {
		throw new Error(`${context}: bad ${axis} "${value ?? ""}"`);
	}
	return number;
}

/**
 * The airports CSV holds OurAirports' `ident` where a field holds no ICAO code (e.g. "VN-0001" for
 * Dong Hoi), so only a four-letter code is kept.
 */
export function toIcao(value: string | undefined): string | null {
	const trimmed = value?.trim().toUpperCase() ?? "";
	return /^[A-Z]{4}$/.test(trimmed) ? trimmed : null;
}

export function buildPortRows(records: CsvRecord[], names: PlaceNames): PortRow[] {
	const gateways = new Set<string>(KOREAN_GATEWAY_PORTS);
	const lcl = new Set<string>(LCL_PORTS);
	const southChina = new Set<string>(SOUTH_CHINA_PORTS);
	return records.map((record, index) => {
		const context = `ports row ${index + 1}`;
		const code = required(record, "unlocode", context).toUpperCase();
		const local = names.ports[code];
		return {
			code,
			countryCode: required(record, "iso_country", context).toUpperCase(),
			nameKo: local?.ko ?? null,
			nameEn: required(record, "name", context),
			nameVi: local?.vi ?? null,
			lat: parseCoordinate(record.lat, "lat", `${context} (${code})`),
			lon: parseCoordinate(record.lon, "lon", `${context} (${code})`),
			koreanGateway: gateways.has(code),
			lcl: lcl.has(code),
			region: southChina.has(code) ? "south_china" : null,
			source: required(record, "coord_source", context),
		};
	});
}

export function buildAirportRows(records: CsvRecord[], names: PlaceNames): AirportRow[] {
	const gateways = new Set<string>(KOREAN_GATEWAY_AIRPORTS);
	return records.map((record, index) => {
		const context = `airports row ${index + 1}`;
		const code = required(record, "iata", context).toUpperCase();
		const local = names.airports[code];
		return {
			code,
			icao: toIcao(record.icao_or_ident),
			countryCode: required(record, "iso_country", context).toUpperCase(),
			nameKo: local?.ko ?? null,
			nameEn: required(record, "name", context),
			nameVi: local?.vi ?? null,
			city: record.municipality?.trim() || null,
			lat: parseCoordinate(record.lat, "lat", `${context} (${code})`),
			lon: parseCoordinate(record.lon, "lon", `${context} (${code})`),
			koreanGateway: gateways.has(code),
			source: "OurAirports",
		};
	});
}

/** Country codes used by a port or airport but absent from the country list (foreign keys are on). */
export function findMissingCountries(
	countryRows: readonly CountryRow[],
	places: readonly { countryCode: string }[],
): string[] {
	const known = new Set(countryRows.map((c) => c.code));
	return [...new Set(places.map((p) => p.countryCode))].filter((code) => !known.has(code)).sort();
}

/** Place-name keys with no matching port or airport: almost always a typo in place-names.json. */
export function findUnknownPlaceNames(
	names: PlaceNames,
	portRows: readonly PortRow[],
	airportRows: readonly AirportRow[],
): string[] {
	const portCodes = new Set(portRows.map((p) => p.code));
	const airportCodes = new Set(airportRows.map((a) => a.code));
	return [
		...Object.keys(names.ports)
			.filter((code) => !portCodes.has(code))
			.map((code) => `ports.${code}`),
		...Object.keys(names.airports)
			.filter((code) => !airportCodes.has(code))
			.map((code) => `airports.${code}`),
	];
}

function findDuplicates(codes: readonly string[]): string[] {
	return [...new Set(codes.filter((code, i) => codes.indexOf(code) !== i))];
}

export type ReferenceData = { countries: CountryRow[]; ports: PortRow[]; airports: AirportRow[] };

function readJson(dir: string, file: string): unknown {
	return JSON.parse(fs.readFileSync(path.join(dir, file), "utf8"));
}

/** Reads and cross-checks the reference files; throws before any write if they disagree. */
export function loadReferenceData(dir: string = REFERENCE_DATA_DIR): ReferenceData {
	const countryRows = parseCountries(readJson(dir, REFERENCE_FILES.countries));
	const names = parsePlaceNames(readJson(dir, REFERENCE_FILES.placeNames));
	const portRows = buildPortRows(
		parseCsvRecords(fs.readFileSync(path.join(dir, REFERENCE_FILES.ports), "utf8")),
		names,
	);
	const airportRows = buildAirportRows(
		parseCsvRecords(fs.readFileSync(path.join(dir, REFERENCE_FILES.airports), "utf8")),
		names,
	);

	const problems: string[] = [];
	const duplicatePorts = findDuplicates(portRows.map((p) => p.code));
	if (duplicatePorts.length) problems.push(`duplicate ports: ${duplicatePorts.join(", ")}`);
	const duplicateAirports = findDuplicates(airportRows.map((a) => a.code));
	if (duplicateAirports.length) problems.push(`duplicate airports: ${duplicateAirports.join(", ")}`);
	const missing = findMissingCountries(countryRows, [...portRows, ...airportRows]);
	if (missing.length) problems.push(`countries missing from ${REFERENCE_FILES.countries}: ${missing.join(", ")}`);
	const unknown = findUnknownPlaceNames(names, portRows, airportRows);
	if (unknown.length) problems.push(`${REFERENCE_FILES.placeNames} names unknown codes: ${unknown.join(", ")}`);
	// The gateway lists are business rules; if the data lost one of them the quote screens would break.
	for (const code of KOREAN_GATEWAY_PORTS) {
		if (!portRows.some((p) => p.code === code)) problems.push(`gateway port ${code} missing`);
	}
	for (const code of KOREAN_GATEWAY_AIRPORTS) {
		if (!airportRows.some((a) => a.code === code)) problems.push(`gateway airport ${code} missing`);
	}
	if (problems.length) throw new Error(`reference data: ${problems.join("; ")}`);

	return { countries: countryRows, ports: portRows, airports: airportRows };
}

/** Korean provinces and districts; not seeded (there is no table), read by the app directly. */
export function loadKrRegions(dir: string = REFERENCE_DATA_DIR): KrRegions {
	return parseKrRegions(readJson(dir, REFERENCE_FILES.krRegions));
}

/** `SET col = excluded.col` for every non-key column, so an upsert rewrites the whole row. */
function excludedSet(table: SQLiteTable, key: string): Record<string, SQL> {
	return Object.fromEntries(
		Object.entries(getTableColumns(table))
			.filter(([property]) => property !== key)
			.map(([property, column]) => [property, sql.raw(`excluded."${column.name}"`)]),
	);
}

export type SeedCounts = { countries: number; ports: number; airports: number };

/** Upserts countries, then ports and airports (which reference them), in one transaction. */
export function seedReference(db: AppDatabase, dir: string = REFERENCE_DATA_DIR): SeedCounts {
	const data = loadReferenceData(dir);
	db.transaction((tx) => {
		tx.insert(countries)
			.values(data.countries)
			.onConflictDoUpdate({ target: countries.code, set: excludedSet(countries, "code") })
			.run();
		tx.insert(ports)
			.values(data.ports)
			.onConflictDoUpdate({ target: ports.code, set: excludedSet(ports, "code") })
			.run();
		tx.insert(airports)
			.values(data.airports)
			.onConflictDoUpdate({ target: airports.code, set: excludedSet(airports, "code") })
			.run();
	});
	return { countries: data.countries.length, ports: data.ports.length, airports: data.airports.length };
}
