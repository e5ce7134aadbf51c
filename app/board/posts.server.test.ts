// The board's lists against the worker's SQLite file: two posts stored in the same millisecond keep
// the order they were made in, whatever their random ids (db/insertion-order.ts). Each list and the
// pop-up are asked in the worst case: the older post has the larger id.
import { inArray } from "drizzle-orm";
import { expect, test } from "vitest";
import { getDb } from "#db/client.ts";
import { boardPosts } from "#db/schema.ts";
import { currentPopup, listAllPosts, listPublished } from "./posts.server.ts";

// later than anything another test stores, so these two head every newest-first list
const AT = new Date("2099-01-01T00:00:00.000Z");

function twoPostsInOneMillisecond() {
	const older = `zz-${crypto.randomUUID()}`;
	const newer = `aa-${crypto.randomUUID()}`;
	const post = (id: string, title: string) => ({
		id,
		kind: "notice" as const,
		titleKr: title,
		contentKr: title,
		published: true,
		publishedAt: AT,
		pinned: true,
		popup: true,
		createdAt: AT,
	});
	getDb().insert(boardPosts).values(post(older, "older")).run();
	getDb().insert(boardPosts).values(post(newer, "newer")).run();
	return {
		older,
		newer,
		cleanUp: () =>
			getDb()
				.delete(boardPosts)
				.where(inArray(boardPosts.id, [older, newer]))
				.run(),
	};
}

test.each([
	["the desk's list", () => listAllPosts().map((p) => p.id)],
	["the public list", () => listPublished({ kind: "notice" }).posts.map((p) => p.id)],
	["the pop-up", () => [currentPopup()?.id]],
])("%s puts the later of two posts made in the same millisecond first", (_name, ids) => {
	const { older, newer, cleanUp } = twoPostsInOneMillisecond();
	try {
		const listed = ids().filter((id) => id === older || id === newer);
		expect(listed[0]).toBe(newer);
	} finally {
		cleanUp();
	}
});
