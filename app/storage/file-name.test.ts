import { describe, expect, test } from "vitest";
import { nameForContentType } from "./file-name.ts";

const PDF = "application/pdf";
const JPEG = "image/jpeg";
const XLSX = "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet";

describe("nameForContentType: the extension follows the detected type", () => {
	test.each<[string, string, string]>([
		["invoice.html", PDF, "invoice.pdf"],
		["invoice.pdf", PDF, "invoice.pdf"],
		["INVOICE.PDF", PDF, "INVOICE.PDF"],
		["scan", PDF, "scan.pdf"],
		["사업자등록증.hwp", PDF, "사업자등록증.pdf"],
		["photo.jpeg", JPEG, "photo.jpeg"],
		["photo.JPG", JPEG, "photo.JPG"],
		["photo.png", JPEG, "photo.jpg"],
		["rates.xls", XLSX, "rates.xlsx"],
		["Invoice No. 12", PDF, "Invoice No. 12.pdf"],
		["archive.tar.gz", PDF, "archive.tar.pdf"],
		[".pdf", PDF, ".pdf.pdf"], // a name that is all extension reads as a stem
		[".html", PDF, ".html.pdf"],
		["file.", PDF, "file..pdf"],
		["packing list.pdf", "application/pdf; charset=binary", "packing list.pdf"],
		["notes.txt", "text/plain", "notes.txt"],
	])("%s as %s -> %s", (name, type, expected) => {
		expect(nameForContentType(name, type)).toBe(expected);
	});
});
