// What the built-in assistant picks out of a question (decision 095): our document numbers, containers,
// a ready date, places (ports, airports and countries by name in kr, en and vn, or by code) and which
// end of the trip each place is. Pure: the place names come in as a list (places.server.ts builds it
// from the reference tables), today as an argument.
import { addDays } from "#app/calendar/calendar.ts";
import type { ContainerCode } from "#app/pricing/codes.ts";
import { foldMarks, normalise } from "./text.ts";

/**
 * Our document numbers as a person types them: the stage letter (Q quote, B booking, V paid; decision
 * 009) and the body YYMM-NNNN, e.g. B2611-0001, q2611-0001 or 2611-0001. The body is what identifies
 * the record (the letter changes as it moves on), so the body is returned.
 */
export function documentNumbers(text: string): string[] {
	const out: string[] = [];
	for (const m of text.matchAll(/(?<![0-9A-Za-z])([QBVqbv])?\s?(\d{4}-\d{4,5})(?![0-9])/g)) {
		if (!out.includes(m[2]!)) out.push(m[2]!);
	}
	return out;
}

export type ContainerAsk = { type: ContainerCode; count: number };

const NUMBER_WORDS: Record<string, number> = {
	one: 1,
	two: 2,
	three: 3,
	four: 4,
	five: 5,
	six: 6,
	seven: 7,
	eight: 8,
	nine: 9,
	ten: 10,
	한: 1,
	두: 2,
	세: 3,
	네: 4,
	다섯: 5,
	여섯: 6,
	일곱: 7,
	여덟: 8,
	아홉: 9,
	열: 10,
	mot: 1,
	hai: 2,
	ba: 3,
	bon: 4,
	nam: 5,
	sau: 6,
	bay: 7,
	tam: 8,
	chin: 9,
	muoi: 10,
};

const COUNT =
	"(\\d{1,3}|one|two|three|four|five|six|seven|eight|nine|ten|한|두|세|네|다섯|여섯|일곱|여덟|아홉|열|mot|hai|ba|bon|nam)";
// 20', 40ft, 40 feet, 40피트, 40HC, 20GP, 40 high cube, 40RF; a bare "40" only with a container word
const SIZE =
	"(20|40|45)\\s*(?:ft|feet|foot|fit|피트|'|’|″)?\\s*(hc|hq|high\\s?cube|하이큐브|gp|dv|dc|st|rf|rh|reefer|냉동|lanh|ot|open\\s?top|fr|flat\\s?rack)?";
const UNIT = "(?:x|×|\\*|개|대|units?|boxes|containers?|cont|cntrs?|컨테이너|컨|chiec|cai|container)";
const SIZE_RE = new RegExp(`(?<![0-9-])${SIZE}(?![0-9])`, "g");

function countOf(word: string | undefined): number | null {
	if (!word) return null;
	if (/^\d+$/.test(word)) return Number(word);
	return NUMBER_WORDS[word] ?? null;
}

function typeOf(size: string, kind: string | undefined, context: string): ContainerCode {
	const k = (kind ?? "").replace(/\s/g, "");
	const reefer = /^(rf|rh|reefer|냉동|lanh)$/.test(k) || /reefer|냉동|lanh|refrigerat/.test(context);
	if (reefer) return size === "20" ? "rf20" : k === "rh" ? "hr40" : "rf40";
	if (/^(ot|opentop)$/.test(k)) return size === "20" ? "ot20" : "ot40";
	if (/^(hc|hq|highcube|하이큐브)$/.test(k) || size === "45") return "hc40";
	return size === "20" ? "dv20" : "dv40";
}

/**
 * The containers asked for: "2 x 40ft", "40HC 3대", "20피트 컨테이너 1개", "hai container 40 feet". A size
 * counts only with a unit, a type or a count beside it, so a date or a weight is not taken for one.
 */
