// The discount request end to end, with JavaScript off and on: a customer asks for a discount on an
// in_confirm estimate (made in the server's database from a real engine option), staff@demo.kr
// approves at a lower price, the quote shows confirm_nego with the lower total, and the
// negotiation-result mail is in the outbox.
import { expect, ready, settled, signIn, test } from "./fixtures.ts";
import { FCL_EXPORT, mailAbout, makeEstimate } from "./quotes.ts";

/** An in_confirm estimate of demo company A with trucking from Seoul (KR-11): the form then asks for an inland target too. */
const pricedEstimate = () => makeEstimate({ ...FCL_EXPORT, koreanRegion: { province: "KR-11" } });

test("customer requests a discount, staff approve lower, the quote is re-priced and mailed", async ({
	browser,
	request,
}, testInfo) => {
	const js = testInfo.project.use.javaScriptEnabled;
	const estimate = await pricedEstimate();

	const customerContext = await browser.newContext({ ...testInfo.project.use });
	await signIn(customerContext, "customer");
	const page = await customerContext.newPage();
	await page.goto(`/mypage/estimate/${estimate.id}/discount`);
	await ready(page, js);
	await expect(page.getByTestId("estimate-status")).toHaveAttribute("data-status", "in_confirm");

	// a target above the current freight is refused with a message, nothing stored
	await page.getByLabel("희망 해상운임").fill(String(estimate.freight)); // cents typed as dollars: far above
	await page.getByLabel("희망 내륙운송비").fill("1");
	await page.getByLabel("월 물동량 또는 수량").fill("12");
	await page.getByRole("button", { name: "할인 요청" }).click();
	await expect(page.getByText("희망 운임은 현재 운임보다 높을 수 없습니다.")).toBeVisible();
	await settled(page, js);

	const target = ((estimate.freight * 0.8) / 100).toFixed(2);
	await page.getByLabel("희망 해상운임").fill(target);
	await page.getByRole("button", { name: "할인 요청" }).click();
	await expect(page).toHaveURL(new RegExp(`/mypage/estimate/${estimate.id}/discount/done$`));
	await expect(page.getByTestId("discount-done")).toBeVisible();
	await expect(page.getByTestId("estimate-status")).toHaveAttribute("data-status", "in_nego");

	// staff: the desk lists it; approve at the customer's target
	const staffContext = await browser.newContext({ ...testInfo.project.use });
	await signIn(staffContext, "staff");
	const desk = await staffContext.newPage();
	await desk.goto(`/admin/negotiations/${estimate.id}`);
	await ready(desk, js);
	await expect(desk.getByLabel(/합의 해상운임/)).toHaveValue(target);
	await desk.getByLabel(/의견/).fill("Volume discount agreed");
	await desk.getByRole("button", { name: /승인/ }).click();
	await expect(desk).toHaveURL(/\/admin\/negotiations\?done=approved/);
	await expect(desk.getByTestId("desk-notice")).toBeVisible();

	// a second decision is refused with a message
	await desk.goto(`/admin/negotiations/${estimate.id}`);
	await expect(desk.getByTestId("decide-refused")).toBeVisible();

	// the customer's quote: confirm_nego and a lower total
	await page.goto(`/mypage/estimate/${estimate.id}/discount`);
	await expect(page.getByTestId("estimate-status")).toHaveAttribute("data-status", "confirm_nego");
	const shown = (await page.getByTestId("estimate-total").textContent()) ?? "";
	const krw = Number(shown.split("(")[0]!.replace(/[^\d]/g, ""));
	expect(krw).toBeLessThan(estimate.totalKrw);

	const mail = await mailAbout(request, "negotiationResult", estimate.id);
	expect(mail.text).toContain("Volume discount agreed");
	expect(mail.text).toContain(`/mypage/estimate/${estimate.id}`);
	await customerContext.close();
	await staffContext.close();
});

test("staff cannot use the customer's discount form, and another company cannot see it", async ({
	browser,
}, testInfo) => {
	const estimate = await pricedEstimate();
	for (const [role, status] of [
		["staff", 403],
		["other_customer", 404],
	] as const) {
		const context = await browser.newContext({ ...testInfo.project.use });
		await signIn(context, role);
		const response = await (await context.newPage()).goto(`/mypage/estimate/${estimate.id}/discount`);
		expect(response?.status()).toBe(status);
		await context.close();
	}
});
