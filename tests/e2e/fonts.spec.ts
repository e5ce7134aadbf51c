// Web fonts never move the page (decision 106): our Pretendard faces are `font-display: optional`, so
// a font that arrives after the text was first laid out is not swapped in on that page. With `swap`
// the late font re-wrapped the text and pushed the blocks below it down (the Korean home page shifted
// by 0.23 on a slow link). Ordering, not timing: the font responses are held until the page has
// painted, then let through, so the late arrival happens on any machine speed. Once the fonts are in
// the browser's cache, the next page is drawn in Pretendard.
import type { CDPSession, Page } from "@playwright/test";
import { expect, firstContentfulPaint, test } from "./fixtures.ts";

/** The page's cumulative layout shift so far (the browser's own layout-shift entries). */
function layoutShift(page: Page) {
	return page.evaluate(() => {
		const observer = new PerformanceObserver(() => {});
		observer.observe({ type: "layout-shift", buffered: true });
		const entries = observer.takeRecords() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[];
		observer.disconnect();
		return entries.reduce((sum, entry) => sum + (entry.hadRecentInput ? 0 : entry.value), 0);
	});
}

/** The font families the browser drew the page's heading with. */
async function headingFonts(cdp: CDPSession) {
	const { root } = await cdp.send("DOM.getDocument");
	const { nodeId } = await cdp.send("DOM.querySelector", { nodeId: root.nodeId, selector: "h1" });
	const { fonts } = await cdp.send("CSS.getPlatformFontsForNode", { nodeId });
	return fonts.map((font) => font.familyName);
}

for (const path of ["/?lng=kr", "/?lng=en", "/company?lng=kr", "/order/shipline?lng=kr"])
	test(`${path}: fonts that arrive after the first paint do not move the page`, async ({ page }) => {
		await page.setViewportSize({ width: 412, height: 823 });
		let release = () => {};
		const held = new Promise<void>((resolve) => (release = resolve));
		await page.route("**/fonts/*.woff2", async (route) => {
			await held;
			await route.continue();
		});
		await page.goto(path, { waitUntil: "domcontentloaded" });
		await firstContentfulPaint(page);
		release();
		// the preloaded fonts hold the load event: after it they have all arrived; a screenshot makes
		// the browser produce a frame with them (and record any shift), with JavaScript on or off
		await page.waitForLoadState("load");
		await page.screenshot();
		expect(await layoutShift(page)).toBe(0);
	});

test("once the fonts are cached, the next page is drawn in Pretendard", async ({ page, context }) => {
	await page.goto("/?lng=kr");
	await page.waitForLoadState("load");
	await page.goto("/company?lng=kr");
	await page.waitForLoadState("load");
	const cdp = await context.newCDPSession(page);
	await cdp.send("DOM.enable");
	await cdp.send("CSS.enable");
	expect(await headingFonts(cdp)).toContain("Pretendard");
});
