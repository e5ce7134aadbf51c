// Integration: /admin/shipments/import with real multipart Requests and sessions in the worker's SQLite
// file: a good CSV stores every milestone and position (any company's shipment: staff serve them all)
// with its change-log rows and redirects (303) to the summary; the same form again lands there and
// stores nothing more; a file with one bad line stores nothing and reports every problem by line and
// column (400), translated; a customer is refused (403).
import { eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { createSession } from "#app/auth/session.server.ts";
import { saveShipmentCargo } from "#app/shipments/cargo.server.ts";
import { shipmentChangesOf } from "#app/shipments/changes.server.ts";
import { getShipmentFor } from "#app/shipments/shipment.server.ts";
import { newOnceKey } from "#app/utils/once.server.ts";
import { getDb } from "#db/client.ts";
import { estimates, shipmentMilestones, shipmentPositions } from "#db/schema.ts";
import { DEMO_SHIPMENTS, seedDemoShipments } from "#db/seed/demo-shipments.ts";
import { renderRoute } from "#tests/render-route.tsx";
import { DEMO, seedQuoteWorld } from "#tests/quote-world.ts";
import { outcome, routeArgs } from "#tests/route-request.ts";
import * as route from "./import.tsx";

const demoIds = DEMO_SHIPMENTS.map((d) => d.id);
const cookies = { staff: "", customer: "" };
const HEADER = "B/L No.,Event Code,Event Time,Kind,Location,Remarks,Latitude,Longitude,Source";

beforeAll(async () => {
	await seedQuoteWorld();
	seedDemoShipments(getDb());
	cookies.staff = (await createSession(DEMO.staff.id)).setCookie.split(";")[0]!;
	cookies.customer = (await createSession(DEMO.customer.id)).setCookie.split(";")[0]!;
});

afterAll(() => {
	getDb().delete(estimates).where(inArray(estimates.id, demoIds)).run();
});

const numberOf = (id: string) => getShipmentFor(DEMO.staff, id).estimate.number;
const milestonesOf = (id: string) =>
	getDb().select().from(shipmentMilestones).where(eq(shipmentMilestones.estimateId, id)).all();
const positionsOf = (id: string) =>
	getDb().select().from(shipmentPositions).where(eq(shipmentPositions.estimateId, id)).all();
/** A time a few hours ago, as a carrier's export writes it (Seoul's wall clock, no zone). */
const hoursAgo = (h: number) =>
	new Date(Date.now() + 9 * 3_600_000 - h * 3_600_000).toISOString().slice(0, 16).replace("T", " ");

async function upload(who: keyof typeof cookies, lines: string[] | null, onceKey = newOnceKey()) {
	const args = await routeArgs("/admin/shipments/import", { cookies: [cookies[who]] });
	const body = new FormData();
	body.set("onceKey", onceKey);
	if (lines) body.set("file", new File([[HEADER, ...lines].join("\r\n")], "carrier-export.csv", { type: "text/csv" }));
	const request = new Request("http://app.test/admin/shipments/import", {
		method: "POST",
		headers: args.request.headers,
		body,
	});
	return outcome(async () => route.action({ ...args, request } as never));
}

type Report = { issues: { line: number; column: string | null; key: string }[]; total: number; fileName: string };

describe("lines named by a B/L number", () => {
	test("the carrier's master and our house B/L number find the shipment staff recorded them on; an unknown one is refused by line", async () => {
		saveShipmentCargo("demo-shipment-sailing", DEMO.staff.id, {
			masterBlNo: "HDMUPUSA1234567",
			houseBlNo: "BFKRHOUSE0005",
			grossWeightKg: null,
			measurementCbm: null,
			containers: [],
		});
		const before = milestonesOf("demo-shipment-sailing").length;
		const ok = await upload("staff", [
			`hdmupusa1234567,discharged,${hoursAgo(-40)},planned,VNHPH,,,,`,
			`BFKRHOUSE0005,position,${hoursAgo(2)},,,,21.9,115.8,carrier`,
		]);
		expect(ok.status).toBe(303);
		expect(milestonesOf("demo-shipment-sailing").length).toBe(before + 1);
		const unknown = await upload("staff", [`HDMUNOSUCH0001,discharged,${hoursAgo(-40)},planned,VNHPH,,,,`]);
		expect(unknown.status).toBe(400);
		expect((unknown.data as Report).issues).toEqual([
			expect.objectContaining({ line: 2, column: "shipment", key: "unknownShipment" }),
		]);
	});
});

describe("importing", () => {
	test("a good file stores milestones and positions of several shipments and lands on the summary; the same form again stores nothing more", async () => {
		const sailing = numberOf("demo-shipment-sailing");
		const loading = numberOf("demo-shipment-loading");
		const before = {
			sailing: milestonesOf("demo-shipment-sailing").length,
			positions: positionsOf("demo-shipment-sailing").length,
			loading: milestonesOf("demo-shipment-loading").length,
		};
		const changes = shipmentChangesOf("demo-shipment-sailing").length;
		const lines = [
			`${sailing},position,${hoursAgo(3)},,,,22.10,116.20,carrier`,
			`${sailing},discharged,${hoursAgo(-30)},planned,VNHPH,,,,`,
			`${loading},GTIN,${hoursAgo(2)},ACT,KRPUS,"gate in, yard 3",,,`,
		];
		const key = newOnceKey();
		const got = await upload("staff", lines, key);
		expect(got.status).toBe(303);
		expect(got.location).toBe(
			"/admin/shipments/import?done=1&milestones=2&positions=1&shipments=2&file=carrier-export.csv",
		);
		expect(milestonesOf("demo-shipment-sailing")).toHaveLength(before.sailing + 1);
		expect(positionsOf("demo-shipment-sailing")).toHaveLength(before.positions + 1);
		expect(positionsOf("demo-shipment-sailing").find((p) => p.lat === 22.1)).toMatchObject({
			lon: 116.2,
			source: "carrier",
			enteredBy: DEMO.staff.id,
		});
		const gateIn = milestonesOf("demo-shipment-loading").find((m) => m.code === "gate_in" && m.actualAt);
		expect(gateIn).toMatchObject({ place: "KRPUS", note: "gate in, yard 3", enteredBy: DEMO.staff.id });
		expect(shipmentChangesOf("demo-shipment-sailing")).toHaveLength(changes + 2);
		// the cargo reached the terminal: the customer's stage moved on
		expect(getShipmentFor(DEMO.customer, "demo-shipment-loading").stage).toBe("awaiting_loading");

		const again = await upload("staff", lines, key);
		expect([again.status, again.location]).toEqual([303, got.location]);
		expect(milestonesOf("demo-shipment-loading")).toHaveLength(before.loading + 1);

		const summary = await renderRoute(route, "/admin/shipments/import", got.location!, { cookies: [cookies.staff] });
		expect(summary.html).toContain('data-testid="import-summary"');
		expect(summary.html).toMatch(/data-testid="import-milestones">2</);
		expect(summary.html).toContain("carrier-export.csv");
	});

	test("one bad line stores nothing: unknown shipment, a position before departure, a transhipment event on a direct one, with line and column", async () => {
		const sailing = numberOf("demo-shipment-sailing");
		const confirmed = numberOf("demo-shipment-confirmed");
		const before = milestonesOf("demo-shipment-sailing").length;
		const lines = [
			`${sailing},loaded,${hoursAgo(5)},actual,KRPUS,,,,`,
			"B9912-9999,departed,2026-11-20 10:00,actual,,,,,",
			`${confirmed},position,${hoursAgo(2)},,,,34.1,129.0,`,
			`${sailing},transhipment_arrived,${hoursAgo(1)},actual,HKHKG,,,,`,
			`${sailing},sunk,${hoursAgo(1)},actual,,,,,`,
		];
		const got = await upload("staff", lines);
		expect(got.status).toBe(400);
		const report = got.data as Report;
		expect(report.issues).toEqual([expect.objectContaining({ line: 6, column: "event", key: "eventCode" })]);
		// the pure reading stops a file first; with that line fixed, the database's judgement follows
		const judged = await upload("staff", lines.slice(0, 4));
		expect(judged.status).toBe(400);
		expect((judged.data as Report).issues).toEqual([
			expect.objectContaining({ line: 3, column: "shipment", key: "unknownShipment" }),
			expect.objectContaining({ line: 4, column: "event", key: "positionNotDeparted" }),
			expect.objectContaining({ line: 5, column: "event", key: "milestoneNeedsTranshipment" }),
		]);
		expect(milestonesOf("demo-shipment-sailing")).toHaveLength(before);

		// without a file (and without JavaScript the browser still posts the form): the message, translated
		const kr = await renderRoute(route, "/admin/shipments/import", "/admin/shipments/import", {
			cookies: [cookies.staff],
			form: { onceKey: newOnceKey() },
		});
		expect(kr.status).toBe(400);
		expect(kr.html).toContain("CSV 파일을 선택해 주세요.");
		const en = await renderRoute(route, "/admin/shipments/import", "/admin/shipments/import", {
			cookies: [cookies.staff],
			form: { onceKey: newOnceKey() },
			locale: "en",
		});
		expect(en.html).toContain("Choose a CSV file.");
	});
});

describe("access", () => {
	test("a customer gets 403 on the page and the upload; a malformed one-time key is 400", async () => {
		const page = await outcome(async () =>
			route.loader((await routeArgs("/admin/shipments/import", { cookies: [cookies.customer] })) as never),
		);
		expect(page.status).toBe(403);
		expect(
			(await upload("customer", [`${numberOf("demo-shipment-sailing")},departed,2026-11-20 10:00,actual,,,,,`])).status,
		).toBe(403);
		expect((await upload("staff", null, "short")).status).toBe(400);
	});
});
