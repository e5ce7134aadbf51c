// Which kind of question this is, for the built-in engine (decision 095): a score per intent from the
// words people use for it in kr, en and vn (matched with Vietnamese marks folded, Korean inside
// compounds), plus what the entities say (a document number is a record question, containers and two
// places are a price question). Pure; the table test (intents.test.ts and the question table in
// engine.server.test.ts) holds the rules to real questions.
import { foldMarks, normalise } from "./text.ts";

export const INTENTS = [
	"greeting",
	"shipment",
	"documents",
	"quote",
	"invoice",
	"coupon",
	"price",
	"glossary",
	"help",
	"staff_queue",
	"out_of_scope",
] as const;
export type Intent = (typeof INTENTS)[number];

const words = (list: string) => list.split("|").map((w) => foldMarks(normalise(w)));

const KEYWORDS: Record<Exclude<Intent, "out_of_scope" | "help" | "glossary">, string[]> = {
	greeting: words("hello|hi|hey|good morning|안녕|반가워|반갑|하이|xin chao|chao ban|chao|alo"),
	shipment: words(
		"where is|where's|my cargo|my shipment|my container|shipment status|eta|etd|arrive|arrival|depart|vessel|track|status of|delay|delayed|late|when will|on the way|" +
			"어디|도착|출항|출발했|언제|선박|배는|화물 위치|위치|운송 현황|진행 상황|진행상황|지연|늦어|트래킹|추적|선적 현황|단계|" +
			"o dau|den chua|khi nao den|bao gio den|tau|tinh trang|trang thai|theo doi|lich tau|cham tre|tre|ngay den|da di|hang cua toi|lo hang",
	),
	documents: words(
		"missing document|documents missing|which documents|what documents|documents do i|still need to upload|need to upload|missing|paperwork|" +
			"서류|빠진|누락|안 올린|올려야|제출해야|" +
			"chung tu|con thieu|giay to|can nop|thieu",
	),
	quote: words(
		"my quote|my quotes|quote status|estimate|quotation|valid until|validity|expire|expired|discount request|negotiation|" +
			"견적 상태|내 견적|견적 목록|견적은|견적이|견적서|유효기간|만료|할인 요청|네고|" +
			"bao gia cua toi|cac bao gia|hieu luc|het han|trang thai bao gia",
	),
	invoice: words(
		"invoice|payment|paid|unpaid|pay|bill|balance|due|deposit|refund|how much do i owe|outstanding|" +
			"청구|결제|입금|미납|납부|지불|인보이스|환불|잔액|계산서|돈|" +
			"hoa don|thanh toan|da tra|chua tra|cong no|chuyen khoan|hoan tien|han thanh toan",
	),
	coupon: words("coupon|voucher|promo|쿠폰|할인권|phieu giam gia|ma giam gia|coupon|voucher"),
	price: words(
		"price|how much|cost|rate|rates|quote for|quote me|freight for|get a quote|estimate for|" +
			"얼마|가격|운임|요금|비용|견적 내|견적 받|견적 주|견적좀|견적 좀|시세|" +
			"gia|bao nhieu|cuoc|chi phi|bao gia cho|bao gia",
	),
	staff_queue: words(
		"queue|queues|waiting on the desk|pending|to do|todo|backlog|대기|대기열|처리할|할 일|밀린|hang cho|cho xu ly|viec can lam",
	),
};

const HOW_TO = words(
	"how do i|how can i|how to|how does|how is|how are|how long|what should i|can i|where do i|where can i|" +
		"어떻게|방법|하려면|할 수 있|어디서|어디에서|절차|얼마나|" +
		"lam sao|lam the nao|cach|the nao de|o dau de|thu tuc|co the|bao lau",
);
const WHY = words("why|왜|이유|tai sao|vi sao|sao lai");
const WHAT_IS = words(
	"what is|what's|what does|meaning|mean|stand for|define|explain|" +
		"뭐예요|뭐에요|뭔가요|뭐야|뭐지|무엇|뜻|의미|란|이란|설명|" +
		"la gi|nghia la|y nghia|giai thich|nghia",
);
const FREIGHT = words(
	"freight|shipping|ship|container|fcl|lcl|air|sea|ocean|quote|운임|해상|항공|컨테이너|선적|수출|수입|견적|cuoc|van chuyen|container|hang khong|duong bien|bao gia|xuat khau|nhap khau",
);
const PERSONAL = words(
	"my|mine|i have|do i|have i|am i|our|저의|우리|있어|있나|있는|있을|상태|알려|status|cua toi|toi co|cua chung toi|tinh trang|trang thai|da ",
);
const NOT_PRICE = words("how much do i owe|how long|얼마나 걸|얼마 동안|bao lau|how much time");

export type IntentSignals = {
	hasNumber: boolean;
	containers: number;
	places: number;
	/** the best retrieval hit's kind and score (the engine searches first) */
	glossaryScore: number;
	helpScore: number;
	/** the question names a charge by its own abbreviation (THC, BAF, O/F) */
	glossaryNamed?: boolean;
	isStaff: boolean;
};

export type IntentScores = Partial<Record<Intent, number>>;

const LATIN = /[a-z0-9]/;

