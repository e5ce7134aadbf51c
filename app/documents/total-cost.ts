// The import's total-cost document (spec section 2 "Download documents", import set; section 9
// constants): what landing the cargo costs beyond the goods themselves. The freight and local charges
// are the estimate's own included lines; the duty is the default customs tax rate on the CIF value and
// the VAT 10% of CIF plus duty; the customs clearance fee is the spec's estimate range, so the total is
// a range too. Without an invoice value there is no CIF: the document then shows the charges and the
// fee and says the duty needs the invoice value.
//
// Money follows decision 008: integer minor units, each currency's subtotal converted to KRW once
// (money.ts convert), and every percentage rounded once, half away from zero (mulDiv).
import type { Currency, Side } from "#app/pricing/codes.ts";
import { type PerUsd, convert, mulDiv } from "#app/pricing/money.ts";

/** Spec section 9: "Default customs tax rate 0.08", in basis points. */
export const CUSTOMS_DUTY_BP = 800;
/** Korea's value-added tax on imports: 10% of the customs value plus the duty. */
export const IMPORT_VAT_BP = 1_000;
/**
 * Spec section 9: "Domestic customs clearance fee estimate 50,000 to 100,000 or 100,000 to 150,000
 * KRW". The spec does not say which applies when; we read the lower range as the small consignment
 * (LCL and air) and the higher as a full container, where the declaration covers more cargo.
 */
export const CLEARANCE_FEE_KRW = {
	small: { min: 50_000, max: 100_000 },
	container: { min: 100_000, max: 150_000 },
} as const;

export type Range = { min: number; max: number };
export type CostLine = { group: Side; currency: Currency; amount: number; included: boolean };

export type TotalCostInput = {
	lines: readonly CostLine[];
	/** the estimate's exchange rates (units per USD x 100), stated on the document */
	perUsd: PerUsd;
	/** the invoice value from the import clearance request, USD cents; null when none was given */
	invoiceUsdCents: number | null;
	cargo: "fcl" | "lcl" | "air";
};

export type TotalCost = {
	freightKrw: number;
	localKrw: number;
	chargesKrw: number;
	clearanceFee: Range;
	/** null without an invoice value */
	customs: { invoiceKrw: number; cifKrw: number; dutyKrw: number; vatKrw: number } | null;
	total: Range;
};

/** Included lines of these groups, each currency's subtotal converted to KRW once. */
function krwOf(lines: readonly CostLine[], groups: readonly Side[], perUsd: PerUsd): number {
	const subtotals = new Map<Currency, number>();
	for (const l of lines) if (l.included && groups.includes(l.group)) subtotals.set(l.currency, (subtotals.get(l.currency) ?? 0) + l.amount);
	let krw = 0;
	for (const [currency, amount] of subtotals) krw += convert(amount, currency, "KRW", perUsd);
	return krw;
}

export function clearanceFeeFor(cargo: TotalCostInput["cargo"]): Range {
	return cargo === "fcl" ? CLEARANCE_FEE_KRW.container : CLEARANCE_FEE_KRW.small;
}

export function totalCost(input: TotalCostInput): TotalCost {
	const freightKrw = krwOf(input.lines, ["freight"], input.perUsd);
	const localKrw = krwOf(input.lines, ["origin", "destination"], input.perUsd);
	const chargesKrw = freightKrw + localKrw;
	const clearanceFee = clearanceFeeFor(input.cargo);
	let customs: TotalCost["customs"] = null;
	if (input.invoiceUsdCents !== null) {
		const invoiceKrw = convert(input.invoiceUsdCents, "USD", "KRW", input.perUsd);
		// the customs value is the goods delivered to Korea: the invoice plus the freight the buyer pays
		// (freight lines the incoterms put on the seller are not included, and are in the invoice already)
		const cifKrw = invoiceKrw + freightKrw;
		const dutyKrw = mulDiv(cifKrw, CUSTOMS_DUTY_BP, 10_000);
		const vatKrw = mulDiv(cifKrw + dutyKrw, IMPORT_VAT_BP, 10_000);
		customs = { invoiceKrw, cifKrw, dutyKrw, vatKrw };
	}
	const taxes = customs ? customs.dutyKrw + customs.vatKrw : 0;
	return {
		freightKrw,
		localKrw,
		chargesKrw,
		clearanceFee,
		customs,
		total: { min: chargesKrw + taxes + clearanceFee.min, max: chargesKrw + taxes + clearanceFee.max },
	};
}
