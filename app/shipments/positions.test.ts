import { describe, expect, test } from "vitest";
import { lastPosition, positionSchema } from "./positions.ts";

const now = new Date("2026-11-23T01:00:00Z");

describe("a position's validation", () => {
	const errors = (input: Record<string, unknown>) => {
		const r = positionSchema(now).safeParse(input);
		return r.success ? [] : r.error.issues.map((i) => `${String(i.path[0])}:${i.message}`);
	};
	test.each<[string, Record<string, unknown>, string[]]>([
		["off Busan, typed", { lat: "35.05", lon: "129.1", at: "2026-11-23T09:00" }, []],
		["numbers from an import", { lat: 20.8, lon: 106.7, at: "2026-11-23T00:00:00Z", source: "import" }, []],
		["the poles and the antimeridian", { lat: -90, lon: 180, at: "2026-11-23T00:00:00Z" }, []],
		["a latitude past the pole", { lat: 90.5, lon: 0, at: "2026-11-23T00:00:00Z" }, ["lat:shipments.errors.latitude"]],
		[
			"a longitude past the antimeridian",
			{ lat: 0, lon: -180.01, at: "2026-11-23T00:00:00Z" },
			["lon:shipments.errors.longitude"],
		],
		["not a number", { lat: "north", lon: "1", at: "2026-11-23T00:00:00Z" }, ["lat:shipments.errors.latitude"]],
		["five minutes ahead (clocks differ)", { lat: 1, lon: 1, at: "2026-11-23T01:05:00Z" }, []],
		["an hour ahead", { lat: 1, lon: 1, at: "2026-11-23T02:00:00Z" }, ["at:shipments.errors.positionInFuture"]],
		["no time", { lat: 1, lon: 1, at: "" }, ["at:shipments.errors.positionTimeRequired"]],
		[
			"an unknown source",
			{ lat: 1, lon: 1, at: "2026-11-23T00:00:00Z", source: "rumour" },
			["source:shipments.errors.positionSource"],
		],
	])("%s", (_, input, expected) => {
		expect(errors(input)).toEqual(expected);
	});
	test("a typed position is manual", () => {
		expect(positionSchema(now).parse({ lat: 1, lon: 2, at: "2026-11-23T09:00" })).toEqual({
			lat: 1,
			lon: 2,
			at: new Date("2026-11-23T00:00:00Z"),
			source: "manual",
		});
	});
});

test("the last position is the newest seen, whatever order it was typed in", () => {
	const p = (id: number, iso: string) => ({ id, at: new Date(iso) });
	expect(
		lastPosition([p(1, "2026-11-22T00:00:00Z"), p(2, "2026-11-23T00:00:00Z"), p(3, "2026-11-21T00:00:00Z")])?.id,
	).toBe(2);
	expect(lastPosition([])).toBeNull();
});
