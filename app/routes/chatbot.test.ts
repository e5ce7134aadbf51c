// /chatbot as plain HTML posts (JavaScript off) and its streamed twin: any signed-in user asks, the turn
// is stored once per one-time key and the page re-renders it; a bad question is 400 with nothing
// stored; "clear" deletes only the user's own thread; the streamed answer carries the same stored
// message. The price answer's quote opens the wizard through /order/prefill.
import { beforeAll, describe, expect, test } from "vitest";
import { createSession } from "#app/auth/session.server.ts";
import { newOnceKey } from "#app/utils/once.server.ts";
import { threadOf } from "#app/assistant/thread.server.ts";
import { intentFields } from "#app/quotes/prefill.ts";
import { getDb } from "#db/client.ts";
import { seedDemoShipments } from "#db/seed/demo-shipments.ts";
import { DEMO, seedQuoteWorld } from "#tests/quote-world.ts";
import { outcome, routeArgs } from "#tests/route-request.ts";
import * as prefill from "./order/prefill.ts";
import * as page from "./chatbot.tsx";
import * as stream from "./chatbot-stream.ts";

const ORIGIN = { Origin: "http://app.test" };

async function cookieOf(userId: string) {
	return (await createSession(userId)).setCookie.split(";")[0]!;
}

async function post(userId: string, form: Record<string, string>, lng = "kr") {
	const cookies = [await cookieOf(userId), `lng=${lng}`];
	return outcome(async () => page.action((await routeArgs("/chatbot", { cookies, form, headers: ORIGIN })) as never));
}

beforeAll(async () => {
	await seedQuoteWorld();
	seedDemoShipments(getDb());
});

