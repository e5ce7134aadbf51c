// The pricing engine: a validated request and a set of rate rows in, priced options out
// (spec sections 3, 5, 8 and 9, decision 008). Pure and synchronous; the database loader
// (app/pricing/store/rate-set.server.ts) only narrows the rows, every rule is here.
//
// It runs for every quote the API and the wizard ask for, so the hot path avoids JSON, regexes, Date
// parsing and needless allocations: dates are compared as strings, quantities are integers (money.ts,
// measure.ts), and surcharge rows are filtered once per request, then sorted by (side, code) so each
// option resolves them in one pass.
import {
	AIR_BREAKS,
	type AirBreakKey,
	type Basis,
	type ChargeCode,
	type ContainerCode,
	CONTAINERS,
	type Direction,
	type FreightRegion,
	type Mode,
	OLD_PORT_BASIS_PORTS,
	PORT_COST_CODES,
	type Routing,
	type Side,
	SURCHARGE_CODES,
} from "./codes.ts";
import { addDays } from "#app/calendar/calendar.ts";
import { customerPays, excludedGroups } from "./incoterms.ts";
import { needsGaugeQuote } from "./gauge.ts";
import {
	airChargeable,
	measurePackages,
	revenueTons,
	type AirWeight,
	type PackageTotals,
	type RevenueTons,
} from "./measure.ts";
import { type Currency, lineAmount, percentAmount, type PerUsd, totalsOf } from "./money.ts";
import { modeOf } from "./request.ts";
import type {
	AirRate,
	AppliedExchange,
	Chargeable,
	EngineRequest,
	ExchangeRate,
	FclRate,
	IsoDate,
	LclRate,
	LineSource,
	NoPriceReason,
	PortCostRate,
	PricingResult,
	QuoteLine,
	QuoteOption,
	RateSet,
	SurchargeRate,
	TruckingRate,
	Warning,
} from "./types.ts";

/** A programming or data error (not a "no price" answer); messages live under pricing.errors.<code>. */
export class PricingError extends Error {
	code: string;
	path?: (string | number)[];
	constructor(code: string, message?: string, path?: (string | number)[]) {
		super(message ?? code);
		this.name = "PricingError";
		this.code = code;
		if (path) this.path = path;
	}
}

/** Spec section 9: 1,300 KRW per USD until a rate is entered (units per USD x 100). */
export const DEFAULT_KRW_PER_USD_CENTS = 130_000;
/** Ours: 25,400 VND per USD until a rate is entered. */
export const DEFAULT_VND_PER_USD_CENTS = 2_540_000;

const SIDE_INDEX: Record<Side, number> = { origin: 0, freight: 1, destination: 2 };
// surcharges and foreign port costs share one code index, so both resolve in the same pass
const CODE_COUNT = SURCHARGE_CODES.length + PORT_COST_CODES.length;
const SURCHARGE_INDEX = new Map<string, number>(SURCHARGE_CODES.map((code, i) => [code, i]));
const PORT_COST_INDEX = new Map<string, number>(PORT_COST_CODES.map((code, i) => [code, SURCHARGE_CODES.length + i]));
const CURRENCY_ORDER = ["KRW", "USD", "VND"] as const;

// Specificity of decision 008. A container row matched through the fixed-table column (a dg20 priced
// by the dv20 row) counts 1: less than an exact row, more than a row for any box.
const SCORE_PORT = 8;
const SCORE_CARRIER = 4;
const SCORE_CONTAINER_EXACT = 2;
const SCORE_CONTAINER_COLUMN = 1;
const SCORE_REGION = 1;
const SCORE_DIRECTION = 1;

type Item = { code: ContainerCode; column: ContainerCode; count: number };

type Candidate = {
	row: SurchargeRate | PortCostRate;
	kind: "surcharge" | "port_cost";
	/** side index x CODE_COUNT + code index: lines come out by side, then code */
	key: number;
	side: Side;
	code: ChargeCode;
	/** lower-cased, or null for any carrier */
	carrier: string | null;
	/** port, region and direction points (carrier and container are added per option and item) */
	score: number;
};

