// /dev/mail: every kind of mail rendered with sample values (app/mail/samples.ts), to look at the one
// layout while changing it (decision 045). /dev/mail lists the kinds; /dev/mail/:template/:index
// answers one mail's HTML as a mail client would receive it (?locale=kr|en|vn; ?format=text for the
// plain-text part). Development and tests only: 404 in production, like /dev/outbox. A resource
// route, so the mail's inline styles are allowed by this response's own policy and nothing else is.
import { LOCALES, isLocale } from "#app/i18n/locales.ts";
import { renderMail } from "#app/mail/render.server.ts";
import { mailSamples } from "#app/mail/samples.ts";
import { escapeHtml } from "#app/mail/templates/layout.ts";
import { type TemplateName, templates } from "#app/mail/templates/index.ts";
import { isProduction } from "#app/server/env.server.ts";
import { appOrigin } from "#app/utils/origin.server.ts";
import { notFound } from "#app/utils/replies.server.ts";
import type { Route } from "./+types/mail";

const POLICY =
	"default-src 'none'; style-src 'unsafe-inline'; img-src data:; form-action 'none'; base-uri 'none'; frame-ancestors 'none'";
const headers = (type: string) => ({
	"Content-Type": type,
	"Cache-Control": "no-store",
	"Content-Security-Policy": POLICY,
	"X-Content-Type-Options": "nosniff",
});

function isTemplate(name: string | undefined): name is TemplateName {
	return name !== undefined && Object.hasOwn(templates, name);
}

function index(): Response {
	const samples = mailSamples(appOrigin());
	const rows = (Object.keys(templates) as TemplateName[]).flatMap((name) =>
		samples[name].map((_, i) => {
			const links = LOCALES.map(
				(l) =>
					`<a href="/dev/mail/${name}/${i}?locale=${l}">${l}</a> (<a href="/dev/mail/${name}/${i}?locale=${l}&amp;format=text">text</a>)`,
			).join(" · ");
			return `<li><code>${escapeHtml(name)} #${i}</code> ${links}</li>`;
		}),
	);
	const html = `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Mail preview</title></head><body style="font-family:system-ui,sans-serif;margin:24px"><h1>Mail preview</h1><p>Every kind of mail with sample values, as its recipient receives it.</p><ul>${rows.join("")}</ul></body></html>`;
	return new Response(html, { headers: headers("text/html; charset=utf-8") });
}

export async function loader({ request, params }: Route.LoaderArgs) {
	if (isProduction()) throw notFound();
	const template = params.template;
	if (template === undefined) return index();
	const vars = isTemplate(template) ? mailSamples(appOrigin())[template][Number(params.index)] : undefined;
	if (!isTemplate(template) || vars === undefined) throw notFound();
	const url = new URL(request.url);
	const locale = url.searchParams.get("locale");
	const mail = await renderMail(template, vars as never, isLocale(locale) ? locale : "kr");
	if (url.searchParams.get("format") === "text")
		return new Response(`Subject: ${mail.subject}\n\n${mail.text}`, { headers: headers("text/plain; charset=utf-8") });
	return new Response(mail.html, { headers: headers("text/html; charset=utf-8") });
}
