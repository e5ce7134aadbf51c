import { describe, expect, test } from "vitest";
import { hidePopupValue, popupHidden } from "./popup.ts";
import { postInLocale } from "./post-view.ts";

const NOW = new Date("2026-11-28T00:00:00Z");
const at = (days: number) => new Date(NOW.getTime() + days * 24 * 60 * 60 * 1000);

describe("the pop-up hidden for a week (spec section 9)", () => {
	const hidden = hidePopupValue("post-1", NOW);
	test.each([
		["no cookie", undefined, "post-1", NOW, false],
		["just hidden", hidden, "post-1", NOW, true],
		["six days later", hidden, "post-1", at(6), true],
		["a minute before the week ends", hidden, "post-1", new Date(at(7).getTime() - 60_000), true],
		["exactly a week later", hidden, "post-1", at(7), false],
		["eight days later", hidden, "post-1", at(8), false],
		["another post switched on", hidden, "post-2", at(1), false],
		["a garbled cookie", "nonsense", "post-1", NOW, false],
		["a cookie with no date", "post-1.", "post-1", NOW, false],
	])("%s: hidden = %s", (_what, cookie, post, now, expected) => {
		expect(popupHidden(cookie, post, now)).toBe(expected);
	});
});

describe("a post in the reader's language, Korean when missing", () => {
	const post = {
		titleKr: "공지",
		contentKr: "내용",
		titleEn: "Notice",
		contentEn: "Text",
		titleVn: "Thông báo",
		contentVn: null,
	};
	test.each([
		["kr", "공지", false],
		["en", "Notice", false],
		["vn", "공지", true],
	] as const)("%s gets %s (fallback %s)", (locale, title, fallback) => {
		const shown = postInLocale(post, locale);
		expect(shown.title).toBe(title);
		expect(shown.fallback).toBe(fallback);
	});
	test("a blank translation counts as missing", () => {
		expect(postInLocale({ ...post, titleEn: "  " }, "en")).toEqual({ title: "공지", content: "내용", fallback: true });
	});
});
