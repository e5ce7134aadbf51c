// The Hangul syllables every page draws: the header, footer and dialogs (the string namespaces in the
// "fp-strings" list of any page) and the company block of the footer, whose demo text the
// company_profile migration seeds. scripts/subset-fonts.ts puts them in the web font's Hangul subset
// before any other syllable, so no word on every page is drawn half in Pretendard and half in the
// system's Korean font; app/styles/fonts.test.ts checks the font file holds them.

export const SHELL_NAMESPACES = ["brand", "dialog", "footer", "languages", "nav"] as const;
export const COMPANY_PROFILE_SEED = "db/migrations/0022_company_profile.sql";

const isHangulSyllable = (cp: number) => cp >= 0xac00 && cp <= 0xd7a3;

/** The Hangul syllables of a text, as code points, in order and with repeats. */
export function hangulIn(text: string): number[] {
	return [...text].map((ch) => ch.codePointAt(0) ?? 0).filter(isHangulSyllable);
}

/** The shell's syllables, from the Korean strings (kr.json) and the company profile seed (SQL text). */
export function shellSyllables(koreanStrings: Record<string, unknown>, companyProfileSeed: string): Set<number> {
	const texts = [...SHELL_NAMESPACES.map((ns) => JSON.stringify(koreanStrings[ns] ?? {})), companyProfileSeed];
	return new Set(texts.flatMap(hangulIn));
}
