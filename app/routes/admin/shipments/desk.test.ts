// Integration: the shipment desk with real Requests and sessions in the
// worker's SQLite file: only staff reach it (customers and partners 403; an unknown id or a quote 404);
// each step (schedule draft and confirmation, departure, milestone, positions, arrival, delivery) moves
// through the lifecycle once per form (a double submit has one effect), a disallowed move is a 409 with
// nothing stored, and the customer's mails (their language, a link to /mypage/shipment/:id) are in
// the outbox after the commit; a mail failure never undoes the step.
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, test } from "vitest";
import { captureLogs } from "#app/observability/logger.server.ts";
import type { SessionUser } from "#app/auth/session.server.ts";
import { createSession } from "#app/auth/session.server.ts";
import { addDays, seoulToday } from "#app/calendar/calendar.ts";
import type { EstimateStatus } from "#app/lifecycle/lifecycle.ts";
import { listOutbox } from "#app/mail/mail.server.ts";
import { changeStatus, estimateHistory, getEstimateFor } from "#app/quotes/estimates.server.ts";
import { shipmentChangesOf } from "#app/shipments/changes.server.ts";
import { mailScheduleSave, mailShipmentEvent } from "#app/shipments/notify.server.ts";
import { saveSchedule } from "#app/shipments/schedule.server.ts";
import { newOnceKey } from "#app/utils/once.server.ts";
import { getDb } from "#db/client.ts";
import { estimates, shipmentMilestones, shipmentPositions, shipmentSchedules, users } from "#db/schema.ts";
import { DEMO, makeEstimate, seedQuoteWorld } from "#tests/quote-world.ts";
import { outcome, routeArgs } from "#tests/route-request.ts";
import { action, loader } from "./desk.tsx";
import * as schedulePage from "./schedule.tsx";

const TODAY = seoulToday();
// Moments of the voyage on Seoul's wall clock, within the last hour and in order: minute(5) is 55
// minutes ago, minute(40) 20 minutes ago. Fixed times of day ("today 00:30") lie in the future for
// part of every day, and the desk refuses a future moment.
const minute = (m: number) => new Date(Date.now() - (60 - m) * 60_000 + 9 * 3_600_000).toISOString().slice(0, 16);

beforeAll(async () => {
	await seedQuoteWorld();
	// the customer reads mail in English
	getDb().update(users).set({ locale: "en" }).where(eq(users.id, "demo-customer")).run();
});

function move(id: string, to: EstimateStatus, by: SessionUser) {
	const status = getDb().select().from(estimates).where(eq(estimates.id, id)).get()!.status;
	getDb().transaction((tx) =>
		changeStatus(tx, { id, status }, to, by.role === "customer" ? "customer" : "staff", by.id),
	);
}

/** A quote of the demo customer, booked by them with the cargo ready `readyIn` days from today. */
function booked(readyIn = -2): string {
	const id = makeEstimate(DEMO.customer);
	move(id, "booked", DEMO.customer);
	getDb()
		.update(estimates)
		.set({ shipDate: addDays(TODAY, readyIn) })
		.where(eq(estimates.id, id))
		.run();
	return id;
}

// sailing today (the moves below happen within the last hour), arriving in 15 days
const schedule = (over: Record<string, string> = {}) => ({
	carrier: "HMM",
	vessel: "HMM BLESSING",
	voyage: "0123S",
	path: "direct",
	viaPort: "",
	documentDeadline: addDays(TODAY, -2),
	cargoClosing: addDays(TODAY, -1),
	etd: TODAY,
	eta: addDays(TODAY, 15),
	...over,
});
/** The confirming field of an irreversible step (confirm-action.tsx), and the acceptance of unusual dates. */
const yes = { confirmed: "yes" };
const accepted = { confirmed: "yes", acceptWarnings: "yes" };
const formErrorsOf = (o: { data: unknown }) =>
	JSON.stringify((o.data as { result?: { error?: unknown } }).result?.error ?? null);
const warningsOf = (o: { data: unknown }) =>
	(o.data as { warnings?: { key: string }[] }).warnings?.map((w) => w.key) ?? [];

async function cookieOf(userId: string): Promise<string[]> {
	const { setCookie } = await createSession(userId);
	return [setCookie.split(";")[0]!];
}

