// Quotes for visitors (decision 086), through the real forms with JavaScript off and on: a visitor with
// no account gives a work e-mail on the home page, gets FCL quotes Busan -> Hai Phong at the prices
// members see, keeps one by signing up with the same address and finds that quote, same total, in the
// new account's list; too many starts from one address get the translated limit message; staff see the
// visitor's request as a lead.
import type { Page } from "@playwright/test";
import { expect, latestMessage, linkIn, ready, signIn, test, uniqueEmail, withDatabase } from "./fixtures.ts";
import { fillRoute } from "./quotes.ts";

/** The home page's box: a work e-mail starts a visitor's sea quote at step 1. */
async function startOnHome(page: Page, email: string, javaScriptEnabled: boolean | undefined) {
	await page.goto("/");
	await ready(page, javaScriptEnabled);
	await page.getByLabel("회사 이메일").fill(email);
	await page.getByRole("button", { name: "견적 받기" }).click();
}

/** Steps 1 to 3 as a visitor: Busan -> Hai Phong, one 20' dry (the form's default), contact without a phone code. */
async function visitorToResult(page: Page, javaScriptEnabled: boolean | undefined) {
	await fillRoute(
		page,
		"shipline",
		{ direction: "export", cargoType: "fcl", from: ["KR", "KRPUS"], to: ["VN", "VNHPH"] },
		javaScriptEnabled,
	);
	await page.getByTestId("wizard-cargo").locator("#f-commodity").fill("기계 부품");
	await page.getByTestId("wizard-cargo").getByTestId("wizard-next").click();
	await expect(page).toHaveURL(/step=customer/);
	await ready(page, javaScriptEnabled);
	// no phone code for a visitor: that is for ordering, after sign-up
	await expect(page.getByTestId("wizard-phone")).toHaveCount(0);
	const form = page.getByTestId("wizard-customer");
	await form.locator("#f-companyName").fill("방문 무역");
	await form.locator("#f-managerName").fill("박방문");
	await form.locator("#f-phone").fill("01034567890");
	await form.getByTestId("wizard-next").click();
	await expect(page).toHaveURL(/step=result/);
}

