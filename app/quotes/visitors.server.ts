// Visitors' quotes on the database (decision 086; rules in visitor-rules.ts). A visitor is whoever
// holds our signed visitor cookie: a random id and the work e-mail they gave. Their wizard draft is a
// visitor_quotes row per mode (a member's is quote_drafts), the priced request on it is the lead staff
// see at /admin/leads, and a sign-up with the same address takes the chosen quote into the new company.
import { and, desc, eq, isNotNull, isNull, ne } from "drizzle-orm";
import { sourceOf } from "#app/accounts/login-limits.ts";
import { readCookie, stepCookie } from "#app/auth/cookies.server.ts";
import type { SessionUser } from "#app/auth/session.server.ts";
import type { Locale } from "#app/i18n/locales.ts";
import { PricingRequestSchema } from "#app/pricing/request.ts";
import { priceFromDb } from "#app/pricing/store/rate-set.server.ts";
import { clientIp } from "#app/server/client-ip.server.ts";
import { type Tx, getDb } from "#db/client.ts";
import { quoteDrafts, users, visitorQuotes } from "#db/schema.ts";
import { insertEstimate } from "./estimates.server.ts";
import { takeVisitorLimit } from "./visitor-limits.server.ts";
import { type LeadStage, carriesQuote, leadStage, normalEmail, requestFingerprint } from "./visitor-rules.ts";
import { type Draft, type WizardMode, isPriceable } from "./wizard.ts";

/** `email` is "" for a visitor a tool's "get this quote" brought before they gave an address (pending). */
export type Visitor = { id: string; email: string };

/** Signed, HTTP-only; a month, as long as a quote is worth resuming. */
export const visitorCookie = stepCookie("fp_visitor", 30 * 24 * 60 * 60);

export async function readVisitor(request: Request): Promise<Visitor | null> {
	const v = await readCookie<Visitor>(visitorCookie(), request);
	return v && typeof v.id === "string" && typeof v.email === "string" ? v : null;
}

export function visitorSource(request: Request): string {
	return sourceOf(clientIp(request));
}

/**
 * A visitor gives a work e-mail (the home page's box, or the wizard's first step). The same address
 * again keeps the same visitor (and its drafts) and costs nothing; a new one is counted per address and
 * per source. `null`: over the limit.
 */
export function startVisitor(input: {
	email: string;
	source: string;
	current: Visitor | null;
	now?: number;
}): Visitor | null {
	const email = normalEmail(input.email);
	if (input.current && normalEmail(input.current.email) === email) return input.current;
	if (!takeVisitorLimit("start", email, input.source, input.now)) return null;
	// a pending visitor keeps their id, so the draft a tool filled is theirs under the address now
	if (input.current && !input.current.email) {
		getDb().update(visitorQuotes).set({ email }).where(eq(visitorQuotes.visitorId, input.current.id)).run();
		return { id: input.current.id, email };
	}
	return { id: crypto.randomUUID(), email };
}

/** A visitor without an address yet (a tool's "get this quote"): counted per source; null over the limit. */
export function pendingVisitor(source: string, now?: number): Visitor | null {
	return takeVisitorLimit("start", "", source, now) ? { id: crypto.randomUUID(), email: "" } : null;
}

export function visitorCookieHeader(visitor: Visitor): Promise<string> {
	return visitorCookie().serialize(visitor);
}

function row(visitorId: string, mode: WizardMode) {
	return getDb()
		.select()
		.from(visitorQuotes)
		.where(and(eq(visitorQuotes.visitorId, visitorId), eq(visitorQuotes.mode, mode)))
		.get();
}

function parseDraft(data: string): Draft | null {
	try {
		const draft = JSON.parse(data) as Draft;
		return draft && typeof draft === "object" && draft.input ? draft : null;
	} catch {
		return null;
	}
}

