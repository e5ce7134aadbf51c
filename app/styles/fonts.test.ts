// The font files, their @font-face rules and the preloads agree, and each file keeps its budget
// (decision 010: CSS + fonts under 40 KB on any page; bench:ui measures the real pages).
import { existsSync, readFileSync, readdirSync, statSync } from "node:fs";
import { openSync } from "fontkit";
import { describe, expect, test } from "vitest";
import { hashedFontName, subsetOf } from "../../scripts/font-name.ts";
import { FONT_FILES } from "./font-files.ts";
import { FONT_PRELOADS } from "./fonts.ts";
import { COMPANY_PROFILE_SEED, shellSyllables } from "./hangul-shell.ts";

const css = readFileSync("app/styles/fonts.css", "utf8");
const files = [...css.matchAll(/url\("(\/fonts\/[^"]+)"\)/g)].map((m) => m[1] as string);

describe("web fonts", () => {
	test("fonts.css names the two subsets, the files font-files.ts names, and public/fonts holds only those", () => {
		expect(files.toSorted()).toEqual([FONT_FILES.hangul, FONT_FILES.latin].toSorted());
		expect(
			readdirSync("public/fonts")
				.map((f) => `/fonts/${f}`)
				.toSorted(),
		).toEqual(files.toSorted());
	});
	test.each(files)("%s is named by its bytes' hash, so the server may let browsers keep it a year", (file) => {
		const subset = subsetOf(file);
		expect(subset).not.toBeNull();
		expect(file).toBe(`/fonts/${hashedFontName(subset!, readFileSync(`public${file}`))}`);
	});
	test.each(files)("%s exists under public/ and is a WOFF2 file", (file) => {
		const path = `public${file}`;
		expect(existsSync(path)).toBe(true);
		expect(readFileSync(path).subarray(0, 4).toString("latin1")).toBe("wOF2");
	});
	test.each([
		[FONT_FILES.latin, 12 * 1024],
		[FONT_FILES.hangul, 20 * 1024],
	])("%s stays within %i bytes", (file, budget) => {
		expect(statSync(`public${file}`).size).toBeLessThanOrEqual(budget);
	});
	test.each(Object.entries(FONT_PRELOADS))("the %s preloads are fonts of the stylesheet", (_locale, preloads) => {
		for (const href of preloads) expect(files).toContain(href);
	});
	test("every face is optional: a font that arrives after the first layout is not swapped in (decision 106)", () => {
		const displays = [...css.matchAll(/font-display: (\w+);/g)].map((m) => m[1]);
		expect(displays).toEqual(files.map(() => "optional"));
	});
	test("the Latin file holds the Vietnamese letters, so no page fetches a second Latin face once laid out (decision 109)", () => {
		const inFont = new Set(openSync(`public${FONT_FILES.latin}`).characterSet);
		// Vietnamese words, and the accented place names the English and Korean wizards list
		const missing = [..."Tiếng Việt Hải Phòng Đà Nẵng Cà Mau Liège ₫"].filter(
			(ch) => ch !== " " && !inFont.has(ch.codePointAt(0) ?? 0),
		);
		expect(missing).toEqual([]);
		expect(css).toMatch(
			/pretendard-latin\.\w+\.woff2"\) format\("woff2"\); unicode-range: U\+0020-007E,[^;]*U\+1EA0-1EF9/,
		);
	});
	test("the Hangul face covers the whole block, so missing syllables fall back glyph by glyph", () => {
		expect(css).toMatch(/pretendard-hangul\.\w+\.woff2"\) format\("woff2"\); unicode-range: U\+AC00-D7A3;/);
	});
	test("the Hangul subset holds every syllable the header, footer and dialogs draw on every page", () => {
		const shell = shellSyllables(
			JSON.parse(readFileSync("app/locales/kr.json", "utf8")),
			readFileSync(COMPANY_PROFILE_SEED, "utf8"),
		);
		// a sample the shell is known to draw: "건너뛰기" (skip link), "메뉴 닫기", "유튜브", "10층"
		for (const word of ["건너뛰기", "메뉴", "닫기", "유튜브", "층"])
			for (const ch of word) expect(shell.has(ch.codePointAt(0) ?? 0)).toBe(true);
		const inFont = new Set(openSync(`public${FONT_FILES.hangul}`).characterSet);
		const missing = [...shell].filter((cp) => !inFont.has(cp)).map((cp) => String.fromCodePoint(cp));
		expect(missing, "run `node scripts/subset-fonts.ts`").toEqual([]);
	});
});
