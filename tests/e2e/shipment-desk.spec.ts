// The shipment desk, with JavaScript off
// and on: a fresh customer books a quote (cargo ready today); staff find the booking in
// /admin/shipments, open its desk (the quote's carrier already in the schedule form), save a draft
// schedule (nothing moves, nobody is mailed) and confirm it, asked first (booked -> in_loading),
// record the departure (a day before cargo-ready is refused; ten days from the ETD is a warning to
// accept; asked first) and two positions (no stale notice beside a refusal), then change the ETA on
// the schedule page while sailing (a confirmed change, asked first; the shipment stays in_shipping);
// the customer's mails (booking confirmed, schedule confirmed, departed, ETA slipped) are in
// /dev/outbox with links to /mypage/shipment/:id. Customers and partners get 403.
import { fillBookingDetails } from "./booking-form.ts";
import { createUser, expect, mailsAbout, ready, settled, signIn, signInAs, test, withDatabase } from "./fixtures.ts";
import { FCL_EXPORT, inDays, makeEstimate } from "./quotes.ts";
import { confirmStep, makeShipment, seoulMinutesAgo } from "./shipments.ts";

// a long journey (two contexts, some twenty page loads, the confirmations): its own budget, with room
// on a busy 2-core machine; set for the file so the midnight guard in fixtures.ts knows it
test.describe.configure({ timeout: 240_000 });

