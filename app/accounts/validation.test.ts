// The account form rules (spec sections 5, 8 and 9): every rule, the exact translation key it reports
// and the field it reports it on. At the end, every key these cases expect or the schemas produced is
// looked up in the kr, en and vn catalogues, so a rule can never show a raw key to a user.
import { describe, expect, test } from "vitest";
import en from "#app/locales/en.json";
import kr from "#app/locales/kr.json";
import vn from "#app/locales/vn.json";
import {
	BranchSchema,
	ChangePasswordSchema,
	charLength,
	CompanyInfoSchema,
	EmailOnlySchema,
	HONEYPOT_FIELD,
	LoginSchema,
	PhoneSendSchema,
	PhoneVerifySchema,
	ResetPasswordSchema,
	SignUpAgreeSchema,
	SignUpSchema,
	withAgreeAll,
} from "./validation.ts";
import { CONSENT_KINDS } from "#app/legal/documents.ts";

type Input = Record<string, unknown>;
type Issue = { readonly path: readonly PropertyKey[]; readonly message: string };
type Result = { success: boolean; data?: unknown; error?: { issues: readonly Issue[] } };
type Schema = { safeParse: (input: unknown) => Result };
/** One reported error as ErrorList would show it: the field (empty for form level) and the key. */
type Reported = [path: string[], message: string];

/** Keys the tables below expect, registered while the tables are built (so before any test runs). */
const expectedKeys = new Set<string>();
/** Every message a schema actually produced while the tests ran. */
const producedMessages = new Set<string>();

const key = (name: string) => {
	const full = `accounts.errors.${name}`;
	expectedKeys.add(full);
	return full;
};

/** Distinct (path, message) pairs: ErrorList deduplicates, so a rule reported twice counts once. */
function reported(result: Result): Reported[] {
	const seen = new Map<string, Reported>();
	for (const issue of result.error?.issues ?? []) {
		producedMessages.add(issue.message);
		const path = issue.path.map(String);
		seen.set(JSON.stringify([path, issue.message]), [path, issue.message]);
	}
	return [...seen.values()];
}

function expectValid(schema: Schema, input: Input): unknown {
	const result = schema.safeParse(input);
	expect(reported(result)).toEqual([]);
	expect(result.success).toBe(true);
	return result.data;
}

function expectErrors(schema: Schema, input: Input, expected: Reported[]) {
	const result = schema.safeParse(input);
	expect(result.success).toBe(false);
	expect(reported(result)).toEqual(expected);
}

const HANGUL_32 = "가".repeat(32);
const HANGUL_33 = "가".repeat(33);

const signUp: Input = {
	email: "kim@hanbit.co.kr",
	password: "abcd1234",
	passwordRepeat: "abcd1234",
	companyName: "한빛물산",
	name: "김철수",
	phone: "01012345678",
	onceKey: "k".repeat(24),
};

describe("e-mail", () => {
	const schemas: [string, Schema, Input][] = [
		["SignUpSchema", SignUpSchema, signUp],
		["LoginSchema", LoginSchema, { password: "whatever" }],
		["EmailOnlySchema", EmailOnlySchema, {}],
	];

	describe.each(schemas)("%s", (_name, schema, base) => {
		test.each([
			["missing", undefined, key("emailRequired")],
			["blank after trimming", "   ", key("emailFormat")],
			["no at sign", "kim.hanbit.co.kr", key("emailFormat")],
			["nothing after the at sign", "kim@", key("emailFormat")],
			["no top-level domain", "kim@hanbit", key("emailFormat")],
			["a space inside", "kim lee@hanbit.co.kr", key("emailFormat")],
			["two at signs", "kim@@hanbit.co.kr", key("emailFormat")],
			["255 characters", `${"a".repeat(245)}@hanbit.kr`, key("emailFormat")],
		])("%s -> %s", (_case, email, message) => {
			expectErrors(schema, { ...base, email }, [[["email"], message]]);
		});

		test.each([
			["kim@hanbit.co.kr", "kim@hanbit.co.kr"],
			["Kim.Lee@Hanbit.CO.KR", "kim.lee@hanbit.co.kr"],
			["  kim@hanbit.co.kr  ", "kim@hanbit.co.kr"],
			["\tKIM+quote@X.KR\n", "kim+quote@x.kr"],
			[`${"a".repeat(244)}@hanbit.kr`, `${"a".repeat(244)}@hanbit.kr`],
		])("%j is accepted as %j", (email, expected) => {
			const data = expectValid(schema, { ...base, email }) as { email: string };
			expect(data.email).toBe(expected);
		});
	});
});

