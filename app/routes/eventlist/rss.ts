// /eventlist/rss: an RSS 2.0 feed of the company news (spec section 1), the 20 newest published news
// posts in the reader's language (?lng= or the language cookie; Korean when missing). Public.
import type { Route } from "./+types/rss";
import { postPlainText } from "#app/board/markdown.server.ts";
import { listPublished } from "#app/board/posts.server.ts";
import { postInLocale } from "#app/board/post-view.ts";
import { pageTranslator } from "#app/i18n/page-translator.server.ts";
import { localeFromContext } from "#app/middleware/locale.server.ts";
import { appOrigin } from "#app/utils/origin.server.ts";

const escapeXml = (text: string) =>
	text.replace(/[<>&'"]/g, (c) => ({ "<": "&lt;", ">": "&gt;", "&": "&amp;", "'": "&apos;", '"': "&quot;" })[c]!);

export function loader({ context }: Route.LoaderArgs) {
	const locale = localeFromContext(context);
	const { t } = pageTranslator(locale);
	// the one origin our links use (decision 045), never the request's Host header
	const origin = appOrigin();
	const posts = listPublished({ kind: "news", perPage: 20 }).posts;
	const items = posts
		.map((post) => {
			const { title, content } = postInLocale(post, locale);
			const link = `${origin}/eventlist/${post.id}`;
			return `<item><title>${escapeXml(title)}</title><link>${escapeXml(link)}</link><guid isPermaLink="true">${escapeXml(link)}</guid><pubDate>${(post.publishedAt ?? post.createdAt).toUTCString()}</pubDate><description>${escapeXml(postPlainText(content, 300))}</description></item>`;
		})
		.join("");
	const body = `<?xml version="1.0" encoding="UTF-8"?>
<rss version="2.0"><channel><title>${escapeXml(`${t("brand")} · ${t("board.kindsPlural.news")}`)}</title><link>${escapeXml(`${origin}/eventlist?kind=news`)}</link><description>${escapeXml(t("board.rssDescription"))}</description><language>${{ kr: "ko", en: "en", vn: "vi" }[locale]}</language>${items}</channel></rss>`;
	return new Response(body, {
		headers: { "Content-Type": "application/rss+xml; charset=utf-8", "Cache-Control": "public, max-age=300" },
	});
}