/** The request, read once: everything an option needs that does not depend on the carrier. */
type Context = {
	mode: Mode;
	direction: Direction;
	date: IsoDate;
	/** FCL container lines; empty for LCL and air */
	items: Item[];
	rt: RevenueTons | null;
	air: AirWeight | null;
	pays: Record<Side, boolean>;
	exemptions: readonly ChargeCode[] | null;
	koreanSide: Side;
	candidates: Candidate[];
	/** per FCL item, or null when no trucking is asked; undefined entries mean no rate */
	trucking: (TruckingRate | undefined)[] | null;
	truckingGroup: Side;
	oldPort: boolean;
	request: EngineRequest;
	rates: RateSet;
	exchangeCache: Map<IsoDate, AppliedExchange>;
	defaultExchangeUsed: boolean;
};

type Sailing = {
	carrier: string;
	routing: Routing;
	viaPort: string | null;
	transitDays: number;
	weeklyFrequency: number;
};

/** The lines and sums of one option while it is built. */
type Build = {
	ctx: Context;
	lines: QuoteLine[];
	subtotals: Partial<Record<Currency, number>>;
	validUntil: IsoDate;
	/** pre-waiver freight amount and currency per slot (FCL item, or slot 0), the base of percent lines */
	freightAmount: number[];
	freightCurrency: Currency[];
};

function validOn(row: { validFrom: IsoDate; validTo: IsoDate }, date: IsoDate): boolean {
	return row.validFrom <= date && date <= row.validTo;
}

/** Of two rows for the same key, the later validFrom wins, then the smaller id (deterministic). */
function newer(a: { validFrom: IsoDate; id: string }, b: { validFrom: IsoDate; id: string }): boolean {
	return a.validFrom > b.validFrom || (a.validFrom === b.validFrom && a.id < b.id);
}

/** -1: the row is for another box; else the container points of decision 008. */
function containerScore(rowCode: ContainerCode | null, item: Item): number {
	if (rowCode === null) return 0;
	if (rowCode === item.code) return SCORE_CONTAINER_EXACT;
	if (rowCode === item.column) return SCORE_CONTAINER_COLUMN;
	return -1;
}

/** Bases that have a quantity in the mode: FCL has no revenue tons or kg, LCL and air no containers. */
function basisApplies(mode: Mode, basis: Basis): boolean {
	switch (basis) {
		case "per_bl":
		case "percent":
			return true;
		case "per_container":
			return mode === "fcl";
		case "per_rt":
			return mode === "lcl";
		case "per_kg":
			return mode === "air";
	}
}

function source(kind: LineSource["kind"], row: { id: string; validFrom: IsoDate; validTo: IsoDate }): LineSource {
	return { kind, id: row.id, validFrom: row.validFrom, validTo: row.validTo };
}

function checkFreightType(request: EngineRequest, mode: Mode): void {
	if (mode === "fcl") {
		if (request.packages) throw new PricingError("wrong_freight_type", "packages on an FCL request", ["packages"]);
		if (!request.containers)
			throw new PricingError("wrong_freight_type", "an FCL request without containers", ["containers"]);
		const containers = request.containers;
		for (let i = 0; i < containers.length; i++)
			for (let j = 0; j < i; j++)
				if (containers[j]!.type === containers[i]!.type)
					throw new PricingError("duplicate_container", `container ${containers[i]!.type} twice`, [
						"containers",
						i,
						"type",
					]);
	} else {
		if (request.containers)
			throw new PricingError("wrong_freight_type", `containers on a ${mode} request`, ["containers"]);
		if (!request.packages)
			throw new PricingError("wrong_freight_type", `a ${mode} request without packages`, ["packages"]);
	}
}

