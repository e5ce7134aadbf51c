// Reading a generated PDF back in tests with poppler's pdftotext: its words with their boxes (to find
// text printed over text) and its text in layout order (to find what it says).
import { execFileSync } from "node:child_process";

/** Whether poppler's pdftotext is installed: the tests that read a PDF back are skipped without it. */
export const hasPoppler = (() => {
	try {
		execFileSync("pdftotext", ["-v"], { stdio: "ignore" });
		return true;
	} catch {
		return false;
	}
})();

export type Word = { text: string; xMin: number; yMin: number; xMax: number; yMax: number; page: number };

export function words(pdf: Buffer): Word[] {
	const html = execFileSync("pdftotext", ["-bbox", "-", "-"], { input: pdf }).toString("utf8");
	const out: Word[] = [];
	let page = 0;
	for (const m of html.matchAll(
		/<page |<word xMin="([\d.]+)" yMin="([\d.]+)" xMax="([\d.]+)" yMax="([\d.]+)">([^<]*)<\/word>/g,
	)) {
		if (m[0] === "<page ") page++;
		else
			out.push({
				xMin: Number(m[1]),
				yMin: Number(m[2]),
				xMax: Number(m[3]),
				yMax: Number(m[4]),
				text: decodeEntities(m[5] as string),
				page,
			});
	}
	return out;
}

/** -bbox writes XHTML: a word with "&" or "<" in it comes back escaped. */
function decodeEntities(text: string): string {
	return text
		.replaceAll("&amp;", "&")
		.replaceAll("&lt;", "<")
		.replaceAll("&gt;", ">")
		.replaceAll("&quot;", '"')
		.replaceAll("&#39;", "'")
		.replaceAll("&apos;", "'");
}

/** Pairs of words whose boxes overlap by more than a sliver: text printed over text. */
export function overlaps(list: Word[]): string[] {
	const found: string[] = [];
	for (let i = 0; i < list.length; i++)
		for (let j = i + 1; j < list.length; j++) {
			const a = list[i]!;
			const b = list[j]!;
			if (a.page !== b.page) continue;
			const x = Math.min(a.xMax, b.xMax) - Math.max(a.xMin, b.xMin);
			const y = Math.min(a.yMax, b.yMax) - Math.max(a.yMin, b.yMin);
			if (x > 1 && y > 1) found.push(`${a.text} / ${b.text}`);
		}
	return found;
}

/** The PDF's text in layout order. */
export const pdfText = (pdf: Buffer) =>
	execFileSync("pdftotext", ["-layout", "-", "-"], { input: pdf }).toString("utf8");
