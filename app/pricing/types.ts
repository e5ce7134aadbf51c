// The pricing engine's inputs and outputs. Pure types: the engine (engine.ts) turns a request and a
// set of rate rows into options; the database loader (app/pricing/store/rate-set.server.ts) builds the rate
// set; the partner API and the quote wizard read the result.
import type {
	AirBreakKey,
	Basis,
	ChargeCode,
	ContainerCode,
	Direction,
	FreightRegion,
	Mode,
	PortCostCode,
	Routing,
	Side,
	SurchargeCode,
	TruckingBasis,
} from "./codes.ts";
import type { Currency } from "./money.ts";
import type { PricingRequest } from "./request.ts";

/** A calendar date "YYYY-MM-DD": the app's calendar (app/calendar/calendar.ts) owns it. */
import type { IsoDate } from "#app/calendar/calendar.ts";
export type { IsoDate };

export type Validity = { validFrom: IsoDate; validTo: IsoDate };

type Sailing = {
	carrier: string;
	transitDays: number;
	routing: Routing;
	viaPort: string | null;
	weeklyFrequency: number;
	dgAccepted: boolean;
};

export type FclRate = Validity &
	Sailing & { id: string; pol: string; pod: string; containerCode: ContainerCode; currency: Currency; amount: number };

export type LclRate = Validity &
	Sailing & { id: string; pol: string; pod: string; currency: Currency; perRt: number; minimum: number };

export type AirRate = Validity &
	Sailing & { id: string; origin: string; destination: string; currency: Currency; minimum: number } & Record<
		AirBreakKey,
		number
	>;

export type SurchargeRate = Validity & {
	id: string;
	code: SurchargeCode;
	side: Side;
	basis: Basis;
	mode: Mode;
	direction: Direction | null;
	region: FreightRegion | null;
	port: string | null;
	carrier: string | null;
	containerCode: ContainerCode | null;
	dgOnly: boolean;
	currency: Currency;
	/** minor units, or basis points of the freight when basis is "percent" */
	amount: number;
	source: string;
};

export type PortCostRate = Validity & {
	id: string;
	port: string;
	code: PortCostCode;
	basis: Basis;
	mode: Mode;
	/** null: both directions */
	direction: Direction | null;
	containerCode: ContainerCode | null;
	currency: Currency;
	amount: number;
};

export type TruckingRate = Validity & {
	id: string;
	port: string;
	province: string;
	district: string | null;
	size: "20" | "40";
	basis: TruckingBasis;
	amount: number; // KRW
};

/** Units of currency per USD times 100, from effectiveDate on. */
export type ExchangeRate = { id: string; currency: "KRW" | "VND"; effectiveDate: IsoDate; perUsdCents: number };

/** What the engine needs to know about each end of the lane. */
export type Place = { code: string; country: string; region: FreightRegion; lcl: boolean; koreanGateway: boolean };

/** Everything the engine prices from. The loader may pre-filter by lane; the engine filters again. */
export type RateSet = {
	places: Record<string, Place>;
	fcl: FclRate[];
	lcl: LclRate[];
	air: AirRate[];
	surcharges: SurchargeRate[];
	portCosts: PortCostRate[];
	trucking: TruckingRate[];
	exchange: ExchangeRate[];
	/**
	 * Lanes with any rate row at any date ("POL>POD"): a lane absent here has no service at all (the
	 * out-of-scope answer); a lane present but not priced on the date goes to the manual quote.
	 */
	servedLanes: Set<string>;
};

export type RateKind = "fcl" | "lcl" | "air" | "surcharge" | "port_cost" | "trucking" | "exchange";

/** Where a line's price came from, so every number on a quote can be traced to a rate row. */
export type LineSource = { kind: RateKind | "target" | "rule"; id: string; validFrom?: IsoDate; validTo?: IsoDate };

