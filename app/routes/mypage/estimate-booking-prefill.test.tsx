// The booking form starts with the quote's cargo-ready date (the customer gave it in
// the wizard), when that date is still one the form takes (today or later, within the validity).
import { eq } from "drizzle-orm";
import { beforeAll, expect, test } from "vitest";
import { createSession } from "#app/auth/session.server.ts";
import { getDb } from "#db/client.ts";
import { estimates } from "#db/schema.ts";
import { DEMO, makeEstimate, seedQuoteWorld } from "#tests/quote-world.ts";
import { renderRoute } from "#tests/render-route.tsx";
import * as booking from "./estimate-booking.tsx";

const PATTERN = "/mypage/estimate/:id/booking";
let cookie = "";

beforeAll(async () => {
	await seedQuoteWorld();
	cookie = (await createSession(DEMO.customer.id)).setCookie.split(";")[0]!;
});

const shipDateInput = (html: string) => html.match(/<input[^>]*name="shipDate"[^>]*>/)?.[0] ?? "";

test("the cargo-ready date of the quote is the ship date's starting value", async () => {
	const id = makeEstimate(DEMO.customer);
	const readyDate = getDb().select({ d: estimates.readyDate }).from(estimates).where(eq(estimates.id, id)).get()!.d;
	const { status, html } = await renderRoute(booking, PATTERN, `/mypage/estimate/${id}/booking`, { cookies: [cookie] });
	expect(status).toBe(200);
	expect(shipDateInput(html)).toContain(`value="${readyDate}"`);
}, 30_000);

test("a cargo-ready date already past is not offered", async () => {
	const id = makeEstimate(DEMO.customer);
	getDb().update(estimates).set({ readyDate: "2020-01-01" }).where(eq(estimates.id, id)).run();
	const { html } = await renderRoute(booking, PATTERN, `/mypage/estimate/${id}/booking`, { cookies: [cookie] });
	expect(shipDateInput(html)).not.toContain('value="2020-01-01"');
}, 30_000);
