// fontkit ships no types: the calls our tests make (app/styles/fonts.test.ts reads which code points a
// web font file maps; app/pdf/pdf-fonts.server.test.tsx lays out and subsets the PDF fonts).
declare module "fontkit" {
	type Glyph = { id: number; codePoints: number[] };
	export type Font = {
		characterSet: number[];
		getGlyph(id: number, codePoints?: number[]): Glyph;
		layout(text: string): { glyphs: Glyph[] };
		createSubset(): { includeGlyph(id: number): number; encode(): unknown };
	};
	export function openSync(path: string): Font;
}
