// Integration: the manual quote's price form (/admin/quotes/:id) with real Requests and sessions in the
// worker's SQLite file. Its "today" is Seoul's (decision 013): from 00:00 to 09:00 in Seoul the UTC date is
// still yesterday, and staff must not get yesterday as the earliest validity, nor yesterday's exchange
// rate. The clock is set to 16:30 UTC on 23 November 2026, which is 01:30 on the 24th in Seoul.
import crypto from "node:crypto";
import { afterEach, beforeAll, beforeEach, describe, expect, test, vi } from "vitest";
import { createSession } from "#app/auth/session.server.ts";
import { getEstimateFor } from "#app/quotes/estimates.server.ts";
import { getDb } from "#db/client.ts";
import { users } from "#db/schema.ts";
import { DEMO, fclExport, makeEstimate, seedQuoteWorld } from "#tests/quote-world.ts";
import { outcome, routeArgs } from "#tests/route-request.ts";
import { addDays, seoulToday } from "#app/calendar/calendar.ts";
import { action, loader } from "./price.tsx";

const STAFF = "price-form-staff";
const SEOUL_EARLY_MORNING = new Date("2026-11-23T16:30:00Z");
const SEOUL_DAY = "2026-11-24";
const UTC_DAY = "2026-11-23";

beforeAll(async () => {
	await seedQuoteWorld();
	getDb()
		.insert(users)
		.values({ id: STAFF, email: "staff@price-form.test", name: "Price form staff", role: "staff" })
		.onConflictDoNothing()
		.run();
});

/** Busan -> Sydney has no rate: a manual quote waiting on the desk. */
function manualEstimate(): string {
	return makeEstimate(DEMO.customer, fclExport({ destination: "AUSYD", containers: [{ type: "dv40", count: 1 }] }));
}

async function argsFor(id: string, form?: Record<string, string>, userId = STAFF) {
	const { setCookie } = await createSession(userId);
	return (await routeArgs(`/admin/quotes/${id}`, {
		cookies: [setCookie.split(";")[0]!],
		params: { id },
		form,
	})) as never;
}

function priceForm(validUntil: string): Record<string, string> {
	return {
		onceKey: crypto.randomUUID(),
		"lines[0].code": "ofr",
		"lines[0].group": "freight",
		"lines[0].basis": "per_container",
		"lines[0].quantity": "1",
		"lines[0].unitPrice": "1850",
		"lines[0].currency": "USD",
		carrier: "ANL",
		routing: "direct",
		transitDays: "21",
		validUntil,
	};
}

describe("the price form's today is Seoul's", () => {
	beforeEach(() => {
		// only Date: the database driver and the mail outbox keep their real timers
		vi.useFakeTimers({ toFake: ["Date"] });
		vi.setSystemTime(SEOUL_EARLY_MORNING);
	});

	afterEach(() => {
		vi.useRealTimers();
	});

	test("at 01:30 in Seoul the form's today (the earliest validity) is the Seoul day, not the UTC day", async () => {
		const id = manualEstimate();
		const form = await loader(await argsFor(id));
		expect(form.today).toBe(SEOUL_DAY);
	});

	test("at 01:30 in Seoul a quote valid until the Seoul day is accepted and priced at that day's exchange rate", async () => {
		const id = manualEstimate();
		const got = await outcome(async () => action(await argsFor(id, priceForm(SEOUL_DAY))));
		expect(got.status).toBe(303);
		const priced = getEstimateFor(DEMO.customer, id);
		expect([priced.status, priced.validUntil]).toEqual(["in_confirm", SEOUL_DAY]);
		expect(priced.option?.exchange.date).toBe(SEOUL_DAY);
	});

	test("at 01:30 in Seoul the UTC day is yesterday: a quote valid until then is refused as in the past", async () => {
		const id = manualEstimate();
		const got = await outcome(async () => action(await argsFor(id, priceForm(UTC_DAY))));
		expect(got.status).toBe(400);
		expect(JSON.stringify(got.data)).toContain("desk.errors.validUntilPast");
		expect(getEstimateFor(DEMO.customer, id).status).toBe("in_request");
	});
});

describe("the form's answers", () => {
	test("a customer gets 403 from the loader and the action, and nothing is priced", async () => {
		const id = manualEstimate();
		expect((await outcome(async () => loader(await argsFor(id, undefined, DEMO.customer.id)))).status).toBe(403);
		expect(
			(await outcome(async () => action(await argsFor(id, priceForm(addDays(seoulToday(), 7)), DEMO.customer.id))))
				.status,
		).toBe(403);
		expect(getEstimateFor(DEMO.customer, id).status).toBe("in_request");
	});

	test("an unknown estimate is 404", async () => {
		expect((await outcome(async () => loader(await argsFor("no-such-estimate")))).status).toBe(404);
	});

	test('"add a line" is not a submission: the same values back with one more row (200), nothing priced', async () => {
		const id = manualEstimate();
		const form = {
			...priceForm(addDays(seoulToday(), 7)),
			__intent__: JSON.stringify({ type: "insert", payload: { name: "lines" } }),
		};
		const got = await outcome(async () => action(await argsFor(id, form)));
		expect(got.status).toBe(200);
		expect(got.data).toMatchObject({ refused: false });
		expect(getEstimateFor(DEMO.customer, id).status).toBe("in_request");
	});

	test("an estimate priced meanwhile is refused with 409; the loader says the form is closed", async () => {
		const id = manualEstimate();
		const validUntil = addDays(seoulToday(), 7);
		expect((await outcome(async () => action(await argsFor(id, priceForm(validUntil))))).status).toBe(303);
		const again = await outcome(async () => action(await argsFor(id, priceForm(validUntil))));
		expect(again).toMatchObject({ status: 409, data: { refused: true } });
		expect(((await outcome(async () => loader(await argsFor(id)))).data as { open: boolean }).open).toBe(false);
	});
});
