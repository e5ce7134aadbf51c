// Official exchange rates (decision 098): the Korea Eximbank's USD base rate of each business day,
// stored as an exchange_rates row (so quotes and invoices read it through the one rate set, decision
// 017) with its origin beside it, and every write in the rate history (rate_changes, kind "exchange").
// - A day the bank published is stored once; fetching it again updates nothing unless the figure moved.
// - A day staff overrode keeps the override: the bank's figure is noted beside it, never written over it.
// - A day without a publication (weekend, holiday, outage) has no row: the rate set's rule "latest
//   effective date up to the day" gives the last published rate, and the invoice says it fell back.
import crypto from "node:crypto";
import { and, desc, eq, gte, inArray } from "drizzle-orm";
import { asStaff } from "#app/auth/guard.server.ts";
import type { SessionUser } from "#app/auth/session.server.ts";
import { addDays, seoulToday } from "#app/calendar/calendar.ts";
import { exactlyOnceOr } from "#app/utils/once.server.ts";
import { refuse } from "#app/utils/refusal.ts";
import { type Tx, getDb } from "#db/client.ts";
import { exchangeRateOrigins, exchangeRates, rateChanges, users } from "#db/schema.ts";
import type { ExchangeSource } from "./codes/codes.ts";
import { fetchUsdRate } from "./koreaexim/adapter.server.ts";

export const OVERRIDE_ONCE_PURPOSE = "exchange-override";
/** How many days back the job looks for a publication it has not stored (a long holiday, an outage). */
export const LOOKBACK_DAYS = 7;

type Row = typeof exchangeRates.$inferSelect;

function rowOn(tx: Tx, day: string): Row | undefined {
	return tx
		.select()
		.from(exchangeRates)
		.where(and(eq(exchangeRates.currency, "KRW"), eq(exchangeRates.effectiveDate, day)))
		.get();
}

function originOf(tx: Tx, rateId: string) {
	return tx.select().from(exchangeRateOrigins).where(eq(exchangeRateOrigins.rateId, rateId)).get();
}

const record = (
	r: Pick<Row, "id" | "currency" | "effectiveDate" | "perUsdCents">,
	extra: Record<string, unknown> = {},
) =>
	JSON.stringify({
		id: r.id,
		currency: r.currency,
		effectiveDate: r.effectiveDate,
		perUsdCents: r.perUsdCents,
		...extra,
	});

export type StoreOutcome = "stored" | "unchanged" | "overridden" | "staff_row";

/** Stores the bank's figure for `day` (inside one transaction); what happened to it. */
export function storeOfficialRate(day: string, perUsdCents: number, now: Date = new Date()): StoreOutcome {
	return getDb().transaction(
		(tx) => {
			const existing = rowOn(tx, day);
			if (existing) {
				const origin = originOf(tx, existing.id);
				if (origin && origin.source !== "koreaexim") {
					// staff's figure for that day stands; the bank's is kept beside it for the history
					tx.update(exchangeRateOrigins)
						.set({ publishedPerUsdCents: perUsdCents, fetchedAt: now, updatedAt: now })
						.where(eq(exchangeRateOrigins.rateId, existing.id))
						.run();
					return "overridden";
				}
				if (!origin) {
					// a row typed in the rate sheet before the integration: staff's, likewise kept
					tx.insert(exchangeRateOrigins)
						.values({
							rateId: existing.id,
							source: "staff",
							publishedPerUsdCents: perUsdCents,
							fetchedAt: now,
							updatedAt: now,
						})
						.run();
					return "staff_row";
				}
				if (existing.perUsdCents === perUsdCents) return "unchanged";
				tx.update(exchangeRates).set({ perUsdCents, updatedAt: now }).where(eq(exchangeRates.id, existing.id)).run();
				tx.update(exchangeRateOrigins)
					.set({ publishedPerUsdCents: perUsdCents, fetchedAt: now, updatedAt: now })
					.where(eq(exchangeRateOrigins.rateId, existing.id))
					.run();
				tx.insert(rateChanges)
					.values({
						kind: "exchange",
						rowId: existing.id,
						action: "update",
						before: record(existing, { source: "koreaexim" }),
						after: record({ ...existing, perUsdCents }, { source: "koreaexim" }),
						userId: null,
					})
					.run();
				return "stored";
			}
			const row = { id: `koreaexim-KRW-${day}`, currency: "KRW" as const, effectiveDate: day, perUsdCents };
			tx.insert(exchangeRates).values(row).run();
			tx.insert(exchangeRateOrigins)
				.values({
					rateId: row.id,
					source: "koreaexim",
					publishedPerUsdCents: perUsdCents,
					fetchedAt: now,
					updatedAt: now,
				})
				.run();
			tx.insert(rateChanges)
				.values({
					kind: "exchange",
					rowId: row.id,
					action: "create",
					before: null,
					after: record(row, { source: "koreaexim" }),
					userId: null,
				})
				.run();
			return "stored";
		},
		{ behavior: "immediate" },
	);
}

/**
 * The job (registry "exchange-rates"): today and the days before it back to LOOKBACK_DAYS that have
 * no official figure yet, each asked once. Weekends are skipped without a call.
 */
