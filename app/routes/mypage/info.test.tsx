// My page's account screen (/mypage/info) as the server renders it, for what decision 072 and
// spec section 8 ask and only a browser journey or nothing checked before: phone numbers shown as
// Koreans write them in every phone field (010-5555-1234, one formatter); the registration number in
// its field only, no stray copy under the company's Save; after a wrong then a right current password
// only "changed" shows, and a wrong one sent from the "changed" page shows only its error; a company
// update the database refuses answers the form with spec section 8's "update failed" in the reader's
// language and stores nothing. Each user has a company of their own, so no other test sees the changes.
import crypto from "node:crypto";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, test } from "vitest";
import { isValidBizRegNo } from "#app/accounts/biz-reg-no.ts";
import { hashPassword } from "#app/accounts/password.server.ts";
import { createSession } from "#app/auth/session.server.ts";
import { getDb } from "#db/client.ts";
import { branches, companies, users } from "#db/schema.ts";
import { seedQuoteWorld } from "#tests/quote-world.ts";
import { whileRefused } from "#tests/refused-writes.ts";
import { renderRoute } from "#tests/render-route.tsx";
import { outcome, routeArgs } from "#tests/route-request.ts";
import * as info from "./info.tsx";

const PASSWORD = "pass1234word";
const NEW_PASSWORD = "newpass5678word";

/** A check-digit-valid registration number no company has yet. */
function freshBizRegNo(): string {
	for (;;) {
		const body = String(crypto.randomInt(100_000_000, 999_999_999));
		for (let d = 0; d <= 9; d++) {
			const n = body + d;
			if (isValidBizRegNo(n) && !getDb().select().from(companies).where(eq(companies.bizRegNo, n)).get()) return n;
		}
	}
}

/** A verified customer of a company of their own, phones stored as digits, signed in; `cookie` is the session. */
async function customer() {
	const id = crypto.randomUUID();
	const companyId = crypto.randomUUID();
	const bizRegNo = freshBizRegNo();
	getDb()
		.insert(companies)
		.values({
			id: companyId,
			name: "바른테스트 주식회사",
			bizRegNo,
			address: "서울특별시 중구 세종대로 110",
			phone: "0212345678",
		})
		.run();
	getDb()
		.insert(branches)
		.values({
			id: crypto.randomUUID(),
			companyId,
			name: "부산 지점",
			address: "부산광역시 중구 중앙대로 2",
			managerName: "김하나",
			phone: "0515551234",
		})
		.run();
	getDb()
		.insert(users)
		.values({
			id,
			email: `info-${id}@demo.test`,
			name: "테스트 고객",
			role: "customer",
			companyId,
			phone: "01055551234",
			phoneVerifiedAt: new Date(),
			emailVerifiedAt: new Date(),
			passwordHash: await hashPassword(PASSWORD),
		})
		.run();
	const cookie = (await createSession(id)).setCookie.split(";")[0]!;
	return { id, companyId, bizRegNo, cookie };
}

const page = (
	cookie: string,
	path = "/mypage/info",
	options: { form?: Record<string, string>; locale?: "kr" | "en" | "vn" } = {},
) => renderRoute(info, "/mypage/info", path, { cookies: [cookie, `lng=${options.locale ?? "kr"}`], ...options });

/** The markup of the section whose heading has this id (up to the next section). */
const section = (html: string, id: string) =>
	html.match(new RegExp(`<section[^>]*aria-labelledby="${id}"[^]*?</section>`))?.[0] ?? "";

beforeAll(async () => {
	await seedQuoteWorld();
});

describe("phones as Koreans write them", () => {
	test("the account's phone (status and field), the company's phone and a branch's phone: 010-5555-1234, never 01055551234", async () => {
		const { cookie } = await customer();
		const { status, html } = await page(cookie);
		expect(status).toBe(200);
		const phone = section(html, "phone-heading");
		expect(phone.match(/<input[^>]*name="phone"[^>]*>/)?.[0]).toContain('value="010-5555-1234"');
		expect(phone).toMatch(/data-testid="phone-status"[^>]*>[^<]*010-5555-1234/);
		expect(section(html, "company-heading").match(/<input[^>]*name="companyPhone"[^>]*>/)?.[0]).toContain(
			'value="02-1234-5678"',
		);
		expect(section(html, "branches-heading")).toContain("051-555-1234");
		for (const stored of ["01055551234", "0212345678", "0515551234"]) expect(html).not.toContain(stored);
	}, 30_000);
});

describe("where push and the optional consents are", () => {
	test.each(["kr", "en", "vn"] as const)(
		"%s: the account page links to this device's notifications and to the privacy options",
		async (locale) => {
			const { cookie } = await customer();
			const { status, html } = await page(cookie, "/mypage/info", { locale });
			expect(status).toBe(200);
			const links = section(html, "preferences-heading");
			expect(links).toContain('href="/mypage/notifications"');
			expect(links).toContain('href="/privacyoption"');
			expect(links).not.toMatch(/accounts\.info\./); // a translated text, never the bare key
		},
		30_000,
	);
});

