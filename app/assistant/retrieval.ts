// Full-text retrieval over the charge glossary and the help texts (decision 095): BM25 on the terms of
// text.ts (Latin words, Hangul syllable n-grams). The documents of all three languages sit in one index,
// so a Vietnamese question about "THC" finds the entry through its code even where the Vietnamese
// words differ; the answer is then written in the reader's language from the entry's id. Pure: the
// index is built once from whatever documents it is given.
import { terms } from "./text.ts";

export type RetrievalDoc = {
	/** the entry's id, the same for its three languages ("charge:thc", "help:delivery-order") */
	id: string;
	/** the words that name it (a charge's code and name, a help topic's title and keywords): counted twice */
	title: string;
	body: string;
};

/** `coverage`: the share of the query's words (Hangul pairs, Latin words) the entry holds, 0 to 1. */
export type Hit = { id: string; score: number; coverage: number };

type Posting = { doc: number; tf: number };

export type RetrievalIndex = {
	ids: string[];
	lengths: number[];
	avgLength: number;
	postings: Map<string, Posting[]>;
};

const K1 = 1.2;
const B = 0.6;

export function buildIndex(docs: readonly RetrievalDoc[]): RetrievalIndex {
	const postings = new Map<string, Posting[]>();
	const lengths: number[] = [];
	docs.forEach((doc, i) => {
		const words = [...terms(doc.title), ...terms(doc.title), ...terms(doc.body)];
		lengths.push(words.length);
		const counts = new Map<string, number>();
		for (const w of words) counts.set(w, (counts.get(w) ?? 0) + 1);
		for (const [w, tf] of counts) {
			const list = postings.get(w) ?? [];
			list.push({ doc: i, tf });
			postings.set(w, list);
		}
	});
	const total = lengths.reduce((a, b) => a + b, 0);
	return { ids: docs.map((d) => d.id), lengths, avgLength: total / Math.max(1, docs.length), postings };
}

/**
 * The best entries for the query, best first, with their BM25 scores summed over the documents that
 * share an id (an entry's three languages). Single Hangul syllables weigh less than bigrams: alone they
 * match too much.
 */
export function search(index: RetrievalIndex, query: string, limit = 3): Hit[] {
	const n = index.ids.length;
	const scores = new Map<string, number>();
	const matched = new Map<string, Set<string>>();
	const queryTerms = new Set(terms(query));
	const words = [...queryTerms].filter((w) => !w.startsWith("#"));
	for (const term of queryTerms) {
		const list = index.postings.get(term);
		if (!list) continue;
		const idf = Math.log(1 + (n - list.length + 0.5) / (list.length + 0.5));
		const weight = term.startsWith("#") ? 0.3 : 1;
		for (const { doc, tf } of list) {
			const norm = tf + K1 * (1 - B + (B * index.lengths[doc]!) / index.avgLength);
			const s = (weight * idf * (tf * (K1 + 1))) / norm;
			const id = index.ids[doc]!;
			scores.set(id, (scores.get(id) ?? 0) + s);
			if (!term.startsWith("#")) matched.set(id, (matched.get(id) ?? new Set()).add(term));
		}
	}
	return [...scores.entries()]
		.map(([id, score]) => ({ id, score, coverage: words.length ? (matched.get(id)?.size ?? 0) / words.length : 0 }))
		.sort((a, b) => b.score - a.score || a.id.localeCompare(b.id))
		.slice(0, limit);
}
