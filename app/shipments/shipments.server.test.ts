// Integration: a shipment's schedule, milestones and positions against the worker's SQLite file, on
// estimates made by the engine and booked through the lifecycle; access, refusals, the confirmed ETA
// and the change log.
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, test } from "vitest";
import type { SessionUser } from "#app/auth/session.server.ts";
import { addDays, seoulToday } from "#app/calendar/calendar.ts";
import type { EstimateStatus } from "#app/lifecycle/lifecycle.ts";
import { changeStatus, estimateHistory } from "#app/quotes/estimates.server.ts";
import { newOnceKey } from "#app/utils/once.server.ts";
import { getDb } from "#db/client.ts";
import { estimates, shipmentSchedules } from "#db/schema.ts";
import { DEMO, makeEstimate, seedQuoteWorld } from "#tests/quote-world.ts";
import { shipmentChangesOf } from "./changes.server.ts";
import { moveFor, saveSchedule } from "./schedule.server.ts";
import { getShipmentFor } from "./shipment.server.ts";
import { addMilestone, addPosition } from "./tracking.server.ts";

const { customer, colleague, other, staff } = DEMO;
const status404 = expect.objectContaining({ init: expect.objectContaining({ status: 404 }) });
const status403 = expect.objectContaining({ init: expect.objectContaining({ status: 403 }) });

const TODAY = seoulToday();
const schedule = (over: Record<string, unknown> = {}) => ({
	carrier: "HMM",
	vessel: "HMM BLESSING",
	voyage: "0123S",
	path: "direct",
	documentDeadline: addDays(TODAY, 8),
	cargoClosing: addDays(TODAY, 9),
	etd: addDays(TODAY, 10),
	eta: addDays(TODAY, 15),
	pickupDate: addDays(TODAY, 9),
	pickupPlace: "김해시 주촌면 서부로 1",
	...over,
});

/** Moves an estimate along the lifecycle (as the booking and the desks would). */
function move(id: string, to: EstimateStatus, by: SessionUser = staff) {
	const status = getDb().select().from(estimates).where(eq(estimates.id, id)).get()!.status;
	const actor = by.role === "customer" ? "customer" : "staff";
	getDb().transaction((tx) => expect(changeStatus(tx, { id, status }, to, actor, by.id)).toBe(true));
}

/** A booked estimate of `user`'s company (Busan -> Hai Phong by the engine's first option). */
function bookedEstimate(user: SessionUser = customer): string {
	const id = makeEstimate(user);
	move(id, "booked", user);
	return id;
}

const statusOf = (id: string) => getDb().select().from(estimates).where(eq(estimates.id, id)).get()!.status;
const scheduleRow = (id: string) =>
	getDb().select().from(shipmentSchedules).where(eq(shipmentSchedules.estimateId, id)).get();
const save = (id: string, over: Record<string, unknown> = {}, confirm = false, by: SessionUser = staff) =>
	saveSchedule(by, id, schedule(over), { onceKey: newOnceKey(), confirm });

beforeAll(async () => {
	await seedQuoteWorld();
});

describe("reading a shipment", () => {
	test("the company's customers and staff see it; another company's customer gets 404; a quote is no shipment", () => {
		const id = bookedEstimate();
		expect(getShipmentFor(customer, id)).toMatchObject({
			stage: "booking_request",
			schedule: null,
			route: null,
			delay: null,
			milestones: [],
			positions: [],
		});
		expect(getShipmentFor(colleague, id).estimate.id).toBe(id);
		expect(getShipmentFor(staff, id).estimate.id).toBe(id);
		expect(() => getShipmentFor(other, id)).toThrow(status404);
		expect(() => getShipmentFor(customer, "no-such-id")).toThrow(status404);
		const quote = makeEstimate();
		expect(() => getShipmentFor(customer, quote)).toThrow(status404);
	});
});

describe("the move a schedule save makes (decision 046)", () => {
	test.each([
		["booked", false, null],
		["wait_schedule", false, null],
		["in_loading", false, null],
		["in_shipping", false, null],
		["booked", true, "in_loading"],
		["wait_schedule", true, "in_loading"],
		// a confirmed change never moves a shipment back (it asked in_shipping -> in_loading before)
		["in_loading", true, null],
		["in_shipping", true, null],
	] as const)("%s, confirm %s -> %s", (status, confirm, to) => {
		expect(moveFor(status, confirm)).toBe(to);
	});
});

