// Integration: the staff payment desk (/admin/payments, /admin/payments/:id) with real Requests and
// sessions. Customers and partners get 403 (the layout, the list, the page and its action); a
// signed-out staff member following the mail's link is sent to /login with the link kept, and signing
// in there lands back on it; set paid turns the number V; a double submit of a decision and of a refund
// has one effect; a refund above what is left or without a reason is 400 and changes nothing.
// Paid and refund are refused unconfirmed (decision 047); several refunds, the V number kept, paid /
// refunded / net on the page, the customer company mailed once per refund with the link (decision 042).
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
import { estimates, paymentEvents, paymentRefunds, users } from "#db/schema.ts";
import { listOutbox } from "#app/mail/mail.server.ts";
import { appOrigin } from "#app/utils/origin.server.ts";
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
	getDb().transaction((tx) =>
		seedShipment(
			tx,
			{
				id,
				request: EXPORT_REQUEST(),
				status: "finish",
				schedule: { etd: -20, eta: -10, carrier: "HMM", vessel: ["HMM BLESSING", "0042W"] },
			},
			seoulToday(),
		),
	);
	expect(issueInvoice(admin, id, { dueDate: addDays(seoulToday(), 14) } as never, newOnceKey()).ok).toBe(true);
	if (requested)
		expect(
			requestDepositConfirmation({ actorId: DEMO.customer.id, onceKey: newOnceKey(), estimateId: id, slip: null }).ok,
		).toBe(true);
	return id;
}

async function cookieOf(userId: string | null): Promise<string[]> {
	if (!userId) return [];
	return [(await createSession(userId)).setCookie.split(";")[0]!];
}

const get = async (userId: string | null, path: string, params: Record<string, string> = {}) =>
	(await routeArgs(path, { cookies: await cookieOf(userId), params })) as never;
const post = async (userId: string, id: string, form: Record<string, string>) =>
	(await routeArgs(`/admin/payments/${id}`, { cookies: await cookieOf(userId), params: { id }, form })) as never;

const paymentOf = (id: string) =>
	getDb().select({ p: estimates.payment }).from(estimates).where(eq(estimates.id, id)).get()!.p;
const events = (id: string) => getDb().select().from(paymentEvents).where(eq(paymentEvents.estimateId, id)).all();
const refundRows = (id: string) => getDb().select().from(paymentRefunds).where(eq(paymentRefunds.estimateId, id)).all();
/** The refund mails about this shipment's number that reached `to`, newest first. */
const refundMails = (to: string, number: string) =>
	listOutbox({ to }).filter((m) => m.template === "refundMade" && m.subject?.includes(number));
const YES = { confirmed: "yes" };

describe("access", () => {
	test.each(["demo-customer", "demo-broker", "demo-insurer"])(
		"%s gets 403 from the layout, the queue, the page and its action",
		async (userId) => {
			const id = shipment();
			expect((await outcome(async () => layoutLoader(await get(userId, `/admin/payments/${id}`)))).status).toBe(403);
			expect((await outcome(async () => queue.loader(await get(userId, "/admin/payments")))).status).toBe(403);
			expect(
				(await outcome(async () => decide.loader(await get(userId, `/admin/payments/${id}`, { id })))).status,
			).toBe(403);
			expect(
				(await outcome(async () => decide.action(await post(userId, id, { onceKey: newOnceKey(), decision: "paid" }))))
					.status,
			).toBe(403);
			expect(paymentOf(id)).toBe("check_payment");
		},
	);

	test("the mail's link, signed out: to /login with the link kept; signing in there lands back on it", async () => {
		const id = shipment();
		const link = `/admin/payments/${id}`;
		const signedOut = await outcome(async () => layoutLoader(await get(null, link)));
		expect([signedOut.status, signedOut.location]).toEqual([302, `/login?redirectTo=${encodeURIComponent(link)}`]);
		const args = await routeArgs("/login", {
			form: { intent: "signin", email: "admin@demo.kr", password: "demo1234", redirectTo: link },
		});
		const signedIn = await outcome(() => loginAction(args as never));
		expect([signedIn.status, signedIn.location]).toEqual([302, link]);
		expect(signedIn.headers.get("Set-Cookie")).toMatch(/fp_session=/);
	});
});

describe("the queue", () => {
	test("lists the request with its link", async () => {
		const id = shipment();
		const page = await renderRoute(queue, "/admin/payments", "/admin/payments", {
			cookies: await cookieOf(DEMO.staff.id),
		});
		expect(page.status).toBe(200);
		expect(page.html).toContain(`href="/admin/payments/${id}"`);
	});
});

