// Web Push against a push service stood in for by msw: a negotiation result sends one push to each of
// the user's devices that opted in (encrypted, with a VAPID authorisation), a device the service says
// is gone (410) is removed, and any other failure is only logged.
import crypto from "node:crypto";
import { http, HttpResponse } from "msw";
import { setupServer } from "msw/node";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, test, vi } from "vitest";
import { getDb } from "#db/client.ts";
import { users, webPushSubscriptions } from "#db/schema.ts";
import { resetEnvCache } from "#app/server/env.server.ts";
import { devicesOf, pushToUser, saveSubscription } from "./push.server.ts";
import { SubscriptionSchema } from "./subscription.ts";

const server = setupServer();
const PUSH = "https://push.example.test";

function deviceKeys() {
	const ecdh = crypto.createECDH("prime256v1");
	ecdh.generateKeys();
	return { p256dh: ecdh.getPublicKey().toString("base64url"), auth: crypto.randomBytes(16).toString("base64url") };
}

beforeAll(async () => {
	server.listen({ onUnhandledFrame: "error" });
	const webpush = (await import("web-push")).default;
	const keys = webpush.generateVAPIDKeys();
	vi.stubEnv("VAPID_PUBLIC_KEY", keys.publicKey);
	vi.stubEnv("VAPID_PRIVATE_KEY", keys.privateKey);
	resetEnvCache();
	for (const id of ["push-a", "push-b"])
		getDb()
			.insert(users)
			.values({ id, email: `${id}@push.test`, name: id, role: "customer" })
			.onConflictDoNothing()
			.run();
});
afterAll(() => {
	server.close();
	vi.unstubAllEnvs();
	resetEnvCache();
});
beforeEach(() => {
	getDb().delete(webPushSubscriptions).run();
});
afterEach(() => server.resetHandlers());

const subscribe = (userId: string, device: string, topics = { negotiation: true, milestones: true }) =>
	saveSubscription(
		userId,
		SubscriptionSchema.parse({ endpoint: `${PUSH}/send/${device}`, keys: deviceKeys(), topics }),
	);

const MESSAGE = { title: "할인 요청 결과", body: "Q2611-0001: 승인", url: "/mypage/estimate/e1" };

describe("pushToUser", () => {
	test("a negotiation result: one encrypted, VAPID-signed push to each of the user's opted-in devices", async () => {
		const received: { device: string; headers: Record<string, string | null>; bytes: number }[] = [];
		server.use(
			http.post(`${PUSH}/send/:device`, async ({ request, params }) => {
				received.push({
					device: String(params.device),
					headers: {
						encoding: request.headers.get("content-encoding"),
						authorization: request.headers.get("authorization"),
						ttl: request.headers.get("ttl"),
					},
					bytes: (await request.arrayBuffer()).byteLength,
				});
				return new HttpResponse(null, { status: 201 });
			}),
		);
		subscribe("push-a", "laptop");
		subscribe("push-a", "phone");
		subscribe("push-a", "tablet", { negotiation: false, milestones: true }); // not opted in
		subscribe("push-b", "other-user");

		const result = await pushToUser("push-a", "negotiation", MESSAGE);

		expect(result).toEqual({ sent: 2, removed: 0, failed: 0 });
		expect(received.map((r) => r.device).sort()).toEqual(["laptop", "phone"]);
		for (const r of received) {
			expect(r.headers.encoding).toBe("aes128gcm");
			expect(r.headers.authorization).toMatch(/^vapid t=.+, k=.+/);
			expect(r.headers.ttl).toBe("86400");
			// the payload is encrypted: more bytes than the JSON, and not the JSON
			expect(r.bytes).toBeGreaterThan(JSON.stringify(MESSAGE).length);
		}
	});

	test("a device the push service says is gone (410, 404) is removed; other failures are only logged", async () => {
		server.use(
			http.post(`${PUSH}/send/gone`, () => new HttpResponse(null, { status: 410 })),
			http.post(`${PUSH}/send/unknown`, () => new HttpResponse(null, { status: 404 })),
			http.post(`${PUSH}/send/busy`, () => new HttpResponse(null, { status: 503 })),
			http.post(`${PUSH}/send/fine`, () => new HttpResponse(null, { status: 201 })),
		);
		for (const d of ["gone", "unknown", "busy", "fine"]) subscribe("push-a", d);
		const result = await pushToUser("push-a", "milestones", MESSAGE);
		expect(result).toEqual({ sent: 1, removed: 2, failed: 1 });
		expect(
			devicesOf("push-a")
				.map((d) => d.endpoint.split("/").pop())
				.sort(),
		).toEqual(["busy", "fine"]);
	});

	test("the same browser subscribing again is one device, and moves to the user who subscribed last", () => {
		const keys = deviceKeys();
		const input = SubscriptionSchema.parse({ endpoint: `${PUSH}/send/shared`, keys });
		saveSubscription("push-a", input);
		saveSubscription("push-a", input);
		saveSubscription("push-b", input);
		expect(devicesOf("push-a")).toHaveLength(0);
		expect(devicesOf("push-b")).toHaveLength(1);
	});

	test("a user without devices: nothing sent, no error", async () => {
		expect(await pushToUser("push-b", "negotiation", MESSAGE)).toEqual({ sent: 0, removed: 0, failed: 0 });
	});
});

describe("the subscription a browser sends", () => {
	test.each([
		["an http endpoint", { endpoint: "http://push.example.test/x", keys: deviceKeys() }],
		["a missing key", { endpoint: `${PUSH}/x`, keys: { auth: "abcdefghijklmnopqrstuv" } }],
		[
			"a key with odd characters",
			{ endpoint: `${PUSH}/x`, keys: { ...deviceKeys(), auth: "<script>alert(1)</script>" } },
		],
	])("refuses %s", (_what, body) => {
		expect(SubscriptionSchema.safeParse(body).success).toBe(false);
	});
});
