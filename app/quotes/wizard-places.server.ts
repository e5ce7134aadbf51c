// The quote wizard's place lookups, all through app/places (the one home of countries, ports,
// airports and Korea's regions): step 1's pickers and the server's checks of what was picked, and
// the names the summary panel and the result page show in the page language.
import type { Locale } from "#app/i18n/locales.ts";
import { isKrRegion, provinceOptions } from "#app/places/kr-regions.ts";
import { type PlaceMode, countryOptions, placeCheck, placeName, placeOptions } from "#app/places/places.server.ts";
import { perConnection } from "#db/client.ts";
import { type RouteLookups, type WizardMode, incotermsFor } from "./wizard.ts";

const placeModeOf = (mode: WizardMode): PlaceMode => (mode === "shipline" ? "sea" : "air");

/**
 * Step 1's pickers, names in the page language: the countries that have a place of this mode, the
 * places (abroad all of them, in Korea the gateways only), the provinces with their districts (the
 * value is the Korean name the trucking tariff is keyed by) and the Incoterms this mode offers.
 */
export function routeLists(mode: WizardMode, locale: Locale): RouteLists {
	// The same reference data every time: built once per connection, mode and locale (issue 15: it was
	// rebuilt, sorted by name, on every step-1 request).
	const lists = listsByConnection();
	const key = `${mode}:${locale}`;
	const known = lists.get(key);
	if (known) return known;
	const placeMode = placeModeOf(mode);
	const made = {
		countries: countryOptions(placeMode, locale),
		places: placeOptions(placeMode, locale),
		provinces: provinceOptions(locale),
		incoterms: incotermsFor(mode),
	};
	// reference data read before the seed ran is not kept (perConnection's rule for the places)
	if (made.places.length) lists.set(key, made);
	return made;
}

const listsByConnection = perConnection(() => new Map<string, RouteLists>());

export type RouteLists = {
	countries: ReturnType<typeof countryOptions>;
	places: ReturnType<typeof placeOptions>;
	provinces: ReturnType<typeof provinceOptions>;
	incoterms: ReturnType<typeof incotermsFor>;
};

/** The reference data step 1 is checked against (routeSchema's lookups). */
export function routeLookups(mode: WizardMode): RouteLookups {
	const placeMode = placeModeOf(mode);
	return {
		placeCheck: (code, country) => placeCheck(code, country, placeMode),
		isRegion: (province, district) => isKrRegion(province, district),
	};
}

export type NamedPlace = { code: string; name: string };

/** A place with its name in the page language (the code itself when the place is unknown). */
export function namedPlace(code: string, locale: Locale): NamedPlace {
	return { code, name: placeName(code, locale) };
}