/** Does `forms` hold `word`, a Latin word only as a whole word ("eta" is not in "details"), Hangul anywhere? */
export function holds(forms: string, word: string): boolean {
	let from = 0;
	for (;;) {
		const at = forms.indexOf(word, from);
		if (at < 0) return false;
		const end = at + word.length;
		const startOk = !LATIN.test(word[0]!) || at === 0 || !LATIN.test(forms[at - 1]!);
		// a plural is the same word ("coupons", "invoices")
		const rest = forms.slice(end, end + 3);
		const endOk =
			!LATIN.test(word.at(-1)!) || end === forms.length || !LATIN.test(forms[end]!) || /^(s|es)(?![a-z0-9])/.test(rest);
		if (startOk && endOk) return true;
		from = at + 1;
	}
}

function score(forms: string, list: readonly string[]): number {
	let n = 0;
	for (const k of list) if (holds(forms, k)) n += k.length > 3 ? 1 : 0.6;
	return n;
}

/**
 * The intent of a question. Records first when a number is given (its status, or what it still needs);
 * a price when containers or a lane are asked with price words (or both are there); a charge's meaning
 * or a how-to when retrieval found a good entry and the question asks what or how; an account question
 * (shipments, quotes, invoices, coupons) by its words; anything else goes to customer service.
 */
export function detectIntent(question: string, s: IntentSignals): { intent: Intent; scores: IntentScores } {
	const forms = foldMarks(normalise(question));
	const scores: IntentScores = {};
	for (const [intent, list] of Object.entries(KEYWORDS)) scores[intent as Intent] = score(forms, list);
	const howTo = score(forms, HOW_TO) > 0;
	const why = score(forms, WHY) > 0;
	const whatIs = score(forms, WHAT_IS) > 0;
	const notPrice = score(forms, NOT_PRICE) > 0;
	if (notPrice) scores.price = 0;
	const pick = (intent: Intent) => ({ intent, scores });

	const others = (Object.keys(KEYWORDS) as (keyof typeof KEYWORDS)[]).filter((k) => k !== "greeting");
	if ((scores.greeting ?? 0) > 0 && forms.length < 30 && others.every((k) => !scores[k]) && !s.hasNumber)
		return pick("greeting");

	const retrievalGood = Math.max(s.glossaryScore, s.helpScore) >= 4;
	const glossaryWins = s.glossaryScore >= 4 && s.glossaryScore >= s.helpScore * 0.9;

	// a lane or containers with price words, or both without: a new price
	if (
		(s.containers > 0 && s.places > 0) ||
		((scores.price ?? 0) > 0 && (s.containers > 0 || s.places > 0) && !s.hasNumber)
	)
		if (!why) return pick("price");

	if (s.hasNumber) {
		if ((scores.documents ?? 0) > 0) return pick("documents");
		if ((scores.invoice ?? 0) > (scores.shipment ?? 0) && (scores.invoice ?? 0) > 0) return pick("invoice");
		if ((scores.quote ?? 0) > (scores.shipment ?? 0) || (scores.price ?? 0) > (scores.shipment ?? 0))
			return pick("quote");
		return pick("shipment");
	}

	// "what is THC", "THC là gì", "AMS 비용은 왜 붙나요": the glossary, when an entry matches well
	if (whatIs && glossaryWins && !howTo) return pick("glossary");
	if (s.glossaryNamed && s.glossaryScore > 0 && (!howTo || s.glossaryScore >= s.helpScore)) return pick("glossary");
	// "how do I get a D/O", "why did the price change": a help text
	if ((howTo || why) && s.helpScore >= 3) return pick("help");
	if (why && (scores.price ?? 0) > 0) return pick("help");

	if (s.isStaff && (scores.staff_queue ?? 0) > 0) return pick("staff_queue");

	// account questions by their words, strongest first
	const account: Intent[] = ["documents", "coupon", "invoice", "quote", "shipment"];
	const best = account.map((intent) => [intent, scores[intent] ?? 0] as const).sort((a, b) => b[1] - a[1])[0]!;
	// one weak account word ("when", "언제") beside a help text that answers the question well: the help
	// (unless the question is about the user's own records: "my", "제", "있어요", "status", "của tôi")
	const personal = score(forms, PERSONAL) > 0 || /(^|\s)(내|제|제가|나의)\s/.test(forms);
	if (best[1] > 0 && best[1] <= 1 && !personal && s.helpScore >= 6 && s.helpScore > s.glossaryScore)
		return pick("help");
	if (best[1] > 0 && !(howTo && retrievalGood)) {
		// "what documents do I need" without a shipment reads as help when a text answers it
		if (best[0] === "documents" && howTo && s.helpScore >= 3) return pick("help");
		return pick(best[0]);
	}
	// price words alone are a freight price only beside a freight word ("운임 얼마", not "비트코인 가격")
	if ((scores.price ?? 0) > 0 && score(forms, FREIGHT) > 0 && !whatIs && !s.glossaryNamed) return pick("price");
	if (glossaryWins) return pick("glossary");
	if (retrievalGood || (s.helpScore >= 3 && (howTo || whatIs)))
		return pick(s.helpScore >= s.glossaryScore ? "help" : "glossary");
	if ((scores.greeting ?? 0) > 0 && forms.length < 40) return pick("greeting");
	return pick("out_of_scope");
}