/** Surcharge and foreign port cost rows that can apply to this request, whatever the carrier. */
function candidatesFor(
	request: EngineRequest,
	rates: RateSet,
	mode: Mode,
	foreignPort: string,
	foreignSide: Side,
): Candidate[] {
	const date = request.readyDate;
	const { direction, origin, destination } = request;
	const region: FreightRegion | undefined = rates.places[foreignPort]?.region;
	const dg = request.dangerousGoods !== undefined;
	const fcl = mode === "fcl";
	const out: Candidate[] = [];

	const surcharges = rates.surcharges;
	for (let i = 0; i < surcharges.length; i++) {
		const row = surcharges[i]!;
		if (row.mode !== mode) continue;
		const codeIndex = SURCHARGE_INDEX.get(row.code);
		// spec section 8, "unknown surcharge code: item error": never a silent zero
		if (codeIndex === undefined)
			throw new PricingError("unknown_surcharge_code", `surcharge row ${row.id} has unknown code ${String(row.code)}`, [
				"surcharges",
				i,
				"code",
			]);
		if (!validOn(row, date)) continue;
		if (row.direction !== null && row.direction !== direction) continue;
		if (row.region !== null && row.region !== region) continue;
		if (row.port !== null && row.port !== origin && row.port !== destination) continue;
		if (row.dgOnly && !dg) continue;
		if (!basisApplies(mode, row.basis)) continue;
		if (!fcl && row.containerCode !== null) continue;
		let score = 0;
		if (row.port !== null) score += SCORE_PORT;
		if (row.region !== null) score += SCORE_REGION;
		if (row.direction !== null) score += SCORE_DIRECTION;
		out.push({
			row,
			kind: "surcharge",
			key: SIDE_INDEX[row.side] * CODE_COUNT + codeIndex,
			side: row.side,
			code: row.code,
			carrier: row.carrier === null ? null : row.carrier.toLowerCase(),
			score,
		});
	}

	const portCosts = rates.portCosts;
	for (let i = 0; i < portCosts.length; i++) {
		const row = portCosts[i]!;
		if (row.mode !== mode || row.port !== foreignPort) continue;
		const codeIndex = PORT_COST_INDEX.get(row.code);
		if (codeIndex === undefined)
			throw new PricingError("unknown_surcharge_code", `port cost row ${row.id} has unknown code ${String(row.code)}`, [
				"portCosts",
				i,
				"code",
			]);
		if (!validOn(row, date) || !basisApplies(mode, row.basis)) continue;
		if (!fcl && row.containerCode !== null) continue;
		if (row.direction !== null && row.direction !== request.direction) continue;
		out.push({
			row,
			kind: "port_cost",
			key: SIDE_INDEX[foreignSide] * CODE_COUNT + codeIndex,
			side: foreignSide,
			code: row.code,
			carrier: null,
			score: 0,
		});
	}

	out.sort((a, b) => a.key - b.key);
	return out;
}

/** Spec section 9 trucking: the district's rate wins over the whole province's, then the newest. */
function truckingFor(
	request: EngineRequest,
	rates: RateSet,
	items: Item[],
	koreanPort: string,
): (TruckingRate | undefined)[] {
	const region = request.koreanRegion!;
	const district = region.district ?? null;
	const date = request.readyDate;
	return items.map((item) => {
		const size = CONTAINERS[item.code].size === "20" ? "20" : "40";
		let best: TruckingRate | undefined;
		for (const row of rates.trucking) {
			if (row.port !== koreanPort || row.province !== region.province || row.size !== size || !validOn(row, date))
				continue;
			if (row.district !== null && row.district !== district) continue;
			if (
				!best ||
				(row.district !== null && best.district === null) ||
				((row.district === null) === (best.district === null) && newer(row, best))
			)
				best = row;
		}
		return best;
	});
}

/**
 * The exchange rates in force on `date`: per currency the row with the latest effective date up to it
 * (ties: the smallest id), else the default. Shared by the engine and the manual quote desk.
 */
export function appliedExchange(rows: readonly ExchangeRate[], date: IsoDate): AppliedExchange {
	let krw: ExchangeRate | undefined;
	let vnd: ExchangeRate | undefined;
	for (const row of rows) {
		if (row.effectiveDate > date) continue;
		if (row.currency === "KRW") {
			if (!krw || row.effectiveDate > krw.effectiveDate || (row.effectiveDate === krw.effectiveDate && row.id < krw.id))
				krw = row;
		} else if (
			!vnd ||
			row.effectiveDate > vnd.effectiveDate ||
			(row.effectiveDate === vnd.effectiveDate && row.id < vnd.id)
		)
			vnd = row;
	}
	return {
		date,
		krwPerUsdCents: krw ? krw.perUsdCents : DEFAULT_KRW_PER_USD_CENTS,
		vndPerUsdCents: vnd ? vnd.perUsdCents : DEFAULT_VND_PER_USD_CENTS,
		sources: { KRW: krw ? krw.id : "default", VND: vnd ? vnd.id : "default" },
		effective: { KRW: krw ? krw.effectiveDate : null, VND: vnd ? vnd.effectiveDate : null },
	};
}

