// Demo billing data for development and tests only (never production): the accounts
// customers pay into, one KRW and one USD with its SWIFT code (staff_admin edits them at
// /admin/bank-accounts), and the delivered demo shipment's invoice made from its quote and not issued, so
// staff can add a demurrage line in the demo. Stable ids: seeding again changes nothing made before.
import { eq } from "drizzle-orm";
import { ensureInvoice } from "../../app/invoices/invoice.server.ts";
import type { AppDatabase } from "../client.ts";
import { bankAccounts, estimates } from "../schema.ts";

export const DEMO_BANK_ACCOUNTS = [
	{
		id: "demo-bank-krw",
		currency: "KRW",
		bankName: "IBK기업은행",
		accountNumber: "000-000000-00-000",
		holder: "바른포워딩 주식회사",
		swift: null,
	},
	{
		id: "demo-bank-usd",
		currency: "USD",
		bankName: "IBK Industrial Bank of Korea",
		accountNumber: "000-000000-00-001",
		holder: "BARUN FORWARDING CO., LTD.",
		swift: "IBKOKRSE",
	},
] as const;

/** The delivered demo shipment (db/seed/demo-shipments.ts) whose invoice waits for staff. */
export const DEMO_INVOICE_SHIPMENT = "demo-shipment-delivered";

export function seedDemoBilling(db: AppDatabase): { bankAccounts: number; invoices: number } {
	let accounts = 0;
	let invoices = 0;
	db.transaction((tx) => {
		for (const account of DEMO_BANK_ACCOUNTS) {
			if (tx.select({ id: bankAccounts.id }).from(bankAccounts).where(eq(bankAccounts.id, account.id)).get()) continue;
			tx.insert(bankAccounts).values(account).run();
			accounts++;
		}
		if (
			tx.select({ id: estimates.id }).from(estimates).where(eq(estimates.id, DEMO_INVOICE_SHIPMENT)).get() &&
			ensureInvoice(DEMO_INVOICE_SHIPMENT, tx)
		)
			invoices++;
	});
	return { bankAccounts: accounts, invoices };
}
