// The tracking CSV's reading, line by line: the header's names as carriers write them, the events,
// planned vs actual, times, coordinates, and one table row per error the import reports.
import { describe, expect, test } from "vitest";
import {
	type TrackingColumn,
	type TrackingErrorKey,
	decodeTrackingFile,
	eventCode,
	eventKind,
	parseTrackingCsv,
} from "./tracking-csv.ts";

const NOW = new Date("2026-11-23T03:00:00Z"); // 12:00 in Seoul
const HEADER = "shipment,event,time,kind,place,note,lat,lon,source";
const csv = (...lines: string[]) => [HEADER, ...lines].join("\n");

describe("reading good lines", () => {
	test("a milestone, a position, and an actual event with coordinates (a milestone and a position)", () => {
		const got = parseTrackingCsv(
			csv(
				"B2611-0001,departed,2026-11-20 18:30,actual,KRPUS,on time,,,",
				"2611-0001,position,2026-11-21T06:00+09:00,,,,32.2,126.8,carrier",
				"q2611-0002,ARRIVED,2026-11-25 08:00,planned,VNHPH,,,,",
				"B2611-0002,LOAD,2026-11-22 09:00,ACT,KRPUS,,34.6,128.9,",
			),
			NOW,
		);
		expect(got.ok).toBe(true);
		if (!got.ok) return;
		expect(got.rows).toEqual([
			{
				line: 2,
				numberBody: "2611-0001",
				blNo: null,
				number: "B2611-0001",
				milestone: {
					code: "departed",
					place: "KRPUS",
					note: "on time",
					plannedAt: null,
					actualAt: new Date("2026-11-20T09:30:00Z"),
				},
				position: null,
			},
			{
				line: 3,
				numberBody: "2611-0001",
				blNo: null,
				number: "2611-0001",
				milestone: null,
				position: { lat: 32.2, lon: 126.8, at: new Date("2026-11-20T21:00:00Z"), source: "carrier" },
			},
			{
				line: 4,
				numberBody: "2611-0002",
				blNo: null,
				number: "q2611-0002",
				milestone: {
					code: "arrived",
					place: "VNHPH",
					note: null,
					plannedAt: new Date("2026-11-24T23:00:00Z"),
					actualAt: null,
				},
				position: null,
			},
			{
				line: 5,
				numberBody: "2611-0002",
				blNo: null,
				number: "B2611-0002",
				milestone: {
					code: "loaded",
					place: "KRPUS",
					note: null,
					plannedAt: null,
					actualAt: new Date("2026-11-22T00:00:00Z"),
				},
				position: { lat: 34.6, lon: 128.9, at: new Date("2026-11-22T00:00:00Z"), source: "import" },
			},
		]);
	});

	test("a carrier's header names, extra columns ignored, blank lines skipped, a BOM and quotes", () => {
		const text =
			'\uFEFF"B/L No.",Vessel,Event Code,Event Date/Time,Event Classifier,Location,Remarks,Latitude,Longitude\n\nB2611-0003,HMM X,DEPA,2026-11-20 10:00,ACT,KRPUS,"gate, then sail",,\n';
		const got = parseTrackingCsv(text, NOW);
		expect(got).toMatchObject({
			ok: true,
			rows: [{ line: 3, numberBody: "2611-0003", milestone: { code: "departed", note: "gate, then sail" } }],
		});
	});

	test("event codes and kinds", () => {
		expect([
			eventCode("gate-in"),
			eventCode("Gate In"),
			eventCode("GTIN"),
			eventCode("posn"),
			eventCode("sunk"),
		]).toEqual(["gate_in", "gate_in", "gate_in", "position", null]);
		expect([eventKind("A"), eventKind("est"), eventKind("PLN"), eventKind("maybe")]).toEqual([
			"actual",
			"planned",
			"planned",
			null,
		]);
	});
});

