// What visitors read of the board, in their language (spec section 2: kr is the fallback): the list
// rows, one post as sanitised HTML, the home page's news, track record and pop-up.
import type { Locale } from "#app/i18n/locales.ts";
import { formatDate } from "#app/i18n/format.ts";
import { BOARD_IMAGE_PATH, renderPostMarkdown } from "./markdown.server.ts";
import { type BoardPostWithImage, currentPopup, listPublished } from "./posts.server.ts";
import { POPUP_COOKIE, popupHidden } from "./popup.ts";
import { type PostRow, type PostShown, postInLocale } from "./post-view.ts";

export function postRow(post: BoardPostWithImage, locale: Locale): PostRow {
	const { title, fallback } = postInLocale(post, locale);
	return {
		id: post.id,
		kind: post.kind,
		title,
		date: formatDate(post.createdAt, locale),
		iso: post.createdAt.toISOString(),
		pinned: post.pinned,
		fallback,
	};
}

export function postShown(post: BoardPostWithImage, locale: Locale): PostShown {
	const { content } = postInLocale(post, locale);
	return {
		...postRow(post, locale),
		html: renderPostMarkdown(content),
		image: post.imageKey ? `${BOARD_IMAGE_PATH}${post.imageKey}` : null,
	};
}

/** A cookie's value in a Cookie header (the pop-up's cookie is plain, not signed: it only hides a notice). */
function cookieValue(header: string | null, name: string): string | null {
	for (const part of (header ?? "").split(";")) {
		const eq = part.indexOf("=");
		if (eq > 0 && part.slice(0, eq).trim() === name) return part.slice(eq + 1).trim();
	}
	return null;
}

/**
 * The home page's board parts: the latest news, the track record and the pop-up, unless this browser
 * hid it for the week (app/board/popup.ts).
 */
export function homeBoard(request: Request, locale: Locale, now = new Date()) {
	const on = currentPopup();
	const popup = on && !popupHidden(cookieValue(request.headers.get("Cookie"), POPUP_COOKIE), on.id, now) ? on : null;
	return {
		news: listPublished({ kind: "news", perPage: 3 }).posts.map((p) => postRow(p, locale)),
		records: listPublished({ kind: "record", perPage: 4 }).posts.map((p) => postShown(p, locale)),
		popup: popup ? postShown(popup, locale) : null,
	};
}
