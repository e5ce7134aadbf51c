// The cost calculator's arithmetic (spec sections 1, 2, 3 "Cost calculator state", 9; decisions 074-076):
// the form's typed values in, the lines of the answer out, each with the rule it comes from. Pure and
// free of zod and server modules: the server runs it to answer a JavaScript-off POST, and the browser
// runs the very same function as the user types (no round trip per keystroke).
//
// - Export (a Korean seller): the goods' price, the ocean or air freight and the export clearance fee,
//   and, for goods going to Vietnam, the buyer's landed cost there (Vietnamese duty and VAT, 8% in the
//   reduced window) so the exporter sees what the buyer will pay.
// - Import (a Korean buyer): price (FOB), freight, insurance, CIF, duty, import VAT, quarantine fees,
//   the clearance fee range and the bonded-warehouse fee.
// Every figure goes through landedCost (landed-cost.ts), the function the total-cost document and the
// insurance premium use too.
import { type PerUsd, convert, parseDecimal } from "#app/pricing/money.ts";
import type { QuoteIntent } from "#app/quotes/prefill.ts";
import { landedCost, warehouseFee } from "./landed-cost.ts";
import {
	type CargoKind,
	CUSTOMS_DUTY_BP,
	type HsItem,
	QUARANTINE_FEES,
	type QuarantineFee,
	type Range,
	WAREHOUSE_DEFAULTS,
	basicDutyFor,
	clearanceFeeFor,
	vietnamVatBp,
} from "./rules.ts";

export const CALC_CONTAINERS = ["dv20", "dv40", "hc40"] as const;
export type CalcContainer = (typeof CALC_CONTAINERS)[number];

/** The form as typed (every field a string, as a form posts it). */
export type CalcValues = {
	direction: "import" | "export";
	cargo: CargoKind;
	container: CalcContainer;
	count: string;
	koreanPort: string;
	foreignPlace: string;
	fob: string;
	freight: string;
	insurance: string;
	hsCode: string;
	ftaRate: string;
	quarantine: QuarantineFee[];
	days: string;
	cbm: string;
	kg: string;
	whRate: string;
	whMin: string;
	vnDuty: string;
	vnExcluded: boolean;
};

export const DEFAULT_VALUES: CalcValues = {
	direction: "import",
	cargo: "fcl",
	container: "dv20",
	count: "1",
	koreanPort: "KRPUS",
	foreignPlace: "VNSGN",
	fob: "",
	freight: "",
	insurance: "",
	hsCode: "",
	ftaRate: "",
	quarantine: [],
	days: "0",
	cbm: "",
	kg: "",
	whRate: String(WAREHOUSE_DEFAULTS.krwPerRtDay),
	whMin: String(WAREHOUSE_DEFAULTS.minimumKrw),
	vnDuty: "",
	vnExcluded: false,
};

/** What the page knows beyond the form: the rate in force, the premium rate, and our freight for the lane asked. */
export type CalcContext = {
	/** the day the exchange rate and the Vietnamese VAT window are read for (Seoul) */
	date: string;
	krwPerUsdCents: number;
	vndPerUsdCents: number;
	/** the insurance premium rule's rate (staff-set, app/documents/insurance-rate.server.ts) */
	insuranceRatePpm: number;
	/** the foreign place's country, when the place is known */
	foreignCountry: string | null;
	/** our freight for laneKey(values) in USD cents; null when our rates have none */
	engine: { lane: string; usdCents: number | null; carrier: string | null } | null;
};

/** The lane (and measures) our freight depends on: a freight figure is only reused for the same key. */
export function laneKey(v: CalcValues): string {
	const size = v.cargo === "fcl" ? `${v.container}x${v.count.trim()}` : `${v.cbm.trim()}cbm/${v.kg.trim()}kg`;
	return [v.direction, v.cargo, v.koreanPort, v.foreignPlace, size].join("|");
}

