// The board's vocabulary (spec section 1: events and notices board, company news, track record).
// Pure, so the schema, the routes and the tests share one list. No imports: db/schema.ts reads it.

/** What a post is: the event list and the home page sort posts by it. */
export const POST_KINDS = ["event", "notice", "news", "record"] as const;
export type PostKind = (typeof POST_KINDS)[number];

/** The three interface languages a post is written in; Korean is required (the fallback). */
export const POST_LOCALES = ["kr", "en", "vn"] as const;
export type PostLocale = (typeof POST_LOCALES)[number];

/** Spec section 9: list page size 5. */
export const POSTS_PER_PAGE = 5;

export function isPostKind(value: unknown): value is PostKind {
	return typeof value === "string" && (POST_KINDS as readonly string[]).includes(value);
}

/** The longest title and content staff may save (app/board/post-form.ts; the form's maxlength). */
export const MAX_TITLE = 200;
// app/storage/receive.server.ts keeps each multipart field under 16 KiB: 5,000 Hangul fit in UTF-8
export const MAX_CONTENT = 5000;