function exchangeOn(ctx: Context, date: IsoDate): AppliedExchange {
	const cached = ctx.exchangeCache.get(date);
	if (cached) return cached;
	const applied = appliedExchange(ctx.rates.exchange, date);
	if (applied.sources.KRW === "default") ctx.defaultExchangeUsed = true;
	ctx.exchangeCache.set(date, applied);
	return applied;
}

/** Exemptions, incoterms, subtotals and validity for one finished line. */
function addLine(b: Build, line: QuoteLine, validTo: IsoDate): void {
	const exemptions = b.ctx.exemptions;
	if (exemptions !== null && exemptions.includes(line.code)) {
		// listed with its unit price so the reader sees what was waived
		line.waived = true;
		line.amount = 0;
	}
	if (line.included) b.subtotals[line.currency] = (b.subtotals[line.currency] ?? 0) + line.amount;
	b.lines.push(line);
	if (validTo < b.validUntil) b.validUntil = validTo;
}

function quantityMilli(ctx: Context, basis: Basis, slot: number): number {
	switch (basis) {
		case "per_container":
			return ctx.items[slot]!.count * 1000;
		case "per_rt":
			return ctx.rt!.billedCenti * 10;
		case "per_kg":
			return ctx.air!.chargeableHalfKg * 500;
		default:
			return 1000;
	}
}

/**
 * Surcharges and foreign port costs: for each (side, code) and, in FCL, each container item, the most
 * specific matching row wins (decision 008). The side is part of the key because one code is charged
 * at both ends (Korean THC at origin, foreign THC at destination). A row that is not per container
 * and wins several items is charged once; a percent row takes the pre-waiver freight of the items it
 * won, in the freight's currency. Returns whether a Korean THC line was found (the local-cost rule).
 */
function addCharges(b: Build, carrier: string): boolean {
	const ctx = b.ctx;
	const cands = ctx.candidates;
	const fcl = ctx.mode === "fcl";
	const slots = fcl ? ctx.items.length : 1;
	const winner: (Candidate | undefined)[] = new Array(slots);
	const winScore: number[] = new Array(slots);
	let carrierLower: string | null = null;
	let koreanThc = false;

	let i = 0;
	while (i < cands.length) {
		const key = cands[i]!.key;
		for (let s = 0; s < slots; s++) {
			winner[s] = undefined;
			winScore[s] = -1;
		}
		for (; i < cands.length && cands[i]!.key === key; i++) {
			const c = cands[i]!;
			let score = c.score;
			if (c.carrier !== null) {
				carrierLower ??= carrier.toLowerCase();
				if (c.carrier !== carrierLower) continue;
				score += SCORE_CARRIER;
			}
			for (let s = 0; s < slots; s++) {
				let total = score;
				if (fcl) {
					const cs = containerScore(c.row.containerCode, ctx.items[s]!);
					if (cs < 0) continue;
					total += cs;
				}
				const w = winner[s];
				if (total > winScore[s]! || (total === winScore[s] && newer(c.row, w!.row))) {
					winner[s] = c;
					winScore[s] = total;
				}
			}
		}

		for (let s = 0; s < slots; s++) {
			const w = winner[s];
			if (!w) continue;
			const row = w.row;
			if (row.basis === "per_container") {
				addChargeLine(
					b,
					w,
					row.currency,
					ctx.items[s]!.count,
					row.amount,
					lineAmount(ctx.items[s]!.count * 1000, row.amount),
					ctx.items[s]!.code,
				);
			} else {
				// charged once, at the first item it won
				let first = true;
				for (let t = 0; t < s; t++) if (winner[t] === w) first = false;
				if (!first) continue;
				if (row.basis === "percent") {
					// one line per freight currency (normally one) of the items this row won
					for (const currency of CURRENCY_ORDER) {
						let base = 0;
						let any = false;
						for (let t = s; t < slots; t++) {
							if (winner[t] !== w || b.freightCurrency[t] !== currency) continue;
							base += b.freightAmount[t]!;
							any = true;
						}
						if (any) addChargeLine(b, w, currency, 1, row.amount, percentAmount(base, row.amount), undefined);
					}
				} else {
					const milli = quantityMilli(ctx, row.basis, s);
					addChargeLine(b, w, row.currency, milli / 1000, row.amount, lineAmount(milli, row.amount), undefined);
				}
			}
			if (w.code === "thc" && w.side === ctx.koreanSide) koreanThc = true;
		}
	}
	return koreanThc;
}