describe("password rules", () => {
	// The same rules guard sign-up, reset and change; each schema gets its own valid surroundings.
	const schemas: [string, Schema, (password: unknown) => Input][] = [
		["SignUpSchema", SignUpSchema, (password) => ({ ...signUp, password, passwordRepeat: password })],
		["ResetPasswordSchema", ResetPasswordSchema, (password) => ({ password, passwordRepeat: password })],
		[
			"ChangePasswordSchema",
			ChangePasswordSchema,
			(password) => ({ currentPassword: "old-pass-1", password, passwordRepeat: password }),
		],
	];

	describe.each(schemas)("%s", (_name, schema, build) => {
		test.each([
			["7 characters", "abcd123", [key("passwordTooShort")]],
			["33 characters", `${"a1".repeat(16)}b`, [key("passwordTooLong")]],
			["letters only", "abcdefgh", [key("passwordLettersDigits")]],
			["digits only", "12345678", [key("passwordLettersDigits")]],
			["symbols and letters, no digit", "pass-word!", [key("passwordLettersDigits")]],
			["7 letters: both rules", "abcdefg", [key("passwordTooShort"), key("passwordLettersDigits")]],
			["5 Hangul characters are 5, not 13 bytes", "가나다라1", [key("passwordTooShort")]],
			["emoji count as one character each", "😀😀😀a1", [key("passwordTooShort")]],
			["33 Hangul + digit characters", `${HANGUL_32}1`, [key("passwordTooLong")]],
		])("%s -> %j", (_case, password, messages) => {
			expectErrors(
				schema,
				build(password),
				messages.map((m): Reported => [["password"], m]),
			);
		});

		test.each([
			["8 characters", "abcd1234"],
			["32 characters", "a1".repeat(16)],
			["symbols allowed", "p@ss-w0rd!"],
			["Hangul letters and digits", "비밀번호1234"],
			["32 Hangul + digit characters (94 bytes)", `${"가".repeat(31)}1`],
			["full-width digits count as digits", "abcdefg１"],
		])("%s is accepted", (_case, password) => {
			expectValid(schema, build(password));
		});
	});

	test("the 32-character Hangul password really is longer than 32 bytes", () => {
		const password = `${"가".repeat(31)}1`;
		expect(charLength(password)).toBe(32);
		expect(Buffer.byteLength(password, "utf8")).toBeGreaterThan(32);
		expect(password.length).toBe(32);
		expect(charLength("😀😀😀a1")).toBe(5);
	});

	test.each([
		["SignUpSchema", SignUpSchema, signUp],
		["ResetPasswordSchema", ResetPasswordSchema, { password: "abcd1234", passwordRepeat: "abcd1234" }],
	] as [string, Schema, Input][])("%s: missing password -> passwordRequired", (_name, schema, base) => {
		expectErrors(schema, { ...base, password: undefined, passwordRepeat: undefined }, [
			[["password"], key("passwordRequired")],
			[["passwordRepeat"], key("passwordRequired")],
		]);
	});
});

