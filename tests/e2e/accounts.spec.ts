// The account journeys of the accounts issue, through the real forms, with JavaScript off (plain HTML
// forms, redirect after POST) and on (the enhanced app): both projects run every test here.
import type { Page } from "@playwright/test";
import { createUser, expect, latestMessage, linkIn, ready, test, uniqueEmail } from "./fixtures.ts";

/** Fills and sends the sign-in form (the login page also holds the Find ID and Find Password forms). */
async function submitLogin(page: Page, email: string, password: string, options: { remember?: boolean } = {}) {
	const form = page.locator("#login-form");
	await form.getByLabel("이메일(아이디)").fill(email);
	await form.getByLabel("비밀번호", { exact: true }).fill(password);
	if (options.remember) await form.getByLabel("로그인 상태 유지").check();
	await form.getByRole("button", { name: "로그인", exact: true }).click();
}

test.describe("accounts", () => {
	test("sign up with an e-mail passed along -> verification link from the outbox -> sign in -> /order", async ({
		page,
		request,
		javaScriptEnabled,
	}, info) => {
		const email = uniqueEmail("signup", info.project.name);
		// the home page's box starts a visitor's quote now (decision 086); its sign-up link and the
		// wizard's result lead here, the latter with the address the visitor gave
		await page.goto(`/sign/up/agree?email=${encodeURIComponent(email)}`);
		await ready(page, javaScriptEnabled);
		// the required consents are required: skipping one keeps the user here with a message
		await page.getByLabel(/이용약관 동의/).check();
		await page.getByLabel(/개인정보처리방침 동의/).check();
		await page.getByLabel(/개인정보 수집·이용 동의/).check();
		await page.getByLabel(/제3자 제공 동의/).check();
		await page.getByRole("button", { name: "동의하고 계속" }).click();

		await expect(page).toHaveURL(/\/sign\/up\?email=/);
		await ready(page, javaScriptEnabled);
		await expect(page.getByLabel("이메일(아이디)")).toHaveValue(email);
		await page.getByLabel("비밀번호", { exact: true }).fill("newpass123");
		await page.getByLabel("비밀번호 확인").fill("different123");
		await page.getByLabel("회사명").fill("이투이 무역");
		await page.getByLabel("담당자 이름").fill("김하나");
		await page.getByLabel("휴대폰 번호").fill("01023456789");
		await page.getByRole("button", { name: "가입하기" }).click();
		await expect(page.getByText("비밀번호가 일치하지 않습니다.")).toBeVisible();

		await page.getByLabel("비밀번호", { exact: true }).fill("newpass123");
		await page.getByLabel("비밀번호 확인").fill("newpass123");
		await page.getByRole("button", { name: "가입하기" }).click();
		await expect(page).toHaveURL(/\/greeting$/);
		await expect(page.getByTestId("greeting-email")).toContainText(email);

		// signing in before verifying is refused with the spec's message and a resend action
		await page.goto("/login");
		await ready(page, javaScriptEnabled);
		await submitLogin(page, email, "newpass123");
		await expect(page.getByText("이메일 인증이 완료되지 않았습니다.", { exact: false })).toBeVisible();
		await expect(page.getByRole("button", { name: "인증 메일 다시 보내기" })).toBeVisible();

		const mail = await latestMessage(request, email, "verification");
		const link = linkIn(mail, /^\/sign\/verify\/email\/[^/]+\/[^/]+$/);
		await page.goto(link);
		await expect(page.getByTestId("verify-result")).toHaveAttribute("data-result", "ok");
		// a link works once
		await page.goto(link);
		await expect(page.getByTestId("verify-result")).toHaveAttribute("data-result", "used");

		await page.goto("/login");
		await ready(page, javaScriptEnabled);
		await submitLogin(page, email, "newpass123");
		await expect(page).toHaveURL(/\/order$/);
		await expect(page.getByRole("heading", { level: 1 })).toHaveText("실시간 견적");
		// the new account's phone is not verified yet: ordering says so
		await expect(page.getByTestId("phone-required")).toBeVisible();
	});

	test("three wrong passwords show the count and the Find Password hint", async ({ page, javaScriptEnabled }, info) => {
		const user = await createUser(info.project.name, { prefix: "wrongpw" });
		await page.goto("/login");
		for (const attempt of [1, 2, 3]) {
			await ready(page, javaScriptEnabled);
			await submitLogin(page, user.email, `wrong${attempt}pass`);
			await expect(page.getByTestId("login-failures")).toContainText(`${attempt}회 실패`);
		}
		await expect(page.getByText("아이디 또는 비밀번호가 올바르지 않습니다.")).toBeVisible();
		await expect(page.getByTestId("find-password-hint")).toBeVisible();
		// the right password still works and lands on /order
		await submitLogin(page, user.email, user.password);
		await expect(page).toHaveURL(/\/order$/);
	});

	test("forgotten password -> link -> new password -> sign in", async ({ page, request, javaScriptEnabled }, info) => {
		const user = await createUser(info.project.name, { prefix: "forgot" });
		await page.goto("/login#find-password");
		await ready(page, javaScriptEnabled);
		const panel = page.locator("#find-password");
		if (!(await panel.getAttribute("open"))) await panel.locator("summary").click();
		await panel.getByLabel("이메일(아이디)").fill(user.email);
		await panel.getByRole("button", { name: "재설정 메일 받기" }).click();
		await expect(page.getByTestId("forgot-result")).toBeVisible();

		const mail = await latestMessage(request, user.email, "passwordReset");
		await page.goto(linkIn(mail, /^\/sign\/verify\/email\/pwreset\//));
		await expect(page).toHaveURL(/\/sign\/pwreset$/);
		await ready(page, javaScriptEnabled);
		await page.getByLabel("새 비밀번호").fill("short1");
		await page.getByLabel("비밀번호 확인").fill("short1");
		await page.getByRole("button", { name: "비밀번호 변경" }).click();
		await expect(page.getByText("비밀번호가 너무 짧습니다.", { exact: false })).toBeVisible();
		await page.getByLabel("새 비밀번호").fill("brandnew2026");
		await page.getByLabel("비밀번호 확인").fill("brandnew2026");
		await page.getByRole("button", { name: "비밀번호 변경" }).click();
		await expect(page).toHaveURL(/\/login\?reset=1$/);
		await expect(page.getByTestId("reset-done")).toBeVisible();

		await ready(page, javaScriptEnabled);
		await submitLogin(page, user.email, "brandnew2026");
		await expect(page).toHaveURL(/\/order$/);
		await expect((await latestMessage(request, user.email, "passwordChanged")).subject).toContain("비밀번호");
	});

	test("password change at /mypage/info sends the password-changed mail and keeps this browser signed in", async ({
		page,
		request,
		javaScriptEnabled,
	}, info) => {
		const user = await createUser(info.project.name, { prefix: "change", phoneVerified: true });
		await page.goto("/login?redirectTo=%2Fmypage%2Finfo");
		await ready(page, javaScriptEnabled);
		await submitLogin(page, user.email, user.password);
		// after sign-in the user lands back where they were going
		await expect(page).toHaveURL(/\/mypage\/info$/);
		await ready(page, javaScriptEnabled);

		const form = page.locator("#password");
		await form.getByRole("button", { name: "비밀번호 변경" }).click();
		await expect(form.getByText("모든 항목을 입력해 주세요.")).toBeVisible();
		await form.getByLabel("현재 비밀번호").fill("notmypass1");
		await form.getByLabel("새 비밀번호").fill("changed2026");
		await form.getByLabel("비밀번호 확인").fill("changed2026");
		await form.getByRole("button", { name: "비밀번호 변경" }).click();
		await expect(form.getByText("비밀번호를 변경하지 못했습니다.", { exact: false })).toBeVisible();

		await form.getByLabel("현재 비밀번호").fill(user.password);
		await form.getByLabel("새 비밀번호").fill("changed2026");
		await form.getByLabel("비밀번호 확인").fill("changed2026");
		await form.getByRole("button", { name: "비밀번호 변경" }).click();
		await expect(page.getByTestId("password-changed")).toBeVisible();
		// the wrong attempt's message does not stay beside "changed"
		await expect(form.getByText("비밀번호를 변경하지 못했습니다.", { exact: false })).toHaveCount(0);
		const mail = await latestMessage(request, user.email, "passwordChanged");
		expect(mail.subject).toBeTruthy();
		// still signed in on a fresh session
		await page.goto("/mypage/info");
		await expect(page.getByTestId("account-email")).toHaveText(user.email);
	});

	test("phone verification: code by SMS (step 1), verify it (step 2)", async ({
		page,
		request,
		javaScriptEnabled,
	}, info) => {
		const user = await createUser(info.project.name, { prefix: "phone" });
		await page.goto("/login?redirectTo=%2Fmypage%2Finfo");
		await ready(page, javaScriptEnabled);
		await submitLogin(page, user.email, user.password);
		await expect(page).toHaveURL(/\/mypage\/info$/);
		await ready(page, javaScriptEnabled);
		await expect(page.getByTestId("phone-status")).toHaveAttribute("data-verified", "false");

		const section = page.locator("#phone");
		const phone = `010${String(Date.now()).slice(-8)}`;
		await section.getByLabel("휴대폰 번호").fill("010-12ab-5678");
		await section.getByRole("button", { name: "인증번호 받기" }).click();
		await expect(section.getByText("올바른 형식으로 입력해 주세요.", { exact: false })).toBeVisible();
		// hyphens and spaces are separators people type, not mistakes: the code goes to the cleaned number
		await section.getByLabel("휴대폰 번호").fill(`${phone.slice(0, 3)}-${phone.slice(3, 7)} ${phone.slice(7)}`);
		await section.getByRole("button", { name: "인증번호 받기" }).click();
		await expect(page.getByTestId("done-phoneSend")).toBeVisible();

		const sms = await latestMessage(request, phone, "phoneCode");
		const code = sms.text.match(/\d{6}/)?.[0] as string;
		await section.getByLabel("인증번호").fill(code === "000000" ? "111111" : "000000");
		await section.getByRole("button", { name: "인증하기" }).click();
		await expect(section.getByText("인증번호가 일치하지 않습니다.")).toBeVisible();
		await section.getByLabel("인증번호").fill(code);
		await section.getByRole("button", { name: "인증하기" }).click();
		await expect(page.getByTestId("done-phoneVerify")).toBeVisible();
		await expect(page.getByTestId("phone-status")).toHaveAttribute("data-verified", "true");
		await page.goto("/order");
		await expect(page.getByTestId("phone-required")).toHaveCount(0);
	});

	test("sign-out ends the session on the server (quitting) and goes home", async ({
		page,
		context,
		javaScriptEnabled,
	}, info) => {
		const user = await createUser(info.project.name, { prefix: "signout" });
		await page.goto("/login");
		await ready(page, javaScriptEnabled);
		await submitLogin(page, user.email, user.password, { remember: true });
		await expect(page).toHaveURL(/\/order$/);
		const cookie = (await context.cookies()).find((c) => c.name === "fp_session");
		expect(cookie?.expires).toBeGreaterThan(Date.now() / 1000 + 29 * 24 * 3600); // stay logged in: 30 days
		await page.locator(".header-tools .account-actions").first().getByRole("button").click();
		await expect(page).toHaveURL(/\/$/);
		await expect(page.locator(".header-tools .account-actions").first()).toContainText("로그인");
		// the old cookie value no longer opens anything: the server ended that session
		await context.addCookies([{ ...(cookie as NonNullable<typeof cookie>) }]);
		await page.goto("/mypage/info");
		await expect(page).toHaveURL(/\/login\?redirectTo=.*expired=1/);
	});

	test("find ID: bad format, registered, not registered", async ({ page, javaScriptEnabled }, info) => {
		const user = await createUser(info.project.name, { prefix: "findid" });
		await page.goto("/login");
		await ready(page, javaScriptEnabled);
		const panel = page.locator("#find-id");
		await panel.locator("summary").click();
		await panel.getByLabel("이메일(아이디)").fill(user.email);
		await panel.getByRole("button", { name: "아이디 확인" }).click();
		await expect(page.getByTestId("find-id-result")).toContainText("가입된 이메일입니다.");
		await page.locator("#find-id").getByLabel("이메일(아이디)").fill(uniqueEmail("nobody", info.project.name));
		await page.locator("#find-id").getByRole("button", { name: "아이디 확인" }).click();
		await expect(page.getByTestId("find-id-result")).toContainText("가입되지 않은 이메일입니다.");
	});
});