describe("saving and confirming a schedule", () => {
	test("a draft moves nothing (it answers no booking, decision 046); confirming moves it to in_loading, through the lifecycle", () => {
		const id = bookedEstimate();
		const draft = save(id);
		expect(draft).toMatchObject({ ok: true, repeated: false, moved: null, redirectTo: `/admin/shipments/${id}` });
		expect(statusOf(id)).toBe("booked");
		expect(getShipmentFor(customer, id)).toMatchObject({
			stage: "booking_request",
			route: { ports: ["KRPUS", "VNHPH"], geometry: null },
		});
		expect(scheduleRow(id)).toMatchObject({
			companyId: "demo-company-a",
			createdBy: staff.id,
			confirmedAt: null,
			etd: addDays(TODAY, 10),
		});
		// the booking desk's Confirm: booked -> wait_schedule (schedule pending)
		move(id, "wait_schedule");
		expect(save(id)).toMatchObject({ ok: true, moved: null });
		expect(getShipmentFor(customer, id).stage).toBe("schedule_pending");

		expect(save(id, {}, true)).toMatchObject({ ok: true, moved: "in_loading" });
		expect(statusOf(id)).toBe("in_loading");
		expect(scheduleRow(id)).toMatchObject({ confirmedBy: staff.id, confirmedAt: expect.any(Date) });
		expect(estimateHistory(id).map((e) => [e.fromStatus, e.toStatus, e.actor, e.userId, e.note])).toEqual([
			[null, "in_confirm", "customer", customer.id, null],
			["in_confirm", "booked", "customer", customer.id, null],
			["booked", "wait_schedule", "staff", staff.id, null],
			["wait_schedule", "in_loading", "staff", staff.id, "schedule confirmed"],
		]);
	});

	test("a booking confirmed at once goes booked -> in_loading", () => {
		const id = bookedEstimate();
		expect(save(id, {}, true)).toMatchObject({ ok: true, moved: "in_loading" });
		expect(getShipmentFor(customer, id).stage).toBe("booking_done");
	});

	test("the confirmed ETA stays when the ETA changes, and the slip shows as a delay", () => {
		const id = bookedEstimate();
		save(id, { eta: addDays(TODAY, 14) });
		save(id, { eta: addDays(TODAY, 15) }); // a draft's ETA may still move freely
		expect(scheduleRow(id)).toMatchObject({ eta: addDays(TODAY, 15), originalEta: addDays(TODAY, 15) });
		save(id, {}, true);
		save(id, { eta: addDays(TODAY, 18) }, true);
		expect(scheduleRow(id)).toMatchObject({ eta: addDays(TODAY, 18), originalEta: addDays(TODAY, 15) });
		expect(getShipmentFor(customer, id).delay).toEqual({ days: 3, delayed: true });
		// confirming again keeps the first confirmation's ETA, time and person
		const first = scheduleRow(id)!.confirmedAt;
		save(id, { eta: addDays(TODAY, 19) }, true);
		expect(scheduleRow(id)).toMatchObject({ originalEta: addDays(TODAY, 15), confirmedAt: first });
	});

	// decision 046: "cannot change from in transit to awaiting shipment" while the ship sailed
	test.each(["in_loading", "in_shipping"] as const)(
		"a confirmed change in %s is stored and moves the shipment nowhere",
		(stage) => {
			const id = bookedEstimate();
			save(id, {}, true);
			if (stage === "in_shipping") move(id, "in_shipping");
			expect(save(id, { eta: addDays(TODAY, 17) }, true)).toMatchObject({ ok: true, repeated: false, moved: null });
			expect(statusOf(id)).toBe(stage);
			expect(scheduleRow(id)).toMatchObject({ eta: addDays(TODAY, 17), originalEta: addDays(TODAY, 15) });
			expect(getShipmentFor(customer, id).delay).toEqual({ days: 2, delayed: true });
		},
	);

	test("a draft over a confirmed schedule is refused and stores nothing: the customer was told the confirmed one", () => {
		const id = bookedEstimate();
		save(id, {}, true);
		move(id, "in_shipping");
		const before = scheduleRow(id);
		const changes = shipmentChangesOf(id).length;
		expect(save(id, { eta: addDays(TODAY, 30) })).toEqual({ ok: false, reason: "confirmedChange" });
		expect(statusOf(id)).toBe("in_shipping");
		expect(scheduleRow(id)).toEqual(before);
		expect(shipmentChangesOf(id)).toHaveLength(changes);
	});

	test("a cancelled or delivered shipment's schedule cannot change", () => {
		const cancelled = bookedEstimate();
		move(cancelled, "cancelled", customer);
		expect(save(cancelled)).toEqual({
			ok: false,
			reason: "status",
			status: "cancelled",
			message: "the schedule of a shipment in cancelled cannot be changed",
		});
		expect(scheduleRow(cancelled)).toBeUndefined();
		const done = bookedEstimate();
		save(done, {}, true);
		move(done, "in_shipping");
		move(done, "finish");
		expect(save(done)).toMatchObject({ ok: false, reason: "status", status: "finish" });
	});

	test("only staff: the company's customer gets 403, another company's 404", () => {
		const id = bookedEstimate();
		expect(() => save(id, {}, false, customer)).toThrow(status403);
		expect(() => save(id, {}, false, other)).toThrow(status404);
		expect(statusOf(id)).toBe("booked");
	});

	test("invalid fields are refused with their translation keys", () => {
		const id = bookedEstimate();
		expect(save(id, { path: "transhipment", eta: addDays(TODAY, 5) })).toEqual({
			ok: false,
			reason: "invalid",
			errors: { viaPort: ["shipments.errors.viaPortRequired"], eta: ["shipments.errors.etaBeforeEtd"] },
		});
		expect(statusOf(id)).toBe("booked");
	});

	test("a double submit saves once", () => {
		const id = bookedEstimate();
		const onceKey = newOnceKey();
		expect(saveSchedule(staff, id, schedule(), { onceKey, confirm: true })).toMatchObject({
			ok: true,
			repeated: false,
		});
		expect(saveSchedule(staff, id, schedule({ eta: addDays(TODAY, 20) }), { onceKey, confirm: true })).toMatchObject({
			ok: true,
			repeated: true,
			redirectTo: `/admin/shipments/${id}`,
		});
		expect(scheduleRow(id)!.eta).toBe(addDays(TODAY, 15));
		expect(shipmentChangesOf(id).filter((c) => c.kind === "schedule")).toHaveLength(1);
	});

	test("a transhipment's route calls at the via port; changing it replaces the route", () => {
		const id = bookedEstimate();
		save(id, { path: "transhipment", viaPort: "HKHKG" });
		expect(getShipmentFor(staff, id).route?.ports).toEqual(["KRPUS", "HKHKG", "VNHPH"]);
		save(id, { path: "direct" });
		expect(getShipmentFor(staff, id).route?.ports).toEqual(["KRPUS", "VNHPH"]);
	});
});

