// What goods cost once landed: THE one function (landedCost) behind the cost calculator (/cost), the
// total-cost document (app/documents/total-cost.ts) and the insurance premium
// (app/documents/premium.ts), so the three never disagree on a CIF, a duty or an import VAT.
//
//   insurance base = goods + freight                      (the premium leaves itself out; premium.ts says why)
//   insured value  = base x 110%, rounded up              (Incoterms 2020 CIF/CIP minimum)
//   premium        = insured x rate, rounded up           (or an amount the caller already knows)
//   CIF            = goods + freight + insurance          (the customs value, in the caller's unit)
//   customs value  = CIF in the importing country's money (one conversion, half away from zero)
//   duty           = customs value x duty rate            (decision 008: half away from zero, once)
//   import VAT     = (customs value + duty) x VAT rate
//   Korea only:      the clearance fee range (spec 9) and the quarantine fees the goods need
//
// Amounts are integer minor units of one unit the caller chooses (won or US cents): the document
// works in won, the premium in cents, the calculator in cents converted once. Pure, no server imports.
import { type Currency, type PerUsd, convert, mulDiv } from "#app/pricing/money.ts";
import {
	type CargoKind,
	CUSTOMS_DUTY_BP,
	IMPORT_VAT_BP,
	INSURED_PERCENT,
	QUARANTINE_FEES_KRW,
	type QuarantineFee,
	type Range,
	clearanceFeeFor,
} from "./rules.ts";

export type LandedCostInput = {
	/** the unit of goods, freight and insurance: won or US cents */
	unit: "KRW" | "USD";
	/** units per USD x 100 (money.ts); only read when a conversion is needed */
	perUsd?: PerUsd;
	/** the goods' value (FOB or invoice); null when not known: no customs figures then */
	goods: number | null;
	/** the main carriage to the port of import (0 when the goods' value includes it) */
	freight: number;
	/** the premium already known, or the premium rule's rate in parts per million */
	insurance: { amount: number } | { ratePpm: number };
	/** where the goods are imported: Korea (KRW, spec 9) or Vietnam (VND, the buyer's side of an export) */
	country?: "KR" | "VN";
	/** basis points; Korea's default is the spec's 8% */
	dutyBp?: number;
	/** basis points; Korea's default is 10% */
	vatBp?: number;
	/** Korea: the clearance fee range of this cargo; null when none is estimated (already billed) */
	clearance?: CargoKind | null;
	/** Korea: the quarantine fees the goods need */
	quarantine?: readonly QuarantineFee[];
};

export type LandedCost = {
	/** goods + freight: what the insurance is computed on */
	insuranceBase: number | null;
	/** insured value (110%) and premium, in the unit; insured is null when the premium was given */
	insuredValue: number | null;
	insurance: number;
	/** goods + freight + insurance, in the unit */
	cif: number | null;
	/** the customs value in the importing country's money (KRW or VND), its duty and import VAT */
	currency: "KRW" | "VND";
	customsValue: number | null;
	duty: number | null;
	vat: number | null;
	dutyBp: number;
	vatBp: number;
	clearanceFeeKrw: Range | null;
	quarantineKrw: { fee: QuarantineFee; amountKrw: number }[];
};

function ceilDiv(a: bigint, b: bigint): bigint {
	return (a + b - 1n) / b;
}

/** value x percent / 100 rounded up, exact (the insured value). */
export function insuredOf(value: number): number {
	return Number(ceilDiv(BigInt(value) * BigInt(INSURED_PERCENT), 100n));
}

/** insured x ppm / 1,000,000 rounded up, exact (the premium). */
export function premiumOf(insured: number, ratePpm: number): number {
	return Number(ceilDiv(BigInt(insured) * BigInt(ratePpm), 1_000_000n));
}

export function landedCost(input: LandedCostInput): LandedCost {
	const { goods, freight, unit } = input;
	for (const [name, v] of Object.entries({ goods: goods ?? 0, freight }))
		if (!Number.isSafeInteger(v) || v < 0)
			throw new Error(`landedCost: ${name} must be a non-negative integer, got ${v}`);
	const country = input.country ?? "KR";
	const currency: "KRW" | "VND" = country === "KR" ? "KRW" : "VND";
	const dutyBp = input.dutyBp ?? CUSTOMS_DUTY_BP;
	const vatBp = input.vatBp ?? IMPORT_VAT_BP;
	const base = goods === null ? null : goods + freight;

	let insuredValue: number | null = null;
	let insurance = 0;
	if ("amount" in input.insurance) insurance = input.insurance.amount;
	else if (base !== null) {
		insuredValue = insuredOf(base);
		insurance = premiumOf(insuredValue, input.insurance.ratePpm);
	}

	let cif: number | null = null;
	let customsValue: number | null = null;
	let duty: number | null = null;
	let vat: number | null = null;
	if (base !== null) {
		cif = base + insurance;
		customsValue = unit === currency ? cif : convert(cif, unit as Currency, currency, need(input.perUsd));
		duty = mulDiv(customsValue, dutyBp, 10_000);
		vat = mulDiv(customsValue + duty, vatBp, 10_000);
	}
	const korea = country === "KR";
	return {
		insuranceBase: base,
		insuredValue,
		insurance,
		cif,
		currency,
		customsValue,
		duty,
		vat,
		dutyBp,
		vatBp,
		clearanceFeeKrw: korea && input.clearance ? clearanceFeeFor(input.clearance) : null,
		quarantineKrw: korea ? (input.quarantine ?? []).map((fee) => ({ fee, amountKrw: QUARANTINE_FEES_KRW[fee] })) : [],
	};
}

function need(perUsd: PerUsd | undefined): PerUsd {
	if (!perUsd) throw new Error("landedCost: a conversion needs perUsd");
	return perUsd;
}

/**
 * The bonded warehouse fee (spec section 1, "warehouse fee calculator"): days x the revenue tons x the
 * rate, never under the minimum; nothing when there are no days. A revenue ton is the larger of the
 * cbm and the weight in tonnes (spec section 5: 1,000 kg equals 1 cbm), in thousandths.
 */
export function warehouseFee(input: {
	days: number;
	cbmMilli: number;
	kgMilli: number;
	krwPerRtDay: number;
	minimumKrw: number;
}): {
	rtMilli: number;
	byDaysKrw: number;
	feeKrw: number;
	minimumApplied: boolean;
} {
	const rtMilli = Math.max(input.cbmMilli, Math.ceil(input.kgMilli / 1000));
	if (input.days <= 0) return { rtMilli, byDaysKrw: 0, feeKrw: 0, minimumApplied: false };
	const byDaysKrw = mulDiv(rtMilli * input.days, input.krwPerRtDay, 1000);
	const minimumApplied = byDaysKrw < input.minimumKrw;
	return { rtMilli, byDaysKrw, feeKrw: minimumApplied ? input.minimumKrw : byDaysKrw, minimumApplied };
}
