// What staff type on the invoice desk, checked (pure; the messages are staff locale keys). Amounts are
// decimals as typed ("80,000", "412.50") turned into minor units without rounding (money.ts).
import { z } from "zod";
import { lineText } from "#app/text/free-text-schema.ts";
import { isCalendarDate } from "#app/calendar/calendar.ts";
import { MINOR_DIGITS, parseDecimal } from "#app/pricing/money.ts";
import { INVOICE_CHANGE_REASONS } from "./codes/codes.ts";
import { STAFF_CODES } from "./invoice.ts";

const E = "desk.invoice.errors.";
const text = (v: unknown) => (typeof v === "string" ? v.trim() : v);
/** Up to KRW 1,000,000,000 (or USD 10,000,000.00) per line: beyond that it is a typo. */
const MAX_MINOR = 1_000_000_000;

const reasonFields = {
	reason: z.enum(INVOICE_CHANGE_REASONS, { error: E + "reason" }),
	reasonText: z.preprocess(
		text,
		lineText()
			.max(300, E + "reasonTextLong")
			.optional(),
	),
};

function reasonTextNeeded(v: { reason: string; reasonText?: string | undefined }, ctx: z.RefinementCtx) {
	if (v.reason === "other" && !v.reasonText)
		ctx.addIssue({ code: "custom", path: ["reasonText"], message: E + "reasonTextRequired" });
}

const amountFields = {
	currency: z.enum(["KRW", "USD"], { error: E + "currency" }),
	quantity: z.preprocess(text, z.string({ error: E + "quantity" }).min(1, E + "quantity")),
	unitPrice: z.preprocess(text, z.string({ error: E + "unitPrice" }).min(1, E + "unitPrice")),
};

type Amounts = { currency: "KRW" | "USD"; quantity: string; unitPrice: string };

/** The typed quantity (three decimals at most, above 0) and unit price (the currency's minor units). */
function amounts<T extends Amounts>(
	v: T,
	ctx: z.RefinementCtx,
): (Omit<T, "quantity" | "unitPrice"> & { quantity: number; unitPrice: number }) | typeof z.NEVER {
	const q = parseDecimal(v.quantity, 3, 1_000_000_000);
	const p = parseDecimal(v.unitPrice, MINOR_DIGITS[v.currency], MAX_MINOR);
	if (!q.ok || q.value === 0) ctx.addIssue({ code: "custom", path: ["quantity"], message: E + "quantity" });
	if (!p.ok)
		ctx.addIssue({
			code: "custom",
			path: ["unitPrice"],
			message: E + (p.problem === "tooManyDecimals" ? "unitPriceDecimals" : "unitPrice"),
		});
	if (!q.ok || q.value === 0 || !p.ok) return z.NEVER;
	return { ...v, quantity: q.value / 1000, unitPrice: p.value };
}

export const AddLineSchema = z
	.object({
		code: z.enum(STAFF_CODES as [string, ...string[]], { error: E + "code" }),
		label: z.preprocess(
			text,
			lineText()
				.max(80, E + "labelLong")
				.optional(),
		),
		vatable: z.preprocess((v) => v === "on" || v === "true", z.boolean()),
		...amountFields,
		...reasonFields,
	})
	.superRefine((v, ctx) => {
		reasonTextNeeded(v, ctx);
		if (v.code === "other" && !v.label) ctx.addIssue({ code: "custom", path: ["label"], message: E + "labelRequired" });
	})
	.transform(amounts);
export type AddLineInput = z.output<typeof AddLineSchema>;

export const ChangeLineSchema = z
	.object({ lineId: z.string().min(1, E + "line"), ...amountFields, ...reasonFields })
	.superRefine(reasonTextNeeded)
	.transform(amounts);
export type ChangeLineInput = z.output<typeof ChangeLineSchema>;

export const RemoveLineSchema = z
	.object({ lineId: z.string().min(1, E + "line"), ...reasonFields })
	.superRefine(reasonTextNeeded);
export type RemoveLineInput = z.output<typeof RemoveLineSchema>;

export const IssueSchema = z.object({
	dueDate: z.preprocess(text, z.string({ error: E + "dueDate" }).refine(isCalendarDate, E + "dueDate")),
});
export type IssueInput = z.output<typeof IssueSchema>;
