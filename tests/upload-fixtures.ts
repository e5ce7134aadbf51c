// Small real files for upload tests: a PDF, images made by sharp, a workbook made by
// write-excel-file, and a word document (and other ZIPs) assembled here, so the content checks of
// app/storage/inspect.server.ts are tried on the genuine formats, not on byte strings shaped like them.
import { crc32 } from "node:zlib";
import sharp from "sharp";
import writeExcelFile from "write-excel-file/node";

export const PDF = Buffer.from(
	"%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n",
);

/** A PDF of exactly `size` bytes (padding in a trailing comment), for limit tests. */
export function pdfOfSize(size: number): Buffer {
	if (size < PDF.length + 2) throw new Error("too small for a PDF");
	return Buffer.concat([PDF, Buffer.from("%"), Buffer.alloc(size - PDF.length - 1, 0x20)]);
}

export const HTML = Buffer.from("<!doctype html><html><body><script>alert(document.cookie)</script></body></html>\n");

export function png(): Promise<Buffer> {
	return sharp({ create: { width: 16, height: 16, channels: 3, background: "#1d4ed8" } })
		.png()
		.toBuffer();
}

export function jpeg(): Promise<Buffer> {
	return sharp({ create: { width: 16, height: 16, channels: 3, background: "#dc2626" } })
		.jpeg()
		.toBuffer();
}

export function xlsx(): Promise<Buffer> {
	return writeExcelFile([[{ value: "Commercial invoice" }], [{ value: "HS code" }, { value: "8471.30" }]]).toBuffer();
}

/** A ZIP with the given entries, stored without compression (enough for a directory check). */
export function zip(entries: Record<string, string>, comment = ""): Buffer {
	const locals: Buffer[] = [];
	const directory: Buffer[] = [];
	let offset = 0;
	for (const [name, text] of Object.entries(entries)) {
		const nameBytes = Buffer.from(name, "utf8");
		const data = Buffer.from(text, "utf8");
		const crc = crc32(data);
		const local = Buffer.alloc(30);
		local.writeUInt32LE(0x04034b50, 0);
		local.writeUInt16LE(20, 4); // version needed
		local.writeUInt32LE(crc, 14);
		local.writeUInt32LE(data.length, 18);
		local.writeUInt32LE(data.length, 22);
		local.writeUInt16LE(nameBytes.length, 26);
		const central = Buffer.alloc(46);
		central.writeUInt32LE(0x02014b50, 0);
		central.writeUInt16LE(20, 4);
		central.writeUInt16LE(20, 6);
		central.writeUInt32LE(crc, 16);
		central.writeUInt32LE(data.length, 20);
		central.writeUInt32LE(data.length, 24);
		central.writeUInt16LE(nameBytes.length, 28);
		central.writeUInt32LE(offset, 42);
		locals.push(local, nameBytes, data);
		directory.push(central, nameBytes);
		offset += local.length + nameBytes.length + data.length;
	}
	const dir = Buffer.concat(directory);
	const commentBytes = Buffer.from(comment, "utf8");
	const end = Buffer.alloc(22);
	end.writeUInt32LE(0x06054b50, 0);
	end.writeUInt16LE(Object.keys(entries).length, 8);
	end.writeUInt16LE(Object.keys(entries).length, 10);
	end.writeUInt32LE(dir.length, 12);
	end.writeUInt32LE(offset, 16);
	end.writeUInt16LE(commentBytes.length, 20);
	return Buffer.concat([...locals, dir, end, commentBytes]);
}

const CONTENT_TYPES_XML =
	'<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="xml" ContentType="application/xml"/></Types>';

/** A minimal word document: the parts a DOCX is recognised by. */
export function docx(): Buffer {
	return zip({
		"[Content_Types].xml": CONTENT_TYPES_XML,
		"_rels/.rels":
			'<?xml version="1.0"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"/>',
		"word/document.xml":
			'<?xml version="1.0"?><w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:body><w:p><w:r><w:t>Packing list</w:t></w:r></w:p></w:body></w:document>',
	});
}

/** A ZIP that is no office file (an archive of anything). */
export function plainZip(): Buffer {
	return zip({ "readme.txt": "hello", "invoice.exe": "MZ" });
}
