// Korean particles after a value. A message that joins a value and a particle is
// written with both forms, "부킹 {{number}}이(가) 확정되었습니다", because the value is not known when
// the message is written. Once the value is in, the particle follows the last sound of the word before
// it: "B2611-0010이", "HMM BLESSING을", "1,000원을", "7로". The Hangul rule is es-hangul's
// (`josa.pick`, which also knows the ㄹ case of 으로/로); digits and Latin letters are read as Koreans
// read them aloud (1 일, 7 칠, 8 팔 end in ㄹ; 2 이, 4 사, 5 오, 9 구 end open; a trailing 0 ends in ㅇ
// whether read 영, 공, 십, 백, 천 or 만; a letter by its Korean name, es-hangul's table). A word we cannot
// read (a symbol, an emoji) keeps the two-form spelling, which is always correct.
import { josa } from "es-hangul";

type Pair = "이/가" | "은/는" | "을/를" | "와/과" | "으로/로";

// the written two-form spellings and the pair each stands for
const FORMS: Record<string, Pair> = {
	"이(가)": "이/가",
	"가(이)": "이/가",
	"은(는)": "은/는",
	"는(은)": "은/는",
	"을(를)": "을/를",
	"를(을)": "을/를",
	"과(와)": "와/과",
	"와(과)": "와/과",
	"(으)로": "으로/로",
};

const DIGIT_READING = ["영", "일", "이", "삼", "사", "오", "육", "칠", "팔", "구"];
const HANGUL = /[\uAC00-\uD7A3]/;
// closing marks between a word and its particle: "'{{value}}'은(는)", "({{company}})이(가)"
const CLOSERS = new Set([")", "]", "}", "'", '"', "’", "”", "」", "』", "》", "〉", " "]);

/** The word whose last sound decides a particle: the last readable character before `end`, as Hangul. */
function lastSound(text: string, end: number): string | null {
	let i = end - 1;
	while (i >= 0 && CLOSERS.has(text[i]!)) i--;
	if (i < 0) return null;
	const c = text[i]!;
	if (HANGUL.test(c)) return c;
	if (c >= "0" && c <= "9") return DIGIT_READING[Number(c)]!;
	if (/[A-Za-z]/.test(c)) return c.toUpperCase();
	return null;
}

/** The particle of `pair` after `word` (Hangul, or one capital letter read by its Korean name). */
function pick(word: string, pair: Pair): string {
	return HANGUL.test(word) ? josa.pick(word, pair) : josa(word, pair).slice(word.length);
}

const PATTERN = new RegExp(
	Object.keys(FORMS)
		.map((f) => f.replace(/[()]/g, "\\$&"))
		.join("|"),
	"g",
);

/** `text` with every two-form particle ("을(를)") replaced by the one its preceding word takes. */
export function resolveParticles(text: string): string {
	if (!text.includes("(")) return text;
	return text.replace(PATTERN, (form, offset: number) => {
		const word = lastSound(text, offset);
		return word === null ? form : pick(word, FORMS[form]!);
	});
}
