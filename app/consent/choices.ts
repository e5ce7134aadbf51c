// The optional consents of /privacyoption (decision 091): marketing mail, analytics, advertising and
// the customer-chat messenger. Pure: how a visitor's cookie says it, how a form says it, which choice
// counts for a member, and which third-party script each one unlocks. Nothing optional is on until
// the person turns it on (PIPA art. 22: optional consent is asked separately, default off).

export const CHOICE_KINDS = ["marketing", "analytics", "advertising", "chat"] as const;
export type ChoiceKind = (typeof CHOICE_KINDS)[number];
export type Choices = Record<ChoiceKind, boolean>;

/**
 * The version of the words /privacyoption shows for each choice (consent.options.* in the locale
 * files). Bump it when they change: a choice given under other words is void and asked again.
 */
export const CHOICES_VERSION = "1";

export const CONSENT_COOKIE = "fp_consent";
/** A visitor's choice is kept a year, then asked again. */
export const CONSENT_COOKIE_DAYS = 365;

export const NO_CHOICES: Choices = { marketing: false, analytics: false, advertising: false, chat: false };

/** The cookie value: "<version>~<kinds turned on, dot-separated>", e.g. "1~analytics.chat" ("1~" for none). */
export function encodeChoices(choices: Choices, version = CHOICES_VERSION): string {
	return `${version}~${CHOICE_KINDS.filter((k) => choices[k]).join(".")}`;
}

/**
 * A cookie's choices; null when there is none, it is garbled, or it was given under other words
 * (then nothing counts as agreed and the visitor is asked again).
 */
export function decodeChoices(value: string | null | undefined, version = CHOICES_VERSION): Choices | null {
	if (!value) return null;
	const match = /^([\w.-]+)~([a-z.]*)$/.exec(value);
	if (!match || match[1] !== version) return null;
	const on = new Set(match[2]!.split(".").filter(Boolean));
	if ([...on].some((k) => !(CHOICE_KINDS as readonly string[]).includes(k))) return null;
	return Object.fromEntries(CHOICE_KINDS.map((k) => [k, on.has(k)])) as Choices;
}

/** The choices a /privacyoption form sent: a kind is on only when its box was ticked; "none" turns all off. */
export function choicesFromForm(form: FormData | URLSearchParams): Choices {
	if (form.get("intent") === "none") return { ...NO_CHOICES };
	if (form.get("intent") === "all") return Object.fromEntries(CHOICE_KINDS.map((k) => [k, true])) as Choices;
	return Object.fromEntries(CHOICE_KINDS.map((k) => [k, form.get(k) === "on"])) as Choices;
}

export type StoredMemberChoice = Choices & { version: string };

/**
 * What counts now. A member's own saved choice wins (if given under the current words); before a
 * member has saved one, the marketing consent of sign-up counts and the browser's cookie choices for
 * the rest (what they chose as a visitor on this browser). A visitor: the cookie, or nothing.
 */
export function effectiveChoices(input: {
	member?: { saved: StoredMemberChoice | null; signupMarketing: boolean } | null;
	cookie: string | null | undefined;
	version?: string;
}): { choices: Choices; asked: boolean } {
	const version = input.version ?? CHOICES_VERSION;
	const saved = input.member?.saved;
	if (saved && saved.version === version) {
		const choices = Object.fromEntries(CHOICE_KINDS.map((k) => [k, saved[k]])) as Choices;
		return { choices, asked: true };
	}
	const fromCookie = decodeChoices(input.cookie, version);
	const choices = { ...(fromCookie ?? NO_CHOICES) };
	if (input.member) choices.marketing = input.member.signupMarketing;
	return { choices, asked: fromCookie !== null };
}

/** The third-party scripts (app/consent/third-party.ts) and the choice each waits for. */
export const SCRIPT_CONSENT = {
	analytics: "analytics",
	advertising: "advertising",
	chat: "chat",
} as const satisfies Record<string, ChoiceKind>;
export type ScriptKind = keyof typeof SCRIPT_CONSENT;

/** The scripts that may load: configured (off when unset) and their choice given. */
export function scriptsAllowed(choices: Choices, configured: Partial<Record<ScriptKind, boolean>>): ScriptKind[] {
	return (Object.keys(SCRIPT_CONSENT) as ScriptKind[]).filter((k) => configured[k] && choices[SCRIPT_CONSENT[k]]);
}
