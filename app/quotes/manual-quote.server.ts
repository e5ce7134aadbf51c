// The manual quote queue: estimates the engine could not price wait in in_request;
// staff enter the price lines, the estimate moves to in_confirm with the option built by
// manual-option.ts, and the customer gets "your quote is ready" with a link, in their language.
import { and, asc, eq, inArray, isNull } from "drizzle-orm";
import { formatCalendarDate, formatMoney } from "#app/i18n/format.ts";
import { sendMail } from "#app/mail/mail.server.ts";
import { appliedExchange } from "#app/pricing/engine.ts";
import { rateSnapshot } from "#app/pricing/store/rate-cache.server.ts";
import { airChargeable, measurePackages, revenueTons } from "#app/pricing/measure.ts";
import { CONTAINERS } from "#app/pricing/codes.ts";
import type { PricingRequest } from "#app/pricing/request.ts";
import type { AppliedExchange, Chargeable, Warning } from "#app/pricing/types.ts";
import { exactlyOnceOr } from "#app/utils/once.server.ts";
import { refuse } from "#app/utils/refusal.ts";
import { manualWaitingSince } from "#app/desk/queues.server.ts";
import { seoulToday } from "#app/calendar/calendar.ts";
import { AWAITING_PRICE, isAwaitingPrice } from "#app/lifecycle/lifecycle.ts";
import { getDb } from "#db/client.ts";
import { companies, estimates, users } from "#db/schema.ts";
import type { SessionUser } from "#app/auth/session.server.ts";
import { type Estimate, changeStatus, optionColumns, toEstimate } from "./estimates.server.ts";
import { type ManualQuote, buildManualOption } from "./manual-option.ts";
import { routeLabel } from "#app/places/places.server.ts";
import { logger } from "#app/observability/logger.server.ts";

export const MANUAL_PURPOSE = "manual-quote";

export type QueueEntry = {
	id: string;
	number: string;
	company: string;
	origin: string;
	destination: string;
	mode: Estimate["mode"];
	direction: Estimate["direction"];
	readyDate: string;
	manualReason: string | null;
	createdAt: Date;
	since: Date;
};

/**
 * Estimates waiting for a manual price, oldest first: the customer was promised 1 to 3 business days.
 * `since` is when it last entered the queue (app/desk/queues.server.ts), the age the desk shows.
 */
export function listManualQueue(): QueueEntry[] {
	return getDb()
		.select({ estimate: estimates, company: companies.name, since: manualWaitingSince })
		.from(estimates)
		.innerJoin(companies, eq(companies.id, estimates.companyId))
		.where(and(inArray(estimates.status, AWAITING_PRICE), isNull(estimates.deletedAt)))
		.orderBy(asc(manualWaitingSince), asc(estimates.numberBody))
		.all()
		.map(({ estimate, company, since }) => {
			const e = toEstimate(estimate);
			return {
				id: e.id,
				number: e.number,
				company,
				origin: e.origin,
				destination: e.destination,
				mode: e.mode,
				direction: e.direction,
				readyDate: e.readyDate,
				manualReason: e.manualReason,
				createdAt: e.createdAt,
				since: new Date(Number(since)),
			};
		});
}

/** The exchange rate in force on `date`, chosen by the engine's own rule (or the default of spec section 9). */
export function exchangeOn(date: string): AppliedExchange {
	// the rows from the in-memory rate set, re-read only when a rate changed (decision 017)
	return appliedExchange(rateSnapshot().exchange, date);
}

/** What the quote is charged on, computed from the request by the engine's own measuring rules. */
export function chargeableOf(request: PricingRequest): Chargeable {
	if (request.containers?.length) {
		let containers = 0;
		let teu = 0;
		for (const c of request.containers) {
			containers += c.count;
			teu += c.count * CONTAINERS[c.type].teu;
		}
		return { kind: "containers", containers, teu };
	}
	const warnings: Warning[] = [];
	const totals = measurePackages(request.packages ?? [], warnings);
	const weightKg = totals.weightGrams / 1000;
	const volumeCbm = totals.volumeMilliCbm / 1000;
	if (request.mode === "air") {
		const air = airChargeable(totals);
		return {
			kind: "air_kg",
			chargeableKg: air.chargeableHalfKg / 2,
			weightKg,
			volumeCbm,
			volumetricKg: air.volumetricGrams / 1000,
		};
	}
	const rt = revenueTons(totals);
	return {
		kind: "revenue_tons",
		revenueTons: rt.rtCenti / 100,
		billedRevenueTons: rt.billedCenti / 100,
		weightKg,
		volumeCbm,
	};
}

export type PriceOutcome = { ok: true; redirectTo: string; repeated: boolean } | { ok: false; reason: "notInRequest" };

/**
 * Prices an in_request estimate: builds the option, stores it with optionColumns and moves the
 * estimate to in_confirm in one transaction with the one-time key; then mails the customer. The
 * exchange rate is the one in force today in Seoul (the rate the customer would get from the engine now).
 */
export async function priceManually(input: {
	user: SessionUser;
	estimate: Estimate;
	quote: ManualQuote;
	onceKey: string;
	origin: string;
}): Promise<PriceOutcome> {
	const { user, estimate, quote, onceKey } = input;
	const option = buildManualOption({
		estimateId: estimate.id,
		mode: estimate.mode,
		quote,
		chargeable: chargeableOf(estimate.request),
		exchange: exchangeOn(seoulToday()),
	});
	const redirectTo = `/admin/quotes?done=priced&number=${encodeURIComponent(estimate.number)}`;
	const done = exactlyOnceOr<undefined, "notInRequest">(onceKey, MANUAL_PURPOSE, (tx) => {
		// judged inside: a double submit finds the estimate priced already and goes where the first went;
		// one not (or no longer: priced by another) in_request is refused, and the transaction rolls back
		if (
			!isAwaitingPrice(estimate.status) ||
			!changeStatus(tx, estimate, "in_confirm", "staff", user.id, optionColumns(option))
		)
			refuse("notInRequest");
		return { redirectTo };
	});
	if (!done.ok) return { ok: false, reason: done.refused };
	if (done.repeated) return { ok: true, redirectTo: done.redirectTo, repeated: true };
	await mailReady(estimate, option.totals, option.validUntil, input.origin).catch((error: unknown) =>
		logger.error({ err: error }, "manual quote mail failed"),
	);
	return { ok: true, redirectTo, repeated: false };
}

async function mailReady(
	estimate: Estimate,
	totals: { KRW: number; USD: number },
	validUntil: string,
	origin: string,
): Promise<void> {
	const customer = getDb()
		.select({ email: users.email, name: users.name, locale: users.locale })
		.from(users)
		.where(eq(users.id, estimate.userId))
		.get();
	if (!customer) return;
	const locale = customer.locale;
	await sendMail({
		to: customer.email,
		template: "manualQuoteReady",
		locale,
		vars: {
			name: customer.name,
			number: estimate.number,
			// names with codes in the reader's language ("부산 (KRPUS) → 시드니 (AUSYD)"), never bare codes
			route: routeLabel(estimate.origin, estimate.destination, locale),
			total: `${formatMoney({ amount: totals.KRW, currency: "KRW" }, locale)} (${formatMoney({ amount: totals.USD, currency: "USD" }, locale)})`,
			validUntil: formatCalendarDate(validUntil, locale),
			link: `${origin}/mypage/estimate/${estimate.id}`,
		},
	});
}