describe("password repeat", () => {
	test.each([
		["SignUpSchema", SignUpSchema, signUp],
		["ResetPasswordSchema", ResetPasswordSchema, { password: "abcd1234", passwordRepeat: "abcd1234" }],
		[
			"ChangePasswordSchema",
			ChangePasswordSchema,
			{ currentPassword: "old-pass-1", password: "abcd1234", passwordRepeat: "abcd1234" },
		],
	] as [string, Schema, Input][])(
		"%s: a different repeat -> passwordMismatch on passwordRepeat",
		(_name, schema, base) => {
			expectErrors(schema, { ...base, passwordRepeat: "abcd1235" }, [[["passwordRepeat"], key("passwordMismatch")]]);
			// case matters: a password is compared exactly
			expectErrors(schema, { ...base, passwordRepeat: "ABCD1234" }, [[["passwordRepeat"], key("passwordMismatch")]]);
		},
	);

	test.each([
		["SignUpSchema", SignUpSchema, signUp],
		["ResetPasswordSchema", ResetPasswordSchema, { password: "abcd1234", passwordRepeat: "abcd1234" }],
	] as [string, Schema, Input][])(
		"%s: a missing repeat -> passwordRequired on passwordRepeat",
		(_name, schema, base) => {
			expectErrors(schema, { ...base, passwordRepeat: undefined }, [[["passwordRepeat"], key("passwordRequired")]]);
		},
	);

	test("a short password and a wrong repeat are both reported", () => {
		expectErrors(SignUpSchema, { ...signUp, password: "abc1", passwordRepeat: "abc2" }, [
			[["password"], key("passwordTooShort")],
			[["passwordRepeat"], key("passwordMismatch")],
		]);
	});
});

describe("names", () => {
	const fields: [string, Schema, Input, string, string, string][] = [
		["SignUpSchema.name", SignUpSchema, signUp, "name", "nameRequired", "nameLength"],
		["SignUpSchema.companyName", SignUpSchema, signUp, "companyName", "companyNameRequired", "companyNameLength"],
		[
			"CompanyInfoSchema.companyName",
			CompanyInfoSchema,
			{ companyName: "한빛물산" },
			"companyName",
			"companyNameRequired",
			"companyNameLength",
		],
		[
			"BranchSchema.branchName",
			BranchSchema,
			{ branchName: "부산지점", branchAddress: "부산광역시 중구 중앙대로 1" },
			"branchName",
			"companyNameRequired",
			"companyNameLength",
		],
	];

	describe.each(fields)("%s", (_name, schema, base, field, requiredKey, lengthKey) => {
		test.each([
			["missing", undefined, requiredKey],
			["1 character", "김", lengthKey],
			["1 character once trimmed", "  김  ", lengthKey],
			["blank", "   ", lengthKey],
			["33 characters", HANGUL_33, lengthKey],
			["33 Latin characters", "a".repeat(33), lengthKey],
		])("%s -> %s", (_case, value, message) => {
			expectErrors(schema, { ...base, [field]: value }, [[[field], key(message)]]);
		});

		test.each([
			["2 characters", "김철", "김철"],
			["32 characters", HANGUL_32, HANGUL_32],
			["32 Latin characters", "a".repeat(32), "a".repeat(32)],
			["trimmed", "  한빛 물산  ", "한빛 물산"],
		])("%s is accepted", (_case, value, expected) => {
			const data = expectValid(schema, { ...base, [field]: value }) as Record<string, unknown>;
			expect(data[field]).toBe(expected);
		});
	});
});

describe("phone", () => {
	const schemas: [string, Schema, Input][] = [
		["SignUpSchema", SignUpSchema, signUp],
		["PhoneSendSchema", PhoneSendSchema, {}],
	];

	describe.each(schemas)("%s", (_name, schema, base) => {
		test.each([
			["missing", undefined, key("phoneRequired")],
			["with letters", "010abcd5678", key("phoneFormat")],
			["another country's plus", "+84912345678", key("phoneFormat")],
			["underscores are not separators", "010_1234_5678", key("phoneFormat")],
			["9 digits", "010123456", key("phoneTooShort")],
			["9 digits with hyphens", "010-123-456", key("phoneTooShort")],
			["13 digits", "0101234567890", key("phoneFormat")],
			["13 digits with hyphens", "010-1234-5678-90", key("phoneFormat")],
			// decision 052: nothing typed is silently dropped
			["a leading minus", "-99999999999", key("phoneFormat")],
			["a leading minus on a real number", "-01012345678", key("phoneFormat")],
			["a trailing hyphen", "010-1234-5678-", key("phoneFormat")],
			["a doubled hyphen", "010--1234-5678", key("phoneFormat")],
			["a leading dot", ".01012345678", key("phoneFormat")],
			["no trunk 0 nor country code", "99999999999", key("phoneFormat")],
		])("%s -> %s", (_case, phone, message) => {
			expectErrors(schema, { ...base, phone }, [[["phone"], message]]);
		});

		test.each([
			["10 digits", "0101234567", "0101234567"],
			["11 digits", "01012345678", "01012345678"],
			["12 digits", "821012345678", "821012345678"],
			["surrounding spaces trimmed", " 01012345678 ", "01012345678"],
			["with hyphens", "010-1234-5678", "01012345678"],
			["with spaces inside", "010 1234 5678", "01012345678"],
			["with dots and brackets", "(02) 1234.5678", "0212345678"],
			["Korea's country code", "+82 10-1234-5678", "01012345678"],
			["Korea's country code without spaces", "+821012345678", "01012345678"],
			["country code with the trunk 0 in brackets", "+82 (0)10 1234 5678", "01012345678"],
			["full-width digits from an IME", "０１０－１２３４－５６７８", "01012345678"],
		])("%s is accepted", (_case, phone, expected) => {
			const data = expectValid(schema, { ...base, phone }) as { phone: string };
			expect(data.phone).toBe(expected);
		});
	});
});