// the desk, or the schedule page below it (a confirmed schedule is changed there)
type DeskPage = "desk" | "schedule";
const pathOf = (id: string, page: DeskPage) =>
	page === "desk" ? `/admin/shipments/${id}` : `/admin/shipments/${id}/schedule`;

async function get(userId: string, id: string, page: DeskPage = "desk") {
	return (await routeArgs(pathOf(id, page), { cookies: await cookieOf(userId), params: { id } })) as never;
}

async function post(userId: string, id: string, body: Record<string, string>, page: DeskPage = "desk") {
	const act = page === "desk" ? action : schedulePage.action;
	return outcome(async () =>
		act((await routeArgs(pathOf(id, page), { cookies: await cookieOf(userId), params: { id }, form: body })) as never),
	);
}

const staffPost = (id: string, body: Record<string, string>, page: DeskPage = "desk") =>
	post("demo-staff", id, { onceKey: newOnceKey(), ...body }, page);
const statusOf = (id: string) =>
	getDb().select({ s: estimates.status }).from(estimates).where(eq(estimates.id, id)).get()!.s;
const mailsFor = (id: string, template = "shipmentCustomer") => {
	const number = getEstimateFor(DEMO.staff, id).number.slice(1);
	return listOutbox().filter((m) => m.template === template && m.subject?.includes(number));
};
const refusedOf = (o: { data: unknown }) => (o.data as { refused: unknown }).refused;

describe("access", () => {
	test.each(["demo-customer", "demo-broker", "demo-insurer"])(
		"%s gets 403 from the desk and its action, and nothing changes",
		async (userId) => {
			const id = booked();
			expect((await outcome(async () => loader(await get(userId, id)))).status).toBe(403);
			expect((await post(userId, id, { onceKey: newOnceKey(), intent: "saveSchedule", ...schedule() })).status).toBe(
				403,
			);
			expect(statusOf(id)).toBe("booked");
		},
	);

	test("an unknown id, a quote and a cancelled booking are 404 for staff", async () => {
		const cancelled = booked();
		move(cancelled, "cancelled", DEMO.customer);
		for (const id of ["no-such-estimate", makeEstimate(DEMO.customer), cancelled]) {
			expect((await outcome(async () => loader(await get("demo-staff", id)))).status).toBe(404);
			expect((await staffPost(id, { intent: "saveSchedule", ...schedule() })).status).toBe(404);
		}
	});

	test.each(["demo-customer", "demo-broker", "demo-insurer"])(
		"%s gets 403 from the schedule page and its action, and nothing changes",
		async (userId) => {
			const id = booked();
			expect((await outcome(async () => schedulePage.loader(await get(userId, id, "schedule")))).status).toBe(403);
			expect(
				(await post(userId, id, { onceKey: newOnceKey(), intent: "confirmSchedule", ...schedule() }, "schedule"))
					.status,
			).toBe(403);
			expect(statusOf(id)).toBe("booked");
		},
	);

	test("the schedule page: 404 for what is no shipment; 400 for another intent, a missing key or a bad date, nothing stored", async () => {
		for (const id of ["no-such-estimate", makeEstimate(DEMO.customer)]) {
			expect((await outcome(async () => schedulePage.loader(await get("demo-staff", id, "schedule")))).status).toBe(
				404,
			);
			expect((await staffPost(id, { intent: "saveSchedule", ...schedule() }, "schedule")).status).toBe(404);
		}
		const id = booked();
		expect((await staffPost(id, { intent: "depart", at: minute(5) }, "schedule")).status).toBe(400);
		expect((await post("demo-staff", id, { intent: "saveSchedule", ...schedule() }, "schedule")).status).toBe(400);
		const invalid = await staffPost(
			id,
			{ intent: "saveSchedule", ...schedule({ eta: addDays(TODAY, -5) }) },
			"schedule",
		);
		expect(invalid.status).toBe(400);
		expect(JSON.stringify(invalid.data)).toContain("shipments.errors.etaBeforeEtd");
		expect([
			statusOf(id),
			getDb().select().from(shipmentSchedules).where(eq(shipmentSchedules.estimateId, id)).get(),
		]).toEqual(["booked", undefined]);
	});

	test("an unknown intent or a missing one-time key is 400", async () => {
		const id = booked();
		expect((await staffPost(id, { intent: "teleport" })).status).toBe(400);
		expect((await post("demo-staff", id, { intent: "saveSchedule", ...schedule() })).status).toBe(400);
	});
});

