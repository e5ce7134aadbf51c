// CSV for rate sheets: RFC 4180 quoting both ways, and the line each record starts on, because the
// import report names rows by the line a person sees in their editor.
import { describe, expect, test } from "vitest";
import { readCsv, writeCsv } from "./csv.ts";

describe("readCsv", () => {
	test("line numbers count blank lines and the lines inside quoted cells", () => {
		const text = '\uFEFFa,b\r\n1,"x, ""y"""\r\n\r\n2,"two\nlines"\n3,\n';
		expect(readCsv(text)).toEqual({
			ok: true,
			rows: [
				{ line: 1, cells: ["a", "b"] },
				{ line: 2, cells: ["1", 'x, "y"'] },
				{ line: 3, cells: [] },
				{ line: 4, cells: ["2", "two\nlines"] },
				{ line: 6, cells: ["3", ""] },
			],
		});
	});
	test("a lone CR ends a line; the last line needs no line break; an empty quoted cell is a cell", () => {
		expect(readCsv('a\rb\r""')).toEqual({
			ok: true,
			rows: [
				{ line: 1, cells: ["a"] },
				{ line: 2, cells: ["b"] },
				{ line: 3, cells: [""] },
			],
		});
	});
	test("an unclosed quote reports the line it opened on", () => {
		expect(readCsv('a\nb\n"c,d\ne')).toEqual({ ok: false, error: "unterminatedQuote", line: 3 });
	});
});

describe("writeCsv", () => {
	test("quotes commas, quotes, line breaks and edge spaces; CRLF; optional BOM", () => {
		const text = writeCsv(
			[
				["id", "carrier"],
				["1", 'A, "B"'],
				["2", "two\nlines"],
				["3", " padded"],
				["4", "한글"],
			],
			{ bom: true },
		);
		expect(text).toBe('\uFEFFid,carrier\r\n1,"A, ""B"""\r\n2,"two\nlines"\r\n3," padded"\r\n4,한글\r\n');
	});
	test("what is written reads back unchanged", () => {
		const rows = [
			["a", "b", "c"],
			['"', ",", ""],
			["x\r\ny", " ", "베트남"],
		];
		const read = readCsv(writeCsv(rows, { bom: true }));
		expect(read.ok && read.rows.map((r) => r.cells)).toEqual(rows);
	});
});
