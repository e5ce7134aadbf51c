// The discount request and the staff's decision in the database. A request moves an
// in_confirm estimate to in_nego with a negotiations row; staff approve (confirm_nego: the agreed
// prices become the engine's targets and the quote is re-priced from the rate tables) or deny
// (deny_nego: the quote stands). Both go through exactlyOnce with the form's one-time key, so a
// double submit has one effect; the customer is told the result by mail in their own language.
import crypto from "node:crypto";
import { and, asc, desc, eq, isNull } from "drizzle-orm";
import { asCustomer } from "#app/auth/guard.server.ts";
import type { SessionUser } from "#app/auth/session.server.ts";
import { formatMoney } from "#app/i18n/format.ts";
import { sendMail } from "#app/mail/mail.server.ts";
import type { QuoteOption } from "#app/pricing/types.ts";
import { priceFromDb } from "#app/pricing/store/rate-set.server.ts";
import { exactlyOnceOr } from "#app/utils/once.server.ts";
import { refuse } from "#app/utils/refusal.ts";
import { insertionOrder } from "#db/insertion-order.ts";
import { type Tx, getDb } from "#db/client.ts";
import { companies, estimates, negotiations, users } from "#db/schema.ts";
import { type Estimate, changeStatus, getEstimateFor, optionColumns, toEstimate } from "./estimates.server.ts";
import { canRequestDiscount, isAwaitingDiscountDecision } from "#app/lifecycle/lifecycle.ts";
import {
	type DecisionInput,
	type DiscountRequest,
	type NegotiationFigures,
	negotiationFigures,
	targetsFor,
} from "./negotiation.ts";
import { pushNegotiationResult } from "#app/push/notify.server.ts";
import { logger } from "#app/observability/logger.server.ts";

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

/**
 * Only customers of the estimate's company ask for a discount; staff answer, they do not ask (403).
 * The routes check the same with requireCustomer before they read the estimate.
 */
export function requireCustomerEstimate(user: SessionUser, id: string): Estimate {
	return getEstimateFor(asCustomer(user), id);
}

/**
 * A request's or a decision's write, exactly once per form (app/utils/once.server.ts). A refusal is
 * thrown inside the write, so a double submit is answered first with where the first one led, even
 * though the first one has already moved the estimate on.
 */
function writeOnce(onceKey: string, purpose: string, redirectTo: string, write: (tx: Tx) => void): Outcome {
	const done = exactlyOnceOr<undefined, Refusal>(onceKey, purpose, (tx) => {
		write(tx);
		return { redirectTo };
	});
	return done.ok
		? { ok: true, redirectTo: done.redirectTo, repeated: done.repeated }
		: { ok: false, reason: done.refused };
}

export function donePath(estimateId: string): string {
	return `/mypage/estimate/${estimateId}/discount/done`;
}

/** The customer's discount request. Access is checked by the caller (requireCustomer, requireCustomerEstimate). */
export function requestDiscount(input: {
	user: SessionUser;
	estimate: Estimate;
	values: DiscountRequest;
	onceKey: string;
}): Outcome {
	const { user, estimate, values, onceKey } = input;
	const figures = figuresOf(estimate);
	return writeOnce(onceKey, REQUEST_PURPOSE, donePath(estimate.id), (tx) => {
		if (!canRequestDiscount(estimate.status)) refuse<Refusal>("notInConfirm");
		if (!figures) refuse<Refusal>("notNegotiable");
		if (!changeStatus(tx, estimate, "in_nego", "customer", user.id)) refuse<Refusal>("notInConfirm");
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
	});
}

/** The newest negotiation of an estimate (a quote can be negotiated again after a re-quote). */
export function latestNegotiation(estimateId: string): NegotiationRow | null {
	return (
		getDb()
			.select()
			.from(negotiations)
			.where(eq(negotiations.estimateId, estimateId))
			.orderBy(desc(negotiations.createdAt), desc(insertionOrder(negotiations)))
			.get() ?? null
	);
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
		// oldest first: the desk works the longest wait first
		.orderBy(asc(negotiations.createdAt), asc(insertionOrder(negotiations)))
		.all();
	return rows.map((r) => {
		const e = toEstimate(r.estimate);
		return {
			estimateId: e.id,
			number: e.number,
			company: r.company,
			origin: e.origin,
			destination: e.destination,
			mode: e.mode,
			negotiation: r.negotiation,
		};
	});
}

