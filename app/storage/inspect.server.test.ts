// Judging a file by its bytes: real PDF, PNG, JPEG, XLSX (write-excel-file) and DOCX files are
// recognised; HTML, archives that are not office files, and broken files are not.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { docx, HTML, jpeg, PDF, plainZip, png, xlsx, zip } from "#tests/upload-fixtures.ts";
import { inspectFile, officeKind, zipEntryNames } from "./inspect.server.ts";

let dir: string;
beforeAll(() => {
	dir = fs.mkdtempSync(path.join(os.tmpdir(), "freight-inspect-"));
});
afterAll(() => {
	fs.rmSync(dir, { recursive: true, force: true });
});

let n = 0;
function onDisk(bytes: Uint8Array): string {
	const file = path.join(dir, `f${n++}`);
	fs.writeFileSync(file, bytes);
	return file;
}

describe("inspectFile", () => {
	test.each<[string, () => Promise<Buffer> | Buffer, string | null]>([
		["a PDF", () => PDF, "pdf"],
		["a PNG", png, "png"],
		["a JPEG", jpeg, "jpeg"],
		["an XLSX written by write-excel-file", xlsx, "xlsx"],
		["a DOCX", docx, "docx"],
		["HTML", () => HTML, null],
		["a ZIP that is not an office file", plainZip, null],
		[
			"a ZIP with [Content_Types].xml but neither workbook nor document",
			() => zip({ "[Content_Types].xml": "<Types/>" }),
			null,
		],
		["an empty file", () => Buffer.alloc(0), null],
		["plain text", () => Buffer.from("just text, no magic"), null],
		["a truncated PNG", async () => (await png()).subarray(0, 40), "unreadable"],
		[
			"a PNG signature on garbage",
			() => Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(64, 1)]),
			"unreadable",
		],
		["a truncated JPEG", async () => (await jpeg()).subarray(0, 60), "unreadable"],
		["a ZIP cut off before its directory", () => docx().subarray(0, 200), "unreadable"],
		// the PDF must parse
		["%PDF- and 200 letters", () => Buffer.from(`%PDF-${"a".repeat(200)}`), "unreadable"],
		["a PDF cut off inside an object", () => PDF.subarray(0, 40), "unreadable"],
		[
			"a PDF whose trailer leads to no catalog",
			() => Buffer.from("%PDF-1.4\n1 0 obj<</Type/Font>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n"),
			"unreadable",
		],
	])("%s → %s", async (_what, make, expected) => {
		expect(await inspectFile(onDisk(await make()))).toBe(expected);
	});
});

describe("zipEntryNames", () => {
	test("lists the central directory, also behind an archive comment", () => {
		const names = ["[Content_Types].xml", "word/document.xml"];
		const bytes = zip(Object.fromEntries(names.map((name) => [name, "x"])), "a comment after the directory");
		return expect(zipEntryNames(onDisk(bytes))).resolves.toEqual(names);
	});

	test("null for a file too short or without an end record", async () => {
		expect(await zipEntryNames(onDisk(Buffer.from("PK")))).toBeNull();
		expect(await zipEntryNames(onDisk(Buffer.alloc(100, 0x41)))).toBeNull();
	});

	test("null when the directory points past the end of the file", async () => {
		const bytes = docx();
		bytes.writeUInt32LE(bytes.length, bytes.length - 22 + 16); // directory offset beyond the file
		expect(await zipEntryNames(onDisk(bytes))).toBeNull();
	});
});

describe("officeKind", () => {
	test.each<[string[], string | null]>([
		[["[Content_Types].xml", "xl/workbook.xml"], "xlsx"],
		[["[Content_Types].xml", "word/document.xml"], "docx"],
		[["xl/workbook.xml"], null],
		[["[Content_Types].xml", "ppt/presentation.xml"], null],
		[[], null],
	])("%j → %s", (names, expected) => {
		expect(officeKind(names)).toBe(expected);
	});
});
