// The coupon desk and the customer desk, JavaScript off and on: staff make a campaign
// with English and Vietnamese names, issue it to a fresh customer, who sees it in English on
// /mypage/coupons; staff revoke it with a reason and it is gone from the customer's list. Staff add a
// user to demo-company-a and the set-password mail is in the outbox. SHOTS=1 saves screenshots of the
// desk's screens at 375 and 1280 px in kr, en and vn under /tmp/coupon-desk-shots.
import { createUser, expect, latestMessage, ready, signIn, signInAs, test, uniqueEmail } from "./fixtures.ts";

const inDays = (n: number) => new Date(Date.now() + n * 86_400_000).toISOString().slice(0, 10);

test.describe("the coupon desk", () => {
	test("create, issue, the customer sees it in English, revoke", async ({
		page,
		context,
		browser,
		javaScriptEnabled,
	}, info) => {
		const customer = await createUser(info.project.name, { prefix: "coupon" });
		const tag = `${info.project.name}-${Date.now().toString(36)}`;
		await signIn(context, "staff");
		await page.goto("/admin/coupons");
		await ready(page, javaScriptEnabled);
		await expect(page.getByRole("heading", { level: 1 })).toHaveText("쿠폰 관리");
		await expect(page.getByTestId("staff-nav").locator('[aria-current="page"]')).toHaveText("쿠폰");

		const form = page.getByTestId("new-campaign");
		// a bad form first: nothing stored, the message in Korean
		await form.getByLabel("이름 (영어)", { exact: true }).fill(`Desk coupon ${tag}`);
		await form.getByLabel("사용 기한", { exact: true }).fill(inDays(30));
		await form.getByRole("button", { name: "캠페인 만들기" }).click();
		await expect(form.getByText("한국어 이름을 입력하세요.")).toBeVisible();
		await expect(form.getByLabel("이름 (영어)", { exact: true })).toHaveValue(`Desk coupon ${tag}`);

		await form.getByLabel("이름 (한국어)", { exact: true }).fill(`데스크 쿠폰 ${tag}`);
		await form.getByLabel("이름 (베트남어)", { exact: true }).fill(`Phiếu bàn ${tag}`);
		await form.getByLabel("설명 (영어)", { exact: true }).fill("KRW 20,000 off a booking over KRW 100,000.");
		await form.getByLabel("정액 할인 (최소 부킹 금액 초과 시)", { exact: true }).check();
		await form.getByLabel("할인 금액 (원)", { exact: true }).fill("20000");
		await form.getByLabel("최소 부킹 금액 (원)", { exact: true }).fill("100000");
		await form.getByLabel("사용 기한", { exact: true }).fill(inDays(30));
		await form.getByRole("button", { name: "캠페인 만들기" }).click();
		await expect(page).toHaveURL(/\/admin\/coupons\/[\w-]+\?done=created/);
		await expect(page.getByTestId("done")).toContainText("캠페인을 만들었습니다");
		const campaignUrl = new URL(page.url()).pathname;

		// issue to the customer by e-mail
		const issue = page.getByTestId("issue-member");
		await issue.getByLabel("회원 이메일").fill(customer.email);
		await issue.getByRole("button", { name: "회원에게 발급" }).click();
		await expect(page.getByTestId("done")).toContainText("쿠폰 1장을 발급했습니다");
		const row = page.getByTestId("coupon-box").locator("tr", { hasText: customer.email });
		await expect(row.getByTestId("box-status")).toHaveAttribute("data-status", "available");
		const number = (await row.getAttribute("data-number"))!;
		// a second issue to the same member is refused while they hold it
		await issue.getByLabel("회원 이메일").fill(customer.email);
		await issue.getByRole("button", { name: "회원에게 발급" }).click();
		await expect(page.getByText("이미 이 캠페인의 쿠폰을 보유하고 있습니다.")).toBeVisible();

		// the customer sees it, named in English
		const theirs = await browser.newContext({ javaScriptEnabled });
		const mine = await theirs.newPage();
		await signInAs(theirs, customer.id);
		await mine.goto("/mypage/coupons?lng=en");
		const coupon = mine.getByTestId(`coupon-row-${number}`);
		await expect(coupon).toContainText(`Desk coupon ${tag}`);
		await expect(coupon).toContainText("KRW 20,000 off a booking over KRW 100,000.");
		await expect(coupon.getByTestId("coupon-status")).toHaveAttribute("data-status", "available");

		// staff revoke it with a reason
		await page.goto(campaignUrl);
		await ready(page, javaScriptEnabled);
		const revoke = page.getByTestId(`revoke-${number}`);
		await revoke.getByPlaceholder("회수 사유").fill("E2E 회수");
		await revoke.getByRole("button", { name: "회수" }).click();
		await expect(page.getByTestId("done")).toHaveText("쿠폰을 회수했습니다.");
		const revoked = page.getByTestId("coupon-box").locator(`tr[data-number="${number}"]`);
		await expect(revoked.getByTestId("box-status")).toHaveAttribute("data-status", "deleted");
		await expect(revoked).toContainText("E2E 회수");
		await expect(page.getByTestId(`revoke-${number}`)).toHaveCount(0);

		await mine.reload();
		await expect(mine.getByTestId(`coupon-row-${number}`)).toHaveCount(0);
		await theirs.close();
	});

	test("the customer desk: search, the member coupon box, add a user who is mailed the link", async ({
		page,
		context,
		request,
		javaScriptEnabled,
	}, info) => {
		await signIn(context, "staff_admin");
		await page.goto("/admin/customers");
		await ready(page, javaScriptEnabled);
		await page.getByLabel("고객사 검색").fill("124-81-00998");
		await page.getByRole("button", { name: "검색" }).click();
		await expect(page).toHaveURL(/q=124-81-00998/);
		const list = page.getByTestId("customer-list");
		await expect(list.locator("tbody tr")).toHaveCount(1);
		await list.getByRole("link", { name: "데모무역 주식회사" }).click();
		await expect(page).toHaveURL(/\/admin\/customers\/demo-company-a$/);

		// the member coupon box: the demo customer's ended coupon reads expired (invalid)
		await expect(
			page.getByTestId("coupon-box").locator('tr[data-number="CP-DEMO-EXPIRED"]').getByTestId("box-status"),
		).toHaveText("만료 (사용 불가)");

		const email = uniqueEmail("added", info.project.name);
		const add = page.getByTestId("add-user");
		await add.getByLabel("이름").fill("추가 사용자");
		await add.getByLabel("이메일").fill(email);
		await add.getByLabel("휴대폰 번호").fill("010-3333-4444");
		await add.getByLabel("메일 언어").selectOption("en");
		await add.getByRole("button", { name: "사용자 추가" }).click();
		await expect(page.getByTestId("done")).toContainText("사용자를 추가하고");
		await expect(page.getByTestId("member-list").locator(`tr[data-email="${email}"]`)).toContainText(
			"비밀번호 설정 대기",
		);

		const mail = await latestMessage(request, email, "companyInvite");
		expect(mail.subject).toContain("데모무역 주식회사");
		expect(mail.text).toMatch(/\/sign\/verify\/email\/pwreset\/[\w-]+\/[\w-]+/);

		// the same address again is refused
		await add.getByLabel("이름").fill("중복 사용자");
		await add.getByLabel("이메일").fill(email);
		await add.getByLabel("휴대폰 번호").fill("01033334444");
		await add.getByRole("button", { name: "사용자 추가" }).click();
		await expect(page.getByText("이미 가입된 이메일입니다.")).toBeVisible();
	});

	test("screens at 375 and 1280 px in kr, en and vn", async ({ page, context, javaScriptEnabled }, info) => {
		test.skip(!process.env.SHOTS || javaScriptEnabled === false, "screenshots on request only");
		await signIn(context, "staff");
		for (const width of [375, 1280]) {
			await page.setViewportSize({ width, height: 900 });
			for (const lng of ["kr", "en", "vn"]) {
				for (const [name, path] of [
					["coupons", "/admin/coupons"],
					["campaign", "/admin/coupons/demo-coupon-event"],
					["customers", "/admin/customers"],
					["company", "/admin/customers/demo-company-a"],
				] as const) {
					await page.goto(`${path}?lng=${lng}`);
					await ready(page, javaScriptEnabled);
					await page.screenshot({ path: `/tmp/coupon-desk-shots/${name}-${lng}-${width}.png`, fullPage: true });
				}
			}
		}
		expect(info.project.name).toBeTruthy();
	});
});
