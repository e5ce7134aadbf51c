// The staff desk's queue counts from the database (the rules are queues.ts): manual quotes waiting
// for a price and discount requests waiting for an answer (the lifecycle's AWAITING_PRICE and
// AWAITING_DISCOUNT_DECISION: in_request and in_nego), each with the time
// its oldest item started waiting.
import { and, count, eq, inArray, isNull, min, sql } from "drizzle-orm";
import { AWAITING_DISCOUNT_DECISION, AWAITING_PRICE } from "#app/lifecycle/lifecycle.ts";
import { getDb } from "#db/client.ts";
import { estimateEvents, estimates, negotiations } from "#db/schema.ts";
import { type QueueCount, type QueueSummary, summarizeQueues } from "./queues.ts";

/**
 * Since when an in_request estimate has waited: its latest move into in_request (a booking whose
 * quote had gone sends it back, spec section 8), else its creation. Milliseconds since the epoch.
 */
export const manualWaitingSince = sql<number>`coalesce((select max(${estimateEvents.createdAt}) from ${estimateEvents} where ${estimateEvents.estimateId} = ${estimates.id} and ${inArray(estimateEvents.toStatus, AWAITING_PRICE)}), ${estimates.createdAt})`;

const toDate = (ms: number | Date | null | undefined): Date | null => (ms === null || ms === undefined ? null : ms instanceof Date ? ms : new Date(Number(ms)));

export function queueCounts(): QueueCount[] {
	const db = getDb();
	const manual = db
		.select({ n: count(), oldest: sql<number | null>`min(${manualWaitingSince})` })
		.from(estimates)
		.where(and(inArray(estimates.status, AWAITING_PRICE), isNull(estimates.deletedAt)))
		.get();
	const nego = db
		.select({ n: count(), oldest: min(negotiations.createdAt) })
		.from(negotiations)
		.innerJoin(estimates, eq(estimates.id, negotiations.estimateId))
		.where(and(inArray(estimates.status, AWAITING_DISCOUNT_DECISION), eq(negotiations.status, "in_nego"), isNull(estimates.deletedAt)))
		.get();
	return [
		{ queue: "manual_quotes", count: manual?.n ?? 0, oldestSince: toDate(manual?.oldest) },
		{ queue: "negotiations", count: nego?.n ?? 0, oldestSince: toDate(nego?.oldest) },
	];
}

export function deskSummary(now: Date = new Date()): QueueSummary[] {
	return summarizeQueues(queueCounts(), now);
}
