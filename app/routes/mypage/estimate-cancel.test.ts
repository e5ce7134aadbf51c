// Integration: the confirming step of a booking's cancellation with real Requests and sessions in the
// worker's SQLite file: what is cancelled, shown to the customer and to staff (404 for another company),
// a cancel post without the confirming field cancels nothing, and a confirmed one cancels once.
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, test } from "vitest";
import { createSession } from "#app/auth/session.server.ts";
import { addDays, seoulToday } from "#app/calendar/calendar.ts";
import { book } from "#app/quotes/booking.server.ts";
import { getDb } from "#db/client.ts";
import { estimates } from "#db/schema.ts";
import { DEMO, bookingFields, makeEstimate, seedQuoteWorld } from "#tests/quote-world.ts";
import { type RouteArgs as Args, outcome, routeArgs } from "#tests/route-request.ts";
import { renderRoute } from "#tests/render-route.tsx";
import * as cancelRoute from "./estimate-cancel.tsx";

const { customer } = DEMO;
const { action, loader } = cancelRoute;

async function sessionOf(userId: string): Promise<string> {
	const { setCookie } = await createSession(userId);
	return setCookie.split(";")[0]!;
}

async function argsFor(id: string, options: { user?: string; form?: Record<string, string> } = {}): Promise<Args> {
	const cookies = options.user ? [await sessionOf(options.user)] : [];
	return routeArgs(`/mypage/estimate/${id}/cancel`, { cookies, form: options.form, params: { id } });
}

const callLoader = async (args: Args) => outcome(() => loader(args as never));
const callAction = async (args: Args) => outcome(() => action(args as never));
const statusOf = (id: string) =>
	getDb().select({ status: estimates.status }).from(estimates).where(eq(estimates.id, id)).get()!.status;

/** A quote of the demo customer, booked. */
function booked(): string {
	const id = makeEstimate();
	const values = bookingFields(addDays(seoulToday(), 3));
	expect(book(customer, id, values).ok).toBe(true);
	return id;
}

beforeAll(async () => {
	await seedQuoteWorld();
});

describe("cancelling a booking", () => {
	test("the confirming step shows what is cancelled, to the customer and to staff", async () => {
		const id = booked();
		for (const user of [customer.id, DEMO.staff.id]) {
			const page = await callLoader(await argsFor(id, { user }));
			expect(page.status).toBe(200);
			expect(page.data).toMatchObject({ cancellable: true, estimate: { id, status: "booked" } });
		}
		// another company's customer gets 404, as everywhere
		expect((await callLoader(await argsFor(id, { user: DEMO.other.id }))).status).toBe(404);
	});

	test("the page says it in words, with the confirming form posting to itself", async () => {
		const id = booked();
		const { status, html } = await renderRoute(
			cancelRoute,
			"/mypage/estimate/:id/cancel",
			`/mypage/estimate/${id}/cancel`,
			{ cookies: [await sessionOf(customer.id)] },
		);
		expect(status).toBe(200);
		expect(html).toContain('data-testid="cancel-confirm"');
		expect(html).toMatch(/<input[^>]*name="confirm"[^>]*value="yes"/);
		expect(html).toContain(`action="/mypage/estimate/${id}/cancel"`);
	}, 30_000);

	test.each([
		["no confirm field", {}],
		["a wrong confirm value", { confirm: "1" }],
	])("%s: sent to the confirming step, nothing cancelled", async (_name, extra) => {
		const id = booked();
		const result = await callAction(await argsFor(id, { user: customer.id, form: { intent: "cancel", ...extra } }));
		expect(result).toMatchObject({ status: 303, location: `/mypage/estimate/${id}/cancel` });
		expect(statusOf(id)).toBe("booked");
	});

	test("a post without the cancel intent is no request of ours: 400, nothing cancelled", async () => {
		const id = booked();
		expect(
			(await callAction(await argsFor(id, { user: customer.id, form: { intent: "book", confirm: "yes" } }))).status,
		).toBe(400);
		expect(statusOf(id)).toBe("booked");
	});

	test("confirmed: cancelled, back to the estimate with the notice; another company cannot", async () => {
		const id = booked();
		expect(
			(await callAction(await argsFor(id, { user: DEMO.other.id, form: { intent: "cancel", confirm: "yes" } }))).status,
		).toBe(404);
		expect(statusOf(id)).toBe("booked");
		const result = await callAction(
			await argsFor(id, { user: customer.id, form: { intent: "cancel", confirm: "yes" } }),
		);
		expect(result).toMatchObject({ status: 303, location: `/mypage/estimate/${id}?cancelled=1` });
		expect(statusOf(id)).toBe("cancelled");
		// confirming twice (a resend) changes nothing more and says so
		const again = await callAction(
			await argsFor(id, { user: customer.id, form: { intent: "cancel", confirm: "yes" } }),
		);
		expect(again).toMatchObject({ status: 303, location: `/mypage/estimate/${id}?cancelled=0` });
		const page = await callLoader(await argsFor(id, { user: customer.id }));
		expect(page.data).toMatchObject({ cancellable: false });
	});
});