describe("business registration number", () => {
	const schemas: [string, Schema, Input][] = [
		["SignUpSchema", SignUpSchema, signUp],
		["CompanyInfoSchema", CompanyInfoSchema, { companyName: "한빛물산" }],
	];

	describe.each(schemas)("%s", (_name, schema, base) => {
		test.each([
			["missing", undefined, undefined],
			["blank", "", undefined],
			["spaces only", "   ", undefined],
			["formatted", "124-81-00998", "1248100998"],
			["digits only", "1248100998", "1248100998"],
			["padded", " 124 81 00998 ", "1248100998"],
		])("%s is accepted as %j", (_case, bizRegNo, expected) => {
			const data = expectValid(schema, { ...base, bizRegNo }) as { bizRegNo?: string };
			expect(data.bizRegNo).toBe(expected);
		});

		test.each([
			["wrong check digit", "124-81-00997"],
			["nine digits", "124-81-0099"],
			["a letter", "124-81-0099A"],
		])("%s -> bizRegNoInvalid", (_case, bizRegNo) => {
			expectErrors(schema, { ...base, bizRegNo }, [[["bizRegNo"], key("bizRegNoInvalid")]]);
		});
	});
});

describe("honeypot", () => {
	const schemas: [string, Schema, Input][] = [
		["SignUpSchema", SignUpSchema, signUp],
		["EmailOnlySchema", EmailOnlySchema, { email: "kim@hanbit.co.kr" }],
	];

	test("the field is called website", () => {
		expect(HONEYPOT_FIELD).toBe("website");
	});

	describe.each(schemas)("%s", (_name, schema, base) => {
		test.each([[undefined], [""]])("website %j passes", (website) => {
			expectValid(schema, { ...base, [HONEYPOT_FIELD]: website });
		});

		test.each([["https://spam.example"], ["x"], [" "]])("website %j -> honeypot", (website) => {
			expectErrors(schema, { ...base, [HONEYPOT_FIELD]: website }, [[[HONEYPOT_FIELD], key("honeypot")]]);
		});
	});
});

describe("SignUpSchema as a whole", () => {
	test("a complete form parses, lower-casing the e-mail", () => {
		const data = expectValid(SignUpSchema, { ...signUp, email: "Kim@Hanbit.CO.KR", bizRegNo: "124-81-00998" });
		expect(data).toEqual({ ...signUp, email: "kim@hanbit.co.kr", bizRegNo: "1248100998" });
	});

	test("an empty form reports every required field", () => {
		expectErrors(SignUpSchema, { onceKey: signUp.onceKey }, [
			[["email"], key("emailRequired")],
			[["password"], key("passwordRequired")],
			[["passwordRepeat"], key("passwordRequired")],
			[["companyName"], key("companyNameRequired")],
			[["name"], key("nameRequired")],
			[["phone"], key("phoneRequired")],
		]);
	});

	test.each([
		["missing", undefined],
		["too short", "k".repeat(15)],
		["too long", "k".repeat(65)],
	])("the once-key %s is refused", (_case, onceKey) => {
		// a hidden field the server writes, never typed by a person, so its message is not translated
		const result = SignUpSchema.safeParse({ ...signUp, onceKey });
		expect(result.success).toBe(false);
		expect(result.error?.issues.map((i) => i.path)).toEqual([["onceKey"]]);
	});
});

