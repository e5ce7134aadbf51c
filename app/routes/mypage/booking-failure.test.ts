// Spec section 8: a booking that fails for a reason nobody foresaw answers the
// booking form with "booking registration error" (500, what was typed kept), not the generic error
// view; a deliberate reply (a redirect, a 404) still passes through withFailureMessage unchanged.
import { describe, expect, test, vi } from "vitest";
import { createSession } from "#app/auth/session.server.ts";
import { addDays, seoulToday } from "#app/calendar/calendar.ts";
import { notFound } from "#app/utils/replies.server.ts";
import { withFailureMessage } from "#app/observability/failures.server.ts";
import { DEMO, bookingFormPost, makeEstimate, seedQuoteWorld } from "#tests/quote-world.ts";
import { outcome, routeArgs } from "#tests/route-request.ts";

vi.mock("#app/quotes/booking.server.ts", async (original) => ({
	...(await original<Record<string, unknown>>()),
	bookAndTell: vi.fn(async () => {
		throw new Error("SQLITE_FULL: database or disk is full");
	}),
}));

describe("spec section 8 messages instead of the generic error view", () => {
	test("the booking form answers a failed write with the booking registration error, keeping the input", async () => {
		await seedQuoteWorld();
		const { action } = await import("./estimate-booking.tsx");
		const id = makeEstimate();
		const cookie = (await createSession(DEMO.customer.id)).setCookie.split(";")[0]!;
		const form = bookingFormPost(addDays(seoulToday(), 3));
		const answer = await outcome(async () =>
			action((await routeArgs(`/mypage/estimate/${id}/booking`, { cookies: [cookie], form, params: { id } })) as never),
		);
		expect(answer.status).toBe(500);
		const result = (
			answer.data as { result: { error: Record<string, string[]>; initialValue: Record<string, unknown> } }
		).result;
		expect(result.error[""]).toEqual(["booking.errors.registrationFailed"]);
		expect(result.initialValue.consigneeName).toBe("Viet Trading");
	}, 30_000);

	test("withFailureMessage lets deliberate replies through and turns the rest into the message", async () => {
		await expect(
			withFailureMessage(
				"x",
				() => {
					throw notFound();
				},
				() => "message",
			),
		).rejects.toMatchObject({ init: { status: 404 } });
		const redirect = new Response(null, { status: 302, headers: { Location: "/" } });
		await expect(
			withFailureMessage(
				"x",
				() => {
					throw redirect;
				},
				() => "message",
			),
		).rejects.toBe(redirect);
		expect(
			await withFailureMessage(
				"x",
				() => {
					throw new Error("boom");
				},
				() => "message",
			),
		).toBe("message");
		expect(
			await withFailureMessage(
				"x",
				() => 42,
				() => "message",
			),
		).toBe(42);
	});
});