export type QuoteLine = {
	code: ChargeCode;
	group: Side;
	basis: Basis | "per_trip";
	/** decimal quantity: containers, revenue tons, chargeable kg, B/Ls, or trips */
	quantity: number;
	/** minor units per unit of quantity, or basis points when basis is "percent" */
	unitPrice: number;
	currency: Currency;
	/** minor units, rounded half away from zero (money.ts) */
	amount: number;
	containerCode?: ContainerCode;
	source: LineSource;
	/** waived by an exemption: listed with amount 0 */
	waived?: boolean;
	/** a negotiated target replaced the rate's unit price */
	targetApplied?: boolean;
	/** counted in the totals: false when the incoterms put this group on the other party */
	included: boolean;
	/** extra facts for the reader, e.g. "round_trip", "old_port", "min_charge", "break_b100" */
	notes?: string[];
};

export type Chargeable =
	| { kind: "containers"; containers: number; teu: number }
	| { kind: "revenue_tons"; revenueTons: number; billedRevenueTons: number; weightKg: number; volumeCbm: number }
	| { kind: "air_kg"; chargeableKg: number; weightKg: number; volumeCbm: number; volumetricKg: number };

export type AppliedExchange = {
	date: IsoDate;
	krwPerUsdCents: number;
	vndPerUsdCents: number;
	/** rate row ids, or "default" for the 1,300 KRW per USD of spec section 9 */
	sources: { KRW: string; VND: string };
	/**
	 * The effective date of each rate row used (null for the default): the day the printed rate is
	 * "as of". `date` above is the day asked about (the cargo-ready date), not the rate's own day.
	 * Optional only because estimates stored before it existed lack it (migration 00xx backfills).
	 */
	effective?: { KRW: IsoDate | null; VND: IsoDate | null };
};

export type QuoteOption = {
	/** stable for the same rates: the base rate row ids joined */
	id: string;
	mode: Mode;
	carrier: string;
	routing: Routing;
	viaPort: string | null;
	transitDays: number;
	weeklyFrequency: number;
	/** the earliest validTo of every rate row used */
	validUntil: IsoDate;
	chargeable: Chargeable;
	lines: QuoteLine[];
	/** included lines summed per currency, exact */
	subtotals: Partial<Record<Currency, number>>;
	/** every included line converted once per currency subtotal and summed (money.ts) */
	totals: { KRW: number; USD: number; VND: number };
	exchange: AppliedExchange;
};

export type Warning =
	| { code: "tiny_volume"; item: number }
	| { code: "zero_dimension"; item: number }
	| { code: "trucking_not_offered"; mode: Mode }
	| { code: "default_exchange_rate" }
	| { code: "incoterms_exclude"; groups: Side[] };

/**
 * Why there is no automatic price (spec section 8): out_of_scope is "no vessel schedule" (the lane is
 * not served at all); the others send the request to the manual quote (e-mailed in 1 to 3 business
 * days).
 */
export type NoPriceReason =
	| "out_of_scope" // no rate row for the lane at any date
	| "no_rate_on_date" // the lane is served, but no rate is valid on the ready date
	| "no_container_rate" // the lane is served, but not for one of the requested boxes
	| "no_local_cost" // no origin or destination charges for the Korean port
	| "no_trucking" // no trucking rate for the Korean region
	| "dg_not_accepted" // no carrier on the lane takes dangerous goods
	| "out_of_gauge" // an out-of-gauge tank: carrier approval and lost slots, priced by staff (gauge.ts)
	| "foreign_trucking"; // a door at the foreign end (truckingcostForeign): no tariff, priced by staff (decision 056)

export type PricingResult =
	| { ok: true; options: QuoteOption[]; warnings: Warning[] }
	| { ok: false; reason: NoPriceReason; manual: boolean; warnings: Warning[] };

/** Per-item negotiated prices (spec section 3: targetfreight, targettruckingcost; used when > 0). */
export type Targets = {
	/** per container (FCL) or per RT / kg (LCL, air), minor units of the base rate's currency */
	freight?: number;
	/** KRW per container */
	trucking?: number;
};

/** The engine's input: a validated request (request.ts) plus negotiated targets and exemptions. */
export type EngineRequest = PricingRequest & {
	/** FCL: by container code; LCL and air: under "all" */
	targets?: Partial<Record<ContainerCode | "all", Targets>>;
};
