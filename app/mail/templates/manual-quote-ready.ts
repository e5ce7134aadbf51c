// "Your quote is ready": staff priced a quote the engine could not (the manual queue).
// The number, route, total and validity, and a link to the quote, where the customer can book or ask
// for a discount. Amounts and dates arrive formatted in the reader's locale (manual-quote.server.ts).
import { type MailContent, type Translate, layout } from "./layout.ts";

export type ManualQuoteReadyVars = {
	name: string;
	number: string;
	/** "부산 (KRPUS) → 시드니 (AUSYD)": names with codes, in the mail's language */
	route: string;
	/** already formatted: "₩1,234,000 (US$912.50)" */
	total: string;
	/** already formatted date */
	validUntil: string;
	link: string;
};

export function manualQuoteReady(
	{ name, number, route, total, validUntil, link }: ManualQuoteReadyVars,
	t: Translate,
): MailContent {
	const k = "mail.manualQuoteReady.";
	return layout({
		t,
		name,
		subject: t(`${k}subject`, { number }),
		before: [t(`${k}intro`, { number, route }), t(`${k}total`, { total, validUntil })],
		action: { label: t(`${k}action`), link },
		after: [t(`${k}after`)],
	});
}
