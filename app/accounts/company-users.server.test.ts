// Integration: staff add a user to a customer company: a customer of that company with no password,
// mailed the set-password link in their language, once per form; a registered address is refused.
// The link sets the password through the ordinary reset. Also the company list's search and paging.
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, test } from "vitest";
import { newOnceKey } from "#app/utils/once.server.ts";
import { resetEnvCache } from "#app/server/env.server.ts";
import { getDb } from "#db/client.ts";
import { outbox, users } from "#db/schema.ts";
import { seedDemo } from "#db/seed/demo.ts";
import { resetPassword } from "./accounts.server.ts";
import { AddCompanyUserSchema, addCompanyUser, companyMembers, listCustomerCompanies } from "./company-users.server.ts";
import { verifyPassword } from "./password.server.ts";

const ORIGIN = "http://app.test";

beforeAll(async () => {
	delete process.env.POSTMARK_SERVER_TOKEN;
	resetEnvCache();
	await seedDemo(getDb());
});

const mailsTo = (email: string) => getDb().select().from(outbox).where(eq(outbox.to, email)).all();

describe("addCompanyUser", () => {
	test("a customer of the company, mailed the link once; the link sets the password", async () => {
		const key = newOnceKey();
		const input = {
			name: "새 사용자",
			email: "new.user@company-users.test",
			phone: "01055556666",
			locale: "en" as const,
		};
		const first = await addCompanyUser("demo-company-a", input, key, ORIGIN);
		const again = await addCompanyUser("demo-company-a", input, key, ORIGIN);
		expect(first).toMatchObject({
			ok: true,
			repeated: false,
			redirectTo: "/admin/customers/demo-company-a?done=userAdded",
		});
		expect(again).toMatchObject({ ok: true, repeated: true });
		const row = getDb().select().from(users).where(eq(users.email, input.email)).get()!;
		expect(row).toMatchObject({
			role: "customer",
			companyId: "demo-company-a",
			passwordHash: null,
			locale: "en",
			phone: "01055556666",
		});
		expect(companyMembers("demo-company-a").find((m) => m.email === input.email)).toMatchObject({
			passwordSet: false,
			verified: false,
		});

		const mails = mailsTo(input.email);
		expect(mails).toHaveLength(1);
		expect(mails[0]).toMatchObject({ template: "companyInvite", locale: "en" });
		expect(mails[0]!.subject).toContain("데모무역 주식회사");
		const link = /http:\/\/app\.test\/sign\/verify\/email\/pwreset\/([\w-]+)\/([\w-]+)/.exec(mails[0]!.text)!;
		expect(link).not.toBeNull();
		expect(await resetPassword(link[1]!, link[2]!, "harbour2026", ORIGIN)).toBe("ok");
		const after = getDb().select().from(users).where(eq(users.id, row.id)).get()!;
		expect(await verifyPassword("harbour2026", after.passwordHash)).toBe(true);
		expect(after.emailVerifiedAt).not.toBeNull();
	});

	test.each(["customer@demo.kr", "STAFF@demo.kr", "broker@demo.kr"])(
		"%s is already registered: refused, nothing stored or mailed",
		async (email) => {
			const before = getDb().select().from(users).all().length;
			const outcome = await addCompanyUser(
				"demo-company-b",
				{ name: "중복", email: email.toLowerCase(), phone: "01000000000", locale: "kr" },
				newOnceKey(),
				ORIGIN,
			);
			expect(outcome).toEqual({ ok: false, reason: "taken" });
			expect(getDb().select().from(users).all()).toHaveLength(before);
		},
	);

	test.each([
		[{ name: "", email: "a@b.kr", phone: "01012345678", locale: "kr" }, "name"],
		[{ name: "홍길동", email: "not-an-email", phone: "01012345678", locale: "kr" }, "email"],
		[{ name: "홍길동", email: "a@b.kr", phone: "0101", locale: "kr" }, "phone"],
		[{ name: "홍길동", email: "a@b.kr", phone: "01012345678", locale: "jp" }, "locale"],
	])("the form refuses %j at %s", (values, field) => {
		const parsed = AddCompanyUserSchema.safeParse({ ...values, onceKey: newOnceKey() });
		expect(parsed.success).toBe(false);
		expect(parsed.error?.issues.map((i) => i.path[0])).toContain(field);
	});

	test("the e-mail is stored lower-case and the phone as digits", () => {
		const parsed = AddCompanyUserSchema.parse({
			name: " 홍길동 ",
			email: " Hong@Example.KR ",
			phone: "010-1234-5678",
			locale: "vn",
			onceKey: newOnceKey(),
		});
		expect(parsed).toMatchObject({ name: "홍길동", email: "hong@example.kr", phone: "01012345678", locale: "vn" });
	});
});

describe("listCustomerCompanies", () => {
	test.each([
		["데모무역", ["demo-company-a"]],
		["하노이", ["demo-company-b"]],
		["124-81-00998", ["demo-company-a"]],
		["2208162517", ["demo-company-b"]],
		["100%", []],
	])("%s", (q, ids) => {
		const { rows } = listCustomerCompanies(q, 1);
		expect(rows.map((r) => r.id).filter((id) => id.startsWith("demo-company"))).toEqual(ids);
	});

	test("counts users and pages", () => {
		const all = listCustomerCompanies("", 99);
		expect(all.page).toBe(all.pages);
		const a = listCustomerCompanies("데모무역", 1).rows[0]!;
		expect(a.users).toBeGreaterThanOrEqual(2);
	});
});
