// Table tests of the optimiser's query: the first visit, each field's message, defaults, and the round
// trip through optimiserQuery (the link a Vietnam quote carries).
import { describe, expect, test } from "vitest";
import { optimiserQuery, parseOptimiserQuery } from "./input.ts";

const TODAY = "2026-11-28";
// Gyeonggi and one of its districts, as the wizard's list has them
const isRegion = (p: string, d?: string) => p === "KR-41" && (!d || d === "평택시");
const parse = (query: string) => parseOptimiserQuery(new URLSearchParams(query), TODAY, isRegion);
const VALID = "province=KR-41&to=binh-duong&load=fcl&container=dv20&count=2&ready=2026-12-10";

describe("parseOptimiserQuery", () => {
	test("no destination and no province: the first visit, with defaults in the form", () => {
		expect(parse("")).toEqual({
			status: "empty",
			form: {
				province: "",
				district: "",
				to: "",
				load: "fcl",
				container: "dv20",
				count: "1",
				cbm: "",
				kg: "",
				ready: "2026-12-05", // a week out
			},
		});
	});

	test("a full FCL query", () => {
		expect(parse(VALID)).toMatchObject({
			status: "ok",
			input: {
				province: "KR-41",
				destination: "binh-duong",
				cargo: { kind: "fcl", container: "dv20", count: 2 },
				readyDate: "2026-12-10",
			},
		});
	});

	test("an LCL query with a district", () => {
		expect(parse("province=KR-41&district=평택시&to=hanoi&load=lcl&cbm=3.5&kg=1,200&ready=2026-12-10")).toMatchObject({
			status: "ok",
			input: { district: "평택시", destination: "hanoi", cargo: { kind: "lcl", volumeCbm: 3.5, weightKg: 1200 } },
		});
	});

	test.each([
		["province=KR-99", "province", "optimiser.errors.province"],
		["province=Seoul", "province", "optimiser.errors.province"],
		["district=강남구", "district", "optimiser.errors.district"], // not a district of Gyeonggi
		["to=paris", "to", "optimiser.errors.destination"],
		["to=", "to", "optimiser.errors.destination"],
		["load=air", "load", "optimiser.errors.load"],
		["container=tc20", "container", "optimiser.errors.container"], // special boxes go to the wizard
		["count=0", "count", "optimiser.errors.count"],
		["count=1000", "count", "optimiser.errors.count"],
		["count=1.5", "count", "optimiser.errors.count"],
		["load=lcl&cbm=0&kg=100", "cbm", "optimiser.errors.volume"],
		["load=lcl&cbm=2&kg=abc", "kg", "optimiser.errors.weight"],
		["ready=2026-02-30", "ready", "optimiser.errors.readyDate"],
		["ready=2026-11-27", "ready", "optimiser.errors.readyRange"], // yesterday
		["ready=2027-05-28", "ready", "optimiser.errors.readyRange"], // 181 days out
	])("%s: %s says %s", (change, field, key) => {
		const params = new URLSearchParams(VALID);
		for (const [k, v] of new URLSearchParams(change)) params.set(k, v);
		const parsed = parseOptimiserQuery(params, TODAY, isRegion);
		expect(parsed.status).toBe("invalid");
		expect(parsed.status === "invalid" && parsed.errors[field as keyof typeof parsed.errors]).toBe(key);
	});

	test("the last day allowed is 180 days out", () => {
		const params = new URLSearchParams(VALID);
		params.set("ready", "2027-05-27");
		expect(parseOptimiserQuery(params, TODAY, isRegion).status).toBe("ok");
	});
});

describe("optimiserQuery", () => {
	test.each([VALID, "province=KR-41&district=평택시&to=hanoi&load=lcl&cbm=3.5&kg=1200&ready=2026-12-10"])(
		"parses back to the same input: %s",
		(query) => {
			const first = parse(query);
			if (first.status !== "ok") throw new Error("expected a valid query");
			expect(parse(optimiserQuery(first.input))).toMatchObject({ status: "ok", input: first.input });
		},
	);
});