describe("/chatbot without JavaScript", () => {
	test("every signed-in role may open it; the thread is the user's own", async () => {
		for (const user of [DEMO.customer, DEMO.other, DEMO.staff]) {
			const cookies = [await cookieOf(user.id)];
			const got = await outcome(async () => page.loader((await routeArgs("/chatbot", { cookies })) as never));
			expect(got.status).toBe(200);
		}
	});

	test("a question is answered, stored once per key and shown after a 303", async () => {
		const onceKey = newOnceKey();
		const first = await post(DEMO.colleague.id, { intent: "ask", onceKey, question: "THC가 뭐예요?" });
		expect(first.status).toBe(303);
		expect(first.location).toMatch(/^\/chatbot#m\d+$/);
		// a double submit: the same place, nothing stored twice
		const again = await post(DEMO.colleague.id, { intent: "ask", onceKey, question: "THC가 뭐예요?" });
		expect(again.status).toBe(303);
		expect(again.location).toBe(first.location);
		const thread = threadOf(DEMO.colleague.id);
		expect(thread.map((m) => m.role)).toEqual(["user", "assistant"]);
		expect(thread[1]!.text).toContain("터미널");
		expect(thread[1]!.sources[0]!.href).toContain("/standardestimate");
		const cookies = [await cookieOf(DEMO.colleague.id)];
		const shown = await outcome(async () => page.loader((await routeArgs("/chatbot", { cookies })) as never));
		expect((shown.data as { thread: unknown[] }).thread).toHaveLength(2);
		// another user sees none of it
		const otherCookies = [await cookieOf(DEMO.other.id)];
		const theirs = await outcome(async () =>
			page.loader((await routeArgs("/chatbot", { cookies: otherCookies })) as never),
		);
		expect((theirs.data as { thread: unknown[] }).thread).toHaveLength(0);
	});

	test.each([
		["", "empty"],
		["x".repeat(501), "tooLong"],
		["THC\u202Eis", "invalid"],
	])("a bad question (%#) is 400 with its message and nothing stored", async (question, error) => {
		const before = threadOf(DEMO.other.id).length;
		const got = await post(DEMO.other.id, { intent: "ask", onceKey: newOnceKey(), question });
		expect(got.status).toBe(400);
		expect((got.data as { error: string }).error).toBe(error);
		expect(threadOf(DEMO.other.id)).toHaveLength(before);
	});

	test("clear deletes the user's own thread only", async () => {
		await post(DEMO.customer.id, { intent: "ask", onceKey: newOnceKey(), question: "hello" });
		await post(DEMO.other.id, { intent: "ask", onceKey: newOnceKey(), question: "hello" });
		const got = await post(DEMO.customer.id, { intent: "clear" });
		expect(got.status).toBe(303);
		expect(threadOf(DEMO.customer.id)).toHaveLength(0);
		expect(threadOf(DEMO.other.id).length).toBeGreaterThan(0);
	});

	test("a price answer's quote opens the wizard pre-filled through /order/prefill", async () => {
		await post(
			DEMO.customer.id,
			{ intent: "ask", onceKey: newOnceKey(), question: "2 x 40ft Busan to Hai Phong next month" },
			"en",
		);
		const answer = threadOf(DEMO.customer.id).at(-1)!;
		expect(answer.intent).toBe("price");
		expect(answer.quote).not.toBeNull();
		const cookies = [await cookieOf(DEMO.customer.id)];
		const form = Object.fromEntries(intentFields(answer.quote!));
		const opened = await outcome(async () =>
			prefill.action((await routeArgs("/order/prefill", { cookies, form, headers: ORIGIN })) as never),
		);
		expect(opened.status).toBe(303);
		expect(opened.location).toMatch(/^\/order\/shipline/);
	});
});

describe("/chatbot/stream (JavaScript on)", () => {
	test("streams the answer's words, then the stored messages and the next key", async () => {
		const cookies = [await cookieOf(DEMO.customer.id), "lng=vn"];
		const form = { onceKey: newOnceKey(), question: "THC là gì?" };
		const got = await outcome(async () =>
			stream.action((await routeArgs("/chatbot/stream", { cookies, form, headers: ORIGIN })) as never),
		);
		expect(got.status).toBe(200);
		const response = (await stream.action(
			(await routeArgs("/chatbot/stream", {
				cookies,
				form: { ...form, onceKey: newOnceKey() },
				headers: ORIGIN,
			})) as never,
		)) as Response;
		const lines = (await response.text())
			.trim()
			.split("\n")
			.map((l) => JSON.parse(l) as Record<string, unknown>);
		const text = lines
			.filter((l) => l.delta)
			.map((l) => l.delta)
			.join("");
		const done = lines.at(-1) as { done: boolean; message: { text: string; id: number }; onceKey: string };
		expect(done.done).toBe(true);
		expect(text).toBe(done.message.text);
		expect(text).toContain("Phí xếp dỡ");
		expect(done.onceKey).toMatch(/^[\w-]{16,64}$/);
		expect(threadOf(DEMO.customer.id).at(-1)!.id).toBe(done.message.id);
	});

	test("a bad question is 400 with its message key, nothing stored", async () => {
		const before = threadOf(DEMO.other.id).length;
		const cookies = [await cookieOf(DEMO.other.id)];
		const response = (await stream.action(
			(await routeArgs("/chatbot/stream", {
				cookies,
				form: { onceKey: newOnceKey(), question: " " },
				headers: ORIGIN,
			})) as never,
		)) as Response;
		expect(response.status).toBe(400);
		expect(JSON.parse(await response.text())).toMatchObject({ error: "empty" });
		expect(threadOf(DEMO.other.id)).toHaveLength(before);
	});

	test("a visitor is sent to sign in", async () => {
		const got = await outcome(async () =>
			stream.action(
				(await routeArgs("/chatbot/stream", {
					form: { onceKey: newOnceKey(), question: "hi" },
					headers: ORIGIN,
				})) as never,
			),
		);
		expect(got.status).toBe(302);
		expect(got.location).toContain("/login");
	});
});
