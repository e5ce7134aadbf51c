// Integration: the booking desk (decision 014) with real Requests and sessions in the worker's
// SQLite file: only staff reach it (customers and partners 403, an unknown id 404); a customer's
// booking shows in the list and is confirmed (booked -> wait_schedule) or refused with a required
// reason (booked -> cancelled by staff, the reason kept in the estimate's events); a double submit
// has one effect; a booking cancelled meanwhile is a 409; and every step's mails are in the outbox.
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, test } from "vitest";
import { captureLogs } from "#app/observability/logger.server.ts";
import { createSession } from "#app/auth/session.server.ts";
import { addDays, seoulToday } from "#app/calendar/calendar.ts";
import { listOutbox } from "#app/mail/mail.server.ts";
import { decideBooking, listRecentCancellations } from "#app/quotes/booking-desk.server.ts";
import { bookAndTell, cancelAndTell } from "#app/quotes/booking.server.ts";
import type { BookingForm } from "#app/quotes/booking.ts";
import { estimateHistory, getEstimateFor } from "#app/quotes/estimates.server.ts";
import { newOnceKey } from "#app/utils/once.server.ts";
import { getDb } from "#db/client.ts";
import { estimates, users } from "#db/schema.ts";
import { DEMO, makeEstimate, seedQuoteWorld } from "#tests/quote-world.ts";
import { outcome, routeArgs } from "#tests/route-request.ts";
import { action, loader as decideLoader } from "./bookings/decide.tsx";
import { loader as listLoader } from "./bookings/index.tsx";

const ORIGIN = "http://app.test";

beforeAll(async () => {
	await seedQuoteWorld();
	// the customer reads mail in English; staff in their own language (demo: Korean)
	getDb().update(users).set({ locale: "en" }).where(eq(users.id, "demo-customer")).run();
});

function form(): BookingForm & { onceKey: string } {
	return {
		shipDate: addDays(seoulToday(), 5),
		shipperName: "데모무역 주식회사",
		shipperAddress: "서울특별시 중구 세종대로 110",
		shipperContact: "02-000-0000",
		consigneeName: "Viet Trading Co., Ltd.",
		consigneeAddress: "12 Le Thanh Tong, Hai Phong",
		consigneeContact: "+84 225 000 0000",
		notifySame: true,
		hsCode: "8471.30.1000",
		packageCount: 40,
		packageKind: "CARTONS",
		cargoDescription: "NOTEBOOK COMPUTERS",
		wantsClearance: true,
		wantsInsurance: false,
		coupons: [],
		prebooking: false,
		comment: "오전 반입",
		onceKey: newOnceKey(),
	};
}

/** A quote of the demo customer, booked through the booking action's server call (mails included). */
async function booked(): Promise<string> {
	const id = makeEstimate(DEMO.customer);
	const done = await bookAndTell(DEMO.customer, id, form(), ORIGIN);
	if (!done.ok) throw new Error(`not booked: ${done.reason}`);
	return id;
}

async function cookieOf(userId: string): Promise<string[]> {
	const { setCookie } = await createSession(userId);
	return [setCookie.split(";")[0]!];
}

async function get(userId: string, path: string, params: Record<string, string> = {}) {
	return (await routeArgs(path, { cookies: await cookieOf(userId), params })) as never;
}

async function post(userId: string, id: string, body: Record<string, string>) {
	return (await routeArgs(`/admin/bookings/${id}`, {
		cookies: await cookieOf(userId),
		params: { id },
		form: body,
	})) as never;
}

const statusOf = (id: string) =>
	getDb().select({ s: estimates.status }).from(estimates).where(eq(estimates.id, id)).get()!.s;
const mailsFor = (id: string, template: string) => {
	const number = getEstimateFor(DEMO.staff, id).number.slice(1);
	return listOutbox().filter((m) => m.template === template && m.subject?.includes(number));
};

describe("access", () => {
	test.each(["demo-customer", "demo-broker", "demo-insurer"])(
		"%s gets 403 from the list, the booking and its action",
		async (userId) => {
			const id = await booked();
			expect((await outcome(async () => listLoader(await get(userId, "/admin/bookings")))).status).toBe(403);
			expect((await outcome(async () => decideLoader(await get(userId, `/admin/bookings/${id}`, { id })))).status).toBe(
				403,
			);
			expect(
				(await outcome(async () => action(await post(userId, id, { onceKey: newOnceKey(), decision: "confirm" }))))
					.status,
			).toBe(403);
			expect(statusOf(id)).toBe("booked");
		},
	);

	test("an unknown id, or a quote that was never booked, is 404 for staff", async () => {
		for (const id of ["no-such-estimate", makeEstimate(DEMO.customer)]) {
			expect(
				(await outcome(async () => decideLoader(await get("demo-staff", `/admin/bookings/${id}`, { id })))).status,
			).toBe(404);
			expect(
				(
					await outcome(async () =>
						action(await post("demo-staff", id, { onceKey: newOnceKey(), decision: "confirm" })),
					)
				).status,
			).toBe(404);
		}
	});
});

