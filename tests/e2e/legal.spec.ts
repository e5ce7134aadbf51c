// Legal pages and sign-up consents (decision 007, docs/legal-texts.md), with JavaScript off and on: the three legal texts render
// their headings and version in kr, en and vn; sign-up with only "agree to all" checked works both
// ways (the server counts it as every box; with JavaScript the boxes follow it live) and stores the
// version of each text; a signed-in user's ?lng= survives the home page's redirect.
import AxeBuilder from "@axe-core/playwright";
import { expect, ready, signIn, test, uniqueEmail, withDatabase } from "./fixtures.ts";
import { freshBizRegNo } from "../biz-reg-no.ts";

const PAGES = [
	["/termsofconditions", "kr", "ko", "이용약관", "제1조 (목적)", "제20조 (분쟁의 해결)"],
	["/termsofconditions", "en", "en", "Terms of service", "Article 1 (Purpose)", "Article 20 (Settling disputes)"],
	["/termsofconditions", "vn", "vi", "Điều khoản dịch vụ", "Điều 1 (Mục đích)", "Điều 20 (Giải quyết tranh chấp)"],
	["/privacy", "kr", "ko", "개인정보처리방침", "6. 개인정보의 국외 이전", "11. 개인정보 보호책임자와 고충 처리"],
	[
		"/privacy",
		"en",
		"en",
		"Privacy policy",
		"6. Transfer of personal information abroad",
		"11. Privacy officer and complaints",
	],
	[
		"/privacy",
		"vn",
		"vi",
		"Chính sách quyền riêng tư",
		"6. Chuyển thông tin cá nhân ra nước ngoài",
		"11. Người phụ trách bảo vệ thông tin cá nhân và khiếu nại",
	],
	["/privacyoption", "kr", "ko", "마케팅 정보 수신 동의(선택)", "1. 보내는 정보", "5. 동의를 거부할 권리"],
	["/privacyoption", "en", "en", "Marketing consent (optional)", "1. What we send", "5. Your right to refuse"],
	[
		"/privacyoption",
		"vn",
		"vi",
		"Đồng ý nhận thông tin tiếp thị (tùy chọn)",
		"1. Thông tin chúng tôi gửi",
		"5. Quyền từ chối",
	],
] as const;

/** The version each legal page shows now (app/legal/*.ts). */
const VERSIONS = { "/termsofconditions": "1.0", "/privacy": "1.1", "/privacyoption": "1.0" } as const;

