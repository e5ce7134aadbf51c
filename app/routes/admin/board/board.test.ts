// Integration: the board desk with real Requests and sessions. Only staff reach /admin/board (others
// 403, visitors to the login view); a post without title or content is a 400 with the spec's message
// and stores nothing; a double submit adds one post; an image is resized and served only once its post
// is published; unpublished posts are 404 on /eventlist/:id; publishing clears the public page cache.
import { eq } from "drizzle-orm";
import { beforeAll, beforeEach, describe, expect, test, vi } from "vitest";
import { createSession } from "#app/auth/session.server.ts";
import { loadSharp } from "#app/storage/uploads.server.ts";
import { newOnceKey } from "#app/utils/once.server.ts";
import { getDb } from "#db/client.ts";
import type { Role } from "#db/roles.ts";
import { boardPosts, users } from "#db/schema.ts";
import { outcome, routeArgs } from "#tests/route-request.ts";
import * as pageCache from "#app/server/page-cache.server.ts";
import { loader as detailLoader } from "../../eventlist/detail.tsx";
import { loader as listLoader } from "../../eventlist/index.tsx";
import { loader as imageLoader } from "../../board/image.ts";
import { action as editAction, loader as editLoader } from "./edit.tsx";
import { action as listAction, loader as deskLoader } from "./index.tsx";

const ROLES: Role[] = ["customer", "staff", "staff_admin", "customs_broker", "insurer"];
const POST = {
	intent: "save",
	kind: "notice",
	titleKr: "연말 운영 안내",
	contentKr: "12월 31일은 **오후 3시**까지 운영합니다.",
	titleEn: "Year-end hours",
	contentEn: "We close at **3 pm** on 31 December.",
	titleVn: "Giờ làm việc cuối năm",
	contentVn: "Ngày 31/12 chúng tôi làm việc đến **15 giờ**.",
	published: "on",
};

beforeAll(() => {
	for (const role of ROLES)
		getDb()
			.insert(users)
			.values({ id: `board-${role}`, email: `${role}@board.test`, name: `${role} of the board`, role })
			.onConflictDoNothing()
			.run();
});
beforeEach(() => {
	getDb().delete(boardPosts).run();
});

const cookieFor = async (role: Role) => (await createSession(`board-${role}`)).setCookie.split(";")[0]!;

async function multipart(path: string, role: Role | null, fields: Record<string, string>, image?: Uint8Array) {
	const args = await routeArgs(path, { cookies: role ? [await cookieFor(role)] : [] });
	const body = new FormData();
	for (const [k, v] of Object.entries(fields)) body.append(k, v);
	if (image) body.append("image", new Blob([new Uint8Array(image)], { type: "image/png" }), "사진.png");
	const request = new Request(`http://app.test${path}`, {
		method: "POST",
		headers: args.request.headers,
		body,
	});
	return { ...args, request };
}

const create = async (
	fields: Record<string, string>,
	role: Role = "staff",
	image?: Uint8Array,
	onceKey = newOnceKey(),
) =>
	outcome(async () =>
		editAction({
			...(await multipart("/admin/board/new", role, { ...fields, onceKey }, image)),
			params: { id: "new" },
		} as never),
	);
const rows = () => getDb().select().from(boardPosts).all();

describe("access: only staff reach /admin/board", () => {
	test.each(["customer", "customs_broker", "insurer"] as const)("%s gets 403 and stores nothing", async (role) => {
		const cookies = [await cookieFor(role)];
		expect(
			(await outcome(async () => deskLoader((await routeArgs("/admin/board", { cookies })) as never))).status,
		).toBe(403);
		expect(
			(
				await outcome(async () =>
					editLoader({ ...(await routeArgs("/admin/board/new", { cookies })), params: { id: "new" } } as never),
				)
			).status,
		).toBe(403);
		expect((await create(POST, role)).status).toBe(403);
		expect(rows()).toHaveLength(0);
	});
	test("a visitor is sent to sign in", async () => {
		const got = await outcome(async () => deskLoader((await routeArgs("/admin/board")) as never));
		expect(got.status).toBe(302);
		expect(got.location).toContain("/login");
	});
	test.each(["staff", "staff_admin"] as const)("%s reads the desk", async (role) => {
		const got = await outcome(async () =>
			deskLoader((await routeArgs("/admin/board", { cookies: [await cookieFor(role)] })) as never),
		);
		expect(got.status).toBe(200);
	});
});

