// Accessibility ("quality bar"): axe-core finds no serious or critical violation on any key
// screen, with JavaScript off and on, at a phone's width and a desktop's.
// axe runs inside the page, which a context with JavaScript disabled does not allow; for the js-off
// project the page is opened in a context whose own scripts are blocked at the network instead (no
// file of ours loads, so nothing hydrates: the browser shows exactly the server's HTML) and axe is
// injected by Playwright.
import AxeBuilder from "@axe-core/playwright";
import { expect, test } from "./fixtures.ts";
import { SCREENS } from "./screens.ts";

test.describe("no serious or critical accessibility violation", () => {
	for (const screen of SCREENS)
		for (const width of [375, 1280])
			test(`${screen.name} at ${width}px`, async ({
				page: jsPage,
				context: jsContext,
				browser,
				javaScriptEnabled,
			}, info) => {
				const noScript = javaScriptEnabled === false;
				const context = noScript ? await browser.newContext({ javaScriptEnabled: true, locale: "ko-KR" }) : jsContext;
				if (noScript) await context.route(/\.m?js(\?.*)?$/, (route) => route.abort());
				const page = noScript ? await context.newPage() : jsPage;
				try {
					await page.setViewportSize({ width, height: 900 });
					await screen.open(page, context, info.project.name, javaScriptEnabled);
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

// The public pages a visitor meets first (home, company, the visitor wizard; decision 086) in each language:
// a translation can break a label or a contrast the Korean page does not.
test.describe("public pages in kr, en and vn: no serious or critical violation", () => {
	for (const path of ["/", "/company", "/order/shipline", "/order/airline"])
		for (const lng of ["kr", "en", "vn"])
			test(`${path} in ${lng}`, async ({ page: jsPage, browser, javaScriptEnabled }) => {
				const noScript = javaScriptEnabled === false;
				const context = noScript ? await browser.newContext({ javaScriptEnabled: true }) : null;
				if (context) await context.route(/\.m?js(\?.*)?$/, (route) => route.abort());
				const page = context ? await context.newPage() : jsPage;
				try {
					for (const width of [375, 1280]) {
						await page.setViewportSize({ width, height: 900 });
						await page.goto(`${path}?lng=${lng}`);
						const results = await new AxeBuilder({ page })
							.withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"])
							.analyze();
						const serious = results.violations
							.filter((v) => v.impact === "serious" || v.impact === "critical")
							.map((v) => `${width}px ${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`);
						expect(serious).toEqual([]);
					}
				} finally {
					await context?.close();
				}
			});
});
