// The wizard's last step: the saved draft priced by the engine (priceFromDb, the same request the
// partner API sends) and what the result page shows of it. The options stay in the engine's order:
// the marks (optionFlags) say which is cheapest and which is fastest, nothing here re-sorts them.
import type { Locale } from "#app/i18n/locales.ts";
import type { Direction } from "#app/pricing/codes.ts";
import { type IncotermSplit, incotermSplit } from "#app/pricing/incoterm-reprice.ts";
import { type Incoterm, type PricingRequest, PricingRequestSchema } from "#app/pricing/request.ts";
import { optionCo2 } from "#app/geo/co2.server.ts";
import { optimiserLinkFor } from "#app/optimiser/link.ts";
import { seoulToday } from "#app/calendar/calendar.ts";
import { priceFromDb } from "#app/pricing/store/rate-set.server.ts";
import type { PricingResult } from "#app/pricing/types.ts";
import { type QuoteVat, quoteVat } from "#app/pricing/vat.ts";
import { newOnceKey } from "#app/utils/once.server.ts";
import { type NamedPlace, namedPlace } from "./wizard-places.server.ts";
import {
	type CargoKind,
	type FinishedDraft,
	type OptionFlag,
	type WizardMode,
	cargoKindOf,
	draftToRequest,
	optionFlags,
} from "./wizard.ts";

/** The pricing request of a draft whose route and cargo passed, and the engine's answer to it. */
export function priceDraft(
	mode: WizardMode,
	draft: FinishedDraft,
): { request: PricingRequest; pricing: PricingResult } {
	const request = PricingRequestSchema.parse(draftToRequest(mode, draft));
	return { request, pricing: priceFromDb(request) };
}

export type ResultView = {
	pricing: PricingResult;
	/** the choose and manual forms' one-time key (exactlyOnce) */
	onceKey: string;
	showVnd: boolean;
	lane: { origin: NamedPlace; destination: NamedPlace; direction: Direction; kind: CargoKind };
	/** cheapest and fastest, by option id */
	flags: Record<string, OptionFlag[]>;
	/** the Incoterm chosen in step 1 and who pays which group under it */
	incoterm: Incoterm | null;
	payers: IncotermSplit;
	/** transhipment ports' names, for "via Singapore (SGSIN)" */
	via: Record<string, string>;
	/** kg CO2e (well-to-wheel, GLEC; decision 015) by option id; null where the factor does not cover it */
	co2: Record<string, number | null>;
	/** the estimated VAT and total with VAT by option id (decision 040: the invoice's own rule) */
	vat: Record<string, QuoteVat>;
	/** a sea export to Vietnam: the route optimiser with this lane filled in (decision 081) */
	optimiserLink: string | null;
};

export function resultView(mode: WizardMode, draft: FinishedDraft, locale: Locale): ResultView {
	const { request, pricing } = priceDraft(mode, draft);
	const r = draft.route;
	const viaPorts = pricing.ok ? pricing.options.flatMap((o) => (o.viaPort ? [o.viaPort] : [])) : [];
	return {
		pricing,
		onceKey: newOnceKey(),
		showVnd: r.originCountry === "VN" || r.destinationCountry === "VN",
		lane: {
			origin: namedPlace(r.origin, locale),
			destination: namedPlace(r.destination, locale),
			direction: r.direction,
			kind: cargoKindOf(mode, r),
		},
		flags: pricing.ok ? optionFlags(pricing.options) : {},
		incoterm: r.incoterms ?? null,
		payers: incotermSplit(r.direction, r.incoterms),
		via: Object.fromEntries(viaPorts.map((code) => [code, namedPlace(code, locale).name])),
		// beside the price, never part of it: the engine's options are not touched
		co2: pricing.ok
			? Object.fromEntries(
					pricing.options.map((o) => [
						o.id,
						optionCo2({ origin: request.origin, destination: request.destination, request, option: o })?.kgCo2e ?? null,
					]),
				)
			: {},
		vat: pricing.ok ? Object.fromEntries(pricing.options.map((o) => [o.id, quoteVat(o, r.direction)])) : {},
		optimiserLink: optimiserLinkFor(request, seoulToday()),
	};
}
