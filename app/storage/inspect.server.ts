// What a received file really is, judged from its bytes on disk (never from its name or the
// browser's declared type): PDF, PNG and JPEG by their leading magic bytes, and the XLSX and DOCX
// that commercial invoices and packing lists often come as by the parts listed in their ZIP central
// directory. Reads the head and the tail of the file only, so a 20 MB upload is never held in memory.
import fs from "node:fs/promises";
import { pdfFileParses } from "./pdf-check.server.ts";
import { inspectUpload, loadSharp } from "./uploads.server.ts";

export const FILE_KINDS = ["pdf", "png", "jpeg", "xlsx", "docx"] as const;
export type FileKind = (typeof FILE_KINDS)[number];

export const CONTENT_TYPES: Record<FileKind, string> = {
	pdf: "application/pdf",
	png: "image/png",
	jpeg: "image/jpeg",
	xlsx: "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
	docx: "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
};

/** The file name extension a stored file is sent with, whatever name it arrived under. */
export const EXTENSIONS: Record<FileKind, string> = {
	pdf: ".pdf",
	png: ".png",
	jpeg: ".jpg",
	xlsx: ".xlsx",
	docx: ".docx",
};

const ZIP_LOCAL_HEADER = 0x04034b50;
const ZIP_END_OF_DIRECTORY = 0x06054b50;
const ZIP_DIRECTORY_ENTRY = 0x02014b50;
// the end-of-directory record is 22 bytes plus a comment of at most 65,535
const ZIP_TAIL = 22 + 0xffff;
// a central directory of an office file lists tens of parts; a megabyte is far beyond any real one
const MAX_DIRECTORY_BYTES = 1024 * 1024;

async function readAt(handle: fs.FileHandle, position: number, length: number): Promise<Buffer> {
	const buf = Buffer.alloc(length);
	const { bytesRead } = await handle.read(buf, 0, length, position);
	return buf.subarray(0, bytesRead);
}

/** The part names in a ZIP file's central directory, or null if it is not a well-formed ZIP. */
export async function zipEntryNames(filePath: string): Promise<string[] | null> {
	const handle = await fs.open(filePath, "r");
	try {
		const { size } = await handle.stat();
		if (size < 22) return null;
		const tailStart = Math.max(0, size - ZIP_TAIL);
		const tail = await readAt(handle, tailStart, size - tailStart);
		let end = -1;
		for (let i = tail.length - 22; i >= 0; i--) {
			if (tail.readUInt32LE(i) === ZIP_END_OF_DIRECTORY) {
				end = i;
				break;
			}
		}
		if (end < 0) return null;
		const entries = tail.readUInt16LE(end + 10);
		const dirSize = tail.readUInt32LE(end + 12);
		const dirOffset = tail.readUInt32LE(end + 16);
		if (dirSize > MAX_DIRECTORY_BYTES || dirOffset + dirSize > size) return null;
		const dir = await readAt(handle, dirOffset, dirSize);
		const names: string[] = [];
		let at = 0;
		for (let n = 0; n < entries; n++) {
			if (at + 46 > dir.length || dir.readUInt32LE(at) !== ZIP_DIRECTORY_ENTRY) return null;
			const nameLength = dir.readUInt16LE(at + 28);
			const extraLength = dir.readUInt16LE(at + 30);
			const commentLength = dir.readUInt16LE(at + 32);
			names.push(dir.subarray(at + 46, at + 46 + nameLength).toString("utf8"));
			at += 46 + nameLength + extraLength + commentLength;
		}
		return names;
	} finally {
		await handle.close();
	}
}

/** The kind of an office file by its parts: a workbook is XLSX, a word document DOCX; anything else null. */
export function officeKind(names: readonly string[]): "xlsx" | "docx" | null {
	if (!names.includes("[Content_Types].xml")) return null;
	if (names.includes("xl/workbook.xml")) return "xlsx";
	if (names.includes("word/document.xml")) return "docx";
	return null;
}

/**
 * The kind of the file at `filePath`, or null for anything we do not accept. PDFs are parsed and images
 * decoded in full (sharp, with the pixel limit of uploads.server.ts) so a truncated or hostile image is refused
 * here rather than shown broken later; "unreadable" says the magic bytes were right but the content
 * was not.
 */
export async function inspectFile(filePath: string): Promise<FileKind | "unreadable" | null> {
	const handle = await fs.open(filePath, "r");
	let head: Buffer;
	try {
		head = await readAt(handle, 0, 8);
	} finally {
		await handle.close();
	}
	const byMagic = inspectUpload(new Uint8Array(head));
	// a PDF must parse as one (pdf-check.server.ts), not only start with "%PDF-"
	if (byMagic?.kind === "pdf") return (await pdfFileParses(filePath)) ? "pdf" : "unreadable";
	if (byMagic) {
		const sharp = await loadSharp();
		try {
			await sharp(filePath, { failOn: "warning", limitInputPixels: 50_000_000 }).stats();
			return byMagic.kind;
		} catch {
			return "unreadable";
		}
	}
	if (head.length >= 4 && head.readUInt32LE(0) === ZIP_LOCAL_HEADER) {
		const names = await zipEntryNames(filePath);
		return names ? (officeKind(names) ?? null) : "unreadable";
	}
	return null;
}