function addChargeLine(
	b: Build,
	c: Candidate,
	currency: Currency,
	quantity: number,
	unitPrice: number,
	amount: number,
	containerCode: ContainerCode | undefined,
): void {
	const line: QuoteLine = {
		code: c.code,
		group: c.side,
		basis: c.row.basis,
		quantity,
		unitPrice,
		currency,
		amount,
		source: source(c.kind, c.row),
		included: b.ctx.pays[c.side],
	};
	if (containerCode !== undefined) line.containerCode = containerCode;
	addLine(b, line, c.row.validTo);
}

function addTrucking(b: Build): void {
	const ctx = b.ctx;
	const rows = ctx.trucking!;
	const targets = ctx.request.targets;
	for (let s = 0; s < ctx.items.length; s++) {
		const item = ctx.items[s]!;
		const row = rows[s]!;
		const target = targets?.[item.code]?.trucking;
		const useTarget = target !== undefined && target > 0;
		const unitPrice = useTarget ? target : row.amount;
		const line: QuoteLine = {
			code: "trucking",
			group: ctx.truckingGroup,
			basis: "per_trip",
			quantity: item.count,
			unitPrice,
			currency: "KRW",
			amount: lineAmount(item.count * 1000, unitPrice),
			containerCode: item.code,
			source: source(useTarget ? "target" : "trucking", row),
			included: ctx.pays[ctx.truckingGroup],
			notes: ctx.oldPort ? [row.basis, "old_port"] : [row.basis],
		};
		if (useTarget) line.targetApplied = true;
		addLine(b, line, row.validTo);
	}
}

/** Everything after the freight lines: charges, trucking, totals; or why the option cannot be offered. */
function finishOption(
	b: Build,
	sailing: Sailing,
	id: string,
	chargeable: Chargeable,
): QuoteOption | "no_local_cost" | "no_trucking" {
	const ctx = b.ctx;
	const koreanThc = addCharges(b, sailing.carrier);
	// decision 008: a sea quote without Korean THC goes to the manual quote, never out without local costs
	if (ctx.mode !== "air" && !koreanThc) return "no_local_cost";
	if (ctx.trucking !== null) {
		for (const row of ctx.trucking) if (row === undefined) return "no_trucking";
		addTrucking(b);
	}
	const exchangeDate = ctx.direction === "export" ? ctx.date : addDays(ctx.date, sailing.transitDays);
	const exchange = exchangeOn(ctx, exchangeDate);
	const perUsd: PerUsd = { KRW: exchange.krwPerUsdCents, USD: 100, VND: exchange.vndPerUsdCents };
	return {
		id,
		mode: ctx.mode,
		carrier: sailing.carrier,
		routing: sailing.routing,
		viaPort: sailing.viaPort,
		transitDays: sailing.transitDays,
		weeklyFrequency: sailing.weeklyFrequency,
		validUntil: b.validUntil,
		chargeable,
		lines: b.lines,
		subtotals: b.subtotals,
		totals: totalsOf(b.subtotals, perUsd),
		// options of one date share the lookup, not the object
		exchange: { ...exchange, sources: { ...exchange.sources } },
	};
}

function newBuild(ctx: Context, slots: number): Build {
	return {
		ctx,
		lines: [],
		subtotals: {},
		validUntil: "9999-12-31",
		freightAmount: new Array(slots),
		freightCurrency: new Array(slots),
	};
}

/** The key of one sailing: carrier, routing and transhipment port. */
function sailingKey(row: { carrier: string; routing: Routing; viaPort: string | null }): string {
	return row.viaPort === null
		? `${row.carrier}\u0000${row.routing}`
		: `${row.carrier}\u0000${row.routing}\u0000${row.viaPort}`;
}

type Outcome = { options: QuoteOption[]; failures: ("no_local_cost" | "no_trucking")[] } | NoPriceReason;