describe("booking and the desk", () => {
	test("a booking mails the customer (their language) and every staff account (theirs), and waits in the list", async () => {
		const id = await booked();
		const [customerMail] = mailsFor(id, "bookingCustomer");
		expect(customerMail).toMatchObject({ to: "customer@demo.kr", locale: "en" });
		expect(customerMail!.subject).toContain("We received your booking request");
		expect(customerMail!.text).toContain(`${ORIGIN}/mypage/estimate/${id}`);
		const staffMails = mailsFor(id, "bookingStaff");
		expect(staffMails.map((m) => m.to).sort()).toEqual(["admin@demo.kr", "staff@demo.kr"]);
		expect(staffMails[0]!.locale).toBe("kr");
		expect(staffMails[0]!.subject).toContain("새 부킹");
		expect(staffMails[0]!.text).toContain(`${ORIGIN}/admin/bookings/${id}`);

		const list = await listLoader(await get("demo-staff", "/admin/bookings?lng=en"));
		const row = list.rows.find((r) => r.id === id)!;
		expect(row.company).toBe("데모무역 주식회사");
		expect(row.wait.age).toEqual({ unit: "now" });
		// the longest wait first
		const ids = list.rows.map((r) => r.id);
		expect(ids.indexOf(id)).toBe(ids.length - 1);

		const page = await decideLoader(await get("demo-admin", `/admin/bookings/${id}`, { id }));
		expect(page).toMatchObject({
			id,
			status: "booked",
			open: true,
			comment: "오전 반입",
			services: { clearance: true, insurance: false },
		});
		expect(page.details).toMatchObject({
			hsCode: "8471.30.1000",
			packageCount: 40,
			consigneeName: "Viet Trading Co., Ltd.",
		});
		expect(page.total).toMatch(/₩/);
	});

	test("confirm: booked -> wait_schedule, one effect for a double submit, mails to both sides", async () => {
		const id = await booked();
		const onceKey = newOnceKey();
		// without the confirmation: 400 with its message, nothing decided, no mail
		const unasked = await outcome(async () => action(await post("demo-staff", id, { onceKey, decision: "confirm" })));
		expect([unasked.status, JSON.stringify(unasked.data)]).toEqual([
			400,
			expect.stringContaining("confirmAction.required"),
		]);
		expect(statusOf(id)).toBe("booked");
		expect(mailsFor(id, "bookingCustomer").filter((m) => m.subject?.includes("confirmed"))).toHaveLength(0);
		const first = await outcome(async () =>
			action(await post("demo-staff", id, { onceKey, decision: "confirm", confirmed: "yes" })),
		);
		expect(first.status).toBe(303);
		expect(first.location).toBe(`/admin/bookings?done=confirmed&id=${id}`);
		expect(statusOf(id)).toBe("wait_schedule");
		// the same form again: sent where the first went, nothing changes, no second mail
		const again = await outcome(async () =>
			action(await post("demo-staff", id, { onceKey, decision: "confirm", confirmed: "yes" })),
		);
		expect([again.status, again.location]).toEqual([303, first.location]);
		expect(estimateHistory(id).filter((e) => e.toStatus === "wait_schedule")).toHaveLength(1);
		expect(mailsFor(id, "bookingCustomer").filter((m) => m.subject?.includes("confirmed"))).toHaveLength(1);
		expect(mailsFor(id, "bookingStaff").filter((m) => m.subject?.includes("부킹 확정"))).toHaveLength(2);

		const list = await listLoader(await get("demo-staff", `/admin/bookings?done=confirmed&id=${id}`));
		expect(list.rows.map((r) => r.id)).not.toContain(id);
		expect(list.notice).toBe("confirmed");
		expect(list.noticeNumber).toMatch(/^B/);
		// decided: the page shows it without the form; a new decision is a 409
		expect((await decideLoader(await get("demo-staff", `/admin/bookings/${id}`, { id }))).open).toBe(false);
		const late = await outcome(async () =>
			action(await post("demo-staff", id, { onceKey: newOnceKey(), decision: "refuse", reason: "late" })),
		);
		expect(late.status).toBe(409);
		expect((late.data as { refused: string }).refused).toBe("notBooked");
	});

	test("refuse needs a reason; with one: cancelled by staff, the reason in the events and in the customer's mail", async () => {
		const id = await booked();
		for (const reason of [undefined, "   "]) {
			const refused = await outcome(async () =>
				action(
					await post("demo-staff", id, {
						onceKey: newOnceKey(),
						decision: "refuse",
						...(reason === undefined ? {} : { reason }),
					}),
				),
			);
			expect(refused.status).toBe(400);
			expect(JSON.stringify(refused.data)).toContain("desk.booking.errors.reason");
			expect(statusOf(id)).toBe("booked");
		}
		const done = await outcome(async () =>
			action(
				await post("demo-staff", id, { onceKey: newOnceKey(), decision: "refuse", reason: "No space on that sailing" }),
			),
		);
		expect([done.status, done.location]).toEqual([303, `/admin/bookings?done=refusedBooking&id=${id}`]);
		expect(statusOf(id)).toBe("cancelled");
		const event = estimateHistory(id).at(-1)!;
		expect(event).toMatchObject({
			fromStatus: "booked",
			toStatus: "cancelled",
			actor: "staff",
			userId: "demo-staff",
			note: "No space on that sailing",
		});
		const mail = mailsFor(id, "bookingCustomer").find((m) => m.subject?.includes("cannot take"))!;
		expect(mail.text).toContain("Reason: No space on that sailing");
		// a staff refusal is not a customer's cancellation
		expect(listRecentCancellations().map((c) => c.estimate.id)).not.toContain(id);
	});

	test("a booking the customer cancelled meanwhile: 409 with a clear message, nothing changes", async () => {
		const id = await booked();
		const stale = getEstimateFor(DEMO.staff, id);
		expect(await cancelAndTell(DEMO.customer, id, ORIGIN)).toEqual({ ok: true });
		// through the route: the action reads the cancelled booking
		const posted = await outcome(async () =>
			action(await post("demo-staff", id, { onceKey: newOnceKey(), decision: "confirm", confirmed: "yes" })),
		);
		expect(posted.status).toBe(409);
		expect((posted.data as { refused: string }).refused).toBe("notBooked");
		// the race itself: read while booked, decided after the cancel committed
		expect(
			await decideBooking({
				user: DEMO.staff,
				estimate: stale,
				decision: { decision: "confirm" },
				onceKey: newOnceKey(),
				origin: ORIGIN,
			}),
		).toEqual({
			ok: false,
			reason: "notBooked",
		});
		expect(statusOf(id)).toBe("cancelled");
		expect(estimateHistory(id).filter((e) => e.toStatus === "wait_schedule")).toHaveLength(0);

		// the cancellation is mailed to both sides and listed on the desk with its age
		expect(mailsFor(id, "bookingCustomer").filter((m) => m.subject?.includes("was cancelled"))).toHaveLength(1);
		expect(mailsFor(id, "bookingStaff").filter((m) => m.subject?.includes("부킹 취소"))).toHaveLength(2);
		const list = await listLoader(await get("demo-staff", "/admin/bookings"));
		expect(list.cancelled.find((c) => c.id === id)?.age).toEqual({ key: "desk.age.now" });
		expect(list.rows.map((r) => r.id)).not.toContain(id);
	});

	test("the customer's mail goes to the colleague who booked", async () => {
		const id = makeEstimate(DEMO.customer);
		expect((await bookAndTell(DEMO.colleague, id, form(), ORIGIN)).ok).toBe(true);
		expect(mailsFor(id, "bookingCustomer").map((m) => m.to)).toEqual(["colleague@demo.kr"]);
	});

	test("a mail failure never undoes the booking: it is logged", async () => {
		const id = makeEstimate(DEMO.customer);
		const logs = captureLogs("error");
		try {
			// a link the mail layer refuses makes every mail of this booking fail
			const done = await bookAndTell(DEMO.customer, id, form(), "not a url");
			expect(done.ok).toBe(true);
			expect(statusOf(id)).toBe("booked");
			expect(logs.lines()).toContainEqual(
				expect.objectContaining({
					msg: "booking booked mail failed",
					err: expect.objectContaining({ message: expect.any(String) }),
				}),
			);
			expect(mailsFor(id, "bookingCustomer")).toHaveLength(0);
		} finally {
			logs.restore();
		}
	});
});
