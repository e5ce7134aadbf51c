// "Quote PDF by mail" (/mypage/estimate/:id/mail): the quote as an attached PDF, mailed to an address
// the customer types (often the buyer or a colleague, whom we do not know by name). So it greets
// neutrally, says who sent it from which company, and links to a read-only page of this one quote
// behind an unguessable, expiring token (/quote/share/:token), not to the sender's own estimate page.
import { type MailContent, type Translate, layout } from "./layout.ts";

export type QuotePdfVars = {
	/** the customer who sent it */
	sender: string;
	/** the sender's company, as registered (null if it has none on record) */
	company: string | null;
	/** the document number, e.g. Q2611-0001 */
	number: string;
	/** "Busan (KRPUS) → Hai Phong (VNHPH)", already in the mail's language */
	route: string;
	/** the formatted all-in total, or null while the price is being prepared (manual quote) */
	total: string | null;
	/** the read-only quote page (a share link) */
	link: string;
	/** when the link stops working, formatted in the mail's language */
	linkExpires: string;
};

export function quotePdf(
	{ sender, company, number, route, total, link, linkExpires }: QuotePdfVars,
	t: Translate,
): MailContent {
	return layout({
		t,
		name: "",
		greeting: t("mail.quotePdf.greeting"),
		subject: t("mail.quotePdf.subject", { number }),
		before: [
			company
				? t("mail.quotePdf.intro", { sender, company, number })
				: t("mail.quotePdf.introNoCompany", { sender, number }),
			t("mail.quotePdf.route", { route }),
			total === null ? t("mail.quotePdf.pending") : t("mail.quotePdf.total", { total }),
			t("mail.quotePdf.linkValid", { date: linkExpires }),
		],
		action: { label: t("mail.quotePdf.action"), link },
		after: [t("mail.quotePdf.attached", { file: `${number}.pdf` })],
	});
}
