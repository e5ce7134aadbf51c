// The staff desk's queues: what waits for staff, how many, and how long the oldest
// has waited. Pure rules (age wording, urgency); the lists are ordered oldest first in SQL; the counts come from
// queues.server.ts and the screens only render them. A later desk (payments to confirm, documents to
// issue) joins by adding its key here, its count in queues.server.ts and its strings.
import { formatDateTime } from "#app/i18n/format.ts";
import type { Locale } from "#app/i18n/locales.ts";

/** The queues, in the order the dashboard shows them. */
export const DESK_QUEUES = ["manual_quotes", "negotiations", "bookings", "payments"] as const;
export type DeskQueue = (typeof DESK_QUEUES)[number];

export type QueueSpec = {
	/** the desk that works the queue */
	path: string;
	/** the oldest item turns "warn" after this many hours, "late" after the second */
	warnAfterHours: number;
	lateAfterHours: number;
};

export const QUEUE_SPECS: Readonly<Record<DeskQueue, QueueSpec>> = {
	// spec section 8 promises the customer a manual quote "within 1 to 3 business days"; counted here
	// in calendar hours, so a Friday request shows late on Monday, which is when staff should see it
	manual_quotes: { path: "/admin/quotes", warnAfterHours: 24, lateAfterHours: 72 },
	// ours: a discount request holds the customer's booking decision, so answer it within two days
	negotiations: { path: "/admin/negotiations", warnAfterHours: 24, lateAfterHours: 48 },
	// ours: the customer was told "our team will confirm the booking" and the carrier's space is not
	// held until staff confirm, so within a working day, late after two
	bookings: { path: "/admin/bookings", warnAfterHours: 24, lateAfterHours: 48 },
	// ours: a customer who says they paid waits for the V number and the invoice, so within a working
	// day, late after two (deposit confirmations)
	payments: { path: "/admin/payments", warnAfterHours: 24, lateAfterHours: 48 },
};

export type AgeUnit = "minutes" | "hours" | "days";
/** How long something has waited, for "3 hours" / "2 days" (plural rules are the translation's). */
export type Age = { unit: "now" } | { unit: AgeUnit; count: number };

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/**
 * The age in the largest whole unit, rounded down: under a minute is "now" (also for a time slightly
 * in the future, as a clock skew between replicas can give), then minutes, hours below a day, days.
 */
export function ageOf(since: Date, now: Date): Age {
	const ms = now.getTime() - since.getTime();
	if (ms < MINUTE) return { unit: "now" };
	if (ms < HOUR) return { unit: "minutes", count: Math.floor(ms / MINUTE) };
	if (ms < DAY) return { unit: "hours", count: Math.floor(ms / HOUR) };
	return { unit: "days", count: Math.floor(ms / DAY) };
}

/** The translation key and values of an age, under desk.age in the staff bundle. */
export function ageKey(age: Age): { key: string; count?: number } {
	return age.unit === "now" ? { key: "desk.age.now" } : { key: `desk.age.${age.unit}`, count: age.count };
}

export type Urgency = "ok" | "warn" | "late";

export function urgencyOf(queue: DeskQueue, since: Date, now: Date): Urgency {
	const hours = (now.getTime() - since.getTime()) / HOUR;
	const spec = QUEUE_SPECS[queue];
	if (hours >= spec.lateAfterHours) return "late";
	if (hours >= spec.warnAfterHours) return "warn";
	return "ok";
}

/** What the database says about one queue: how many items, and since when the oldest waits. */
export type QueueCount = { queue: DeskQueue; count: number; oldestSince: Date | null };

/** A queue card: count, the oldest item's age and urgency (none when the queue is empty). */
export type QueueSummary = {
	queue: DeskQueue;
	path: string;
	count: number;
	oldestSince: Date | null;
	age: Age | null;
	urgency: Urgency | null;
};

export function summarizeQueue(counted: QueueCount, now: Date): QueueSummary {
	const { queue, count } = counted;
	const oldestSince = count > 0 ? counted.oldestSince : null;
	return {
		queue,
		path: QUEUE_SPECS[queue].path,
		count,
		oldestSince,
		age: oldestSince ? ageOf(oldestSince, now) : null,
		urgency: oldestSince ? urgencyOf(queue, oldestSince, now) : null,
	};
}

/** Every queue in dashboard order; a queue the counts do not mention reads as empty. */
export function summarizeQueues(counts: readonly QueueCount[], now: Date): QueueSummary[] {
	return DESK_QUEUES.map((queue) =>
		summarizeQueue(counts.find((c) => c.queue === queue) ?? { queue, count: 0, oldestSince: null }, now),
	);
}

/** The badge tone of an urgency (design system: .badge-{neutral,warning,danger}). */
export function urgencyTone(urgency: Urgency): "neutral" | "warning" | "danger" {
	return urgency === "late" ? "danger" : urgency === "warn" ? "warning" : "neutral";
}

/** One list row's wait as a loader sends it: age and urgency at `now`, the exact time for a tooltip. */
export function waitView(
	queue: DeskQueue,
	since: Date,
	now: Date,
	locale: Locale,
): { age: Age; urgency: Urgency; iso: string; text: string } {
	return {
		age: ageOf(since, now),
		urgency: urgencyOf(queue, since, now),
		iso: since.toISOString(),
		text: formatDateTime(since, locale),
	};
}
