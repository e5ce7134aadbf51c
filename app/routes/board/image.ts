// /board/image/:key: a board post's picture (resized by app/board/images.server.ts), public once its
// post is published, staff-only before. The key is the content hash, so the bytes at a URL never
// change: browsers may keep it for a year.
import type { Route } from "./+types/image";
import { getUser } from "#app/auth/guard.server.ts";
import { boardImageVisible } from "#app/board/posts.server.ts";
import { getFileStore, isFileKey } from "#app/storage/files.server.ts";
import { notFound } from "#app/utils/replies.server.ts";
import { isStaff } from "#db/roles.ts";

export async function loader({ params, context }: Route.LoaderArgs) {
	const user = getUser(context);
	const staff = Boolean(user && isStaff(user.role));
	if (!isFileKey(params.key) || !boardImageVisible(params.key, staff)) throw notFound();
	const stored = await getFileStore().getStream(params.key);
	if (!stored) throw notFound();
	return new Response(stored.body, {
		headers: {
			"Content-Type": "image/jpeg",
			"Content-Length": String(stored.size),
			"X-Content-Type-Options": "nosniff",
			"Content-Security-Policy": "sandbox; default-src 'none'",
			// a draft's picture is for staff only: not kept by shared caches
			"Cache-Control": staff ? "private, max-age=300" : "public, max-age=31536000, immutable",
		},
	});
}
