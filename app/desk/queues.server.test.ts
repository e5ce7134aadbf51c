// Integration: the desk's queue counts and the desk lists' order against the worker's SQLite file,
// with estimates made the way the wizard makes them and their waiting times set by hand.
import crypto from "node:crypto";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, test } from "vitest";
import {
	figuresOf,
	listOpenNegotiations,
	requestDiscount,
	requireCustomerEstimate,
} from "#app/quotes/negotiation.server.ts";
import { discountRequestSchema } from "#app/quotes/negotiation.ts";
import { listManualQueue } from "#app/quotes/manual-quote.server.ts";
import { listBookingsToConfirm } from "#app/quotes/booking-desk.server.ts";
import { getDb } from "#db/client.ts";
import { estimateEvents, estimates, negotiations } from "#db/schema.ts";
import { DEMO, fclExport, makeEstimate, seedQuoteWorld } from "#tests/quote-world.ts";
import { deskSummary, queueCounts } from "./queues.server.ts";

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const NOW = Date.now();

beforeAll(async () => {
	await seedQuoteWorld();
});

/** An in_request estimate (Busan -> Sydney has only expired demo rates), created `createdAgo` ms ago. */
function manualEstimate(createdAgo: number): string {
	const id = makeEstimate(DEMO.customer, fclExport({ destination: "AUSYD", containers: [{ type: "dv40", count: 1 }] }));
	const at = new Date(NOW - createdAgo);
	getDb().update(estimates).set({ createdAt: at }).where(eq(estimates.id, id)).run();
	getDb().update(estimateEvents).set({ createdAt: at }).where(eq(estimateEvents.estimateId, id)).run();
	return id;
}

/** An in_nego estimate whose discount request was made `askedAgo` ms ago. */
function negotiatedEstimate(askedAgo: number): string {
	const id = makeEstimate(DEMO.customer, fclExport());
	const estimate = requireCustomerEstimate(DEMO.customer, id);
	const f = figuresOf(estimate)!;
	const values = discountRequestSchema(f).parse({
		targetFreight: String((f.freight * 0.9) / 100),
		targetTrucking: "0",
		monthlyVolume: "5",
	});
	const outcome = requestDiscount({ user: DEMO.customer, estimate, values, onceKey: crypto.randomUUID() });
	if (!outcome.ok) throw new Error(`discount refused: ${outcome.reason}`);
	getDb()
		.update(negotiations)
		.set({ createdAt: new Date(NOW - askedAgo) })
		.where(eq(negotiations.estimateId, id))
		.run();
	return id;
}

const countOf = (queue: string) => queueCounts().find((q) => q.queue === queue)!;

describe("the manual quote queue", () => {
	test("counts in_request estimates, oldest waiting time first; a quote sent back to the queue waits from then", () => {
		const before = countOf("manual_quotes").count;
		const fresh = manualEstimate(HOUR);
		const old = manualEstimate(3 * DAY + HOUR);
		// made ten days ago, but back in the queue two hours ago (its quote was gone at booking)
		const requeued = manualEstimate(10 * DAY);
		getDb()
			.insert(estimateEvents)
			.values({
				estimateId: requeued,
				fromStatus: "in_confirm",
				toStatus: "in_request",
				actor: "system",
				createdAt: new Date(NOW - 2 * HOUR),
			})
			.run();
		// deleted estimates are not waiting for anyone
		const deleted = manualEstimate(20 * DAY);
		getDb().update(estimates).set({ deletedAt: new Date() }).where(eq(estimates.id, deleted)).run();

		const counted = countOf("manual_quotes");
		expect(counted.count).toBe(before + 3);
		expect(counted.oldestSince?.getTime()).toBe(NOW - 3 * DAY - HOUR);

		const ids = listManualQueue().map((e) => e.id);
		expect(ids).not.toContain(deleted);
		expect(ids.indexOf(old)).toBeLessThan(ids.indexOf(requeued));
		expect(ids.indexOf(requeued)).toBeLessThan(ids.indexOf(fresh));
		expect(
			listManualQueue()
				.find((e) => e.id === requeued)
				?.since.getTime(),
		).toBe(NOW - 2 * HOUR);

		const card = deskSummary(new Date(NOW)).find((q) => q.queue === "manual_quotes")!;
		expect([card.count, card.age, card.urgency]).toEqual([before + 3, { unit: "days", count: 3 }, "late"]);
	});
});

describe("the discount request queue", () => {
	test("counts undecided in_nego requests, the oldest request first", () => {
		const before = countOf("negotiations").count;
		const recent = negotiatedEstimate(5 * HOUR);
		const older = negotiatedEstimate(DAY + HOUR);

		const counted = countOf("negotiations");
		expect(counted.count).toBe(before + 2);
		expect(counted.oldestSince?.getTime()).toBeLessThanOrEqual(NOW - DAY - HOUR);

		const ids = listOpenNegotiations().map((n) => n.estimateId);
		expect(ids.indexOf(older)).toBeLessThan(ids.indexOf(recent));

		// a decided request leaves the queue
		getDb().update(negotiations).set({ status: "deny_nego" }).where(eq(negotiations.estimateId, older)).run();
		getDb().update(estimates).set({ status: "deny_nego" }).where(eq(estimates.id, older)).run();
		expect(countOf("negotiations").count).toBe(before + 1);
		expect(listOpenNegotiations().map((n) => n.estimateId)).not.toContain(older);
	});
});

describe("the booking queue", () => {
	/** A booked estimate, booked `bookedAgo` ms ago (the booking's columns set as book() sets them). */
	function bookedEstimate(bookedAgo: number): string {
		const id = makeEstimate(DEMO.customer, fclExport());
		getDb()
			.update(estimates)
			.set({ status: "booked", bookedAt: new Date(NOW - bookedAgo) })
			.where(eq(estimates.id, id))
			.run();
		return id;
	}

	test("counts booked estimates waiting for staff, the longest wait first; a decided or deleted one leaves it", () => {
		const before = countOf("bookings").count;
		const recent = bookedEstimate(2 * HOUR);
		const older = bookedEstimate(DAY + HOUR);
		const deleted = bookedEstimate(5 * DAY);
		getDb().update(estimates).set({ deletedAt: new Date() }).where(eq(estimates.id, deleted)).run();

		const counted = countOf("bookings");
		expect(counted.count).toBe(before + 2);
		expect(counted.oldestSince?.getTime()).toBeLessThanOrEqual(NOW - DAY - HOUR);
		const ids = listBookingsToConfirm().map((b) => b.estimate.id);
		expect(ids).not.toContain(deleted);
		expect(ids.indexOf(older)).toBeLessThan(ids.indexOf(recent));
		expect(
			listBookingsToConfirm()
				.find((b) => b.estimate.id === older)
				?.since.getTime(),
		).toBe(NOW - DAY - HOUR);

		const card = deskSummary(new Date(NOW)).find((q) => q.queue === "bookings")!;
		expect([card.path, card.count, card.urgency]).toEqual(["/admin/bookings", before + 2, "warn"]);

		getDb().update(estimates).set({ status: "wait_schedule" }).where(eq(estimates.id, older)).run();
		expect(countOf("bookings").count).toBe(before + 1);
	});
});
