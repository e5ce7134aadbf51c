// Account form rules of spec sections 5 and 9, shared by the server actions and (through Conform) the
// browser. Every message is a translation key under "accounts.errors", so the same schema speaks kr,
// en and vn; the routes translate with t(). No framework imports: unit-tested directly.
import { z } from "zod";
import { isValidBizRegNo, normalizeBizRegNo } from "./biz-reg-no.ts";
import { CONSENT_KINDS, OPTIONAL_CONSENT_KINDS } from "#app/legal/documents.ts";
import { AGREE_ALL_FIELD, HONEYPOT_FIELD } from "./field-names.ts";
import { lineText } from "#app/text/free-text-schema.ts";

export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 32;
export const NAME_MIN = 2;
export const NAME_MAX = 32;
export const PHONE_MIN = 10;
export const PHONE_MAX = 12;
export const EMAIL_MAX = 254;

const E = "accounts.errors.";

/** Length in characters as a person counts them (code points), so Hangul is not counted as bytes. */
export const charLength = (s: string) => [...s].length;

const LETTER = /\p{L}/u;
const DIGIT = /\p{Nd}/u;

/** Conform sends an empty field as undefined: "required" is the type error of a missing string. */
const required = (key: string) => z.string({ error: E + key });

export const emailField = required("emailRequired")
	.trim()
	.max(EMAIL_MAX, E + "emailFormat")
	.pipe(z.email({ error: E + "emailFormat" }))
	.transform((v) => v.toLowerCase());

/**
 * Spec section 5: 8 to 32 characters, letters and digits. We read "letters and digits" as "contains
 * both" and let symbols through: forbidding them would only weaken passwords (decision 007).
 * Characters are code points, so a Hangul password is judged by what the user typed.
 */
export const passwordField = required("passwordRequired")
	.refine((v) => charLength(v) >= PASSWORD_MIN, E + "passwordTooShort")
	.refine((v) => charLength(v) <= PASSWORD_MAX, E + "passwordTooLong")
	.refine((v) => LETTER.test(v) && DIGIT.test(v), E + "passwordLettersDigits");

export const nameField = lineText({ error: E + "nameRequired" }).refine(
	(v) => charLength(v) >= NAME_MIN && charLength(v) <= NAME_MAX,
	E + "nameLength",
);

export const companyNameField = lineText({ error: E + "companyNameRequired" }).refine(
	(v) => charLength(v) >= NAME_MIN && charLength(v) <= NAME_MAX,
	E + "companyNameLength",
);

/**
 * What people type into a phone field, as the digits we store (spec sections 5 and 8: digits only,
 * no hyphen or plus). Spaces, hyphens, dots and brackets are separators, not mistakes
 * ("010-1234-5678", "02) 123 4567"); full-width digits from a Korean IME become ASCII; Korea's
 * country code becomes the trunk 0 ("+82 10-1234-5678" is 01012345678, "+82 (0)2" is 02). Anything
 * else (letters, another "+") is left in place for the rules to reject.
 */
export function normalizePhone(input: string): string {
	const typed = input.normalize("NFKC").trim();
	// a separator stands between digits: "-99999999999" was stored as 99999999999 (decision 052), so
	// one at either end, or two hyphens or dots in a row, leave the text as typed for the rules to refuse
	if (/^[\s\-.)]|[\s\-.(]$|[-.]{2}/.test(typed)) return typed;
	const s = typed.replace(/[\s\-.()]/g, "");
	if (s.startsWith("+82")) return "0" + s.slice(3).replace(/^0/, "");
	return s;
}

/** A Korean number begins with the trunk 0, or with the country code 82 written without its "+". */
const KOREAN_START = /^(?:0|82)/;

/** Spec sections 5 and 8: stored as 10 to 12 digits; "too short" and "enter correct format". */
export const phoneField = required("phoneRequired")
	.overwrite(normalizePhone)
	.refine((v) => /^\d*$/.test(v), { error: E + "phoneFormat", abort: true })
	.refine((v) => v.length >= PHONE_MIN, { error: E + "phoneTooShort", abort: true })
	.refine((v) => v.length <= PHONE_MAX && KOREAN_START.test(v), E + "phoneFormat");

/** A company or branch line (landlines and 1588 numbers are shorter): optional, 8 to 12 digits once cleaned. */
const optionalLandline = z
	.string()
	.overwrite(normalizePhone)
	.optional()
	// an 8-digit representative number (1588-, 1644-, 1800- ...) has no area code
	.refine((v) => !v || (/^\d{8,12}$/.test(v) && (KOREAN_START.test(v) || /^1[5-8]\d{6}$/.test(v))), E + "phoneFormat");

