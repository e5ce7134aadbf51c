// The quote validity staff set per mode, stored in quote_validity with who changed it and
// when. Read on every quote the wizard, the booking check and the partner API price, so the days come
// from the in-memory rate set (rate-cache.server.ts), which a trigger on quote_validity invalidates
// like a rate change: on LiteFS a replica sees a change made on the primary once it has replicated.
import { eq } from "drizzle-orm";
import {
	DEFAULT_QUOTE_VALIDITY_DAYS,
	VALIDITY_MODES,
	type ValidityMode,
	isValidityDays,
} from "#app/pricing/validity.ts";
import { type AppDatabase, getDb } from "#db/client.ts";
import { quoteValidity, users } from "#db/schema.ts";
import { rateSnapshot } from "./rate-cache.server.ts";

/** The days a quote of this mode holds; the default when staff have not set it (or it is out of range). */
export function quoteValidityDays(mode: ValidityMode, db?: AppDatabase): number {
	const days = rateSnapshot(db).validityDays.get(mode);
	return isValidityDays(days) ? days : DEFAULT_QUOTE_VALIDITY_DAYS[mode];
}

export type QuoteValiditySetting = {
	mode: ValidityMode;
	days: number;
	isDefault: boolean;
	updatedAt: Date | null;
	updatedByName: string | null;
};

/** Both settings with who last changed each and when, for the settings page. */
export function quoteValiditySettings(): QuoteValiditySetting[] {
	const rows = getDb()
		.select({
			mode: quoteValidity.mode,
			days: quoteValidity.days,
			updatedAt: quoteValidity.updatedAt,
			name: users.name,
		})
		.from(quoteValidity)
		.leftJoin(users, eq(users.id, quoteValidity.updatedBy))
		.all();
	return VALIDITY_MODES.map((mode) => {
		const row = rows.find((r) => r.mode === mode);
		if (!row || !isValidityDays(row.days))
			return { mode, days: DEFAULT_QUOTE_VALIDITY_DAYS[mode], isDefault: true, updatedAt: null, updatedByName: null };
		return { mode, days: row.days, isDefault: false, updatedAt: row.updatedAt, updatedByName: row.name ?? null };
	});
}

/**
 * Stores the settings that changed, with the user and the time; an unchanged value keeps its earlier
 * author. Returns the modes that changed (empty: nothing to do, e.g. a form sent twice).
 */
export function setQuoteValidity(
	values: Record<ValidityMode, number>,
	userId: string,
	now: Date = new Date(),
): ValidityMode[] {
	const db = getDb();
	return db.transaction(
		(tx) => {
			const changed: ValidityMode[] = [];
			for (const mode of VALIDITY_MODES) {
				const days = values[mode];
				if (!isValidityDays(days)) throw new Error(`quote validity out of range: ${mode}=${days}`);
				const current = tx
					.select({ days: quoteValidity.days })
					.from(quoteValidity)
					.where(eq(quoteValidity.mode, mode))
					.get();
				if (current ? current.days === days : days === DEFAULT_QUOTE_VALIDITY_DAYS[mode]) continue;
				tx.insert(quoteValidity)
					.values({ mode, days, updatedBy: userId, updatedAt: now })
					.onConflictDoUpdate({ target: quoteValidity.mode, set: { days, updatedBy: userId, updatedAt: now } })
					.run();
				changed.push(mode);
			}
			return changed;
		},
		{ behavior: "immediate" },
	);
}
