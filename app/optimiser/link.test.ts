// Table tests of the link from a quote to the route optimiser: which quotes get one, and that the
// optimiser reads the lane back as the same shipment.
import { describe, expect, test } from "vitest";
import type { PricingRequest } from "#app/pricing/request.ts";
import { parseOptimiserQuery } from "./input.ts";
import { optimiserLinkFor } from "./link.ts";

const TODAY = "2026-11-28";
const fcl = (over: Partial<PricingRequest> = {}) =>
	({
		mode: "sea",
		direction: "export",
		cargoType: "fcl",
		origin: "KRPUS",
		destination: "VNCLI",
		koreanRegion: { province: "KR-41", district: "평택시" },
		containers: [{ type: "dv40", count: 2 }],
		readyDate: "2026-12-10",
		...over,
	}) as PricingRequest;

describe("optimiserLinkFor", () => {
	test("a sea FCL export to Cat Lai opens Ho Chi Minh City with the region, boxes and date", () => {
		expect(optimiserLinkFor(fcl(), TODAY)).toBe(
			"/routeoptimizer?province=KR-41&district=%ED%8F%89%ED%83%9D%EC%8B%9C&to=ho-chi-minh&load=fcl&container=dv40&count=2&ready=2026-12-10",
		);
	});

	test("the optimiser reads it back as the same shipment", () => {
		const link = new URL(optimiserLinkFor(fcl(), TODAY)!, "http://app.test");
		const parsed = parseOptimiserQuery(link.searchParams, TODAY, () => true);
		expect(parsed).toMatchObject({
			status: "ok",
			input: { province: "KR-41", district: "평택시", destination: "ho-chi-minh", readyDate: "2026-12-10" },
		});
	});

	test.each<[string, Partial<PricingRequest>, string | null]>([
		["Hai Phong opens Hai Phong", { destination: "VNHPH" }, "to=hai-phong"],
		["Cai Mep opens Ba Ria - Vung Tau", { destination: "VNCMT" }, "to=ba-ria-vung-tau"],
		["no region: the form asks for it", { koreanRegion: undefined }, "/routeoptimizer?to=ho-chi-minh&load=fcl"],
		["a special box is left to the form", { containers: [{ type: "tc20", count: 1 }] }, "load=fcl&ready="],
		["a past ready date is left to the form", { readyDate: "2026-11-01" }, "count=2"],
		["an import has none", { direction: "import", origin: "VNCLI", destination: "KRPUS" }, null],
		["another country has none", { destination: "THLCH" }, null],
		["a Vietnamese port we do not list has none", { destination: "VNUIH" }, null],
		["air has none", { mode: "air", origin: "ICN", destination: "SGN" }, null],
	])("%s", (_name, over, expected) => {
		const link = optimiserLinkFor(fcl(over), TODAY);
		if (expected === null) expect(link).toBeNull();
		else expect(link).toContain(expected);
	});

	test("LCL: the totals of the package lines (per box times the count)", () => {
		const link = optimiserLinkFor(
			fcl({
				cargoType: "lcl",
				containers: undefined,
				koreanRegion: undefined,
				packages: [
					{ count: 4, measure: "per_box", weightKg: 150, volumeCbm: 0.5 },
					{ count: 1, measure: "total", weightKg: 300.5, volumeCbm: 1.25 },
				],
			}),
			TODAY,
		);
		// 4 x 0.5 + 1.25 = 3.25 cbm; 4 x 150 + 300.5 = 900.5 kg
		expect(link).toBe("/routeoptimizer?to=ho-chi-minh&load=lcl&cbm=3.25&kg=900.5&ready=2026-12-10");
	});
});
