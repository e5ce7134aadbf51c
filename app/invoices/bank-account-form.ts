// The bank account form at /admin/bank-accounts (the accounts customers pay into are
// configured, not hard-coded). Shared by the action and its tests; messages are translation keys.
import { z } from "zod";
import { lineText } from "#app/text/free-text-schema.ts";

const E = "desk.bankAccounts.errors.";
const text = (max: number, key: string) =>
	lineText({ error: E + key })
		.min(2, E + key)
		.max(max, E + key);

export const BankAccountSchema = z
	.object({
		currency: z.enum(["KRW", "USD"], { error: E + "currency" }),
		bankName: text(60, "bankName"),
		// what English and Vietnamese readers see; optional: a Korean bank we know
		// has its English name in bank-names.ts
		bankNameEn: text(60, "bankNameEn").optional(),
		// digits and hyphens as banks print them: 10 to 20 digits
		accountNumber: z
			.string({ error: E + "accountNumber" })
			.trim()
			.regex(/^[0-9][0-9-]{8,28}[0-9]$/, E + "accountNumber")
			.refine((v) => {
				const digits = v.replace(/-/g, "").length;
				return digits >= 10 && digits <= 20;
			}, E + "accountNumber"),
		holder: text(60, "holder"),
		// SWIFT/BIC: 8 or 11 characters; required for a USD account (foreign remittance needs it)
		swift: z
			.string()
			.trim()
			.toUpperCase()
			.regex(/^[A-Z]{6}[A-Z0-9]{2}([A-Z0-9]{3})?$/, E + "swift")
			.optional(),
	})
	.refine((v) => v.currency !== "USD" || Boolean(v.swift), { path: ["swift"], message: E + "swiftRequired" });

export type BankAccountInput = z.output<typeof BankAccountSchema>;
