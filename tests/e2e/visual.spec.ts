// Screenshot tests of the key screens ("quality bar"): kr, at a phone's 375 px and a
// desktop's 1280 px, with JavaScript off and on (the two projects). The fonts are our own Pretendard
// subsets (public/fonts; the screenshot waits for them); the Hangul syllables the subset lacks are
// drawn in the machine's CJK font, so the pictures are Debian's Chromium with its Noto fonts. Text
// that changes between runs (dates, document numbers, generated e-mail addresses) is masked. After a
// deliberate visual change, look at the diff and update:
// `npx playwright test tests/e2e/visual.spec.ts --update-snapshots`.
import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { expect, test } from "./fixtures.ts";
import { SCREENS, VOLATILE_PARTS, VOLATILE_TEXT } from "./screens.ts";

const WIDTHS = [375, 1280] as const;
const STYLE_PATH = fileURLToPath(new URL("./visual.css", import.meta.url));
// The pictures show Pretendard whatever the machine's speed. The page's faces are `optional`
// (decision 106): a font that came later than the first layout is not used on that page, which on a
// busy machine would make a picture of the fallback font. While a picture is taken the same faces are
// added again with `swap`; later faces win, and the screenshot waits for the fonts.
const FONTS_PATH = path.join(mkdtempSync(path.join(os.tmpdir(), "visual-fonts-")), "fonts.css");
writeFileSync(
	FONTS_PATH,
	readFileSync(fileURLToPath(new URL("../../app/styles/fonts.css", import.meta.url)), "utf8").replaceAll(
		"font-display: optional",
		"font-display: swap",
	),
);

// the stylesheet visual.css is put in the page by Playwright, which our CSP (style-src 'self') would
// refuse; the CSP itself is checked by http.spec.ts, not here
test.use({ bypassCSP: true });

test.describe("key screens look as designed", () => {
	for (const screen of SCREENS)
		for (const width of WIDTHS)
			test(`${screen.name} at ${width}px`, async ({ page, context, javaScriptEnabled }, info) => {
				await page.setViewportSize({ width, height: 900 });
				await screen.open(page, context, info.project.name, javaScriptEnabled);
				await expect(page).toHaveScreenshot(`${screen.name}-${width}.png`, {
					fullPage: true,
					animations: "disabled",
					caret: "hide",
					mask: [page.getByText(VOLATILE_TEXT), page.locator(VOLATILE_PARTS)],
					stylePath: [STYLE_PATH, FONTS_PATH],
					maxDiffPixelRatio: 0.01,
				});
			});
});
