import { describe, expect, it } from "vitest";
import { parseCsv, parseCsvRecords } from "./csv.ts";

describe("parseCsv", () => {
	const cases: { name: string; input: string; expected: string[][] }[] = [
		{
			name: "plain rows",
			input: "a,b\n1,2\n",
			expected: [
				["a", "b"],
				["1", "2"],
			],
		},
		{
			name: "no trailing newline",
			input: "a,b\n1,2",
			expected: [
				["a", "b"],
				["1", "2"],
			],
		},
		{
			name: "CRLF line ends",
			input: "a,b\r\n1,2\r\n",
			expected: [
				["a", "b"],
				["1", "2"],
			],
		},
		{
			name: "lone CR line ends",
			input: "a,b\r1,2\r",
			expected: [
				["a", "b"],
				["1", "2"],
			],
		},
		{
			name: "quoted field with embedded comma",
			input: 'x,"Arnavutköy, Istanbul",y\r\n',
			expected: [["x", "Arnavutköy, Istanbul", "y"]],
		},
		{ name: "doubled quotes inside quotes", input: '"say ""hi""",b\n', expected: [['say "hi"', "b"]] },
		{
			name: "line break inside quotes",
			input: '"line 1\r\nline 2",b\n',
			expected: [["line 1\r\nline 2", "b"]],
		},
		{
			name: "empty fields",
			input: "a,,c,\n,,\n",
			expected: [
				["a", "", "c", ""],
				["", "", ""],
			],
		},
		{ name: "empty quoted field", input: '"",x\n""\n', expected: [["", "x"], [""]] },
		{ name: "blank lines skipped", input: "a\n\n\r\nb\n", expected: [["a"], ["b"]] },
		{ name: "byte-order mark stripped", input: "\ufeffunlocode,name\n", expected: [["unlocode", "name"]] },
		{ name: "quote inside unquoted field kept", input: 'Bur Sa"id,b\n', expected: [['Bur Sa"id', "b"]] },
		{
			name: "apostrophe untouched",
			input: "Bur Sa'id,Shenzhen Bao'an\n",
			expected: [["Bur Sa'id", "Shenzhen Bao'an"]],
		},
		{ name: "Unicode text", input: "Huế,Cà Mau,부산\n", expected: [["Huế", "Cà Mau", "부산"]] },
		{ name: "empty input", input: "", expected: [] },
	];

	it.each(cases)("$name", ({ input, expected }) => {
		expect(parseCsv(input)).toEqual(expected);
	});

	it("rejects an unterminated quoted field", () => {
		expect(() => parseCsv('a,b\n"open,1\n2\n')).toThrow(/unterminated quoted field starting on line 2/);
	});
});

describe("parseCsvRecords", () => {
	it("keys fields by the header", () => {
		expect(parseCsvRecords('code,name,note\r\nKRPUS,Busan,"hub, transhipment"\r\nKRYOS,Yeosu,\r\n')).toEqual([
			{ code: "KRPUS", name: "Busan", note: "hub, transhipment" },
			{ code: "KRYOS", name: "Yeosu", note: "" },
		]);
	});

	it("returns no records for a header-only or empty file", () => {
		expect(parseCsvRecords("code,name\n")).toEqual([]);
		expect(parseCsvRecords("")).toEqual([]);
	});

	it.each([
		{ name: "too few fields", input: "a,b,c\n1,2\n" },
		{ name: "too many fields (unquoted comma)", input: "a,b\n1,2,3\n" },
	])("rejects a record with $name", ({ input }) => {
		expect(() => parseCsvRecords(input)).toThrow(/record 1 has \d fields, expected/);
	});

	it("rejects duplicate column names", () => {
		expect(() => parseCsvRecords("a,b,a\n1,2,3\n")).toThrow(/duplicate column "a"/);
	});
});