describe("every error, with its line and column", () => {
	const cases: [string, string, number, TrackingColumn | null, TrackingErrorKey][] = [
		["no shipment number", ",departed,2026-11-20 10:00,actual,,,,,", 2, "shipment", "required"],
		[
			"a shipment number of no known shape (nor a B/L number)",
			"BL#12,departed,2026-11-20 10:00,actual,,,,,",
			2,
			"shipment",
			"shipmentNumber",
		],
		["no event", "B2611-0001,,2026-11-20 10:00,actual,,,,,", 2, "event", "required"],
		["an unknown event code", "B2611-0001,sunk,2026-11-20 10:00,actual,,,,,", 2, "event", "eventCode"],
		["no time", "B2611-0001,departed,,actual,,,,,", 2, "time", "required"],
		["a time that is none", "B2611-0001,departed,20/11/2026,actual,,,,,", 2, "time", "moment"],
		["a day that does not exist", "B2611-0001,departed,2026-02-30 10:00,actual,,,,,", 2, "time", "moment"],
		["no kind on a milestone", "B2611-0001,departed,2026-11-20 10:00,,,,,,", 2, "kind", "required"],
		["a kind that is neither", "B2611-0001,departed,2026-11-20 10:00,maybe,,,,,", 2, "kind", "kind"],
		["an actual time in the future", "B2611-0001,arrived,2026-11-30 10:00,actual,,,,,", 2, "time", "actualInFuture"],
		["a position in the future", "B2611-0001,position,2026-11-30 10:00,,,,30,125,", 2, "time", "positionInFuture"],
		["a place too long", `B2611-0001,departed,2026-11-20 10:00,actual,${"x".repeat(121)},,,,`, 2, "place", "tooLong"],
		["a note too long", `B2611-0001,departed,2026-11-20 10:00,actual,,${"x".repeat(501)},,,`, 2, "note", "tooLong"],
		["a latitude out of range", "B2611-0001,position,2026-11-20 10:00,,,,91,125,", 2, "lat", "latitude"],
		["a longitude that is no number", "B2611-0001,position,2026-11-20 10:00,,,,30,east,", 2, "lon", "longitude"],
		["a latitude without its longitude", "B2611-0001,position,2026-11-20 10:00,,,,30,,", 2, "lon", "coordinatesPair"],
		["a position without coordinates", "B2611-0001,position,2026-11-20 10:00,,,,,,", 2, "lat", "required"],
		["a planned position", "B2611-0001,position,2026-11-20 10:00,planned,,,30,125,", 2, "kind", "positionPlanned"],
		["an unknown source", "B2611-0001,position,2026-11-20 10:00,,,,30,125,satellite", 2, "source", "positionSource"],
	];
	test.each(cases)("%s", (_name, line, lineNo, column, key) => {
		const got = parseTrackingCsv(csv(line), NOW);
		expect(got.ok).toBe(false);
		if (got.ok) return;
		expect(got.issues).toContainEqual(expect.objectContaining({ line: lineNo, column, key }));
	});

	test("every bad line is reported, not only the first; a good line among them stores nothing", () => {
		const got = parseTrackingCsv(
			csv(
				"B2611-0001,departed,2026-11-20 10:00,actual,,,,,",
				"B2611-0001,sunk,2026-11-20 10:00,actual,,,,,",
				"B2611-0001,departed,,actual,,,,,",
			),
			NOW,
		);
		expect(got).toEqual({
			ok: false,
			issues: [
				{ line: 3, column: "event", key: "eventCode", params: { value: "sunk" } },
				{ line: 4, column: "time", key: "required" },
			],
		});
	});

	const fileCases: [string, string, TrackingErrorKey, TrackingColumn | null, number][] = [
		["a header only", HEADER, "noRows", null, 0],
		[
			"a missing required column",
			"shipment,event,time\nB2611-0001,departed,2026-11-20 10:00",
			"missingColumn",
			"kind",
			1,
		],
		[
			"a column twice",
			"shipment,B/L No.,event,time,kind\nB2611-0001,B2611-0001,departed,2026-11-20 10:00,actual",
			"duplicateColumn",
			"shipment",
			1,
		],
		["an unclosed quote", `${HEADER}\nB2611-0001,departed,"2026-11-20 10:00,actual`, "unterminatedQuote", null, 2],
	];
	test.each(fileCases)("the file: %s", (_name, text, key, column, line) => {
		expect(parseTrackingCsv(text, NOW)).toEqual({
			ok: false,
			issues: [expect.objectContaining({ line, column, key })],
		});
	});

	test("too many lines", () => {
		const lines = Array.from({ length: 5001 }, () => "B2611-0001,departed,2026-11-20 10:00,actual,,,,,");
		expect(parseTrackingCsv(csv(...lines), NOW)).toEqual({
			ok: false,
			issues: [{ line: 0, column: null, key: "tooManyRows", params: { max: 5000 } }],
		});
	});

	test("the bytes: empty, too large, a spreadsheet, not UTF-8", () => {
		const issue = (bytes: Uint8Array) => {
			const got = decodeTrackingFile(bytes);
			return got.ok ? null : got.issue.key;
		};
		expect(issue(new Uint8Array())).toBe("fileRequired");
		expect(issue(new Uint8Array(2 * 1024 * 1024 + 1).fill(65))).toBe("fileTooLarge");
		expect(issue(new Uint8Array([0x50, 0x4b, 3, 4, 0]))).toBe("notCsv");
		expect(issue(new Uint8Array([0x73, 0xc7, 0xd1]))).toBe("notUtf8"); // CP949 Hangul
		expect(decodeTrackingFile(new TextEncoder().encode("한글,csv"))).toEqual({ ok: true, text: "한글,csv" });
	});
});
