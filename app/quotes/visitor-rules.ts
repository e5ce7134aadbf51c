// Quotes for visitors (spec section 6: a visitor may "start a quote with a work email, get quotes";
// decision 086). Pure rules: how many quote requests an address and a source may make per window,
// which counters a request uses, when a reload is not a new request, and whether a sign-up may take
// a visitor's quote with it. The record is visitors.server.ts; the counter is visitor-limits.server.ts.

/** The two things a visitor does that cost us: giving an address (a lead) and getting a new price. */
export type VisitorAct = "start" | "price";

export type LimitRule = { windowMs: number; max: number };

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;

/**
 * Per address: someone comparing lanes asks for a dozen prices in a day; more than that from one
 * address is a script. Per source (an IPv4 address or an IPv6 /64, as sign-in counts): a whole office
 * behind one NAT address still has room, a scraper rotating made-up addresses does not.
 */
export const VISITOR_LIMITS: Record<VisitorAct, { address: LimitRule; source: LimitRule }> = {
	start: { address: { windowMs: HOUR, max: 5 }, source: { windowMs: HOUR, max: 30 } },
	price: { address: { windowMs: DAY, max: 20 }, source: { windowMs: DAY, max: 60 } },
};

export type LimitCounter = { key: string; rule: LimitRule };

/**
 * The counters one act uses: the address's and the source's, each with its own window and maximum. A
 * visitor a tool's "get this quote" brought before they gave an address has none: the source counts.
 */
export function countersFor(act: VisitorAct, email: string, source: string): LimitCounter[] {
	const rules = VISITOR_LIMITS[act];
	const address = normalEmail(email);
	return [
		...(address ? [{ key: `${act}:address:${address}`, rule: rules.address }] : []),
		{ key: `${act}:source:${source}`, rule: rules.source },
	];
}

/** The fixed window `now` falls in (epoch ms of its start). */
export function windowStartOf(now: number, windowMs: number): number {
	return Math.floor(now / windowMs) * windowMs;
}

/** With `counts` already taken in each counter's window: may one more go? (refused acts are not counted) */
export function withinLimits(counters: readonly LimitCounter[], counts: readonly number[]): boolean {
	return counters.every((c, i) => (counts[i] ?? 0) < c.rule.max);
}

/** Addresses compare without case or surrounding space (the sign-up form stores them as typed). */
export function normalEmail(email: string): string {
	return email.trim().toLowerCase();
}

/**
 * A sign-up carries the visitor's quote only when it is made with the address the visitor gave: the
 * quote then belongs to whoever proves that address (the account cannot sign in before it does).
 */
export function carriesQuote(visitorEmail: string, signUpEmail: string): boolean {
	return normalEmail(visitorEmail) === normalEmail(signUpEmail) && normalEmail(signUpEmail) !== "";
}

/** A stable text of a pricing request: the same request reloaded is not a new quote request. */
export function requestFingerprint(request: unknown): string {
	return JSON.stringify(sortKeys(request));
}

function sortKeys(value: unknown): unknown {
	if (Array.isArray(value)) return value.map(sortKeys);
	if (value && typeof value === "object")
		return Object.fromEntries(
			Object.keys(value as Record<string, unknown>)
				.sort()
				.map((k) => [k, sortKeys((value as Record<string, unknown>)[k])]),
		);
	return value;
}

/** What staff read in the lead list: how far the visitor went. */
export type LeadStage = "started" | "priced" | "chosen" | "signedUp";

export function leadStage(lead: { pricedAt: Date | null; chosen: string | null; userId: string | null }): LeadStage {
	if (lead.userId) return "signedUp";
	if (lead.chosen) return "chosen";
	if (lead.pricedAt) return "priced";
	return "started";
}
