// Integration: My page shipment status (/mypage/shipment and /mypage/shipment/:id) with real Requests
// and sessions in the worker's SQLite file. The list runs on a company of its own (other files'
// estimates do not count): the spec's "no shipment list" message, 5 a page with the pager, the stage
// and the delay flag. The detail runs on the demo shipments (removed afterwards, as demo-shipments.test
// does): the stepper, schedule, ends, timeline and position; another company's customer gets 404.
import { eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import type { SessionUser } from "#app/auth/session.server.ts";
import { createSession } from "#app/auth/session.server.ts";
import { addDays, seoulToday } from "#app/calendar/calendar.ts";
import type { EstimateStatus } from "#app/lifecycle/lifecycle.ts";
import { changeStatus } from "#app/quotes/estimates.server.ts";
import { saveSchedule } from "#app/shipments/schedule.server.ts";
import { newOnceKey } from "#app/utils/once.server.ts";
import { getDb } from "#db/client.ts";
import { companies, estimates, shipmentSchedules, users } from "#db/schema.ts";
import { DEMO_SHIPMENTS, seedDemoShipments } from "#db/seed/demo-shipments.ts";
import { renderRoute } from "#tests/render-route.tsx";
import { DEMO, makeEstimate, seedQuoteWorld, sessionUser } from "#tests/quote-world.ts";
import { outcome, routeArgs } from "#tests/route-request.ts";
import * as detail from "./shipment-detail.tsx";
import * as list from "./shipment-list.tsx";

const TODAY = seoulToday();
const shipper = sessionUser("shipstatus-shipper", "customer", "shipstatus-company");
const cookies: Record<"shipper" | "customer" | "other" | "staff", string> = {
	shipper: "",
	customer: "",
	other: "",
	staff: "",
};
const demoIds = DEMO_SHIPMENTS.map((d) => d.id);

beforeAll(async () => {
	await seedQuoteWorld();
	getDb()
		.insert(companies)
		.values({ id: "shipstatus-company", name: "운송 현황 테스트 상사" })
		.onConflictDoNothing()
		.run();
	getDb()
		.insert(users)
		.values({
			id: shipper.id,
			email: shipper.email,
			name: "운송 고객",
			role: "customer",
			companyId: "shipstatus-company",
		})
		.onConflictDoNothing()
		.run();
	seedDemoShipments(getDb());
	const ids = { shipper: shipper.id, customer: DEMO.customer.id, other: DEMO.other.id, staff: DEMO.staff.id };
	for (const who of Object.keys(cookies) as (keyof typeof cookies)[])
		cookies[who] = (await createSession(ids[who])).setCookie.split(";")[0]!;
});

afterAll(() => {
	getDb().delete(estimates).where(inArray(estimates.id, demoIds)).run();
});

function move(id: string, to: EstimateStatus, by: SessionUser = DEMO.staff) {
	const status = getDb().select().from(estimates).where(eq(estimates.id, id)).get()!.status;
	getDb().transaction((tx) =>
		expect(changeStatus(tx, { id, status }, to, by.role === "customer" ? "customer" : "staff", by.id)).toBe(true),
	);
}

/** A booked shipment of the test company with a confirmed schedule leaving in `etdDays`. */
function scheduled(etdDays: number): string {
	const id = makeEstimate(shipper);
	move(id, "booked", shipper);
	const saved = saveSchedule(
		DEMO.staff,
		id,
		{
			carrier: "HMM",
			vessel: "HMM BLESSING",
			voyage: "0123S",
			etd: addDays(TODAY, etdDays),
			eta: addDays(TODAY, etdDays + 5),
		},
		{ onceKey: newOnceKey(), confirm: true },
	);
	expect(saved).toMatchObject({ ok: true });
	return id;
}

const args = async (path: string, who: keyof typeof cookies | null, params: Record<string, string> = {}) =>
	(await routeArgs(path, { cookies: who ? [cookies[who]] : [], params })) as never;
type List = Awaited<ReturnType<typeof list.loader>>;
type Detail = Awaited<ReturnType<typeof detail.loader>>;
const loadList = async (path: string, who: keyof typeof cookies) =>
	(await outcome(async () => list.loader(await args(path, who)))).data as List;

describe("the list", () => {
	test("no shipment yet: the spec's message, no table, no pager", async () => {
		expect(await loadList("/mypage/shipment", "shipper")).toMatchObject({ hasCompany: true, total: 0, rows: [] });
		const { html } = await renderRoute(list, "/mypage/shipment", "/mypage/shipment", { cookies: [cookies.shipper] });
		expect(html).toContain('data-testid="shipment-empty"');
		expect(html).toContain("운송 내역이 없습니다.");
		expect(html).not.toContain('data-testid="shipment-table"');
		const en = await renderRoute(list, "/mypage/shipment", "/mypage/shipment", {
			cookies: [cookies.shipper],
			locale: "en",
		});
		expect(en.html).toContain("There are no shipments yet.");
	});

	test("5 a page with the pager, newest departure first, each with its lane and stage", async () => {
		const ids = [1, 2, 3, 4, 5, 6].map((d) => scheduled(d));
		const first = await loadList("/mypage/shipment", "shipper");
		expect(first).toMatchObject({ total: 6, page: 1, pageCount: 2 });
		expect(first.rows.map((r) => r.id)).toEqual([ids[5], ids[4], ids[3], ids[2], ids[1]]);
		expect(first.rows[0]).toMatchObject({
			stage: "booking_done",
			route: "부산 (KRPUS) → 하이퐁 (VNHPH)",
			transport: "HMM BLESSING 0123S",
			etd: addDays(TODAY, 6),
			slipDays: 0,
		});
		const second = await loadList("/mypage/shipment?page=2", "shipper");
		expect(second.rows.map((r) => r.id)).toEqual([ids[0]]);
		// a page past the end shows the last one; nonsense is page 1
		expect((await loadList("/mypage/shipment?page=9", "shipper")).page).toBe(2);
		expect((await loadList("/mypage/shipment?page=abc", "shipper")).page).toBe(1);

		const { html } = await renderRoute(list, "/mypage/shipment", "/mypage/shipment", { cookies: [cookies.shipper] });
		expect(html.match(/data-testid="shipment-row"/g)).toHaveLength(5);
		expect(html).toContain('data-testid="shipment-pager"');
		expect(html).toContain('href="/mypage/shipment?page=2"');
		expect(html).toContain(`href="/mypage/shipment/${ids[5]}"`);
		expect(html).toContain('data-stage="booking_done"');
		expect(html).toContain("부킹 완료");
		expect(html).not.toContain('data-testid="delay-flag"');
	});

	test("an ETA that moved after confirmation shows the delay flag with its days", async () => {
		const id = scheduled(400);
		getDb()
			.update(shipmentSchedules)
			.set({ eta: addDays(TODAY, 408) })
			.where(eq(shipmentSchedules.estimateId, id))
			.run();
		const first = await loadList("/mypage/shipment", "shipper");
		expect(first.rows[0]).toMatchObject({
			id,
			slipDays: 3,
			eta: addDays(TODAY, 408),
			originalEta: addDays(TODAY, 405),
		});
		const { html } = await renderRoute(list, "/mypage/shipment", "/mypage/shipment", { cookies: [cookies.shipper] });
		expect(html).toMatch(/data-testid="delay-flag" data-days="3">3일 지연</);
	});

	// a delivered shipment still read "3 days late" in red on the list and the detail
	test("delivered three days after the confirmed ETA: done, no delay flag on the list or the detail", async () => {
		const id = scheduled(420);
		getDb()
			.update(shipmentSchedules)
			.set({ eta: addDays(TODAY, 428) })
			.where(eq(shipmentSchedules.estimateId, id))
			.run();
		move(id, "in_shipping");
		move(id, "finish");
		const rows = (await loadList("/mypage/shipment", "shipper")).rows;
		expect(rows.find((r) => r.id === id)).toMatchObject({ slipDays: 0, stage: "transport_complete" });
		const page = (
			await outcome(async () =>
				detail.loader(
					(await routeArgs(`/mypage/shipment/${id}`, { cookies: [cookies.shipper], params: { id } })) as never,
				),
			)
		).data as { delay: unknown };
		expect(page.delay).toEqual({ days: 0, delayed: false });
		const shown = await renderRoute(detail, "/mypage/shipment/:id", `/mypage/shipment/${id}`, {
			cookies: [cookies.shipper],
		});
		expect(shown.html).not.toContain('data-testid="delay-flag"');
		// the position card says it is done, not where the vessel was last seen
		expect(shown.html).toContain('data-testid="position-done"');
		expect(shown.html).not.toContain('data-testid="last-position"');
	});

	test("only the company's own: another company's customer does not see them; staff are told the list is a company's", async () => {
		const other = await loadList("/mypage/shipment", "other");
		expect(other.rows.some((r) => r.id.startsWith("demo-shipment"))).toBe(false);
		const mine = await loadList("/mypage/shipment?page=1", "customer");
		expect(mine.total).toBeGreaterThanOrEqual(DEMO_SHIPMENTS.length);
		const staff = await loadList("/mypage/shipment", "staff");
		expect([staff.hasCompany, staff.total]).toEqual([false, 0]);
		const { html } = await renderRoute(list, "/mypage/shipment", "/mypage/shipment", { cookies: [cookies.staff] });
		expect(html).toContain('data-testid="no-company"');
		const anonymous = await outcome(async () => list.loader(await args("/mypage/shipment", null)));
		expect([anonymous.status, anonymous.location]).toEqual([
			302,
			`/login?redirectTo=${encodeURIComponent("/mypage/shipment")}`,
		]);
	});
});

describe("one shipment", () => {
	const load = async (id: string, who: keyof typeof cookies) =>
		outcome(async () => detail.loader(await args(`/mypage/shipment/${id}`, who, { id })));
	const render = (id: string, who: keyof typeof cookies, locale: "kr" | "en" = "kr") =>
		renderRoute(detail, "/mypage/shipment/:id", `/mypage/shipment/${id}`, { cookies: [cookies[who]], locale });

	test("a sailing shipment: stage, schedule, departure, timeline planned vs actual, last position and the map link", async () => {
		const got = await load("demo-shipment-sailing", "customer");
		expect(got.status).toBe(200);
		const page = got.data as Detail;
		expect(page).toMatchObject({
			stage: "vessel_sailing",
			route: "부산 (KRPUS) → 하이퐁 (VNHPH)",
			schedule: { carrier: "HMM", vessel: "HMM BLESSING", voyage: "0123S", path: "direct", confirmed: true },
			delay: { delayed: false },
			current: { code: "departed", place: "부산 (KRPUS)" },
			positionCount: 5,
		});
		// the CO2e estimate (decision 015) beside the schedule, computed in the loader
		expect(page.co2).toBeGreaterThan(0);
		expect(page.milestones.map((m) => [m.code, m.actualAt !== null])).toEqual([
			["booking_confirmed", true],
			["gate_in", true],
			["departed", true],
			["arrived", false],
		]);
		expect(page.departedAt).toBeInstanceOf(Date);
		const { html } = await render("demo-shipment-sailing", "customer");
		expect(html).toContain('data-testid="shipment-stepper"');
		expect(html).toMatch(/<li aria-current="step" data-stage="vessel_sailing">/);
		expect(html.match(/<li class="done"/g)).toHaveLength(4);
		expect(html).toContain('href="/mypage/shiproutetrackermap/demo-shipment-sailing"');
		expect(html).toContain('href="/mypage/shipment"');
		expect(html).toContain("HMM BLESSING / 0123S");
		expect(html).toContain("출항");
		expect(html).toContain("(한국 시간)");
		expect(html).toMatch(/data-testid="last-position">\d+\.\d{2}°N \d+\.\d{2}°E</);
		expect(html).not.toContain('data-testid="delay-flag"');
	});

	test("a delayed shipment: the ETA, the ETA first confirmed and the flag, in English too", async () => {
		const page = (await load("demo-shipment-delayed", "customer")).data as Detail;
		expect(page.delay).toEqual({ days: 3, delayed: true });
		const { html } = await render("demo-shipment-delayed", "customer");
		expect(html).toContain("3일 지연");
		expect(html).toContain('data-testid="original-eta"');
		expect(html).toContain("처음 안내한 도착일");
		const en = await render("demo-shipment-delayed", "customer", "en");
		expect(en.html).toContain("Delayed 3 days");
		expect(en.html).toContain("KST");
	});

	test("a transhipment names its via port; a booking request has no schedule yet and no map link", async () => {
		const via = (await load("demo-shipment-transhipped", "customer")).data as Detail;
		expect(via.schedule).toMatchObject({ path: "transhipment", via: expect.stringContaining("(HKHKG)") });
		const request = await render("demo-shipment-request", "customer");
		expect(request.html).toContain('data-testid="no-schedule"');
		expect(request.html).not.toContain('data-testid="map-link"');
		expect(request.html).toMatch(/aria-current="step" data-stage="booking_request"/);
	});

	test("another company's customer gets 404, as do an unknown id and a quote; staff may read it", async () => {
		expect((await load("demo-shipment-sailing", "other")).status).toBe(404);
		expect((await load("no-such-shipment", "customer")).status).toBe(404);
		expect((await load(makeEstimate(DEMO.customer), "customer")).status).toBe(404);
		const asStaff = await load("demo-shipment-sailing", "staff");
		expect(asStaff.status).toBe(200);
		// the way to the papers: staff go to the desk's documents tab, the customer to the upload page
		expect((asStaff.data as Detail).documentsPath).toBe("/admin/shipments/demo-shipment-sailing/documents");
		expect(((await load("demo-shipment-sailing", "customer")).data as Detail).documentsPath).toBe(
			"/mypage/upload/demo-shipment-sailing",
		);
		const { status, html } = await render("demo-shipment-sailing", "other");
		expect(status).toBe(404);
		expect(html).not.toContain("HMM BLESSING");
	});
});
