// The customer journey from quote to booking (decision 009), once with JavaScript off and once on: a
// customer builds an FCL export quote Busan -> Hai Phong in the wizard, sees the all-in result, mails
// the quote PDF (the attachment is in /dev/outbox), requests a discount, staff@demo.kr approves at a
// lower price, the customer books with a signup coupon, and the quote list shows it booked with a B
// number. Each project has its own fresh customer (drafts and coupons are per user; the projects run at
// once).
import { fillBookingDetails } from "./booking-form.ts";
import { createUser, expect, ready, signIn, signInAs, test, uniqueEmail } from "./fixtures.ts";
import {
	type OutboxMessage,
	fillRoute,
	finishCargoAndCustomer,
	giveSignupCoupon,
	inDays,
	mailAbout,
	openLines,
} from "./quotes.ts";

// set for the file so the midnight guard in fixtures.ts knows the budget
test.describe.configure({ timeout: 90_000 });

const amountOf = (text: string | null) => Number((text ?? "").split("(")[0]!.replace(/[^\d.]/g, ""));

test("FCL export Busan -> Hai Phong: result, PDF by mail, discount approved, booked with a coupon, listed as booked", async ({
	page,
	context,
	browser,
	request,
	javaScriptEnabled,
}, info) => {
	const user = await createUser(info.project.name, { phoneVerified: true, prefix: "journey" });
	const coupon = giveSignupCoupon(user.id);
	await signInAs(context, user.id);

	// 1. the wizard: route, cargo (2 x 20' dry), customer info, then the all-in result
	await fillRoute(
		page,
		"shipline",
		{ direction: "export", cargoType: "fcl", from: ["KR", "KRPUS"], to: ["VN", "VNHPH"] },
		javaScriptEnabled,
	);
	await page.locator("#f-containers-0--type").selectOption("dv20");
	await page.locator("#f-containers-0--count").fill("2");
	await finishCargoAndCustomer(page, "의류");
	const cheapest = page.getByTestId("quote-option").first();
	await openLines(cheapest);
	for (const group of ["origin", "freight", "destination"])
		await expect(cheapest.getByTestId(`group-${group}`)).toBeVisible();
	await expect(cheapest.getByTestId("total-krw")).toContainText("₩");
	await expect(cheapest.getByTestId("total-usd")).toContainText("US$");
	await expect(cheapest.getByTestId("total-vnd")).toBeVisible();
	// the last valid day reads as a Korean date ("2026. 12. 7."), not as YYYY-MM-DD
	await expect(cheapest.getByTestId("option-valid-until").first()).toHaveText(/^\d{4}\. \d{1,2}\. \d{1,2}\.$/);
	await page.getByTestId("choose-option").first().click();
	await expect(page).toHaveURL(/\/mypage\/estimate\/[0-9a-f-]{36}$/);
	const id = new URL(page.url()).pathname.split("/").pop() as string;
	const qNumber = (await page.getByTestId("estimate-number").textContent()) as string;
	expect(qNumber).toMatch(/^Q\d{4}-\d{4,5}$/);

	// 2. the quote PDF by mail: the outbox holds the mail with the PDF attached
	await page.getByTestId("action-mail").click();
	const to = uniqueEmail("journey-pdf", info.project.name);
	await page.getByLabel("받는 사람 이메일").fill(to);
	await page.getByRole("button", { name: "메일 보내기" }).click();
	await expect(page).toHaveURL(new RegExp(`/mypage/estimate/${id}\\?mailed=1$`));
	await expect(page.getByTestId("mailed-notice")).toBeVisible();
	// mailed to a third party: it links to the read-only share page, not to the sender's estimate page
	let mail: OutboxMessage | undefined;
	await expect
		.poll(async () => {
			const list = (await (
				await request.get(`/dev/outbox.json?to=${encodeURIComponent(to)}`)
			).json()) as OutboxMessage[];
			mail = list.find((m) => m.template === "quotePdf" && m.text.includes(qNumber));
			return Boolean(mail);
		})
		.toBe(true);
	if (!mail) throw new Error("no quote mail");
	expect(mail.text).toContain("/quote/share/");
	expect(mail.attachments).toHaveLength(1);
	expect(mail.attachments![0]).toMatchObject({ name: `${qNumber}.pdf`, contentType: "application/pdf" });
	expect(mail.attachments![0]!.size).toBeGreaterThan(5_000);
	const pdf = await request.get(mail.attachments![0]!.url);
	expect((await pdf.body()).subarray(0, 4).toString()).toBe("%PDF");

	// 3. a discount request: 80% of the current ocean freight
	await page.getByTestId("action-discount").click();
	await expect(page).toHaveURL(new RegExp(`/mypage/estimate/${id}/discount$`));
	const totalBefore = amountOf(await page.getByTestId("estimate-total").textContent());
	const currentFreight = amountOf(await page.getByTestId("current-freight").textContent());
	const target = (currentFreight * 0.8).toFixed(2);
	await page.getByLabel("희망 해상운임").fill(target);
	await page.getByLabel("월 물동량 또는 수량").fill("8");
	await page.getByRole("button", { name: "할인 요청" }).click();
	await expect(page).toHaveURL(new RegExp(`/mypage/estimate/${id}/discount/done$`));
	await expect(page.getByTestId("estimate-status")).toHaveAttribute("data-status", "in_nego");

	// 4. staff approve at the lower price
	const staffContext = await browser.newContext({ ...info.project.use });
	await signIn(staffContext, "staff");
	const desk = await staffContext.newPage();
	await desk.goto("/admin/negotiations");
	await ready(desk, javaScriptEnabled);
	// the desk names the lane's ports with their codes, in the reader's language
	await expect(desk.locator(`tr[data-number="${qNumber}"]`)).toContainText("부산 (KRPUS) → 하이퐁 (VNHPH)");
	await desk.goto(`/admin/negotiations/${id}`);
	await expect(desk.locator("dd", { hasText: "부산 (KRPUS) → 하이퐁 (VNHPH)" })).toBeVisible();
	await expect(desk.getByLabel(/합의 해상운임/)).toHaveValue(target);
	await desk.getByRole("button", { name: /승인/ }).click();
	await expect(desk).toHaveURL(/\/admin\/negotiations\?done=approved/);
	await staffContext.close();
	const result = await mailAbout(request, "negotiationResult", id, user.email);
	expect(result.text).toContain(`/mypage/estimate/${id}`);

	// 5. the customer books with the signup coupon
	await page.goto(`/mypage/estimate/${id}`);
	await ready(page, javaScriptEnabled);
	await expect(page.getByTestId("status-label")).toHaveAttribute("data-status", "confirm_nego");
	await page.getByTestId("action-book").click();
	await expect(page).toHaveURL(new RegExp(`/mypage/estimate/${id}/booking$`));
	const shipDate = inDays(10);
	await page.getByLabel("화물 준비 예정일").fill(shipDate);
	await fillBookingDetails(page);
	await page.getByTestId(`coupon-${coupon}`).check();
	await page.getByRole("button", { name: "부킹하기" }).click();
	await expect(page).toHaveURL(new RegExp(`/mypage/estimate/${id}/booking/done$`));
	const bNumber = (await page.getByTestId("booking-number").textContent()) as string;
	expect(bNumber).toBe(`B${qNumber.slice(1)}`);
	const koreanDay = new Intl.DateTimeFormat("ko-KR", { dateStyle: "medium", timeZone: "UTC" }).format(
		new Date(`${shipDate}T12:00:00Z`),
	);
	await expect(page.getByTestId("booking-ship-date")).toHaveText(koreanDay);
	const total = amountOf(await page.getByTestId("booking-total").textContent());
	expect(total).toBeLessThan(totalBefore);
	expect(amountOf(await page.getByTestId("booking-total-with-coupon").textContent())).toBe(total - 30_000);

	// 6. the quote list shows it booked, with its B number
	await page.goto("/mypage/estimate");
	const row = page.locator(`[data-testid="estimate-row"][data-id="${id}"]`);
	await expect(row.getByTestId("estimate-number")).toHaveText(bNumber);
	await expect(row.getByTestId("status-label")).toHaveAttribute("data-status", "booked");
});