export function loadVisitorDraft(visitor: Visitor, mode: WizardMode): Draft | null {
	const r = row(visitor.id, mode);
	return r ? parseDraft(r.draft) : null;
}

export function saveVisitorDraft(
	visitor: Visitor,
	mode: WizardMode,
	draft: Draft,
	context: { source: string; locale: Locale },
	now = new Date(),
): void {
	const data = JSON.stringify(draft);
	getDb()
		.insert(visitorQuotes)
		.values({
			id: crypto.randomUUID(),
			visitorId: visitor.id,
			mode,
			email: visitor.email,
			source: context.source,
			locale: context.locale,
			draft: data,
			updatedAt: now,
		})
		.onConflictDoUpdate({
			target: [visitorQuotes.visitorId, visitorQuotes.mode],
			set: { draft: data, source: context.source, locale: context.locale, updatedAt: now },
		})
		.run();
}

/**
 * The result step is about to price the visitor's draft: a request not priced before is a new quote
 * request (counted; the lead records it), the same one reloaded is not. "limited": no prices now.
 */
export function recordVisitorPricing(
	visitor: Visitor,
	mode: WizardMode,
	request: unknown,
	source: string,
	now = new Date(),
): "new" | "same" | "limited" {
	const current = row(visitor.id, mode);
	if (!current) return "limited";
	const hash = requestFingerprint(request);
	if (current.requestHash === hash) return "same";
	if (!takeVisitorLimit("price", visitor.email, source, now.getTime())) return "limited";
	getDb()
		.update(visitorQuotes)
		.set({ request: JSON.stringify(request), requestHash: hash, pricedAt: now, chosen: null, updatedAt: now })
		.where(eq(visitorQuotes.id, current.id))
		.run();
	return "new";
}

/** The visitor keeps one of the priced options (or the manual request) for their account to come. */
export function chooseVisitorQuote(visitor: Visitor, mode: WizardMode, chosen: string, now = new Date()): boolean {
	const current = row(visitor.id, mode);
	if (!current?.pricedAt || current.userId) return false;
	getDb().update(visitorQuotes).set({ chosen, updatedAt: now }).where(eq(visitorQuotes.id, current.id)).run();
	return true;
}

/** What the sign-up form can be filled with: the contact step's values of the visitor's latest draft. */
export function visitorContact(visitor: Visitor): { companyName?: string; name?: string; phone?: string } {
	const latest = getDb()
		.select({ draft: visitorQuotes.draft })
		.from(visitorQuotes)
		.where(eq(visitorQuotes.visitorId, visitor.id))
		.orderBy(desc(visitorQuotes.updatedAt))
		.get();
	const c = latest ? parseDraft(latest.draft)?.customer : undefined;
	return c ? { companyName: c.companyName, name: c.managerName, phone: c.phone } : {};
}

/** A visitor quote ready to become the new company's: priced again now (prices never come from the browser). */
type Carry =
	| { rowId: string; kind: "estimate"; estimate: Omit<Parameters<typeof insertEstimate>[1], "user"> }
	| { rowId: string; kind: "draft"; mode: WizardMode; data: string };

/**
 * What a sign-up with `email` takes from this visitor: each chosen quote becomes an estimate (its option
 * priced again; an option gone meanwhile leaves the draft to resume at the result), a priced quote not
 * yet chosen becomes the new user's wizard draft. Nothing when the address is not the visitor's.
 */
