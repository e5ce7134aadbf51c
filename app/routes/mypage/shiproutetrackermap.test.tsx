// Integration: the route tracker map (/mypage/shiproutetrackermap/:id) on the demo shipments, with real
// Requests and sessions in the worker's SQLite file: who may see it (the company's customer, staff;
// another company 404), and the server-rendered SVG: land, the route along the sea, the port markers,
// the position marker, and the distances in nautical miles. The demo shipments belong to
// demo-company-a, so they are removed afterwards (other files in this worker count its estimates).
import { inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { createSession } from "#app/auth/session.server.ts";
import { getDb } from "#db/client.ts";
import { estimates } from "#db/schema.ts";
import { DEMO_SHIPMENTS, seedDemoShipments } from "#db/seed/demo-shipments.ts";
import { renderRoute } from "#tests/render-route.tsx";
import { DEMO, seedQuoteWorld } from "#tests/quote-world.ts";
import { outcome, routeArgs } from "#tests/route-request.ts";
import * as screen from "./shiproutetrackermap.tsx";

const PATTERN = "/mypage/shiproutetrackermap/:id";
const cookies: Record<"customer" | "other" | "staff", string> = { customer: "", other: "", staff: "" };
type Data = Awaited<ReturnType<typeof screen.loader>>;

beforeAll(async () => {
	await seedQuoteWorld();
	seedDemoShipments(getDb());
	for (const who of ["customer", "other", "staff"] as const)
		cookies[who] = (await createSession(DEMO[who].id)).setCookie.split(";")[0]!;
});

afterAll(() => {
	getDb()
		.delete(estimates)
		.where(
			inArray(
				estimates.id,
				DEMO_SHIPMENTS.map((d) => d.id),
			),
		)
		.run();
});

const load = async (id: string, who: keyof typeof cookies | null) =>
	outcome(async () =>
		screen.loader(
			(await routeArgs(`/mypage/shiproutetrackermap/${id}`, {
				cookies: who ? [cookies[who]] : [],
				params: { id },
			})) as never,
		),
	);
const render = (id: string, who: keyof typeof cookies, locale: "kr" | "en" | "vn" = "en") =>
	renderRoute(screen, PATTERN, `/mypage/shiproutetrackermap/${id}`, {
		cookies: [cookies[who], `lng=${locale}`],
		locale,
	});

describe("who may see the map", () => {
	test("the company's customer and staff; another company's customer gets 404, a visitor the login page", async () => {
		expect((await load("demo-shipment-sailing", "customer")).status).toBe(200);
		expect((await load("demo-shipment-sailing", "staff")).status).toBe(200);
		expect((await load("demo-shipment-sailing", "other")).status).toBe(404);
		expect((await load("no-such-shipment", "customer")).status).toBe(404);
		expect((await load("demo-shipment-sailing", null)).status).toBe(302);
	});

	test("another company's customer sees the not-found page, with no map", async () => {
		const page = await render("demo-shipment-sailing", "other");
		expect(page.status).toBe(404);
		expect(page.html).not.toContain("data-route-map");
	});
});

describe("the sailing demo shipment, Busan -> Hai Phong", () => {
	test("an SVG with land, the sailed and remaining route, both ports and the position", async () => {
		const page = await render("demo-shipment-sailing", "customer");
		expect(page.status).toBe(200);
		const svg = /<svg[^>]*data-route-map[^>]*>[\s\S]*?<\/svg>/.exec(page.html)?.[0] ?? "";
		expect(svg).toContain('viewBox="0 0 800 500"');
		expect(svg).toMatch(/<path class="route-map-land" d="M\d+,\d+l/);
		expect(svg).toMatch(/<path class="route-map-line route-map-sailed" d="M[\d.]+,[\d.]+L/);
		expect(svg).toMatch(/<path class="route-map-line route-map-remaining" d="M[\d.]+,[\d.]+L/);
		expect(svg).toMatch(
			/<g class="route-map-port route-map-port-origin" data-port="KRPUS"><circle cx="[\d.]+" cy="[\d.]+"/,
		);
		expect(svg).toMatch(/<g class="route-map-port route-map-port-destination" data-port="VNHPH">/);
		expect(svg).toMatch(/<g class="route-map-position" data-position="">/);
		expect(svg).toContain("Busan");
		expect(svg).not.toContain("style=");
		// small: the coastline is clipped to the view and rounded to the pixel
		expect(svg.length).toBeLessThan(40_000);
	});

	test("the distances: about 1,727 nm in all, sailed and remaining adding up, the position's time", async () => {
		const got = await load("demo-shipment-sailing", "customer");
		const map = (got.data as Data).map!;
		const n = (text: string) => Number(text.replace(/,/g, ""));
		expect(n(map.totalNm)).toBeGreaterThan(1700);
		expect(n(map.totalNm)).toBeLessThan(1760);
		expect(n(map.sailedNm)).toBeGreaterThan(800);
		expect(n(map.remainingNm)).toBeGreaterThan(300);
		expect(Math.abs(n(map.sailedNm) + n(map.remainingNm) - n(map.totalNm))).toBeLessThanOrEqual(1);
		expect(map.positionAt).toMatch(/한국 시간/);
		const page = await render("demo-shipment-sailing", "customer");
		expect(page.html).toMatch(/Position as of [A-Z][a-z]{2} \d{1,2}, 20\d\d, \d{1,2}:\d\d [AP]M KST/);
		expect(page.html).toContain(`<dd data-nm="sailed">${map.sailedNm} nm</dd>`);
		expect(page.html).toContain(`<dd data-nm="remaining">${map.remainingNm} nm</dd>`);
		expect(page.html).toContain(`<dd data-nm="total">${map.totalNm} nm</dd>`);
	});

	test("in Korean and Vietnamese too", async () => {
		expect((await render("demo-shipment-sailing", "customer", "kr")).html).toMatch(/기준 위치/);
		expect((await render("demo-shipment-sailing", "customer", "kr")).html).toMatch(/\d해리/);
		expect((await render("demo-shipment-sailing", "customer", "vn")).html).toMatch(/\d hải lý/);
	});
});

describe("other routes", () => {
	test("the transhipment via Hong Kong marks the via port", async () => {
		const page = await render("demo-shipment-transhipped", "customer");
		expect(page.html).toMatch(/<g class="route-map-port route-map-port-via" data-port="HKHKG">/);
		expect(page.html).toContain("Transhipment port");
	});

	test("the air shipment is a great circle between the airports, its distance the great circle's", async () => {
		const got = await load("demo-shipment-air", "customer");
		const map = (got.data as Data).map!;
		expect(map.mode).toBe("air");
		expect(map.ports.map((p) => p.code)).toEqual(["ICN", "SGN"]);
		// Incheon -> Tan Son Nhat: 1,924 nm on the great circle
		expect(Number(map.totalNm.replace(/,/g, ""))).toBeGreaterThan(1915);
		expect(Number(map.totalNm.replace(/,/g, ""))).toBeLessThan(1935);
		expect((await render("demo-shipment-air", "customer")).html).toContain("Distance flown");
	});

	test("a booking with no departure yet: nothing sailed, no position", async () => {
		const map = ((await load("demo-shipment-confirmed", "customer")).data as Data).map!;
		expect(map.sailedNm).toBe("0");
		expect(map.sailed).toBe("");
		expect(map.position).toBeNull();
		expect((await render("demo-shipment-confirmed", "customer")).html).toContain("No position has been reported yet.");
	});

	// it showed the remaining leg and "253 nm to go" after delivery
	test("a delivered shipment with a last position at sea: all sailed, nothing to go, no marker on the way", async () => {
		const map = ((await load("demo-shipment-delivered", "customer")).data as Data).map!;
		expect(map.done).toBe(true);
		expect(map.remaining).toBe("");
		expect(map.position).toBeNull();
		expect(map.sailedNm).toBe(map.totalNm);
		const page = await render("demo-shipment-delivered", "customer");
		expect(page.html).not.toContain('data-route="remaining"');
		expect(page.html).not.toContain('data-nm="remaining"');
		expect(page.html).not.toContain("data-position");
		expect(page.html).toContain("Delivered: the whole route is behind it.");
	});
});
