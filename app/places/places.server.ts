// Countries, ports and airports from the database (db/schema.ts, seeded from db/data by
// db/seed/reference.ts): the one lookup every screen, mail, PDF and the pricing engine's rate loading
// use. Names follow the one rule of names.ts. The Korean provinces and districts come from a data
// file, not a table: kr-regions.ts (provinceOptions, districtLabel, regionLabel, isKrRegion).
//
// The three tables change only when the seed runs, which happens before the app serves (deploy) or,
// in tests, before the lookups: so they are read once per database connection and kept in memory
// (about 200 rows). Empty tables are not kept, so a process that reads before the first seed sees the
// places once they are there.
import { asc, or, sql } from "drizzle-orm";
import type { SQLiteColumn } from "drizzle-orm/sqlite-core";
import { type AppDatabase, getDb, perConnection } from "#db/client.ts";
import { airports, countries, ports } from "#db/schema.ts";
import type { Locale } from "#app/i18n/locales.ts";
import { type LocalNames, byName, localName, placeWithCode } from "./names.ts";

/** Sea for ports (FCL and LCL), air for airports. */
export type PlaceMode = "sea" | "air";

/** A port or an airport: a code can be only one of the two (UN/LOCODE has 5 letters, IATA 3). */
export type Place = LocalNames & {
	code: string;
	mode: PlaceMode;
	countryCode: string;
	/** one of the Korean ports or airports we quote from and to (spec section 9) */
	koreanGateway: boolean;
	/** LCL is offered here (Incheon and Busan); never at an airport */
	lcl: boolean;
	/** the surcharge tables' region: the port's own where it has one (South China), else its country's */
	freightRegion: string | null;
	/** where it is (degrees): the route map draws from it */
	lat: number;
	lon: number;
};

export type Country = LocalNames & { code: string; freightRegion: string };

type Reference = { countries: Map<string, Country>; places: Map<string, Place> };

function read(db: AppDatabase): Reference {
	const countryMap = new Map<string, Country>();
	for (const c of db.select().from(countries).orderBy(asc(countries.nameEn)).all()) {
		countryMap.set(c.code, {
			code: c.code,
			nameKo: c.nameKo,
			nameEn: c.nameEn,
			nameVi: c.nameVi,
			freightRegion: c.region,
		});
	}
	const places = new Map<string, Place>();
	const regionOf = (country: string) => countryMap.get(country)?.freightRegion ?? null;
	for (const p of db.select().from(ports).orderBy(asc(ports.code)).all()) {
		places.set(p.code, {
			code: p.code,
			mode: "sea",
			countryCode: p.countryCode,
			nameKo: p.nameKo,
			nameEn: p.nameEn,
			nameVi: p.nameVi,
			koreanGateway: p.koreanGateway,
			lcl: p.lcl,
			freightRegion: p.region ?? regionOf(p.countryCode),
			lat: p.lat,
			lon: p.lon,
		});
	}
	for (const a of db.select().from(airports).orderBy(asc(airports.code)).all()) {
		places.set(a.code, {
			code: a.code,
			mode: "air",
			countryCode: a.countryCode,
			nameKo: a.nameKo,
			nameEn: a.nameEn,
			nameVi: a.nameVi,
			koreanGateway: a.koreanGateway,
			lcl: false,
			freightRegion: regionOf(a.countryCode),
			lat: a.lat,
			lon: a.lon,
		});
	}
	return { countries: countryMap, places };
}

// an empty read (before the seed ran) is not kept
const reference = perConnection(read, (fresh) => fresh.places.size > 0);

/** One place by code, of either mode or of `mode` only. */
export function findPlace(code: string, mode?: PlaceMode): Place | undefined {
	const place = reference().places.get(code);
	return place && (!mode || place.mode === mode) ? place : undefined;
}