export function visitorCarry(visitor: Visitor | null, email: string): Carry[] {
	if (!visitor || !carriesQuote(visitor.email, email)) return [];
	const rows = getDb()
		.select()
		.from(visitorQuotes)
		.where(and(eq(visitorQuotes.visitorId, visitor.id), isNull(visitorQuotes.userId)))
		.all();
	return rows.flatMap((r): Carry[] => {
		const draft = parseDraft(r.draft);
		if (!draft || !isPriceable(draft) || !r.request) return [];
		const asDraft: Carry = { rowId: r.id, kind: "draft", mode: r.mode, data: r.draft };
		if (!r.chosen) return [asDraft];
		const request = PricingRequestSchema.parse(JSON.parse(r.request));
		const pricing = priceFromDb(request);
		const commodity = draft.cargo.commodity;
		if (r.chosen === "manual")
			return pricing.ok || !pricing.manual
				? [asDraft]
				: [
						{
							rowId: r.id,
							kind: "estimate",
							estimate: { request, commodity, priced: { manualReason: pricing.reason } },
						},
					];
		const option = pricing.ok ? pricing.options.find((o) => o.id === r.chosen) : undefined;
		return option
			? [{ rowId: r.id, kind: "estimate", estimate: { request, commodity, priced: { option } } }]
			: [asDraft];
	});
}

/** Inside the sign-up's transaction: the carried quotes become the new company's (and the lead says so). */
export function adoptCarry(
	tx: Tx,
	carry: readonly Carry[],
	account: { userId: string; companyId: string; email: string; name: string; locale: Locale },
	now = new Date(),
): void {
	const user: SessionUser = {
		id: account.userId,
		email: account.email,
		name: account.name,
		role: "customer",
		locale: account.locale,
		companyId: account.companyId,
		partnerCompanyId: null,
		phone: null,
		phoneVerified: false,
		sessionId: "",
	};
	for (const c of carry) {
		let estimateId: string | null = null;
		if (c.kind === "estimate") estimateId = insertEstimate(tx, { ...c.estimate, user, now });
		else
			tx.insert(quoteDrafts)
				.values({ userId: account.userId, mode: c.mode, data: c.data, updatedAt: now })
				.onConflictDoUpdate({ target: [quoteDrafts.userId, quoteDrafts.mode], set: { data: c.data, updatedAt: now } })
				.run();
		tx.update(visitorQuotes)
			.set({ userId: account.userId, estimateId, updatedAt: now })
			.where(eq(visitorQuotes.id, c.rowId))
			.run();
	}
}

export type Lead = {
	id: string;
	email: string;
	mode: WizardMode;
	origin: string | null;
	destination: string | null;
	direction: string | null;
	stage: LeadStage;
	estimateId: string | null;
	/** the company made at sign-up, for the desk's link */
	companyId: string | null;
	source: string;
	locale: string;
	pricedAt: Date | null;
	updatedAt: Date;
};

export const LEADS_PAGE_SIZE = 20;

/** The staff desk's lead list: visitors' quote requests, newest first; `priced` leaves out those who only gave an address. */
export function listLeads(filter: { pricedOnly: boolean; page: number }): { leads: Lead[]; more: boolean } {
	const rows = getDb()
		.select({ r: visitorQuotes, companyId: users.companyId })
		.from(visitorQuotes)
		.leftJoin(users, eq(users.id, visitorQuotes.userId))
		.where(
			filter.pricedOnly ? isNotNull(visitorQuotes.pricedAt) : ne(visitorQuotes.email, ""), // a pending visitor is nobody to call yet
		)
		.orderBy(desc(visitorQuotes.updatedAt))
		.limit(LEADS_PAGE_SIZE + 1)
		.offset((filter.page - 1) * LEADS_PAGE_SIZE)
		.all();
	return {
		more: rows.length > LEADS_PAGE_SIZE,
		leads: rows.slice(0, LEADS_PAGE_SIZE).map(({ r, companyId }) => {
			const route = parseDraft(r.draft)?.route;
			return {
				id: r.id,
				email: r.email,
				mode: r.mode,
				origin: route?.origin ?? null,
				destination: route?.destination ?? null,
				direction: route?.direction ?? null,
				stage: leadStage(r),
				estimateId: r.estimateId,
				companyId,
				source: r.source,
				locale: r.locale,
				pricedAt: r.pricedAt,
				updatedAt: r.updatedAt,
			};
		}),
	};
}
