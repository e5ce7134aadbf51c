// Reading and keeping the optional consents (choices.ts has the rules): a member's on the account
// (privacy_choices; a marketing "yes" is also recorded in consents with the marketing text's version,
// as sign-up does), a visitor's in a cookie.
import crypto from "node:crypto";
import { and, eq } from "drizzle-orm";
import type { SessionUser } from "#app/auth/session.server.ts";
import { consentVersion } from "#app/legal/documents.ts";
import { getEnv, secureCookies } from "#app/server/env.server.ts";
import { getDb } from "#db/client.ts";
import { consents, privacyChoices } from "#db/schema.ts";
import {
	CHOICES_VERSION,
	CONSENT_COOKIE,
	CONSENT_COOKIE_DAYS,
	type Choices,
	effectiveChoices,
	encodeChoices,
} from "./choices.ts";
import { type ThirdPartyTag, tagsToLoad } from "./third-party.ts";

function cookieValue(request: Request, name: string): string | null {
	for (const part of (request.headers.get("Cookie") ?? "").split(";")) {
		const eq = part.indexOf("=");
		if (eq > 0 && part.slice(0, eq).trim() === name) return part.slice(eq + 1).trim();
	}
	return null;
}

function memberFacts(userId: string) {
	const saved = getDb().select().from(privacyChoices).where(eq(privacyChoices.userId, userId)).get() ?? null;
	const signupMarketing = Boolean(
		getDb()
			.select({ id: consents.id })
			.from(consents)
			.where(and(eq(consents.userId, userId), eq(consents.kind, "marketing")))
			.get(),
	);
	return {
		saved: saved
			? {
					marketing: saved.marketing,
					analytics: saved.analytics,
					advertising: saved.advertising,
					chat: saved.chat,
					version: saved.version,
				}
			: null,
		signupMarketing,
	};
}

/** The choices that count for this request (a member's account, else the browser's cookie). */
export function choicesFor(request: Request, user: Pick<SessionUser, "id"> | null) {
	return effectiveChoices({ member: user ? memberFacts(user.id) : null, cookie: cookieValue(request, CONSENT_COOKIE) });
}

/** The third-party tags this page may load (root loader): configured and agreed to. */
export function thirdPartyFor(request: Request, user: Pick<SessionUser, "id"> | null): ThirdPartyTag[] {
	const env = getEnv();
	// nothing configured (the usual case in development and tests): no database read at all
	if (!env.ANALYTICS_SCRIPT_URL && !env.AD_EVENT_SCRIPT_URL && !env.CHANNEL_TALK_PLUGIN_KEY) return [];
	return tagsToLoad(env, choicesFor(request, user).choices);
}

/** Keeps a member's choices on the account (replacing the last). */
export function saveMemberChoices(userId: string, choices: Choices, now = new Date()): void {
	getDb().transaction((tx) => {
		tx.insert(privacyChoices)
			.values({ userId, ...choices, version: CHOICES_VERSION, updatedAt: now })
			.onConflictDoUpdate({
				target: privacyChoices.userId,
				set: { ...choices, version: CHOICES_VERSION, updatedAt: now },
			})
			.run();
		if (choices.marketing)
			tx.insert(consents)
				.values({
					id: crypto.randomUUID(),
					userId,
					kind: "marketing",
					version: consentVersion("marketing"),
					agreedAt: now,
				})
				.onConflictDoNothing()
				.run();
	});
}

/** The Set-Cookie header keeping a visitor's choices for a year. */
export function consentCookie(choices: Choices): string {
	return [
		`${CONSENT_COOKIE}=${encodeChoices(choices)}`,
		"Path=/",
		`Max-Age=${CONSENT_COOKIE_DAYS * 24 * 60 * 60}`,
		"HttpOnly",
		"SameSite=Lax",
		...(secureCookies() ? ["Secure"] : []),
	].join("; ");
}
