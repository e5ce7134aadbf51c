// The pushes the product sends (decision 093), in the user's language: a negotiation result and a
// shipment milestone (the same events the customer is mailed about), to the devices that opted in.
// Called after the change committed, beside the mail; never throws.
import { pageTranslator } from "#app/i18n/page-translator.server.ts";
import type { Locale } from "#app/i18n/locales.ts";
import { getDb } from "#db/client.ts";
import { users } from "#db/schema.ts";
import { eq } from "drizzle-orm";
import { pushToUser } from "./push.server.ts";

function localeOf(userId: string): Locale | null {
	return getDb().select({ locale: users.locale }).from(users).where(eq(users.id, userId)).get()?.locale ?? null;
}

export async function pushNegotiationResult(
	userId: string,
	estimate: { id: string; number: string },
	result: "approved" | "denied",
) {
	const locale = localeOf(userId);
	if (!locale) return;
	const { t } = pageTranslator(locale);
	return pushToUser(userId, "negotiation", {
		title: t(`push.negotiation.${result}`),
		body: t("push.negotiation.body", { number: estimate.number }),
		url: `/mypage/estimate/${estimate.id}`,
	});
}

export async function pushShipmentEvent(userId: string, estimate: { id: string; number: string }, event: string) {
	const locale = localeOf(userId);
	if (!locale) return;
	const { t } = pageTranslator(locale);
	return pushToUser(userId, "milestones", {
		title: t(`push.shipment.${event}`),
		body: t("push.shipment.body", { number: estimate.number }),
		url: `/mypage/shipment/${estimate.id}`,
	});
}
