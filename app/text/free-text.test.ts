import { describe, expect, test } from "vitest";
import { z } from "zod";
import { HIDDEN_CHARACTERS, type TextRefusal, type TextShape, cleanOrNull, cleanText } from "./free-text.ts";
import { lineText, multilineText } from "./free-text-schema.ts";

type Kept = { name: string; raw: string; shape: TextShape; value: string };
const KEPT: Kept[] = [
	{ name: "Korean company name", raw: "  데모무역 주식회사 ", shape: "line", value: "데모무역 주식회사" },
	{ name: "Vietnamese, decomposed marks become NFC", raw: "Tie\u0302\u0301n", shape: "line", value: "Tiến" },
	{ name: "Hangul jamo typed apart compose", raw: "\u1112\u1161\u11ab", shape: "line", value: "한" },
	{ name: "a pasted line break in a one-line field", raw: "Busan\r\nKorea", shape: "line", value: "Busan Korea" },
	{ name: "a tab in a one-line field", raw: "MAERSK\tLINE", shape: "line", value: "MAERSK LINE" },
	{ name: "Unicode line separator in a one-line field", raw: "a\u2028b", shape: "line", value: "a b" },
	{
		name: "CRLF and CR become LF in a multi-line field",
		raw: "line 1\r\nline 2\rline 3",
		shape: "multiline",
		value: "line 1\nline 2\nline 3",
	},
	{
		name: "trailing spaces of each line go",
		raw: "marks  \nC/NO. 1-10 \n",
		shape: "multiline",
		value: "marks\nC/NO. 1-10",
	},
	{ name: "paragraph separator in a multi-line field", raw: "a\u2029b", shape: "multiline", value: "a\nb" },
	{ name: "emoji with ZWJ and variation selector", raw: "👩‍👩‍👧 ❤️", shape: "line", value: "👩‍👩‍👧 ❤️" },
	{
		name: "ideographic and no-break spaces inside",
		raw: "서울\u3000강남\u00a01",
		shape: "line",
		value: "서울\u3000강남\u00a01",
	},
	{ name: "a leading byte-order mark is trimmed like a space", raw: "\uFEFFname", shape: "line", value: "name" },
	{ name: "empty stays empty", raw: "   ", shape: "line", value: "" },
];

type Refused = { name: string; raw: string; shape: TextShape; reason: TextRefusal };
const REFUSED: Refused[] = [
	{ name: "NUL", raw: "a\u0000b", shape: "line", reason: "control" },
	{ name: "escape (terminal sequences)", raw: "\u001b[31mred", shape: "multiline", reason: "control" },
	{ name: "vertical tab", raw: "a\u000bb", shape: "multiline", reason: "control" },
	{ name: "DEL", raw: "a\u007f", shape: "line", reason: "control" },
	{ name: "C1 NEL", raw: "a\u0085b", shape: "multiline", reason: "control" },
	{ name: "right-to-left override", raw: "invoice\u202Efdp.exe", shape: "line", reason: "bidi" },
	{ name: "left-to-right embedding", raw: "\u202Aabc", shape: "line", reason: "bidi" },
	{ name: "pop directional formatting", raw: "abc\u202C", shape: "multiline", reason: "bidi" },
	{ name: "right-to-left isolate", raw: "a\u2067b\u2069", shape: "line", reason: "bidi" },
	{ name: "first strong isolate", raw: "a\u2068b", shape: "line", reason: "bidi" },
	{ name: "left-to-right mark", raw: "a\u200Eb", shape: "line", reason: "bidi" },
	{ name: "right-to-left mark", raw: "a\u200Fb", shape: "line", reason: "bidi" },
	{ name: "Arabic letter mark", raw: "a\u061Cb", shape: "line", reason: "bidi" },
	{ name: "zero-width space", raw: "데모\u200B무역", shape: "line", reason: "invisible" },
	{ name: "byte-order mark inside", raw: "na\uFEFFme", shape: "line", reason: "invisible" },
	{ name: "word joiner", raw: "a\u2060b", shape: "line", reason: "invisible" },
	{ name: "soft hyphen", raw: "ex\u00ADample", shape: "line", reason: "invisible" },
	{ name: "Hangul filler as a blank name", raw: "\u3164", shape: "line", reason: "invisible" },
	{ name: "tag characters (hidden text)", raw: "ok\u{E0061}\u{E0062}", shape: "multiline", reason: "invisible" },
	{ name: "noncharacter U+FFFF", raw: "a\uFFFF", shape: "line", reason: "invisible" },
	{ name: "lone high surrogate", raw: "a\uD800b", shape: "line", reason: "surrogate" },
	{ name: "lone low surrogate", raw: "a\uDC00", shape: "multiline", reason: "surrogate" },
];

describe("cleanText", () => {
	test.each(KEPT)("keeps: $name", ({ raw, shape, value }) => {
		expect(cleanText(raw, shape)).toEqual({ ok: true, value });
		expect(cleanOrNull(raw, shape)).toBe(value);
	});
	test.each(REFUSED)("refuses: $name", ({ raw, shape, reason }) => {
		expect(cleanText(raw, shape)).toMatchObject({ ok: false, reason });
		expect(cleanOrNull(raw, shape)).toBeNull();
	});
	test("a newline is refused in neither shape, but kept only in multi-line", () => {
		expect(cleanText("a\nb", "line")).toEqual({ ok: true, value: "a b" });
		expect(cleanText("a\nb", "multiline")).toEqual({ ok: true, value: "a\nb" });
	});
});

describe("zod helpers", () => {
	const Schema = z.object({
		name: lineText({ error: "missing" }).min(1, "missing").max(5, "long"),
		note: multilineText().max(20, "long").optional(),
	});

	test("normalise before the length check (NFC counts one character)", () => {
		expect(Schema.parse({ name: " Tie\u0302\u0301n ", note: "a\r\nb" })).toEqual({ name: "Tiến", note: "a\nb" });
	});
	test.each(REFUSED)("refuses with the one message: $name", ({ raw, shape }) => {
		const input = shape === "line" ? { name: raw } : { name: "ok", note: raw };
		const result = Schema.safeParse(input);
		expect(result.success).toBe(false);
		// the refusal aborts, so a refused value is not also "too long"
		expect(result.error?.issues.map((i) => i.message)).toEqual([HIDDEN_CHARACTERS]);
	});
	test("a missing value keeps its own message", () => {
		expect(Schema.safeParse({}).error?.issues.map((i) => i.message)).toEqual(["missing"]);
	});
});
