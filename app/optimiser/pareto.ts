// Which route options are worth choosing (decision 081): an option is Pareto-best when no other option
// is at least as good on cost, transit time and CO2 and better on one of them; every other option is
// dominated, and we name the option that dominates it and by how much. Pure and small, so the table
// tests (pareto.test.ts) can check every case by hand.

export type Candidate = {
	id: string;
	/** all-in KRW */
	costKrw: number;
	transitDays: number;
	/** kg CO2e; null when it could not be estimated (counts as the worst on that measure) */
	kgCo2e: number | null;
};

export type Measure = "cost" | "time" | "co2";
export const MEASURES: readonly Measure[] = ["cost", "time", "co2"];

export type Verdict = {
	id: string;
	/** no other option dominates it */
	paretoBest: boolean;
	/** the measures on which it is the best of all (ties share the title) */
	best: Measure[];
	/** for a dominated option: the first option (in ranking order) that dominates it */
	dominatedBy: string | null;
	/** how much better the dominating option is on each measure where it is strictly better */
	margins: Partial<Record<Measure, number>>;
};

function value(c: Candidate, m: Measure): number {
	if (m === "cost") return c.costKrw;
	if (m === "time") return c.transitDays;
	return c.kgCo2e ?? Number.POSITIVE_INFINITY;
}

/** a dominates b: no worse on every measure and better on one. */
export function dominates(a: Candidate, b: Candidate): boolean {
	let better = false;
	for (const m of MEASURES) {
		const av = value(a, m);
		const bv = value(b, m);
		if (av > bv) return false;
		if (av < bv) better = true;
	}
	return better;
}

/** Ranking order: cheaper first, then faster, then less CO2, then id (a stable, total order). */
export function compareCandidates(a: Candidate, b: Candidate): number {
	for (const m of MEASURES) {
		const d = value(a, m) - value(b, m);
		if (d !== 0 && !Number.isNaN(d)) return d;
	}
	return a.id < b.id ? -1 : a.id > b.id ? 1 : 0;
}

/**
 * The verdict on each candidate, in ranking order: Pareto-best options first (each by cost, time,
 * CO2), then the dominated ones in the same order. O(n^2): n is a few dozen options at most.
 */
export function rankCandidates(candidates: readonly Candidate[]): Verdict[] {
	const sorted = [...candidates].sort(compareCandidates);
	const bestValue = Object.fromEntries(MEASURES.map((m) => [m, Math.min(...sorted.map((c) => value(c, m)))])) as Record<
		Measure,
		number
	>;
	const verdicts = sorted.map((c): Verdict => {
		const by = sorted.find((other) => other !== c && dominates(other, c)) ?? null;
		const margins: Partial<Record<Measure, number>> = {};
		if (by)
			for (const m of MEASURES) {
				const d = value(c, m) - value(by, m);
				if (d > 0 && Number.isFinite(d)) margins[m] = d;
			}
		return {
			id: c.id,
			paretoBest: by === null,
			best: MEASURES.filter((m) => Number.isFinite(bestValue[m]) && value(c, m) === bestValue[m]),
			dominatedBy: by?.id ?? null,
			margins,
		};
	});
	return [...verdicts.filter((v) => v.paretoBest), ...verdicts.filter((v) => !v.paretoBest)];
}