describe("the company form", () => {
	test("the registration number is in its field, formatted, and nowhere else in the section (no stray copy under Save)", async () => {
		const { cookie, bizRegNo } = await customer();
		const company = section((await page(cookie)).html, "company-heading");
		const formatted = `${bizRegNo.slice(0, 3)}-${bizRegNo.slice(3, 5)}-${bizRegNo.slice(5)}`;
		expect(company.match(/<input[^>]*name="bizRegNo"[^>]*>/)?.[0]).toContain(`value="${formatted}"`);
		// once: the field's value; not again after the Save button, in any form
		expect(company.split(formatted)).toHaveLength(2);
		expect(company).not.toContain(bizRegNo);
		const afterSave = company.slice(company.lastIndexOf("</button>"));
		expect(afterSave).not.toMatch(/\d{3}-?\d{2}-?\d{5}/);
	}, 30_000);

	test.each([
		["kr", "정보를 수정하지 못했습니다. 잠시 후 다시 시도해 주시고, 계속되면 고객센터로 문의해 주세요."],
		[
			"en",
			"We could not save the changes. Please try again shortly; if it keeps failing, contact our customer centre.",
		],
		[
			"vn",
			"Không thể lưu thay đổi. Vui lòng thử lại sau ít phút; nếu vẫn lỗi, hãy liên hệ trung tâm chăm sóc khách hàng.",
		],
	] as const)(
		"%s: a write the database refuses answers the form with spec section 8's 'update failed' (500), keeps what was typed, stores nothing",
		async (locale, message) => {
			const { cookie, companyId, bizRegNo } = await customer();
			const before = getDb().select().from(companies).where(eq(companies.id, companyId)).get()!;
			const form = {
				intent: "company",
				companyName: "새이름 주식회사",
				bizRegNo,
				address: "부산광역시 해운대구 1",
				addressDetail: "3층",
				companyPhone: "0515550000",
			};
			// a failure nobody foresaw (a full disk, a corrupt page): the database refuses every change to this company
			const answer = await whileRefused("UPDATE", "companies", `old.id = '${companyId}'`, () =>
				page(cookie, "/mypage/info", { form, locale }),
			);
			expect(answer.status).toBe(500);
			const company = section(answer.html, "company-heading");
			expect(company).toContain(message);
			expect(company.match(/<input[^>]*name="companyName"[^>]*>/)?.[0]).toContain('value="새이름 주식회사"');
			expect(answer.html).not.toContain('data-testid="done-company"');
			expect(getDb().select().from(companies).where(eq(companies.id, companyId)).get()).toEqual(before);
			// the same form once the database takes writes again: saved
			const saved = await page(cookie, "/mypage/info", { form, locale });
			expect(saved.status).toBe(200);
			expect(saved.html).toContain('data-testid="done-company"');
			expect(getDb().select().from(companies).where(eq(companies.id, companyId)).get()).toMatchObject({
				name: "새이름 주식회사",
				phone: "0515550000",
			});
		},
		30_000,
	);
});

describe("changing the password", () => {
	const CHANGED = "비밀번호가 변경되었습니다.";
	const WRONG = "비밀번호를 변경하지 못했습니다.";

	test("a wrong current password, then the right one: the page shows 'changed' and not the earlier error; a wrong one sent from that page shows its error and not 'changed'", async () => {
		const user = await customer();
		const wrong = await page(user.cookie, "/mypage/info", {
			form: {
				intent: "password",
				currentPassword: "not-my-password",
				password: NEW_PASSWORD,
				passwordRepeat: NEW_PASSWORD,
			},
		});
		expect(wrong.status).toBe(400);
		expect(wrong.html).toContain(WRONG);
		expect(wrong.html).not.toContain(CHANGED);

		// the right one: a new session for this browser and the page that says so (302, as without JavaScript)
		const right = await outcome(async () =>
			info.action(
				(await routeArgs("/mypage/info", {
					cookies: [user.cookie],
					form: { intent: "password", currentPassword: PASSWORD, password: NEW_PASSWORD, passwordRepeat: NEW_PASSWORD },
				})) as never,
			),
		);
		expect([right.status, right.location]).toEqual([302, "/mypage/info?changed=password"]);
		const cookie = right.headers.get("Set-Cookie")!.split(";")[0]!;
		const changed = await page(cookie, "/mypage/info?changed=password");
		expect(changed.status).toBe(200);
		expect(changed.html).toContain('data-testid="password-changed"');
		expect(changed.html).toContain(CHANGED);
		expect(changed.html).not.toContain(WRONG);

		// a later wrong attempt posted from ?changed=password: its error alone, the old notice gone
		const again = await page(cookie, "/mypage/info?changed=password", {
			form: { intent: "password", currentPassword: PASSWORD, password: NEW_PASSWORD, passwordRepeat: NEW_PASSWORD },
		});
		expect(again.status).toBe(400);
		expect(again.html).toContain(WRONG);
		expect(again.html).not.toContain('data-testid="password-changed"');
		expect(again.html).not.toContain(CHANGED);
	}, 30_000);
});
