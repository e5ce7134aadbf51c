// The total-cost document (spec section 2 "Download documents", decision 040): what the shipment
// costs the customer, per direction, from the shipment's real lines (the invoice's once staff have
// opened it, else the booked quote's) with every discount shared out by the one rule of
// app/pricing/vat.ts (decision 039), and our 10% VAT on the services in Korea.
//
// - Export: our charges after discounts, our VAT, the total. Nothing about import clearance, duty or
//   a customs fee range: the goods are cleared at the other end, by the buyer.
// - Import: the same, plus what landing the cargo costs beyond our invoice: the duty at the spec's
//   default rate on the CIF value and the import VAT of 10% of CIF plus duty (paid to customs), and
//   the clearance fee as the spec's estimate range unless a clearance line is billed already. Without
//   an invoice value there is no CIF: the document says the duty needs it.
//
// Money follows decision 008: integer won, every percentage rounded once, half away from zero. The
// customs rules (CIF, duty, import VAT, the clearance fee range) are app/landed-cost/'s landedCost,
// the one function the cost calculator and the insurance premium call too.
import type { Direction, Side } from "#app/pricing/codes.ts";
import { landedCost } from "#app/landed-cost/landed-cost.ts";
import type { Range } from "#app/landed-cost/rules.ts";
import { convert } from "#app/pricing/money.ts";
import type { QuoteOption } from "#app/pricing/types.ts";
import { type Discount, type QuoteDiscounts, isVatable, quoteKrwShares, supplyAndVat } from "#app/pricing/vat.ts";

/** One charge of the shipment in KRW: its group on the lane, whether it bears 10%, whether discounts apply to it. */
export type CostLine = { code: string; group: Side; amountKrw: number; taxable: boolean; discountable: boolean };

export type TotalCostInput = {
	direction: Direction;
	lines: readonly CostLine[];
	discounts: readonly Discount[];
	/** the rate the lines were converted at (units per USD x 100), stated on the document */
	krwPerUsdCents: number;
	/** the invoice value from the import clearance request, USD cents; null when none was given */
	invoiceUsdCents: number | null;
	cargo: "fcl" | "lcl" | "air";
};

export type TotalCost = {
	direction: Direction;
	/** each group's charges as billed, before discounts */
	groups: Record<Side, number>;
	/** each group after its share of the discounts (decision 039) */
	groupsNet: Record<Side, number>;
	/** the charges before discounts */
	grossKrw: number;
	discountKrw: number;
	/** our supply value (after discounts, without VAT) */
	supplyKrw: number;
	/** the services in Korea after discounts, and our 10% VAT on them */
	taxableKrw: number;
	vatKrw: number;
	/** what our invoice comes to: supply plus VAT */
	chargesWithVatKrw: number;
	/** import only, and only while no clearance line is billed */
	clearanceFee: Range | null;
	/** import only; null without an invoice value */
	customs: { invoiceKrw: number; cifKrw: number; dutyKrw: number; vatKrw: number } | null;
	total: Range;
};

export function totalCost(input: TotalCostInput): TotalCost {
	const rule = supplyAndVat(input.lines, input.discounts);
	const groups: Record<Side, number> = { origin: 0, freight: 0, destination: 0 };
	const groupsNet: Record<Side, number> = { origin: 0, freight: 0, destination: 0 };
	rule.lines.forEach((l, i) => {
		groups[input.lines[i]!.group] += l.amountKrw;
		groupsNet[input.lines[i]!.group] += l.netKrw;
	});
	const chargesWithVatKrw = rule.totalKrw;
	let customs: TotalCost["customs"] = null;
	let clearanceFee: Range | null = null;
	if (input.direction === "import") {
		const invoiceKrw =
			input.invoiceUsdCents === null
				? null
				: convert(input.invoiceUsdCents, "USD", "KRW", { KRW: input.krwPerUsdCents, USD: 100, VND: 1 });
		// the customs value is the goods delivered to Korea: the invoice plus the freight the buyer
		// pays us (after its share of the discounts; freight the seller pays is in the invoice already)
		const landed = landedCost({
			unit: "KRW",
			goods: invoiceKrw,
			freight: groupsNet.freight,
			insurance: { amount: 0 },
			clearance: input.lines.some((l) => l.code === "clearance") ? null : input.cargo,
		});
		clearanceFee = landed.clearanceFeeKrw;
		if (invoiceKrw !== null) customs = { invoiceKrw, cifKrw: landed.cif!, dutyKrw: landed.duty!, vatKrw: landed.vat! };
	}
	const fixed = chargesWithVatKrw + (customs ? customs.dutyKrw + customs.vatKrw : 0);
	return {
		direction: input.direction,
		groups,
		groupsNet,
		grossKrw: rule.grossKrw,
		discountKrw: rule.discountKrw,
		supplyKrw: rule.supplyKrw,
		taxableKrw: rule.taxable.netKrw,
		vatKrw: rule.vatKrw,
		chargesWithVatKrw,
		clearanceFee,
		customs,
		total: { min: fixed + (clearanceFee?.min ?? 0), max: fixed + (clearanceFee?.max ?? 0) },
	};
}

/** The lines the document is made from, and the rate they were converted at. */
export type ShipmentCosts = {
	lines: CostLine[];
	discounts: Discount[];
	krwPerUsdCents: number;
	/** "invoice": the invoice's lines at its rate (stored or as it would start); "quote": the quote's at the quote's rate */
	source: "invoice" | "quote";
};

/** The booked quote's included lines in KRW (quoteKrwShares) with its discounts: used when there is no invoice to read. */
export function costsFromQuote(
	option: QuoteOption,
	direction: Direction,
	discounts: QuoteDiscounts | null = null,
): ShipmentCosts {
	const shares = quoteKrwShares(option);
	const lines: CostLine[] = [];
	option.lines.forEach((l, i) => {
		if (!l.included || l.amount === 0) return;
		lines.push({
			code: l.code,
			group: l.group,
			amountKrw: shares.get(i) ?? 0,
			taxable: isVatable(l.code, l.group, direction),
			discountable: true,
		});
	});
	const list: Discount[] = discounts
		? [
				{ kind: "coupon", amountKrw: discounts.couponDiscountKrw },
				{ kind: "prebooking", amountKrw: discounts.prebookingDiscountKrw },
			]
		: [];
	return { lines, discounts: list, krwPerUsdCents: option.exchange.krwPerUsdCents, source: "quote" };
}
