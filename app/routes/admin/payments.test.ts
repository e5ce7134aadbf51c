// Integration: the staff payment desk (/admin/payments, /admin/payments/:id) with real Requests and
// sessions. Customers and partners get 403 (the layout, the list, the page and its action); a
// signed-out staff member following the mail's link is sent to /login with the link kept, and signing
// in there lands back on it; set paid turns the number V; a double submit of a decision and of a refund
// has one effect; a refund above what was paid or without a reason is 400 and changes nothing.
import crypto from "node:crypto";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, test } from "vitest";
import { createSession } from "#app/auth/session.server.ts";
import { addDays, seoulToday } from "#app/calendar/calendar.ts";
import { issueInvoice } from "#app/invoices/invoice.server.ts";
import { paidAmountKrw, requestDepositConfirmation } from "#app/invoices/payments.server.ts";
import { action as loginAction } from "#app/routes/login.tsx";
import { newOnceKey } from "#app/utils/once.server.ts";
import { getDb } from "#db/client.ts";
import { estimates, paymentEvents } from "#db/schema.ts";
import { seedShipment } from "#db/seed/demo-shipments.ts";
import { EXPORT_REQUEST } from "#tests/issued-world.ts";
import { DEMO, seedQuoteWorld, sessionUser } from "#tests/quote-world.ts";
import { renderRoute } from "#tests/render-route.tsx";
import { outcome, routeArgs } from "#tests/route-request.ts";
import { loader as layoutLoader } from "./layout.tsx";
import * as decide from "./payments/decide.tsx";
import * as queue from "./payments/index.tsx";

const admin = sessionUser("demo-admin", "staff_admin");

beforeAll(async () => {
	await seedQuoteWorld();
});

/** A finished shipment of demo-company-a with its invoice issued and, if asked, a deposit confirmation request. */
function shipment(requested = true): string {
	const id = `pay-desk-${crypto.randomUUID()}`;
	getDb().transaction((tx) => seedShipment(tx, { id, request: EXPORT_REQUEST(), status: "finish", schedule: { etd: -20, eta: -10, carrier: "HMM", vessel: ["HMM BLESSING", "0042W"] } }, seoulToday()));
	expect(issueInvoice(admin, id, { dueDate: addDays(seoulToday(), 14) } as never, newOnceKey()).ok).toBe(true);
	if (requested) expect(requestDepositConfirmation({ actorId: DEMO.customer.id, onceKey: newOnceKey(), estimateId: id, slip: null }).ok).toBe(true);
	return id;
}

async function cookieOf(userId: string | null): Promise<string[]> {
	if (!userId) return [];
	return [(await createSession(userId)).setCookie.split(";")[0]!];
}

const get = async (userId: string | null, path: string, params: Record<string, string> = {}) => (await routeArgs(path, { cookies: await cookieOf(userId), params })) as never;
const post = async (userId: string, id: string, form: Record<string, string>) => (await routeArgs(`/admin/payments/${id}`, { cookies: await cookieOf(userId), params: { id }, form })) as never;

const paymentOf = (id: string) => getDb().select({ p: estimates.payment }).from(estimates).where(eq(estimates.id, id)).get()!.p;
const events = (id: string) => getDb().select().from(paymentEvents).where(eq(paymentEvents.estimateId, id)).all();

describe("access", () => {
	test.each(["demo-customer", "demo-broker", "demo-insurer"])("%s gets 403 from the layout, the queue, the page and its action", async (userId) => {
		const id = shipment();
		expect((await outcome(async () => layoutLoader(await get(userId, `/admin/payments/${id}`)))).status).toBe(403);
		expect((await outcome(async () => queue.loader(await get(userId, "/admin/payments")))).status).toBe(403);
		expect((await outcome(async () => decide.loader(await get(userId, `/admin/payments/${id}`, { id })))).status).toBe(403);
		expect((await outcome(async () => decide.action(await post(userId, id, { onceKey: newOnceKey(), decision: "paid" })))).status).toBe(403);
		expect(paymentOf(id)).toBe("check_payment");
	});

	test("the mail's link, signed out: to /login with the link kept; signing in there lands back on it", async () => {
		const id = shipment();
		const link = `/admin/payments/${id}`;
		const signedOut = await outcome(async () => layoutLoader(await get(null, link)));
		expect([signedOut.status, signedOut.location]).toEqual([302, `/login?redirectTo=${encodeURIComponent(link)}`]);
		const args = await routeArgs("/login", { form: { intent: "signin", email: "admin@demo.kr", password: "demo1234", redirectTo: link } });
		const signedIn = await outcome(() => loginAction(args as never));
		expect([signedIn.status, signedIn.location]).toEqual([302, link]);
		expect(signedIn.headers.get("Set-Cookie")).toMatch(/fp_session=/);
	});
});

