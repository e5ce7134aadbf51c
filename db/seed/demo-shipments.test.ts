// The demo shipments: every stage is there, made through the lifecycle, and seeding twice makes them
// once. They belong to demo-company-a, so they are removed after the test (other files in this worker
// count the demo company's estimates).
import { inArray } from "drizzle-orm";
import { afterAll, beforeAll, expect, test } from "vitest";
import { estimateHistory } from "#app/quotes/estimates.server.ts";
import { shipmentChangesOf } from "#app/shipments/changes.server.ts";
import { listCompanyShipments } from "#app/shipments/list.server.ts";
import { getShipmentFor } from "#app/shipments/shipment.server.ts";
import { SHIPMENT_STAGES } from "#app/shipments/stages.ts";
import { getDb } from "#db/client.ts";
import { estimates } from "#db/schema.ts";
import { DEMO, seedQuoteWorld } from "#tests/quote-world.ts";
import { DEMO_SHIPMENTS, seedDemoShipments } from "./demo-shipments.ts";

const ids = DEMO_SHIPMENTS.map((d) => d.id);

beforeAll(async () => {
	await seedQuoteWorld();
});

afterAll(() => {
	getDb().delete(estimates).where(inArray(estimates.id, ids)).run();
});

test("a handful of demo shipments in every stage, seeded once", () => {
	expect(seedDemoShipments(getDb())).toEqual({ shipments: DEMO_SHIPMENTS.length });
	expect(seedDemoShipments(getDb())).toEqual({ shipments: 0 });
	const shipments = ids.map((id) => getShipmentFor(DEMO.customer, id));
	expect(new Set(shipments.map((s) => s.stage))).toEqual(new Set(SHIPMENT_STAGES));
	const byId = Object.fromEntries(shipments.map((s) => [s.estimate.id, s]));

	const sailing = byId["demo-shipment-sailing"]!;
	expect(sailing).toMatchObject({
		stage: "vessel_sailing",
		route: { ports: ["KRPUS", "VNHPH"] },
		delay: { delayed: false },
	});
	expect(sailing.positions.length).toBeGreaterThanOrEqual(4);
	expect(byId["demo-shipment-transhipped"]!.route?.ports).toEqual(["KRPUS", "HKHKG", "VNCLI"]);
	expect(byId["demo-shipment-delayed"]!.delay).toEqual({ days: 3, delayed: true });
	expect(byId["demo-shipment-delivered"]!.stage).toBe("transport_complete");
	expect(byId["demo-shipment-air"]!).toMatchObject({
		estimate: { mode: "air" },
		schedule: { flightNumber: "KE 681", vessel: null },
	});

	// made as staff would make them: the lifecycle's events and the change log
	expect(estimateHistory("demo-shipment-delivered").map((e) => e.toStatus)).toEqual([
		"in_confirm",
		"booked",
		"in_loading",
		"in_shipping",
		"finish",
	]);
	expect(shipmentChangesOf("demo-shipment-sailing").every((c) => c.userId === "demo-staff")).toBe(true);
	expect(listCompanyShipments(DEMO.customer).total).toBeGreaterThanOrEqual(DEMO_SHIPMENTS.length);
	expect(() => getShipmentFor(DEMO.other, "demo-shipment-sailing")).toThrow();
});
