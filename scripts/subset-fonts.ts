// Makes the web font files in public/fonts/ from the Pretendard TTF the PDFs already embed
// (app/pdf/fonts, OFL): two WOFF2 subsets behind unicode-range, so a page downloads only what its
// text needs and the CSS plus fonts of any page stay under 40 KB (decision 010):
//   latin    basic Latin, the Vietnamese letters and the punctuation our pages print (every page).
//            One file, not Latin and Vietnamese apart (decision 109): place names with those letters
//            ("Cà Mau", "Liège") sit in the English and Korean wizards' lists, and a face first needed
//            there was fetched only once the page was laid out; its late arrival made Chromium lay the
//            whole page out again (every font load does, even an `optional` one that is not used)
//   hangul   first every syllable of the shell that every page draws (header, footer, dialogs and
//            the company block), then the syllables our strings use most, as many as fit
//            HANGUL_BUDGET_BYTES; its unicode-range is the whole Hangul block, so a syllable it lacks
//            falls back, glyph by glyph, to the system's Korean font (Malgun Gothic, Apple SD Gothic
//            Neo, Noto Sans CJK): a word of two fonts, so the ones every page shows must be in it
// Writes public/fonts/*.woff2, app/styles/fonts.css (the @font-face rules) and app/styles/font-files.ts
// (each file's URL, for the preloads). Run it again after adding strings with Hangul:
// `node scripts/subset-fonts.ts`.
// Each file's name carries a hash of its bytes (pretendard-latin.1a2b3c4d.woff2), so the server can
// let browsers keep it for a year (server.js): a font kept for an hour had to be asked for again on
// the next visit, and on a slow link that answer came after the first layout, so the page was drawn
// in the fallback face (font-display: optional, decision 106) and laid out again (decision 109).
// Hinting and the substitution table (ligatures, alternates we never ask for) are dropped; kerning
// (GPOS) stays.
import { readFileSync, readdirSync, writeFileSync, existsSync, statSync, unlinkSync } from "node:fs";
import { join } from "node:path";
import subsetFont from "subset-font";
import { type FontSubset, hashedFontName } from "./font-name.ts";
import { COMPANY_PROFILE_SEED, hangulIn, shellSyllables } from "../app/styles/hangul-shell.ts";

const SOURCE = "app/pdf/fonts/Pretendard-Regular.ttf";
const OUT_DIR = "public/fonts";
const CSS_OUT = "app/styles/fonts.css";
const FILES_OUT = "app/styles/font-files.ts";
// slice sizes by frequency rank: the first covers the words on nearly every page (menus, buttons)
const HANGUL_BUDGET_BYTES = 20 * 1024;
const OPTIONS = { targetFormat: "woff2", noHinting: true, noLayoutClosure: true, dropTables: ["GSUB"] } as const;
// `optional`, not `swap` (decision 106): a face that is not there when the text is first laid out is
// not used on that page, so a font arriving late on a slow link never re-wraps the text and moves the
// blocks below it (with `swap` the Korean home page shifted by 0.23 under Lighthouse's slow-4G
// throttling). The preloads (app/styles/fonts.ts) make the fonts arrive in time on an ordinary link;
// the browser waits for a preloaded optional font only a moment (~100 ms) before it paints without it.
const FONT_DISPLAY = "optional";

function filesUnder(dir: string, ext: RegExp): string[] {
	if (!existsSync(dir)) return [];
	return readdirSync(dir).flatMap((name) => {
		const path = join(dir, name);
		return statSync(path).isDirectory() ? filesUnder(path, ext) : ext.test(name) ? [path] : [];
	});
}

const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => from + i);
const hex = (cp: number) => cp.toString(16).toUpperCase().padStart(4, "0");

/** unicode-range value for a set of code points: consecutive runs become U+A-B. */
export function unicodeRange(codePoints: number[]): string {
	const sorted = [...new Set(codePoints)].sort((a, b) => a - b);
	const runs: [number, number][] = [];
	for (const cp of sorted) {
		const last = runs.at(-1);
		if (last && cp === last[1] + 1) last[1] = cp;
		else runs.push([cp, cp]);
	}
	return runs.map(([from, to]) => (from === to ? `U+${hex(from)}` : `U+${hex(from)}-${hex(to)}`)).join(", ");
}

