// My page shipment status in the browser, with JavaScript off and on, on the demo
// shipments (db/seed/demo-shipments.ts: customer@demo.kr's company has one in every stage): the list
// 5 a page with stages and the delay flag, a sailing shipment's page (stepper, schedule, timeline,
// last position, the map link), a delayed one's flag with the ETA first confirmed, the way in from the
// estimate page; a company without shipments sees the spec's "no shipment list" message, and another
// company's customer (other@demo.kr) gets 404 on the shipment.
import type { Page } from "@playwright/test";
import { createUser, expect, ready, signIn, signInAs, test } from "./fixtures.ts";

/**
 * Opens the list page that holds the shipment's row and returns the row. The page is found by plain
 * requests (no rendering), since every spec that makes a shipment lengthens the company's list; the
 * browser then opens that one page.
 */
async function findRow(page: Page, id: string, js: boolean | undefined) {
	for (let n = 1; n <= 40; n++) {
		const html = await (await page.request.get(`/mypage/shipment?page=${n}`)).text();
		if (!html.includes(`data-id="${id}"`)) continue;
		await page.goto(n === 1 ? "/mypage/shipment" : `/mypage/shipment?page=${n}`);
		await ready(page, js);
		return page.locator(`[data-testid="shipment-row"][data-id="${id}"]`);
	}
	throw new Error(`shipment ${id} not in the list`);
}

test("the customer's shipments: the list, a sailing shipment's page with its positions, a delayed one's flag", async ({
	browser,
}, info) => {
	const js = info.project.use.javaScriptEnabled;
	const context = await browser.newContext({ ...info.project.use });
	await signIn(context, "customer");
	const page = await context.newPage();

	// the list: 5 a page, with the pager; every row has a stage badge
	await page.goto("/mypage/shipment");
	await ready(page, js);
	await expect(page.getByRole("heading", { level: 1 })).toHaveText("운송 현황");
	await expect(page.getByTestId("shipment-row")).toHaveCount(5);
	await expect(page.getByTestId("shipment-pager")).toContainText("1 / ");
	await expect(page.getByTestId("shipment-row").first().getByTestId("stage-label")).toBeVisible();

	// the delayed shipment's row carries the flag
	const delayed = await findRow(page, "demo-shipment-delayed", js);
	await expect(delayed.getByTestId("delay-flag")).toHaveText("3일 지연");
	await expect(delayed.getByTestId("stage-label")).toHaveText("운항 중");

	// the sailing one: open it from the list
	const sailing = await findRow(page, "demo-shipment-sailing", js);
	await expect(sailing.getByTestId("shipment-route")).toHaveText("부산 (KRPUS) → 하이퐁 (VNHPH)");
	await sailing.getByTestId("shipment-number").click();
	await expect(page).toHaveURL(/\/mypage\/shipment\/demo-shipment-sailing$/);
	await ready(page, js);
	await expect(page.getByRole("heading", { level: 1 })).toHaveText("운송 상세");
	const stepper = page.getByTestId("shipment-stepper");
	await expect(stepper.locator('li[aria-current="step"]')).toHaveAttribute("data-stage", "vessel_sailing");
	await expect(stepper.locator("li.done")).toHaveCount(4);
	await expect(page.getByTestId("schedule-transport")).toHaveText("HMM BLESSING / 0123S");
	await expect(page.getByTestId("schedule-path")).toHaveText("직항");
	await expect(page.getByTestId("shipment-departure")).toContainText("부산 (KRPUS)");
	await expect(page.getByTestId("shipment-departure")).toContainText("실제");
	const timeline = page.getByTestId("shipment-timeline");
	await expect(timeline.locator('[data-code="departed"]')).toHaveAttribute("data-done", "true");
	await expect(timeline.locator('[data-code="arrived"]')).toHaveAttribute("data-done", "false");
	await expect(timeline).toContainText("(한국 시간)");
	await expect(page.getByTestId("last-position")).toHaveText(/^\d+\.\d{2}°N \d+\.\d{2}°E$/);
	expect(Number((await page.getByTestId("position-count").textContent())?.replace(/\D/g, ""))).toBeGreaterThanOrEqual(
		5,
	);
	await expect(page.getByTestId("map-link")).toHaveAttribute(
		"href",
		"/mypage/shiproutetrackermap/demo-shipment-sailing",
	);
	await expect(page.getByTestId("delay-flag")).toHaveCount(0);

	// the delayed one's page: the flag, the ETA first confirmed
	await page.goto("/mypage/shipment/demo-shipment-delayed");
	await ready(page, js);
	await expect(page.getByTestId("delay-flag").first()).toHaveText("3일 지연");
	await expect(page.getByTestId("original-eta")).toContainText("처음 안내한 도착일");

	// from the estimate page to its shipment, and back to the list
	await page.goto("/mypage/estimate/demo-shipment-sailing");
	await ready(page, js);
	await page.getByTestId("action-shipment").click();
	await expect(page).toHaveURL(/\/mypage\/shipment\/demo-shipment-sailing$/);
	await page.getByRole("link", { name: "운송 현황 목록으로" }).first().click();
	await expect(page).toHaveURL(/\/mypage\/shipment$/);
	await context.close();
});

test("a company without shipments sees the spec's message; another company's customer gets 404 on one", async ({
	browser,
}, info) => {
	const js = info.project.use.javaScriptEnabled;
	const fresh = await browser.newContext({ ...info.project.use });
	const user = await createUser(info.project.name, { phoneVerified: true, prefix: "shipstatus" });
	await signInAs(fresh, user.id);
	const page = await fresh.newPage();
	await page.goto("/mypage/shipment");
	await ready(page, js);
	await expect(page.getByTestId("shipment-empty")).toContainText("운송 내역이 없습니다.");
	await expect(page.getByTestId("shipment-row")).toHaveCount(0);
	await fresh.close();

	const other = await browser.newContext({ ...info.project.use });
	await signIn(other, "other_customer");
	const otherPage = await other.newPage();
	const response = await otherPage.goto("/mypage/shipment/demo-shipment-sailing");
	expect(response?.status()).toBe(404);
	await expect(otherPage.getByText("HMM BLESSING")).toHaveCount(0);
	// nor does it show in their list
	await otherPage.goto("/mypage/shipment");
	await expect(otherPage.locator('[data-id="demo-shipment-sailing"]')).toHaveCount(0);
	await other.close();
});
