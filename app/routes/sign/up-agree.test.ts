// Integration: the two sign-up steps with real Requests against the worker's SQLite file. The agree
// step records which version of which text was agreed to (and "agree to all" counts as every box
// without JavaScript); the form step stores those versions with the new account.
import crypto from "node:crypto";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, test } from "vitest";
import { type SignupConsent, signupConsentCookie } from "#app/accounts/step-cookies.server.ts";
import { LEGAL_DOCUMENTS } from "#app/legal/documents.ts";
import { resetEnvCache } from "#app/server/env.server.ts";
import { getDb } from "#db/client.ts";
import { consents, users } from "#db/schema.ts";
import { action as agreeAction, loader as agreeLoader } from "./up-agree.tsx";
import { action as signUpAction } from "./up.tsx";
import { outcome, routeArgs } from "#tests/route-request.ts";
import { freshBizRegNo } from "#tests/biz-reg-no.ts";

beforeAll(() => {
	delete process.env.POSTMARK_SERVER_TOKEN; // mail goes to the outbox
	resetEnvCache();
});

const REQUIRED = { terms: "on", privacy: "on", personal_info: "on", third_party: "on" };
const CURRENT = {
	terms: LEGAL_DOCUMENTS.terms.version,
	privacy: LEGAL_DOCUMENTS.privacy.version,
	personal_info: LEGAL_DOCUMENTS.privacy.version,
	third_party: LEGAL_DOCUMENTS.privacy.version,
	marketing: LEGAL_DOCUMENTS.marketing.version,
};

async function args(path: string, form?: Record<string, string>, cookie?: string) {
	return (await routeArgs(path, { form, cookies: cookie ? [cookie] : [] })) as never;
}

/** POSTs the agree step and returns the consent cookie it set (as a Cookie header) and what it holds. */
async function agree(form: Record<string, string>, path = "/sign/up/agree") {
	const got = await outcome(async () => agreeAction(await args(path, form)));
	expect(got.status).toBe(302);
	const setCookie = got.headers.get("Set-Cookie") ?? "";
	const cookie = setCookie.split(";")[0] ?? "";
	const value = (await signupConsentCookie().parse(cookie)) as SignupConsent;
	return { location: got.headers.get("Location"), cookie, value };
}

describe("the agree step", () => {
	test.each([
		["only the required boxes", REQUIRED, [...Object.keys(REQUIRED)]],
		["the required boxes and marketing", { ...REQUIRED, marketing: "on" }, [...Object.keys(REQUIRED), "marketing"]],
		// JavaScript off: the all-box alone counts as every box, optional ones included
		["agree to all alone", { all: "on" }, [...Object.keys(REQUIRED), "marketing"]],
		["agree to all with some boxes", { all: "on", terms: "on" }, [...Object.keys(REQUIRED), "marketing"]],
	])("%s -> %j", async (_case, form, kinds) => {
		const { location, value } = await agree(form);
		expect(location).toBe("/sign/up");
		expect(value.kinds).toEqual(kinds);
		expect(value.versions).toEqual(Object.fromEntries(kinds.map((k) => [k, CURRENT[k as keyof typeof CURRENT]])));
		expect(value.locale).toBe("kr");
		expect(Number.isNaN(Date.parse(value.at))).toBe(false);
	});

	test("the language the texts were shown in is recorded", async () => {
		const { value } = await agree({ all: "on" }, "/sign/up/agree?lng=vn");
		expect(value.locale).toBe("vn");
	});

	test.each([
		["nothing checked", {}, ["terms", "privacy", "personal_info", "third_party"]],
		["third party missing", { terms: "on", privacy: "on", personal_info: "on", marketing: "on" }, ["third_party"]],
		["the all-box with another value", { all: "yes", terms: "on" }, ["all", "privacy", "personal_info", "third_party"]],
	])("%s -> 400 naming %j", async (_case, form, missing) => {
		const got = await outcome(async () => agreeAction(await args("/sign/up/agree", form as Record<string, string>)));
		expect(got.status).toBe(400);
		expect(got.headers.get("Set-Cookie")).toBeNull();
		const errors = (got.data as { error: Record<string, string[]> }).error;
		expect(Object.keys(errors).sort()).toEqual([...missing].sort());
	});

	test("the page links every consent to its text and shows the parts a consent stands for", async () => {
		const got = await outcome(async () => agreeLoader(await args("/sign/up/agree?lng=en")));
		const { items } = got.data as Awaited<ReturnType<typeof agreeLoader>>;
		expect(items.map((i) => [i.kind, i.required, i.link, i.version])).toEqual([
			["terms", true, "/termsofconditions", CURRENT.terms],
			["privacy", true, "/privacy", CURRENT.privacy],
			["personal_info", true, "/privacy#collection", CURRENT.personal_info],
			["third_party", true, "/privacy#third-parties", CURRENT.third_party],
			["marketing", false, "/privacyoption", CURRENT.marketing],
		]);
		const excerpt = (kind: string) => items.find((i) => i.kind === kind)?.excerpt?.map((s) => s.id) ?? null;
		expect(excerpt("terms")).toBeNull();
		expect(excerpt("personal_info")).toEqual(["collection"]);
		expect(excerpt("third_party")).toEqual(["third-parties", "abroad"]);
		expect(excerpt("marketing")?.length).toBeGreaterThan(3);
		expect(items[2]?.excerpt?.[0]?.heading).toBe(LEGAL_DOCUMENTS.privacy.content.en.sections[0]?.heading);
	});
});

