// The staff desk's queue counts from the database (the rules are queues.ts): manual quotes waiting
// for a price, discount requests waiting for an answer and bookings waiting for confirmation (the
// lifecycle's AWAITING_PRICE, AWAITING_DISCOUNT_DECISION and AWAITING_BOOKING_CONFIRMATION: in_request,
// in_nego and booked), each with the time its oldest item started waiting.
import { and, count, eq, inArray, isNull, min, sql } from "drizzle-orm";
import { AWAITING_BOOKING_CONFIRMATION, AWAITING_DISCOUNT_DECISION, AWAITING_PRICE } from "#app/lifecycle/lifecycle.ts";
import { oncePerRequest } from "#app/observability/request-context.ts";
import { perConnection } from "#db/client.ts";
import { keptUntilChange } from "#db/kept-until-change.ts";
import { estimates, negotiations } from "#db/schema.ts";
import { type QueueCount, type QueueSummary, summarizeQueues } from "./queues.ts";

/**
 * Since when an in_request estimate has waited: its latest move into in_request (a booking whose
 * quote had gone sends it back, spec section 8), else its creation. Milliseconds since the epoch.
 */
// Written with explicit table names: in a select from one table Drizzle leaves column names
// unqualified, and inside this subquery "id" would then be estimate_events' own id, never matching.
export const manualWaitingSince = sql<number>`coalesce((select max("ev"."created_at") from "estimate_events" as "ev" where "ev"."estimate_id" = "estimates"."id" and "ev"."to_status" in (${sql.join(
	AWAITING_PRICE.map((status) => sql`${status}`),
	sql`, `,
)})), "estimates"."created_at")`;

/** Since when a booking has waited for staff: when it was booked (a row without that: its last change). */
export const bookingWaitingSince = sql<number>`coalesce(${estimates.bookedAt}, ${estimates.updatedAt}, ${estimates.createdAt})`;

const toDate = (ms: number | Date | null | undefined): Date | null =>
	ms === null || ms === undefined ? null : ms instanceof Date ? ms : new Date(Number(ms));

/** Since when a deposit confirmation has waited for staff: the latest request of it (payment_events). */
export const requestedSince = sql<
	number | null
>`(select max(pe.created_at) from payment_events pe where pe.estimate_id = "estimates"."id" and pe.to_status = 'check_payment')`;

// Prepared once per connection: every staff page shows these counts, and building and preparing the
// same four statements per request cost more than running them.
const statements = perConnection((db) => ({
	manual: db
		.select({ n: count(), oldest: sql<number | null>`min(${manualWaitingSince})` })
		.from(estimates)
		.where(and(inArray(estimates.status, AWAITING_PRICE), isNull(estimates.deletedAt)))
		.prepare(),
	nego: db
		.select({ n: count(), oldest: min(negotiations.createdAt) })
		.from(negotiations)
		.innerJoin(estimates, eq(estimates.id, negotiations.estimateId))
		.where(
			and(
				inArray(estimates.status, AWAITING_DISCOUNT_DECISION),
				eq(negotiations.status, "in_nego"),
				isNull(estimates.deletedAt),
			),
		)
		.prepare(),
	booked: db
		.select({ n: count(), oldest: sql<number | null>`min(${bookingWaitingSince})` })
		.from(estimates)
		.where(and(inArray(estimates.status, AWAITING_BOOKING_CONFIRMATION), isNull(estimates.deletedAt)))
		.prepare(),
	paymentRequests: db
		.select({ since: requestedSince })
		.from(estimates)
		.where(and(eq(estimates.payment, "check_payment"), isNull(estimates.deletedAt)))
		.prepare(),
}));

function readQueueCounts(): readonly QueueCount[] {
	const read = statements();
	const manual = read.manual.get();
	const nego = read.nego.get();
	const booked = read.booked.get();
	const payments = paymentRequestCount();
	return [
		{ queue: "manual_quotes", count: manual?.n ?? 0, oldestSince: toDate(manual?.oldest) },
		{ queue: "negotiations", count: nego?.n ?? 0, oldestSince: toDate(nego?.oldest) },
		{ queue: "bookings", count: booked?.n ?? 0, oldestSince: toDate(booked?.oldest) },
		{ queue: "payments", count: payments.count, oldestSince: payments.oldest },
	];
}

// Every staff page shows the counts (the layout's tabs), and they change only when something is
// written: kept until the database changes (decision 035), and read once per request at most (the
// desk's layout and its home page both ask). The array is shared: read-only.
export const queueCounts = oncePerRequest(keptUntilChange(readQueueCounts));

export function deskSummary(now: Date = new Date()): QueueSummary[] {
	return summarizeQueues(queueCounts(), now);
}

/** The deposit confirmations waiting for staff, and the oldest one's time. */
export function paymentRequestCount(): { count: number; oldest: Date | null } {
	const rows = statements().paymentRequests.all();
	const times = rows.map((r) => Number(r.since)).filter((n) => Number.isFinite(n) && n > 0);
	return { count: rows.length, oldest: times.length ? new Date(Math.min(...times)) : null };
}
