// The staff desk with JavaScript off and on: the dashboard's queue cards with
// counts and the oldest item's age, the staff navigation, the desk lists' one stacked table layout on
// a phone, and the quote validity setting (staff_admin only) reaching the partner API's answer.
// Also the signup coupon's name in English.
import {
	DEMO_USER_IDS,
	createUser,
	expect,
	expectCurrentInStrip,
	ready,
	signIn,
	signInAs,
	test,
	withDatabase,
} from "./fixtures.ts";
import { addDays, seoulToday } from "#app/calendar/calendar.ts";
import { FCL_EXPORT, giveSignupCoupon, makeEstimate } from "./quotes.ts";

/** An in_request estimate of demo company A: Busan -> Sydney has only expired rates. */
const manualEstimate = () =>
	makeEstimate({ ...FCL_EXPORT, destination: "AUSYD", containers: [{ type: "dv40", count: 1 }] });

test.describe("the staff dashboard", () => {
	test("queue cards with counts and ages lead to the desks, oldest first", async ({
		page,
		context,
		javaScriptEnabled,
	}) => {
		// one that has waited four days (late) and one just made
		const old = await manualEstimate();
		withDatabase((db) => {
			const fourDaysAgo = Date.now() - 4 * 86_400_000;
			db.prepare("update estimates set created_at = ? where id = ?").run(fourDaysAgo, old.id);
			db.prepare("update estimate_events set created_at = ? where estimate_id = ?").run(fourDaysAgo, old.id);
		});
		const fresh = await manualEstimate();
		const waiting = withDatabase(
			(db) =>
				(
					db
						.prepare("select count(*) as n from estimates where status = 'in_request' and deleted_at is null")
						.get() as { n: number }
				).n,
		);

		await signIn(context, "staff");
		await page.goto("/admin");
		await ready(page, javaScriptEnabled);
		await expect(page.getByRole("heading", { level: 1 })).toHaveText("관리자 데스크");

		const card = page.locator('.queue-card[data-queue="manual_quotes"]');
		await expect(card.getByTestId("queue-count")).toHaveText(/^\d+$/);
		expect(Number(await card.getByTestId("queue-count").textContent())).toBeGreaterThanOrEqual(Math.min(waiting, 2));
		// the oldest of the queue has waited at least the four days set above
		await expect(card.getByTestId("queue-age")).toContainText(/가장 오래 기다린 건: \d+일/);
		await expect(card).toHaveAttribute("data-urgency", "late");
		await expect(page.locator('.queue-card[data-queue="negotiations"]')).toBeVisible();

		// staff see no admin-only entries; the nav marks where we are and counts the queue
		const nav = page.getByTestId("staff-nav");
		await expect(nav.getByRole("link")).toHaveText([
			/대시보드/,
			/수동 견적/,
			/할인 요청/,
			/부킹/,
			/선적/,
			/입금 확인/,
			/쿠폰/,
			/고객사/,
			/방문자 견적/,
			/통관·보험 요청/,
			/운임/,
			/운임지수/,
			/게시판/,
			/외부 연동/,
		]);
		await expect(nav.locator('[aria-current="page"]')).toHaveText("대시보드");
		await expect(nav.getByTestId("nav-count-manual_quotes")).toHaveText(/^\d+$/);

		await card.click();
		await expect(page).toHaveURL(/\/admin\/quotes$/);
		await expect(nav.locator('[aria-current="page"]')).toContainText("수동 견적");
		const rows = page.getByTestId("manual-queue").locator("tbody tr");
		const numbers = await rows.evaluateAll((trs) => trs.map((tr) => tr.getAttribute("data-number")));
		expect(numbers.indexOf(old.number)).toBeGreaterThanOrEqual(0);
		expect(numbers.indexOf(old.number)).toBeLessThan(numbers.indexOf(fresh.number));
		const oldRow = page.locator(`tr[data-number="${old.number}"]`);
		await expect(oldRow.locator('td[data-label="대기 시간"]')).toContainText(/4일/);
		await expect(oldRow.locator('td[data-label="대기 시간"]')).toContainText("기한 초과");
		await expect(page.locator(`tr[data-number="${fresh.number}"] td[data-label="대기 시간"]`)).toContainText(
			/방금|\d+분/,
		);

		// settings are staff_admin's: no link, and a 403 for staff
		expect((await page.goto("/admin/settings"))?.status()).toBe(403);
	});

	test("in English the cards and ages read in English with plural rules", async ({
		page,
		context,
		javaScriptEnabled,
	}) => {
		await manualEstimate();
		await signIn(context, "staff_admin");
		await page.goto("/admin?lng=en");
		await ready(page, javaScriptEnabled);
		await expect(page.getByRole("heading", { level: 1 })).toHaveText("Staff desk");
		const card = page.locator('.queue-card[data-queue="manual_quotes"]');
		await expect(card).toContainText("Manual quotes");
		await expect(card.getByTestId("queue-age")).toContainText(
			/Oldest waiting (just now|1 minute|\d+ minutes|1 hour|\d+ hours|1 day|\d+ days)/,
		);
		await expect(page.getByTestId("staff-nav").getByRole("link")).toHaveText([
			/Dashboard/,
			/Manual quotes/,
			/Discount requests/,
			/Bookings/,
			/Shipments/,
			/Payments/,
			/Coupons/,
			/Customers/,
			/Visitor quotes/,
			/Clearance & insurance/,
			/Rates/,
			/Freight index/,
			/Board/,
			/Integrations/,
			/API keys/,
			/Settings/,
		]);
	});

	test("on a phone the tab strip shows the current tab (with JavaScript) and scrolls sideways", async ({
		page,
		context,
		javaScriptEnabled,
	}) => {
		await page.setViewportSize({ width: 375, height: 800 });
		await signIn(context, "staff_admin");
		await page.goto("/admin/settings");
		await ready(page, javaScriptEnabled);
		const nav = page.getByTestId("staff-nav");
		// the last tab, far past the first screen's width, is brought into the strip (with JavaScript)
		await expectCurrentInStrip(nav, javaScriptEnabled);
		await expect(page.getByRole("heading", { level: 1 })).toHaveText("견적 설정");
		if (javaScriptEnabled) {
			// and a tab clicked in the strip is the current one in the next page's strip too
			await nav.getByRole("link", { name: "선적" }).click();
			await expect(page).toHaveURL(/\/admin\/shipments$/);
			await expectCurrentInStrip(nav, javaScriptEnabled);
		}
	});

	test("desk tables stack into labelled rows on a phone", async ({ page, context, javaScriptEnabled }) => {
		await manualEstimate();
		await page.setViewportSize({ width: 375, height: 800 });
		await signIn(context, "staff");
		await page.goto("/admin/quotes");
		await ready(page, javaScriptEnabled);
		const table = page.getByTestId("manual-queue");
		await expect(table).toHaveClass(/table-stack/);
		// the header row is hidden and each cell shows its label instead
		expect((await table.locator("thead").boundingBox())?.width ?? 0).toBeLessThanOrEqual(1);
		const cell = table.locator('tbody tr:first-child td[data-label="견적 번호"]');
		await expect(cell).toBeVisible();
		expect(await cell.evaluate((td) => getComputedStyle(td, "::before").content)).toBe('"견적 번호"');
	});
});

