// The SCFI graph (/graph/scfi) with JavaScript off and on: the demo customer reads a server-drawn SVG
// chart (title and description, the history and forecast lines, the interval bands), the forecast
// and backtest tables and the synthetic-data label; staff add the next week at /admin/market/scfi
// and the page's latest value and forecast start move to it; a customer cannot reach the series
// screen. Screenshots at 375 and 1280 px go to the test's output folder.
import { expect, ready, signIn, test } from "./fixtures.ts";

for (const width of [1280, 375]) {
	test(`the customer reads the SCFI chart as SVG (${width} px)`, async ({ page, context }, info) => {
		const js = info.project.use.javaScriptEnabled;
		await page.setViewportSize({ width, height: width === 375 ? 812 : 900 });
		await signIn(context, "customer");
		const response = await page.goto("/graph/scfi");
		expect(response?.status()).toBe(200);
		await ready(page, js);

		// the one chart for this width is visible; the other is in the page but not shown
		const svg = page.locator(width === 375 ? "svg.scfi-chart-compact" : "svg.scfi-chart-wide");
		await expect(svg).toBeVisible();
		await expect(page.locator(width === 375 ? "svg.scfi-chart-wide" : "svg.scfi-chart-compact")).toBeHidden();
		await expect(svg).toHaveAttribute("role", "img");
		await expect(svg.locator("title")).toHaveText("SCFI 종합지수(주간)와 예측");
		await expect(svg.locator("desc")).toContainText("80%와 95% 구간");
		await expect(svg.locator("path.scfi-history")).toHaveAttribute("d", /^M[\d.]+,[\d.]+(L[\d.]+,[\d.]+)+$/);
		await expect(svg.locator("path.scfi-forecast")).toHaveAttribute("d", /^M[\d.]+,[\d.]+(L[\d.]+,[\d.]+){26}$/);
		await expect(svg.locator("path.scfi-band95")).toHaveAttribute("d", /Z$/);
		await expect(svg.locator("path.scfi-band80")).toHaveAttribute("d", /Z$/);

		await expect(page.getByTestId("scfi-synthetic")).toContainText("합성 시계열");
		// seven reported horizons in both tables, each saying model or persistence
		await expect(page.getByTestId("scfi-forecast").locator("tbody tr")).toHaveCount(7);
		await expect(page.getByTestId("scfi-backtest").locator("tbody tr")).toHaveCount(7);
		for (const row of await page.getByTestId("scfi-backtest").locator("tbody tr").all()) {
			const method = await row.getAttribute("data-method");
			await expect(row).toContainText(method === "model" ? "모델이 지속 예측보다 나음" : "지속 예측 표시");
		}
		// the data table alternative
		await expect(page.getByTestId("scfi-data").locator("tbody tr")).toHaveCount(26 + 26);

		await page.screenshot({ path: info.outputPath(`scfi-${width}.png`), fullPage: true });
	});
}

test("staff add a week and the SCFI page moves to it", async ({ page, context }, info) => {
	const js = info.project.use.javaScriptEnabled;
	await signIn(context, "staff");
	await page.goto("/admin/market/scfi");
	await ready(page, js);
	const form = page.getByTestId("scfi-add-form");
	// the form suggests the week after the last one
	const week = await form.getByLabel("주(발표일)").inputValue();
	expect(week).toMatch(/^\d{4}-\d{2}-\d{2}$/);
	const value = js ? "1987.65" : "1876.54";
	await form.getByLabel("지수 값").fill(value);
	await form.getByRole("button", { name: "추가" }).click();
	await expect(page.getByTestId("scfi-admin-notice")).toHaveAttribute("data-notice", "added");
	await expect(page.getByTestId("scfi-admin-history").locator("tbody tr").first()).toContainText(
		value.replace(/^(\d)(\d{3})/, "$1,$2"),
	);

	await page.goto("/graph/scfi");
	await ready(page, js);
	await expect(page.getByTestId("scfi-latest-value")).toHaveText(value.replace(/^(\d)(\d{3})/, "$1,$2"));
	await expect(page.getByTestId("scfi-data")).toContainText(value.replace(/^(\d)(\d{3})/, "$1,$2"));
});

test("a customer cannot reach the series screen", async ({ page, context }) => {
	await signIn(context, "customer");
	const response = await page.goto("/admin/market/scfi");
	expect(response?.status()).toBe(403);
	await expect(page.getByTestId("scfi-add-form")).toHaveCount(0);
	const post = await page.request.post("/admin/market/scfi", {
		form: { intent: "add", onceKey: "abcdefghijklmnopqrstuv", week: "2030-01-04", value: "1000" },
	});
	expect(post.status()).toBe(403);
});
