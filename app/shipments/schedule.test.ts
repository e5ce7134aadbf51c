import { describe, expect, test } from "vitest";
import { emptiedDeadlines, nextOriginalEta, portSequence, scheduleSchema } from "./schedule.ts";

const route = { origin: "KRPUS", destination: "VNHPH" };
const sea = {
	carrier: "HMM",
	vessel: "HMM BLESSING",
	voyage: "0123S",
	path: "direct",
	viaPort: "",
	documentDeadline: "2026-11-30",
	cargoClosing: "2026-12-01",
	etd: "2026-12-02",
	eta: "2026-12-08",
	preparationDate: "2026-11-27",
	pickupDate: "2026-11-28",
	deliveryDate: "2026-12-10",
	pickupPlace: "김해시 주촌면 서부로 1",
	deliveryPlace: "",
};
const air = { carrier: "Korean Air", flightNumber: "KE 681", etd: "2026-12-02", eta: "2026-12-02" };

/** The translation keys of a failed parse, by field. */
function errors(mode: "fcl" | "lcl" | "air", input: Record<string, unknown>) {
	const result = scheduleSchema(mode, route).safeParse(input);
	if (result.success) return {};
	const out: Record<string, string[]> = {};
	for (const issue of result.error.issues) (out[String(issue.path[0])] ??= []).push(issue.message);
	return out;
}

describe("a schedule's validation", () => {
	test("a complete sea schedule passes; blank fields are null, text is trimmed", () => {
		const result = scheduleSchema("fcl", route).parse({ ...sea, carrier: "  HMM " });
		expect(result).toMatchObject({
			carrier: "HMM",
			viaPort: null,
			deliveryPlace: null,
			path: "direct",
			etd: "2026-12-02",
		});
	});

	test("an air schedule needs a flight number, not a vessel", () => {
		expect(errors("air", air)).toEqual({});
		expect(errors("air", { ...air, flightNumber: "" })).toEqual({
			flightNumber: ["shipments.errors.flightNumberRequired"],
		});
		expect(errors("air", { ...air, flightNumber: "KOREAN681" })).toEqual({
			flightNumber: ["shipments.errors.flightNumber"],
		});
	});

	test.each<[string, Record<string, unknown>, Record<string, string[]>]>([
		[
			"no vessel or voyage by sea",
			{ vessel: "", voyage: " " },
			{ vessel: ["shipments.errors.vesselRequired"], voyage: ["shipments.errors.voyageRequired"] },
		],
		["ETA before ETD", { eta: "2026-12-01" }, { eta: ["shipments.errors.etaBeforeEtd"] }],
		["ETA on the ETD day", { eta: "2026-12-02", deliveryDate: "" }, {}],
		[
			"cargo closing after ETD",
			{ cargoClosing: "2026-12-03" },
			{ cargoClosing: ["shipments.errors.cargoClosingAfterEtd"] },
		],
		["cargo closing on the ETD day", { cargoClosing: "2026-12-02" }, {}],
		[
			"document deadline after ETD",
			{ documentDeadline: "2026-12-05" },
			{ documentDeadline: ["shipments.errors.documentDeadlineAfterEtd"] },
		],
		["pickup after ETD", { pickupDate: "2026-12-03" }, { pickupDate: ["shipments.errors.pickupAfterEtd"] }],
		[
			"pickup before preparation",
			{ preparationDate: "2026-11-29", pickupDate: "2026-11-28" },
			{ pickupDate: ["shipments.errors.pickupBeforePreparation"] },
		],
		["delivery before ETA", { deliveryDate: "2026-12-07" }, { deliveryDate: ["shipments.errors.deliveryBeforeEta"] }],
		["transhipment without via port", { path: "transhipment" }, { viaPort: ["shipments.errors.viaPortRequired"] }],
		["transhipment via Hong Kong (lower case typed)", { path: "transhipment", viaPort: "hkhkg" }, {}],
		[
			"transhipment via an airport code by sea",
			{ path: "transhipment", viaPort: "HKG" },
			{ viaPort: ["shipments.errors.viaPort"] },
		],
		[
			"transhipment via the origin",
			{ path: "transhipment", viaPort: "KRPUS" },
			{ viaPort: ["shipments.errors.viaPortIsEnd"] },
		],
		["a via port on a direct path", { viaPort: "HKHKG" }, { viaPort: ["shipments.errors.viaPortDirect"] }],
		["an unknown path", { path: "overland" }, { path: ["shipments.errors.path"] }],
		["no ETD", { etd: "" }, { etd: ["shipments.errors.etdRequired"] }],
		["a date that does not exist", { etd: "2026-02-30" }, { etd: ["shipments.errors.etd"] }],
		["no carrier", { carrier: "" }, { carrier: ["shipments.errors.carrierRequired"] }],
	])("%s", (_, change, expected) => {
		expect(errors("fcl", { ...sea, ...change })).toEqual(expected);
	});
});

describe("the route and the confirmed ETA", () => {
	test("the port sequence: origin, the via port of a transhipment, destination", () => {
		expect(portSequence(route, { path: "direct", viaPort: null })).toEqual(["KRPUS", "VNHPH"]);
		expect(portSequence(route, { path: "transhipment", viaPort: "HKHKG" })).toEqual(["KRPUS", "HKHKG", "VNHPH"]);
	});

	test.each([
		[null, "2026-12-08", "2026-12-08"],
		[{ originalEta: "2026-12-08", confirmed: false }, "2026-12-09", "2026-12-09"],
		[{ originalEta: "2026-12-08", confirmed: true }, "2026-12-10", "2026-12-08"],
	])("before %j, new ETA %s: the confirmed ETA is %s", (previous, eta, original) => {
		expect(nextOriginalEta(previous, eta)).toBe(original);
	});
});

describe("emptiedDeadlines: a confirmed schedule keeps its deadlines (decision 052)", () => {
	const stored = (
		over: Partial<{ confirmedAt: Date | null; documentDeadline: string | null; cargoClosing: string | null }> = {},
	) => ({
		confirmedAt: new Date(),
		documentDeadline: "2026-12-01",
		cargoClosing: "2026-12-02",
		...over,
	});
	test.each<
		[
			string,
			ReturnType<typeof stored> | null,
			{ documentDeadline: string | null; cargoClosing: string | null },
			string[],
		]
	>([
		["both kept", stored(), { documentDeadline: "2026-12-01", cargoClosing: "2026-12-02" }, []],
		["both moved", stored(), { documentDeadline: "2026-11-30", cargoClosing: "2026-12-03" }, []],
		[
			"document deadline emptied",
			stored(),
			{ documentDeadline: null, cargoClosing: "2026-12-02" },
			["documentDeadline"],
		],
		["both emptied", stored(), { documentDeadline: null, cargoClosing: null }, ["documentDeadline", "cargoClosing"]],
		["a draft may empty them", stored({ confirmedAt: null }), { documentDeadline: null, cargoClosing: null }, []],
		[
			"confirmed without a cargo closing: it may stay empty",
			stored({ cargoClosing: null }),
			{ documentDeadline: "2026-12-01", cargoClosing: null },
			[],
		],
		["no schedule yet", null, { documentDeadline: null, cargoClosing: null }, []],
	])("%s", (_name, before, next, fields) => {
		const errors = emptiedDeadlines(before, next);
		expect(Object.keys(errors)).toEqual(fields);
		for (const field of fields) expect(errors[field]).toEqual([`shipments.errors.${field}Kept`]);
	});
});
