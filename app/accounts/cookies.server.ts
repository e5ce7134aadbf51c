// Short-lived signed cookies that carry one step's result to the next without a session: sign-up
// consents (agree step -> form step), the address a verification mail went to (-> /greeting), and a
// checked password-reset link (-> /sign/pwreset, so the secret code leaves the address bar at once).
import { createCookie } from "react-router";
import type { ConsentRecord } from "./consent-record.ts";
import { secureCookies, sessionSecret } from "#app/utils/env.server.ts";

function stepCookie(name: string, maxAgeSeconds: number) {
	let cookie: ReturnType<typeof createCookie> | undefined;
	return () => {
		cookie ??= createCookie(name, {
			path: "/",
			httpOnly: true,
			sameSite: "lax",
			secure: secureCookies(),
			secrets: [sessionSecret()],
			maxAge: maxAgeSeconds,
		});
		return cookie;
	};
}

/**
 * What the agree step hands to the form step: the kinds agreed to, when, the version of each kind's
 * text as it was shown (a document may change while someone is signing up), and the page's language.
 */
export type SignupConsent = ConsentRecord;
export const signupConsentCookie = stepCookie("fp_signup_consent", 60 * 60);
export const greetingCookie = stepCookie("fp_greeting", 60 * 60);
export type ResetGrant = { hash: string; code: string };
export const resetGrantCookie = stepCookie("fp_pwreset", 30 * 60);

export async function readCookie<T>(cookie: ReturnType<typeof createCookie>, request: Request): Promise<T | null> {
	const value = await cookie.parse(request.headers.get("Cookie"));
	// these cookies hold an object or a non-empty string; anything else (absent, forged) is nothing
	return value ? (value as T) : null;
}

export function clearCookie(cookie: ReturnType<typeof createCookie>): Promise<string> {
	return cookie.serialize("", { maxAge: 0, expires: new Date(0) });
}
