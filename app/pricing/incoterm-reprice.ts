// Changing the Incoterm of a priced quote ("choosing FOB at booking leaves the buyer's
// Vietnamese destination charges in the total"). The rates, quantities, targets, exemptions and the
// exchange rate stay exactly those of the stored option; only which groups count changes, by the same
// rule the engine applies when it prices (incoterms.ts customerPays, engine.ts addLine and
// finishOption): a line counts when its group is the customer's, the subtotals sum the counted lines
// per currency and the totals convert each subtotal once at the option's own exchange rate. So a
// quote re-priced here equals the engine's price for the same request with the new rule (tested),
// and a quote priced by hand by staff or agreed in a negotiation keeps its agreed lines.
import { type Direction, SIDES, type Side } from "./codes.ts";
import { customerPays } from "./incoterms.ts";
import { type PerUsd, totalsOf } from "./money.ts";
import type { Incoterm } from "./request.ts";
import type { QuoteOption } from "./types.ts";

/** The option as the engine would price it under `incoterms` (undefined: the customer pays every group). */
export function applyIncoterms(
	option: QuoteOption,
	direction: Direction,
	incoterms: Incoterm | undefined,
): QuoteOption {
	const pays = customerPays(direction, incoterms);
	const lines = option.lines.map((line) => ({ ...line, included: pays.includes(line.group) }));
	const subtotals: QuoteOption["subtotals"] = {};
	for (const line of lines) if (line.included) subtotals[line.currency] = (subtotals[line.currency] ?? 0) + line.amount;
	const perUsd: PerUsd = { KRW: option.exchange.krwPerUsdCents, USD: 100, VND: option.exchange.vndPerUsdCents };
	return { ...option, lines, subtotals, totals: totalsOf(subtotals, perUsd) };
}

/** Our customer is the Korean party: the seller on export, the buyer on import. */
export type Party = "seller" | "buyer";

export type GroupShare = {
	group: Side;
	/** who pays this group: our customer or the other party of the sale */
	payer: "customer" | "other";
	/** the party of the sale that pays it */
	party: Party;
};

export type IncotermSplit = {
	incoterms: Incoterm | null;
	customerParty: Party;
	otherParty: Party;
	groups: GroupShare[];
};

/** Which charge groups the customer pays and which the other party pays, in SIDES order. */
export function incotermSplit(direction: Direction, incoterms: Incoterm | undefined | null): IncotermSplit {
	const customerParty: Party = direction === "export" ? "seller" : "buyer";
	const otherParty: Party = customerParty === "seller" ? "buyer" : "seller";
	const pays = customerPays(direction, incoterms ?? undefined);
	return {
		incoterms: incoterms ?? null,
		customerParty,
		otherParty,
		groups: SIDES.map((group) =>
			pays.includes(group)
				? { group, payer: "customer", party: customerParty }
				: { group, payer: "other", party: otherParty },
		),
	};
}

/** The amount of each group in the option's lines (waived lines count 0), per currency, counted or not. */
export function groupSubtotals(option: QuoteOption): Record<Side, QuoteOption["subtotals"]> {
	const out: Record<Side, QuoteOption["subtotals"]> = { origin: {}, freight: {}, destination: {} };
	for (const line of option.lines) {
		const group = out[line.group];
		group[line.currency] = (group[line.currency] ?? 0) + line.amount;
	}
	return out;
}