describe("SignUpAgreeSchema", () => {
	const allAgreed: Input = { terms: "on", privacy: "on", personal_info: "on", third_party: "on" };

	test("the required consents are terms, privacy, personal_info and third_party", () => {
		expect([...CONSENT_KINDS]).toEqual(["terms", "privacy", "personal_info", "third_party"]);
	});

	test.each(CONSENT_KINDS.map((kind) => [kind]))("%s missing -> consentRequired on %s", (kind) => {
		expectErrors(SignUpAgreeSchema, { ...allAgreed, [kind]: undefined }, [[[kind], key("consentRequired")]]);
	});

	test.each(CONSENT_KINDS.map((kind) => [kind]))("%s with a value other than on -> consentRequired", (kind) => {
		expectErrors(SignUpAgreeSchema, { ...allAgreed, [kind]: "off" }, [[[kind], key("consentRequired")]]);
	});

	test("nothing ticked reports each required consent", () => {
		expectErrors(
			SignUpAgreeSchema,
			{},
			CONSENT_KINDS.map((kind): Reported => [[kind], key("consentRequired")]),
		);
	});

	test.each([
		["marketing not ticked", {}],
		["marketing ticked", { marketing: "on" }],
		["with the e-mail carried from the home page", { email: "kim@hanbit.co.kr" }],
	])("%s passes", (_case, extra) => {
		expect(expectValid(SignUpAgreeSchema, { ...allAgreed, ...extra })).toEqual({ ...allAgreed, ...extra });
	});
});

describe("ChangePasswordSchema", () => {
	const filled = { currentPassword: "old-pass-1", password: "abcd1234", passwordRepeat: "abcd1234" };

	test.each([
		["current missing", { currentPassword: undefined }],
		["current empty", { currentPassword: "" }],
		["new missing", { password: undefined }],
		["new empty", { password: "" }],
		["repeat missing", { passwordRepeat: undefined }],
		["repeat empty", { passwordRepeat: "" }],
		["all missing", { currentPassword: undefined, password: undefined, passwordRepeat: undefined }],
		// fill-all comes first: the short new password is not also reported
		["current missing, new too short", { currentPassword: undefined, password: "abc", passwordRepeat: "abc" }],
	])("%s -> fillAll at form level only", (_case, change) => {
		expectErrors(ChangePasswordSchema, { ...filled, ...change }, [[[], key("fillAll")]]);
	});

	test("all three filled and valid: passes through unchanged", () => {
		expect(expectValid(ChangePasswordSchema, filled)).toEqual(filled);
	});

	test("the current password is not held to the new rules", () => {
		expectValid(ChangePasswordSchema, { ...filled, currentPassword: "x" });
	});

	test("a too-short new password and a mismatch are both reported", () => {
		expectErrors(ChangePasswordSchema, { ...filled, password: "abc", passwordRepeat: "abd" }, [
			[["password"], key("passwordTooShort")],
			[["password"], key("passwordLettersDigits")],
			[["passwordRepeat"], key("passwordMismatch")],
		]);
	});
});

describe("PhoneVerifySchema", () => {
	test.each([
		["missing", undefined, key("codeMissing")],
		["5 digits", "12345", key("codeFormat")],
		["7 digits", "1234567", key("codeFormat")],
		["letters", "abcdef", key("codeFormat")],
		["a space inside", "123 56", key("codeFormat")],
		["blank", "   ", key("codeFormat")],
	])("%s -> %s", (_case, code, message) => {
		expectErrors(PhoneVerifySchema, { code }, [[["code"], message]]);
	});

	test.each([
		["123456", "123456"],
		["012345", "012345"],
		[" 654321 ", "654321"],
	])("%j is accepted as %j", (code, expected) => {
		expect(expectValid(PhoneVerifySchema, { code })).toEqual({ code: expected });
	});
});

