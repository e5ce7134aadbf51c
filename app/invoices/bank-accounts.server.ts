// The accounts customers pay into, managed by staff_admin at /admin/bank-accounts and
// printed on invoices (invoice-view.server.ts reads the active ones). An account is never deleted,
// only deactivated: invoices already sent name it.
import crypto from "node:crypto";
import { asc, eq } from "drizzle-orm";
import { exactlyOnce } from "#app/utils/once.server.ts";
import { getDb } from "#db/client.ts";
import { bankAccounts, users } from "#db/schema.ts";
import type { BankAccountInput } from "./bank-account-form.ts";

export const BANK_ACCOUNT_ONCE_PURPOSE = "bank-account";

export function listBankAccounts() {
	return getDb()
		.select({
			id: bankAccounts.id,
			currency: bankAccounts.currency,
			bankName: bankAccounts.bankName,
			bankNameEn: bankAccounts.bankNameEn,
			accountNumber: bankAccounts.accountNumber,
			holder: bankAccounts.holder,
			swift: bankAccounts.swift,
			active: bankAccounts.active,
			updatedAt: bankAccounts.updatedAt,
			updatedByName: users.name,
		})
		.from(bankAccounts)
		.leftJoin(users, eq(users.id, bankAccounts.updatedBy))
		.orderBy(asc(bankAccounts.currency), asc(bankAccounts.bankName))
		.all();
}

/** Adds an account, once per form key. */
export function addBankAccount(input: BankAccountInput, userId: string, onceKey: string, redirectTo: string) {
	return exactlyOnce(onceKey, BANK_ACCOUNT_ONCE_PURPOSE, (tx) => {
		tx.insert(bankAccounts)
			.values({
				id: crypto.randomUUID(),
				...input,
				bankNameEn: input.bankNameEn ?? null,
				swift: input.swift ?? null,
				active: true,
				updatedBy: userId,
				updatedAt: new Date(),
			})
			.run();
		return { redirectTo };
	});
}

/** Shows or hides an account on new invoices; false when there is no such account. */
export function setBankAccountActive(id: string, active: boolean, userId: string): boolean {
	const result = getDb()
		.update(bankAccounts)
		.set({ active, updatedBy: userId, updatedAt: new Date() })
		.where(eq(bankAccounts.id, id))
		.run();
	return result.changes > 0;
}
