// Which tax invoices an issued invoice needs now (decision 100). Pure.
// - One original per tax type with a supply value: 과세 (the 10% supply value and its VAT) and 영세
//   (the zero-rated supply value), the invoice's own figures (app/invoices/invoice.ts reconcile).
// - One amendment (수정세금계산서, 공급가액 변동) per refund and tax type, minus the refund's own split
//   of that type (app/invoices/refund.ts), linked to the refund.
// - Then, if the documents so far do not add up to the invoice less its refunds (staff changed a line
//   after issuing), one amendment with the difference.
// So the documents of a type always add up to what the invoice, less its refunds, says of that type.
import type { TaxType } from "./document.ts";

export type InvoiceParts = { vatableKrw: number; vatKrw: number; zeroRatedKrw: number };
export type RefundParts = InvoiceParts & { id: number };
export type ExistingDoc = {
	taxType: TaxType;
	originalId: number | null;
	refundId: number | null;
	supplyKrw: number;
	taxKrw: number;
};
export type PlannedDoc = {
	taxType: TaxType;
	amends: boolean;
	refundId: number | null;
	supplyKrw: number;
	taxKrw: number;
};

const partOf = (p: InvoiceParts, type: TaxType) =>
	type === "taxable" ? { supply: p.vatableKrw, tax: p.vatKrw } : { supply: p.zeroRatedKrw, tax: 0 };

export function planTaxInvoices(
	invoice: InvoiceParts,
	refunds: readonly RefundParts[],
	existing: readonly ExistingDoc[],
): PlannedDoc[] {
	const out: PlannedDoc[] = [];
	for (const type of ["taxable", "zero_rated"] as const) {
		const docs: (ExistingDoc | PlannedDoc)[] = existing.filter((d) => d.taxType === type);
		const whole = partOf(invoice, type);
		const hasOriginal = existing.some((d) => d.taxType === type && d.originalId === null);
		if (!hasOriginal) {
			if (whole.supply === 0 && whole.tax === 0) continue;
			const original = { taxType: type, amends: false, refundId: null, supplyKrw: whole.supply, taxKrw: whole.tax };
			out.push(original);
			docs.push(original);
		}
		for (const refund of refunds) {
			const part = partOf(refund, type);
			if (part.supply === 0 && part.tax === 0) continue;
			if (docs.some((d) => d.refundId === refund.id)) continue;
			const amendment = {
				taxType: type,
				amends: true,
				refundId: refund.id,
				supplyKrw: 0 - part.supply,
				taxKrw: 0 - part.tax,
			};
			out.push(amendment);
			docs.push(amendment);
		}
		const refunded = refunds.reduce(
			(s, r) => {
				const p = partOf(r, type);
				return { supply: s.supply + p.supply, tax: s.tax + p.tax };
			},
			{ supply: 0, tax: 0 },
		);
		const have = docs.reduce((s, d) => ({ supply: s.supply + d.supplyKrw, tax: s.tax + d.taxKrw }), {
			supply: 0,
			tax: 0,
		});
		const delta = { supply: whole.supply - refunded.supply - have.supply, tax: whole.tax - refunded.tax - have.tax };
		if (delta.supply !== 0 || delta.tax !== 0)
			out.push({ taxType: type, amends: true, refundId: null, supplyKrw: delta.supply, taxKrw: delta.tax });
	}
	return out;
}

/** Wait before automatic retry n (1-based): 5 minutes doubling, at most 6 hours. */
export function backoffMs(attempts: number): number {
	return Math.min(5 * 60_000 * 2 ** Math.max(0, attempts - 1), 6 * 3_600_000);
}

/** After this many failed attempts the job stops; staff retry by hand from the payment desk. */
export const MAX_AUTO_ATTEMPTS = 8;

/**
 * The supply date written on the tax invoice (작성일자, decision 100): the day the exchange rate is
 * taken from (departure for an export, arrival for an import: when the service is rendered), unless
 * that is still ahead of the issue day (a tax invoice may not be dated in the future), then the issue day.
 */
export function supplyDate(rateDay: string, issuedOn: string): string {
	return rateDay <= issuedOn ? rateDay : issuedOn;
}