function priceFcl(ctx: Context): Outcome {
	const { request, rates, items, date } = ctx;
	const dg = request.dangerousGoods !== undefined;
	type Group = { sailing: FclRate; rows: (FclRate | undefined)[] };
	const groups = new Map<string, Group>();
	let anyValid = false;
	let anyDg = false;
	for (const row of rates.fcl) {
		if (row.pol !== request.origin || row.pod !== request.destination || !validOn(row, date)) continue;
		anyValid = true;
		if (dg && !row.dgAccepted) continue;
		anyDg = true;
		let slot = -1;
		for (let s = 0; s < items.length; s++) if (items[s]!.code === row.containerCode) slot = s;
		if (slot < 0) continue;
		const key = sailingKey(row);
		let group = groups.get(key);
		if (!group) {
			group = { sailing: row, rows: new Array(items.length) };
			groups.set(key, group);
		}
		const current = group.rows[slot];
		if (!current || newer(row, current)) group.rows[slot] = row;
	}
	if (!anyValid) return "no_rate_on_date";
	if (!anyDg) return "dg_not_accepted";

	const options: QuoteOption[] = [];
	const failures: ("no_local_cost" | "no_trucking")[] = [];
	let complete = 0;
	let containers = 0;
	let teu = 0;
	for (const item of items) {
		containers += item.count;
		teu += item.count * CONTAINERS[item.code].teu;
	}
	const targets = request.targets;
	for (const group of groups.values()) {
		if (group.rows.includes(undefined)) continue;
		complete++;
		const rows = group.rows as FclRate[];
		const b = newBuild(ctx, items.length);
		const ids: string[] = [];
		for (let s = 0; s < items.length; s++) {
			const item = items[s]!;
			const row = rows[s]!;
			ids.push(row.id);
			const target = targets?.[item.code]?.freight;
			const useTarget = target !== undefined && target > 0;
			const unitPrice = useTarget ? target : row.amount;
			const amount = lineAmount(item.count * 1000, unitPrice);
			b.freightAmount[s] = amount;
			b.freightCurrency[s] = row.currency;
			const line: QuoteLine = {
				code: "ofr",
				group: "freight",
				basis: "per_container",
				quantity: item.count,
				unitPrice,
				currency: row.currency,
				amount,
				containerCode: item.code,
				source: source(useTarget ? "target" : "fcl", row),
				included: ctx.pays.freight,
			};
			if (useTarget) line.targetApplied = true;
			addLine(b, line, row.validTo);
		}
		// sailing facts from the first requested box's row: rows of one carrier and routing share them
		const first = rows[0]!;
		const sailing: Sailing = {
			carrier: first.carrier,
			routing: first.routing,
			viaPort: first.viaPort,
			transitDays: first.transitDays,
			weeklyFrequency: first.weeklyFrequency,
		};
		const result = finishOption(b, sailing, `fcl:${ids.sort().join("+")}`, { kind: "containers", containers, teu });
		if (typeof result === "string") failures.push(result);
		else options.push(result);
	}
	if (complete === 0) return "no_container_rate";
	return { options, failures };
}

/** LCL and air: one row per sailing, the latest valid one. */
function pickRows<T extends LclRate | AirRate>(
	ctx: Context,
	all: readonly T[],
	from: string,
	to: string,
): T[] | NoPriceReason {
	const dg = ctx.request.dangerousGoods !== undefined;
	const picked = new Map<string, T>();
	let anyValid = false;
	for (const row of all) {
		const a = "pol" in row ? row.pol : row.origin;
		const z = "pod" in row ? row.pod : row.destination;
		if (a !== from || z !== to || !validOn(row, ctx.date)) continue;
		anyValid = true;
		if (dg && !row.dgAccepted) continue;
		const key = sailingKey(row);
		const current = picked.get(key);
		if (!current || newer(row, current)) picked.set(key, row);
	}
	if (!anyValid) return "no_rate_on_date";
	if (picked.size === 0) return "dg_not_accepted";
	return [...picked.values()];
}

function priceLcl(ctx: Context, totals: PackageTotals): Outcome {
	const rows = pickRows(ctx, ctx.rates.lcl, ctx.request.origin, ctx.request.destination);
	if (typeof rows === "string") return rows;
	const rt = ctx.rt!;
	const target = ctx.request.targets?.all?.freight;
	const useTarget = target !== undefined && target > 0;
	const chargeable: Chargeable = {
		kind: "revenue_tons",
		revenueTons: rt.rtCenti / 100,
		billedRevenueTons: rt.billedCenti / 100,
		weightKg: totals.weightGrams / 1000,
		volumeCbm: totals.volumeMilliCbm / 1000,
	};
	return packageOptions(ctx, rows, "lcl", chargeable, (row) => {
		const unitPrice = useTarget ? target : row.perRt;
		const byRate = lineAmount(rt.billedCenti * 10, unitPrice);
		const amount = byRate < row.minimum ? row.minimum : byRate;
		const line: QuoteLine = {
			code: "lcl",
			group: "freight",
			basis: "per_rt",
			quantity: rt.billedCenti / 100,
			unitPrice,
			currency: row.currency,
			amount,
			source: source(useTarget ? "target" : "lcl", row),
			included: ctx.pays.freight,
		};
		// spec section 5: under 1 RT the minimum is charged, as is a minimum above RT x rate
		if (rt.rtCenti < 100 || byRate < row.minimum) line.notes = ["min_charge"];
		if (useTarget) line.targetApplied = true;
		return line;
	});
}