export type RuleText = { key: string; vars?: Record<string, string | number> };
/** A rule's variables that are money or rates, formatted by the page in its locale. */
export type Line = {
	id: string;
	usdCents?: number;
	krw?: number;
	krwRange?: Range;
	usdRange?: Range;
	vnd?: number;
	rule: RuleText;
	/** a sub-total or total: shown emphasised */
	total?: boolean;
};
export type CalcError = { field: keyof CalcValues | "form"; key: string };
export type CalcResult = {
	direction: "import" | "export";
	lines: Line[];
	/** export to Vietnam: the buyer's side; a key when a rate is missing */
	buyer: { lines: Line[] } | { missing: string } | null;
};

const E = "landedCost.errors.";
const MAX_USD_CENTS = 100_000_000_000; // USD 1 billion
const MAX_BP = 10_000; // 100%

function money(raw: string, field: keyof CalcValues, errors: CalcError[], required: boolean): number | null {
	if (raw.trim() === "") {
		if (required) errors.push({ field, key: E + "required" });
		return null;
	}
	const parsed = parseDecimal(raw, 2, MAX_USD_CENTS);
	if (!parsed.ok) {
		errors.push({ field, key: E + (parsed.problem === "tooLarge" ? "tooLarge" : "amount") });
		return null;
	}
	return parsed.value;
}

function percentBp(raw: string, field: keyof CalcValues, errors: CalcError[]): number | null {
	if (raw.trim() === "") return null;
	const parsed = parseDecimal(raw.replace(/%\s*$/, ""), 2, MAX_BP);
	if (!parsed.ok) {
		errors.push({ field, key: E + "percent" });
		return null;
	}
	return parsed.value;
}

function whole(raw: string, field: keyof CalcValues, errors: CalcError[], max: number): number | null {
	const text = raw.trim().replaceAll(",", "");
	if (text === "") return 0;
	if (!/^\d+$/.test(text) || Number(text) > max) {
		errors.push({ field, key: E + "whole" });
		return null;
	}
	return Number(text);
}

function measureMilli(raw: string, field: keyof CalcValues, errors: CalcError[]): number {
	if (raw.trim() === "") return 0;
	const parsed = parseDecimal(raw, 3, 100_000_000);
	if (!parsed.ok) {
		errors.push({ field, key: E + "measure" });
		return 0;
	}
	return parsed.value;
}

export function hsDigits(raw: string): string {
	return raw.replace(/[\s.-]/g, "");
}

function bpText(bp: number): string {
	const whole = Math.floor(bp / 100);
	const fraction = String(bp % 100)
		.padStart(2, "0")
		.replace(/0+$/, "");
	return fraction ? `${whole}.${fraction}%` : `${whole}%`;
}

