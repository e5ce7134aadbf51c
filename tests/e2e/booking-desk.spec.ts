// Bookings reach the staff (decision 014), with JavaScript off and on: a fresh customer books a
// quote made from a real engine option; staff see it on the dashboard's bookings card and in
// /admin/bookings, open it (the details the customer gave, the total) and confirm it: the estimate
// moves to wait_schedule, and the booking and confirmation mails to the customer and to staff are in
// /dev/outbox with links to the right pages. Refusing without a reason is refused with a message.
import { BOOKING_DETAILS, fillBookingDetails } from "./booking-form.ts";
import { confirmStep } from "./shipments.ts";
import { createUser, expect, mailsAbout, ready, signIn, signInAs, test, withDatabase } from "./fixtures.ts";
import { FCL_EXPORT, inDays, makeEstimate } from "./quotes.ts";

test("a customer books, staff see it on the desk and confirm it, and the mails are in the outbox", async ({
	browser,
	request,
}, info) => {
	const js = info.project.use.javaScriptEnabled;
	const user = await createUser(info.project.name, { phoneVerified: true, prefix: "bookdesk" });
	const estimate = await makeEstimate(FCL_EXPORT, user);

	// the customer books
	const customerContext = await browser.newContext({ ...info.project.use });
	await signInAs(customerContext, user.id);
	const page = await customerContext.newPage();
	await page.goto(`/mypage/estimate/${estimate.id}/booking`);
	await ready(page, js);
	await fillBookingDetails(page);
	await page.getByLabel("화물 준비 예정일").fill(inDays(3));
	await page.getByRole("button", { name: "부킹하기" }).click();
	await expect(page).toHaveURL(new RegExp(`/mypage/estimate/${estimate.id}/booking/done$`));
	// with JavaScript the URL changes before the new page has rendered: wait for the number, do not read it once
	await expect(page.getByTestId("booking-number")).toHaveText(/^B\d{4}-\d{4,5}$/);
	const bNumber = (await page.getByTestId("booking-number").textContent()) as string;

	// the booking mails: the customer (a link to their quote) and staff (a link to the desk)
	const customerPath = `/mypage/estimate/${estimate.id}`;
	const deskPath = `/admin/bookings/${estimate.id}`;
	const [booked] = await mailsAbout(request, user.email, "bookingCustomer", customerPath, 1);
	expect(booked!.subject).toContain(bNumber);
	await mailsAbout(request, "staff@demo.kr", "bookingStaff", deskPath, 1);

	// staff: the dashboard's bookings card, the list, the booking
	const staffContext = await browser.newContext({ ...info.project.use });
	await signIn(staffContext, "staff");
	const desk = await staffContext.newPage();
	await desk.goto("/admin");
	await ready(desk, js);
	const card = desk.locator('.queue-card[data-queue="bookings"]');
	await expect(card).toContainText("부킹 확정");
	expect(Number(await card.getByTestId("queue-count").textContent())).toBeGreaterThanOrEqual(1);
	await expect(card.getByTestId("queue-age")).toContainText("가장 오래 기다린 건");
	await card.click();
	await expect(desk).toHaveURL(/\/admin\/bookings$/);
	const row = desk.getByTestId("booking-list").locator(`tr[data-number="${bNumber}"]`);
	await expect(row).toContainText("E2E ");
	await row.getByRole("link", { name: "검토" }).click();
	await expect(desk).toHaveURL(new RegExp(`${deskPath}$`));
	await expect(desk.getByTestId("booking-number")).toHaveText(bNumber);
	await expect(desk.getByTestId("booking-details")).toContainText(BOOKING_DETAILS.consigneeName);
	await expect(desk.getByTestId("booking-details")).toContainText(BOOKING_DETAILS.hsCode);
	await expect(desk.getByTestId("booking-total")).toContainText("₩");

	// refusing needs a reason: refused with the message, nothing changes
	await desk.getByRole("button", { name: "부킹 거절" }).click();
	await expect(desk.getByText("거절 사유를 입력해 주세요.")).toBeVisible();
	const status = () => withDatabase((db) => db.prepare("select status from estimates where id = ?").get(estimate.id));
	expect(status()).toEqual({ status: "booked" });

	// confirm, asked first: the question names the customer's address and the mail
	await confirmStep(desk, "booking-confirm", js, user.email);
	await expect(desk).toHaveURL(/\/admin\/bookings\?done=confirmed/);
	await expect(desk.getByTestId("desk-notice")).toContainText(bNumber);
	expect(status()).toEqual({ status: "wait_schedule" });
	await expect(desk.getByTestId("booking-list").or(desk.getByText("확정을 기다리는 부킹이 없습니다."))).toBeVisible();
	await expect(desk.locator(`[data-testid="booking-list"] tr[data-number="${bNumber}"]`)).toHaveCount(0);

	// the confirmation mails
	const customerMails = await mailsAbout(request, user.email, "bookingCustomer", customerPath, 2);
	expect(customerMails.some((m) => m.subject?.includes("확정"))).toBe(true);
	await mailsAbout(request, "staff@demo.kr", "bookingStaff", deskPath, 2);

	// the decided booking shows without the form
	await desk.goto(deskPath);
	await expect(desk.getByRole("button", { name: "부킹 확정" })).toHaveCount(0);
	await customerContext.close();
	await staffContext.close();
});

test("customers and partners cannot reach the booking desk", async ({ browser }, info) => {
	for (const role of ["customer", "customs_broker"] as const) {
		const context = await browser.newContext({ ...info.project.use });
		await signIn(context, role);
		const response = await (await context.newPage()).goto("/admin/bookings");
		expect(response?.status()).toBe(403);
		await context.close();
	}
});
