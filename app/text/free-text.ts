// One rule for every free-text field people type into a form or send through the partner API (names,
// addresses, comments, carrier and vessel names, key names, reasons, marks ...; decision 025): control
// characters and bidirectional overrides stored as typed. An override (U+202E) shows "exe.pdf" for
// "fdp.exe" and reorders a B/L party or an account name on the staff desk, in PDFs and in mails; control
// characters break CSV exports, mail headers and log lines; zero-width characters make two names that
// look the same differ. None serves a purpose in Korean, English or Vietnamese business text, so they
// are refused with a message (not silently removed: the person sees what was wrong and retypes it).
// What is only layout is normalised instead: Unicode NFC (a Vietnamese "ế" typed as e + two combining
// marks is stored as one character, so it compares and counts as one), CR/LF/TAB and the Unicode line
// separators become a space in a one-line field and a newline (tabs a space) in a multi-line field, and
// the ends are trimmed (docs/decisions/025-text-hygiene.md).
// Kept: ZWJ / ZWNJ and variation selectors (emoji sequences, some scripts), no-break and ideographic
// spaces (Korean input methods type U+3000). E-mails, passwords, codes and numbers have their own rules.
// No zod here: route components and client modules may import the rule and its message key; the zod
// helpers are in free-text-schema.ts.
/** The message key every refused field shows (common bundle, kr/en/vn). */
export const HIDDEN_CHARACTERS = "text.errors.hiddenCharacters";

export type TextShape = "line" | "multiline";
export type TextRefusal = "control" | "bidi" | "invisible" | "surrogate";
export type TextVerdict = { ok: true; value: string } | { ok: false; reason: TextRefusal; at: number };

// C0, DEL and C1; tab, LF and CR are turned into layout before this check, and a multi-line field
// keeps its newlines
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const CONTROL = { line: /[\u0000-\u001f\u007f-\u009f]/u, multiline: /[\u0000-\u0009\u000b-\u001f\u007f-\u009f]/u };
// bidi embeddings and overrides, isolates, the LTR/RTL marks and the Arabic letter mark
const BIDI = /[\u202a-\u202e\u2066-\u2069\u200e\u200f\u061c]/u;
// zero-width space, word joiner and invisible operators, the deprecated format characters, BOM,
// soft hyphen, Mongolian vowel separator, the Hangul fillers (an "empty" name that is not empty),
// interlinear annotation marks, noncharacters and the tag characters (text hidden from the reader)
const INVISIBLE =
	/[\u200b\u2060-\u2064\u206a-\u206f\ufeff\u00ad\u180e\u115f\u1160\u3164\uffa0\ufff9-\ufffb\ufffe\uffff\u{e0001}\u{e0020}-\u{e007f}]/u;

const LINE_BREAKS = /\r\n|[\r\n\u2028\u2029]/g;

function firstIndex(value: string, pattern: RegExp): number {
	const match = pattern.exec(value);
	return match ? match.index : -1;
}

/** Where a lone surrogate sits (the string is not well-formed UTF-16), or -1. */
function loneSurrogateAt(value: string): number {
	for (let i = 0; i < value.length; i++) {
		const c = value.charCodeAt(i);
		if (c >= 0xd800 && c <= 0xdbff) {
			const next = value.charCodeAt(i + 1);
			if (next >= 0xdc00 && next <= 0xdfff) i++;
			else return i;
		} else if (c >= 0xdc00 && c <= 0xdfff) return i;
	}
	return -1;
}

/** Normalises the layout of `raw` for a field of this shape; refuses hidden characters. */
export function cleanText(raw: string, shape: TextShape): TextVerdict {
	const lone = loneSurrogateAt(raw);
	if (lone >= 0) return { ok: false, reason: "surrogate", at: lone };
	let value = raw.replace(LINE_BREAKS, shape === "line" ? " " : "\n").replace(/\t/g, " ");
	if (shape === "multiline") value = value.replace(/[ \u00a0\u3000]+$/gmu, "");
	value = value.normalize("NFC").trim();
	for (const [reason, pattern] of [
		["control", CONTROL[shape]],
		["bidi", BIDI],
		["invisible", INVISIBLE],
	] as const) {
		const at = firstIndex(value, pattern);
		if (at >= 0) return { ok: false, reason, at };
	}
	return { ok: true, value };
}

const ANY_HIDDEN = new RegExp(
	`${CONTROL.line.source}|${BIDI.source}|${INVISIBLE.source}|[\\ud800-\\udbff](?![\\udc00-\\udfff])|(?<![\\ud800-\\udbff])[\\udc00-\\udfff]`,
	"gu",
);

/**
 * Text nobody typed into our form (an uploaded file's name, chosen by the sender's system): the
 * refused characters are removed rather than refused, so "invoice\u202Efdp.exe" is shown as what it
 * is. NFC as well.
 */
export function stripHidden(raw: string): string {
	return raw.replace(ANY_HIDDEN, "").normalize("NFC");
}

/** The cleaned text, or null when it holds a character the rule refuses (for forms read without zod). */
export function cleanOrNull(raw: string, shape: TextShape): string | null {
	const verdict = cleanText(raw, shape);
	return verdict.ok ? verdict.value : null;
}