test.describe("legal pages", () => {
	for (const [path, lng, tag, title, first, later] of PAGES) {
		test(`${path} in ${lng}: title, version line, contents and section headings`, async ({ page }) => {
			const response = await page.goto(`${path}?lng=${lng}`);
			expect(response?.status()).toBe(200);
			await expect(page.locator("html")).toHaveAttribute("lang", tag);
			await expect(page.getByRole("heading", { level: 1 })).toHaveText(title);
			await expect(page.getByTestId("legal-version")).toContainText(VERSIONS[path]);
			await expect(page.getByRole("heading", { level: 2, name: first, exact: true })).toBeVisible();
			await expect(page.getByRole("heading", { level: 2, name: later, exact: true })).toBeVisible();
			// the table of contents links to each section's anchor
			const toc = page.getByRole("navigation", { name: /목차|Contents|Mục lục/ });
			const link = toc.getByRole("link", { name: later, exact: true });
			await expect(link).toHaveAttribute("href", /^#[a-z-]+$/);
			// the footer names the page as the page names itself
			await expect(page.locator("footer").getByRole("link", { name: title, exact: true })).toHaveAttribute(
				"href",
				path,
			);
		});
	}
});

test.describe("sign-up consents", () => {
	test("agree to all -> sign up with a hyphenated phone -> five consents stored with their versions", async ({
		page,
		javaScriptEnabled,
	}, info) => {
		const email = uniqueEmail("agreeall", info.project.name);
		await page.goto(`/sign/up/agree?email=${encodeURIComponent(email)}`);
		await ready(page, javaScriptEnabled);
		// each item opens its full text in a new tab, so the sign-up in progress stays
		const readLinks = page.getByRole("link", { name: /전문 보기/ });
		await expect(readLinks).toHaveCount(5);
		await expect(readLinks.first()).toHaveAttribute("target", "_blank");
		await expect(readLinks.first()).toHaveAttribute("href", "/termsofconditions");
		// the parts a consent stands for are readable in place
		await page.locator("details", { hasText: "동의 내용 보기" }).first().locator("summary").click();
		await expect(
			page.getByRole("heading", { level: 3, name: "1. 처리하는 개인정보의 항목, 목적과 보유기간" }),
		).toBeVisible();

		const all = page.getByLabel("전체 동의");
		const terms = page.getByLabel(/이용약관 동의/);
		const marketing = page.getByLabel(/이벤트·할인 소식 수신 동의/);
		await all.check();
		if (javaScriptEnabled) {
			// live: every box follows the all-box, and unchecking one clears it
			await expect(terms).toBeChecked();
			await expect(marketing).toBeChecked();
			await marketing.uncheck();
			await expect(all).not.toBeChecked();
			await marketing.check();
			await expect(all).toBeChecked();
		} else {
			// without JavaScript nothing moves on the page: the server counts the all-box as every box
			await expect(terms).not.toBeChecked();
		}
		await page.getByRole("button", { name: "동의하고 계속" }).click();

		await expect(page).toHaveURL(/\/sign\/up\?email=/);
		await ready(page, javaScriptEnabled);
		await page.getByLabel("비밀번호", { exact: true }).fill("agreeall123");
		await page.getByLabel("비밀번호 확인").fill("agreeall123");
		await page.getByLabel("회사명").fill("전체동의 무역");
		// a number of its own per run and project: one registration number is one company (decision 054)
		await page.getByLabel("사업자등록번호").fill(freshBizRegNo());
		await page.getByLabel("담당자 이름").fill("박전체");
		await page.getByLabel("휴대폰 번호").fill("010-2345-6789");
		await page.getByRole("button", { name: "가입하기" }).click();
		await expect(page).toHaveURL(/\/greeting$/);

		const stored = withDatabase((db) => {
			const user = db.prepare("select id, phone from users where email = ?").get(email) as {
				id: string;
				phone: string;
			};
			const rows = db
				.prepare("select kind, version, locale from consents where user_id = ? order by kind")
				.all(user.id);
			return { phone: user.phone, rows };
		});
		expect(stored.phone).toBe("01023456789");
		expect(stored.rows).toEqual([
			{ kind: "marketing", version: "1.0", locale: "kr" },
			{ kind: "personal_info", version: "1.1", locale: "kr" },
			{ kind: "privacy", version: "1.1", locale: "kr" },
			{ kind: "terms", version: "1.0", locale: "kr" },
			{ kind: "third_party", version: "1.1", locale: "kr" },
		]);
	});

	test("a required box left out keeps the user on the agree step with a message", async ({
		page,
		javaScriptEnabled,
	}) => {
		await page.goto("/sign/up/agree");
		await ready(page, javaScriptEnabled);
		await page.getByLabel(/이용약관 동의/).check();
		await page.getByRole("button", { name: "동의하고 계속" }).click();
		await expect(page).toHaveURL(/\/sign\/up\/agree/);
		await expect(page.getByText("필수 항목에 동의해 주세요.").first()).toBeVisible();
	});
});

test("a signed-in user opening /?lng=vn lands on /order in Vietnamese, and the choice sticks", async ({
	page,
	context,
}) => {
	await signIn(context, "customer");
	await page.goto("/?lng=vn");
	await expect(page).toHaveURL(/\/order$/);
	await expect(page.locator("html")).toHaveAttribute("lang", "vi");
	await page.goto("/order");
	await expect(page.locator("html")).toHaveAttribute("lang", "vi");
	const cookies = await context.cookies();
	expect(cookies.find((c) => c.name === "lng")?.value).toBe("vn");
});

test.describe("accessibility of the legal texts and the agree step", () => {
	for (const path of ["/termsofconditions", "/privacy", "/privacyoption", "/sign/up/agree"])
		for (const width of [375, 1280])
			test(`${path} at ${width}px: no serious or critical axe violation`, async ({ page, javaScriptEnabled }) => {
				// axe runs inside the page: the js-on project covers it (a11y.spec.ts has the no-script variant)
				test.skip(javaScriptEnabled === false, "axe needs scripts in the page");
				await page.setViewportSize({ width, height: 900 });
				await page.goto(path);
				await ready(page, javaScriptEnabled);
				for (const summary of await page.locator("details.disclosure > summary").all()) await summary.click();
				const results = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"]).analyze();
				const serious = results.violations
					.filter((v) => v.impact === "serious" || v.impact === "critical")
					.map((v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`);
				expect(serious).toEqual([]);
			});
});
