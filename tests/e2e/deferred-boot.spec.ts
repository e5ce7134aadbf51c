// The page's JavaScript starts after the first contentful paint (decision 102): on a slow link the
// text is on screen before any module is requested, and the page still hydrates (a client-side
// navigation follows). With JavaScript off nothing is requested at all. Ordering, not timing: the
// loader waits for the browser's own paint entry, so these hold on any machine speed.
import { expect, ready, test } from "./fixtures.ts";

for (const path of ["/", "/order/shipline", "/login"]) {
	test(`${path}: no script is requested before the first contentful paint`, async ({ page, javaScriptEnabled }) => {
		await page.goto(path);
		await ready(page, javaScriptEnabled);
		// the browser reports the paint entry a moment after the load event: wait for it, then read
		await expect
			.poll(() =>
				page.evaluate(() => performance.getEntriesByType("paint").some((e) => e.name === "first-contentful-paint")),
			)
			.toBe(true);
		const timings = await page.evaluate(() => ({
			fcp: performance.getEntriesByType("paint").find((e) => e.name === "first-contentful-paint")?.startTime ?? null,
			scripts: performance
				.getEntriesByType("resource")
				.filter((e) => new URL(e.name).pathname.endsWith(".js"))
				.map((e) => ({ url: e.name, start: e.startTime })),
		}));
		expect(timings.fcp).not.toBeNull();
		if (javaScriptEnabled === false) {
			expect(timings.scripts).toEqual([]);
			return;
		}
		expect(timings.scripts.length).toBeGreaterThan(0);
		for (const script of timings.scripts) expect(script.start, script.url).toBeGreaterThanOrEqual(timings.fcp!);
	});
}

test("after the deferred start the page is a live app: a menu link navigates without reloading the document", async ({
	page,
	javaScriptEnabled,
}) => {
	test.skip(javaScriptEnabled === false, "a client-side navigation needs JavaScript");
	await page.goto("/?lng=en");
	await ready(page, javaScriptEnabled);
	await page.evaluate(() => ((window as unknown as { __sameDocument: boolean }).__sameDocument = true));
	await page.getByRole("navigation", { name: /.+/ }).first().getByRole("link", { name: "About us" }).click();
	await expect(page).toHaveURL(/\/company$/);
	expect(await page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument)).toBe(true);
});
