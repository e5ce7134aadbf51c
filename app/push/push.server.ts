// Web Push (spec sections 2 and 4: "requests a push token and stores it as web_token on the signed-in
// user"; decision 093). A browser's subscription is stored per device (several per user) once the user
// pressed the button that asks; pushes go to every device of the user that opted into the topic; a
// device the push service says is gone (404, 410) is removed; any other failure is only logged (spec
// section 8), never shown and never in the way of what caused it. VAPID keys come from the environment;
// without them pushing is off and the button is not offered.
import crypto from "node:crypto";
import { and, eq } from "drizzle-orm";
import { getEnv } from "#app/server/env.server.ts";
import { logger } from "#app/observability/logger.server.ts";
import { getDb } from "#db/client.ts";
import { webPushSubscriptions } from "#db/schema.ts";
import type { PushTopic, SubscriptionInput } from "./subscription.ts";

export type PushMessage = { title: string; body: string; url: string };

/** The public VAPID key the browser subscribes with, or null when push is not configured. */
export function vapidPublicKey(): string | null {
	const env = getEnv();
	return env.VAPID_PUBLIC_KEY && env.VAPID_PRIVATE_KEY ? env.VAPID_PUBLIC_KEY : null;
}

/** Stores (or refreshes) this device's subscription for the user; a device moves to whoever subscribed last. */
export function saveSubscription(userId: string, input: SubscriptionInput): void {
	getDb()
		.insert(webPushSubscriptions)
		.values({
			id: crypto.randomUUID(),
			userId,
			endpoint: input.endpoint,
			p256dh: input.keys.p256dh,
			auth: input.keys.auth,
			negotiation: input.topics.negotiation,
			milestones: input.topics.milestones,
		})
		.onConflictDoUpdate({
			target: webPushSubscriptions.endpoint,
			set: {
				userId,
				p256dh: input.keys.p256dh,
				auth: input.keys.auth,
				negotiation: input.topics.negotiation,
				milestones: input.topics.milestones,
			},
		})
		.run();
}

/** Forgets one of the user's devices (the user turned notifications off there). */
export function removeSubscription(userId: string, endpoint: string): boolean {
	return (
		getDb()
			.delete(webPushSubscriptions)
			.where(and(eq(webPushSubscriptions.userId, userId), eq(webPushSubscriptions.endpoint, endpoint)))
			.run().changes > 0
	);
}

export function devicesOf(userId: string) {
	return getDb().select().from(webPushSubscriptions).where(eq(webPushSubscriptions.userId, userId)).all();
}

/** web-push, loaded when the first push is sent (decision 038: rare libraries load on first use). */
async function loadWebPush() {
	return (await import("web-push")).default;
}

/**
 * Sends `message` to each of the user's devices that opted into `topic`. Never throws: a gone device
 * is removed, any other failure logged. Returns what happened, for tests and logs.
 */
export async function pushToUser(
	userId: string,
	topic: PushTopic,
	message: PushMessage,
): Promise<{ sent: number; removed: number; failed: number }> {
	const result = { sent: 0, removed: 0, failed: 0 };
	try {
		const env = getEnv();
		if (!env.VAPID_PUBLIC_KEY || !env.VAPID_PRIVATE_KEY) return result;
		const devices = devicesOf(userId).filter((d) => d[topic]);
		if (devices.length === 0) return result;
		const webpush = await loadWebPush();
		const options = {
			vapidDetails: { subject: env.VAPID_SUBJECT, publicKey: env.VAPID_PUBLIC_KEY, privateKey: env.VAPID_PRIVATE_KEY },
			TTL: 24 * 60 * 60,
			timeout: 10_000,
		};
		const payload = JSON.stringify(message);
		await Promise.all(
			devices.map(async (device) => {
				try {
					await webpush.sendNotification(
						{ endpoint: device.endpoint, keys: { p256dh: device.p256dh, auth: device.auth } },
						payload,
						options,
					);
					result.sent++;
				} catch (error) {
					const status = (error as { statusCode?: number }).statusCode;
					if (status === 404 || status === 410) {
						// the push service says this subscription expired or was revoked
						getDb().delete(webPushSubscriptions).where(eq(webPushSubscriptions.id, device.id)).run();
						result.removed++;
					} else {
						result.failed++;
						logger.warn({ err: error, status, topic }, "web push failed");
					}
				}
			}),
		);
	} catch (error) {
		logger.warn({ err: error, topic }, "web push failed");
	}
	return result;
}