describe("the form step stores the versions agreed to", () => {
	function signUpForm(email: string, phone = "010-1234-5678") {
		return {
			email,
			password: "harbour2026",
			passwordRepeat: "harbour2026",
			companyName: "바른무역",
			name: "김철수",
			phone,
			// a valid number of its own: one registration number is one company (decision 054)
			bizRegNo: freshBizRegNo(),
			onceKey: crypto.randomBytes(16).toString("base64url"),
		};
	}

	async function signUpWith(cookie: string, phone?: string) {
		const email = `agree-${crypto.randomUUID().slice(0, 8)}@signup.test`;
		const got = await outcome(async () => signUpAction(await args("/sign/up", signUpForm(email, phone), cookie)));
		const user = getDb().select().from(users).where(eq(users.email, email)).get();
		const rows = user ? getDb().select().from(consents).where(eq(consents.userId, user.id)).all() : [];
		return { got, user, rows };
	}

	test("agree to all, then sign up: five consents with their documents' versions, time and language", async () => {
		const { cookie, value } = await agree({ all: "on" }, "/sign/up/agree?lng=en");
		const { got, user, rows } = await signUpWith(cookie);
		expect(got.status).toBe(302);
		expect(got.headers.get("Location")).toBe("/greeting");
		expect(user?.phone).toBe("01012345678"); // typed with hyphens, stored cleaned
		expect(rows.map((r) => [r.kind, r.version, r.locale, r.agreedAt.toISOString()]).sort()).toEqual(
			Object.entries(CURRENT)
				.map(([kind, version]) => [kind, version, "en", value.at])
				.sort(),
		);
	});

	test.each(["-99999999999", "99999999999", "010-1234-5678-"])(
		"a phone typed as %s is refused (400, translated message), no account stored (decision 052)",
		async (phone) => {
			const { cookie } = await agree(REQUIRED);
			const { got, user } = await signUpWith(cookie, phone);
			expect(got.status).toBe(400);
			expect(JSON.stringify(got.data)).toContain("accounts.errors.phoneFormat");
			expect(user).toBeUndefined();
			const { readFileSync } = await import("node:fs");
			for (const locale of ["kr", "en", "vn"])
				expect(
					(
						JSON.parse(readFileSync(`app/locales/${locale}.json`, "utf8")) as {
							accounts: { errors: Record<string, string> };
						}
					).accounts.errors.phoneFormat,
					locale,
				).toBeTruthy();
		},
	);

	test("without marketing, no marketing consent is stored", async () => {
		const { cookie } = await agree(REQUIRED);
		const { rows } = await signUpWith(cookie, "010 9876 5432");
		expect(rows.map((r) => r.kind).sort()).toEqual(Object.keys(REQUIRED).sort());
	});

	test("the version shown at the agree step is stored, even if the text changed in between", async () => {
		const seen: SignupConsent = {
			kinds: ["terms", "privacy", "personal_info", "third_party"],
			at: "2026-11-20T01:00:00.000Z",
			versions: { terms: "0.9", privacy: "0.8", personal_info: "0.8", third_party: "0.8" },
			locale: "kr",
		};
		const cookie = (await signupConsentCookie().serialize(seen)).split(";")[0] ?? "";
		const { got, rows } = await signUpWith(cookie);
		expect(got.status).toBe(302);
		expect(Object.fromEntries(rows.map((r) => [r.kind, r.version]))).toEqual(seen.versions);
	});

	test("without the agree step's cookie the form step sends the user back there", async () => {
		const { got, user } = await signUpWith("");
		expect(got.status).toBe(302);
		expect(got.headers.get("Location")).toBe("/sign/up/agree");
		expect(user).toBeUndefined();
	});
});
