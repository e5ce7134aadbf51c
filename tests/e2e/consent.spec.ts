// Consent-gated third-party scripts (decision 092), with JavaScript off and on. The e2e server is given
// a fake analytics tag (playwright.config.ts: ANALYTICS_SCRIPT_URL on analytics.e2e.test), and every
// request to another origin is caught here: with no consent nothing leaves the page; after opting into
// analytics in /privacyoption the tag, and only it, is requested (with JavaScript; without it no
// script runs at all). axe passes on /privacyoption in kr/en/vn.
import AxeBuilder from "@axe-core/playwright";
import type { BrowserContext } from "@playwright/test";
import { E2E_BASE_URL } from "./config.ts";
import { expect, ready, test } from "./fixtures.ts";

const TAG = "https://analytics.e2e.test/tag.js";

/** Answers every request that leaves our origin with an empty script, and records it. */
async function catchThirdParty(context: BrowserContext): Promise<string[]> {
	const seen: string[] = [];
	await context.route(
		(url) => url.origin !== E2E_BASE_URL,
		(route) => {
			seen.push(route.request().url());
			return route.fulfill({ status: 200, contentType: "text/javascript", body: "window.__tagRan = true;" });
		},
	);
	return seen;
}

test("with no consent no third-party request leaves the page", async ({ page, context, javaScriptEnabled }) => {
	const seen = await catchThirdParty(context);
	for (const path of ["/", "/login", "/sign/up", "/company", "/eventlist", "/privacyoption"]) {
		await page.goto(`${path}?lng=kr`);
		await ready(page, javaScriptEnabled);
	}
	await page.waitForLoadState("networkidle");
	expect(seen).toEqual([]);
	// the policy names the configured tag's exact origin, never a wildcard for scripts
	const response = await page.goto("/privacyoption");
	const csp = response?.headers()["content-security-policy"] ?? "";
	expect(csp).toContain("script-src 'self' 'nonce-");
	expect(csp).toContain("https://analytics.e2e.test");
});

test("opting into analytics in /privacyoption makes the analytics tag load, and nothing else", async ({
	page,
	context,
	javaScriptEnabled,
}) => {
	const seen = await catchThirdParty(context);
	await page.goto("/privacyoption?lng=en");
	await ready(page, javaScriptEnabled);
	await expect(page.getByTestId("consent-analytics")).not.toBeChecked();
	await page.getByTestId("consent-analytics").check();
	await page.getByTestId("consent-save").click();
	await expect(page.getByTestId("consent-saved")).toBeVisible();
	await expect(page.getByTestId("consent-analytics")).toBeChecked();
	const cookie = (await context.cookies()).find((c) => c.name === "fp_consent");
	expect(cookie?.value).toBe("1~analytics");
	await page.goto("/company");
	if (javaScriptEnabled === false) {
		// without JavaScript no script runs, ours or theirs
		expect(seen).toEqual([]);
		return;
	}
	await expect.poll(() => seen).toEqual([TAG]);
	await expect(page.locator('script[data-third-party="analytics"]')).toHaveAttribute("src", TAG);
	// the script is async: it runs a moment after its request
	await expect.poll(() => page.evaluate(() => (window as unknown as { __tagRan?: boolean }).__tagRan)).toBe(true);

	// refusing all again: the next page load requests nothing
	await page.goto("/privacyoption");
	await page.getByRole("button", { name: "Refuse all" }).click();
	await expect(page.getByTestId("consent-saved")).toBeVisible();
	seen.length = 0;
	await page.goto("/company");
	await ready(page, javaScriptEnabled);
	await page.waitForLoadState("networkidle");
	expect(seen).toEqual([]);
});

test("/privacyoption passes axe in kr, en and vn", async ({ page, javaScriptEnabled }) => {
	test.skip(javaScriptEnabled === false, "axe runs inside the page; the js-on run checks the same HTML");
	for (const lng of ["kr", "en", "vn"]) {
		await page.goto(`/privacyoption?lng=${lng}`);
		const results = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"]).analyze();
		const serious = results.violations
			.filter((v) => v.impact === "serious" || v.impact === "critical")
			.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`);
		expect(serious).toEqual([]);
	}
});