test.describe("quote validity (staff_admin)", () => {
	test("the setting is validated, stored with who changed it, and bounds the partner API's quotes", async ({
		page,
		context,
		request,
		javaScriptEnabled,
	}) => {
		// the two projects run at once: each changes its own mode, and puts it back afterwards
		const mode = javaScriptEnabled ? "sea" : "air";
		const days = mode === "sea" ? "3" : "5";
		const label = mode === "sea" ? "해상 (FCL, LCL)" : "항공";
		const otherLabel = mode === "sea" ? "항공" : "해상 (FCL, LCL)";
		try {
			await signIn(context, "staff_admin");
			await page.goto("/admin");
			await ready(page, javaScriptEnabled);
			await page.getByTestId("staff-nav").getByRole("link", { name: "설정" }).click();
			await expect(page).toHaveURL(/\/admin\/settings$/);
			await ready(page, javaScriptEnabled);
			await expect(page.getByRole("heading", { level: 1 })).toHaveText("견적 설정");

			// out of range: the page says why and nothing is stored
			await page.getByLabel(label).fill("0");
			await page.getByRole("button", { name: "저장", exact: true }).click();
			await expect(page.getByTestId(`validity-${mode}`).locator(".field-errors")).toHaveText(
				"1에서 90 사이의 정수(일)로 입력해 주세요.",
			);
			await expect(page.getByLabel(label)).toHaveAttribute("aria-invalid", "true");
			expect(
				withDatabase((db) => db.prepare("select days from quote_validity where mode = ?").get(mode)),
			).toBeUndefined();

			await page.getByLabel(label).fill(days);
			await page.getByRole("button", { name: "저장", exact: true }).click();
			await expect(page).toHaveURL(/\/admin\/settings\?done=saved$/);
			await expect(page.getByTestId("settings-notice")).toHaveText("견적 유효기간을 저장했습니다.");
			await expect(page.getByLabel(label)).toHaveValue(days);
			await expect(page.getByTestId(`validity-${mode}-changed`)).toContainText("변경");
			expect(
				withDatabase((db) => db.prepare("select days, updated_by as by from quote_validity where mode = ?").get(mode)),
			).toEqual({ days: Number(days), by: DEMO_USER_IDS.staff_admin });
			// the other mode was left as it was (the other project only ever sets its own mode)
			await expect(page.getByLabel(otherLabel)).not.toHaveValue(days);

			if (mode === "sea") {
				const answer = await request.post("/api/v1/quotes", {
					headers: { Authorization: "Bearer demo-partner-key", "Content-Type": "application/json" },
					data: FCL_EXPORT,
				});
				expect(answer.status()).toBe(200);
				const body = (await answer.json()) as { options: { validUntil: string }[] };
				const limit = addDays(seoulToday(), 3);
				expect(body.options.length).toBeGreaterThan(0);
				for (const o of body.options) expect(o.validUntil <= limit).toBe(true);
				expect(body.options.some((o) => o.validUntil === limit)).toBe(true);
			}
		} finally {
			withDatabase((db) => db.prepare("delete from quote_validity where mode = ?").run(mode));
		}
	});
});

test("the signup coupon reads in the viewer's language", async ({ page, context }, info) => {
	const user = await createUser(info.project.name, { phoneVerified: true, prefix: "coupon-names" });
	const number = giveSignupCoupon(user.id);
	await signInAs(context, user.id);
	await page.goto("/mypage/coupons?lng=en");
	const row = page.getByTestId(`coupon-row-${number}`);
	await expect(row).toContainText("Welcome coupon");
	await expect(row).toContainText("KRW 30,000 off a booking over KRW 300,000");
	await expect(row).not.toContainText("가입 축하 쿠폰");
	await page.goto("/mypage/coupons?lng=vn");
	await expect(page.getByTestId(`coupon-row-${number}`)).toContainText("Phiếu giảm giá chào mừng");
	await page.goto("/mypage/coupons?lng=kr");
	await expect(page.getByTestId(`coupon-row-${number}`)).toContainText("가입 축하 쿠폰");
});
