// The landed-cost rules as numbers (spec section 9, shared/data/landed_cost_rules_kr_vn.json; decisions
// 074 and 075): Korean customs duty, import VAT, clearance fee, quarantine fees, the insurance cover,
// the warehouse defaults and the Vietnamese side of an export to Vietnam. Pure constants and look-ups,
// no server imports: the calculator runs them in the browser too.

/** Spec section 9: "Default customs tax rate 0.08", in basis points. */
export const CUSTOMS_DUTY_BP = 800;
/** Korea's value-added tax on imports: 10% of the customs value plus the duty. */
export const IMPORT_VAT_BP = 1_000;

export type Range = { min: number; max: number };

/**
 * Spec section 9: "Domestic customs clearance fee estimate 50,000 to 100,000 or 100,000 to 150,000
 * KRW". The spec does not say which applies when; we read the lower range as the small consignment
 * (LCL and air) and the higher as a full container, where the declaration covers more cargo.
 */
export const CLEARANCE_FEE_KRW = {
	small: { min: 50_000, max: 100_000 },
	container: { min: 100_000, max: 150_000 },
} as const;

export type CargoKind = "fcl" | "lcl" | "air";

export function clearanceFeeFor(cargo: CargoKind): Range {
	return cargo === "fcl" ? CLEARANCE_FEE_KRW.container : CLEARANCE_FEE_KRW.small;
}

/** Spec section 9: quarantine document fee 75,000; first quarantine fee 125,000; first quarantine cost 300,000 (KRW). */
export const QUARANTINE_FEES_KRW = { document: 75_000, firstFee: 125_000, firstCost: 300_000 } as const;
export type QuarantineFee = keyof typeof QUARANTINE_FEES_KRW;
export const QUARANTINE_FEES = Object.keys(QUARANTINE_FEES_KRW) as QuarantineFee[];

/** Incoterms 2020 CIF/CIP minimum cover (shared/data/incoterms_2020_cost_allocation.csv): 110% of the value. */
export const INSURED_PERCENT = 110;
/**
 * The insurance rate until staff set one at /admin/requests (insurance_rate table): 500 ppm = 0.05% of
 * the insured value. NOT a market figure: no sourced cargo premium rate is in shared/data, and real rates
 * depend on the goods, the lane, the cover (ICC A/B/C) and the insurer's contract. It is a placeholder
 * business assumption so the estimate is never empty; staff must set the rate agreed with the insurer.
 */
export const DEFAULT_INSURANCE_RATE_PPM = 500;

/**
 * Korean basic duty rates the data file names (landed_cost_rules_kr_vn.json, duty.other_common_basic_rates_pct),
 * keyed by the HS prefix they cover (decision 075). The longest matching prefix wins; anything else
 * takes the spec's default 8%. FTA rates are per HS line and the data has no tariff table, so none is
 * listed: the importer types the KVFTA/AKFTA rate from the schedule (never assume 0%, says the data).
 */
export const HS_BASIC_DUTY: readonly { prefix: string; bp: number; item: HsItem }[] = [
	{ prefix: "61", bp: 1_300, item: "clothing" },
	{ prefix: "62", bp: 1_300, item: "clothing" },
	{ prefix: "64", bp: 1_300, item: "footwear" },
	{ prefix: "6601", bp: 1_300, item: "umbrellas" },
	{ prefix: "630260", bp: 1_000, item: "towels" },
	{ prefix: "630291", bp: 1_000, item: "towels" },
	{ prefix: "5208", bp: 1_000, item: "fabric" },
	{ prefix: "5209", bp: 1_000, item: "fabric" },
	{ prefix: "5407", bp: 1_000, item: "fabric" },
	{ prefix: "5512", bp: 1_000, item: "fabric" },
	{ prefix: "5513", bp: 1_000, item: "fabric" },
	{ prefix: "5514", bp: 1_000, item: "fabric" },
	{ prefix: "5515", bp: 1_000, item: "fabric" },
	{ prefix: "5516", bp: 1_000, item: "fabric" },
	{ prefix: "8517", bp: 0, item: "phones" },
	{ prefix: "8470", bp: 0, item: "calculators" },
];
export type HsItem = "clothing" | "footwear" | "umbrellas" | "towels" | "fabric" | "phones" | "calculators";

/** The basic duty rate for an HS code (digits only): the data file's rate for its prefix, or the default. */
export function basicDutyFor(hsDigits: string): { bp: number; item: HsItem | null } {
	let best: (typeof HS_BASIC_DUTY)[number] | undefined;
	for (const row of HS_BASIC_DUTY)
		if (hsDigits.startsWith(row.prefix) && (!best || row.prefix.length > best.prefix.length)) best = row;
	return best ? { bp: best.bp, item: best.item } : { bp: CUSTOMS_DUTY_BP, item: null };
}

/**
 * Vietnam's VAT on imports: 10%, or 8% from 2025-07-01 to 2026-12-31 for goods normally at 10% except
 * the excluded groups (Decree 174/2025/ND-CP, landed_cost_rules_kr_vn.json vietnam_import.vat).
 */
export const VN_VAT_BP = 1_000;
export const VN_REDUCED_VAT_BP = 800;
export const VN_REDUCED_WINDOW = { from: "2025-07-01", to: "2026-12-31" } as const;

export function vietnamVatBp(date: string, excluded: boolean): { bp: number; reduced: boolean } {
	const reduced = !excluded && VN_REDUCED_WINDOW.from <= date && date <= VN_REDUCED_WINDOW.to;
	return { bp: reduced ? VN_REDUCED_VAT_BP : VN_VAT_BP, reduced };
}

/**
 * Bonded warehouse defaults (decision 075): the data gives only "LCL a few thousand KRW per CBM per
 * day" (landed_cost_rules_kr_vn.json korea_import.bonded_storage, low authority), and no minimum. These
 * are stated assumptions the user can change on the form, never law.
 */
export const WAREHOUSE_DEFAULTS = { krwPerRtDay: 3_000, minimumKrw: 30_000 } as const;
