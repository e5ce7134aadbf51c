// Estimates in the database: creating one from a priced option (or for the manual queue), reading one
// with the access rule, and changing its status through the lifecycle table. Every other quote
// module (wizard, list, negotiation, booking, PDF, staff desk) goes through these functions.
import crypto from "node:crypto";
import { and, eq, isNull, sql } from "drizzle-orm";
import { notFound } from "#app/utils/replies.server.ts";
import { maySeeCompanyRecord } from "#app/auth/access.ts";
import { asCustomer } from "#app/auth/guard.server.ts";
import type { SessionUser } from "#app/auth/session.server.ts";
import { modeOf, type PricingRequest } from "#app/pricing/request.ts";
import type { NoPriceReason, QuoteOption } from "#app/pricing/types.ts";
import { exactlyOnce } from "#app/utils/once.server.ts";
import { type Tx, getDb, perConnection } from "#db/client.ts";
import { documentSequences, estimateEvents, estimates } from "#db/schema.ts";
import {
	type Actor,
	type EstimateStatus,
	documentNumber,
	initialStatus,
	monthCode,
	numberBody,
	transition,
} from "#app/lifecycle/lifecycle.ts";

export type EstimateRow = typeof estimates.$inferSelect;

/** An estimate as screens, PDFs and mails read it: the JSON columns parsed, the number prefixed. */
export type Estimate = Omit<EstimateRow, "request" | "option"> & {
	number: string;
	request: PricingRequest;
	option: QuoteOption | null;
};

export function toEstimate(row: EstimateRow): Estimate {
	return {
		...row,
		number: documentNumber(row.numberBody, row.status, row.payment),
		request: JSON.parse(row.request) as PricingRequest,
		option: row.option ? (JSON.parse(row.option) as QuoteOption) : null,
	};
}

/** The next number body of this month, inside the caller's transaction (the sequence row is locked). */
export function nextNumberBody(tx: Tx, now: Date = new Date()): string {
	const month = monthCode(now);
	const row = tx
		.insert(documentSequences)
		.values({ month, last: 1 })
		.onConflictDoUpdate({ target: documentSequences.month, set: { last: sql`${documentSequences.last} + 1` } })
		.returning({ last: documentSequences.last })
		.get();
	return numberBody(month, row.last);
}

/** The columns an option fills (also used when staff price a manual quote or a negotiation is agreed). */
export function optionColumns(option: QuoteOption) {
	return {
		option: JSON.stringify(option),
		carrier: option.carrier,
		transitDays: option.transitDays,
		validUntil: option.validUntil,
		totalKrw: option.totals.KRW,
		totalUsd: option.totals.USD,
		krwPerUsdCents: option.exchange.krwPerUsdCents,
	};
}

export type NewEstimate = {
	user: SessionUser;
	request: PricingRequest;
	commodity?: string | null;
	/** a chosen option -> in_confirm; a manual reason -> in_request (the manual queue) */
	priced: { option: QuoteOption } | { manualReason: NoPriceReason };
	now?: Date;
};

/** The one-time keys of the forms that make an estimate (the wizard's result step). */
export const ESTIMATE_ONCE_PURPOSE = "estimate";

/**
 * Stores a new estimate with its Q number inside the caller's transaction (the wizard calls it as
 * exactlyOnce's effect); returns its id. Only customers of a company may.
 */
export function insertEstimate(tx: Tx, input: NewEstimate): string {
	const { user, request, priced } = input;
	asCustomer(user);
	const id = crypto.randomUUID();
	const status = initialStatus("option" in priced);
	tx.insert(estimates)
		.values({
			id,
			numberBody: nextNumberBody(tx, input.now),
			companyId: user.companyId as string,
			userId: user.id,
			status,
			mode: modeOf(request),
			direction: request.direction,
			origin: request.origin,
			destination: request.destination,
			commodity: input.commodity ?? null,
			readyDate: request.readyDate,
			incoterms: request.incoterms ?? null,
			request: JSON.stringify(request),
			...("option" in priced ? optionColumns(priced.option) : { manualReason: priced.manualReason }),
		})
		.run();
	tx.insert(estimateEvents)
		.values({ estimateId: id, fromStatus: null, toStatus: status, actor: "customer", userId: user.id })
		.run();
	return id;
}

/**
 * Stores a new estimate in its own transaction with a one-time key (tests and fixtures make estimates
 * this way); returns its id. A key that was used already throws: no second estimate.
 */
export function createEstimate(input: NewEstimate & { onceKey: string }): string {
	asCustomer(input.user);
	const done = exactlyOnce(input.onceKey, ESTIMATE_ONCE_PURPOSE, (tx) => {
		const id = insertEstimate(tx, input);
		return { redirectTo: `/mypage/estimate/${id}`, value: id };
	});
	if (done.repeated) throw new Error("createEstimate: this one-time key made an estimate already");
	return done.value;
}

// Prepared once per connection: every quote, shipment, document and billing page reads its estimate
// first, and building and preparing this SQL each time cost more than running it.
const estimateById = perConnection((db) =>
	db
		.select()
		.from(estimates)
		.where(and(eq(estimates.id, sql.placeholder("id")), isNull(estimates.deletedAt)))
		.prepare(),
);

/** The estimate's row unless it is deleted, with no access check (callers check, or are the system). */
export function estimateRow(id: string): EstimateRow | undefined {
	return estimateById().get({ id });
}

/**
 * The estimate if this user may see it: a customer only their own company's (not deleted), staff any.
 * Anything else is 404, so another company cannot even learn that the id exists.
 */
export function getEstimateFor(user: SessionUser, id: string): Estimate {
	const row = estimateRow(id);
	if (!row || !maySeeCompanyRecord(user, row)) throw notFound();
	return toEstimate(row);
}

/**
 * Moves an estimate to `to` if the lifecycle allows it from its current status, inside the caller's
 * transaction; the UPDATE is conditional on the status read, so two racing requests cannot both win.
 * Returns false when the estimate changed meanwhile. `changes` sets other columns in the same write.
 */
export function changeStatus(
	tx: Tx,
	estimate: Pick<Estimate, "id" | "status">,
	to: EstimateStatus,
	actor: Actor,
	userId: string | null,
	changes: Partial<typeof estimates.$inferInsert> = {},
	note?: string,
): boolean {
	transition(estimate.status, to, actor);
	const result = tx
		.update(estimates)
		.set({ ...changes, status: to, updatedAt: new Date() })
		.where(and(eq(estimates.id, estimate.id), eq(estimates.status, estimate.status)))
		.run();
	if (result.changes !== 1) return false;
	tx.insert(estimateEvents)
		.values({ estimateId: estimate.id, fromStatus: estimate.status, toStatus: to, actor, userId, note: note ?? null })
		.run();
	return true;
}

/** The estimate's status history, oldest first. */
export function estimateHistory(id: string) {
	return getDb()
		.select()
		.from(estimateEvents)
		.where(eq(estimateEvents.estimateId, id))
		.orderBy(estimateEvents.id)
		.all();
}
