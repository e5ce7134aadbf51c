// The manual quote queue end to end, with JavaScript off and on: an in_request estimate (KRPUS ->
// AUSYD has only expired rates) is priced by staff with two lines, moves to in_confirm, and the
// "your quote is ready" mail with the link is in the outbox.
import { expect, linkIn, ready, signIn, test } from "./fixtures.ts";
import { FCL_EXPORT, mailAbout, makeEstimate } from "./quotes.ts";

/** An in_request estimate of demo company A: Busan -> Sydney has only expired rates. */
const manualEstimate = () =>
	makeEstimate({ ...FCL_EXPORT, destination: "AUSYD", containers: [{ type: "dv40", count: 1 }] });

test("staff price a manual quote with two lines; the customer is mailed the link", async ({
	browser,
	request,
}, testInfo) => {
	const js = testInfo.project.use.javaScriptEnabled;
	const estimate = await manualEstimate();
	const context = await browser.newContext({ ...testInfo.project.use });
	await signIn(context, "staff");
	const page = await context.newPage();
	await page.goto("/admin/quotes");
	await ready(page, js);
	// the queue and the form name the lane's ports with their codes, not bare codes
	await expect(page.locator(`tr[data-number="${estimate.number}"]`)).toContainText("부산 (KRPUS) → 시드니 (AUSYD)");
	await page.locator(`tr[data-number="${estimate.number}"]`).getByRole("link").click();
	await expect(page).toHaveURL(new RegExp(`/admin/quotes/${estimate.id}$`));
	await expect(page.locator("dd", { hasText: "부산 (KRPUS) → 시드니 (AUSYD)" })).toBeVisible();

	const row0 = page.getByTestId("line-0");
	await row0.getByLabel("수량").fill("1");
	await row0.getByLabel("단가").fill("1850");
	// "add a line" works as a plain submit without JavaScript
	await page.getByRole("button", { name: "항목 추가" }).click();
	const row1 = page.getByTestId("line-1");
	await expect(row1).toBeVisible();
	await expect(row0.getByLabel("단가")).toHaveValue("1850");
	await row1.getByLabel("비용 코드").selectOption("thc");
	await row1.getByLabel("구분").selectOption("origin");
	await row1.getByLabel("수량").fill("1");
	await row1.getByLabel("단가").fill("185000");
	await row1.getByLabel("통화").selectOption("KRW");
	await page.getByLabel("선사/항공사").fill("ANL");
	await page.getByLabel("운송 일수").fill("21");
	await page.getByLabel(/유효기간/).fill(new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10));
	await page.getByRole("button", { name: /가격 등록/ }).click();

	await expect(page).toHaveURL(/\/admin\/quotes\?done=priced/);
	await expect(page.getByTestId("desk-notice")).toContainText(estimate.number);
	await expect(page.locator(`tr[data-number="${estimate.number}"]`)).toHaveCount(0);

	const mail = await mailAbout(request, "manualQuoteReady", estimate.id);
	expect(linkIn({ ...mail, channel: "email" }, /^\/mypage\/estimate\//)).toBe(`/mypage/estimate/${estimate.id}`);

	// the customer's quote is now in_confirm (the discount page shows its status)
	const customer = await browser.newContext({ ...testInfo.project.use });
	await signIn(customer, "customer");
	const customerPage = await customer.newPage();
	await customerPage.goto(`/mypage/estimate/${estimate.id}/discount`);
	await expect(customerPage.getByTestId("estimate-status")).toHaveAttribute("data-status", "in_confirm");
	await customer.close();
	await context.close();
});
