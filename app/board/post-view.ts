// Which language of a post a reader gets (spec section 2: kr is the default fallback). Pure.
import type { PostKind, PostLocale } from "./codes/kinds.ts";

/** A post in a list, in the reader's language (app/board/public.server.ts makes it). */
export type PostRow = {
	id: string;
	kind: PostKind;
	title: string;
	date: string;
	iso: string;
	pinned: boolean;
	/** the reader's language was missing: shown in Korean */
	fallback: boolean;
};
/** A post to read: its sanitised HTML and picture too. */
export type PostShown = PostRow & { html: string; image: string | null };

export type PostTexts = {
	titleKr: string;
	titleEn: string | null;
	titleVn: string | null;
	contentKr: string;
	contentEn: string | null;
	contentVn: string | null;
};

/**
 * The title and content in `locale`; a language whose title or content is missing falls back to
 * Korean as a whole (never an English title over Korean text), and says so with `fallback`.
 */
export function postInLocale(
	post: PostTexts,
	locale: PostLocale,
): { title: string; content: string; fallback: boolean } {
	if (locale === "en" && post.titleEn?.trim() && post.contentEn?.trim())
		return { title: post.titleEn, content: post.contentEn, fallback: false };
	if (locale === "vn" && post.titleVn?.trim() && post.contentVn?.trim())
		return { title: post.titleVn, content: post.contentVn, fallback: false };
	return { title: post.titleKr, content: post.contentKr, fallback: locale !== "kr" };
}