/** One option per LCL or air rate row: its freight line, then the charges every option shares. */
function packageOptions<T extends LclRate | AirRate>(
	ctx: Context,
	rows: readonly T[],
	kind: "lcl" | "air",
	chargeable: Chargeable,
	freightLine: (row: T) => QuoteLine,
): Outcome {
	const options: QuoteOption[] = [];
	const failures: ("no_local_cost" | "no_trucking")[] = [];
	for (const row of rows) {
		const b = newBuild(ctx, 1);
		const line = freightLine(row);
		b.freightAmount[0] = line.amount;
		b.freightCurrency[0] = row.currency;
		addLine(b, line, row.validTo);
		const result = finishOption(b, row, `${kind}:${row.id}`, { ...chargeable });
		if (typeof result === "string") failures.push(result);
		else options.push(result);
	}
	return { options, failures };
}

/**
 * The air freight by the break-point rule: the chargeable weight's own break, or any higher break
 * whose rate x its threshold costs less; never below the minimum. A break priced 0 is not offered.
 */
export function airFreight(
	row: AirRate,
	chargeableHalfKg: number,
): { amount: number; unitPrice: number; breakKey: AirBreakKey; minimum: boolean } {
	let own = 0;
	for (let i = 0; i < AIR_BREAKS.length; i++) if (AIR_BREAKS[i]!.fromKg * 2 <= chargeableHalfKg) own = i;
	let best = -1;
	let bestAmount = 0;
	for (let i = own; i < AIR_BREAKS.length; i++) {
		const brk = AIR_BREAKS[i]!;
		const rate = row[brk.key];
		if (rate <= 0) continue;
		const amount = lineAmount(Math.max(chargeableHalfKg * 500, brk.fromKg * 1000), rate);
		if (best < 0 || amount < bestAmount) {
			best = i;
			bestAmount = amount;
		}
	}
	const chosen = AIR_BREAKS[best < 0 ? own : best]!;
	const unitPrice = best < 0 ? 0 : row[chosen.key];
	if (bestAmount < row.minimum) return { amount: row.minimum, unitPrice, breakKey: chosen.key, minimum: true };
	return { amount: bestAmount, unitPrice, breakKey: chosen.key, minimum: false };
}

function priceAir(ctx: Context, totals: PackageTotals): Outcome {
	const rows = pickRows(ctx, ctx.rates.air, ctx.request.origin, ctx.request.destination);
	if (typeof rows === "string") return rows;
	const air = ctx.air!;
	const target = ctx.request.targets?.all?.freight;
	const useTarget = target !== undefined && target > 0;
	const chargeable: Chargeable = {
		kind: "air_kg",
		chargeableKg: air.chargeableHalfKg / 2,
		weightKg: totals.weightGrams / 1000,
		volumeCbm: totals.volumeMilliCbm / 1000,
		volumetricKg: air.volumetricGrams / 1000,
	};
	return packageOptions(ctx, rows, "air", chargeable, (row) => {
		let amount: number;
		let unitPrice: number;
		let notes: string[];
		if (useTarget) {
			// a negotiated per-kg price replaces the tariff and its breaks; the minimum still holds
			unitPrice = target;
			const byTarget = lineAmount(air.chargeableHalfKg * 500, target);
			amount = byTarget < row.minimum ? row.minimum : byTarget;
			notes = byTarget < row.minimum ? ["min_charge"] : [];
		} else {
			const freight = airFreight(row, air.chargeableHalfKg);
			amount = freight.amount;
			unitPrice = freight.unitPrice;
			notes = freight.minimum ? [`break_${freight.breakKey}`, "min_charge"] : [`break_${freight.breakKey}`];
		}
		const line: QuoteLine = {
			code: "afr",
			group: "freight",
			basis: "per_kg",
			quantity: air.chargeableHalfKg / 2,
			unitPrice,
			currency: row.currency,
			amount,
			source: source(useTarget ? "target" : "air", row),
			included: ctx.pays.freight,
		};
		if (notes.length > 0) line.notes = notes;
		if (useTarget) line.targetApplied = true;
		return line;
	});
}

