// The account flows' step cookies (app/auth/cookies.server.ts makes them): sign-up consents (agree
// step -> form step), the address a verification mail went to (-> /greeting), and a checked
// password-reset link (-> /sign/pwreset, so the secret code leaves the address bar at once).
import { stepCookie } from "#app/auth/cookies.server.ts";
import type { ConsentRecord } from "./consent-record.ts";

/**
 * What the agree step hands to the form step: the kinds agreed to, when, the version of each kind's
 * text as it was shown (a document may change while someone is signing up), and the page's language.
 */
export type SignupConsent = ConsentRecord;
export const signupConsentCookie = stepCookie("fp_signup_consent", 60 * 60);
export const greetingCookie = stepCookie("fp_greeting", 60 * 60);
export type ResetGrant = { hash: string; code: string };
export const resetGrantCookie = stepCookie("fp_pwreset", 30 * 60);
