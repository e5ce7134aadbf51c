// The PDF fonts (Pretendard regular and bold, app/pdf/fonts), registered once for every PDF we render
// (quote, invoice, check B/L, D/O, total cost).
//
// Why the glyph guard below (decision 049): react-pdf loads each font file once per
// process and every PDF shares that fontkit object, and fontkit caches a glyph object per glyph id
// with the characters it was first asked for. Subsetting a PDF's font asks for the components of a
// composite glyph by id alone ("ế" is drawn from "e" and two marks, "Ñ" from "N", "·" from "."), so
// after one Vietnamese document the cached "e" or "N" carries no characters at all. Every later PDF
// in the process then laid out that glyph as covering zero characters: react-pdf's text layout
// dropped it where it split a run ("ewCo Trading", "estination charges", "AT") and the text layer
// lost it ("Origin charg s"). The guard hands out a glyph with the characters the caller asked for.
import { existsSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { Font } from "@react-pdf/renderer";

export const FONT_FAMILY = "Pretendard";
const FONT_FILES = { 400: "Pretendard-Regular.ttf", 700: "Pretendard-Bold.ttf" } as const;

/**
 * Where the TTFs are: beside this module. Under vitest and `react-router dev` that is app/pdf/fonts/;
 * the production build bundles this module into build/server/index.js and copies the fonts to
 * build/server/fonts/ (app/pdf/vite-fonts.ts), so the same relative path holds there.
 */
export function fontDirectory(): string {
	const here = path.dirname(fileURLToPath(import.meta.url));
	// Beside this module in the source (app/pdf/fonts) and beside the server bundle (build/server/fonts,
	// vite-fonts.ts). The bundler may put this code in a chunk under build/server/assets/ instead of
	// index.js (it does once another module imports it lazily), so look one folder up as well.
	const candidates = [path.join(here, "fonts"), path.join(here, "..", "fonts")];
	const dir = candidates.find((d) => existsSync(path.join(d, FONT_FILES[400])));
	if (!dir) throw new Error(`the PDF fonts are missing from ${candidates.join(" and ")}`);
	return dir;
}

type Glyph = { id: number; codePoints: number[] };
type GlyphSource = { getGlyph(id: number, codePoints?: number[]): Glyph | null; __glyphGuard?: true };

const sameCodePoints = (a: number[], b: number[]) => a.length === b.length && a.every((cp, i) => cp === b[i]);

/**
 * Makes `font.getGlyph(id, codePoints)` answer with a glyph that carries `codePoints` whenever the
 * caller names them, whatever fontkit cached first. A glyph cached without characters (a composite's
 * component, glyph 0) gets them in place, once; one cached with other characters (a glyph two code
 * points share) is copied for this caller. Exported for its unit test.
 */
export function guardGlyphCache(font: GlyphSource): void {
	if (font.__glyphGuard) return;
	const original = font.getGlyph.bind(font);
	font.getGlyph = (id, codePoints = []) => {
		const glyph = original(id, codePoints);
		if (!glyph || codePoints.length === 0 || sameCodePoints(glyph.codePoints ?? [], codePoints)) return glyph;
		if (!glyph.codePoints || glyph.codePoints.length === 0) {
			glyph.codePoints = codePoints;
			return glyph;
		}
		// own properties carry the glyph's decoded outline and metrics caches; the prototype its methods
		return Object.assign(Object.create(Object.getPrototypeOf(glyph)) as Glyph, glyph, { codePoints });
	};
	font.__glyphGuard = true;
}

let ready: Promise<void> | null = null;

/** Registers the family (once per process), loads both weights and guards their glyph caches. */
export function preparePdfFonts(): Promise<void> {
	ready ??= (async () => {
		const dir = fontDirectory();
		Font.register({
			family: FONT_FAMILY,
			fonts: [
				{ src: path.join(dir, FONT_FILES[400]), fontWeight: 400 },
				{ src: path.join(dir, FONT_FILES[700]), fontWeight: 700 },
			],
		});
		// Korean has no spaces inside words to break at and the default hyphenation would split Hangul
		// syllables with "-": break only where the text has spaces, keep words whole.
		Font.registerHyphenationCallback((word) => [word]);
		for (const fontWeight of [400, 700] as const) {
			const source = Font.getFont({ fontFamily: FONT_FAMILY, fontWeight });
			await source.load();
			if (source.data && "getGlyph" in source.data) guardGlyphCache(source.data as unknown as GlyphSource);
		}
	})().catch((error: unknown) => {
		ready = null;
		throw error;
	});
	return ready;
}