function compareOptions(a: QuoteOption, b: QuoteOption): number {
	if (a.totals.KRW !== b.totals.KRW) return a.totals.KRW - b.totals.KRW;
	if (a.transitDays !== b.transitDays) return a.transitDays - b.transitDays;
	if (a.carrier !== b.carrier) return a.carrier < b.carrier ? -1 : 1;
	return a.id < b.id ? -1 : a.id > b.id ? 1 : 0;
}

/**
 * Prices a validated request (request.ts) from a rate set. Returns the options cheapest first, or the
 * reason there is no automatic price (spec section 8); throws PricingError for requests or rows that
 * can never be priced (wrong freight type, duplicate container, unknown surcharge code).
 */
export function priceQuote(request: EngineRequest, rates: RateSet): PricingResult {
	const mode = modeOf(request);
	checkFreightType(request, mode);
	const warnings: Warning[] = [];
	const direction = request.direction;
	const koreanPort = direction === "export" ? request.origin : request.destination;
	const foreignPort = direction === "export" ? request.destination : request.origin;
	const koreanSide: Side = direction === "export" ? "origin" : "destination";
	const foreignSide: Side = direction === "export" ? "destination" : "origin";

	let totals: PackageTotals | null = null;
	let items: Item[] = [];
	if (mode === "fcl") {
		items = request.containers!.map((c) => ({ code: c.type, column: CONTAINERS[c.type].fixedColumn, count: c.count }));
	} else {
		totals = measurePackages(request.packages!, warnings);
		if (request.koreanRegion) warnings.push({ code: "trucking_not_offered", mode });
	}

	// spec section 8: a lane with no rate at any date has no schedule at all
	if (!rates.servedLanes.has(`${request.origin}>${request.destination}`))
		return { ok: false, reason: "out_of_scope", manual: false, warnings };

	// spec section 3: an out-of-gauge tank has no tariff price (gauge.ts, decision 057)
	if (needsGaugeQuote(request.containers)) return { ok: false, reason: "out_of_gauge", manual: true, warnings };
	// spec section 3's truckingcostForeign: no tariff holds a door abroad, so staff price it (decision 056)
	if (request.foreignTrucking) return { ok: false, reason: "foreign_trucking", manual: true, warnings };

	const paid = customerPays(direction, request.incoterms);
	const ctx: Context = {
		mode,
		direction,
		date: request.readyDate,
		items,
		rt: mode === "lcl" ? revenueTons(totals!) : null,
		air: mode === "air" ? airChargeable(totals!) : null,
		pays: {
			origin: paid.includes("origin"),
			freight: paid.includes("freight"),
			destination: paid.includes("destination"),
		},
		exemptions: request.exemptions && request.exemptions.length > 0 ? request.exemptions : null,
		koreanSide,
		candidates: candidatesFor(request, rates, mode, foreignPort, foreignSide),
		trucking: mode === "fcl" && request.koreanRegion ? truckingFor(request, rates, items, koreanPort) : null,
		truckingGroup: koreanSide,
		oldPort: (OLD_PORT_BASIS_PORTS as readonly string[]).includes(koreanPort),
		request,
		rates,
		exchangeCache: new Map(),
		defaultExchangeUsed: false,
	};

	const outcome = mode === "fcl" ? priceFcl(ctx) : mode === "lcl" ? priceLcl(ctx, totals!) : priceAir(ctx, totals!);
	if (typeof outcome === "string") return { ok: false, reason: outcome, manual: true, warnings };
	if (outcome.options.length === 0) {
		const reason = outcome.failures.includes("no_trucking") ? "no_trucking" : "no_local_cost";
		return { ok: false, reason, manual: true, warnings };
	}

	outcome.options.sort(compareOptions);
	const excluded = excludedGroups(direction, request.incoterms);
	if (excluded.length > 0) warnings.push({ code: "incoterms_exclude", groups: excluded });
	if (ctx.defaultExchangeUsed) warnings.push({ code: "default_exchange_rate" });
	return { ok: true, options: outcome.options, warnings };
}
