// Booking with a coupon, in both projects (JavaScript off: plain form posts and redirects; on: the
// enhanced app): a fresh customer with a fresh signup coupon books an in_confirm estimate made from
// a real engine option, lands on the done page with a B number and the discounted total, sees the
// coupon used, then cancels from the estimate page and gets the coupon back.
import crypto from "node:crypto";
import { E2E_BASE_URL } from "./config.ts";
import { createUser, expect, ready, signIn, signInAs, test, withDatabase } from "./fixtures.ts";
import { FCL_EXPORT, giveSignupCoupon, makeEstimate } from "./quotes.ts";

const DAY = 86_400_000;

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

		// a date in the past is refused by the server with the message, and nothing is booked
		const shipDate = page.getByLabel("화물 준비 예정일");
		await shipDate.fill("2020-01-01");
		if (javaScriptEnabled === false) {
			await page.getByRole("button", { name: "부킹하기" }).click();
			await expect(page.getByText("화물 준비 예정일은 오늘 이후여야 합니다.")).toBeVisible();
		}
		const inThreeDays = new Date(Date.now() + 9 * 3_600_000 + 3 * DAY).toISOString().slice(0, 10);
		await shipDate.fill(inThreeDays);
		await page.getByLabel("인코텀즈(선택)").selectOption("FOB");
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
			form: { intent: "book", onceKey, shipDate: inThreeDays, coupons: couponId },
			headers: { Origin: E2E_BASE_URL },
			maxRedirects: 0,
		});
		expect(again.status()).toBe(303);
		expect(again.headers().location).toBe(`/mypage/estimate/${estimate.id}/booking/done`);
		expect(withDatabase((db) => db.prepare("select count(*) as n from estimate_events where estimate_id = ? and to_status = 'booked'").get(estimate.id))).toEqual({ n: 1 });

		await page.goto("/mypage/coupons");
		await expect(page.getByTestId(`coupon-row-${couponNumber}`).getByTestId("coupon-status")).toHaveAttribute("data-status", "used");
		await expect(page.getByTestId(`coupon-row-${couponNumber}`)).toContainText("사용 완료");

		await page.goto(`/mypage/estimate/${estimate.id}`);
		await ready(page, javaScriptEnabled);
		await expect(page.getByTestId("estimate-number")).toHaveText(bNumber);
		await page.getByTestId("action-cancel").click();
		await expect(page).toHaveURL(new RegExp(`/mypage/estimate/${estimate.id}\\?cancelled=1$`));
		expect(withDatabase((db) => db.prepare("select status from estimates where id = ?").get(estimate.id))).toEqual({ status: "cancelled" });

		await page.goto("/mypage/coupons");
		await expect(page.getByTestId(`coupon-row-${couponNumber}`).getByTestId("coupon-status")).toHaveAttribute("data-status", "available");
	});

	test("another company's customer gets 404 on the booking page and its POST; staff get 403 on the form", async ({ page, context }, info) => {
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
		expect(withDatabase((db) => db.prepare("select status from estimates where id = ?").get(estimate.id))).toEqual({ status: "in_confirm" });

		await context.clearCookies();
		await signIn(context, "staff");
		expect((await page.goto(`/mypage/estimate/${estimate.id}/booking`))?.status()).toBe(403);
	});
});