describe("the change log", () => {
	test("every change to a schedule, route, milestone and position is a row with who, when, before and after", () => {
		const id = bookedEstimate();
		const start = Date.now();
		save(id, { eta: addDays(TODAY, 15) }, true);
		save(id, { eta: addDays(TODAY, 16) }, true);
		move(id, "in_shipping");
		expect(
			addMilestone(staff, id, { code: "departed", actualAt: new Date(), place: "KRPUS" }, { onceKey: newOnceKey() }),
		).toMatchObject({ ok: true });
		expect(addPosition(staff, id, { lat: 34.5, lon: 128.9, at: new Date() }, { onceKey: newOnceKey() })).toMatchObject({
			ok: true,
		});
		const log = shipmentChangesOf(id);
		expect(log.map((c) => [c.kind, c.action, c.userId])).toEqual([
			["schedule", "create", staff.id],
			["route", "create", staff.id],
			["schedule", "update", staff.id],
			["milestone", "create", staff.id],
			["position", "create", staff.id],
		]);
		for (const c of log) expect(c.createdAt.getTime()).toBeGreaterThanOrEqual(start - 1000);
		const update = log[2]!;
		expect(JSON.parse(update.before!)).toMatchObject({ eta: addDays(TODAY, 15), originalEta: addDays(TODAY, 15) });
		expect(JSON.parse(update.after!)).toMatchObject({
			eta: addDays(TODAY, 16),
			originalEta: addDays(TODAY, 15),
			updatedBy: staff.id,
		});
		expect(log[0]!.before).toBeNull();
		expect(JSON.parse(log[4]!.after!)).toMatchObject({ lat: 34.5, lon: 128.9, source: "manual", enteredBy: staff.id });
	});
});