describe("title and content are required (spec sections 5 and 8)", () => {
	test.each([
		["no Korean title", { titleKr: "" }, "titleKr"],
		["no Korean content", { contentKr: "" }, "contentKr"],
		["an English title without its content", { contentEn: "" }, "contentEn"],
		["Vietnamese content without its title", { titleVn: "" }, "titleVn"],
	])("%s: 400 with the message, nothing stored", async (_what, change, field) => {
		const got = await create({ ...POST, ...change });
		expect(got.status).toBe(400);
		const error = (got.data as { result: { error: Record<string, string[]> } }).result.error;
		expect(error[field]).toEqual(["boardDesk.errors.required"]);
		expect(rows()).toHaveLength(0);
	});
});

describe("adding, publishing and reading", () => {
	test("a double submit adds one post, and publishing clears the page cache", async () => {
		const clear = vi.spyOn(pageCache, "clearPageCache");
		const key = newOnceKey();
		const first = await create(POST, "staff", undefined, key);
		const second = await create(POST, "staff", undefined, key);
		expect([first.status, second.status]).toEqual([303, 303]);
		expect(first.location).toBe("/admin/board?done=published");
		expect(rows()).toHaveLength(1);
		expect(clear).toHaveBeenCalledTimes(1);
		clear.mockRestore();
	});

	test("an unpublished post is 404 on /eventlist/:id and missing from /eventlist; publishing shows it in each language", async () => {
		await create({ ...POST, published: "" });
		const [post] = rows();
		expect(post!.published).toBe(false);
		const detail = async (lng: string) =>
			outcome(async () =>
				detailLoader({ ...(await routeArgs(`/eventlist/${post!.id}?lng=${lng}`)), params: { id: post!.id } } as never),
			);
		expect((await detail("kr")).status).toBe(404);
		const list = async (lng: string) =>
			(await outcome(async () => listLoader((await routeArgs(`/eventlist?lng=${lng}`)) as never))).data as {
				posts: { title: string }[];
			};
		expect((await list("kr")).posts).toHaveLength(0);

		const staff = [await cookieFor("staff")];
		const published = await outcome(async () =>
			listAction(
				(await routeArgs("/admin/board", { cookies: staff, form: { intent: "publish", id: post!.id } })) as never,
			),
		);
		expect(published.location).toBe("/admin/board?done=published");
		for (const [lng, title] of [
			["kr", POST.titleKr],
			["en", POST.titleEn],
			["vn", POST.titleVn],
		]) {
			expect((await list(lng!)).posts.map((p) => p.title)).toEqual([title]);
			const shown = (await detail(lng!)).data as { post: { title: string; html: string; fallback: boolean } };
			expect(shown.post.title).toBe(title);
			expect(shown.post.html).toContain("<strong>");
			expect(shown.post.fallback).toBe(false);
		}
	});

	test("a picture is resized to at most 1200 px and served once its post is published", async () => {
		const sharp = await loadSharp();
		const big = new Uint8Array(
			await sharp({ create: { width: 3000, height: 2000, channels: 3, background: "#3366cc" } })
				.png()
				.toBuffer(),
		);
		const got = await create({ ...POST, published: "" }, "staff", big);
		expect(got.status).toBe(303);
		const [post] = rows();
		const view = (
			await outcome(async () =>
				editLoader({
					...(await routeArgs(`/admin/board/${post!.id}`, { cookies: [await cookieFor("staff")] })),
					params: { id: post!.id },
				} as never),
			)
		).data as { post: { image: string } };
		const key = view.post.image.split("/").pop()!;
		const image = async (role: Role | null) =>
			outcome(async () =>
				imageLoader({
					...(await routeArgs(`/board/image/${key}`, { cookies: role ? [await cookieFor(role)] : [] })),
					params: { key },
				} as never),
			);
		expect((await image(null)).status).toBe(404); // a draft's picture: staff only
		const forStaff = await image("staff");
		expect(forStaff.status).toBe(200);

		getDb().update(boardPosts).set({ published: true }).where(eq(boardPosts.id, post!.id)).run();
		const response = (await imageLoader({
			...(await routeArgs(`/board/image/${key}`)),
			params: { key },
		} as never)) as Response;
		expect(response.headers.get("Content-Type")).toBe("image/jpeg");
		const meta = await sharp(new Uint8Array(await response.arrayBuffer())).metadata();
		expect([meta.width, meta.height, meta.format]).toEqual([1200, 800, "jpeg"]);
	});

	test("a file that is not a picture is the image field's message, nothing stored", async () => {
		const got = await create(POST, "staff", new TextEncoder().encode("%PDF-1.4 not an image"));
		expect(got.status).toBe(400);
		expect((got.data as { result: { error: Record<string, string[]> } }).result.error.image?.[0]).toMatch(
			/^boardDesk\.errors\.image\./,
		);
		expect(rows()).toHaveLength(0);
	});
});