test("staff schedule, confirm, depart, track and slip a booked shipment; the customer's mails are in the outbox", async ({
	browser,
	request,
}, info) => {
	const js = info.project.use.javaScriptEnabled;
	const user = await createUser(info.project.name, { phoneVerified: true, prefix: "shipdesk" });
	const estimate = await makeEstimate(FCL_EXPORT, user);

	// the customer books (so the test owns its booked estimate)
	const customerContext = await browser.newContext({ ...info.project.use });
	await signInAs(customerContext, user.id);
	const booking = await customerContext.newPage();
	await booking.goto(`/mypage/estimate/${estimate.id}/booking`);
	await ready(booking, js);
	await fillBookingDetails(booking);
	await booking.getByLabel("화물 준비 예정일").fill(inDays(0));
	await booking.getByRole("button", { name: "부킹하기" }).click();
	await expect(booking).toHaveURL(new RegExp(`/mypage/estimate/${estimate.id}/booking/done$`));
	const bNumber = (await booking.getByTestId("booking-number").textContent()) as string;
	await customerContext.close();

	const status = () => withDatabase((db) => db.prepare("select status from estimates where id = ?").get(estimate.id));
	const desk = `/admin/shipments/${estimate.id}`;

	// staff: the list (the nav's shipments item), the booked shipment, its desk
	const staffContext = await browser.newContext({ ...info.project.use });
	await signIn(staffContext, "staff");
	const page = await staffContext.newPage();
	await page.goto("/admin");
	await ready(page, js);
	await page.getByTestId("staff-nav").getByRole("link", { name: "선적" }).click();
	await expect(page).toHaveURL(/\/admin\/shipments$/);
	// the GET filter form: booked only
	await page.getByLabel("상태").selectOption("booked");
	await page.getByRole("button", { name: "적용" }).click();
	await expect(page).toHaveURL(/status=booked/);
	const row = page.getByTestId("shipment-list").locator(`tr[data-number="${bNumber}"]`);
	await expect(row).toContainText("스케줄 없음");
	await row.getByRole("link", { name: "열기" }).click();
	await expect(page).toHaveURL(new RegExp(`${desk}$`));
	await expect(page.getByTestId("shipment-number")).toHaveText(bNumber);

	// a draft schedule: nothing moves, nobody is told (decision 046); the quote's carrier is there already
	const form = page.getByTestId("schedule-form");
	await expect(form.getByLabel("선사 / 항공사")).not.toHaveValue("");
	await form.getByLabel("선사 / 항공사").fill("HMM");
	await form.getByLabel("선박명").fill("HMM BLESSING");
	await form.getByLabel("항차").fill("0123S");
	await form.getByLabel("ETD (출항 예정일)").fill(inDays(10));
	await form.getByLabel("ETA (도착 예정일)").fill(inDays(15));
	await form.getByRole("button", { name: "임시 저장" }).click();
	await expect(page).toHaveURL(new RegExp(`${desk}\\?done=saveSchedule$`));
	await expect(page.getByTestId("desk-notice")).toContainText(bNumber);
	expect(status()).toEqual({ status: "booked" });

	// departing before the schedule is confirmed is not offered; confirm it, asked first: the question
	// names the customer's address and both mails
	await expect(page.getByTestId("depart-form")).toHaveCount(0);
	await ready(page, js);
	await confirmStep(page, "schedule-confirm", js, user.email);
	await expect(page).toHaveURL(new RegExp(`${desk}\\?done=confirmSchedule$`));
	expect(status()).toEqual({ status: "in_loading" });
	await expect(page.getByTestId("schedule-state")).not.toContainText("임시 저장");

	// departure (decision 047): no time of its own; a day before the cargo-ready date is refused
	const departForm = page.getByTestId("depart-form");
	await expect(departForm.getByLabel("출항 일시 (KST)")).toHaveValue("");
	await departForm.getByLabel("출항 일시 (KST)").fill(`${inDays(-1)}T09:00`);
	await confirmStep(page, "depart-submit", js, user.email);
	await expect(departForm).toContainText("화물 준비일보다 빠를 수 없습니다");
	expect(status()).toEqual({ status: "in_loading" });
	if (js) {
		// cancelling the question sends nothing
		await page.getByTestId("depart-form").getByLabel("출항 일시 (KST)").fill(seoulMinutesAgo(5));
		await page.getByTestId("depart-submit").click();
		await page.getByTestId("depart-submit-dialog").getByRole("button", { name: "취소" }).click();
		await expect(page.getByTestId("depart-submit-dialog")).toBeHidden();
		expect(status()).toEqual({ status: "in_loading" });
	}
	// now, ten days before the ETD: unusual, so the desk asks to accept it
	await page.getByTestId("depart-form").getByLabel("출항 일시 (KST)").fill(seoulMinutesAgo(5));
	await confirmStep(page, "depart-submit", js);
	await expect(page.getByTestId("date-warnings")).toContainText("10일 차이");
	expect(status()).toEqual({ status: "in_loading" });
	await page.getByTestId("accept-warnings").check();
	await confirmStep(page, "depart-submit", js);
	await expect(page).toHaveURL(new RegExp(`${desk}\\?done=depart$`));
	expect(status()).toEqual({ status: "in_shipping" });
	await expect(page.getByTestId("milestone-list").locator('tr[data-code="departed"]')).toHaveCount(1);

	// a latitude out of range is refused with the field's message and nothing is stored; typing the
	// fix posts nothing until the form is sent again (the action alone judges the desk's forms)
	const posts: string[] = [];
	page.on("request", (r) => {
		if (r.method() === "POST") posts.push(r.url());
	});
	const positionForm = page.getByTestId("position-form");
	await positionForm.getByLabel("위도").fill("99");
	await positionForm.getByLabel("경도").fill("129.4");
	await positionForm.getByLabel("확인 일시 (KST)").fill(seoulMinutesAgo(3));
	await positionForm.getByRole("button", { name: "위치 추가" }).click();
	await expect(positionForm).toContainText("위도는 -90에서 90 사이의 숫자여야 합니다.");
	// the departure's notice does not stand beside the refusal
	await expect(page.getByTestId("desk-notice")).toHaveCount(0);
	await expect(page.getByTestId("position-list").locator("tbody tr")).toHaveCount(0);
	const refusedPosts = posts.length;
	await positionForm.getByLabel("위도").pressSequentially("34.8", { delay: 20 });
	await positionForm.getByLabel("경도").pressSequentially("0", { delay: 20 });
	await page.waitForTimeout(300);
	expect(posts.length).toBe(refusedPosts);

	// two positions
	for (const [lat, lon] of [
		["34.8", "129.4"],
		["31.2", "124.9"],
	]) {
		const positionForm = page.getByTestId("position-form");
		await positionForm.getByLabel("위도").fill(lat!);
		await positionForm.getByLabel("경도").fill(lon!);
		await positionForm.getByLabel("확인 일시 (KST)").fill(seoulMinutesAgo(2));
		await positionForm.getByRole("button", { name: "위치 추가" }).click();
		await expect(page).toHaveURL(new RegExp(`${desk}\\?done=position$`));
	}
	await expect(page.getByTestId("position-list").locator("tbody tr")).toHaveCount(2);
	// the first refusal's field message is gone after the stored positions
	await expect(page.getByTestId("position-form")).not.toContainText("위도는 -90에서 90 사이의 숫자여야 합니다.");

	// the ETA slips by three days: once confirmed, the desk shows the schedule's line and the schedule
	// is changed on its own page, which comes back to the desk
	await expect(page.getByTestId("schedule-form")).toHaveCount(0);
	await expect(page.getByTestId("schedule-line")).toContainText("HMM BLESSING 0123S");
	await page.getByTestId("schedule-link").click();
	await expect(page).toHaveURL(new RegExp(`${desk}/schedule$`));
	await ready(page, js);
	await expect(page.getByTestId("schedule-form").getByLabel("선박명")).toHaveValue("HMM BLESSING");
	// a confirmed schedule has no draft any more: every change is confirmed (decision 046)
	await expect(page.getByTestId("schedule-draft")).toHaveCount(0);
	// an ETA before the ETD is refused there, with what was typed kept and nothing stored
	await page.getByTestId("schedule-form").getByLabel("ETA (도착 예정일)").fill(inDays(5));
	await confirmStep(page, "schedule-confirm", js, "운송 중");
	await expect(page.getByTestId("schedule-form")).toContainText("도착일(ETA)은 출항일(ETD) 이후여야 합니다.");
	await expect(page).toHaveURL(new RegExp(`${desk}/schedule$`));
	await expect(page.getByTestId("schedule-form").getByLabel("선박명")).toHaveValue("HMM BLESSING");
	expect(
		withDatabase((db) => db.prepare("select eta from shipment_schedules where estimate_id = ?").get(estimate.id)),
	).toEqual({ eta: inDays(15) });
	await page.getByTestId("schedule-form").getByLabel("ETA (도착 예정일)").fill(inDays(18));
	await confirmStep(page, "schedule-confirm", js, user.email);
	await expect(page).toHaveURL(new RegExp(`${desk}\\?done=confirmSchedule$`));
	// changed while sailing, the shipment stays where it is
	expect(status()).toEqual({ status: "in_shipping" });
	await expect(page.getByTestId("eta-slip")).toContainText("3일");

	// the customer's mails, each linking to the shipment page; the booking confirmation went with the schedule's
	const shipmentPath = `/mypage/shipment/${estimate.id}`;
	const mails = await mailsAbout(request, user.email, "shipmentCustomer", shipmentPath, 3);
	const subjects = mails.map((m) => m.subject ?? "");
	for (const words of ["스케줄이 확정", "출발했습니다", "늦어졌습니다"])
		expect(subjects.some((s) => s.includes(words))).toBe(true);
	const bookingMails = await mailsAbout(request, user.email, "bookingCustomer", `/mypage/estimate/${estimate.id}`, 2);
	expect(bookingMails.some((m) => m.subject?.includes("확정"))).toBe(true);

	// the list shows the slip
	await page.goto("/admin/shipments?problem=eta_slipped");
	await expect(page.getByTestId("shipment-list").locator(`tr[data-number="${bNumber}"]`)).toContainText("+3일");
	await staffContext.close();
});