test.describe("visitor quotes", () => {
	test("home e-mail -> FCL quotes Busan -> Hai Phong without an account -> sign up from the result -> the same quote in the new account's list", async ({
		page,
		request,
		javaScriptEnabled,
	}, info) => {
		const email = uniqueEmail("visitor", info.project.name);
		await startOnHome(page, email, javaScriptEnabled);
		await expect(page).toHaveURL(/\/order\/shipline\?step=route/);
		await expect(page.getByTestId("login-required-notice")).toContainText(email);
		await visitorToResult(page, javaScriptEnabled);

		// the prices a member sees: the engine's options, each with a total
		const options = page.getByTestId("quote-option");
		await expect(options.first()).toBeVisible();
		expect(await options.count()).toBeGreaterThan(0);
		await expect(page.getByTestId("visitor-result-note")).toBeVisible();
		const first = options.first();
		const carrier = (await first.getByTestId("option-carrier").textContent())?.trim() ?? "";
		const total = (await first.getByTestId("total-krw").textContent())?.trim() ?? "";
		expect(total).toMatch(/[\d,]{5,}/);
		await page.getByTestId("choose-option").first().click();

		// sign-up with the address given: consents, then the form filled from the quote's contact step
		await expect(page).toHaveURL(/\/sign\/up\/agree\?email=/);
		await ready(page, javaScriptEnabled);
		await page.getByLabel(/이용약관 동의/).check();
		await page.getByLabel(/개인정보처리방침 동의/).check();
		await page.getByLabel(/개인정보 수집·이용 동의/).check();
		await page.getByLabel(/제3자 제공 동의/).check();
		await page.getByRole("button", { name: "동의하고 계속" }).click();
		await expect(page).toHaveURL(/\/sign\/up\?email=/);
		await ready(page, javaScriptEnabled);
		await expect(page.getByTestId("signup-carries-quote")).toBeVisible();
		await expect(page.getByLabel("이메일(아이디)")).toHaveValue(email);
		await expect(page.getByLabel("회사명")).toHaveValue("방문 무역");
		await expect(page.getByLabel("담당자 이름")).toHaveValue("박방문");
		await expect(page.getByLabel("휴대폰 번호")).toHaveValue("01034567890");
		await page.getByLabel("비밀번호", { exact: true }).fill("visitor123");
		await page.getByLabel("비밀번호 확인").fill("visitor123");
		await page.getByRole("button", { name: "가입하기" }).click();
		await expect(page).toHaveURL(/\/greeting$/);

		// the estimate belongs to the new company already; the address is proved before anyone sees it
		const stored = withDatabase(
			(db) =>
				db
					.prepare(
						"select e.id, e.total_krw, e.carrier, e.status, e.origin, e.destination from estimates e join users u on u.company_id = e.company_id where u.email = ?",
					)
					.all(email) as {
					id: string;
					total_krw: number;
					carrier: string;
					status: string;
					origin: string;
					destination: string;
				}[],
		);
		expect(stored).toHaveLength(1);
		expect(stored[0]).toMatchObject({ origin: "KRPUS", destination: "VNHPH", status: "in_confirm", carrier });
		expect(total).toContain(stored[0]!.total_krw.toLocaleString("en-US"));

		const mail = await latestMessage(request, email, "verification");
		await page.goto(linkIn(mail, /^\/sign\/verify\/email\/[^/]+\/[^/]+$/));
		await expect(page.getByTestId("verify-result")).toHaveAttribute("data-result", "ok");
		await page.goto("/login");
		await ready(page, javaScriptEnabled);
		const login = page.locator("#login-form");
		await login.getByLabel("이메일(아이디)").fill(email);
		await login.getByLabel("비밀번호", { exact: true }).fill("visitor123");
		await login.getByRole("button", { name: "로그인", exact: true }).click();
		await expect(page).toHaveURL(/\/order$/);

		await page.goto("/mypage/estimate");
		const rows = page.getByTestId("estimate-row");
		await expect(rows).toHaveCount(1);
		await expect(rows.first()).toHaveAttribute("data-id", stored[0]!.id);
		await expect(rows.first()).toContainText(stored[0]!.total_krw.toLocaleString("en-US"));
	});

	test("too many starts from one address: the translated limit message, nothing started", async ({
		page,
		javaScriptEnabled,
	}, info) => {
		const email = uniqueEmail("limit", info.project.name);
		// five starts an hour per address (app/quotes/visitor-rules.ts); each from a fresh browser state
		for (let i = 0; i < 5; i += 1) {
			await page.context().clearCookies();
			const answer = await page.request.post("/order/shipline?step=route", {
				form: { intent: "visitorStart", visitorEmail: email },
				maxRedirects: 0,
			});
			expect(answer.status()).toBe(303);
		}
		await page.context().clearCookies();
		await startOnHome(page, email, javaScriptEnabled);
		await expect(page.getByText("짧은 시간에 견적을 너무 많이 요청하셨습니다", { exact: false })).toBeVisible();
		// still asked for an address: no visitor cookie was given
		await expect(page.getByTestId("wizard-route").locator("#f-visitorEmail")).toHaveValue(email);
		expect((await page.context().cookies()).some((c) => c.name === "fp_visitor")).toBe(false);
	});

	test("staff see a visitor's quote request as a lead", async ({ page, context, javaScriptEnabled }, info) => {
		const email = uniqueEmail("lead", info.project.name);
		await startOnHome(page, email, javaScriptEnabled);
		// the box's answer (the visitor cookie) must arrive before the wizard is opened by address
		await expect(page.getByTestId("login-required-notice")).toContainText(email);
		await visitorToResult(page, javaScriptEnabled);
		await context.clearCookies();
		await signIn(context, "staff");
		await page.goto("/admin/leads");
		const row = page.locator(`[data-email="${email}"]`);
		await expect(row).toContainText("KRPUS → VNHPH");
		await expect(row).toContainText("견적 받음");
	});
});
