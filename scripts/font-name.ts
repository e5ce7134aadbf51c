// The name of a Pretendard subset's file: `pretendard-<subset>.<first 8 hex digits of its bytes'
// SHA-256>.woff2`. scripts/subset-fonts.ts names the files with it, and the tests check the committed
// and the served files against it, so a font is kept a year under a name that changes with its bytes
// (decision 109).
import { createHash } from "node:crypto";

export const FONT_SUBSETS = ["latin", "hangul"] as const;
export type FontSubset = (typeof FONT_SUBSETS)[number];

export function hashedFontName(subset: FontSubset, bytes: Uint8Array): string {
	return `pretendard-${subset}.${createHash("sha256").update(bytes).digest("hex").slice(0, 8)}.woff2`;
}

/** The subset a font URL or file name names (`/fonts/pretendard-latin.1a2b3c4d.woff2` is "latin"), or null. */
export function subsetOf(file: string): FontSubset | null {
	const name = /pretendard-(\w+)\.\w+\.woff2$/.exec(file)?.[1];
	return FONT_SUBSETS.find((subset) => subset === name) ?? null;
}