describe("milestones and positions", () => {
	test("a milestone moves the customer's stage from booking done to awaiting loading once the cargo is picked up", () => {
		const id = bookedEstimate();
		save(id, {}, true);
		expect(
			addMilestone(
				staff,
				id,
				{ code: "picked_up", plannedAt: `${addDays(TODAY, 9)}T09:00` },
				{ onceKey: newOnceKey() },
			),
		).toMatchObject({ ok: true });
		expect(getShipmentFor(customer, id)).toMatchObject({ stage: "booking_done", current: null });
		const done = addMilestone(
			staff,
			id,
			{ code: "picked_up", actualAt: new Date(Date.now() - 60_000), note: "기사 도착" },
			{ onceKey: newOnceKey() },
		);
		expect(done).toMatchObject({ ok: true, id: expect.any(String) });
		const shipment = getShipmentFor(customer, id);
		expect(shipment.stage).toBe("awaiting_loading");
		expect(shipment.current).toMatchObject({ code: "picked_up", note: "기사 도착", enteredBy: staff.id });
		expect(shipment.milestones).toHaveLength(2);
	});

	test("milestone refusals: invalid fields, a via-port milestone on a direct path, a quote, customers", () => {
		const id = bookedEstimate();
		save(id, {}, true);
		expect(addMilestone(staff, id, { code: "departed" }, { onceKey: newOnceKey() })).toEqual({
			ok: false,
			reason: "invalid",
			errors: { actualAt: ["shipments.errors.milestoneTimeRequired"] },
		});
		expect(
			addMilestone(staff, id, { code: "transhipment_arrived", actualAt: new Date() }, { onceKey: newOnceKey() }),
		).toMatchObject({ ok: false, reason: "invalid" });
		const quote = makeEstimate();
		expect(
			addMilestone(staff, quote, { code: "departed", actualAt: new Date() }, { onceKey: newOnceKey() }),
		).toMatchObject({ ok: false, reason: "status", status: "in_confirm" });
		expect(() =>
			addMilestone(customer, id, { code: "departed", actualAt: new Date() }, { onceKey: newOnceKey() }),
		).toThrow(status403);
		expect(() =>
			addMilestone(other, id, { code: "departed", actualAt: new Date() }, { onceKey: newOnceKey() }),
		).toThrow(status404);
		expect(getShipmentFor(staff, id).milestones).toEqual([]);
	});

	test("positions: not before departure, then the newest is the last position; a double submit adds one", () => {
		const id = bookedEstimate();
		save(id, {}, true);
		const at = (hoursAgo: number) => new Date(Date.now() - hoursAgo * 3_600_000);
		expect(addPosition(staff, id, { lat: 35, lon: 129, at: at(1) }, { onceKey: newOnceKey() })).toMatchObject({
			ok: false,
			reason: "status",
			status: "in_loading",
		});
		move(id, "in_shipping");
		const onceKey = newOnceKey();
		expect(addPosition(staff, id, { lat: 33.1, lon: 127.5, at: at(2) }, { onceKey })).toMatchObject({
			ok: true,
			repeated: false,
		});
		expect(addPosition(staff, id, { lat: 33.1, lon: 127.5, at: at(2) }, { onceKey })).toMatchObject({
			ok: true,
			repeated: true,
		});
		expect(
			addPosition(staff, id, { lat: 34.9, lon: 128.9, at: at(6), source: "carrier" }, { onceKey: newOnceKey() }),
		).toMatchObject({ ok: true });
		expect(addPosition(staff, id, { lat: 91, lon: 0, at: at(1) }, { onceKey: newOnceKey() })).toMatchObject({
			ok: false,
			reason: "invalid",
			errors: { lat: ["shipments.errors.latitude"] },
		});
		const shipment = getShipmentFor(customer, id);
		expect(shipment.positions.map((p) => p.lat)).toEqual([34.9, 33.1]);
		expect(shipment.lastPosition).toMatchObject({ lat: 33.1, lon: 127.5, source: "manual" });
		expect(shipment.stage).toBe("vessel_sailing");
		expect(() => addPosition(other, id, { lat: 1, lon: 1, at: at(1) }, { onceKey: newOnceKey() })).toThrow(status404);
	});
});
