// The network figures on the home page, counted from the seeded reference data (not hard-coded).
import { placeCountries, placeOptions } from "./places.server.ts";

export type NetworkFigures = { koreanPorts: number; overseasPorts: number; airports: number };

export function getNetworkFigures(): NetworkFigures {
	// the Korean ports offered are exactly the gateways we quote from and to
	const koreanPorts = placeOptions("sea", "en").filter((p) => p.country === "KR").length;
	const overseasPorts = [...placeCountries("sea").values()].filter((country) => country !== "KR").length;
	return { koreanPorts, overseasPorts, airports: placeCountries("air").size };
}
