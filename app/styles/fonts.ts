// The web fonts each language's text needs (made by scripts/subset-fonts.ts, decision 010): the
// document preloads them so they arrive with the stylesheet instead of after it.
import type { Locale } from "#app/i18n/locales.ts";

export const FONT_PRELOADS: Record<Locale, string[]> = {
	kr: ["/fonts/pretendard-latin.woff2", "/fonts/pretendard-hangul.woff2"],
	en: ["/fonts/pretendard-latin.woff2"],
	// the Latin file holds the Vietnamese letters too (decision 109)
	vn: ["/fonts/pretendard-latin.woff2"],
};