/**
 * The quote re-priced with the agreed prices as targets: the same carrier and routing as the quote
 * the customer negotiated, from today's rate tables. Null when that sailing is no longer priced.
 */
export function repriceWithTargets(
	estimate: Estimate,
	figures: NegotiationFigures,
	agreed: { freight: number; trucking: number },
): QuoteOption | null {
	const current = estimate.option;
	if (!current) return null;
	const result = priceFromDb({ ...estimate.request, targets: targetsFor(figures, agreed) });
	if (!result.ok) return null;
	return (
		result.options.find(
			(o) =>
				o.carrier === current.carrier &&
				o.routing === current.routing &&
				o.viaPort === current.viaPort &&
				o.mode === current.mode,
		) ?? null
	);
}

export function negotiationsPath(notice: string, estimateId: string): string {
	return `/admin/negotiations?done=${notice}&id=${encodeURIComponent(estimateId)}`;
}

/**
 * What a decision writes, or why it cannot be made. Judged before the write (re-pricing reads the
 * rate tables and need not hold the write lock); the write's conditions catch a change meanwhile.
 */
function prepareDecision(
	estimate: Estimate,
	values: DecisionInput,
): { negotiation: NegotiationRow; option: QuoteOption | null } | Refusal {
	const negotiation = latestNegotiation(estimate.id);
	if (!negotiation || negotiation.status !== "in_nego") return "alreadyDecided";
	if (!isAwaitingDiscountDecision(estimate.status)) return "notInNego";
	const figures = figuresOf(estimate);
	if (!figures) return "notNegotiable";
	if (values.decision !== "approve") return { negotiation, option: null };
	const option = repriceWithTargets(estimate, figures, {
		freight: values.agreedFreight,
		trucking: values.agreedTrucking,
	});
	return option ? { negotiation, option } : "repriceFailed";
}

/**
 * Staff approve or deny. Only from in_nego and only an undecided negotiation; the estimate's status
 * and the negotiation row change in one transaction with the one-time key. The mail goes after the
 * commit: a mail failure must not undo a decision the customer can already see.
 */
export async function decideNegotiation(input: {
	user: SessionUser;
	estimate: Estimate;
	values: DecisionInput;
	onceKey: string;
	origin: string;
}): Promise<Outcome> {
	const { user, estimate, values, onceKey } = input;
	const plan = prepareDecision(estimate, values);
	const approve = values.decision === "approve";
	const to = approve ? "confirm_nego" : "deny_nego";
	const outcome = writeOnce(
		onceKey,
		DECISION_PURPOSE,
		negotiationsPath(approve ? "approved" : "denied", estimate.id),
		(tx) => {
			if (typeof plan === "string") refuse<Refusal>(plan);
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
				.where(and(eq(negotiations.id, plan.negotiation.id), eq(negotiations.status, "in_nego")))
				.run();
			if (decided.changes !== 1) refuse<Refusal>("alreadyDecided");
			const columns = plan.option ? optionColumns(plan.option) : {};
			if (!changeStatus(tx, estimate, to, "staff", user.id, columns, values.comment ?? undefined))
				refuse<Refusal>("alreadyDecided");
		},
	);
	if (outcome.ok && !outcome.repeated) {
		await mailResult(estimate, to, values.comment, input.origin).catch((error: unknown) =>
			logger.error({ err: error }, "negotiation result mail failed"),
		);
		// and a push to the customer's devices that opted in (decision 093; failures only logged)
		await pushNegotiationResult(estimate.userId, estimate, to === "confirm_nego" ? "approved" : "denied").catch(
			(error: unknown) => logger.warn({ err: error }, "negotiation result push failed"),
		);
	}
	return outcome;
}

/** The negotiation-result mail to the customer who asked, in their language, with the new total. */
async function mailResult(
	estimate: Estimate,
	result: "confirm_nego" | "deny_nego",
	comment: string | null,
	origin: string,
): Promise<void> {
	const row = getDb().select().from(estimates).where(eq(estimates.id, estimate.id)).get();
	const customer = getDb()
		.select({ email: users.email, name: users.name, locale: users.locale })
		.from(users)
		.where(eq(users.id, estimate.userId))
		.get();
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
