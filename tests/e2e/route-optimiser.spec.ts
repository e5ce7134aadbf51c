// The Korea -> Vietnam route optimiser (decisions 080, 081), JavaScript off and on: a visitor is sent
// to sign in; customer@demo.kr opens it from the utilities menu, asks Gyeonggi -> Binh Duong for one
// 20' dry box, reads the ranked options (the best choices first, each with its reason, the
// combinations without a price listed apart), and turns one into a quote: the wizard opens on the
// cargo step with the lane filled in. The table stays inside a 375 px screen. A Hai Phong quote links
// back to the optimiser with its lane.
import AxeBuilder from "@axe-core/playwright";
import { expect, ready, signIn, test } from "./fixtures.ts";
import { FCL_EXPORT, makeEstimate } from "./quotes.ts";

test("a visitor is sent to sign in, the question kept", async ({ page }) => {
	await page.goto("/routeoptimizer?province=KR-41&to=binh-duong");
	await expect(page).toHaveURL(/\/login\?redirectTo=%2Frouteoptimizer%3Fprovince%3DKR-41%26to%3Dbinh-duong/);
});

for (const width of [1280, 375]) {
	test(`Gyeonggi -> Binh Duong: the options, and one becomes a quote (${width} px)`, async ({
		page,
		context,
	}, info) => {
		const js = info.project.use.javaScriptEnabled;
		await page.setViewportSize({ width, height: width === 375 ? 812 : 900 });
		await signIn(context, "customer");
		await page.goto("/order?lng=en");
		await ready(page, js);

		// from the menu (the drawer on a phone holds the same links)
		const link = page.locator('a[href="/routeoptimizer"]').first();
		await page.goto((await link.getAttribute("href"))!);
		await ready(page, js);
		await expect(page.getByRole("heading", { level: 1 })).toHaveText("Route optimiser: Korea → Vietnam");

		const form = page.getByTestId("optimiser-form");
		await form.locator("#opt-province").selectOption("KR-41");
		await form.locator("#opt-to").selectOption("binh-duong");
		await form.locator("#opt-container").selectOption("dv20");
		await form.locator("#opt-count").fill("1");
		await page.getByTestId("optimiser-submit").click();

		const result = page.getByTestId("optimiser-result");
		await expect(result).toBeVisible();
		await expect(page).toHaveURL(/province=KR-41/);
		await expect(result.getByRole("heading")).toHaveText("Gyeonggi Province → Binh Duong");
		await expect(page.getByTestId("optimiser-count")).toContainText("out of 36 combinations");

		const options = page.getByTestId("optimiser-option");
		await expect(options).toHaveCount(6);
		// the best choices first: the cheapest is Incheon -> Cat Lai (the short haul from Gyeonggi)
		await expect(options.first()).toHaveAttribute("data-pareto", "best");
		await expect(options.first()).toHaveAttribute("data-lane", "KRINC>VNCLI");
		await expect(options.first().getByTestId("optimiser-why")).toHaveText("cheapest");
		await expect(options.last()).toHaveAttribute("data-pareto", "dominated");
		await expect(options.last().getByTestId("optimiser-why")).toContainText("dominated by Busan → Cai Mep · HMM");
		await expect(page.getByTestId("optimiser-summary")).toContainText("Cheapest: Incheon → Cat Lai · Maersk");
		for (const total of await page.getByTestId("optimiser-total").allTextContents()) expect(total).toMatch(/^₩[\d,]+$/);

		// the combinations without a price say why (closed by default: the reasons are one click away)
		const missing = page.getByTestId("optimiser-missing");
		await missing.locator("summary").click();
		await expect(missing.locator('li[data-reason="no_trucking"]')).toContainText("Gwangyang → Ho Chi Minh City");

		// nothing sticks out of a phone: the table stacks into cards
		expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
		await page.screenshot({ path: info.outputPath(`route-optimiser-${width}.png`), fullPage: true });
		// no serious or critical accessibility violation (axe runs in the page, so with JavaScript on)
		if (js !== false) {
			const results = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"]).analyze();
			const serious = results.violations
				.filter((v) => v.impact === "serious" || v.impact === "critical")
				.map((v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`);
			expect(serious).toEqual([]);
		}

		// one click: the wizard opens on the cargo step (the commodity is still to name), the lane filled in
		await options.first().getByRole("button", { name: "Get this quote" }).click();
		await expect(page).toHaveURL(/\/order\/shipline\?step=cargo/);
		await expect(page.getByTestId("summary-origin")).toContainText("(KRINC)");
		await expect(page.getByTestId("summary-destination")).toContainText("(VNCLI)");
		await expect(page.locator("#f-containers-0--type")).toHaveValue("dv20");
		await expect(page.locator("#f-containers-0--count")).toHaveValue("1");
	});
}

test("a field left wrong says so and prices nothing", async ({ page, context }, info) => {
	await signIn(context, "customer");
	await page.goto("/routeoptimizer?lng=en&province=KR-41&to=&count=0");
	await ready(page, info.project.use.javaScriptEnabled);
	await expect(page.getByText("Choose a destination in Vietnam.")).toBeVisible();
	await expect(page.getByText("Enter 1 to 999 containers.")).toBeVisible();
	await expect(page.getByTestId("optimiser-result")).toHaveCount(0);
});

test("a Hai Phong estimate links to the optimiser with its lane", async ({ page, context }, info) => {
	const estimate = await makeEstimate({ ...FCL_EXPORT, koreanRegion: { province: "KR-41" } });
	await signIn(context, "customer");
	await page.goto(`/mypage/estimate/${estimate.id}?lng=en`);
	await ready(page, info.project.use.javaScriptEnabled);
	const optimiser = page.getByTestId("optimiser-link");
	await expect(optimiser).toHaveAttribute(
		"href",
		/^\/routeoptimizer\?province=KR-41&to=hai-phong&load=fcl&container=dv20&count=1&ready=/,
	);
	await optimiser.click();
	await expect(page.getByTestId("optimiser-result")).toBeVisible();
	await expect(page.getByTestId("optimiser-option").first()).toHaveAttribute("data-lane", /^KR[A-Z]{3}>VNHPH$/);
});
