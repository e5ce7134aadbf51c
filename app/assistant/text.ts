// Text as the built-in assistant reads it (decision 095): one normal form for matching in kr, en and vn,
// and the terms full-text retrieval indexes. Korean is written without spaces between a noun and its
// particle ("THC가", "선하증권은") and compounds are written together ("수입통관비용"), so splitting on
// whitespace finds almost nothing: every run of Hangul syllables is indexed as its syllable bigrams (and
// its single syllables, for one-syllable words), which matches inside compounds and across particles.
// Vietnamese is matched with and without its tone marks, because people type it both ways.
import { disassemble } from "es-hangul";

const HANGUL_RUN = /[\uAC00-\uD7A3]+/g;
const LATIN_WORD = /[a-z0-9]+(?:[/-][a-z0-9]+)*/g;

/** Lower case, NFC, one space between words: the form every keyword is compared in. */
export function normalise(text: string): string {
	return text.normalize("NFC").toLowerCase().replace(/\s+/g, " ").trim();
}

/** Without Vietnamese tone and vowel marks ("giá" -> "gia", "đâu" -> "dau"); Hangul is left as it is. */
export function foldMarks(text: string): string {
	return (
		text
			.replace(/[đĐ]/g, "d")
			.normalize("NFD")
			// only Latin combining marks: decomposed Hangul would lose its syllables
			.replace(/[\u0300-\u036f]/g, "")
			.normalize("NFC")
	);
}

/** The text in both forms, for keyword tests: the normal form and the folded one. */
export function matchForms(text: string): string {
	const n = normalise(text);
	const folded = foldMarks(n);
	return folded === n ? n : `${n} \u0000 ${folded}`;
}

const STOPWORDS = new Set(
	(
		"a an the is are was were be of to in on for and or my our your what which who how do does did i we you it " +
		"this that me can could would should please with at by from about when where why " +
		"la gi cua toi cho va co khong nhu the nao duoc voi mot cac nhung thi o tai ban minh"
	).split(" "),
);

/** A light English stemmer: "changed", "changes", "changing" -> "chang"; short words stay as they are. */
export function stem(word: string): string {
	if (word.length <= 4 || /\d/.test(word)) return word;
	return word.replace(/(?:ing|ed|es|e|s)$/, "");
}

const VIETNAMESE = /[ăâđêôơưàáạảãằắặẳẵầấậẩẫèéẹẻẽềếệểễìíịỉĩòóọỏõồốộổỗờớợởỡùúụủũừứựửữỳýỵỷỹ]/i;

/**
 * The language a question is written in, when its letters say so: Hangul is Korean, Vietnamese marks are
 * Vietnamese. Otherwise null (Latin letters alone may be English or Vietnamese typed without marks).
 */
export function languageOf(text: string): "kr" | "vn" | null {
	const hangul = (text.match(/[\uAC00-\uD7A3]/g) ?? []).length;
	const viet = (text.normalize("NFC").match(new RegExp(VIETNAMESE.source, "gi")) ?? []).length;
	if (hangul === 0 && viet === 0) return null;
	return hangul >= viet ? "kr" : "vn";
}

// Hangul syllable pairs that belong to the question, not its subject ("어떻게 하나요", "뭐예요",
// "알려 주세요"): left out of the search, or every how-to text would match every question.
const HANGUL_STOP = new Set(
	(
		"무슨 어떻 떻게 하나 나요 해요 세요 주세 있어 어요 있나 는지 인가 가요 예요 에요 뭐예 뭐에 뭔가 무엇 엇인 엇이 " +
		"되나 하면 알려 려주 려줘 싶어 습니 니다 니까 할까 까요 나의 제가 저의 우리 은요 는요 이에 인지 건가 거예 " +
		"건지 할수 수있 있을 을까 하죠 되죠 이죠 었어 았어 했어 됐어 줘요 주요 해줘 해주 드려 려요 "
	)
		.trim()
		.split(/\s+/),
);

// Particles and question endings at the end of a word ("통관은", "비용인가요", "유효기간이", "뜻이"):
// taken off before the word is cut into pairs, so "비용인가요" is searched as "비용", not also "용인".
const ENDINGS = [
	"인가요",
	"하나요",
	"할까요",
	"인가",
	"나요",
	"해요",
	"예요",
	"에요",
	"이에요",
	"이야",
	"에서",
	"으로",
	"까지",
	"부터",
	"하고",
	"이랑",
	"은",
	"는",
	"이",
	"가",
	"을",
	"를",
	"에",
	"로",
	"와",
	"과",
	"도",
	"의",
	"만",
	"요",
	"야",
].sort((a, b) => b.length - a.length);

/** The word without its particle or question ending (twice at most: "서류는요" -> "서류"), never below one syllable. */
export function stripEnding(run: string): string {
	let word = run;
	for (let pass = 0; pass < 2; pass++) {
		const ending = ENDINGS.find((e) => word.endsWith(e) && word.length > e.length);
		if (!ending) break;
		word = word.slice(0, -ending.length);
	}
	return word;
}

/** The terms a text is indexed and searched by: Latin words (marks folded) and Hangul syllable n-grams. */
export function terms(text: string): string[] {
	const folded = foldMarks(normalise(text));
	const out: string[] = [];
	for (const word of folded.replace(HANGUL_RUN, " ").match(LATIN_WORD) ?? []) {
		if (STOPWORDS.has(word)) continue;
		out.push(stem(word));
		// "d/o" and "b/l" are also written "do", "bl"
		if (word.includes("/")) out.push(word.replace(/\//g, ""));
	}
	for (const run of folded.match(HANGUL_RUN) ?? []) {
		const syllables = [...stripEnding(run)];
		for (const s of syllables) out.push(`#${s}`);
		for (let i = 0; i + 1 < syllables.length; i++) {
			const pair = `${syllables[i]}${syllables[i + 1]}`;
			if (!HANGUL_STOP.has(pair)) out.push(pair);
		}
	}
	return out;
}

/** The jamo of a Hangul text ("운임" -> "ㅇㅜㄴㅇㅣㅁ"), for tolerant keyword matching of a misspelt syllable. */
export function jamo(text: string): string {
	return disassemble(text);
}

/** Does the text hold any of the keywords (each compared in normal and folded form)? */
export function hasAny(forms: string, keywords: readonly string[]): boolean {
	return keywords.some((k) => forms.includes(k));
}

/** How many of the keywords the text holds. */
export function countOf(forms: string, keywords: readonly string[]): number {
	let n = 0;
	for (const k of keywords) if (forms.includes(k)) n++;
	return n;
}
