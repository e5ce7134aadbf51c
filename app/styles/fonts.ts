// The web fonts each language's text needs (made by scripts/subset-fonts.ts, decision 010): the
// document preloads them so they arrive with the stylesheet instead of after it.
import type { Locale } from "#app/i18n/locales.ts";
import { FONT_FILES } from "./font-files.ts";

export const FONT_PRELOADS: Record<Locale, string[]> = {
	kr: [FONT_FILES.latin, FONT_FILES.hangul],
	en: [FONT_FILES.latin],
	// the Latin file holds the Vietnamese letters too (decision 109)
	vn: [FONT_FILES.latin],
};
