// Each date rule of the voyage (decision 047), one row per case: what is refused, what is only
// warned, and what passes. Times are Seoul wall clock (+09:00), as the desk types them.
import { describe, expect, test } from "vitest";
import { type DateFacts, FAR_DAYS, judgeVoyageMove } from "./date-rules.ts";

const at = (text: string) => new Date(`${text}:00+09:00`);
const base: DateFacts = {
	cargoReady: "2026-12-05",
	schedule: { etd: "2026-12-08", eta: "2026-12-14" },
	handedOverAt: null,
	departedAt: null,
	arrivedAt: null,
};
const keys = (j: ReturnType<typeof judgeVoyageMove>) => ({
	refusals: j.refusals.map((f) => f.key),
	warnings: j.warnings.map((f) => f.key),
});

describe("departure", () => {
	test.each([
		["on the ETD", "2026-12-08T10:00", {}, [], []],
		["on the cargo-ready day", "2026-12-05T23:00", {}, [], []],
		// 12 days before the ETD and before cargo-ready, as the walk found
		[
			"before cargo-ready, nothing handed over",
			"2026-11-26T10:00",
			{},
			["departureBeforeCargoReady"],
			["departureFarFromEtd"],
		],
		[
			"a day before cargo-ready, cargo picked up the day before",
			"2026-12-04T10:00",
			{ handedOverAt: at("2026-12-03T09:00") },
			[],
			["departureFarFromEtd"],
		],
		[
			"before the pickup itself",
			"2026-12-04T10:00",
			{ handedOverAt: at("2026-12-04T12:00") },
			["departureBeforeHandover"],
			["departureFarFromEtd"],
		],
		[`${FAR_DAYS} days after the ETD: usual`, "2026-12-11T10:00", {}, [], []],
		[`${FAR_DAYS + 1} days after the ETD: unusual`, "2026-12-12T10:00", {}, [], ["departureFarFromEtd"]],
		[
			"no cargo-ready date and no schedule: nothing to compare",
			"2026-11-01T10:00",
			{ cargoReady: null, schedule: null },
			[],
			[],
		],
	] as const)("%s", (_, time, over, refusals, warnings) => {
		expect(keys(judgeVoyageMove("depart", at(time), { ...base, ...over }))).toEqual({ refusals, warnings });
	});

	test("the warning names the ETD and how far", () => {
		expect(judgeVoyageMove("depart", at("2026-12-20T10:00"), base).warnings).toEqual([
			{ key: "departureFarFromEtd", params: { date: "2026-12-08", days: 12 } },
		]);
	});
});

describe("arrival", () => {
	const sailed = { ...base, departedAt: at("2026-12-08T18:00") };
	test.each([
		["on the ETA", "2026-12-14T08:00", {}, [], []],
		["before the departure", "2026-12-08T17:00", {}, ["arrivalBeforeDeparture"], ["arrivalFarFromEta"]],
		["an hour after the departure: possible but far from the ETA", "2026-12-08T19:00", {}, [], ["arrivalFarFromEta"]],
		["4 days late", "2026-12-18T08:00", {}, [], ["arrivalFarFromEta"]],
		[
			"no departure recorded (carrier data), no schedule",
			"2026-12-14T08:00",
			{ departedAt: null, schedule: null },
			[],
			[],
		],
	] as const)("%s", (_, time, over, refusals, warnings) => {
		expect(keys(judgeVoyageMove("arrive", at(time), { ...sailed, ...over }))).toEqual({ refusals, warnings });
	});
});

describe("delivery", () => {
	const arrived = { ...base, departedAt: at("2026-12-08T18:00"), arrivedAt: at("2026-12-14T08:00") };
	test.each([
		["after the arrival", "2026-12-15T10:00", {}, [], []],
		["before the arrival", "2026-12-14T07:00", {}, ["deliveryBeforeArrival"], []],
		[
			"no arrival recorded, before the departure",
			"2026-12-08T12:00",
			{ arrivedAt: null },
			["deliveryBeforeDeparture"],
			["deliveryWithoutArrivalBeforeEta"],
		],
		// right after the departure, as the walk found: possible only as a typo or a very short leg
		[
			"no arrival recorded, right after the departure",
			"2026-12-08T19:00",
			{ arrivedAt: null },
			[],
			["deliveryWithoutArrivalBeforeEta"],
		],
		["no arrival recorded, on the ETA", "2026-12-14T15:00", { arrivedAt: null }, [], []],
	] as const)("%s", (_, time, over, refusals, warnings) => {
		expect(keys(judgeVoyageMove("deliver", at(time), { ...arrived, ...over }))).toEqual({ refusals, warnings });
	});
});
