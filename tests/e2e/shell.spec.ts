// Foundation journeys, each run with JavaScript off and on (see playwright.config.ts).
import { endSession, expect, expectCurrentInStrip, ready, signIn, test, withDatabase } from "./fixtures.ts";

test.describe("home and languages", () => {
	test("home renders in Korean by default, with figures counted from our own data", async ({ page }) => {
		const response = await page.goto("/");
		expect(response?.status()).toBe(200);
		await expect(page.locator("html")).toHaveAttribute("lang", "ko");
		await expect(page.getByRole("heading", { level: 1 })).toHaveText("수출입 운임, 지금 바로 확인하세요");
		await expect(page).toHaveTitle("바른포워딩");
		// the ports and airports our rates serve, counted from the seeded database (app/home/figures.server.ts)
		const ports = withDatabase(
			(db) =>
				(
					db
						.prepare(
							"select count(*) as n from (select pol as c from fcl_rates union select pod from fcl_rates union select pol from lcl_rates union select pod from lcl_rates union select origin from air_rates union select destination from air_rates)",
						)
						.get() as { n: number }
				).n,
		);
		expect(ports).toBeGreaterThan(0);
		await expect(page.locator('[data-figure="portsServed"] dd')).toHaveText(String(ports));
		await expect(page.locator('[data-figure="lanesQuoted"] dd')).toHaveText(/^\d[\d,]*$/);
		await expect(page.locator('[data-figure="quotesThisMonth"] dd')).toHaveText(/^\d[\d,]*$/);
		await expect(page.getByRole("link", { name: "이용약관" })).toHaveAttribute("href", "/termsofconditions");
		await expect(page.getByRole("link", { name: "개인정보처리방침" })).toHaveAttribute("href", "/privacy");
	});

	for (const [lng, tag, heading, about] of [
		["en", "en", "Freight rates for your imports and exports, right now", "About us"],
		["vn", "vi", "Xem ngay cước vận chuyển xuất nhập khẩu", "Giới thiệu"],
	] as const) {
		test(`?lng=${lng} switches language and the cookie keeps it`, async ({ page }) => {
			await page.goto(`/?lng=${lng}`);
			await expect(page.locator("html")).toHaveAttribute("lang", tag);
			await expect(page.getByRole("heading", { level: 1 })).toHaveText(heading);
			// Follow a plain link: no ?lng= any more, the cookie decides.
			await page.getByRole("navigation", { name: /.+/ }).first().getByRole("link", { name: about }).click();
			await expect(page).toHaveURL(/\/company$/);
			await expect(page.locator("html")).toHaveAttribute("lang", tag);
			await page.goto("/nope");
			await expect(page.locator("html")).toHaveAttribute("lang", tag);
		});
	}

	test("the language menu works from any page", async ({ page, javaScriptEnabled }) => {
		await page.goto("/company");
		// with JavaScript, hydration closes open menus (as a navigation does): open it once the app runs
		await ready(page, javaScriptEnabled);
		await page.locator(".language-menu > summary").click();
		await page.getByRole("link", { name: "English" }).click();
		await expect(page).toHaveURL(/\/company\?lng=en$/);
		await expect(page.getByRole("heading", { level: 1 })).toHaveText("About us");
		await ready(page, javaScriptEnabled);
		await page.locator(".language-menu > summary").click();
		await page.getByRole("link", { name: "한국어" }).click();
		await expect(page.getByRole("heading", { level: 1 })).toHaveText("회사 소개");
	});

	test("Accept-Language is read beyond its first entry", async ({ page }) => {
		// Chromium derives its own header from the browser locale; set the one a Japanese-first,
		// Vietnamese-second user would send.
		await page.route("**/*", (route) =>
			route.continue({ headers: { ...route.request().headers(), "accept-language": "ja-JP,ja;q=0.9,vi;q=0.8" } }),
		);
		await page.goto("/company");
		await expect(page.locator("html")).toHaveAttribute("lang", "vi");
		await expect(page.getByRole("heading", { level: 1 })).toHaveText("Giới thiệu công ty");
	});
});