const PUNCTUATION = "‘’“”–—•…→←↑↓·×≤≥±₩€°©®™№";
const latin = [...range(0x20, 0x7e), 0xa0, ...[...PUNCTUATION].map((c) => c.codePointAt(0) ?? 0)];
// the letters Vietnamese writes with (precomposed), not the whole Latin-1 and Extended-A blocks
const VIETNAMESE = "ÀÁÂÃÈÉÊÌÍÒÓÔÕÙÚÝàáâãèéêìíòóôõùúýĂăĐđĨĩŨũƠơƯư";
const vietnamese = [...[...VIETNAMESE].map((c) => c.codePointAt(0) ?? 0), ...range(0x1ea0, 0x1ef9), 0x20ab];

// every Hangul syllable in the strings and the legal texts, most frequent first
const texts = [
	...filesUnder("app/locales", /\.json$/),
	...filesUnder("app/legal", /\.(ts|json)$/),
	...filesUnder("app/shell", /\.ts$/),
	...filesUnder("db/seed", /\.ts$/),
].map((f) => readFileSync(f, "utf8"));
// counted once per string (the text between two quotes), not per occurrence: a syllable found in many
// different strings is likelier to be on any given page than one repeated inside a single long text
const counts = new Map<number, number>();
for (const text of texts)
	for (const piece of text.split('"'))
		for (const cp of new Set(hangulIn(piece))) counts.set(cp, (counts.get(cp) ?? 0) + 1);
const byFrequency = [...counts.entries()].sort((a, b) => b[1] - a[1] || a[0] - b[0]).map(([cp]) => cp);
// Counted per string, a syllable of one short string ("건너뛰기", "메뉴 닫기") ranks low though the
// header draws it on every page; so the shell's syllables come first, whatever their count.
const shell = shellSyllables(
	JSON.parse(readFileSync("app/locales/kr.json", "utf8")),
	readFileSync(COMPANY_PROFILE_SEED, "utf8"),
);
const ranked = [...[...shell].sort((a, b) => a - b), ...byFrequency.filter((cp) => !shell.has(cp))];
const font = readFileSync(SOURCE);
const subset = (codePoints: number[]) =>
	subsetFont(font, String.fromCodePoint(...codePoints), { ...OPTIONS, dropTables: [...OPTIONS.dropTables] });

// the shell's syllables, then the most frequent, as many as fit the budget (grown in steps of 10)
let hangulCount = Math.max(shell.size, Math.min(200, ranked.length));
let hangulFile = await subset(ranked.slice(0, hangulCount));
while (hangulCount < ranked.length) {
	const next = Math.min(hangulCount + 10, ranked.length);
	const candidate = await subset(ranked.slice(0, next));
	if (candidate.length > HANGUL_BUDGET_BYTES) break;
	hangulCount = next;
	hangulFile = candidate;
}
if (hangulFile.length > HANGUL_BUDGET_BYTES)
	throw new Error(`the shell's ${shell.size} syllables alone exceed the budget`);
console.log(
	`hangul: ${hangulCount} of ${ranked.length} syllables (the shell's ${shell.size} first) fit ${HANGUL_BUDGET_BYTES} bytes`,
);

const face = (name: FontSubset, range: string, data: Buffer) => ({
	name,
	range,
	data,
	file: hashedFontName(name, data),
});
const faces = [
	face("latin", unicodeRange([...latin, ...vietnamese]), await subset([...latin, ...vietnamese])),
	face("hangul", "U+AC00-D7A3", hangulFile),
];

// the files of an earlier run go, so public/fonts holds exactly what fonts.css names
for (const old of readdirSync(OUT_DIR)) if (old.endsWith(".woff2")) unlinkSync(join(OUT_DIR, old));
const generated = "Generated by scripts/subset-fonts.ts";
let css = `/* ${generated} from ${SOURCE} (Pretendard, SIL Open Font License 1.1). Do not edit. */\n`;
let files = `// ${generated}: the URL of each Pretendard subset, named by a hash of its bytes. Do not edit.\n`;
files += "export const FONT_FILES = {\n";
for (const { name, range, data, file } of faces) {
	writeFileSync(join(OUT_DIR, file), data);
	console.log(`${file}: ${data.length} bytes`);
	css += `@font-face { font-family: "Pretendard"; font-style: normal; font-weight: 400; font-display: ${FONT_DISPLAY}; src: url("/fonts/${file}") format("woff2"); unicode-range: ${range}; }\n`;
	files += `\t${name}: "/fonts/${file}",\n`;
}
files += "} as const;\n";
writeFileSync(CSS_OUT, css);
writeFileSync(FILES_OUT, files);
console.log(`wrote ${CSS_OUT} and ${FILES_OUT}`);
