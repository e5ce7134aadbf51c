// CONTRACT STUB (issue 14): the invoice as the billing pages read it. Helper A (invoices) replaces the
// body with the real invoice (lines from the booked quote plus staff changes, the departure/arrival
// rate, VAT, the gap against the quote); the exported names and types stay, the payment pages use them.
import { inArray } from "drizzle-orm";
import type { Locale } from "#app/i18n/locales.ts";
import { getDb } from "#db/client.ts";
import { estimates } from "#db/schema.ts";

export type InvoiceLineView = {
	id: string;
	code: string;
	label: string; // in the viewer's language
	currency: "KRW" | "USD";
	quantity: number;
	unitPrice: number; // minor units
	amount: number; // minor units, in the line's currency
	amountKrw: number; // converted at the invoice's rate
	vatable: boolean;
	source: "quote" | "staff";
	/** the booked quote's figure for the same charge (KRW), null for a line staff added */
	quoteAmountKrw: number | null;
	/** invoice minus quote, KRW; for an added line its whole amount */
	gapKrw: number;
	reason: string | null; // translated reason of a staff change
};

export type InvoiceView = {
	estimateId: string;
	/** waiting for billing until staff issue it */
	state: "waiting" | "issued";
	issuedAt: Date | null;
	dueDate: string | null;
	rate: { date: string; krwPerUsdCents: number; basis: "departure" | "arrival" } | null;
	lines: InvoiceLineView[];
	/** lines of the quote staff removed, with their reason (shown struck through beside the gap) */
	removed: InvoiceLineView[];
	totals: { supplyKrw: number; vatKrw: number; totalKrw: number };
	quoteTotalKrw: number;
	gapKrw: number;
	bankAccounts: { currency: "KRW" | "USD"; bankName: string; accountNumber: string; holder: string; swift: string | null }[];
};

/** Per shipment, what a billing list shows: the invoice state, its total and due date. */
export type InvoiceSummary = { state: "waiting" | "issued"; totalKrw: number; dueDate: string | null };

/** The invoice of one shipment; the caller has checked the user may see it. */
export function getInvoiceView(estimateId: string, _locale: Locale): InvoiceView {
	const e = getDb().select().from(estimates).where(inArray(estimates.id, [estimateId])).get();
	const total = e?.totalWithCouponKrw ?? e?.totalKrw ?? 0;
	return {
		estimateId,
		state: "waiting",
		issuedAt: null,
		dueDate: null,
		rate: null,
		lines: [],
		removed: [],
		totals: { supplyKrw: total, vatKrw: 0, totalKrw: total },
		quoteTotalKrw: total,
		gapKrw: 0,
		bankAccounts: [],
	};
}

/** Summaries for a page of shipments. */
export function invoiceSummaries(estimateIds: readonly string[]): Map<string, InvoiceSummary> {
	const out = new Map<string, InvoiceSummary>();
	if (estimateIds.length === 0) return out;
	for (const e of getDb().select().from(estimates).where(inArray(estimates.id, [...estimateIds])).all())
		out.set(e.id, { state: "waiting", totalKrw: e.totalWithCouponKrw ?? e.totalKrw ?? 0, dueDate: null });
	return out;
}