test.describe("access rules", () => {
	test("a guarded route sends a visitor to login and remembers where", async ({ page }) => {
		await page.goto("/mypage/estimate?page=2");
		await expect(page).toHaveURL("/login?redirectTo=%2Fmypage%2Festimate%3Fpage%3D2");
		await expect(page.getByRole("heading", { level: 1 })).toHaveText("로그인");
		await expect(page.getByRole("status")).toHaveText("로그인이 필요한 서비스입니다.");
	});

	test("a signed-in customer opens guarded screens and is sent away from /, /login, /sign/pwreset", async ({
		page,
		context,
	}) => {
		await signIn(context, "customer");
		await page.goto("/cost");
		await expect(page.getByRole("heading", { level: 1 })).toHaveText("비용 계산기");
		for (const path of ["/", "/login", "/sign/pwreset"]) {
			await page.goto(path);
			await expect(page).toHaveURL(/\/order$/);
		}
		await expect(page.getByRole("heading", { level: 1 })).toHaveText("실시간 견적");
	});

	test("an expired session saves the path and says so on the login view", async ({ page, context }) => {
		const sessionId = await signIn(context, "customer");
		await page.goto("/mypage/payment");
		await expect(page.getByRole("heading", { level: 1 })).toHaveText("결제 내역");
		endSession(sessionId);
		await page.goto("/mypage/coupons");
		await expect(page).toHaveURL("/login?redirectTo=%2Fmypage%2Fcoupons&expired=1");
		await expect(page.getByTestId("session-expired")).toHaveText("로그아웃 되었습니다. 다시 로그인해 주세요.");
	});

	test("the chatbot entry is shown to staff_admin only, and the screen serves every signed-in user", async ({
		page,
		context,
	}) => {
		await signIn(context, "customer");
		await page.goto("/order");
		await expect(page.locator('a[href="/chatbot"]')).toHaveCount(0);
		const open = await page.goto("/chatbot");
		expect(open?.status()).toBe(200);
		await expect(page.getByRole("heading", { level: 1 })).toHaveText("챗봇");
		await context.clearCookies();
		await signIn(context, "staff_admin");
		await page.goto("/order");
		await expect(page.locator('.top-menu a[href="/chatbot"]')).toHaveCount(1);
		await page.goto("/chatbot");
		await expect(page.getByRole("heading", { level: 1 })).toHaveText("챗봇");
	});

	test("sign-out ends the session on the server and goes home", async ({ page, context }) => {
		await signIn(context, "customer");
		await page.goto("/order");
		await page.locator(".top-account").getByRole("button", { name: "로그아웃" }).click();
		await expect(page).toHaveURL(/\/$/);
		await expect(page.locator(".top-account").getByRole("link", { name: "로그인" })).toBeVisible();
		await page.goto("/order");
		await expect(page).toHaveURL(/\/login\?redirectTo=%2Forder/);
	});

	test("unknown paths get the not-found view with HTTP 404", async ({ page }) => {
		const response = await page.goto("/nope/deeper?x=1");
		expect(response?.status()).toBe(404);
		await expect(page.getByRole("heading", { level: 1 })).toHaveText("페이지를 찾을 수 없습니다");
		await expect(page.locator(".site-footer")).toBeVisible();
	});

	test("the air and ship order screens are open to visitors: a work e-mail gets quotes, booking needs sign-up", async ({
		page,
	}) => {
		for (const path of ["/order/airline", "/order/shipline"]) {
			const response = await page.goto(path);
			expect(response?.status()).toBe(200);
			await expect(page.getByTestId("login-required-notice")).toContainText(
				"회사 이메일만 있으면 누구나 견적을 받을 수 있습니다",
			);
			await expect(page.getByTestId("login-required-notice")).toContainText("부킹은 회원가입 후 이용할 수 있습니다");
		}
	});
});

test.describe("shell", () => {
	test("below lg the menu is a right-side drawer that opens without JavaScript", async ({ page }) => {
		await page.setViewportSize({ width: 800, height: 900 });
		await page.goto("/company");
		await expect(page.locator(".top-menu")).toBeHidden();
		const drawer = page.getByTestId("drawer");
		await page.locator(".drawer > summary").click();
		const panel = drawer.locator(".drawer-panel");
		await expect(panel).toBeVisible();
		const box = await panel.boundingBox();
		expect(box?.width).toBe(420);
		expect((box?.x ?? 0) + (box?.width ?? 0)).toBe(800);
		await panel.getByText("유틸리티").click();
		await panel.getByRole("link", { name: "비용 계산기" }).click();
		await expect(page).toHaveURL(/\/login\?redirectTo=%2Fcost/);
	});

	test("on a phone My page's menu is a sideways strip that shows the current section (with JavaScript)", async ({
		page,
		context,
		javaScriptEnabled,
	}) => {
		await page.setViewportSize({ width: 375, height: 800 });
		await signIn(context, "customer");
		await page.goto("/mypage/payment");
		await ready(page, javaScriptEnabled);
		await expect(page.getByRole("heading", { level: 1 })).toHaveText("결제 내역");
		const strip = page.getByRole("navigation", { name: "마이페이지" }).locator("ul");
		await expectCurrentInStrip(strip, javaScriptEnabled);
		if (javaScriptEnabled) {
			// back to the first section: it is brought into view again
			await strip.getByRole("link", { name: "견적 목록" }).click();
			await expect(page).toHaveURL(/\/mypage\/estimate$/);
			await expectCurrentInStrip(strip, javaScriptEnabled);
		}
	});

	test("at lg and wider the drawer's menu is the top menu: no toggle, its links reachable by keyboard", async ({
		page,
	}) => {
		await page.setViewportSize({ width: 1280, height: 900 });
		await page.goto("/company");
		await expect(page.locator(".top-menu")).toBeVisible();
		await expect(page.locator(".drawer > summary")).toBeHidden();
		await expect(page.locator(".drawer-account")).toBeHidden();
		// one menu in the page, not a second copy for the drawer
		await expect(page.locator('header a[href="/company"]')).toHaveCount(1);
		// shown in a closed <details>, and still focusable (not content-visibility: hidden)
		await page.locator(".top-menu").getByRole("link", { name: "회사 소개" }).focus();
		await expect(page.locator(".top-menu").getByRole("link", { name: "회사 소개" })).toBeFocused();
		const box = await page.locator(".top-menu").boundingBox();
		expect(box?.y ?? 100).toBeLessThan(64); // in the header bar, not in a panel
		await page.locator(".top-menu summary", { hasText: "유틸리티" }).click();
		await expect(page.locator(".top-menu").getByRole("link", { name: "운임지수(SCFI) 그래프" })).toBeVisible();
	});
});
