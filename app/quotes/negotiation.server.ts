// The discount request and the staff's decision in the database (issue 5, item 6). A request moves an
// in_confirm estimate to in_nego with a negotiations row; staff approve (confirm_nego: the agreed
// prices become the engine's targets and the quote is re-priced from the rate tables) or deny
// (deny_nego: the quote stands). Both carry a one-time key recorded in the same transaction, so a
// double submit has one effect; the customer is told the result by mail in their own language.
import crypto from "node:crypto";
import { and, asc, desc, eq, isNull } from "drizzle-orm";
import { data } from "react-router";
import type { SessionUser } from "#app/auth/session.server.ts";
import { formatMoney } from "#app/i18n/format.ts";
import { sendMail } from "#app/mail/mail.server.ts";
import type { QuoteOption } from "#app/pricing/types.ts";
import { priceFromDb } from "#app/pricing/store/rate-set.server.ts";
import { onceResult, recordOnce } from "#app/utils/once.server.ts";
import { getDb } from "#db/client.ts";
import { companies, estimates, negotiations, users } from "#db/schema.ts";
import { type Estimate, changeStatus, getEstimateFor, optionColumns, toEstimate } from "./estimates.server.ts";
import { type DecisionInput, type DiscountRequest, type NegotiationFigures, negotiationFigures, targetsFor } from "./negotiation.ts";

export type NegotiationRow = typeof negotiations.$inferSelect;

export const REQUEST_PURPOSE = "negotiation";
export const DECISION_PURPOSE = "negotiation-decision";

/** Why a request or decision was refused; each is a translation key under discount.refused / desk.refused. */
export type Refusal = "notInConfirm" | "notNegotiable" | "alreadyDecided" | "notInNego" | "repriceFailed";

export type Outcome = { ok: true; redirectTo: string; repeated: boolean } | { ok: false; reason: Refusal };

/** The figures of an estimate's quote, or null when it has none to negotiate (no price yet). */
export function figuresOf(estimate: Estimate): NegotiationFigures | null {
	return estimate.option ? negotiationFigures(estimate.option) : null;
}

/** Only customers of the estimate's company ask for a discount; staff answer, they do not ask. */
export function requireCustomerEstimate(user: SessionUser, id: string): Estimate {
	if (user.role !== "customer") throw data({ reason: "forbidden" }, { status: 403 });
	return getEstimateFor(user, id);
}

/** Raised inside a transaction to roll it back when the estimate moved on meanwhile. */
class Moved extends Error {}

export function donePath(estimateId: string): string {
	return `/mypage/estimate/${estimateId}/discount/done`;
}

/** The customer's discount request. Access is checked by the caller (requireCustomerEstimate). */
export function requestDiscount(input: { user: SessionUser; estimate: Estimate; values: DiscountRequest; onceKey: string }): Outcome {
	const { user, estimate, values, onceKey } = input;
	const earlier = onceResult(onceKey, REQUEST_PURPOSE);
	if (earlier) return { ok: true, redirectTo: earlier, repeated: true };
	if (estimate.status !== "in_confirm") return { ok: false, reason: "notInConfirm" };
	const figures = figuresOf(estimate);
	if (!figures) return { ok: false, reason: "notNegotiable" };
	const redirectTo = donePath(estimate.id);
	try {
		getDb().transaction(
			(tx) => {
				recordOnce(tx, onceKey, REQUEST_PURPOSE, redirectTo);
				if (!changeStatus(tx, estimate, "in_nego", "customer", user.id)) throw new Moved();
				tx.insert(negotiations)
					.values({
						id: crypto.randomUUID(),
						estimateId: estimate.id,
						currency: figures.currency,
						currentFreight: figures.freight,
						targetFreight: values.targetFreight,
						currentTrucking: figures.trucking,
						targetTrucking: values.targetTrucking,
						monthlyVolume: values.monthlyVolume,
						comment: values.comment,
						createdBy: user.id,
					})
					.run();
			},
			{ behavior: "immediate" },
		);
	} catch (error) {
		if (error instanceof Moved) return { ok: false, reason: "notInConfirm" };
		// the same key won a race with this request: show what the first one did
		const first = onceResult(onceKey, REQUEST_PURPOSE);
		if (first) return { ok: true, redirectTo: first, repeated: true };
		throw error;
	}
	return { ok: true, redirectTo, repeated: false };
}

/** The newest negotiation of an estimate (a quote can be negotiated again after a re-quote). */
export function latestNegotiation(estimateId: string): NegotiationRow | null {
	return getDb().select().from(negotiations).where(eq(negotiations.estimateId, estimateId)).orderBy(desc(negotiations.createdAt), desc(negotiations.id)).get() ?? null;
}

export type OpenNegotiation = {
	estimateId: string;
	number: string;
	company: string;
	origin: string;
	destination: string;
	mode: Estimate["mode"];
	negotiation: NegotiationRow;
};

