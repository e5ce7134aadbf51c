// One way to send mail. With POSTMARK_SERVER_TOKEN the mail goes to Postmark; without it (development,
// tests, a local production build) it is stored in the outbox table and shown at /dev/outbox, so no
// environment without a token can reach a real inbox. Attachments (the quote PDF) go to Postmark as
// base64 and to the outbox_attachments table, so /dev/outbox can offer the same file for download.
import { randomUUID } from "node:crypto";
import type { Locale } from "#app/i18n/locales.ts";
import { getEnv, mailFrom } from "#app/server/env.server.ts";
import { appOrigin } from "#app/utils/origin.server.ts";
import { isPrimary } from "#app/server/litefs.server.ts";
import { forwardCommand } from "#app/storage/forward.server.ts";
import { desc, eq, inArray, sql } from "drizzle-orm";
import { getDb } from "#db/client.ts";
import { outbox, outboxAttachments } from "#db/schema.ts";
import { renderMail } from "./render.server.ts";
import type { TemplateName, TemplateVars } from "./templates/index.ts";

export const POSTMARK_ENDPOINT = "https://api.postmarkapp.com/email";

/** A file sent with a mail; `name` is what the recipient sees (e.g. "Q2611-0001.pdf"). */
export type MailAttachment = { name: string; contentType: string; content: Buffer };

export type SendMailInput<N extends TemplateName> = {
	to: string;
	template: N;
	vars: TemplateVars<N>;
	locale: Locale;
	attachments?: MailAttachment[];
};
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

/**
 * Stores a message instead of delivering it; SMS uses this too until it has a provider. The message
 * and its attachments are one transaction: the outbox never shows a mail without its files.
 */
export function recordInOutbox(message: OutboxMessage, attachments: readonly MailAttachment[] = []): string {
	const id = randomUUID();
	getDb().transaction((tx) => {
		tx.insert(outbox)
			.values({ id, ...message })
			.run();
		for (const a of attachments)
			tx.insert(outboxAttachments)
				.values({
					id: randomUUID(),
					outboxId: id,
					name: a.name,
					contentType: a.contentType,
					size: a.content.length,
					content: a.content,
				})
				.run();
	});
	return id;
}

/**
 * Every mail links to the app's one origin (decision 045): a link to another host (a request's
 * own, a stale setting) would ask a signed-in user to sign in again, or send them elsewhere.
 */
export function checkMailOrigin(link: string, template: string): void {
	const expected = appOrigin();
	if (new URL(link).origin !== expected)
		throw new Error(`the "${template}" mail links to ${new URL(link).origin}, not to the app's origin ${expected}`);
}

export async function sendMail<N extends TemplateName>({
	to,
	template,
	vars,
	locale,
	attachments = [],
}: SendMailInput<N>): Promise<SendMailResult> {
	const mail = await renderMail(template, vars, locale);
	checkMailOrigin(mail.link, template);
	const token = getEnv().POSTMARK_SERVER_TOKEN;
	if (!token) {
		const message: OutboxMessage = {
			channel: "email",
			to,
			subject: mail.subject,
			text: mail.text,
			html: mail.html,
			template,
			locale,
		};
		// A LiteFS replica cannot write: a mail sent after a command it forwarded (an upload's
		// follow-up, documents/commands.server.ts) is stored by the primary, through the same wire.
		// Only the development outbox needs it; with a provider nothing is written.
		if (attachments.length === 0 && !(await isPrimary()))
			return { via: "outbox", id: ((await forwardCommand("outboxMail", { message })) as { id: string }).id };
		const id = recordInOutbox(message, attachments);
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
			// omitted when empty, so a mail without files sends exactly the payload it always did
			...(attachments.length
				? {
						Attachments: attachments.map((a) => ({
							Name: a.name,
							Content: a.content.toString("base64"),
							ContentType: a.contentType,
						})),
					}
				: {}),
		}),
	});
	// Postmark explains refusals (inactive recipient, unverified sender...) in ErrorCode and Message.
	const body = (await response.json().catch(() => null)) as {
		MessageID?: string;
		ErrorCode?: number;
		Message?: string;
	} | null;
	if (!response.ok)
		throw new Error(
			`Postmark refused the "${template}" mail (HTTP ${response.status}` +
				(body?.ErrorCode !== undefined ? `, ErrorCode ${body.ErrorCode}` : "") +
				`): ${body?.Message ?? response.statusText}`,
		);
	return { via: "postmark", id: body?.MessageID ?? "" };
}

/** An attachment as the outbox lists it: what it is and where to download it, not its bytes. */
export type OutboxAttachmentInfo = { id: string; name: string; contentType: string; size: number; url: string };
export type OutboxEntry = OutboxMessage & { id: string; createdAt: string; attachments: OutboxAttachmentInfo[] };

/** Where development serves an attachment's bytes (the /dev/outbox.json loader answers ?attachment=<id>). */
export function outboxAttachmentUrl(id: string): string {
	return `/dev/outbox.json?attachment=${encodeURIComponent(id)}`;
}

/** Newest first; rowid breaks ties between messages stored in the same millisecond. */
export function listOutbox({ to }: { to?: string } = {}): OutboxEntry[] {
	const db = getDb();
	const rows = db
		.select()
		.from(outbox)
		.where(to ? eq(outbox.to, to) : undefined)
		.orderBy(desc(outbox.createdAt), desc(sql`rowid`))
		.all();
	// the same filter as a subquery, not a list of ids: a long-lived dev outbox would exceed SQLite's
	// limit on bound variables
	const files = db
		.select({
			id: outboxAttachments.id,
			outboxId: outboxAttachments.outboxId,
			name: outboxAttachments.name,
			contentType: outboxAttachments.contentType,
			size: outboxAttachments.size,
		})
		.from(outboxAttachments)
		.where(
			to
				? inArray(outboxAttachments.outboxId, db.select({ id: outbox.id }).from(outbox).where(eq(outbox.to, to)))
				: undefined,
		)
		.orderBy(sql`rowid`)
		.all();
	return rows.map((row) => ({
		...row,
		createdAt: row.createdAt.toISOString(),
		attachments: files
			.filter((f) => f.outboxId === row.id)
			.map((f) => ({
				id: f.id,
				name: f.name,
				contentType: f.contentType,
				size: f.size,
				url: outboxAttachmentUrl(f.id),
			})),
	}));
}

/** One stored attachment with its bytes, for the download link; undefined when there is none. */
export function getOutboxAttachment(id: string): (MailAttachment & { size: number }) | undefined {
	const row = getDb().select().from(outboxAttachments).where(eq(outboxAttachments.id, id)).get();
	return row && { name: row.name, contentType: row.contentType, size: row.size, content: row.content };
}
