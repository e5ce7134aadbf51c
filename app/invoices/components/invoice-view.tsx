// CONTRACT STUB (issue 14): the invoice table with the quote-vs-invoice gap, shared by the customer's
// billing page and the staff desk. Helper A (invoices) replaces the body; the name and props stay.
import type { InvoiceView } from "#app/invoices/invoice-view.server.ts";

export function InvoiceTable({ view }: { view: InvoiceView }) {
	return <div data-testid="invoice-table" data-state={view.state} />;
}