describe("the queue", () => {
	test("lists the request with its link", async () => {
		const id = shipment();
		const page = await renderRoute(queue, "/admin/payments", "/admin/payments", { cookies: await cookieOf(DEMO.staff.id) });
		expect(page.status).toBe(200);
		expect(page.html).toContain(`href="/admin/payments/${id}"`);
	});
});

describe("decisions", () => {
	test("set paid: once for a double submit, the number turns V, the page says so", async () => {
		const id = shipment();
		const onceKey = newOnceKey();
		const first = await outcome(async () => decide.action(await post(DEMO.staff.id, id, { onceKey, decision: "paid" })));
		expect([first.status, first.location]).toEqual([303, `/admin/payments/${id}?done=paid`]);
		const second = await outcome(async () => decide.action(await post(DEMO.staff.id, id, { onceKey, decision: "paid" })));
		expect([second.status, second.location]).toEqual([303, `/admin/payments/${id}?done=paid`]);
		expect(paymentOf(id)).toBe("paid");
		expect(events(id).filter((e) => e.toStatus === "paid")).toHaveLength(1);
		const page = await renderRoute(decide, "/admin/payments/:id", `/admin/payments/${id}?done=paid`, { cookies: await cookieOf(DEMO.staff.id) });
		expect(page.html).toMatch(/data-testid="payment-desk-number">V\d{4}-\d{4}</);
		expect(page.html).toContain('data-testid="refund-form"');
	});

	test("set unpaid (no deposit found)", async () => {
		const id = shipment();
		const res = await outcome(async () => decide.action(await post(admin.id, id, { onceKey: newOnceKey(), decision: "unpaid" })));
		expect(res.status).toBe(303);
		expect(paymentOf(id)).toBe("unpaid");
	});

	test("refund: 400 without a reason or above what was paid; a double submit is one refund", async () => {
		const id = shipment();
		await outcome(async () => decide.action(await post(DEMO.staff.id, id, { onceKey: newOnceKey(), decision: "paid" })));
		const paid = paidAmountKrw(id);
		const noReason = await outcome(async () => decide.action(await post(DEMO.staff.id, id, { onceKey: newOnceKey(), decision: "refund", refundKrw: "10000", reason: "" })));
		expect([noReason.status, (noReason.data as { error: string }).error]).toEqual([400, "refundReason"]);
		const tooMuch = await outcome(async () => decide.action(await post(DEMO.staff.id, id, { onceKey: newOnceKey(), decision: "refund", refundKrw: String(paid + 1), reason: "x" })));
		expect([tooMuch.status, (tooMuch.data as { error: string }).error]).toEqual([400, "refundAboveDeposit"]);
		expect(paymentOf(id)).toBe("paid");
		const onceKey = newOnceKey();
		const form = { onceKey, decision: "refund", refundKrw: "30,000", reason: "중복 입금" };
		const first = await outcome(async () => decide.action(await post(DEMO.staff.id, id, form)));
		const second = await outcome(async () => decide.action(await post(DEMO.staff.id, id, form)));
		expect([first.status, first.location, second.status, second.location]).toEqual([303, `/admin/payments/${id}?done=refund`, 303, `/admin/payments/${id}?done=refund`]);
		expect(events(id).filter((e) => e.toStatus === "refund")).toMatchObject([{ refundKrw: 30_000, reason: "중복 입금" }]);
		expect(paymentOf(id)).toBe("refund");
	});

	test("a decision the state no longer allows is 409 and changes nothing", async () => {
		const id = shipment(false);
		const res = await outcome(async () => decide.action(await post(DEMO.staff.id, id, { onceKey: newOnceKey(), decision: "unpaid" })));
		expect([res.status, (res.data as { error: string }).error]).toEqual([409, "notAllowed"]);
		expect(events(id)).toEqual([]);
	});
});