/** The answer for the typed values, or the errors that stop it. */
export function calculate(v: CalcValues, ctx: CalcContext): { errors: CalcError[]; result: CalcResult | null } {
	const errors: CalcError[] = [];
	const perUsd: PerUsd = { KRW: ctx.krwPerUsdCents, USD: 100, VND: ctx.vndPerUsdCents };
	const toKrw = (cents: number) => convert(cents, "USD", "KRW", perUsd);
	const toUsd = (krw: number) => convert(krw, "KRW", "USD", perUsd);
	const rangeUsd = (r: Range) => ({ min: toUsd(r.min), max: toUsd(r.max) });

	if (v.cargo === "fcl") {
		const count = whole(v.count, "count", errors, 99);
		if (count === 0) errors.push({ field: "count", key: E + "count" });
	}
	const fob = money(v.fob, "fob", errors, true);
	const typedFreight = money(v.freight, "freight", errors, false);
	const typedInsurance = money(v.insurance, "insurance", errors, false);
	const hs = hsDigits(v.hsCode);
	if (hs && !/^\d{4,10}$/.test(hs)) errors.push({ field: "hsCode", key: E + "hsCode" });
	const ftaBp = percentBp(v.ftaRate, "ftaRate", errors);
	const vnDutyBp = percentBp(v.vnDuty, "vnDuty", errors);
	const days = whole(v.days, "days", errors, 3650) ?? 0;
	const cbmMilli = measureMilli(v.cbm, "cbm", errors);
	const kgMilli = measureMilli(v.kg, "kg", errors);
	const whRate = whole(v.whRate, "whRate", errors, 10_000_000) ?? 0;
	const whMin = whole(v.whMin, "whMin", errors, 100_000_000) ?? 0;
	if (v.direction === "import" && days > 0 && cbmMilli === 0 && kgMilli === 0)
		errors.push({ field: "cbm", key: E + "warehouseMeasure" });

	// our freight counts only for the lane it was looked up for
	const engine = ctx.engine && ctx.engine.lane === laneKey(v) ? ctx.engine : null;
	let freight: number | null = typedFreight;
	let freightRule: RuleText = { key: "landedCost.rules.freightTyped" };
	if (freight === null && engine?.usdCents != null) {
		freight = engine.usdCents;
		freightRule = { key: "landedCost.rules.freightOurs", vars: { carrier: engine.carrier ?? "" } };
	}
	if (freight === null && !errors.some((e) => e.field === "freight"))
		errors.push({ field: "freight", key: E + (engine ? "freightNoRate" : "freightLookup") });
	if (errors.length || fob === null || freight === null) return { errors, result: null };

	const freightLine: Line = { id: "freight", usdCents: freight, krw: toKrw(freight), rule: freightRule };
	const priceLine: Line = { id: "price", usdCents: fob, krw: toKrw(fob), rule: { key: "landedCost.rules.price" } };
	const insurance = typedInsurance === null ? { ratePpm: ctx.insuranceRatePpm } : { amount: typedInsurance };
	const insuranceRule: RuleText =
		typedInsurance === null
			? { key: "landedCost.rules.insuranceRate", vars: { rate: ppmText(ctx.insuranceRatePpm) } }
			: { key: "landedCost.rules.insuranceTyped" };

	if (v.direction === "export") {
		const clearance = clearanceFeeFor(v.cargo);
		const sellerKrw = toKrw(fob + freight);
		const lines: Line[] = [
			priceLine,
			freightLine,
			{
				id: "exportClearance",
				krwRange: clearance,
				usdRange: rangeUsd(clearance),
				rule: { key: `landedCost.rules.clearance.${v.cargo === "fcl" ? "container" : "small"}` },
			},
			{
				id: "sellerTotal",
				krwRange: { min: sellerKrw + clearance.min, max: sellerKrw + clearance.max },
				usdRange: { min: fob + freight + toUsd(clearance.min), max: fob + freight + toUsd(clearance.max) },
				rule: { key: "landedCost.rules.sellerTotal" },
				total: true,
			},
		];
		let buyer: CalcResult["buyer"] = null;
		if (ctx.foreignCountry === "VN") {
			if (vnDutyBp === null) buyer = { missing: "landedCost.buyer.needsDuty" };
			else {
				const vat = vietnamVatBp(ctx.date, v.vnExcluded);
				const vn = landedCost({
					unit: "USD",
					perUsd,
					goods: fob,
					freight,
					insurance,
					country: "VN",
					dutyBp: vnDutyBp,
					vatBp: vat.bp,
				});
				const vndToUsd = (vnd: number) => convert(vnd, "VND", "USD", perUsd);
				const totalVnd = vn.customsValue! + vn.duty! + vn.vat!;
				buyer = {
					lines: [
						{
							id: "vnInsurance",
							usdCents: vn.insurance,
							vnd: convert(vn.insurance, "USD", "VND", perUsd),
							rule: insuranceRule,
						},
						{ id: "vnCif", usdCents: vn.cif!, vnd: vn.customsValue!, rule: { key: "landedCost.rules.vnCif" } },
						{
							id: "vnDuty",
							usdCents: vndToUsd(vn.duty!),
							vnd: vn.duty!,
							rule: { key: "landedCost.rules.vnDuty", vars: { rate: bpText(vnDutyBp) } },
						},
						{
							id: "vnVat",
							usdCents: vndToUsd(vn.vat!),
							vnd: vn.vat!,
							rule: {
								key: vat.reduced ? "landedCost.rules.vnVatReduced" : "landedCost.rules.vnVat",
								vars: { rate: bpText(vat.bp) },
							},
						},
						{
							id: "buyerTotal",
							usdCents: vndToUsd(totalVnd),
							vnd: totalVnd,
							rule: { key: "landedCost.rules.buyerTotal" },
							total: true,
						},
					],
				};
			}
		}
		return { errors, result: { direction: "export", lines, buyer } };
	}

	// import into Korea
	const basic = hs ? basicDutyFor(hs) : { bp: CUSTOMS_DUTY_BP, item: null as HsItem | null };
	const fromVietnam = ctx.foreignCountry === "VN";
	const useFta = fromVietnam && ftaBp !== null && ftaBp < basic.bp;
	const dutyBp = useFta ? ftaBp : basic.bp;
	const dutyRule: RuleText = useFta
		? { key: "landedCost.rules.dutyFta", vars: { rate: bpText(dutyBp), basic: bpText(basic.bp) } }
		: basic.item
			? { key: `landedCost.rules.dutyHs`, vars: { rate: bpText(dutyBp), item: basic.item, hs } }
			: { key: "landedCost.rules.dutyDefault", vars: { rate: bpText(dutyBp) } };
	const kr = landedCost({
		unit: "USD",
		perUsd,
		goods: fob,
		freight,
		insurance,
		dutyBp,
		clearance: v.cargo,
		quarantine: QUARANTINE_FEES.filter((q) => v.quarantine.includes(q)),
	});
	const wh = warehouseFee({ days, cbmMilli, kgMilli, krwPerRtDay: whRate, minimumKrw: whMin });
	const clearance = kr.clearanceFeeKrw!;
	const quarantineKrw = kr.quarantineKrw.reduce((s, q) => s + q.amountKrw, 0);
	const fixedKrw = kr.customsValue! + kr.duty! + kr.vat! + quarantineKrw + wh.feeKrw;
	const lines: Line[] = [
		priceLine,
		freightLine,
		{ id: "insurance", usdCents: kr.insurance, krw: toKrw(kr.insurance), rule: insuranceRule },
		{
			id: "cif",
			usdCents: kr.cif!,
			krw: kr.customsValue!,
			rule: { key: "landedCost.rules.cif" },
			total: true,
		},
		{ id: "duty", usdCents: toUsd(kr.duty!), krw: kr.duty!, rule: dutyRule },
		{
			id: "vat",
			usdCents: toUsd(kr.vat!),
			krw: kr.vat!,
			rule: { key: "landedCost.rules.vat", vars: { rate: bpText(kr.vatBp) } },
		},
		...kr.quarantineKrw.map((q): Line => ({
			id: `quarantine-${q.fee}`,
			usdCents: toUsd(q.amountKrw),
			krw: q.amountKrw,
			rule: { key: `landedCost.rules.quarantine.${q.fee}` },
		})),
		{
			id: "clearance",
			krwRange: clearance,
			usdRange: rangeUsd(clearance),
			rule: { key: `landedCost.rules.clearance.${v.cargo === "fcl" ? "container" : "small"}` },
		},
		{
			id: "warehouse",
			usdCents: toUsd(wh.feeKrw),
			krw: wh.feeKrw,
			rule:
				days === 0
					? { key: "landedCost.rules.warehouseNone" }
					: wh.minimumApplied
						? { key: "landedCost.rules.warehouseMinimum", vars: { minimum: whMin } }
						: { key: "landedCost.rules.warehouse", vars: { days, rt: wh.rtMilli / 1000, rate: whRate } },
		},
		{
			id: "landedTotal",
			krwRange: { min: fixedKrw + clearance.min, max: fixedKrw + clearance.max },
			usdRange: { min: toUsd(fixedKrw + clearance.min), max: toUsd(fixedKrw + clearance.max) },
			rule: { key: "landedCost.rules.landedTotal" },
			total: true,
		},
	];
	return { errors, result: { direction: "import", lines, buyer: null } };
}

