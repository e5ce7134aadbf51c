// /dev/outbox: mail and SMS stored instead of sent (no provider token), newest first, so a developer
// can follow a verification link without a real inbox. Absent in production. A mail's attachments
// (the quote PDF) are listed with a link to /dev/outbox.json?attachment=<id>, which answers with the
// file (a page route's loader cannot answer a document request with a file; the JSON route can).
import { Fragment } from "react";
import { useTranslation } from "#app/i18n/react.tsx";
import { listOutbox } from "#app/mail/mail.server.ts";
import { formatNumber } from "#app/i18n/format.ts";
import { DEFAULT_LOCALE, localeFromAny } from "#app/i18n/locales.ts";
import { isProduction } from "#app/server/env.server.ts";
import type { Route } from "./+types/outbox";
import { notFound } from "#app/utils/replies.server.ts";
import { RouteErrorBoundary } from "#app/components/error-boundary.tsx";

export function loader() {
	if (isProduction()) throw notFound();
	return { messages: listOutbox() };
}

// The text version is shown rather than the HTML one: it carries the same links, and the page's
// CSP (no inline styles, no frames of our own HTML) stays untouched.
const URL_PATTERN = /(https?:\/\/[^\s<>"]+)/g;

function Linkified({ text }: { text: string }) {
	// split with a capture group puts the URLs at the odd indexes
	const parts = text.split(URL_PATTERN);
	return (
		<pre>
			{parts.map((part, i) =>
				i % 2 === 1 ? (
					<a key={i} href={part}>
						{part}
					</a>
				) : (
					<Fragment key={i}>{part}</Fragment>
				),
			)}
		</pre>
	);
}

export default function Outbox({ loaderData }: Route.ComponentProps) {
	const { t, i18n } = useTranslation();
	const { messages } = loaderData;
	const title = t("outbox.title");
	return (
		<section className="page">
			<title>{`${title} | ${t("brand")}`}</title>
			<h1>{title}</h1>
			<p className="muted">
				{t("outbox.intro")} <a href="/dev/outbox.json">{t("outbox.json")}</a>
			</p>
			{messages.length === 0 ? (
				<p className="notice">{t("outbox.empty")}</p>
			) : (
				messages.map((m) => (
					<article key={m.id} className="outbox-message">
						<dl>
							<dt>{t("outbox.time")}</dt>
							<dd>
								<time dateTime={m.createdAt}>{m.createdAt}</time>
							</dd>
							<dt>{t("outbox.channel")}</dt>
							<dd>{m.channel}</dd>
							<dt>{t("outbox.to")}</dt>
							<dd>{m.to}</dd>
							{m.subject !== null && (
								<>
									<dt>{t("outbox.subject")}</dt>
									<dd>{m.subject}</dd>
								</>
							)}
						</dl>
						{m.attachments.length > 0 && (
							<ul className="outbox-attachments" aria-label={t("outbox.attachments")} data-testid="outbox-attachments">
								{m.attachments.map((a) => (
									<li key={a.id}>
										<a href={a.url} download={a.name} data-testid="outbox-attachment">
											{a.name}
										</a>{" "}
										<span className="muted">
											{a.contentType} ·{" "}
											{t("outbox.kb", {
												size: formatNumber(
													Math.max(a.size / 1024, 0.1),
													localeFromAny(i18n.language) ?? DEFAULT_LOCALE,
													1,
												),
											})}
										</span>
									</li>
								))}
							</ul>
						)}
						<Linkified text={m.text} />
					</article>
				))
			)}
		</section>
	);
}

export const ErrorBoundary = RouteErrorBoundary;
