// A manual quote: staff type the price lines of a quote the engine could not make,
// and this module turns them into the same QuoteOption the engine returns, with the engine's money
// rules (app/pricing/money.ts: one rounding per line, subtotals per currency, totals converted once
// per subtotal). Pure: the form schema and the builder; the server supplies the exchange rate and the
// chargeable quantity. Messages are keys under "desk.errors".
import { z } from "zod";
import { lineText } from "#app/text/free-text-schema.ts";
import { isCalendarDate } from "#app/calendar/calendar.ts";
import { calendarDate } from "#app/calendar/calendar-field.ts";
import { BASES, CHARGE_CODES, ROUTINGS, SIDES } from "#app/pricing/codes.ts";
import { CURRENCIES, type Currency } from "#app/pricing/money.ts";
import { lineAmount, totalsOf, toMilli } from "#app/pricing/money.ts";
import type { AppliedExchange, Chargeable, QuoteLine, QuoteOption } from "#app/pricing/types.ts";
import type { Mode } from "#app/pricing/codes.ts";
import { parseMajor } from "./negotiation.ts";

const E = "desk.errors.";

/** A percent line needs a base the staff do not type; every other basis, plus trucking's per trip. */
export const MANUAL_BASES = [...BASES.filter((b) => b !== "percent"), "per_trip"] as const;
export type ManualBasis = (typeof MANUAL_BASES)[number];
export const MAX_LINES = 30;
export const MAX_QUANTITY = 100_000;
export const MAX_TRANSIT_DAYS = 120;

function quantityOf(raw: string): number | null {
	const text = raw.trim();
	if (!/^\d+(?:\.\d{1,3})?$/.test(text)) return null;
	const value = Number(text);
	return value > 0 && value <= MAX_QUANTITY ? value : null;
}

const line = z
	.object({
		code: z.enum(CHARGE_CODES, { error: E + "code" }),
		group: z.enum(SIDES, { error: E + "group" }),
		basis: z.enum(MANUAL_BASES, { error: E + "basis" }),
		quantity: z.string({ error: E + "quantity" }),
		unitPrice: z.string({ error: E + "unitPriceRequired" }),
		currency: z.enum(CURRENCIES, { error: E + "currency" }),
	})
	.transform((v, ctx) => {
		const quantity = quantityOf(v.quantity);
		if (quantity === null) ctx.addIssue({ code: "custom", path: ["quantity"], message: E + "quantity" });
		const price = parseMajor(v.unitPrice, v.currency);
		if (!price.ok)
			ctx.addIssue({ code: "custom", path: ["unitPrice"], message: price.key.replace("discount.errors.", E) });
		if (quantity === null || !price.ok) return z.NEVER;
		return { code: v.code, group: v.group, basis: v.basis, quantity, unitPrice: price.value, currency: v.currency };
	});
export type ManualLine = z.output<typeof line>;

/** What one submitted row holds before it is checked: every field may be missing. */
const rawLine = z.object({
	code: z.string().optional(),
	group: z.string().optional(),
	basis: z.string().optional(),
	quantity: z.string().optional(),
	unitPrice: z.string().optional(),
	currency: z.string().optional(),
});

/** A row whose typed fields are empty (the "add a line" row nobody filled) is not a line; the selects always send a value. */
function isBlank(row: z.output<typeof rawLine>): boolean {
	return !row.quantity?.trim() && !row.unitPrice?.trim();
}

/** The staff's price entry form. `today` bounds the validity: a quote valid only in the past is useless. */
export function manualQuoteSchema(today: string) {
	return z.object({
		lines: z
			.array(rawLine)
			.optional()
			.transform((rows) => (rows ?? []).filter((r) => !isBlank(r)))
			.pipe(
				z
					.array(line)
					.min(1, E + "linesRequired")
					.max(MAX_LINES, E + "tooManyLines"),
			),
		carrier: lineText({ error: E + "carrier" })
			.min(1, E + "carrier")
			.max(60, E + "carrier"),
		routing: z.enum(ROUTINGS, { error: E + "routing" }),
		transitDays: z
			.string({ error: E + "transitDays" })
			.trim()
			.regex(/^\d{1,3}$/, E + "transitDays")
			.transform(Number)
			.refine((n) => n >= 1 && n <= MAX_TRANSIT_DAYS, E + "transitDays"),
		validUntil: calendarDate(E + "validUntil").refine((v) => !isCalendarDate(v) || v >= today, E + "validUntilPast"),
	});
}
export type ManualQuote = z.output<ReturnType<typeof manualQuoteSchema>>;

/**
 * The option for entered lines: each amount = quantity x unit price rounded once (money.ts), included
 * lines summed per currency, and the totals in KRW, USD and VND converted once per subtotal at the
 * given exchange rate, exactly as the engine does.
 */
export function buildManualOption(input: {
	estimateId: string;
	mode: Mode;
	quote: ManualQuote;
	chargeable: Chargeable;
	exchange: AppliedExchange;
}): QuoteOption {
	const { quote, exchange } = input;
	const subtotals: Partial<Record<Currency, number>> = {};
	const lines: QuoteLine[] = quote.lines.map((l) => {
		const amount = lineAmount(toMilli(l.quantity), l.unitPrice);
		subtotals[l.currency] = (subtotals[l.currency] ?? 0) + amount;
		return {
			code: l.code,
			group: l.group,
			basis: l.basis,
			quantity: l.quantity,
			unitPrice: l.unitPrice,
			currency: l.currency,
			amount,
			source: { kind: "rule", id: "manual" },
			included: true,
		};
	});
	return {
		id: `manual:${input.estimateId}`,
		mode: input.mode,
		carrier: quote.carrier,
		routing: quote.routing,
		viaPort: null,
		transitDays: quote.transitDays,
		weeklyFrequency: 0,
		validUntil: quote.validUntil,
		chargeable: input.chargeable,
		lines,
		subtotals,
		totals: totalsOf(subtotals, { KRW: exchange.krwPerUsdCents, USD: 100, VND: exchange.vndPerUsdCents }),
		exchange,
	};
}