function ppmText(ppm: number): string {
	const whole = Math.floor(ppm / 10_000);
	const fraction = String(ppm % 10_000)
		.padStart(4, "0")
		.replace(/0+$/, "");
	return fraction ? `${whole}.${fraction}%` : `${whole}%`;
}

/** The typed values from a posted form (or the query string); anything unknown falls back to the default. */
export function valuesFrom(get: (name: string) => string | null, all: (name: string) => string[]): CalcValues {
	const s = (name: keyof CalcValues, fallback: string) => (get(name) ?? fallback).slice(0, 40);
	const pick = <T extends string>(name: keyof CalcValues, list: readonly T[], fallback: T): T => {
		const raw = get(name);
		return list.includes(raw as T) ? (raw as T) : fallback;
	};
	const d = DEFAULT_VALUES;
	return {
		direction: pick("direction", ["import", "export"] as const, d.direction),
		cargo: pick("cargo", ["fcl", "lcl", "air"] as const, d.cargo),
		container: pick("container", CALC_CONTAINERS, d.container),
		count: s("count", d.count),
		koreanPort: s("koreanPort", d.koreanPort).toUpperCase(),
		foreignPlace: s("foreignPlace", d.foreignPlace).toUpperCase(),
		fob: s("fob", d.fob),
		freight: s("freight", d.freight),
		insurance: s("insurance", d.insurance),
		hsCode: s("hsCode", d.hsCode),
		ftaRate: s("ftaRate", d.ftaRate),
		quarantine: QUARANTINE_FEES.filter((q) => all("quarantine").includes(q)),
		days: s("days", d.days),
		cbm: s("cbm", d.cbm),
		kg: s("kg", d.kg),
		whRate: s("whRate", d.whRate),
		whMin: s("whMin", d.whMin),
		vnDuty: s("vnDuty", d.vnDuty),
		vnExcluded: get("vnExcluded") === "on",
	};
}