export function containers(text: string): ContainerAsk[] {
	const t = foldMarks(normalise(text));
	const found = new Map<ContainerCode, number>();
	for (const m of t.matchAll(SIZE_RE)) {
		const [whole, size, kind] = m;
		const start = m.index!;
		const end = start + whole.length;
		const before = t.slice(Math.max(0, start - 24), start);
		const after = t.slice(end, end + 24);
		const lead = new RegExp(`${COUNT}\\s*${UNIT}?\\s*(?:${UNIT})?\\s*$`).exec(before);
		const trail = new RegExp(`^\\s*(?:${UNIT}\\s*)?(?:x|×|\\*)?\\s*${COUNT}\\s*${UNIT}`).exec(after);
		const hasUnit = /ft|feet|foot|fit|피트|'|’|″/.test(whole) || Boolean(kind);
		const containerWord = /container|cont|컨테이너|컨|cntr/.test(before.slice(-12) + after.slice(0, 12));
		// "2 x 40" or "40 x 2" or "40ft": a container; a bare 40 needs a container word
		if (!hasUnit && !containerWord && !(lead && /[x×*]\s*$/.test(before))) continue;
		const count = countOf(lead?.[1]) ?? countOf(trail?.[1]) ?? 1;
		if (count < 1 || count > 999) continue;
		const type = typeOf(size!, kind, t);
		found.set(type, (found.get(type) ?? 0) + count);
	}
	return [...found].map(([type, count]) => ({ type, count }));
}

const MONTHS_EN = ["jan", "feb", "mar", "apr", "may", "jun", "jul", "aug", "sep", "oct", "nov", "dec"];

function isoOf(year: number, month: number, day: number): string | null {
	const d = new Date(Date.UTC(year, month - 1, day));
	if (d.getUTCMonth() !== month - 1 || d.getUTCDate() !== day) return null;
	return d.toISOString().slice(0, 10);
}

/** A future date in the year that keeps it on or after today (a month and day said without a year). */
function nextOccurrence(today: string, month: number, day: number): string | null {
	const year = Number(today.slice(0, 4));
	const date = isoOf(year, month, day);
	if (!date) return null;
	return date >= today ? date : isoOf(year + 1, month, day);
}

function firstOfNextMonth(today: string): string {
	const [y, m] = today.split("-").map(Number) as [number, number];
	return isoOf(m === 12 ? y + 1 : y, m === 12 ? 1 : m + 1, 1)!;
}

/**
 * The date a question names, as YYYY-MM-DD: absolute (2026-12-05, 12월 5일, Dec 5, 5 Dec, ngày 5 tháng
 * 12, 5/12 in Vietnamese and 12/5 otherwise) or relative to `today` (tomorrow, next week, next month,
 * in 10 days, 내일, 다음 주, 다음 달, 10일 후, ngày mai, tuần sau, tháng sau, 10 ngày nữa). Next month is
 * its first day. Null when none is named.
 */
export function dateIn(text: string, today: string, locale: "kr" | "en" | "vn" = "en"): string | null {
	const t = foldMarks(normalise(text));
	let m = /(20\d\d)[-./](\d{1,2})[-./](\d{1,2})/.exec(t);
	if (m) return isoOf(Number(m[1]), Number(m[2]), Number(m[3]));
	m = /(\d{1,2})\s*월\s*(\d{1,2})\s*일/.exec(t);
	if (m) return nextOccurrence(today, Number(m[1]), Number(m[2]));
	m = /ngay\s*(\d{1,2})\s*thang\s*(\d{1,2})/.exec(t);
	if (m) return nextOccurrence(today, Number(m[2]), Number(m[1]));
	m = new RegExp(`\\b(${MONTHS_EN.join("|")})[a-z]*\\.?\\s*(\\d{1,2})(?:st|nd|rd|th)?\\b`).exec(t);
	if (m) return nextOccurrence(today, MONTHS_EN.indexOf(m[1]!) + 1, Number(m[2]));
	m = new RegExp(`\\b(\\d{1,2})(?:st|nd|rd|th)?\\s*(${MONTHS_EN.join("|")})[a-z]*\\b`).exec(t);
	if (m) return nextOccurrence(today, MONTHS_EN.indexOf(m[2]!) + 1, Number(m[1]));
	m = /(?<![\d-])(\d{1,2})\/(\d{1,2})(?![\d/-])/.exec(t);
	if (m) {
		const [a, b] = [Number(m[1]), Number(m[2])];
		return locale === "vn" ? nextOccurrence(today, b, a) : nextOccurrence(today, a, b);
	}
	m = /(?:in\s*)?(\d{1,3})\s*(?:days?|일\s*(?:후|뒤|이내|안에)|ngay\s*(?:nua|toi|sau))/.exec(t);
	if (m && (/\bin\s*\d|days?\s*(later|from now)|일\s*(후|뒤)|ngay\s*(nua|toi|sau)/.test(t) || /\bin\s/.test(m[0])))
		return addDays(today, Number(m[1]));
	if (/day after tomorrow|모레|ngay kia/.test(t)) return addDays(today, 2);
	if (/tomorrow|내일|ngay mai/.test(t)) return addDays(today, 1);
	if (/\btoday\b|오늘|hom nay/.test(t)) return today;
	if (/next week|다음\s?주|담주|tuan (sau|toi)/.test(t)) return addDays(today, 7);
	if (/next month|다음\s?달|담달|thang (sau|toi)/.test(t)) return firstOfNextMonth(today);
	if (/this month|이번\s?달|thang nay/.test(t)) return addDays(today, 3);
	return null;
}

