// Integration: the customer's shipment list (5 a page, newest ETD first, only the company's) and the
// staff list's filters, on a company of its own so other test files' estimates do not count.
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, test } from "vitest";
import type { SessionUser } from "#app/auth/session.server.ts";
import { type IsoDate, addDays, seoulToday } from "#app/calendar/calendar.ts";
import type { EstimateStatus } from "#app/lifecycle/lifecycle.ts";
import { changeStatus } from "#app/quotes/estimates.server.ts";
import { newOnceKey } from "#app/utils/once.server.ts";
import { getDb } from "#db/client.ts";
import { companies, estimates, users } from "#db/schema.ts";
import { DEMO, fclExport, makeEstimate, seedQuoteWorld, sessionUser } from "#tests/quote-world.ts";
import { listCompanyShipments, listStaffShipments } from "./list.server.ts";
import { saveSchedule } from "./schedule.server.ts";
import { addMilestone } from "./tracking.server.ts";

const { staff, customer } = DEMO;
const TODAY = seoulToday();
const shipper = sessionUser("list-shipper", "customer", "list-company");
const status403 = expect.objectContaining({ init: expect.objectContaining({ status: 403 }) });

function move(id: string, to: EstimateStatus, by: SessionUser = staff) {
	const status = getDb().select().from(estimates).where(eq(estimates.id, id)).get()!.status;
	getDb().transaction((tx) =>
		expect(changeStatus(tx, { id, status }, to, by.role === "customer" ? "customer" : "staff", by.id)).toBe(true),
	);
}

function booked(request = fclExport()): string {
	const id = makeEstimate(shipper, request);
	if (getDb().select().from(estimates).where(eq(estimates.id, id)).get()!.status === "in_request")
		move(id, "in_confirm");
	move(id, "booked", shipper);
	return id;
}

function scheduled(etdDays: number, over: Record<string, unknown> = {}, request = fclExport()): string {
	const id = booked(request);
	const result = saveSchedule(
		staff,
		id,
		{
			carrier: "HMM",
			vessel: "HMM BLESSING",
			voyage: "0123S",
			etd: addDays(TODAY, etdDays),
			eta: addDays(TODAY, etdDays + 5),
			...over,
		},
		{ onceKey: newOnceKey(), confirm: true },
	);
	expect(result).toMatchObject({ ok: true });
	return id;
}

beforeAll(async () => {
	await seedQuoteWorld();
	getDb().insert(companies).values({ id: "list-company", name: "목록 테스트 상사" }).onConflictDoNothing().run();
	getDb()
		.insert(users)
		.values({ id: shipper.id, email: shipper.email, name: "목록 고객", role: "customer", companyId: "list-company" })
		.onConflictDoNothing()
		.run();
});

describe("a company's shipments", () => {
	test("5 a page, newest ETD first (a booking without a schedule by its ready date); quotes and cancelled bookings are not shipments", () => {
		const s = [1, 2, 3, 4, 5, 6].map((d) => scheduled(d));
		const waiting = booked(); // ready in 14 days, no schedule yet
		makeEstimate(shipper); // a quote
		move(booked(), "cancelled", shipper);
		const first = listCompanyShipments(shipper);
		expect(first).toMatchObject({ total: 7, page: 1, pageCount: 2 });
		expect(first.rows.map((r) => r.id)).toEqual([waiting, s[5], s[4], s[3], s[2]]);
		expect(first.rows[0]).toMatchObject({
			stage: "booking_request",
			etd: null,
			eta: null,
			slipDays: 0,
			carrier: expect.any(String),
		});
		expect(first.rows[1]).toMatchObject({
			stage: "booking_done",
			etd: addDays(TODAY, 6),
			vessel: "HMM BLESSING",
			number: expect.stringMatching(/^B\d{4}-\d{4}$/),
		});
		expect(listCompanyShipments(shipper, 2).rows.map((r) => r.id)).toEqual([s[1], s[0]]);
		// out of range pages are clamped
		expect(listCompanyShipments(shipper, 9).page).toBe(2);
		// another company sees none of them; staff use their own list
		expect(listCompanyShipments(customer).rows.map((r) => r.id)).not.toContain(s[0]);
		expect(() => listCompanyShipments(staff)).toThrow(status403);
	});
});

describe("the staff list", () => {
	test("filters by status, lane, ETD window and problem", () => {
		const window = { etdFrom: addDays(TODAY, 300), etdTo: addDays(TODAY, 320) };
		const slipped = scheduled(300);
		saveSchedule(
			staff,
			slipped,
			{ carrier: "HMM", vessel: "HMM BLESSING", voyage: "0123S", etd: addDays(TODAY, 300), eta: addDays(TODAY, 307) },
			{ onceKey: newOnceKey(), confirm: true },
		); // a confirmed change (decision 046)
		const deadline = scheduled(302, { documentDeadline: addDays(TODAY, 301) });
		const saigon = scheduled(305, {}, fclExport({ destination: "VNSGN" }));
		const sailing = scheduled(310);
		move(sailing, "in_shipping");
		scheduled(330); // outside the window

		const ids = (filter: Parameters<typeof listStaffShipments>[1], now?: Date) =>
			listStaffShipments(staff, { ...window, ...filter }, now).rows.map((r) => r.id);
		expect(ids({})).toEqual([slipped, deadline, saigon, sailing]);
		expect(ids({ statuses: ["in_shipping"] })).toEqual([sailing]);
		expect(ids({ destination: "VNSGN" })).toEqual([saigon]);
		expect(ids({ origin: "KRPUS", destination: "VNHPH" })).toEqual([slipped, deadline, sailing]);
		// an empty filter (a form field left blank) is no filter
		expect(ids({ origin: "", destination: "" })).toEqual(ids({}));
		const unwindowed = (filter: Parameters<typeof listStaffShipments>[1]) =>
			listStaffShipments(staff, filter).rows.map((r) => r.id);
		expect(unwindowed({ etdFrom: "" as IsoDate, etdTo: "" as IsoDate })).toEqual(unwindowed({}));
		expect(ids({ etdFrom: addDays(TODAY, 303) })).toEqual([saigon, sailing]);
		expect(ids({ problem: "eta_slipped" })).toEqual([slipped]);
		expect(ids({ problem: "stale" })).toEqual([]);

		// 300 days on: everything open is stale, and the deadline tomorrow is near (not for a sailing one)
		const later = new Date(Date.now() + 300 * 86_400_000);
		expect(ids({ problem: "stale" }, later)).toEqual([slipped, deadline, saigon, sailing]);
		expect(ids({ problem: "deadline_near" }, later)).toEqual([deadline]);
		const row = listStaffShipments(staff, { ...window, statuses: ["in_loading"] }, later).rows.find(
			(r) => r.id === slipped,
		)!;
		expect(row).toMatchObject({ problems: ["eta_slipped", "stale"], slipDays: 2 });

		// a new milestone is an update: no longer stale on the day it was entered
		const lastUpdate = () =>
			listStaffShipments(staff, window)
				.rows.find((r) => r.id === deadline)!
				.lastUpdateAt.getTime();
		const before = lastUpdate();
		const start = Date.now();
		while (Date.now() < start + 5);
		addMilestone(staff, deadline, { code: "cargo_ready", actualAt: new Date() }, { onceKey: newOnceKey() });
		expect(lastUpdate()).toBeGreaterThan(before);
		expect(() => listStaffShipments(customer)).toThrow(status403);
	});
});
