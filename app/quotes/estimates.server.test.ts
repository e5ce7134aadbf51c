// Integration: estimates in the worker's SQLite file, priced by the real engine from the demo rates.
// Numbering, exactly-once creation, the access rule and status changes through the lifecycle table.
import crypto from "node:crypto";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, test } from "vitest";
import { priceFromDb } from "#app/pricing/store/rate-set.server.ts";
import { getDb } from "#db/client.ts";
import { estimateEvents, estimates } from "#db/schema.ts";
import { DEMO, fclExport, seedQuoteWorld } from "#tests/quote-world.ts";
import { changeStatus, createEstimate, getEstimateFor } from "./estimates.server.ts";
import { TransitionError } from "#app/lifecycle/lifecycle.ts";

const { customer, colleague, other, staff } = DEMO;

const request = fclExport({ containers: [{ type: "dv20", count: 2 }] });

function option() {
	const result = priceFromDb(request);
	if (!result.ok) throw new Error(`no price: ${result.reason}`);
	return result.options[0]!;
}

const status = (id: string) =>
	getDb().select({ s: estimates.status }).from(estimates).where(eq(estimates.id, id)).get()?.s;

beforeAll(seedQuoteWorld);

describe("createEstimate", () => {
	test("a chosen option makes an in_confirm estimate with a Q number and its totals", () => {
		const chosen = option();
		const id = createEstimate({
			user: customer,
			request,
			commodity: "machine parts",
			priced: { option: chosen },
			onceKey: crypto.randomUUID(),
			now: new Date("2026-11-22T00:00:00Z"),
		});
		const estimate = getEstimateFor(customer, id);
		expect(estimate.status).toBe("in_confirm");
		expect(estimate.number).toMatch(/^Q2611-\d{4}$/);
		expect([estimate.totalKrw, estimate.totalUsd, estimate.krwPerUsdCents]).toEqual([
			chosen.totals.KRW,
			chosen.totals.USD,
			chosen.exchange.krwPerUsdCents,
		]);
		expect(estimate.option?.id).toBe(chosen.id);
		expect(estimate.request).toEqual(request);
		expect(
			getDb()
				.select()
				.from(estimateEvents)
				.where(eq(estimateEvents.estimateId, id))
				.all()
				.map((e) => [e.fromStatus, e.toStatus, e.actor]),
		).toEqual([[null, "in_confirm", "customer"]]);
	});

	test("numbers run on within a month and restart with the next", () => {
		const make = (iso: string) =>
			getEstimateFor(
				customer,
				createEstimate({
					user: customer,
					request,
					priced: { manualReason: "no_rate_on_date" },
					onceKey: crypto.randomUUID(),
					now: new Date(iso),
				}),
			).number;
		const a = make("2031-03-02T00:00:00Z");
		const b = make("2031-03-20T00:00:00Z");
		const c = make("2031-04-01T00:00:00Z");
		expect([a, b, c]).toEqual(["Q3103-0001", "Q3103-0002", "Q3104-0001"]);
	});

	test("no price makes an in_request estimate for the manual queue, with its reason", () => {
		const id = createEstimate({
			user: customer,
			request,
			priced: { manualReason: "no_container_rate" },
			onceKey: crypto.randomUUID(),
		});
		const estimate = getEstimateFor(customer, id);
		expect([estimate.status, estimate.manualReason, estimate.option, estimate.totalKrw]).toEqual([
			"in_request",
			"no_container_rate",
			null,
			null,
		]);
	});

	test("the same one-time key twice: the second is refused and only one estimate exists", () => {
		const key = crypto.randomUUID();
		const before = getDb().select().from(estimates).all().length;
		createEstimate({ user: customer, request, priced: { option: option() }, onceKey: key });
		expect(() => createEstimate({ user: customer, request, priced: { option: option() }, onceKey: key })).toThrow();
		expect(getDb().select().from(estimates).all().length).toBe(before + 1);
	});

	test("staff (no company) cannot create one", () => {
		expect(() =>
			createEstimate({ user: staff, request, priced: { option: option() }, onceKey: crypto.randomUUID() }),
		).toThrow();
	});
});

describe("getEstimateFor: one company never sees another's", () => {
	test.each([
		["the creator", customer, true],
		["a colleague in the same company", colleague, true],
		["staff", staff, true],
		["another company's customer", other, false],
	])("%s: %s", (_who, reader, visible) => {
		const id = createEstimate({ user: customer, request, priced: { option: option() }, onceKey: crypto.randomUUID() });
		if (visible) expect(getEstimateFor(reader, id).id).toBe(id);
		else expect(() => getEstimateFor(reader, id)).toThrow();
	});

	test("a deleted estimate is gone for everyone", () => {
		const id = createEstimate({ user: customer, request, priced: { option: option() }, onceKey: crypto.randomUUID() });
		getDb().update(estimates).set({ deletedAt: new Date() }).where(eq(estimates.id, id)).run();
		expect(() => getEstimateFor(customer, id)).toThrow();
		expect(() => getEstimateFor(staff, id)).toThrow();
	});
});

describe("changeStatus", () => {
	test("an allowed change writes the status and one event", () => {
		const id = createEstimate({ user: customer, request, priced: { option: option() }, onceKey: crypto.randomUUID() });
		const ok = getDb().transaction((tx) =>
			changeStatus(tx, { id, status: "in_confirm" }, "in_nego", "customer", customer.id),
		);
		expect(ok).toBe(true);
		expect(status(id)).toBe("in_nego");
		expect(getDb().select().from(estimateEvents).where(eq(estimateEvents.estimateId, id)).all().at(-1)).toMatchObject({
			fromStatus: "in_confirm",
			toStatus: "in_nego",
			actor: "customer",
		});
	});

	test("a change the table refuses throws and writes nothing", () => {
		const id = createEstimate({ user: customer, request, priced: { option: option() }, onceKey: crypto.randomUUID() });
		expect(() =>
			getDb().transaction((tx) =>
				changeStatus(tx, { id, status: "in_confirm" }, "confirm_nego", "customer", customer.id),
			),
		).toThrow(TransitionError);
		expect(status(id)).toBe("in_confirm");
	});

	test("two racing changes from the same status: only the first wins", () => {
		const id = createEstimate({ user: customer, request, priced: { option: option() }, onceKey: crypto.randomUUID() });
		const first = getDb().transaction((tx) =>
			changeStatus(tx, { id, status: "in_confirm" }, "booked", "customer", customer.id),
		);
		// the second request read in_confirm before the first wrote booked
		const second = getDb().transaction((tx) =>
			changeStatus(tx, { id, status: "in_confirm" }, "in_nego", "customer", customer.id),
		);
		expect([first, second, status(id)]).toEqual([true, false, "booked"]);
		expect(getDb().select().from(estimateEvents).where(eq(estimateEvents.estimateId, id)).all()).toHaveLength(2);
	});
});