describe("LoginSchema", () => {
	test.each([
		["plain", { email: "kim@hanbit.co.kr", password: "abcd1234" }, { email: "kim@hanbit.co.kr", password: "abcd1234" }],
		[
			"upper-case e-mail",
			{ email: " KIM@Hanbit.co.kr ", password: "abcd1234" },
			{ email: "kim@hanbit.co.kr", password: "abcd1234" },
		],
		// sign-in does not re-judge the password rules: an old password may predate them
		["a short password", { email: "kim@hanbit.co.kr", password: "x" }, { email: "kim@hanbit.co.kr", password: "x" }],
		[
			"remember and redirect",
			{ email: "kim@hanbit.co.kr", password: "abcd1234", remember: "on", redirectTo: "/quote" },
			{ email: "kim@hanbit.co.kr", password: "abcd1234", remember: "on", redirectTo: "/quote" },
		],
	])("%s", (_case, input, expected) => {
		expect(expectValid(LoginSchema, input)).toEqual(expected);
	});

	test.each([
		["no password", { email: "kim@hanbit.co.kr" }, [[["password"], key("passwordRequired")]]],
		["no e-mail", { password: "abcd1234" }, [[["email"], key("emailRequired")]]],
		[
			"nothing",
			{},
			[
				[["email"], key("emailRequired")],
				[["password"], key("passwordRequired")],
			],
		],
	] as [string, Input, Reported[]][])("%s", (_case, input, expected) => {
		expectErrors(LoginSchema, input, expected);
	});

	test("a password over 1024 characters is refused", () => {
		expect(LoginSchema.safeParse({ email: "kim@hanbit.co.kr", password: "a".repeat(1025) }).success).toBe(false);
	});
});

describe("EmailOnlySchema", () => {
	test("a valid e-mail parses lower-cased", () => {
		expect(expectValid(EmailOnlySchema, { email: "Kim@Hanbit.co.kr" })).toEqual({ email: "kim@hanbit.co.kr" });
	});
});

describe("CompanyInfoSchema", () => {
	const base = { companyName: "한빛물산" };

	test("only the company name is required", () => {
		expect(expectValid(CompanyInfoSchema, base)).toEqual(base);
	});

	test("a full form parses", () => {
		const data = expectValid(CompanyInfoSchema, {
			companyName: " 한빛물산 ",
			bizRegNo: "124-81-00998",
			address: " 서울특별시 중구 세종대로 110 ",
			addressDetail: "3층",
			companyPhone: "0212345678",
		});
		expect(data).toEqual({
			companyName: "한빛물산",
			bizRegNo: "1248100998",
			address: "서울특별시 중구 세종대로 110",
			addressDetail: "3층",
			companyPhone: "0212345678",
		});
	});

	test.each([
		["address 201 characters", { address: "가".repeat(201) }, "address", key("addressTooLong")],
		["address detail 201 characters", { addressDetail: "a".repeat(201) }, "addressDetail", key("addressTooLong")],
		["phone with letters", { companyPhone: "02-1234-ABCD" }, "companyPhone", key("phoneFormat")],
		["phone 7 digits with hyphens", { companyPhone: "123-4567" }, "companyPhone", key("phoneFormat")],
		["phone 7 digits", { companyPhone: "1234567" }, "companyPhone", key("phoneFormat")],
		["phone with a leading minus", { companyPhone: "-0212345678" }, "companyPhone", key("phoneFormat")],
		["phone of nines", { companyPhone: "99999999" }, "companyPhone", key("phoneFormat")],
		["phone 13 digits", { companyPhone: "0212345678901" }, "companyPhone", key("phoneFormat")],
	])("%s -> %s", (_case, change, field, message) => {
		expectErrors(CompanyInfoSchema, { ...base, ...change }, [[[field], message]]);
	});

	test.each([
		["address 200 characters", { address: "가".repeat(200) }],
		["phone 8 digits", { companyPhone: "15881234" }],
		["phone with hyphens", { companyPhone: "02-1234-5678" }],
		["phone with spaces", { companyPhone: "1588 1234" }],
		["phone 12 digits", { companyPhone: "021234567890" }],
		["blank phone", { companyPhone: "" }],
	])("%s is accepted", (_case, change) => {
		expectValid(CompanyInfoSchema, { ...base, ...change });
	});
});

