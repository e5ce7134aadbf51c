// What a quote screen must say about VAT (decision 040), for the route tests of the
// wizard's result and the estimate page: the figures recomputed by hand from the quote's lines, and
// the wording each language prints around them, written out here rather than read from the locale
// files (a key that says the wrong thing in one language must fail).
import { formatMoney } from "#app/i18n/format.ts";
import type { Locale } from "#app/i18n/locales.ts";
import type { QuoteOption } from "#app/pricing/types.ts";

/**
 * An export from a Korean port before booking (no discounts), by hand: the origin side's KRW lines are
 * the services performed in the Korean port (THC, wharfage, seal, document fee, handling), which bear
 * 10%; the ocean freight and the destination's costs bear none. VAT = 10% of their sum, to the won;
 * the total with VAT = the quote's KRW total (VAT not included) + that VAT.
 */
export function exportVatByHand(option: QuoteOption): { taxableKrw: number; vatKrw: number; totalWithVatKrw: number } {
	const korean = option.lines.filter((l) => l.included && l.group === "origin");
	if (korean.some((l) => l.currency !== "KRW"))
		throw new Error("a Korean port charge not in KRW: not a quote this hand rule reads");
	const taxableKrw = korean.reduce((s, l) => s + l.amount, 0);
	const vatKrw = Math.round(taxableKrw / 10);
	return { taxableKrw, vatKrw, totalWithVatKrw: option.totals.KRW + vatKrw };
}

/** The words each language prints: the VAT row's label (with its base), the total's label, "excl. VAT". */
export const VAT_WORDS: Record<Locale, { estimated: (base: string) => string; total: string; excluded: string }> = {
	kr: {
		estimated: (base) => `예상 부가세 (국내 서비스 ${base}의 10%)`,
		total: "부가세 포함 예상 합계",
		excluded: "부가세 별도",
	},
	en: {
		estimated: (base) => `Estimated VAT (10% of ${base} of services in Korea)`,
		total: "Estimated total incl. VAT",
		excluded: "excl. VAT",
	},
	vn: {
		estimated: (base) => `VAT dự kiến (10% của ${base} dịch vụ tại Hàn Quốc)`,
		total: "Tổng dự kiến đã gồm VAT",
		excluded: "chưa gồm VAT",
	},
};

export const krw = (amount: number, locale: Locale) => formatMoney({ amount, currency: "KRW" }, locale);

/** The VAT rows (VatTotals) of a piece of markup: each row's label and figure, in page order. */
export function vatRows(html: string): { label: string; vat: string; totalLabel: string; total: string }[] {
	const rows = [
		...html.matchAll(
			/<dt>([^<]*)<\/dt><dd data-testid="vat-estimated">([^<]*)<\/dd><dt>([^<]*)<\/dt><dd data-testid="vat-total"><strong>([^<]*)<\/strong><\/dd>/g,
		),
	];
	return rows.map((m) => ({ label: unescape(m[1]!), vat: m[2]!, totalLabel: unescape(m[3]!), total: m[4]! }));
}

const unescape = (s: string) => s.replaceAll("&amp;", "&").replaceAll("&#x27;", "'").replaceAll("&quot;", '"');
