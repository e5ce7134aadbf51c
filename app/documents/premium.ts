// The cargo insurance premium the customer is shown before asking the insurer (spec sections 3, 5, 8:
// "estimated price", "fixed-rate disclaimer"). Pure and exact: integer minor units only.
//
//   CIF           = invoice value + main freight                      (USD cents)
//   insured value = CIF x 110%, rounded up to the cent                 (Incoterms 2020 CIF/CIP minimum,
//                                                                      shared/data/incoterms_2020_cost_allocation.csv)
//   premium       = insured value x rate, rounded up to the cent       (rate in parts per million)
//   KRW figures   = the USD figure x the estimate's stored rate, rounded up to the won
//
// The premium itself is left out of CIF. Strictly CIF includes it (CIF = CFR / (1 - 1.1 x rate)), but at
// rates well under 1% the difference is a few cents on thousands of dollars, and insurers and
// forwarders quote "CIF x 110% x rate" on invoice plus freight; the insurer's policy is what counts.
// Freight is the quote's freight lines (base freight and the surcharges charged with it, whoever pays
// them under the incoterm): the cover runs to the destination, so the freight to get there is insured.
//
// Rounding up, not half away: a premium shown lower than the insurer's by one cent or one won reads as
// a mistake; higher by less than a unit does not.
//
// The CIF, 110% and premium arithmetic is app/landed-cost/'s landedCost, the one function the cost
// calculator and the total-cost document call too; this module keeps the premium's own wording
// (USD and KRW figures, the rate as staff type it).
import { landedCost } from "#app/landed-cost/landed-cost.ts";

export { DEFAULT_INSURANCE_RATE_PPM, INSURED_PERCENT } from "#app/landed-cost/rules.ts";
/** 10% of the insured value: anything above is a typing error, not a cargo rate. */
export const MAX_INSURANCE_RATE_PPM = 100_000;

function ceilDiv(a: bigint, b: bigint): bigint {
	return (a + b - 1n) / b;
}

/** USD cents x KRW-per-USD x 100 (the estimate's krwPerUsdCents) in won, rounded up. */
export function usdCentsToKrw(usdCents: number, krwPerUsdCents: number): number {
	return Number(ceilDiv(BigInt(usdCents) * BigInt(krwPerUsdCents), 10_000n));
}

export type Premium = {
	invoiceUsdCents: number;
	freightUsdCents: number;
	cifUsdCents: number;
	insuredUsdCents: number;
	insuredKrw: number;
	premiumUsdCents: number;
	premiumKrw: number;
	ratePpm: number;
	krwPerUsdCents: number;
};

export function computePremium(input: {
	invoiceUsdCents: number;
	freightUsdCents: number;
	ratePpm: number;
	krwPerUsdCents: number;
}): Premium {
	const { invoiceUsdCents, freightUsdCents: freight, ratePpm, krwPerUsdCents } = input;
	for (const [name, v] of Object.entries(input))
		if (!Number.isSafeInteger(v) || v < 0) throw new Error(`premium: ${name} must be a non-negative integer, got ${v}`);
	const perUsd = { KRW: krwPerUsdCents, USD: 100, VND: 1 };
	const landed = landedCost({ unit: "USD", perUsd, goods: invoiceUsdCents, freight, insurance: { ratePpm } });
	const cif = landed.insuranceBase!;
	const insured = landed.insuredValue!;
	const premium = landed.insurance;
	return {
		invoiceUsdCents,
		freightUsdCents: freight,
		cifUsdCents: cif,
		insuredUsdCents: insured,
		insuredKrw: usdCentsToKrw(insured, krwPerUsdCents),
		premiumUsdCents: premium,
		premiumKrw: usdCentsToKrw(premium, krwPerUsdCents),
		ratePpm,
		krwPerUsdCents,
	};
}

/** "0.05%" from parts per million, as few decimals as needed (ppm has four after the percent point). */
export function ratePercentText(ppm: number): string {
	const whole = Math.floor(ppm / 10_000);
	const fraction = String(ppm % 10_000)
		.padStart(4, "0")
		.replace(/0+$/, "");
	return fraction ? `${whole}.${fraction}%` : `${whole}%`;
}

/** "0.05" (percent, as staff type it) into ppm; null when not a rate between 0 and the maximum, or more than four decimals. */
export function parseRatePercent(raw: string | null | undefined): number | null {
	const match = /^\s*(\d{1,2})(?:\.(\d{1,4}))?\s*%?\s*$/.exec(raw ?? "");
	if (!match) return null;
	const ppm = Number(match[1]) * 10_000 + Number((match[2] ?? "").padEnd(4, "0"));
	return ppm > 0 && ppm <= MAX_INSURANCE_RATE_PPM ? ppm : null;
}
