// Booking with a coupon, in both projects (JavaScript off: plain form posts and redirects; on: the
// enhanced app): a fresh customer with a fresh signup coupon books an in_confirm estimate made from
// a real engine option, giving the parties and cargo, lands on the done page with a B
// number and the discounted total, sees the coupon used and the parties on the estimate page, then
// cancels through the confirming step and gets the coupon back. An Incoterm chosen at booking
// re-prices the quote: without JavaScript the new total is shown before it is booked, with it at once.
import crypto from "node:crypto";
import { E2E_BASE_URL } from "./config.ts";
import { BOOKING_DETAILS, fillBookingDetails } from "./booking-form.ts";
import { createUser, expect, ready, signIn, signInAs, test, withDatabase } from "./fixtures.ts";
import { FCL_EXPORT, giveSignupCoupon, inDays, makeEstimate } from "./quotes.ts";

const won = (amount: number) => new Intl.NumberFormat("ko", { style: "currency", currency: "KRW" }).format(amount);

test.describe("booking", () => {
	test("book with the signup coupon -> done page with a B number and the discounted total -> coupon used -> cancel returns it", async ({
		page,
		context,
		javaScriptEnabled,
	}, info) => {
		const user = await createUser(info.project.name, { phoneVerified: true, prefix: "booking" });
		const couponNumber = giveSignupCoupon(user.id);
		const estimate = await makeEstimate(FCL_EXPORT, user);
		expect(estimate.totalKrw).toBeGreaterThan(300_000);
		await signInAs(context, user.id);

		await page.goto(`/mypage/estimate/${estimate.id}`);
		await ready(page, javaScriptEnabled);
		await page.getByTestId("action-book").click();
		await expect(page).toHaveURL(new RegExp(`/mypage/estimate/${estimate.id}/booking$`));
		await expect(page.getByTestId("booking-total")).toContainText(won(estimate.totalKrw));
		const coupon = page.getByTestId(`coupon-${couponNumber}`);
		await expect(page.getByTestId("booking-coupons")).toContainText(won(30_000));

		// the company's name is the shipper on an export; the rest is typed
		await expect(page.getByLabel("송하인 상호")).toHaveValue(/^E2E /);
		await fillBookingDetails(page);
		// a date in the past is refused by the server with the message, and nothing is booked
		const shipDate = page.getByLabel("화물 준비 예정일");
		await shipDate.fill("2020-01-01");
		if (javaScriptEnabled === false) {
			await page.getByRole("button", { name: "부킹하기" }).click();
			await expect(page.getByText("화물 준비 예정일은 오늘 이후여야 합니다.")).toBeVisible();
			// what was typed is still there
			await expect(page.getByLabel("수하인 상호")).toHaveValue(BOOKING_DETAILS.consigneeName);
			expect(
				withDatabase((db) =>
					db.prepare("select count(*) as n from booking_details where estimate_id = ?").get(estimate.id),
				),
			).toEqual({ n: 0 });
		}
		const inThreeDays = inDays(3);
		await shipDate.fill(inThreeDays);
		// DAP on an export: the seller (our customer) pays every group, so the total stays
		await page.getByLabel("인코텀즈(선택)").selectOption("DAP");
		await coupon.check();
		const onceKey = await page.locator('input[name="onceKey"]').inputValue();
		const couponId = (await coupon.getAttribute("value")) as string;
		await page.getByRole("button", { name: "부킹하기" }).click();

		await expect(page).toHaveURL(new RegExp(`/mypage/estimate/${estimate.id}/booking/done$`));
		await expect(page.getByTestId("booking-number")).toHaveText(/^B\d{4}-\d{4,5}$/);
		const bNumber = (await page.getByTestId("booking-number").textContent()) as string;
		await expect(page.getByTestId("booking-total")).toHaveText(won(estimate.totalKrw));
		await expect(page.getByTestId("booking-coupon-discount")).toContainText(won(30_000));
		await expect(page.getByTestId("booking-coupon-discount")).toContainText(couponNumber);
		await expect(page.getByTestId("booking-total-with-coupon")).toHaveText(won(estimate.totalKrw - 30_000));

		// the same form sent again (a double click, or back-and-resend without JavaScript) books nothing
		// more and is sent to the done page
		const again = await page.request.post(`/mypage/estimate/${estimate.id}/booking`, {
			form: { intent: "book", onceKey, shipDate: inThreeDays, coupons: couponId, hsCode: "8471.30.1000" },
			headers: { Origin: E2E_BASE_URL },
			maxRedirects: 0,
		});
		expect(again.status()).toBe(303);
		expect(again.headers().location).toBe(`/mypage/estimate/${estimate.id}/booking/done`);
		expect(
			withDatabase((db) =>
				db
					.prepare("select count(*) as n from estimate_events where estimate_id = ? and to_status = 'booked'")
					.get(estimate.id),
			),
		).toEqual({ n: 1 });

		await page.goto("/mypage/coupons");
		await expect(page.getByTestId(`coupon-row-${couponNumber}`).getByTestId("coupon-status")).toHaveAttribute(
			"data-status",
			"used",
		);
		await expect(page.getByTestId(`coupon-row-${couponNumber}`)).toContainText("사용 완료");

		await page.goto(`/mypage/estimate/${estimate.id}`);
		await ready(page, javaScriptEnabled);
		await expect(page.getByTestId("estimate-number")).toHaveText(bNumber);
		// the parties and cargo given at booking
		await expect(page.getByTestId("details-consignee")).toContainText(BOOKING_DETAILS.consigneeName);
		await expect(page.getByTestId("details-consignee")).toContainText(BOOKING_DETAILS.consigneeContact);
		await expect(page.getByTestId("details-notify")).toHaveText("수하인과 같음");
		await expect(page.getByTestId("details-hs")).toHaveText("8471.30.1000");
		await expect(page.getByTestId("details-packages")).toHaveText("120 CARTONS");
		await expect(page.getByTestId("estimate-incoterms")).toHaveText("DAP");

		// cancelling takes a confirming step that says what is cancelled (without JavaScript a page, with it
		// a dialog on this page); keeping the booking cancels nothing
		await page.getByTestId("action-cancel").click();
		if (javaScriptEnabled === false)
			await expect(page).toHaveURL(new RegExp(`/mypage/estimate/${estimate.id}/cancel$`));
		else await expect(page).toHaveURL(new RegExp(`/mypage/estimate/${estimate.id}$`));
		await expect(page.getByTestId("cancel-confirm")).toBeVisible();
		await expect(page.getByTestId("cancel-confirm")).toContainText(bNumber);
		await expect(page.getByTestId("cancel-confirm")).toContainText(couponNumber);
		await page.getByTestId("keep-booking").click();
		await expect(page).toHaveURL(new RegExp(`/mypage/estimate/${estimate.id}$`));
		await expect(page.getByTestId("cancel-confirm")).toBeHidden();
		expect(withDatabase((db) => db.prepare("select status from estimates where id = ?").get(estimate.id))).toEqual({
			status: "booked",
		});
		// a cancel post without the confirming step's field is sent to the confirming step
		const oneClick = await page.request.post(`/mypage/estimate/${estimate.id}/cancel`, {
			form: { intent: "cancel" },
			headers: { Origin: E2E_BASE_URL },
			maxRedirects: 0,
		});
		expect(oneClick.status()).toBe(303);
		expect(oneClick.headers().location).toBe(`/mypage/estimate/${estimate.id}/cancel`);
		// the step's address until decision 060 (the booking page with ?cancel=1) and posts to it lead there
		// with the method kept (308); passing on cancels nothing
		const oldPage = await page.request.get(`/mypage/estimate/${estimate.id}/booking?cancel=1`, { maxRedirects: 0 });
		expect([oldPage.status(), oldPage.headers().location]).toEqual([308, `/mypage/estimate/${estimate.id}/cancel`]);
		const oldPost = await page.request.post(`/mypage/estimate/${estimate.id}/booking?cancel=1`, {
			form: { intent: "cancel" },
			headers: { Origin: E2E_BASE_URL },
			maxRedirects: 0,
		});
		expect([oldPost.status(), oldPost.headers().location]).toEqual([308, `/mypage/estimate/${estimate.id}/cancel`]);
		expect(withDatabase((db) => db.prepare("select status from estimates where id = ?").get(estimate.id))).toEqual({
			status: "booked",
		});

		await ready(page, javaScriptEnabled);
		await page.getByTestId("action-cancel").click();
		await expect(page.getByTestId("cancel-confirm")).toBeVisible();
		await page.getByTestId("confirm-cancel").click();
		await expect(page).toHaveURL(new RegExp(`/mypage/estimate/${estimate.id}\\?cancelled=1$`));
		await expect(page.getByTestId("cancelled-notice")).toBeVisible();
		expect(withDatabase((db) => db.prepare("select status from estimates where id = ?").get(estimate.id))).toEqual({
			status: "cancelled",
		});

		await page.goto("/mypage/coupons");
		await expect(page.getByTestId(`coupon-row-${couponNumber}`).getByTestId("coupon-status")).toHaveAttribute(
			"data-status",
			"available",
		);
	});

	test("FOB chosen at booking re-prices the quote: the buyer's freight and destination charges leave the total", async ({
		page,
		context,
		javaScriptEnabled,
	}, info) => {
		const user = await createUser(info.project.name, { phoneVerified: true, prefix: "booking-fob" });
		const estimate = await makeEstimate(FCL_EXPORT, user);
		// the expected total: the same lines and exchange rate, only the origin group counted
		const { applyIncoterms } = await import("#app/pricing/incoterm-reprice.ts");
		const stored = withDatabase((db) => db.prepare("select option from estimates where id = ?").get(estimate.id)) as {
			option: string;
		};
		const fobTotal = applyIncoterms(JSON.parse(stored.option), "export", "FOB").totals.KRW;
		expect(fobTotal).toBeGreaterThan(0);
		expect(fobTotal).toBeLessThan(estimate.totalKrw);
		await signInAs(context, user.id);

		await page.goto(`/mypage/estimate/${estimate.id}/booking`);
		await ready(page, javaScriptEnabled);
		await expect(page.getByTestId("booking-total")).toHaveText(won(estimate.totalKrw));
		await expect(page.getByTestId("split-destination")).toHaveAttribute("data-payer", "customer");
		await fillBookingDetails(page);
		await page.getByLabel("화물 준비 예정일").fill(inDays(3));
		await page.getByLabel("인코텀즈(선택)").selectOption("FOB");
		if (javaScriptEnabled === false) {
			// the server shows the new total first and books nothing
			await page.getByRole("button", { name: "부킹하기" }).click();
			await expect(page.getByTestId("repriced-notice")).toContainText(won(fobTotal));
			expect(
				withDatabase((db) => db.prepare("select status, total_krw from estimates where id = ?").get(estimate.id)),
			).toEqual({
				status: "in_confirm",
				total_krw: estimate.totalKrw,
			});
		}
		// the page shows the FOB total and who pays what (with JavaScript, as soon as FOB is chosen)
		await expect(page.getByTestId("booking-total")).toHaveText(won(fobTotal));
		await expect(page.getByTestId("split-origin")).toHaveAttribute("data-payer", "customer");
		await expect(page.getByTestId("split-freight")).toHaveAttribute("data-payer", "other");
		await expect(page.getByTestId("split-destination")).toHaveAttribute("data-payer", "other");
		await expect(page.getByTestId("split-destination")).toContainText("상대방 (매수인)");
		await page.getByRole("button", { name: "부킹하기" }).click();

		await expect(page).toHaveURL(new RegExp(`/mypage/estimate/${estimate.id}/booking/done$`));
		await expect(page.getByTestId("booking-total")).toHaveText(won(fobTotal));
		await expect(page.getByTestId("booking-total-with-coupon")).toHaveText(won(fobTotal));
		// what happens next, in words; the documents step links to the shipment's upload page
		await expect(page.getByTestId("next-steps")).toContainText("입금");
		await expect(page.getByTestId("done-to-upload")).toHaveAttribute("href", `/mypage/upload/${estimate.id}`);

		await page.getByTestId("done-to-quote").click();
		await expect(page.getByTestId("estimate-incoterms")).toHaveText("FOB");
		await expect(page.getByTestId("split-destination")).toHaveAttribute("data-payer", "other");
	});

	test("another company's customer gets 404 on the booking page and its POST; staff get 403 on the form", async ({
		page,
		context,
	}, info) => {
		const owner = await createUser(info.project.name, { phoneVerified: true, prefix: "booking-owner" });
		const estimate = await makeEstimate(FCL_EXPORT, owner);
		const stranger = await createUser(info.project.name, { phoneVerified: true, prefix: "booking-stranger" });
		await signInAs(context, stranger.id);
		expect((await page.goto(`/mypage/estimate/${estimate.id}/booking`))?.status()).toBe(404);
		const post = await page.request.post(`/mypage/estimate/${estimate.id}/booking`, {
			form: { intent: "book", onceKey: crypto.randomBytes(16).toString("base64url"), shipDate: "2099-01-01" },
			headers: { Origin: E2E_BASE_URL },
			maxRedirects: 0,
		});
		expect(post.status()).toBe(404);
		expect(withDatabase((db) => db.prepare("select status from estimates where id = ?").get(estimate.id))).toEqual({
			status: "in_confirm",
		});

		await context.clearCookies();
		await signIn(context, "staff");
		expect((await page.goto(`/mypage/estimate/${estimate.id}/booking`))?.status()).toBe(403);
	});
});
