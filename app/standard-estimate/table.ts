// The standard estimate (spec section 1: "a standard estimate table with an explanation of its items"):
// typical export lanes from Korea, each priced for a reference shipment through the real pricing engine
// from the rates in force, so the table can never say a price a quote would not. Pure: the caller hands
// in the engine call (table.server.ts prices from the database; tests price from a fixed rate set).
// Decision 083 says why these lanes and these reference shipments.
import type { ChargeCode, Routing } from "#app/pricing/codes.ts";
import { type PricingRequest, PricingRequestSchema } from "#app/pricing/request.ts";
import type { IsoDate, NoPriceReason, PricingResult, QuoteLine } from "#app/pricing/types.ts";

/**
 * The typical lanes: a destination with its sea port (FCL and LCL) and its cargo airport. Ho Chi Minh
 * City's containers go through Cat Lai (VNCLI); Hai Phong's air cargo flies into Hanoi (HAN), its region's
 * cargo airport; Rotterdam's into Amsterdam (AMS).
 */
export const STANDARD_DESTINATIONS = [
	{ id: "haiphong", country: "VN", port: "VNHPH", airport: "HAN" },
	{ id: "hochiminh", country: "VN", port: "VNCLI", airport: "SGN" },
	{ id: "shanghai", country: "CN", port: "CNSHA", airport: "PVG" },
	{ id: "tokyo", country: "JP", port: "JPTYO", airport: "NRT" },
	{ id: "losangeles", country: "US", port: "USLAX", airport: "LAX" },
	{ id: "rotterdam", country: "NL", port: "NLRTM", airport: "AMS" },
] as const;
export type StandardDestination = (typeof STANDARD_DESTINATIONS)[number];
export type DestinationId = StandardDestination["id"];

/** Busan for sea (FCL and LCL: one of the two LCL gateways of spec section 9), Incheon for air. */
export const STANDARD_ORIGIN = { port: "KRPUS", airport: "ICN" } as const;

export const STANDARD_PRODUCTS = ["dv20", "dv40", "lcl", "air"] as const;
export type StandardProduct = (typeof STANDARD_PRODUCTS)[number];

/**
 * The reference shipments: one dry box; 1 RT of LCL (1 cbm, 500 kg: the volume decides, as for most
 * LCL cargo); 100 kg of air cargo whose volume (0.1 cbm = 16.7 kg volumetric) stays below its weight,
 * so the chargeable weight is the 100 kg the "+100 kg" break prices.
 */
export const LCL_REFERENCE = { weightKg: 500, volumeCbm: 1 } as const;
export const AIR_REFERENCE = { weightKg: 100, volumeCbm: 0.1 } as const;

/** The engine request of one row, exactly as the wizard or the partner API would send it. */
export function standardRequest(
	destination: StandardDestination,
	product: StandardProduct,
	readyDate: IsoDate,
): PricingRequest {
	const common = { direction: "export" as const, readyDate };
	if (product === "air")
		return PricingRequestSchema.parse({
			...common,
			mode: "air",
			origin: STANDARD_ORIGIN.airport,
			destination: destination.airport,
			packages: [{ count: 1, measure: "total", ...AIR_REFERENCE }],
		});
	if (product === "lcl")
		return PricingRequestSchema.parse({
			...common,
			mode: "sea",
			cargoType: "lcl",
			origin: STANDARD_ORIGIN.port,
			destination: destination.port,
			packages: [{ count: 1, measure: "total", ...LCL_REFERENCE }],
		});
	return PricingRequestSchema.parse({
		...common,
		mode: "sea",
		cargoType: "fcl",
		origin: STANDARD_ORIGIN.port,
		destination: destination.port,
		containers: [{ type: product, count: 1 }],
	});
}

