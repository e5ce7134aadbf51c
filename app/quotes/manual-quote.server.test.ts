// Integration: the manual queue. An estimate the engine could not price (KRPUS -> AUSYD has only
// expired rates) waits in in_request; staff price it, it moves to in_confirm with the built option,
// and the customer is mailed a link in their language. Exactly once, and never twice.
import crypto from "node:crypto";
import { beforeAll, describe, expect, test } from "vitest";
import { seedQuoteWorld } from "#tests/quote-world.ts";
import type { SessionUser } from "#app/auth/session.server.ts";
import { seoulToday } from "#app/calendar/calendar.ts";
import { listOutbox } from "#app/mail/mail.server.ts";
import { PricingRequestSchema } from "#app/pricing/request.ts";
import { priceFromDb } from "#app/pricing/store/rate-set.server.ts";
import { createEstimate, estimateHistory, getEstimateFor } from "./estimates.server.ts";
import { manualQuoteSchema } from "./manual-option.ts";
import { chargeableOf, exchangeOn, listManualQueue, priceManually } from "./manual-quote.server.ts";

const customer: SessionUser = {
	id: "demo-customer",
	email: "customer@demo.kr",
	name: "c",
	role: "customer",
	locale: "kr",
	companyId: "demo-company-a",
	phone: null,
	phoneVerified: true,
	sessionId: "s",
	partnerCompanyId: null,
};
const staff: SessionUser = { ...customer, id: "demo-staff", role: "staff", companyId: null };
// the desk's day, as priceManually takes it
const today = seoulToday();
const validUntil = new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10);

const request = PricingRequestSchema.parse({
	mode: "sea",
	direction: "export",
	cargoType: "fcl",
	origin: "KRPUS",
	destination: "AUSYD",
	readyDate: new Date(Date.now() + 14 * 86_400_000).toISOString().slice(0, 10),
	containers: [{ type: "dv40", count: 1 }],
});

function manualEstimate(): string {
	const result = priceFromDb(request);
	if (result.ok || !result.manual) throw new Error("expected a manual quote");
	return createEstimate({
		user: customer,
		request,
		priced: { manualReason: result.reason },
		onceKey: crypto.randomUUID(),
	});
}

const quote = manualQuoteSchema(today).parse({
	lines: [
		{ code: "ofr", group: "freight", basis: "per_container", quantity: "1", unitPrice: "1850", currency: "USD" },
		{ code: "thc", group: "origin", basis: "per_container", quantity: "1", unitPrice: "185000", currency: "KRW" },
	],
	carrier: "ANL",
	routing: "transhipment",
	transitDays: "21",
	validUntil,
});

beforeAll(async () => {
	await seedQuoteWorld();
});

describe("manual quote", () => {
	test("queued, priced once into in_confirm with the totals, and mailed with a link", async () => {
		const id = manualEstimate();
		expect(listManualQueue().find((e) => e.id === id)).toMatchObject({
			origin: "KRPUS",
			destination: "AUSYD",
			manualReason: "no_rate_on_date",
		});
		const key = crypto.randomUUID();
		const estimate = getEstimateFor(staff, id);
		const outcome = await priceManually({ user: staff, estimate, quote, onceKey: key, origin: "http://app.test" });
		expect(outcome).toMatchObject({ ok: true, repeated: false });
		const priced = getEstimateFor(customer, id);
		const rate = exchangeOn(today).krwPerUsdCents;
		expect(priced.status).toBe("in_confirm");
		expect([priced.carrier, priced.transitDays, priced.validUntil, priced.krwPerUsdCents]).toEqual([
			"ANL",
			21,
			validUntil,
			rate,
		]);
		expect(priced.option!.subtotals).toEqual({ USD: 185_000, KRW: 185_000 });
		expect(priced.totalKrw).toBe(Math.round((185_000 * rate) / 100 / 100) + 185_000);
		expect(priced.option!.chargeable).toEqual(chargeableOf(request));
		expect(listManualQueue().some((e) => e.id === id)).toBe(false);
		expect(estimateHistory(id).map((e) => [e.toStatus, e.actor])).toEqual([
			["in_request", "customer"],
			["in_confirm", "staff"],
		]);
		const mail = listOutbox({ to: "customer@demo.kr" }).find((m) => m.template === "manualQuoteReady")!;
		expect(mail.subject).toContain(priced.number);
		expect(mail.text).toContain(`http://app.test/mypage/estimate/${id}`);
		expect(mail.text).toMatch(/\S+ \(KRPUS\) → \S+ \(AUSYD\)/);
		// the same key again: the first result, no second change or mail
		expect(
			await priceManually({ user: staff, estimate, quote, onceKey: key, origin: "http://app.test" }),
		).toMatchObject({ ok: true, repeated: true });
		// a new key on an already priced quote: refused
		expect(
			await priceManually({ user: staff, estimate, quote, onceKey: crypto.randomUUID(), origin: "http://app.test" }),
		).toEqual({ ok: false, reason: "notInRequest" });
		expect(
			listOutbox({ to: "customer@demo.kr" }).filter(
				(m) => m.template === "manualQuoteReady" && m.subject?.includes(priced.number),
			),
		).toHaveLength(1);
	});
});
