// The shipment's real lines for the total-cost document (decision 040): the invoice's, as the
// billing page shows them (staff's changes, the booked discounts, the rate of departure or arrival),
// each with its group on the lane. app/documents/total-cost.ts computes the document from them.
import { isDiscountCode, lineGroup } from "#app/invoices/invoice.ts";
import { loadInvoice } from "#app/invoices/invoice.server.ts";
import type { DiscountKind } from "#app/pricing/vat.ts";
import type { CostLine, ShipmentCosts } from "./total-cost.ts";

/** null when the estimate is no priced shipment (the document then says there is no price). */
export function shipmentCosts(estimateId: string): ShipmentCosts | null {
	const invoice = loadInvoice(estimateId);
	const option = invoice?.estimate.option;
	if (!invoice || !option) return null;
	const direction = invoice.estimate.direction;
	const lines: CostLine[] = [];
	const discounts: ShipmentCosts["discounts"] = [];
	for (const l of invoice.reconciliation.lines) {
		if (isDiscountCode(l.code)) discounts.push({ kind: l.code as DiscountKind, amountKrw: -l.amountKrw });
		else
			lines.push({
				code: l.code,
				group: lineGroup(l, option, direction) ?? "freight",
				amountKrw: l.amountKrw,
				taxable: l.vatable,
				discountable: l.rootQuoteLineIndex !== null,
			});
	}
	return { lines, discounts, krwPerUsdCents: invoice.rate.krwPerUsdCents, source: "invoice" };
}