test("customers and partners cannot reach the shipment desk", async ({ browser }, info) => {
	for (const role of ["customer", "customs_broker"] as const) {
		const context = await browser.newContext({ ...info.project.use });
		await signIn(context, role);
		const page = await context.newPage();
		for (const path of [
			"/admin/shipments",
			"/admin/shipments/demo-shipment-sailing",
			"/admin/shipments/demo-shipment-sailing/schedule",
		])
			expect((await page.goto(path))?.status(), path).toBe(403);
		await context.close();
	}
});

// a field's message from a refused step does not outlive the step stored after it
// (with JavaScript the page is not reloaded: the desk starts its forms afresh after every stored step)
test("a refused position's field message is gone once a position is stored", async ({ page, context }, info) => {
	const js = info.project.use.javaScriptEnabled;
	const shipment = await makeShipment({ status: "in_shipping" });
	const desk = `/admin/shipments/${shipment.id}`;
	await signIn(context, "staff");
	await page.goto(desk);
	await ready(page, js);
	const form = page.getByTestId("position-form");
	await form.getByLabel("위도").fill("99");
	await form.getByLabel("경도").fill("129.4");
	await form.getByLabel("확인 일시 (KST)").fill(seoulMinutesAgo(3));
	await form.getByRole("button", { name: "위치 추가" }).click();
	await expect(form).toContainText("위도는 -90에서 90 사이의 숫자여야 합니다.");
	await expect(form.getByLabel("위도")).toHaveAttribute("aria-invalid", "true");
	await settled(page, js);

	await form.getByLabel("위도").fill("34.8");
	await form.getByLabel("경도").fill("129.4");
	await form.getByLabel("확인 일시 (KST)").fill(seoulMinutesAgo(2));
	await form.getByRole("button", { name: "위치 추가" }).click();
	await expect(page).toHaveURL(new RegExp(`${desk}\\?done=position$`));
	await expect(page.getByTestId("position-list").locator("tbody tr")).toHaveCount(1);
	await expect(page.getByTestId("desk-notice")).toBeVisible();
	await expect(form).not.toContainText("위도는 -90에서 90 사이의 숫자여야 합니다.");
	await expect(form.locator(".field-errors")).toHaveCount(0);
	await expect(form.locator('[aria-invalid="true"]')).toHaveCount(0);
});
