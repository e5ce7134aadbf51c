// One way to send mail. With POSTMARK_SERVER_TOKEN the mail goes to Postmark; without it (development,
// tests, a local production build) it is stored in the outbox table and shown at /dev/outbox, so no
// environment without a token can reach a real inbox.
import { randomUUID } from "node:crypto";
import type { Locale } from "#app/i18n/locales.ts";
import { getEnv, mailFrom } from "#app/utils/env.server.ts";
import { desc, eq, sql } from "drizzle-orm";
import { getDb } from "#db/client.ts";
import { outbox } from "#db/schema.ts";
import { renderMail } from "./render.server.ts";
import type { TemplateName, TemplateVars } from "./templates/index.ts";

export const POSTMARK_ENDPOINT = "https://api.postmarkapp.com/email";

export type SendMailInput<N extends TemplateName> = { to: string; template: N; vars: TemplateVars<N>; locale: Locale };
export type SendMailResult = { via: "postmark" | "outbox"; id: string };

export type OutboxMessage = {
	channel: "email" | "sms";
	to: string;
	subject: string | null;
	text: string;
	html: string | null;
	template: string;
	locale: Locale;
};

/** Stores a message instead of delivering it; SMS uses this too until it has a provider. */
export function recordInOutbox(message: OutboxMessage): string {
	const id = randomUUID();
	getDb()
		.insert(outbox)
		.values({ id, ...message })
		.run();
	return id;
}

export async function sendMail<N extends TemplateName>({ to, template, vars, locale }: SendMailInput<N>): Promise<SendMailResult> {
	const mail = await renderMail(template, vars, locale);
	const token = getEnv().POSTMARK_SERVER_TOKEN;
	if (!token) {
		const id = recordInOutbox({ channel: "email", to, subject: mail.subject, text: mail.text, html: mail.html, template, locale });
		return { via: "outbox", id };
	}
	const response = await fetch(POSTMARK_ENDPOINT, {
		method: "POST",
		headers: { Accept: "application/json", "Content-Type": "application/json", "X-Postmark-Server-Token": token },
		body: JSON.stringify({
			From: mailFrom(),
			To: to,
			Subject: mail.subject,
			TextBody: mail.text,
			HtmlBody: mail.html,
			// Transactional stream: Postmark keeps broadcasts on another stream with its own reputation.
			MessageStream: "outbound",
		}),
	});
	// Postmark explains refusals (inactive recipient, unverified sender...) in ErrorCode and Message.
	const body = (await response.json().catch(() => null)) as { MessageID?: string; ErrorCode?: number; Message?: string } | null;
	if (!response.ok)
		throw new Error(
			`Postmark refused the "${template}" mail (HTTP ${response.status}` +
				(body?.ErrorCode !== undefined ? `, ErrorCode ${body.ErrorCode}` : "") +
				`): ${body?.Message ?? response.statusText}`,
		);
	return { via: "postmark", id: body?.MessageID ?? "" };
}

export type OutboxEntry = OutboxMessage & { id: string; createdAt: string };

/** Newest first; rowid breaks ties between messages stored in the same millisecond. */
export function listOutbox({ to }: { to?: string } = {}): OutboxEntry[] {
	return getDb()
		.select()
		.from(outbox)
		.where(to ? eq(outbox.to, to) : undefined)
		.orderBy(desc(outbox.createdAt), desc(sql`rowid`))
		.all()
		.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() }));
}