describe("BranchSchema", () => {
	const base = { branchName: "부산지점", branchAddress: "부산광역시 중구 중앙대로 1" };

	test("name and address are enough", () => {
		expect(expectValid(BranchSchema, base)).toEqual(base);
	});

	test.each([
		["address missing", { branchAddress: undefined }, "branchAddress", key("addressRequired")],
		["address 1 character", { branchAddress: "부" }, "branchAddress", key("addressRequired")],
		["address blank", { branchAddress: "   " }, "branchAddress", key("addressRequired")],
		["address 201 characters", { branchAddress: "가".repeat(201) }, "branchAddress", key("addressTooLong")],
		["manager 33 characters", { branchManager: HANGUL_33 }, "branchManager", key("nameLength")],
		["phone with letters", { branchPhone: "051-123-ABCD" }, "branchPhone", key("phoneFormat")],
		["phone 13 digits", { branchPhone: "0511234567890" }, "branchPhone", key("phoneFormat")],
	])("%s -> %s", (_case, change, field, message) => {
		expectErrors(BranchSchema, { ...base, ...change }, [[[field], message]]);
	});

	test.each([
		["address 2 characters", { branchAddress: "부산" }],
		["address 200 characters", { branchAddress: "가".repeat(200) }],
		["manager 32 characters", { branchManager: HANGUL_32 }],
		["phone 10 digits", { branchPhone: "0511234567" }],
	])("%s is accepted", (_case, change) => {
		expectValid(BranchSchema, { ...base, ...change });
	});

	test.each([
		["051-123-4567", "0511234567"],
		["051 123 4567", "0511234567"],
		["+82 51-123-4567", "0511234567"],
	])("branch phone %s is stored as %s", (typed, stored) => {
		expect(expectValid(BranchSchema, { ...base, branchPhone: typed })).toMatchObject({ branchPhone: stored });
	});
});

describe.each([
	["kr", kr],
	["en", en],
	["vn", vn],
])("translations in %s", (_locale, catalogue) => {
	const lookup = (dotted: string) =>
		dotted
			.split(".")
			.reduce<unknown>(
				(node, part) =>
					typeof node === "object" && node !== null ? (node as Record<string, unknown>)[part] : undefined,
				catalogue,
			);

	test.each([...expectedKeys].sort().map((k) => [k]))("%s exists", (messageKey) => {
		const text = lookup(messageKey);
		expect(typeof text).toBe("string");
		expect(text).not.toBe("");
	});

	test("every key the schemas produced above exists", () => {
		// Runs after the tables above (tests in a file run in order). The once-key and the 1024-character
		// login cap keep zod's own wording, but neither is reachable by typing and neither is collected.
		const messages = [...producedMessages];
		expect(
			messages.filter((m) => !m.startsWith("accounts.errors.")),
			"messages that are not keys",
		).toEqual([]);
		for (const messageKey of messages) expect(lookup(messageKey), messageKey).toEqual(expect.any(String));
		expect(
			messages.filter((m) => !expectedKeys.has(m)),
			"produced but never expected",
		).toEqual([]);
	});
});

describe("withAgreeAll: a checked all-box counts as every box checked (works without JavaScript)", () => {
	const form = (entries: Record<string, string>) => {
		const fd = new FormData();
		for (const [k, v] of Object.entries(entries)) fd.append(k, v);
		return fd;
	};
	const ALL = { terms: "on", privacy: "on", personal_info: "on", third_party: "on", marketing: "on" };
	test.each([
		["all alone", { all: "on" }, { all: "on", ...ALL }],
		["all with the e-mail carried", { all: "on", email: "a@b.kr" }, { all: "on", email: "a@b.kr", ...ALL }],
		["all with some boxes", { all: "on", terms: "on", marketing: "on" }, { all: "on", ...ALL }],
		["no all-box: boxes as they are", { terms: "on", privacy: "on" }, { terms: "on", privacy: "on" }],
		["an all-box that is not 'on' counts for nothing", { all: "true", terms: "on" }, { all: "true", terms: "on" }],
	])("%s", (_case, entries, expected) => {
		expect(Object.fromEntries(withAgreeAll(form(entries)))).toEqual(expected);
	});

	test("the all-box alone passes the agree schema, marketing included", () => {
		const data = expectValid(SignUpAgreeSchema, Object.fromEntries(withAgreeAll(form({ all: "on" })))) as Record<
			string,
			unknown
		>;
		expect(data.marketing).toBe("on");
	});
});