export async function fetchOfficialRates(now: Date = new Date()): Promise<Record<string, number>> {
	const counts = { asked: 0, stored: 0, unpublished: 0, failed: 0, off: 0 };
	const today = seoulToday(now);
	const from = addDays(today, -LOOKBACK_DAYS);
	const known = new Set(
		getDb()
			.select({ day: exchangeRates.effectiveDate })
			.from(exchangeRates)
			.innerJoin(exchangeRateOrigins, eq(exchangeRateOrigins.rateId, exchangeRates.id))
			.where(and(eq(exchangeRates.currency, "KRW"), gte(exchangeRates.effectiveDate, from)))
			.all()
			.map((r) => r.day),
	);
	for (let day = today; day >= from; day = addDays(day, -1)) {
		const weekday = new Date(`${day}T00:00:00Z`).getUTCDay();
		if (weekday === 0 || weekday === 6 || known.has(day)) continue;
		counts.asked += 1;
		const result = await fetchUsdRate(day);
		if (!result.ok) {
			if (result.kind === "off") {
				counts.off += 1;
				break;
			}
			counts.failed += 1;
			continue;
		}
		if (result.value === null) counts.unpublished += 1;
		else if (storeOfficialRate(day, result.value, now) === "stored") counts.stored += 1;
	}
	return counts;
}

export type OverrideInput = { day: string; perUsdCents: number; reason: string };

/** Staff set the KRW rate of a day by hand, with a reason; kept in the rate history. Exactly once per key. */
export function overrideRate(user: SessionUser, input: OverrideInput, onceKey: string, now: Date = new Date()) {
	asStaff(user);
	return exactlyOnceOr<undefined, "same">(onceKey, OVERRIDE_ONCE_PURPOSE, (tx) => {
		const existing = rowOn(tx, input.day);
		const origin = existing ? originOf(tx, existing.id) : undefined;
		if (
			existing &&
			existing.perUsdCents === input.perUsdCents &&
			origin?.source === "override" &&
			origin.reason === input.reason
		)
			refuse("same");
		const id = existing?.id ?? `override-KRW-${input.day}-${crypto.randomUUID().slice(0, 8)}`;
		const after = { id, currency: "KRW" as const, effectiveDate: input.day, perUsdCents: input.perUsdCents };
		if (existing)
			tx.update(exchangeRates)
				.set({ perUsdCents: input.perUsdCents, updatedAt: now, updatedBy: user.id })
				.where(eq(exchangeRates.id, id))
				.run();
		else
			tx.insert(exchangeRates)
				.values({ ...after, updatedBy: user.id })
				.run();
		const values = {
			source: "override" as const,
			reason: input.reason,
			userId: user.id,
			updatedAt: now,
			publishedPerUsdCents:
				origin?.source === "koreaexim" ? existing?.perUsdCents : (origin?.publishedPerUsdCents ?? null),
		};
		if (origin) tx.update(exchangeRateOrigins).set(values).where(eq(exchangeRateOrigins.rateId, id)).run();
		else
			tx.insert(exchangeRateOrigins)
				.values({ rateId: id, ...values })
				.run();
		tx.insert(rateChanges)
			.values({
				kind: "exchange",
				rowId: id,
				action: existing ? "update" : "create",
				before: existing ? record(existing, { source: origin?.source ?? "staff" }) : null,
				after: record(after, { source: "override", reason: input.reason }),
				userId: user.id,
			})
			.run();
		return { redirectTo: "/admin/integrations" };
	});
}

/** Where each rate row came from; a row without an origin was typed in the rate sheet. */
export function sourcesOf(rateIds: readonly string[]): Map<string, ExchangeSource> {
	if (rateIds.length === 0) return new Map();
	return new Map(
		getDb()
			.select({ id: exchangeRateOrigins.rateId, source: exchangeRateOrigins.source })
			.from(exchangeRateOrigins)
			.where(inArray(exchangeRateOrigins.rateId, [...rateIds]))
			.all()
			.map((r) => [r.id, r.source]),
	);
}

export type RateEntry = {
	id: string;
	day: string;
	perUsdCents: number;
	source: ExchangeSource;
	publishedPerUsdCents: number | null;
	reason: string | null;
	userName: string | null;
};

/** The latest KRW rates with their origin, newest day first, for the staff screen. */
export function latestRates(limit = 10): RateEntry[] {
	return getDb()
		.select({ rate: exchangeRates, origin: exchangeRateOrigins, userName: users.name })
		.from(exchangeRates)
		.leftJoin(exchangeRateOrigins, eq(exchangeRateOrigins.rateId, exchangeRates.id))
		.leftJoin(users, eq(users.id, exchangeRateOrigins.userId))
		.where(eq(exchangeRates.currency, "KRW"))
		.orderBy(desc(exchangeRates.effectiveDate))
		.limit(limit)
		.all()
		.map(({ rate, origin, userName }) => ({
			id: rate.id,
			day: rate.effectiveDate,
			perUsdCents: rate.perUsdCents,
			source: origin?.source ?? "staff",
			publishedPerUsdCents: origin?.publishedPerUsdCents ?? null,
			reason: origin?.reason ?? null,
			userName,
		}));
}
