// Integration: the discount request and the staff decision on a real estimate priced by the engine
// from the demo rates, in the worker's SQLite file; mails read back from the outbox.
import crypto from "node:crypto";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, test } from "vitest";
import { DEMO, seedQuoteWorld } from "#tests/quote-world.ts";
import { listOutbox } from "#app/mail/mail.server.ts";
import { PricingRequestSchema } from "#app/pricing/request.ts";
import { priceFromDb } from "#app/pricing/store/rate-set.server.ts";
import { getDb } from "#db/client.ts";
import { negotiations, users } from "#db/schema.ts";
import { createEstimate, getEstimateFor } from "./estimates.server.ts";
import {
	decideNegotiation,
	figuresOf,
	listOpenNegotiations,
	requestDiscount,
	requireCustomerEstimate,
} from "./negotiation.server.ts";
import { decisionSchema, discountRequestSchema } from "./negotiation.ts";

const { customer, other, staff } = DEMO;
const ORIGIN = "http://app.test";

const readyDate = new Date(Date.now() + 14 * 86_400_000).toISOString().slice(0, 10);
const request = PricingRequestSchema.parse({
	mode: "sea",
	direction: "export",
	cargoType: "fcl",
	origin: "KRPUS",
	destination: "VNHPH",
	koreanRegion: { province: "KR-11" },
	readyDate,
	containers: [{ type: "dv20", count: 2 }],
});

function newEstimate(): string {
	const result = priceFromDb(request);
	if (!result.ok) throw new Error(`no price: ${result.reason}`);
	return createEstimate({
		user: customer,
		request,
		priced: { option: result.options[0]! },
		onceKey: crypto.randomUUID(),
	});
}

/** Asks for 10 % off the freight and 5 % off the trucking. */
function ask(id: string, onceKey = crypto.randomUUID(), asker = customer) {
	const estimate = requireCustomerEstimate(asker, id);
	const f = figuresOf(estimate)!;
	const values = discountRequestSchema(f).parse({
		targetFreight: String((f.freight * 0.9) / 100),
		targetTrucking: String(Math.round(f.trucking * 0.95)),
		monthlyVolume: "20",
		comment: "regular shipper",
	});
	return requestDiscount({ user: asker, estimate, values, onceKey });
}

function decide(id: string, input: Record<string, string>, onceKey = crypto.randomUUID()) {
	const estimate = getEstimateFor(staff, id);
	const values = decisionSchema(figuresOf(estimate)!).parse(input);
	return decideNegotiation({ user: staff, estimate, values, onceKey, origin: ORIGIN });
}

const negotiationsOf = (id: string) => getDb().select().from(negotiations).where(eq(negotiations.estimateId, id)).all();

beforeAll(async () => {
	await seedQuoteWorld();
});

describe("requestDiscount", () => {
	test("in_confirm -> in_nego with one negotiations row holding the quote's figures", () => {
		const id = newEstimate();
		const figures = figuresOf(getEstimateFor(customer, id))!;
		expect(figures.trucking).toBeGreaterThan(0);
		const outcome = ask(id);
		expect(outcome).toEqual({ ok: true, redirectTo: `/mypage/estimate/${id}/discount/done`, repeated: false });
		expect(getEstimateFor(customer, id).status).toBe("in_nego");
		const rows = negotiationsOf(id);
		expect(rows).toHaveLength(1);
		expect(rows[0]).toMatchObject({
			currentFreight: figures.freight,
			targetFreight: figures.freight * 0.9,
			currentTrucking: figures.trucking,
			monthlyVolume: "20",
			status: "in_nego",
		});
		expect(listOpenNegotiations().some((n) => n.estimateId === id)).toBe(true);
	});

	test("a double submit with the same key makes one negotiation and shows the first result", () => {
		const id = newEstimate();
		const key = crypto.randomUUID();
		expect(ask(id, key).ok).toBe(true);
		expect(ask(id, key)).toEqual({ ok: true, redirectTo: `/mypage/estimate/${id}/discount/done`, repeated: true });
		expect(negotiationsOf(id)).toHaveLength(1);
	});

	test("refused from any status but in_confirm, and nothing is stored", () => {
		const id = newEstimate();
		ask(id);
		expect(ask(id)).toEqual({ ok: false, reason: "notInConfirm" });
		expect(negotiationsOf(id)).toHaveLength(1);
	});

	test("another company's customer gets 404 and staff get 403", () => {
		const id = newEstimate();
		expect(() => ask(id, crypto.randomUUID(), other)).toThrow(
			expect.objectContaining({ init: expect.objectContaining({ status: 404 }) }),
		);
		expect(() => requireCustomerEstimate(staff, id)).toThrow(
			expect.objectContaining({ init: expect.objectContaining({ status: 403 }) }),
		);
		expect(negotiationsOf(id)).toHaveLength(0);
	});
});