/** The known places among `codes` (repeats and unknown codes are fine), for naming a list of quotes at once. */
export function placesByCode(codes: Iterable<string>, mode?: PlaceMode): Map<string, Place> {
	const out = new Map<string, Place>();
	for (const code of codes) {
		const place = findPlace(code, mode);
		if (place) out.set(code, place);
	}
	return out;
}

/** A place's name in the reader's language; the code itself when the place is unknown. */
export function placeName(code: string, locale: Locale): string {
	const place = findPlace(code);
	return place ? localName(place, locale) : code;
}

/** "부산 (KRPUS)": the name with the code, or the code alone when the place is unknown. */
export function placeLabel(code: string, locale: Locale): string {
	return placeWithCode(placeName(code, locale), code);
}

/** "부산 (KRPUS) → 하이퐁 (VNHPH)": a lane in the reader's language, for headings, mails and desk lists. */
export function routeLabel(origin: string, destination: string, locale: Locale): string {
	return `${placeLabel(origin, locale)} → ${placeLabel(destination, locale)}`;
}

export type PlaceCheck = "ok" | "unknown" | "otherCountry";

/**
 * Is `code` a place of `country` for this mode? Airports are not coded by country, so the table
 * says; a port code names its country in its first two letters, but the table is the authority too.
 */
export function placeCheck(code: string, country: string, mode: PlaceMode): PlaceCheck {
	const place = findPlace(code, mode);
	if (!place) return "unknown";
	return place.countryCode === country ? "ok" : "otherCountry";
}

export type PlaceOption = { code: string; name: string; country: string; lcl: boolean };
export type CountryOption = { code: string; name: string };

/**
 * The places a picker offers for this mode, by code, names in the page language: abroad every port or
 * airport, in Korea only the gateways we quote (the other Korean places are listed in the data but
 * not offered). `lcl` marks where LCL is possible.
 */
export function placeOptions(mode: PlaceMode, locale: Locale): PlaceOption[] {
	const out: PlaceOption[] = [];
	for (const p of reference().places.values()) {
		if (p.mode !== mode || (p.countryCode === "KR" && !p.koreanGateway)) continue;
		out.push({ code: p.code, name: localName(p, locale), country: p.countryCode, lcl: p.lcl });
	}
	return out;
}

/** The countries that have a place to offer for this mode (an empty group helps nobody), sorted by name in the page language. */
export function countryOptions(mode: PlaceMode, locale: Locale): CountryOption[] {
	const { countries: all } = reference();
	const withPlaces = new Set(placeOptions(mode, locale).map((p) => p.country));
	return [...all.values()]
		.filter((c) => withPlaces.has(c.code))
		.map((c) => ({ code: c.code, name: localName(c, locale) }))
		.sort(byName(locale));
}

/** Every place of this mode with its country (code -> ISO country), e.g. to check a rate sheet's codes. */
export function placeCountries(mode: PlaceMode): Map<string, string> {
	const out = new Map<string, string>();
	for (const p of reference().places.values()) if (p.mode === mode) out.set(p.code, p.countryCode);
	return out;
}

/** One country by its ISO code. */
export function findCountry(code: string): Country | undefined {
	return reference().countries.get(code);
}

function escapeLike(text: string): string {
	return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/**
 * Codes of the ports and airports whose name in any language (or, for an airport, its city) contains
 * `text`, as SQLite's LIKE matches it (case-insensitive for Latin letters only): for the quote search.
 */
export function placeCodesNamed(text: string): string[] {
	if (!text) return [];
	const pattern = `%${escapeLike(text)}%`;
	const like = (column: SQLiteColumn) => sql`${column} like ${pattern} escape '\\'`;
	const db = getDb();
	const portRows = db
		.select({ code: ports.code })
		.from(ports)
		.where(or(like(ports.nameKo), like(ports.nameEn), like(ports.nameVi)))
		.all();
	const airportRows = db
		.select({ code: airports.code })
		.from(airports)
		.where(or(like(airports.nameKo), like(airports.nameEn), like(airports.nameVi), like(airports.city)))
		.all();
	return [...portRows, ...airportRows].map((r) => r.code);
}