/** A named place: a sea port (UN/LOCODE), an airport (IATA) or a country (ISO), with its names. */
export type PlaceName = { code: string; kind: "port" | "airport" | "country"; names: readonly string[] };

export type PlaceMention = PlaceName & { at: number; end: number; role: "origin" | "destination" | null };

export type PlaceMatcher = { entries: { key: string; place: PlaceName; hangul: boolean }[] };

/** The names, folded and longest first, so "Ho Chi Minh City" wins over "Ho Chi Minh". */
export function placeMatcher(places: readonly PlaceName[]): PlaceMatcher {
	const entries: PlaceMatcher["entries"] = [];
	const seen = new Set<string>();
	for (const place of places)
		for (const name of place.names) {
			const key = foldMarks(normalise(name));
			if (key.length < 2 || seen.has(`${key}|${place.kind}`)) continue;
			seen.add(`${key}|${place.kind}`);
			entries.push({ key, place, hangul: /[\uAC00-\uD7A3]/.test(key) });
		}
	entries.sort((a, b) => b.key.length - a.key.length);
	return { entries };
}

const ORIGIN_BEFORE = /(?:from|tu|xuat phat tu|di tu|khoi hanh tu)\s*$/;
const DEST_BEFORE = /(?:\bto|toward|towards|den|toi|sang|ve|di|into)\s*$/;
const ORIGIN_AFTER = /^\s*(?:에서|발|출발|부터|->|→|-|~|to\b|den\b|di\b)/;
const DEST_AFTER = /^\s*(?:까지|으로|로|행|향|도착|착)/;

/**
 * The places a question names, in the order it names them, each with the role its words give it
 * ("from Busan", "부산에서", "từ Busan"; "to Hai Phong", "하이퐁까지", "đến Hải Phòng"). A place whose
 * words say nothing gets its role from the others (the first is the origin, the second the destination).
 */
export function placesIn(text: string, matcher: PlaceMatcher): PlaceMention[] {
	const t = foldMarks(normalise(text));
	const taken: boolean[] = new Array(t.length).fill(false);
	const found: PlaceMention[] = [];
	for (const { key, place, hangul } of matcher.entries) {
		let from = 0;
		for (;;) {
			const at = t.indexOf(key, from);
			if (at < 0) break;
			from = at + 1;
			const end = at + key.length;
			// Latin names and codes are whole words; a Hangul name may carry a particle after it
			const edgeBefore = at === 0 || !/[a-z0-9]/.test(t[at - 1]!) || (hangul && true);
			const edgeAfter = end === t.length || !/[a-z0-9]/.test(t[end]!) || hangul;
			const hangulBefore = hangul && at > 0 && /[\uAC00-\uD7A3]/.test(t[at - 1]!);
			if (!edgeBefore || !edgeAfter || hangulBefore) continue;
			if (taken.slice(at, end).some(Boolean)) continue;
			for (let i = at; i < end; i++) taken[i] = true;
			found.push({ ...place, at, end, role: null });
		}
	}
	found.sort((a, b) => a.at - b.at);
	for (const p of found) {
		const before = t.slice(Math.max(0, p.at - 20), p.at);
		const after = t.slice(p.end, p.end + 8);
		if (ORIGIN_BEFORE.test(before) || ORIGIN_AFTER.test(after)) p.role = "origin";
		else if (DEST_BEFORE.test(before) || DEST_AFTER.test(after)) p.role = "destination";
	}
	// a country named right after a port of its own ("Hai Phong, Vietnam") adds nothing
	const kept = found.filter(
		(p, i) =>
			!(p.kind === "country" && found.some((q, j) => j !== i && q.kind !== "country" && q.code.startsWith(p.code))),
	);
	if (kept.length === 2 && kept[0]!.role === null && kept[1]!.role === null) {
		kept[0]!.role = "origin";
		kept[1]!.role = "destination";
	} else if (kept.length === 2) {
		const [a, b] = kept as [PlaceMention, PlaceMention];
		if (a.role === null) a.role = b.role === "origin" ? "destination" : "origin";
		if (b.role === null) b.role = a.role === "origin" ? "destination" : "origin";
	}
	return kept;
}