describe("decideNegotiation", () => {
	test("approve: confirm_nego, re-priced lower with the targets on the freight and trucking lines, mail in the user's language", async () => {
		getDb().update(users).set({ locale: "vn" }).where(eq(users.id, customer.id)).run();
		try {
			const id = newEstimate();
			const before = getEstimateFor(customer, id);
			ask(id);
			const f = figuresOf(before)!;
			const outcome = await decide(id, {
				decision: "approve",
				agreedFreight: String((f.freight * 0.9) / 100),
				agreedTrucking: String(f.trucking - 50_000),
				comment: "Agreed",
			});
			expect(outcome).toMatchObject({ ok: true, repeated: false });
			const after = getEstimateFor(customer, id);
			expect(after.status).toBe("confirm_nego");
			expect(after.totalKrw!).toBeLessThan(before.totalKrw!);
			expect(after.totalUsd!).toBeLessThan(before.totalUsd!);
			expect(after.carrier).toBe(before.carrier);
			const ofr = after.option!.lines.find((l) => l.code === "ofr")!;
			const trucking = after.option!.lines.find((l) => l.code === "trucking")!;
			expect([ofr.targetApplied, ofr.unitPrice]).toEqual([true, f.freight * 0.9]);
			expect([trucking.targetApplied, trucking.unitPrice]).toEqual([true, f.trucking - 50_000]);
			expect(negotiationsOf(id)[0]).toMatchObject({
				status: "confirm_nego",
				agreedFreight: f.freight * 0.9,
				staffComment: "Agreed",
				decidedBy: staff.id,
			});
			const mail = listOutbox({ to: "customer@demo.kr" }).find((m) => m.template === "negotiationResult")!;
			expect(mail.locale).toBe("vn");
			expect(mail.subject).toContain(after.number);
			expect(mail.text).toContain("Agreed");
			expect(mail.text).toContain(`${ORIGIN}/mypage/estimate/${id}`);
		} finally {
			getDb().update(users).set({ locale: "kr" }).where(eq(users.id, customer.id)).run();
		}
	});

	test("deny: deny_nego with the price unchanged; a second decision is refused; the same key repeats", async () => {
		const id = newEstimate();
		const before = getEstimateFor(customer, id);
		ask(id);
		const key = crypto.randomUUID();
		const first = await decide(id, { decision: "deny", comment: "Rates are at cost" }, key);
		expect(first.ok).toBe(true);
		const after = getEstimateFor(customer, id);
		expect([after.status, after.totalKrw, after.option]).toEqual(["deny_nego", before.totalKrw, before.option]);
		expect(await decide(id, { decision: "deny" }, key)).toMatchObject({ ok: true, repeated: true });
		expect(await decide(id, { decision: "approve", agreedFreight: "1", agreedTrucking: "1" })).toEqual({
			ok: false,
			reason: "alreadyDecided",
		});
		expect(getEstimateFor(customer, id).status).toBe("deny_nego");
		const mail = listOutbox({ to: "customer@demo.kr" }).find((m) => m.template === "negotiationResult")!;
		expect([mail.locale, mail.subject]).toEqual(["kr", `[견적 ${after.number}] 할인 요청 결과 안내`]);
	});
});