export type PricedRow = {
	carrier: string;
	routing: Routing;
	viaPort: string | null;
	transitDays: number;
	/** how many carriers' options the engine found; the row shows the cheapest */
	options: number;
	/** the freight line's price per unit: per container, per RT or per kg (minor units of `currency`) */
	freight: { code: ChargeCode; unitPrice: number; currency: QuoteLine["currency"]; basis: QuoteLine["basis"] };
	lines: QuoteLine[];
	totals: { KRW: number; USD: number; VND: number };
	/** KRW per USD x 100 used for the totals, and the day that rate is "as of" */
	krwPerUsdCents: number;
	exchangeDate: IsoDate | null;
	/** the window in which every rate row of the row holds (latest start, earliest end) */
	ratesValidFrom: IsoDate | null;
	ratesValidTo: IsoDate | null;
	/** how long a quote made today from this row holds (rates' end and the staff's validity days) */
	quoteValidUntil: IsoDate;
};

export type StandardRow = {
	key: `${DestinationId}-${StandardProduct}`;
	destination: DestinationId;
	product: StandardProduct;
	origin: string;
	to: string;
	/** ISO country of the destination (the origin is Korea), for the wizard's route step */
	country: string;
	request: PricingRequest;
	priced: PricedRow | null;
	/** why there is no price: the engine's reason (out_of_scope = no rates for the lane at all) */
	noPrice: { reason: NoPriceReason; manual: boolean } | null;
};

const FREIGHT_CODES: readonly ChargeCode[] = ["ofr", "lcl", "afr"];

/** One row from the engine's answer: the cheapest option (the engine sorts them cheapest first). */
export function standardRow(
	destination: StandardDestination,
	product: StandardProduct,
	request: PricingRequest,
	result: PricingResult,
): StandardRow {
	const base = {
		key: `${destination.id}-${product}` as const,
		destination: destination.id,
		product,
		origin: request.origin,
		to: request.destination,
		country: destination.country,
		request,
	};
	if (!result.ok) return { ...base, priced: null, noPrice: { reason: result.reason, manual: result.manual } };
	const option = result.options[0];
	if (!option) return { ...base, priced: null, noPrice: { reason: "no_rate_on_date", manual: true } };
	const freightLine = option.lines.find((l) => FREIGHT_CODES.includes(l.code));
	if (!freightLine) throw new Error(`standard estimate: option ${option.id} has no freight line`);
	let ratesValidFrom: IsoDate | null = null;
	let ratesValidTo: IsoDate | null = null;
	for (const line of option.lines) {
		const { validFrom, validTo } = line.source;
		if (validFrom && (ratesValidFrom === null || validFrom > ratesValidFrom)) ratesValidFrom = validFrom;
		if (validTo && (ratesValidTo === null || validTo < ratesValidTo)) ratesValidTo = validTo;
	}
	return {
		...base,
		noPrice: null,
		priced: {
			carrier: option.carrier,
			routing: option.routing,
			viaPort: option.viaPort,
			transitDays: option.transitDays,
			options: result.options.length,
			freight: {
				code: freightLine.code,
				unitPrice: freightLine.unitPrice,
				currency: freightLine.currency,
				basis: freightLine.basis,
			},
			lines: option.lines,
			totals: option.totals,
			krwPerUsdCents: option.exchange.krwPerUsdCents,
			exchangeDate: option.exchange.effective?.KRW ?? null,
			ratesValidFrom,
			ratesValidTo,
			quoteValidUntil: option.validUntil,
		},
	};
}

export type StandardTable = {
	readyDate: IsoDate;
	destinations: { id: DestinationId; port: string; airport: string; rows: StandardRow[] }[];
	/** every charge code some row shows, for the glossary under the table */
	codes: ChargeCode[];
};

/** Every lane and product, priced by `price` (the engine over some rate set) for cargo ready on `readyDate`. */
export function standardEstimateTable(
	readyDate: IsoDate,
	price: (request: PricingRequest) => PricingResult,
): StandardTable {
	const codes = new Set<ChargeCode>();
	const destinations = STANDARD_DESTINATIONS.map((destination) => ({
		id: destination.id,
		port: destination.port,
		airport: destination.airport,
		rows: STANDARD_PRODUCTS.map((product) => {
			const request = standardRequest(destination, product, readyDate);
			const row = standardRow(destination, product, request, price(request));
			for (const line of row.priced?.lines ?? []) codes.add(line.code);
			return row;
		}),
	}));
	return { readyDate, destinations, codes: [...codes] };
}
