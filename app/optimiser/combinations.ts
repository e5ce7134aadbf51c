// The route optimiser's core (decision 081), pure: every Korean port x Vietnamese port x routing
// (direct, transhipment) combination, each filled from what the pricing engine answered for its lane
// (one answer per port pair, with the pickup trucking from the Korean region in it) and ranked by
// cost, transit time and CO2 (pareto.ts). A combination the engine cannot price says why; it never
// gets a made-up figure. The database side is optimiser.server.ts.
import { type Routing, ROUTINGS } from "#app/pricing/codes.ts";
import type { NoPriceReason, PricingResult, QuoteOption } from "#app/pricing/types.ts";
import { type Measure, type Verdict, rankCandidates } from "./pareto.ts";

export type Combination = { pol: string; pod: string; routing: Routing };

/** Every Korean port x Vietnamese port x routing, in that nesting order (ports in the order given). */
export function enumerateCombinations(koreanPorts: readonly string[], vnPorts: readonly string[]): Combination[] {
	const out: Combination[] = [];
	for (const pol of koreanPorts)
		for (const pod of vnPorts) for (const routing of ROUTINGS) out.push({ pol, pod, routing });
	return out;
}

/**
 * Why a combination has no price: the engine's reasons, plus "lcl_port" (spec section 5: LCL only from
 * Incheon and Busan, so the lane is not even asked) and "no_routing" (the lane is priced, but no
 * carrier offers this routing on it).
 */
export type MissingReason = NoPriceReason | "lcl_port" | "no_routing";

/** What the engine answered for one port pair, or that it was not asked (LCL from a port without LCL). */
export type LaneAnswer = PricingResult | { ok: false; reason: "lcl_port" };

export type PricedRow = Combination & {
	kind: "priced";
	/** unique per row: the option's id (its rate rows) on its lane */
	id: string;
	carrier: string;
	viaPort: string | null;
	/** port to port, as the rate states it */
	transitDays: number;
	weeklyFrequency: number;
	/** all-in KRW as the engine totals it (freight, surcharges, local charges, Korean trucking) */
	costKrw: number;
	/** the Korean pickup trucking inside costKrw; null when the lane's answer has none (LCL) */
	truckingKrw: number | null;
	kgCo2e: number | null;
	validUntil: string;
	option: QuoteOption;
	verdict: Verdict;
};

export type MissingRow = Combination & { kind: "missing"; reason: MissingReason };

export type OptimiserResult = {
	/** priced options in ranking order: Pareto-best first */
	priced: PricedRow[];
	/** combinations without a price, in enumeration order */
	missing: MissingRow[];
	/** how many combinations were considered */
	combinations: number;
};

/** The Korean trucking the option includes, in KRW (the tariff is in won). */
export function truckingKrwOf(option: QuoteOption): number | null {
	const lines = option.lines.filter((l) => l.code === "trucking" && l.included);
	if (lines.length === 0) return null;
	return lines.reduce((sum, l) => sum + (l.currency === "KRW" ? l.amount : 0), 0);
}

/**
 * Fills every combination from its lane's answer and ranks the priced ones. `co2` gives an option's
 * estimate (sea legs, app/geo/co2.ts) or null.
 */
export function evaluateCombinations(
	combinations: readonly Combination[],
	answers: ReadonlyMap<string, LaneAnswer>,
	co2: (combination: Combination, option: QuoteOption) => number | null,
): OptimiserResult {
	const priced: Omit<PricedRow, "verdict">[] = [];
	const missing: MissingRow[] = [];
	for (const c of combinations) {
		const answer = answers.get(laneKey(c.pol, c.pod));
		if (!answer) {
			missing.push({ ...c, kind: "missing", reason: "out_of_scope" });
			continue;
		}
		if (!answer.ok) {
			missing.push({ ...c, kind: "missing", reason: answer.reason });
			continue;
		}
		const options = answer.options.filter((o) => o.routing === c.routing);
		if (options.length === 0) {
			missing.push({ ...c, kind: "missing", reason: "no_routing" });
			continue;
		}
		for (const option of options)
			priced.push({
				...c,
				kind: "priced",
				id: `${c.pol}>${c.pod}:${option.id}`,
				carrier: option.carrier,
				viaPort: option.viaPort,
				transitDays: option.transitDays,
				weeklyFrequency: option.weeklyFrequency,
				costKrw: option.totals.KRW,
				truckingKrw: truckingKrwOf(option),
				kgCo2e: co2(c, option),
				validUntil: option.validUntil,
				option,
			});
	}
	const byId = new Map(priced.map((row) => [row.id, row]));
	const verdicts = rankCandidates(priced);
	return {
		priced: verdicts.map((verdict) => ({ ...byId.get(verdict.id)!, verdict })),
		missing,
		combinations: combinations.length,
	};
}

export function laneKey(pol: string, pod: string): string {
	return `${pol}>${pod}`;
}

/** The measures a row is best on, or the row that dominates it: what the screen's "why" column says. */
export type Why =
	| { kind: "best"; measures: Measure[] }
	| { kind: "tradeOff" }
	| { kind: "dominated"; by: PricedRow; margins: Partial<Record<Measure, number>> };

export function whyOf(row: PricedRow, rows: readonly PricedRow[]): Why {
	const v = row.verdict;
	if (v.paretoBest) return v.best.length > 0 ? { kind: "best", measures: v.best } : { kind: "tradeOff" };
	const by = rows.find((r) => r.id === v.dominatedBy)!;
	return { kind: "dominated", by, margins: v.margins };
}
