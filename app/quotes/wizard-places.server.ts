// The quote wizard's place lookups, all through app/places (the one home of countries, ports,
// airports and Korea's regions): step 1's pickers and the server's checks of what was picked, and
// the names the summary panel and the result page show in the page language.
import type { Locale } from "#app/i18n/locales.ts";
import { isKrRegion, provinceOptions } from "#app/places/kr-regions.ts";
import { type PlaceMode, countryOptions, placeCheck, placeName, placeOptions } from "#app/places/places.server.ts";
import { perConnection } from "#db/client.ts";
import { type RouteListsJson, packRouteLists } from "./route-lists.ts";
import { type RouteLookups, type WizardMode, incotermsFor } from "./wizard.ts";

const placeModeOf = (mode: WizardMode): PlaceMode => (mode === "shipline" ? "sea" : "air");

/**
 * Step 1's pickers, names in the page language: the countries that have a place of this mode, the
 * places (abroad all of them, in Korea the gateways only), the provinces with their districts (the
 * value is the Korean name the trucking tariff is keyed by) and the Incoterms this mode offers.
 *
 * Sent as one packed JSON text (packRouteLists), made once per connection, mode and locale: the lists
 * were rebuilt and sorted by name on every step-1 request, and React Router encodes loader data value
 * by value (turbo-stream), where their 900-odd values were a seventh of the request's server time;
 * a string is copied as it is. The screen reads it back with readRouteLists.
 */
export function routeListsJson(mode: WizardMode, locale: Locale): RouteListsJson {
	const texts = jsonByConnection();
	const key = `${mode}:${locale}`;
	const known = texts.get(key);
	if (known) return known;
	const placeMode = placeModeOf(mode);
	const places = placeOptions(placeMode, locale);
	const text = packRouteLists({
		countries: countryOptions(placeMode, locale),
		places,
		provinces: provinceOptions(locale),
		incoterms: incotermsFor(mode),
	});
	// reference data read before the seed ran is not kept (perConnection's rule for the places)
	if (places.length) texts.set(key, text);
	return text;
}

const jsonByConnection = perConnection(() => new Map<string, RouteListsJson>());

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
