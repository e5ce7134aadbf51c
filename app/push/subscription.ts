// The shape of a browser's push subscription (PushSubscription.toJSON()) as the server accepts it,
// and the topics a device may opt into (decision 093). Pure, shared by the route and its tests.
import { z } from "zod";

export const PUSH_TOPICS = ["negotiation", "milestones"] as const;
export type PushTopic = (typeof PUSH_TOPICS)[number];

const base64url = z.string().regex(/^[A-Za-z0-9_-]+={0,2}$/);

export const SubscriptionSchema = z.object({
	// the push service's URL for this browser: https only (the push services are)
	endpoint: z.url({ protocol: /^https$/ }).max(1000),
	keys: z.object({
		// an uncompressed P-256 public key (65 bytes: 87 characters) and a 16-byte secret (22)
		p256dh: base64url.min(80).max(100),
		auth: base64url.min(16).max(32),
	}),
	topics: z
		.object({ negotiation: z.boolean().default(true), milestones: z.boolean().default(true) })
		.default({ negotiation: true, milestones: true }),
});
export type SubscriptionInput = z.output<typeof SubscriptionSchema>;
