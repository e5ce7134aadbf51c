// Screens that ran past their width, measured in the browser, with
// JavaScript off and on: the page itself never scrolls sideways (document.documentElement.scrollWidth
// is at most the viewport's width). The customer's shipment page at 375 px in kr, en and vn (in
// English the current step's "Transport complete" ran 12 px past the screen); my page's menu at 375 px
// and the staff tabs in Vietnamese, at 375 and at 1280 px, scroll inside their own strip and show a
// shade at the edge that has more (the menu was cut at "uments" with no cue); /admin/rates in
// Vietnamese at 1280 px, whose table fits its box (it was 1,597 px wide in a 1,150 px box).
// The language comes from the interface cookie (the page's language, as the language menu sets it), so
// no account's mail language changes. The pages only read demo data.
import type { BrowserContext, Locator, Page } from "@playwright/test";
import { E2E_BASE_URL } from "./config.ts";
import { type DemoRole, expect, ready, signIn, test } from "./fixtures.ts";

type Lng = "kr" | "en" | "vn";

async function open(
	page: Page,
	context: BrowserContext,
	who: DemoRole,
	path: string,
	lng: Lng,
	width: number,
	js: boolean | undefined,
) {
	await context.addCookies([{ name: "lng", value: lng, url: E2E_BASE_URL }]);
	await signIn(context, who);
	await page.setViewportSize({ width, height: 900 });
	expect((await page.goto(path))?.status()).toBe(200);
	await ready(page, js);
	// the page is in the language asked for (html lang: ko, en, vi)
	await expect(page.locator("html")).toHaveAttribute("lang", { kr: "ko", en: "en", vn: "vi" }[lng]);
}

/** The page scrolls only downwards: nothing is wider than the viewport. */
async function expectNoSidewaysScroll(page: Page, width: number) {
	expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
}

/**
 * A strip with more than it shows: it scrolls inside its own box (which lies within the screen), and
 * its background carries the edge shades (app.css: the covers scroll with the content and uncover a
 * shade only where there is more to see).
 */
async function expectScrollingStrip(strip: Locator, width: number) {
	const facts = await strip.evaluate((el) => {
		const box = el.getBoundingClientRect();
		const style = getComputedStyle(el);
		return {
			scroll: el.scrollWidth,
			client: el.clientWidth,
			left: box.left,
			right: box.right,
			overflowX: style.overflowX,
			background: style.backgroundImage,
		};
	});
	expect(facts.scroll).toBeGreaterThan(facts.client);
	expect(["auto", "scroll"]).toContain(facts.overflowX);
	expect(facts.left).toBeGreaterThanOrEqual(0);
	expect(facts.right).toBeLessThanOrEqual(width);
	// the shades: two covers (linear) and two shadows (radial)
	expect(facts.background.match(/linear-gradient/g)).toHaveLength(2);
	expect(facts.background.match(/radial-gradient/g)).toHaveLength(2);
}

test.describe("the customer's shipment page at 375 px", () => {
	for (const lng of ["kr", "en", "vn"] as const)
		for (const shipment of ["demo-shipment-sailing", "demo-shipment-delivered"])
			test(`${shipment} in ${lng}: no sideways scroll, the stepper's current step within the screen`, async ({
				page,
				context,
				javaScriptEnabled,
			}) => {
				await open(page, context, "customer", `/mypage/shipment/${shipment}`, lng, 375, javaScriptEnabled);
				await expectNoSidewaysScroll(page, 375);
				const current = (await page.getByTestId("shipment-stepper").locator('li[aria-current="step"]').boundingBox())!;
				expect(current.x).toBeGreaterThanOrEqual(0);
				expect(current.x + current.width).toBeLessThanOrEqual(375);
			});
});

test.describe("sideways menus scroll in their own strip, with a shade at the edge", () => {
	for (const lng of ["kr", "en", "vn"] as const)
		test(`my page's menu at 375 px in ${lng}`, async ({ page, context, javaScriptEnabled }) => {
			await open(page, context, "customer", "/mypage/payment", lng, 375, javaScriptEnabled);
			await expectNoSidewaysScroll(page, 375);
			await expectScrollingStrip(page.locator("nav.section-menu ul"), 375);
		});

	for (const width of [375, 1280])
		test(`the staff tabs in Vietnamese at ${width} px`, async ({ page, context, javaScriptEnabled }) => {
			await open(page, context, "staff", "/admin/shipments", "vn", width, javaScriptEnabled);
			await expectNoSidewaysScroll(page, width);
			await expectScrollingStrip(page.getByTestId("staff-nav"), width);
		});
});

test("/admin/rates in Vietnamese at 1280 px: the table fits its box, the page does not scroll sideways", async ({
	page,
	context,
	javaScriptEnabled,
}) => {
	await open(page, context, "staff", "/admin/rates", "vn", 1280, javaScriptEnabled);
	await expectNoSidewaysScroll(page, 1280);
	const box = page.locator(".rates-list .table-wrap");
	await expect(box.locator("tbody tr").first()).toBeVisible();
	const fit = await box.evaluate((el) => ({
		scroll: el.scrollWidth,
		client: el.clientWidth,
		right: el.getBoundingClientRect().right,
	}));
	expect(fit.scroll).toBeLessThanOrEqual(fit.client);
	expect(fit.right).toBeLessThanOrEqual(1280);
});