/**
 * The calculation as a quote request (app/quotes/prefill.ts): the lane, and the containers or the one
 * package line measured; the wizard asks for whatever is missing (commodity, date). Null while the
 * foreign place is unknown.
 */
export function quoteIntentOf(v: CalcValues, foreignCountry: string | null): QuoteIntent | null {
	if (!foreignCountry) return null;
	const korea = { country: "KR", place: v.koreanPort };
	const abroad = { country: foreignCountry, place: v.foreignPlace };
	const [from, to] = v.direction === "export" ? [korea, abroad] : [abroad, korea];
	const count = Number(v.count.trim());
	const cbm = Number(v.cbm.replaceAll(",", ""));
	const kg = Number(v.kg.replaceAll(",", ""));
	const cargo: QuoteIntent["cargo"] =
		v.cargo === "fcl"
			? Number.isInteger(count) && count > 0
				? { containers: [{ type: v.container, count }] }
				: {}
			: kg > 0 && (cbm > 0 || v.cargo === "air")
				? { packages: [{ count: 1, measure: "total", weightKg: kg, ...(cbm > 0 ? { volumeCbm: cbm } : {}) }] }
				: {};
	return {
		mode: v.cargo === "air" ? "airline" : "shipline",
		route: {
			direction: v.direction,
			...(v.cargo === "air" ? {} : { cargoType: v.cargo }),
			originCountry: from.country,
			origin: from.place,
			destinationCountry: to.country,
			destination: to.place,
		},
		cargo,
	};
}