/** The desk's list: estimates waiting for an answer (in_nego), the oldest request first. */
export function listOpenNegotiations(): OpenNegotiation[] {
	const rows = getDb()
		.select({ estimate: estimates, negotiation: negotiations, company: companies.name })
		.from(negotiations)
		.innerJoin(estimates, eq(estimates.id, negotiations.estimateId))
		.innerJoin(companies, eq(companies.id, estimates.companyId))
		.where(and(eq(estimates.status, "in_nego"), eq(negotiations.status, "in_nego"), isNull(estimates.deletedAt)))
		// oldest first: the desk works the longest wait first (issue 10)
		.orderBy(asc(negotiations.createdAt), asc(negotiations.id))
		.all();
	return rows.map((r) => {
		const e = toEstimate(r.estimate);
		return { estimateId: e.id, number: e.number, company: r.company, origin: e.origin, destination: e.destination, mode: e.mode, negotiation: r.negotiation };
	});
}

/**
 * The quote re-priced with the agreed prices as targets: the same carrier and routing as the quote
 * the customer negotiated, from today's rate tables. Null when that sailing is no longer priced.
 */
export function repriceWithTargets(estimate: Estimate, figures: NegotiationFigures, agreed: { freight: number; trucking: number }): QuoteOption | null {
	const current = estimate.option;
	if (!current) return null;
	const result = priceFromDb({ ...estimate.request, targets: targetsFor(figures, agreed) });
	if (!result.ok) return null;
	return (
		result.options.find((o) => o.carrier === current.carrier && o.routing === current.routing && o.viaPort === current.viaPort && o.mode === current.mode) ?? null
	);
}

export function negotiationsPath(notice: string, estimateId: string): string {
	return `/admin/negotiations?done=${notice}&id=${encodeURIComponent(estimateId)}`;
}

/**
 * Staff approve or deny. Only from in_nego and only an undecided negotiation; the estimate's status
 * and the negotiation row change in one transaction with the one-time key. The mail goes after the
 * commit: a mail failure must not undo a decision the customer can already see.
 */
export async function decideNegotiation(input: { user: SessionUser; estimate: Estimate; values: DecisionInput; onceKey: string; origin: string }): Promise<Outcome> {
	const { user, estimate, values, onceKey } = input;
	const earlier = onceResult(onceKey, DECISION_PURPOSE);
	if (earlier) return { ok: true, redirectTo: earlier, repeated: true };
	const negotiation = latestNegotiation(estimate.id);
	if (!negotiation || negotiation.status !== "in_nego") return { ok: false, reason: "alreadyDecided" };
	if (estimate.status !== "in_nego") return { ok: false, reason: "notInNego" };
	const figures = figuresOf(estimate);
	if (!figures) return { ok: false, reason: "notNegotiable" };

	const approve = values.decision === "approve";
	let option: QuoteOption | null = null;
	if (approve) {
		option = repriceWithTargets(estimate, figures, { freight: values.agreedFreight, trucking: values.agreedTrucking });
		if (!option) return { ok: false, reason: "repriceFailed" };
	}
	const to = approve ? "confirm_nego" : "deny_nego";
	const redirectTo = negotiationsPath(approve ? "approved" : "denied", estimate.id);
	try {
		getDb().transaction(
			(tx) => {
				recordOnce(tx, onceKey, DECISION_PURPOSE, redirectTo);
				const decided = tx
					.update(negotiations)
					.set({
						status: to,
						agreedFreight: approve ? values.agreedFreight : null,
						agreedTrucking: approve ? values.agreedTrucking : null,
						staffComment: values.comment,
						decidedBy: user.id,
						decidedAt: new Date(),
					})
					.where(and(eq(negotiations.id, negotiation.id), eq(negotiations.status, "in_nego")))
					.run();
				if (decided.changes !== 1) throw new Moved();
				if (!changeStatus(tx, estimate, to, "staff", user.id, option ? optionColumns(option) : {}, values.comment ?? undefined)) throw new Moved();
			},
			{ behavior: "immediate" },
		);
	} catch (error) {
		if (error instanceof Moved) return { ok: false, reason: "alreadyDecided" };
		const first = onceResult(onceKey, DECISION_PURPOSE);
		if (first) return { ok: true, redirectTo: first, repeated: true };
		throw error;
	}
	await mailResult(estimate, to, values.comment, input.origin).catch((error: unknown) => console.error("negotiation result mail failed", error));
	return { ok: true, redirectTo, repeated: false };
}

/** The negotiation-result mail to the customer who asked, in their language, with the new total. */
async function mailResult(estimate: Estimate, result: "confirm_nego" | "deny_nego", comment: string | null, origin: string): Promise<void> {
	const row = getDb().select().from(estimates).where(eq(estimates.id, estimate.id)).get();
	const customer = getDb().select({ email: users.email, name: users.name, locale: users.locale }).from(users).where(eq(users.id, estimate.userId)).get();
	if (!row || !customer) return;
	const updated = toEstimate(row);
	await sendMail({
		to: customer.email,
		template: "negotiationResult",
		locale: customer.locale,
		vars: {
			name: customer.name,
			number: updated.number,
			result: result === "confirm_nego" ? "approved" : "denied",
			// formatted here: only the server knows the reader's locale, the template only translates
			total: `${formatMoney({ amount: updated.totalKrw ?? 0, currency: "KRW" }, customer.locale)} (${formatMoney({ amount: updated.totalUsd ?? 0, currency: "USD" }, customer.locale)})`,
			comment: comment ?? "",
			link: `${origin}/mypage/estimate/${estimate.id}`,
		},
	});
}
