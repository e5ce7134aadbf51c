// What every mail shares: the greeting, one call-to-action link, the sign-off, and HTML escaping.
// Templates build on this so each mail is one short file of translation keys.
import type { TFunction } from "i18next";

export type Translate = TFunction;

/** What a template returns; the HTML is the body's content (render.server.ts wraps the document). */
export type MailContent = { subject: string; text: string; html: string };

const HTML_ESCAPES: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" };

/** Translations and user input (a name like "<b>") both go through this before entering HTML. */
export function escapeHtml(value: string): string {
	return value.replace(/[&<>"']/g, (c) => HTML_ESCAPES[c] ?? c);
}

/**
 * Links in mail are built by our own code from APP_ORIGIN; refusing anything but absolute http(s)
 * means a bug upstream cannot put a javascript: or relative link in front of a customer.
 */
export function checkLink(link: string): string {
	let url: URL;
	try {
		url = new URL(link);
	} catch {
		throw new Error(`mail link must be an absolute URL, got ${JSON.stringify(link)}`);
	}
	if (url.protocol !== "https:" && url.protocol !== "http:") throw new Error(`mail link must be http(s), got ${url.protocol}`);
	return url.href;
}

type Layout = {
	t: Translate;
	name: string;
	/** replaces "Hello {name}": a mail to someone we do not know by name greets neutrally */
	greeting?: string;
	subject: string;
	/** Paragraphs before the link, already translated (plain text; escaped here). */
	before: string[];
	action: { label: string; link: string };
	/** Paragraphs after the link. */
	after: string[];
};

export function layout({ t, name, greeting: ownGreeting, subject, before, action, after }: Layout): MailContent {
	const link = checkLink(action.link);
	const greeting = ownGreeting ?? t("mail.common.greeting", { name });
	const signature = t("mail.common.signature");
	const automated = t("mail.common.automated");
	// The link sits alone on its line so plain-text clients make it clickable and nothing sticks to it.
	const text = [greeting, "", ...before.flatMap((p) => [p, ""]), `${action.label}:`, link, "", ...after.flatMap((p) => [p, ""]), signature, "", automated].join("\n");
	const p = (s: string) => `<p>${escapeHtml(s)}</p>`;
	const href = escapeHtml(link);
	const html = [
		p(greeting),
		...before.map(p),
		`<p><a href="${href}">${escapeHtml(action.label)}</a></p>`,
		`<p>${escapeHtml(t("mail.common.linkFallback"))}<br><a href="${href}">${href}</a></p>`,
		...after.map(p),
		p(signature),
		`<p><small>${escapeHtml(automated)}</small></p>`,
	].join("\n");
	return { subject, text, html };
}
