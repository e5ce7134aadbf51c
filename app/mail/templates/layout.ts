// What every mail shares: our name, the greeting, one call-to-action, the sign-off, and the link rule.
// A template returns the mail's words (MailContent); render.server.ts turns them into the one layout
// (React Email, email-layout.tsx) and its plain-text part, so every kind of mail looks the same and
// a template is one short file of translation keys.
import type { TFunction } from "i18next";

export type Translate = TFunction;

/** What a template returns: the words of the mail, already translated; no HTML (the layout makes it). */
export type MailContent = {
	subject: string;
	/** "Barun Forwarding" in the reader's language: the header of the mail */
	brand: string;
	greeting: string;
	/** paragraphs before the call-to-action (plain text) */
	before: string[];
	/** the call-to-action: its label says what it does ("View the invoice"), the link where */
	action: { label: string; link: string };
	/** paragraphs after the call-to-action */
	after: string[];
	/** the line before the bare address, for a client that does not open the styled link */
	fallback: string;
	signature: string;
	automated: string;
	/** our name, address, registration number and line (render.server.ts adds it to every mail) */
	company?: string;
};

const HTML_ESCAPES: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" };

/** Translations and user input (a name like "<b>") both go through this before entering HTML. */
export function escapeHtml(value: string): string {
	return value.replace(/[&<>"']/g, (c) => HTML_ESCAPES[c] ?? c);
}

/**
 * Links in mail are built by our own code from the app's one origin (appOrigin); refusing anything but
 * absolute http(s) means a bug upstream cannot put a javascript: or relative link in front of a
 * customer. sendMail also checks the origin itself (mail.server.ts).
 */
export function checkLink(link: string): string {
	let url: URL;
	try {
		url = new URL(link);
	} catch {
		throw new Error(`mail link must be an absolute URL, got ${JSON.stringify(link)}`);
	}
	if (url.protocol !== "https:" && url.protocol !== "http:")
		throw new Error(`mail link must be http(s), got ${url.protocol}`);
	return url.href;
}

type Layout = {
	t: Translate;
	name: string;
	/** replaces "Hello {name}": a mail to someone we do not know by name greets neutrally */
	greeting?: string;
	subject: string;
	/** Paragraphs before the link, already translated (plain text; escaped by the renderer). */
	before: string[];
	action: { label: string; link: string };
	/** Paragraphs after the link. */
	after: string[];
};

export function layout({ t, name, greeting, subject, before, action, after }: Layout): MailContent {
	return {
		subject,
		brand: t("mail.common.brand"),
		greeting: greeting ?? t("mail.common.greeting", { name }),
		before,
		action: { label: action.label, link: checkLink(action.link) },
		after,
		fallback: t("mail.common.linkFallback"),
		signature: t("mail.common.signature"),
		automated: t("mail.common.automated"),
	};
}

/**
 * The plain-text part: the same words in the same order. The link sits alone on its line so
 * plain-text clients make it clickable and nothing sticks to it.
 */
export function plainText(m: MailContent): string {
	return [
		m.greeting,
		"",
		...m.before.flatMap((p) => [p, ""]),
		`${m.action.label}:`,
		m.action.link,
		"",
		...m.after.flatMap((p) => [p, ""]),
		m.signature,
		"",
		m.automated,
		...(m.company ? [m.company] : []),
	].join("\n");
}
