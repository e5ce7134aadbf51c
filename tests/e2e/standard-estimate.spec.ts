// The standard estimate (/standardestimate) and the partner API guide (/api/guide), JavaScript off and
// on: the table shows rows priced from the seeded rates and says which lanes have none; a row's button
// opens the wizard with the row's lane and cargo, and the quote it makes costs what the row said; the
// guide lists every field of the OpenAPI request; both pages have no serious accessibility problem
// at a phone's and a desktop's width, and never scroll sideways.
import AxeBuilder from "@axe-core/playwright";
import type { BrowserContext, Page } from "@playwright/test";
import { createUser, expect, ready, signInAs, test } from "./fixtures.ts";

async function customer(context: BrowserContext, project: string) {
	const user = await createUser(project, { phoneVerified: true, prefix: "standard" });
	await signInAs(context, user.id);
	return user;
}

/** Every request field path of the served OpenAPI document, walked here independently of the page. */
function requestPaths(schema: Record<string, unknown>, prefix = ""): string[] {
	const properties = (schema.properties ?? {}) as Record<string, Record<string, unknown>>;
	return Object.entries(properties).flatMap(([name, p]) => {
		const path = prefix ? `${prefix}.${name}` : name;
		const items = p.items as Record<string, unknown> | undefined;
		return [path, ...requestPaths(p, path), ...(items?.type === "object" ? requestPaths(items, `${path}[]`) : [])];
	});
}

test("the table shows priced rows; a row becomes a quote in the wizard at the row's price", async ({
	page,
	context,
	javaScriptEnabled,
}, info) => {
	await customer(context, info.project.name);
	await page.goto("/standardestimate?lng=en");
	await ready(page, javaScriptEnabled);
	await expect(page.getByRole("heading", { level: 1 })).toHaveText("Standard estimate");

	// priced from the demo rates: Busan -> Shanghai 20ft is Sinokor's USD 150 freight
	const row = page.getByTestId("std-row-shanghai-dv20");
	await expect(row).toHaveAttribute("data-priced", "yes");
	await expect(row).toContainText("Sinokor");
	await expect(row).toContainText("$150.00");
	const total = (await row.getByTestId("std-total").locator(".strong").textContent())!.trim();
	expect(total).toMatch(/^₩[\d,]+$/);
	// the demo rates have no air to Amsterdam: the row says so, with no figure and no button
	const none = page.getByTestId("std-row-rotterdam-air");
	await expect(none).toHaveAttribute("data-priced", "no");
	await expect(none).toContainText("no rates for this lane");
	await expect(none.getByRole("button")).toHaveCount(0);
	// every charge of the table is explained below it
	await expect(page.getByTestId("std-charge-thc")).toContainText("Terminal handling");
	expect(await page.locator("[data-priced=yes]").count()).toBeGreaterThan(15);

	await row.getByRole("button", { name: "Get this quote" }).click();
	await page.waitForURL(/\/order\/shipline\?step=cargo/);
	await ready(page, javaScriptEnabled);
	const cargo = page.getByTestId("wizard-cargo");
	await expect(cargo.locator("#f-containers-0--type")).toHaveValue("dv20");
	await expect(cargo.locator("#f-containers-0--count")).toHaveValue("1");
	await cargo.locator("#f-commodity").fill("Machine parts");
	await cargo.getByTestId("wizard-next").click();
	await page.waitForURL(/step=customer/);
	await ready(page, javaScriptEnabled);
	await page.getByTestId("wizard-customer").getByTestId("wizard-next").click();
	await page.waitForURL(/step=result/);
	await ready(page, javaScriptEnabled);
	// the cheapest option of the quote is the row: same carrier, same all-in total
	const first = page.getByTestId("quote-option").first();
	await expect(first.getByTestId("option-carrier")).toContainText("Sinokor");
	await expect(first.getByTestId("option-total")).toContainText(total);
});

test("the guide lists every field of the OpenAPI request, its answers and a curl call", async ({
	page,
	request,
	javaScriptEnabled,
}) => {
	const document = await (await request.get("/api/v1/openapi.json")).json();
	const paths = requestPaths(document.components.schemas.QuoteRequest);
	expect(paths.length).toBeGreaterThan(30);

	for (const lng of ["kr", "en", "vn"]) {
		await page.goto(`/api/guide?lng=${lng}`);
		await ready(page, javaScriptEnabled);
		const listed = await page
			.getByTestId("guide-fields")
			.locator("tbody tr")
			.evaluateAll((rows) => rows.map((r) => r.getAttribute("data-field")));
		expect(listed.sort()).toEqual([...paths].sort());
		// each with a meaning (never a translation key)
		const meanings = await page.getByTestId("guide-fields").locator("tbody tr td:first-of-type").allTextContents();
		expect(meanings.filter((m) => m.trim().length < 3 || m.startsWith("apiFields."))).toEqual([]);
	}

	await page.goto("/api/guide?lng=en");
	await ready(page, javaScriptEnabled);
	const answers = page.getByTestId("guide-answers");
	for (const status of ["200", "400", "401", "405", "413", "422", "429", "500"])
		await expect(answers.locator(`[data-status="${status}"]`)).toBeVisible();
	await expect(answers.locator('[data-status="429"]')).toContainText('"error": "rate_limited"');
	await expect(page.getByTestId("guide-limits")).toContainText("60");
	await expect(page.locator("#guide-curl-code")).toContainText("Authorization: Bearer YOUR_API_KEY");
	await expect(page.getByTestId("guide-contact").getByRole("link").first()).toHaveAttribute("href", /^mailto:/);
	// the copy button is an enhancement: only with JavaScript
	await expect(page.getByTestId("copy-code")).toHaveCount(javaScriptEnabled === false ? 0 : 1);
});

test.describe("no serious accessibility violation, no sideways scroll", () => {
	const screens: [string, string, boolean][] = [
		["standard estimate", "/standardestimate", true],
		["API guide", "/api/guide", false],
	];
	for (const [name, path, signedIn] of screens)
		for (const width of [375, 1280])
			test(`${name} at ${width}px`, async ({ page: jsPage, context: jsContext, browser, javaScriptEnabled }, info) => {
				// axe runs inside the page: without JavaScript the page's own scripts are blocked instead (a11y.spec.ts)
				const noScript = javaScriptEnabled === false;
				const context = noScript ? await browser.newContext({ javaScriptEnabled: true, locale: "ko-KR" }) : jsContext;
				if (noScript) await context.route(/\.m?js(\?.*)?$/, (route) => route.abort());
				const page: Page = noScript ? await context.newPage() : jsPage;
				try {
					if (signedIn) await customer(context, info.project.name);
					await page.setViewportSize({ width, height: 900 });
					for (const lng of ["kr", "en", "vn"]) {
						await page.goto(`${path}?lng=${lng}`);
						if (!noScript) await ready(page, javaScriptEnabled);
						expect(await page.evaluate(() => document.documentElement.scrollWidth), lng).toBeLessThanOrEqual(width);
					}
					const results = await new AxeBuilder({ page })
						.withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"])
						.analyze();
					const serious = results.violations
						.filter((v) => v.impact === "serious" || v.impact === "critical")
						.map((v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`);
					expect(serious).toEqual([]);
				} finally {
					if (noScript) await context.close();
				}
			});
});
