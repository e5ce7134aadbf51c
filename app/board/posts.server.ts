// Board posts in the database (spec sections 1, 3, 6): staff add, edit, publish, pin and delete;
// visitors read the published ones. Every change to what the public sees clears the public page
// cache (app/server/page-cache.server.ts), so a published or withdrawn post is live at once.
import crypto from "node:crypto";
import { and, count, desc, eq } from "drizzle-orm";
import { insertionOrder } from "#db/insertion-order.ts";
import { clearPageCache } from "#app/server/page-cache.server.ts";
import { exactlyOnce } from "#app/utils/once.server.ts";
import { getDb } from "#db/client.ts";
import { boardPosts, storedFiles } from "#db/schema.ts";
import { POSTS_PER_PAGE, type PostKind } from "./codes/kinds.ts";
import type { PostInput } from "./post-form.ts";

export const BOARD_ONCE_PURPOSE = "board-post";

export type BoardPost = typeof boardPosts.$inferSelect;
export type BoardPostWithImage = BoardPost & { imageKey: string | null };

const withImage = {
	post: boardPosts,
	imageKey: storedFiles.key,
};

function joined(rows: { post: BoardPost; imageKey: string | null }[]): BoardPostWithImage[] {
	return rows.map((r) => ({ ...r.post, imageKey: r.imageKey }));
}

/** Every post, newest first, for the staff desk. */
export function listAllPosts(): BoardPostWithImage[] {
	return joined(
		getDb()
			.select(withImage)
			.from(boardPosts)
			.leftJoin(storedFiles, eq(storedFiles.id, boardPosts.imageFileId))
			.orderBy(desc(boardPosts.createdAt), desc(insertionOrder(boardPosts)))
			.all(),
	);
}

export function getPost(id: string): BoardPostWithImage | null {
	const row = getDb()
		.select(withImage)
		.from(boardPosts)
		.leftJoin(storedFiles, eq(storedFiles.id, boardPosts.imageFileId))
		.where(eq(boardPosts.id, id))
		.get();
	return row ? { ...row.post, imageKey: row.imageKey } : null;
}

/** A published post, or null (an unpublished one is not there for visitors). */
export function getPublishedPost(id: string): BoardPostWithImage | null {
	const post = getPost(id);
	return post?.published ? post : null;
}

/**
 * One page (1-based) of published posts, pinned first, then newest; of one kind or all. `pages`
 * follows spec section 9 ("pages equal floor of total divided by 5, plus 1") except that an exact
 * multiple of 5 does not get an empty last page.
 */
export function listPublished(options: { kind?: PostKind | null; page?: number; perPage?: number } = {}) {
	const perPage = options.perPage ?? POSTS_PER_PAGE;
	const where = options.kind
		? and(eq(boardPosts.published, true), eq(boardPosts.kind, options.kind))
		: eq(boardPosts.published, true);
	const total = getDb().select({ n: count() }).from(boardPosts).where(where).get()?.n ?? 0;
	const pages = Math.max(1, Math.ceil(total / perPage));
	const page = Math.min(Math.max(1, Math.trunc(options.page ?? 1) || 1), pages);
	const posts = joined(
		getDb()
			.select(withImage)
			.from(boardPosts)
			.leftJoin(storedFiles, eq(storedFiles.id, boardPosts.imageFileId))
			.where(where)
			.orderBy(desc(boardPosts.pinned), desc(boardPosts.createdAt), desc(insertionOrder(boardPosts)))
			.limit(perPage)
			.offset((page - 1) * perPage)
			.all(),
	);
	return { posts, total, page, pages };
}

/** The home page's pop-up: the newest published post staff switched the pop-up on for. */
export function currentPopup(): BoardPostWithImage | null {
	const row = getDb()
		.select(withImage)
		.from(boardPosts)
		.leftJoin(storedFiles, eq(storedFiles.id, boardPosts.imageFileId))
		.where(and(eq(boardPosts.published, true), eq(boardPosts.popup, true)))
		.orderBy(desc(boardPosts.publishedAt), desc(boardPosts.createdAt), desc(insertionOrder(boardPosts)))
		.limit(1)
		.get();
	return row ? { ...row.post, imageKey: row.imageKey } : null;
}

function columns(input: PostInput) {
	return {
		kind: input.kind,
		titleKr: input.titleKr,
		contentKr: input.contentKr,
		titleEn: input.titleEn ?? null,
		contentEn: input.contentEn ?? null,
		titleVn: input.titleVn ?? null,
		contentVn: input.contentVn ?? null,
		pinned: input.pinned,
		popup: input.popup,
	};
}

/** Adds a post once per form key; `imageFileId` is a stored_files row made by images.server.ts. */
export function createPost(
	input: PostInput,
	options: { userId: string; onceKey: string; imageFileId: string | null; now?: Date },
) {
	const now = options.now ?? new Date();
	const outcome = exactlyOnce<string>(options.onceKey, BOARD_ONCE_PURPOSE, (tx) => {
		const id = crypto.randomUUID();
		tx.insert(boardPosts)
			.values({
				id,
				...columns(input),
				imageFileId: options.imageFileId,
				published: input.published,
				publishedAt: input.published ? now : null,
				createdBy: options.userId,
				createdAt: now,
			})
			.run();
		return { redirectTo: `/admin/board?done=${input.published ? "published" : "saved"}`, value: id };
	});
	if (!outcome.repeated && input.published) clearPageCache();
	return outcome;
}

/** Changes a post; false when there is none. The image is kept unless replaced or removed. */
export function updatePost(id: string, input: PostInput, imageFileId: string | null | undefined, now = new Date()) {
	const before = getPost(id);
	if (!before) return false;
	const published = input.published;
	getDb()
		.update(boardPosts)
		.set({
			...columns(input),
			...(imageFileId !== undefined ? { imageFileId } : {}),
			published,
			publishedAt: published ? (before.published ? before.publishedAt : now) : null,
			updatedAt: now,
		})
		.where(eq(boardPosts.id, id))
		.run();
	if (published || before.published) clearPageCache();
	return true;
}

/** Publishes or withdraws a post; false when there is none. */
export function setPublished(id: string, published: boolean, now = new Date()): boolean {
	const done = getDb()
		.update(boardPosts)
		.set({ published, publishedAt: published ? now : null, updatedAt: now })
		.where(eq(boardPosts.id, id))
		.run();
	if (done.changes > 0) clearPageCache();
	return done.changes > 0;
}

/** Deletes a post (its image stays in the file store with its stored_files row); false when there is none. */
export function deletePost(id: string): boolean {
	const done = getDb().delete(boardPosts).where(eq(boardPosts.id, id)).run();
	if (done.changes > 0) clearPageCache();
	return done.changes > 0;
}

/**
 * Whether a board image may be shown: its key is a post's picture, and that post is published (or the
 * reader is staff, previewing a draft). Anything else in the file store (documents, slips) never
 * answers through the board's image route.
 */
export function boardImageVisible(key: string, staff: boolean): boolean {
	const rows = getDb()
		.select({ published: boardPosts.published })
		.from(boardPosts)
		.innerJoin(storedFiles, eq(storedFiles.id, boardPosts.imageFileId))
		.where(eq(storedFiles.key, key))
		.all();
	return rows.some((r) => r.published || staff);
}
