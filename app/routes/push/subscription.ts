// POST /push/subscription (signed in; decision 093): the browser's push subscription after the user
// pressed "turn on notifications" (JSON: { intent: "subscribe", subscription, topics } or
// { intent: "unsubscribe", endpoint }). Stored as one of the user's devices (their web_token).
import { data } from "react-router";
import type { Route } from "./+types/subscription";
import { requireUser } from "#app/auth/guard.server.ts";
import { removeSubscription, saveSubscription, vapidPublicKey } from "#app/push/push.server.ts";
import { SubscriptionSchema } from "#app/push/subscription.ts";
import { ensurePrimary } from "#app/server/litefs.server.ts";
import { badRequest, notFound } from "#app/utils/replies.server.ts";

export async function action({ request, context }: Route.ActionArgs) {
	const user = await requireUser(request, context);
	if (!vapidPublicKey()) throw notFound();
	const body = (await request.json().catch(() => null)) as { intent?: unknown; endpoint?: unknown } | null;
	if (body?.intent === "unsubscribe" && typeof body.endpoint === "string") {
		await ensurePrimary();
		return data({ ok: removeSubscription(user.id, body.endpoint) });
	}
	if (body?.intent !== "subscribe") throw badRequest();
	const parsed = SubscriptionSchema.safeParse(body);
	if (!parsed.success) throw badRequest();
	await ensurePrimary();
	saveSubscription(user.id, parsed.data);
	return data({ ok: true });
}