describe("a shipment from booking to delivery", () => {
	test("every step once, through the lifecycle, with the customer's mails", async () => {
		const id = booked();
		const desk = `/admin/shipments/${id}`;
		const page = await loader(await get("demo-staff", id));
		expect(page).toMatchObject({
			id,
			status: "booked",
			stage: "booking_request",
			schedule: null,
			can: { schedule: true, depart: false, position: false },
		});
		// the quote's carrier is carried into the schedule form
		const quotedCarrier = getEstimateFor(DEMO.staff, id).carrier;
		expect(quotedCarrier).toBeTruthy();
		expect(page.prefill).toEqual({ carrier: quotedCarrier, path: "direct" });
		expect((await schedulePage.loader(await get("demo-staff", id, "schedule"))).values).toEqual({
			carrier: quotedCarrier,
			path: "direct",
		});

		// invalid: 400 with the field's message key, nothing stored
		const invalid = await staffPost(id, { intent: "saveSchedule", ...schedule({ eta: addDays(TODAY, -5) }) });
		expect(invalid.status).toBe(400);
		expect(JSON.stringify(invalid.data)).toContain("shipments.errors.etaBeforeEtd");
		expect(statusOf(id)).toBe("booked");

		// a draft moves nothing and tells nobody (decision 046: only a confirmed change mails)
		const onceKey = newOnceKey();
		const draft = await post("demo-staff", id, { onceKey, intent: "saveSchedule", ...schedule() });
		expect([draft.status, draft.location]).toEqual([303, `${desk}?done=saveSchedule`]);
		expect(statusOf(id)).toBe("booked");
		const again = await post("demo-staff", id, { onceKey, intent: "saveSchedule", ...schedule() });
		expect([again.status, again.location]).toEqual([303, desk]);
		expect(mailsFor(id, "bookingCustomer").filter((m) => m.subject?.includes("confirmed"))).toHaveLength(0);
		expect(mailsFor(id)).toHaveLength(0);

		// departing an unconfirmed schedule: the lifecycle refuses (409), nothing stored
		const early = await staffPost(id, { intent: "depart", at: minute(1), ...yes });
		expect(early.status).toBe(409);
		expect(refusedOf(early)).toEqual({ reason: "transition", from: "booked", to: "in_shipping" });
		// a position before departure: refused too
		const earlyPosition = await staffPost(id, {
			intent: "position",
			lat: "35.1",
			lon: "129.0",
			at: minute(1),
			source: "manual",
		});
		expect([earlyPosition.status, refusedOf(earlyPosition)]).toEqual([409, { reason: "status", status: "booked" }]);
		expect(statusOf(id)).toBe("booked");
		expect(getDb().select().from(shipmentMilestones).where(eq(shipmentMilestones.estimateId, id)).all()).toHaveLength(
			0,
		);

		// confirming without the confirmation: 400 with its message, nothing done
		const unasked = await staffPost(id, { intent: "confirmSchedule", ...schedule() });
		expect([unasked.status, formErrorsOf(unasked)]).toEqual([400, expect.stringContaining("confirmAction.required")]);
		expect(statusOf(id)).toBe("booked");
		expect(mailsFor(id)).toHaveLength(0);

		// confirm: booked -> in_loading, the booking-confirmed mail and the schedule mail
		expect((await staffPost(id, { intent: "confirmSchedule", ...schedule(), ...yes })).location).toBe(
			`${desk}?done=confirmSchedule`,
		);
		expect(statusOf(id)).toBe("in_loading");
		const [confirmed] = mailsFor(id);
		expect(confirmed).toMatchObject({ to: "customer@demo.kr", locale: "en" });
		expect(confirmed!.subject).toContain("schedule is confirmed");
		expect(confirmed!.text).toContain(`http://app.test/mypage/shipment/${id}`);
		expect(confirmed!.text).toContain("HMM BLESSING 0123S");
		expect(mailsFor(id, "bookingCustomer").filter((m) => m.subject?.includes("confirmed"))).toHaveLength(1);

		// a planned milestone
		expect(
			(
				await staffPost(id, {
					intent: "milestone",
					code: "gate_in",
					place: "Busan New Port",
					plannedAt: `${TODAY}T10:00`,
				})
			).status,
		).toBe(303);

		// departure without the confirmation: 400, nothing done
		const unconfirmed = await staffPost(id, { intent: "depart", at: minute(5), place: "Busan" });
		expect([unconfirmed.status, formErrorsOf(unconfirmed)]).toEqual([
			400,
			expect.stringContaining("confirmAction.required"),
		]);
		expect(statusOf(id)).toBe("in_loading");
		// departure: -> in_shipping with an actual "departed" milestone, once for a double submit
		const departKey = newOnceKey();
		const departed = await post("demo-staff", id, {
			onceKey: departKey,
			intent: "depart",
			at: minute(5),
			place: "Busan",
			...yes,
		});
		expect([departed.status, departed.location]).toEqual([303, `${desk}?done=depart`]);
		expect(
			(await post("demo-staff", id, { onceKey: departKey, intent: "depart", at: minute(5), ...yes })).location,
		).toBe(desk);
		expect(statusOf(id)).toBe("in_shipping");
		expect(estimateHistory(id).filter((e) => e.toStatus === "in_shipping")).toHaveLength(1);
		expect(mailsFor(id).filter((m) => m.subject?.includes("has departed"))).toHaveLength(1);
		// departing again: the lifecycle refuses
		expect((await staffPost(id, { intent: "depart", at: minute(5), ...yes })).status).toBe(409);

		// two positions, a double submit of the second stores it once
		expect(
			(await staffPost(id, { intent: "position", lat: "34.5", lon: "129.5", at: minute(10), source: "manual" })).status,
		).toBe(303);
		const positionKey = newOnceKey();
		const second = {
			onceKey: positionKey,
			intent: "position",
			lat: "30.1",
			lon: "125.2",
			at: minute(20),
			source: "manual",
		};
		expect((await post("demo-staff", id, second)).location).toBe(`${desk}?done=position`);
		expect((await post("demo-staff", id, second)).location).toBe(desk);
		expect(getDb().select().from(shipmentPositions).where(eq(shipmentPositions.estimateId, id)).all()).toHaveLength(2);

		// the ETA slips by three days: one slip mail; the same ETA saved again sends none
		// (changed on the schedule page: once confirmed, the desk shows the schedule's line and a link, not the form)
		const underWay = await loader(await get("demo-staff", id));
		expect(underWay.schedule).toMatchObject({
			values: null,
			line: { carrier: "HMM", craft: "HMM BLESSING 0123S", via: null },
		});
		const changePage = await schedulePage.loader(await get("demo-staff", id, "schedule"));
		expect(changePage).toMatchObject({
			id,
			editable: true,
			values: { carrier: "HMM", vessel: "HMM BLESSING", eta: addDays(TODAY, 15) },
		});
		expect(changePage).toMatchObject({ confirmed: true, customerEmail: "customer@demo.kr" });
		// a draft over the confirmed schedule (which mailed a delay before, decision 046): 409, nothing stored or sent
		const draftSlip = await staffPost(
			id,
			{ intent: "saveSchedule", ...schedule({ eta: addDays(TODAY, 18) }) },
			"schedule",
		);
		expect([draftSlip.status, refusedOf(draftSlip)]).toEqual([409, { reason: "confirmedChange" }]);
		expect(getDb().select().from(shipmentSchedules).where(eq(shipmentSchedules.estimateId, id)).get()?.eta).toBe(
			addDays(TODAY, 15),
		);
		expect(mailsFor(id).filter((m) => m.subject?.includes("delayed"))).toHaveLength(0);
		// a confirmed change while sailing: stored, still in_shipping, one slip mail
		const slip = await staffPost(
			id,
			{ intent: "confirmSchedule", ...schedule({ eta: addDays(TODAY, 18) }), ...yes },
			"schedule",
		);
		expect([slip.status, slip.location]).toEqual([303, `${desk}?done=confirmSchedule`]);
		expect(statusOf(id)).toBe("in_shipping");
		expect(
			(await staffPost(id, { intent: "confirmSchedule", ...schedule({ eta: addDays(TODAY, 18) }), ...yes }, "schedule"))
				.status,
		).toBe(303);
		const slips = mailsFor(id).filter((m) => m.subject?.includes("delayed"));
		expect(slips).toHaveLength(1);
		expect(slips[0]!.text).toContain("delayed by 3 days");
		// the next slip is told against the ETA told before (the 18th), not the first one
		await staffPost(id, { intent: "confirmSchedule", ...schedule({ eta: addDays(TODAY, 19) }), ...yes }, "schedule");
		// (the outbox lists the newest first)
		expect(mailsFor(id).filter((m) => m.subject?.includes("delayed"))[0]!.text).toContain("delayed by 1 day.");

		// the desk shows it all
		const shown = await loader(await get("demo-staff", id));
		expect(shown).toMatchObject({
			status: "in_shipping",
			stage: "vessel_sailing",
			delay: { days: 4, delayed: true },
			can: { depart: false, arrive: true, deliver: true, position: true },
		});
		expect(shown.positions.map((p) => p.lat)).toEqual([30.1, 34.5]);
		expect(shown.milestones.map((m) => [m.code, m.planned !== null, m.actual !== null])).toEqual([
			["gate_in", true, false],
			["departed", false, true],
		]);

		// arrival: 19 days before the ETA is unusual (decision 047): 400 with the warning, nothing stored
		const unusual = await staffPost(id, { intent: "arrive", at: minute(30), place: "Hai Phong", ...yes });
		expect([unusual.status, warningsOf(unusual)]).toEqual([400, ["arrivalFarFromEta"]]);
		expect(
			getDb()
				.select()
				.from(shipmentMilestones)
				.where(eq(shipmentMilestones.estimateId, id))
				.all()
				.filter((m) => m.code === "arrived"),
		).toHaveLength(0);
		// before the departure: refused outright, whatever is accepted
		const impossible = await staffPost(id, { intent: "arrive", at: minute(2), ...accepted });
		expect([impossible.status, JSON.stringify(impossible.data)]).toEqual([
			400,
			expect.stringContaining("shipments.dateRules.arrivalBeforeDeparture"),
		]);
		// accepted: a milestone, the mail, and no second arrival
		expect((await staffPost(id, { intent: "arrive", at: minute(30), place: "Hai Phong", ...accepted })).location).toBe(
			`${desk}?done=arrive`,
		);
		expect(statusOf(id)).toBe("in_shipping");
		const arrived = mailsFor(id).filter((m) => m.subject?.includes("has arrived"));
		expect(arrived).toHaveLength(1);
		expect(arrived[0]!.text).toContain("Place: Hai Phong");
		const twice = await staffPost(id, { intent: "arrive", at: minute(30), ...accepted });
		expect([twice.status, refusedOf(twice)]).toEqual([409, { reason: "alreadyArrived" }]);

		// delivery before the arrival: refused (decision 047)
		const beforeArrival = await staffPost(id, { intent: "deliver", at: minute(25), ...accepted });
		expect([beforeArrival.status, JSON.stringify(beforeArrival.data)]).toEqual([
			400,
			expect.stringContaining("shipments.dateRules.deliveryBeforeArrival"),
		]);
		expect(statusOf(id)).toBe("in_shipping");
		// delivery: -> finish, no second arrival mail; then nothing moves any more
		expect((await staffPost(id, { intent: "deliver", at: minute(40), ...yes })).location).toBe(`${desk}?done=deliver`);
		expect(statusOf(id)).toBe("finish");
		expect(mailsFor(id).filter((m) => m.subject?.includes("has arrived"))).toHaveLength(1);
		// the delivery mail: once, to the customer, linking to the shipment page (decision 045)
		const delivered = mailsFor(id).filter((m) => m.subject?.includes("is delivered"));
		expect(delivered).toHaveLength(1);
		expect(delivered[0]!.text.split("\n")).toContain(`http://app.test/mypage/shipment/${id}`);
		const late = await staffPost(id, { intent: "deliver", at: minute(40), ...yes });
		expect([late.status, refusedOf(late)]).toEqual([409, { reason: "transition", from: "finish", to: "finish" }]);
		const closed = await staffPost(id, { intent: "saveSchedule", ...schedule() });
		expect([closed.status, refusedOf(closed)]).toEqual([409, { reason: "status", status: "finish" }]);
		// the schedule page says so, and refuses the same way
		expect(await schedulePage.loader(await get("demo-staff", id, "schedule"))).toMatchObject({
			editable: false,
			status: "finish",
		});
		const closedThere = await staffPost(id, { intent: "confirmSchedule", ...schedule(), ...yes }, "schedule");
		expect([closedThere.status, refusedOf(closedThere)]).toEqual([409, { reason: "status", status: "finish" }]);
		// delivered reads as done: no delay flag, no position form, and the server refuses one
		const done = await loader(await get("demo-staff", id));
		expect(done.can).toEqual({ schedule: false, depart: false, arrive: false, deliver: false, position: false });
		expect(done.delay).toEqual({ days: 0, delayed: false });
		const afterDelivery = await staffPost(id, {
			intent: "position",
			lat: "20.8",
			lon: "106.7",
			at: minute(45),
			source: "manual",
		});
		expect([afterDelivery.status, refusedOf(afterDelivery)]).toEqual([409, { reason: "status", status: "finish" }]);
		expect(getDb().select().from(shipmentPositions).where(eq(shipmentPositions.estimateId, id)).all()).toHaveLength(2);

		// every step is in the change log and the status history
		expect(shipmentChangesOf(id).map((c) => c.kind)).toEqual(
			expect.arrayContaining(["schedule", "route", "milestone", "position"]),
		);
		expect(estimateHistory(id).map((e) => e.toStatus)).toEqual([
			"in_confirm",
			"booked",
			"in_loading",
			"in_shipping",
			"finish",
		]);
	});

	test("a delivery with no arrival recorded before tells the customer the cargo arrived, once", async () => {
		const id = booked();
		await staffPost(id, { intent: "confirmSchedule", ...schedule(), ...yes });
		await staffPost(id, { intent: "depart", at: minute(5), ...yes });
		// no arrival recorded and 15 days before the ETA: unusual, so accepted explicitly
		const unusual = await staffPost(id, { intent: "deliver", at: minute(10), ...yes });
		expect([unusual.status, warningsOf(unusual)]).toEqual([400, ["deliveryWithoutArrivalBeforeEta"]]);
		expect(statusOf(id)).toBe("in_shipping");
		expect((await staffPost(id, { intent: "deliver", at: minute(10), ...accepted })).status).toBe(303);
		// the outbox lists the newest first
		expect(
			mailsFor(id)
				.map((m) => m.subject)
				.reverse(),
		).toEqual([
			expect.stringContaining("schedule is confirmed"),
			expect.stringContaining("has departed"),
			expect.stringContaining("has arrived"),
			// and the delivery, its own news (decision 045)
			expect.stringContaining("is delivered"),
		]);
		// the booking mail went with the confirmation straight from booked
		expect(mailsFor(id, "bookingCustomer").filter((m) => m.subject?.includes("confirmed"))).toHaveLength(1);
	});

	test("an arrival entered as a milestone mails the customer once", async () => {
		const id = booked();
		await staffPost(id, { intent: "confirmSchedule", ...schedule(), ...yes });
		await staffPost(id, { intent: "depart", at: minute(5), ...yes });
		await staffPost(id, { intent: "milestone", code: "arrived", actualAt: minute(10) });
		await staffPost(id, { intent: "milestone", code: "arrived", actualAt: minute(11), note: "corrected" });
		expect(mailsFor(id).filter((m) => m.subject?.includes("has arrived"))).toHaveLength(1);
		expect((await loader(await get("demo-staff", id))).can.arrive).toBe(false);
	});

	test("a mail failure never undoes the step: it is logged, nothing throws", async () => {
		const id = booked();
		const logs = captureLogs("error");
		try {
			// the desk's own order: the step commits, then the mails go; a link the mail layer refuses
			// makes every mail fail
			expect(saveSchedule(DEMO.staff, id, schedule(), { onceKey: newOnceKey(), confirm: true })).toMatchObject({
				ok: true,
				moved: "in_loading",
			});
			await expect(mailScheduleSave(id, null, "in_loading", "not a url")).resolves.toBeUndefined();
			await expect(mailShipmentEvent(id, "departed", "not a url")).resolves.toBeUndefined();
			expect(statusOf(id)).toBe("in_loading");
			expect(
				getDb().select().from(shipmentSchedules).where(eq(shipmentSchedules.estimateId, id)).get()?.confirmedAt,
			).not.toBeNull();
			expect(logs.lines()).toContainEqual(
				expect.objectContaining({
					msg: "booking confirmed mail failed",
					err: expect.objectContaining({ message: expect.any(String) }),
				}),
			);
			expect(logs.lines()).toContainEqual(
				expect.objectContaining({
					msg: "shipment departed mail failed",
					err: expect.objectContaining({ message: expect.any(String) }),
				}),
			);
			expect(mailsFor(id)).toHaveLength(0);
		} finally {
			logs.restore();
		}
	});
});
