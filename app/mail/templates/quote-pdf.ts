// "Quote PDF by mail" (/mypage/estimate/:id/mail): the quote as an attached PDF, with its number,
// route and total in the body so the recipient (often a colleague or the buyer) sees what it is
// without opening the file, and a link to the estimate page for the signed-in customer.
import { type MailContent, type Translate, layout } from "./layout.ts";

export type QuotePdfVars = {
	name: string;
	/** the document number, e.g. Q2611-0001 */
	number: string;
	/** "Busan (KRPUS) → Hai Phong (VNHPH)", already in the mail's language */
	route: string;
	/** the formatted all-in total, or null while the price is being prepared (manual quote) */
	total: string | null;
	link: string;
};

export function quotePdf({ name, number, route, total, link }: QuotePdfVars, t: Translate): MailContent {
	return layout({
		t,
		name,
		subject: t("mail.quotePdf.subject", { number }),
		before: [
			t("mail.quotePdf.intro", { number }),
			t("mail.quotePdf.route", { route }),
			total === null ? t("mail.quotePdf.pending") : t("mail.quotePdf.total", { total }),
		],
		action: { label: t("mail.quotePdf.action"), link },
		after: [t("mail.quotePdf.attached", { file: `${number}.pdf` })],
	});
}
