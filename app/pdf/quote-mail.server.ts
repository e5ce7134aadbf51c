// "Quote PDF by mail": renders the estimate's PDF in the chosen language and mails it as an attachment
// to any address the customer types, with a read-only link to this one quote (a share token that
// expires: app/quotes/share.server.ts), since the recipient cannot open the sender's own pages.
// Two guards, both kept in once_keys: the form's one-time key (a
// double click or a resent form with JavaScript off sends one mail and shows the first result), and a
// limit of QUOTE_MAILS_PER_HOUR per user, because the address is free and a signed-in account must
// not become a way to mail our letterhead to strangers in bulk.
import { and, count, eq, gt } from "drizzle-orm";
import type { SessionUser } from "#app/auth/session.server.ts";
import { formatDateTime, formatMoney } from "#app/i18n/format.ts";
import type { Locale } from "#app/i18n/locales.ts";
import { sendMail } from "#app/mail/mail.server.ts";
import type { Estimate } from "#app/quotes/estimates.server.ts";
import { placeWithCode } from "#app/places/names.ts";
import { createShare, deleteShare, sharePath } from "#app/quotes/share.server.ts";
import { type OnceResult, exactlyOnceOr, forgetOnceKey } from "#app/utils/once.server.ts";
import { refuse } from "#app/utils/refusal.ts";
import { onceKeys } from "#db/schema.ts";
import type { PdfPlace } from "./quote-pdf.server.tsx";

export const QUOTE_MAILS_PER_HOUR = 10;
const HOUR_MS = 3_600_000;

/** Per user, so the hourly count is a count of this purpose's keys. */
export function quoteMailPurpose(userId: string): string {
	return `quotePdfMail:${userId}`;
}

export function mailedPath(estimateId: string): string {
	return `/mypage/estimate/${estimateId}?mailed=1`;
}

export type QuoteMailInput = {
	user: SessionUser;
	estimate: Estimate;
	to: string;
	locale: Locale;
	onceKey: string;
	/** the origin for the link in the mail (linkOrigin(request)) */
	origin: string;
	now?: Date;
};

export type QuoteMailOutcome =
	{ sent: true; redirectTo: string; repeated: boolean } | { sent: false; reason: "tooMany" };

function placeText(place: PdfPlace): string {
	return placeWithCode(place.name, place.code);
}

/**
 * Holds the key and a place in the hourly budget in one write (the budget is this purpose's keys of
 * the last hour), or says why not: a repeat of a form already sent, or the hour's budget spent.
 */
function reserve(key: string, purpose: string, redirectTo: string, now: Date): OnceResult<undefined, "tooMany"> {
	return exactlyOnceOr<undefined, "tooMany">(key, purpose, (tx) => {
		const recent = tx
			.select({ n: count() })
			.from(onceKeys)
			.where(and(eq(onceKeys.purpose, purpose), gt(onceKeys.createdAt, new Date(now.getTime() - HOUR_MS))))
			.get();
		if ((recent?.n ?? 0) >= QUOTE_MAILS_PER_HOUR) refuse("tooMany");
		return { redirectTo };
	});
}

export async function mailQuotePdf(input: QuoteMailInput): Promise<QuoteMailOutcome> {
	const { user, estimate, to, locale, onceKey } = input;
	const purpose = quoteMailPurpose(user.id);
	const redirectTo = mailedPath(estimate.id);
	const reserved = reserve(onceKey, purpose, redirectTo, input.now ?? new Date());
	if (!reserved.ok) return { sent: false, reason: reserved.refused };
	if (reserved.repeated) return { sent: true, redirectTo: reserved.redirectTo, repeated: true };
	let shareId: string | null = null;
	try {
		// the renderer and its fonts load only when a PDF is made (decision 038)
		const { loadQuotePdfData, quotePdfFileName, renderQuoteDocument } = await import("./quote-pdf.server.tsx");
		const data = loadQuotePdfData(estimate, locale);
		const share = createShare({ estimate, userId: user.id, recipient: to, now: input.now });
		shareId = share.id;
		const pdf = await renderQuoteDocument(data, locale);
		const total =
			estimate.totalKrw !== null && estimate.totalUsd !== null
				? `${formatMoney({ amount: estimate.totalKrw, currency: "KRW" }, locale)} (${formatMoney({ amount: estimate.totalUsd, currency: "USD" }, locale)})`
				: null;
		await sendMail({
			to,
			template: "quotePdf",
			locale,
			vars: {
				sender: user.name,
				company: data.customer.company,
				number: estimate.number,
				route: `${placeText(data.origin)} → ${placeText(data.destination)}`,
				total,
				// the page opens in the mail's language
				link: `${input.origin}${sharePath(share.token)}?lng=${locale}`,
				// the moment, with its time zone: a link ends at midnight after the quote's last day
				linkExpires: formatDateTime(share.expiresAt, locale),
			},
			attachments: [{ name: quotePdfFileName(estimate), contentType: "application/pdf", content: pdf }],
		});
	} catch (error) {
		// nothing was sent: free the key and the budget so the customer can simply try again, and drop
		// the link nobody received
		forgetOnceKey(onceKey);
		if (shareId) deleteShare(shareId);
		throw error;
	}
	return { sent: true, redirectTo, repeated: false };
}