/** Optional where it appears: blank means "not given", anything else must pass the check digit. */
export const bizRegNoField = z
	.string()
	.trim()
	.optional()
	.refine((v) => !v || isValidBizRegNo(v), E + "bizRegNoInvalid")
	.transform((v) => (v ? normalizeBizRegNo(v) : undefined));

const repeatMatches = <T extends { password: string; passwordRepeat: string }>(value: T, ctx: z.RefinementCtx) => {
	if (value.password !== value.passwordRepeat)
		ctx.addIssue({ code: "custom", path: ["passwordRepeat"], message: E + "passwordMismatch" });
};

// the honeypot and "agree to all" field names live in field-names.ts: pages render them without zod
export { AGREE_ALL_FIELD, HONEYPOT_FIELD };
const honeypot = {
	[HONEYPOT_FIELD]: z
		.string()
		.max(0, E + "honeypot")
		.optional(),
};

// Which wording each consent refers to is the version of its legal document (app/legal/documents.ts,
// consentVersion), stored with the consent.

const mustAgree = z.literal("on", { error: E + "consentRequired" });

/**
 * "Agree to all" without JavaScript: a checked all-box counts as every box checked, required and
 * optional, whatever the single boxes say (with JavaScript the boxes are checked live as well).
 */
export function withAgreeAll(formData: FormData): FormData {
	if (formData.get(AGREE_ALL_FIELD) !== "on") return formData;
	const expanded = new FormData();
	for (const [name, value] of formData) expanded.append(name, value);
	for (const kind of [...CONSENT_KINDS, ...OPTIONAL_CONSENT_KINDS]) expanded.set(kind, "on");
	return expanded;
}

export const SignUpAgreeSchema = z.object({
	terms: mustAgree,
	privacy: mustAgree,
	personal_info: mustAgree,
	third_party: mustAgree,
	marketing: z.literal("on").optional(),
	[AGREE_ALL_FIELD]: z.literal("on").optional(),
	email: z.string().optional(), // carried from the home page's work-email start
});

export const SignUpSchema = z
	.object({
		email: emailField,
		password: passwordField,
		passwordRepeat: required("passwordRequired"),
		companyName: companyNameField,
		name: nameField,
		phone: phoneField,
		bizRegNo: bizRegNoField,
		onceKey: z.string().min(16).max(64),
		...honeypot,
	})
	.superRefine(repeatMatches);

export const LoginSchema = z.object({
	email: emailField,
	password: required("passwordRequired").max(1024),
	remember: z.literal("on").optional(),
	redirectTo: z.string().optional(),
});

/** Find ID (spec "e-mail lookup") and forgotten password both start from one e-mail. */
export const EmailOnlySchema = z.object({ email: emailField, ...honeypot });

export const ResetPasswordSchema = z
	.object({ password: passwordField, passwordRepeat: required("passwordRequired") })
	.superRefine(repeatMatches);

/** Spec section 8: on change, all three must be filled before any other rule is checked. */
export const ChangePasswordSchema = z
	.object({
		currentPassword: z.string().optional(),
		password: z.string().optional(),
		passwordRepeat: z.string().optional(),
	})
	.superRefine((v, ctx) => {
		if (!v.currentPassword || !v.password || !v.passwordRepeat) {
			ctx.addIssue({ code: "custom", path: [], message: E + "fillAll" });
			return z.NEVER;
		}
		const result = passwordField.safeParse(v.password);
		if (!result.success)
			for (const issue of result.error.issues)
				ctx.addIssue({ code: "custom", path: ["password"], message: issue.message });
		if (v.password !== v.passwordRepeat)
			ctx.addIssue({ code: "custom", path: ["passwordRepeat"], message: E + "passwordMismatch" });
	});

export const PhoneSendSchema = z.object({ phone: phoneField });
export const PhoneVerifySchema = z.object({
	code: required("codeMissing")
		.trim()
		.regex(/^\d{6}$/, E + "codeFormat"),
});

export const CompanyInfoSchema = z.object({
	companyName: companyNameField,
	bizRegNo: bizRegNoField,
	address: lineText()
		.max(200, E + "addressTooLong")
		.optional(),
	addressDetail: lineText()
		.max(200, E + "addressTooLong")
		.optional(),
	companyPhone: optionalLandline,
});

export const BranchSchema = z.object({
	branchName: companyNameField,
	branchAddress: lineText({ error: E + "addressRequired" })
		.min(2, E + "addressRequired")
		.max(200, E + "addressTooLong"),
	branchManager: lineText()
		.max(NAME_MAX, E + "nameLength")
		.optional(),
	branchPhone: optionalLandline,
});