describe("decisions", () => {
	test("set paid: once for a double submit, the number turns V, the page says so", async () => {
		const id = shipment();
		const onceKey = newOnceKey();
		const first = await outcome(async () =>
			decide.action(await post(DEMO.staff.id, id, { onceKey, decision: "paid", ...YES })),
		);
		expect([first.status, first.location]).toEqual([303, `/admin/payments/${id}?done=paid`]);
		const second = await outcome(async () =>
			decide.action(await post(DEMO.staff.id, id, { onceKey, decision: "paid", ...YES })),
		);
		expect([second.status, second.location]).toEqual([303, `/admin/payments/${id}?done=paid`]);
		expect(paymentOf(id)).toBe("paid");
		expect(events(id).filter((e) => e.toStatus === "paid")).toHaveLength(1);
		const page = await renderRoute(decide, "/admin/payments/:id", `/admin/payments/${id}?done=paid`, {
			cookies: await cookieOf(DEMO.staff.id),
		});
		expect(page.html).toMatch(/data-testid="payment-desk-number">V\d{4}-\d{4}</);
		expect(page.html).toContain('data-testid="refund-form"');
	});

	test("set unpaid (no deposit found)", async () => {
		const id = shipment();
		const res = await outcome(async () =>
			decide.action(await post(admin.id, id, { onceKey: newOnceKey(), decision: "unpaid" })),
		);
		expect(res.status).toBe(303);
		expect(paymentOf(id)).toBe("unpaid");
	});

	test("set paid and refund unconfirmed are 400 and change nothing; set unpaid needs no confirmation", async () => {
		const id = shipment();
		const paid = await outcome(async () =>
			decide.action(await post(DEMO.staff.id, id, { onceKey: newOnceKey(), decision: "paid" })),
		);
		expect([paid.status, (paid.data as { error: string }).error]).toEqual([400, "confirm"]);
		expect([paymentOf(id), events(id).filter((e) => e.toStatus === "paid")]).toEqual(["check_payment", []]);
		// a forged "no" is not a yes
		const forged = await outcome(async () =>
			decide.action(await post(DEMO.staff.id, id, { onceKey: newOnceKey(), decision: "paid", confirmed: "no" })),
		);
		expect(forged.status).toBe(400);
		await outcome(async () =>
			decide.action(await post(DEMO.staff.id, id, { onceKey: newOnceKey(), decision: "paid", ...YES })),
		);
		const refund = await outcome(async () =>
			decide.action(
				await post(DEMO.staff.id, id, { onceKey: newOnceKey(), decision: "refund", refundKrw: "10000", reason: "x" }),
			),
		);
		expect([
			refund.status,
			(refund.data as { error: string; refundKrw: string }).error,
			(refund.data as { refundKrw: string }).refundKrw,
		]).toEqual([400, "confirm", "10000"]);
		expect(refundRows(id)).toEqual([]);
		// the page asks first and says who is mailed (no JavaScript: the panel and its required checkbox)
		const page = await renderRoute(decide, "/admin/payments/:id", `/admin/payments/${id}`, {
			cookies: await cookieOf(DEMO.staff.id),
		});
		expect(page.html).toContain('data-testid="refund-submit-check"');
		expect(page.html).toContain("customer@demo.kr");
		const unpaidCase = shipment();
		const unpaid = await outcome(async () =>
			decide.action(await post(DEMO.staff.id, unpaidCase, { onceKey: newOnceKey(), decision: "unpaid" })),
		);
		expect(unpaid.status).toBe(303);
	});

	test("refund: 400 without a reason or above what is left; a double submit is one refund and one mail; several refunds, V kept, net shown", async () => {
		const id = shipment();
		await outcome(async () =>
			decide.action(await post(DEMO.staff.id, id, { onceKey: newOnceKey(), decision: "paid", ...YES })),
		);
		const paid = paidAmountKrw(id);
		const number = getDb().select({ b: estimates.numberBody }).from(estimates).where(eq(estimates.id, id)).get()!.b;
		const vNumber = `V${number}`;
		const noReason = await outcome(async () =>
			decide.action(
				await post(DEMO.staff.id, id, {
					onceKey: newOnceKey(),
					decision: "refund",
					refundKrw: "10000",
					reason: "",
					...YES,
				}),
			),
		);
		expect([noReason.status, (noReason.data as { error: string }).error]).toEqual([400, "refundReason"]);
		const tooMuch = await outcome(async () =>
			decide.action(
				await post(DEMO.staff.id, id, {
					onceKey: newOnceKey(),
					decision: "refund",
					refundKrw: String(paid + 1),
					reason: "x",
					...YES,
				}),
			),
		);
		expect([tooMuch.status, (tooMuch.data as { error: string }).error]).toEqual([400, "refundAboveDeposit"]);
		expect([paymentOf(id), refundRows(id)]).toEqual(["paid", []]);
		expect(refundMails("customer@demo.kr", vNumber)).toEqual([]);

		// the colleague reads Vietnamese: their refund mail is in Vietnamese
		getDb().update(users).set({ locale: "vn" }).where(eq(users.id, DEMO.colleague.id)).run();
		const onceKey = newOnceKey();
		const form = { onceKey, decision: "refund", refundKrw: "30,000", reason: "중복 입금", ...YES };
		const first = await outcome(async () => decide.action(await post(DEMO.staff.id, id, form)));
		const second = await outcome(async () => decide.action(await post(DEMO.staff.id, id, form)));
		expect([first.status, first.location, second.status, second.location]).toEqual([
			303,
			`/admin/payments/${id}?done=refund`,
			303,
			`/admin/payments/${id}?done=refund`,
		]);
		expect(refundRows(id)).toMatchObject([{ seq: 1, amountKrw: 30_000, reason: "중복 입금", userId: DEMO.staff.id }]);
		// a partial refund: still paid, the V number stays
		expect(paymentOf(id)).toBe("paid");

		// the mail: kind, each verified customer of the company once, in their language, the payment page's link
		const mails = refundMails("customer@demo.kr", vNumber);
		expect(mails).toHaveLength(1);
		expect(mails[0]).toMatchObject({ template: "refundMade", locale: "kr", to: "customer@demo.kr" });
		expect(mails[0]!.text).toContain(`${appOrigin()}/mypage/payment/${id}`);
		expect(mails[0]!.text).toContain(`${vNumber}-C1`);
		expect(mails[0]!.text).toContain("₩30,000");
		expect(mails[0]!.text).toContain(`₩${(paid - 30_000).toLocaleString("en-US")}`);
		const colleagueMails = refundMails("colleague@demo.kr", vNumber);
		getDb().update(users).set({ locale: "kr" }).where(eq(users.id, DEMO.colleague.id)).run();
		expect(colleagueMails).toHaveLength(1);
		expect(colleagueMails[0]).toMatchObject({ locale: "vn" });
		// Vietnamese money has a no-break space before the sign
		expect(colleagueMails[0]!.subject?.replace(/\u00a0/g, " ")).toBe(`[Lô hàng ${vNumber}] Hoàn tiền 30.000 ₩`);
		expect(colleagueMails[0]!.text).toContain(`${appOrigin()}/mypage/payment/${id}`);
		expect(refundMails("staff@demo.kr", vNumber)).toEqual([]);
		expect(refundMails("other@demo.kr", vNumber)).toEqual([]);

		// a second refund of the rest: refunded in full, still V; over what is left is refused first
		const over = await outcome(async () =>
			decide.action(
				await post(DEMO.staff.id, id, {
					onceKey: newOnceKey(),
					decision: "refund",
					refundKrw: String(paid - 30_000 + 1),
					reason: "x",
					...YES,
				}),
			),
		);
		expect([over.status, (over.data as { error: string }).error]).toEqual([400, "refundAboveDeposit"]);
		await outcome(async () =>
			decide.action(
				await post(DEMO.staff.id, id, {
					onceKey: newOnceKey(),
					decision: "refund",
					refundKrw: String(paid - 30_000),
					reason: "운송 취소",
					...YES,
				}),
			),
		);
		expect(paymentOf(id)).toBe("refund");
		expect(refundRows(id).map((r) => r.amountKrw)).toEqual([30_000, paid - 30_000]);
		expect(refundMails("customer@demo.kr", vNumber)).toHaveLength(2);

		const page = await renderRoute(decide, "/admin/payments/:id", `/admin/payments/${id}?done=refund`, {
			cookies: await cookieOf(DEMO.staff.id),
		});
		expect(page.html).toMatch(new RegExp(`data-testid="payment-desk-number">${vNumber}<`));
		expect(page.html).toContain(`${vNumber}-C2`);
		expect(page.html).toMatch(/data-testid="balance-net">₩0</);
		expect(page.html).not.toContain('data-testid="refund-form"');
	});

	test("a decision the state no longer allows is 409 and changes nothing", async () => {
		const id = shipment(false);
		const res = await outcome(async () =>
			decide.action(await post(DEMO.staff.id, id, { onceKey: newOnceKey(), decision: "unpaid" })),
		);
		expect([res.status, (res.data as { error: string }).error]).toEqual([409, "notAllowed"]);
		expect(events(id)).toEqual([]);
	});
});
