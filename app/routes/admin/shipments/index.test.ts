// Integration: the staff's shipment list through its loader: only staff reach it
// (customers and partners 403); the GET filters (status, lane, ETD window, problem with its window)
// narrow the list; malformed filters are ignored rather than failing the page.
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, test } from "vitest";
import type { SessionUser } from "#app/auth/session.server.ts";
import { createSession } from "#app/auth/session.server.ts";
import { addDays, seoulToday } from "#app/calendar/calendar.ts";
import type { EstimateStatus } from "#app/lifecycle/lifecycle.ts";
import { changeStatus } from "#app/quotes/estimates.server.ts";
import { saveSchedule } from "#app/shipments/schedule.server.ts";
import { newOnceKey } from "#app/utils/once.server.ts";
import { getDb } from "#db/client.ts";
import { companies, estimates } from "#db/schema.ts";
import { DEMO, makeEstimate, seedQuoteWorld } from "#tests/quote-world.ts";
import { outcome, routeArgs } from "#tests/route-request.ts";
import { filtersFrom, loader } from "./index.tsx";

const TODAY = seoulToday();

function move(id: string, to: EstimateStatus, by: SessionUser) {
	const status = getDb().select().from(estimates).where(eq(estimates.id, id)).get()!.status;
	getDb().transaction((tx) =>
		changeStatus(tx, { id, status }, to, by.role === "customer" ? "customer" : "staff", by.id),
	);
}

const schedule = (etdIn: number, over: Record<string, string> = {}) => ({
	carrier: "HMM",
	vessel: "HMM BLESSING",
	voyage: "0123S",
	path: "direct",
	etd: addDays(TODAY, etdIn),
	eta: addDays(TODAY, etdIn + 5),
	...over,
});

let bookedOnly: string, slipped: string, later: string;

beforeAll(async () => {
	await seedQuoteWorld();
	const booked = () => {
		const id = makeEstimate(DEMO.customer);
		move(id, "booked", DEMO.customer);
		return id;
	};
	bookedOnly = booked();
	slipped = booked();
	saveSchedule(DEMO.staff, slipped, schedule(20), { onceKey: newOnceKey(), confirm: true });
	// a change to a confirmed schedule is a confirmed change (decision 046)
	saveSchedule(DEMO.staff, slipped, schedule(20, { eta: addDays(TODAY, 28) }), {
		onceKey: newOnceKey(),
		confirm: true,
	});
	later = booked();
	// confirmed on the booking desk (booked -> wait_schedule), then a draft schedule (which moves nothing)
	move(later, "wait_schedule", DEMO.staff);
	saveSchedule(DEMO.staff, later, schedule(40), { onceKey: newOnceKey(), confirm: false });
});

async function list(userId: string, query = "") {
	const { setCookie } = await createSession(userId);
	return loader((await routeArgs(`/admin/shipments${query}`, { cookies: [setCookie.split(";")[0]!] })) as never);
}

const ids = (page: Awaited<ReturnType<typeof list>>) => page.rows.map((r) => r.id);

describe("access", () => {
	test.each(["demo-customer", "demo-broker", "demo-insurer"])("%s gets 403", async (userId) => {
		expect((await outcome(() => list(userId))).status).toBe(403);
	});

	test("staff and staff_admin see the open shipments with their lane, transport and problems", async () => {
		for (const userId of ["demo-staff", "demo-admin"]) {
			const page = await list(userId, "?lng=en");
			expect(ids(page)).toEqual(expect.arrayContaining([bookedOnly, slipped, later]));
			const row = page.rows.find((r) => r.id === slipped)!;
			expect(row).toMatchObject({
				status: "in_loading",
				transport: "HMM · HMM BLESSING 0123S",
				slipDays: 3,
				problems: expect.arrayContaining(["eta_slipped"]),
			});
			expect(row.route).toContain("KRPUS");
			// the desk works across companies: each row names the customer company
			const company = getDb()
				.select({ name: companies.name })
				.from(companies)
				.where(eq(companies.id, DEMO.customer.companyId!))
				.get()!.name;
			expect(row.company).toBe(company);
			expect(page.rows.find((r) => r.id === bookedOnly)).toMatchObject({ etd: null, status: "booked" });
		}
	});
});

describe("filters", () => {
	test("by status", async () => {
		expect(ids(await list("demo-staff", "?status=wait_schedule"))).toContain(later);
		expect(ids(await list("demo-staff", "?status=wait_schedule"))).not.toContain(slipped);
	});

	test("by problem: the slipped ETA only", async () => {
		const page = await list("demo-staff", "?problem=eta_slipped");
		expect(ids(page)).toContain(slipped);
		expect(ids(page)).not.toContain(later);
		expect(page.filters.problem).toBe("eta_slipped");
	});

	test("by ETD window: a shipment without a schedule has no ETD to match", async () => {
		const page = await list("demo-staff", `?etdFrom=${addDays(TODAY, 30)}&etdTo=${addDays(TODAY, 50)}`);
		expect(ids(page)).toContain(later);
		expect(ids(page)).not.toContain(slipped);
		expect(ids(page)).not.toContain(bookedOnly);
	});

	test("by lane (codes in any case), and a lane nobody ships", async () => {
		expect(ids(await list("demo-staff", "?origin=krpus&destination=VNHPH"))).toEqual(
			expect.arrayContaining([bookedOnly, slipped, later]),
		);
		const none = await list("demo-staff", "?origin=USLAX");
		expect(none.total).toBe(0);
		expect(none.query).toBe("origin=USLAX&staleDays=3&deadlineDays=2");
	});

	test("malformed filters are ignored", () => {
		const f = filtersFrom(
			new URLSearchParams("status=quoted&origin=<x>&etdFrom=2026-02-30&problem=sunk&staleDays=-1&deadlineDays=7"),
		);
		expect(f).toEqual({
			status: "",
			origin: "",
			destination: "",
			etdFrom: "",
			etdTo: "",
			problem: "",
			staleDays: 3,
			deadlineDays: 7,
		});
	});
});
