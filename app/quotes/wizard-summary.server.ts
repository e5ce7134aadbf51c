// The wizard's summary panel: the route and cargo the saved draft holds so far, with place and region
// names in the page language. Built on the server from the draft, so it shows with JavaScript off.
import type { Locale } from "#app/i18n/locales.ts";
import { regionLabel } from "#app/places/kr-regions.ts";
import type { Direction } from "#app/pricing/codes.ts";
import type { Incoterm } from "#app/pricing/request.ts";
import { type NamedPlace, namedPlace } from "./wizard-places.server.ts";
import { type CargoKind, type CargoSummary, type Draft, type WizardMode, cargoKindOf, cargoSummary } from "./wizard.ts";

export type WizardSummary = {
	route?: {
		direction: Direction;
		kind: CargoKind;
		origin: NamedPlace;
		destination: NamedPlace;
		/** the Korean trucking region, "서울특별시 강남구" */
		region?: string;
		incoterm?: Incoterm;
	};
	cargo?: CargoSummary & { commodity: string; readyDate: string; dgClass?: string };
};

export function wizardSummary(mode: WizardMode, draft: Draft | null, locale: Locale): WizardSummary {
	if (!draft?.route) return {};
	const r = draft.route;
	const region = regionLabel(r.province, r.district, locale);
	const kind = cargoKindOf(mode, r);
	return {
		route: {
			direction: r.direction,
			kind,
			origin: namedPlace(r.origin, locale),
			destination: namedPlace(r.destination, locale),
			...(region ? { region } : {}),
			...(r.incoterms ? { incoterm: r.incoterms } : {}),
		},
		...(draft.cargo
			? {
					cargo: {
						...cargoSummary(kind, draft.cargo),
						commodity: draft.cargo.commodity,
						readyDate: draft.cargo.readyDate,
						...(draft.cargo.dg && draft.cargo.dgClass ? { dgClass: draft.cargo.dgClass } : {}),
					},
				}
			: {}),
	};
}
