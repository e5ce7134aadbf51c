// The optimiser's Vietnamese destinations and the liner reference: every port is a Vietnamese (or, for
// the liner loops, a known) port of the reference data, ids are unique, and the lookups answer as the
// quote links and the "no price" notes need.
import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, test } from "vitest";
import { LINER_SERVICES, linerServicesBetween } from "./liner-services.ts";
import { VN_DESTINATIONS, findVnDestination, vnDestinationForPort } from "./vn-destinations.ts";

const PORTS_CSV = path.resolve(import.meta.dirname, "../../db/data/ports_kr_vn_world.csv");
const portCodes = new Set(
	readFileSync(PORTS_CSV, "utf8")
		.split("\n")
		.slice(1)
		.map((line) => line.split(",")[0])
		.filter(Boolean),
);

describe("VN_DESTINATIONS", () => {
	test("unique ids, every place in Vietnam's latitude and longitude box, served by Vietnamese ports of the reference data", () => {
		expect(new Set(VN_DESTINATIONS.map((d) => d.id)).size).toBe(VN_DESTINATIONS.length);
		for (const d of VN_DESTINATIONS) {
			expect(d.lat).toBeGreaterThan(8);
			expect(d.lat).toBeLessThan(24);
			expect(d.lon).toBeGreaterThan(102);
			expect(d.lon).toBeLessThan(110);
			expect(d.ports.length).toBeGreaterThan(0);
			for (const port of d.ports) {
				expect(port.startsWith("VN")).toBe(true);
				expect(portCodes.has(port)).toBe(true);
			}
		}
	});

	test("the places asked for are there", () => {
		for (const id of ["hanoi", "hai-phong", "da-nang", "ho-chi-minh", "binh-duong", "dong-nai"])
			expect(findVnDestination(id)?.id).toBe(id);
		expect(findVnDestination("paris")).toBeUndefined();
		expect(findVnDestination(null)).toBeUndefined();
	});

	test.each([
		["VNHPH", "hai-phong"],
		["VNCLI", "ho-chi-minh"],
		["VNSGN", "ho-chi-minh"],
		["VNCMT", "ba-ria-vung-tau"],
		["VNDAD", "da-nang"],
		["VNUIH", undefined],
		["KRPUS", undefined],
	])("a quote to %s opens %s", (port, id) => {
		expect(vnDestinationForPort(port)?.id).toBe(id);
	});
});

describe("LINER_SERVICES", () => {
	test("every call is a UN/LOCODE; every Korean or Vietnamese one is in the reference data", () => {
		for (const s of LINER_SERVICES)
			for (const call of s.calls) {
				expect(call).toMatch(/^[A-Z]{5}$/);
				if (call.startsWith("KR") || call.startsWith("VN")) expect(portCodes.has(call)).toBe(true);
			}
	});

	test.each([
		["KRKAN", "VNCLI", ["NKT"]],
		["KRINC", "VNCLI", ["NKT", "PH5"]],
		["KRPTK", "VNHPH", ["KH1"]],
		["KRKPO", "VNHPH", []],
	])("%s - %s: %j", (a, b, services) => {
		expect(linerServicesBetween(a, b).map((s) => s.service)).toEqual(services);
	});
});
