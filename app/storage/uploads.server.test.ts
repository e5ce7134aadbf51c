import sharp from "sharp";
import { beforeAll, describe, expect, test } from "vitest";
import {
	MAX_REGISTRATION_FILE_BYTES,
	inspectUpload,
	makeThumbnail,
	validateRegistrationFile,
} from "./uploads.server.ts";

const ascii = (s: string) => new TextEncoder().encode(s);

// The smallest PDF worth the name: header, one empty page, cross-reference table and trailer.
const TINY_PDF = ascii(
	[
		"%PDF-1.4",
		"1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj",
		"2 0 obj << /Type /Pages /Kids [3 0 R] /Count 1 >> endobj",
		"3 0 obj << /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] >> endobj",
		"trailer << /Root 1 0 R >>",
		"%%EOF",
		"",
	].join("\n"),
);

// Noise keeps the compressed image large enough that cutting it leaves pixel data missing.
function noise(width: number, height: number) {
	return sharp({
		create: { width, height, channels: 3, background: "#000", noise: { type: "gaussian", mean: 128, sigma: 30 } },
	});
}

const toBytes = (buf: Buffer) => new Uint8Array(buf.buffer, buf.byteOffset, buf.byteLength);

let png: Uint8Array;
let jpeg: Uint8Array;
let sidewaysJpeg: Uint8Array;
let smallPng: Uint8Array;
let transparentPng: Uint8Array;

beforeAll(async () => {
	png = toBytes(await noise(640, 480).png().toBuffer());
	jpeg = toBytes(await noise(640, 480).jpeg().toBuffer());
	// Stored 400 wide and 200 high, but EXIF orientation 6 says "rotate 90° clockwise to view".
	sidewaysJpeg = toBytes(await noise(400, 200).jpeg().withMetadata({ orientation: 6 }).toBuffer());
	smallPng = toBytes(await noise(100, 50).png().toBuffer());
	transparentPng = toBytes(
		await sharp({ create: { width: 10, height: 10, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 0 } } })
			.png()
			.toBuffer(),
	);
});

function fileOf(bytes: Uint8Array, name: string, type: string): File {
	// Copy into a fresh ArrayBuffer-backed array: File wants ArrayBuffer, not any ArrayBufferLike.
	return new File([new Uint8Array(bytes)], name, { type });
}

describe("inspectUpload", () => {
	test.each<[string, () => Uint8Array, ReturnType<typeof inspectUpload>]>([
		["a PNG", () => png, { kind: "png", contentType: "image/png" }],
		["a JPEG", () => jpeg, { kind: "jpeg", contentType: "image/jpeg" }],
		["a PDF", () => TINY_PDF, { kind: "pdf", contentType: "application/pdf" }],
		["bare magic bytes of a PDF", () => ascii("%PDF-"), { kind: "pdf", contentType: "application/pdf" }],
		["text", () => ascii("hello, this is not a pdf"), null],
		["%PDF without the dash", () => ascii("%PDF1.4"), null],
		["a PDF header not at the start", () => ascii(" %PDF-1.4"), null],
		["a PNG signature missing its last byte", () => png.slice(0, 7), null],
		["two of the three JPEG bytes", () => new Uint8Array([0xff, 0xd8]), null],
		["a GIF", () => ascii("GIF89a"), null],
		["nothing", () => new Uint8Array(), null],
	])("%s", (_name, bytes, expected) => {
		expect(inspectUpload(bytes())).toEqual(expected);
	});
});

describe("makeThumbnail", () => {
	test.each<[string, () => Uint8Array, { width: number; height: number }]>([
		["a landscape PNG fits the width", () => png, { width: 320, height: 240 }],
		["a landscape JPEG fits the width", () => jpeg, { width: 320, height: 240 }],
		["EXIF orientation is applied before fitting", () => sidewaysJpeg, { width: 160, height: 320 }],
		["a small image is not enlarged", () => smallPng, { width: 100, height: 50 }],
	])("%s", async (_name, bytes, size) => {
		const thumb = await makeThumbnail(bytes());
		expect(inspectUpload(thumb)?.kind).toBe("jpeg");
		const meta = await sharp(thumb).metadata();
		expect({ width: meta.width, height: meta.height }).toEqual(size);
		// Already upright: nothing left for a viewer to rotate again.
		expect(meta.orientation ?? 1).toBe(1);
	});

	test("transparent areas become white, not black", async () => {
		const thumb = await makeThumbnail(transparentPng);
		const { channels } = await sharp(thumb).stats();
		for (const c of channels) expect(c.mean).toBeGreaterThan(250);
	});

	test("rejects bytes that are not an image", async () => {
		await expect(makeThumbnail(TINY_PDF)).rejects.toThrow();
	});
});

describe("validateRegistrationFile", () => {
	test.each<[string, () => File, { kind: string; contentType: string }]>([
		[
			"a PDF",
			() => fileOf(TINY_PDF, "사업자등록증.pdf", "application/pdf"),
			{ kind: "pdf", contentType: "application/pdf" },
		],
		["a PNG", () => fileOf(png, "scan.png", "image/png"), { kind: "png", contentType: "image/png" }],
		["a JPEG", () => fileOf(jpeg, "photo.jpg", "image/jpeg"), { kind: "jpeg", contentType: "image/jpeg" }],
		// The name and declared type are ignored in both directions.
		[
			"a JPEG named .pdf",
			() => fileOf(jpeg, "cert.pdf", "application/pdf"),
			{ kind: "jpeg", contentType: "image/jpeg" },
		],
		["a PDF with no name or type", () => fileOf(TINY_PDF, "blob", ""), { kind: "pdf", contentType: "application/pdf" }],
		[
			"a PDF of exactly the maximum size",
			() => {
				const bytes = new Uint8Array(MAX_REGISTRATION_FILE_BYTES);
				bytes.set(TINY_PDF);
				return fileOf(bytes, "big.pdf", "application/pdf");
			},
			{ kind: "pdf", contentType: "application/pdf" },
		],
	])("accepts %s", async (_name, file, expected) => {
		const f = file();
		const result = await validateRegistrationFile(f);
		expect(result).toMatchObject({ ok: true, ...expected });
		if (!result.ok) return;
		expect(result.bytes.byteLength).toBe(f.size);
		expect(Array.from(result.bytes.subarray(0, 16))).toEqual(
			Array.from(new Uint8Array(await f.slice(0, 16).arrayBuffer())),
		);
	});

	test.each<[string, () => FormDataEntryValue | null | undefined, string]>([
		["a missing field", () => null, "required"],
		["an undefined value", () => undefined, "required"],
		["a text field instead of a file", () => "cert.pdf", "required"],
		["an empty file", () => fileOf(new Uint8Array(), "cert.pdf", "application/pdf"), "required"],
		[
			"one byte over the maximum",
			() => {
				const bytes = new Uint8Array(MAX_REGISTRATION_FILE_BYTES + 1);
				bytes.set(TINY_PDF);
				return fileOf(bytes, "big.pdf", "application/pdf");
			},
			"tooLarge",
		],
		["a text file renamed .pdf", () => fileOf(ascii("just some notes\n"), "cert.pdf", "application/pdf"), "badType"],
		[
			"an HTML page named .png",
			() => fileOf(ascii("<html><script>alert(1)</script>"), "a.png", "image/png"),
			"badType",
		],
		["a GIF", () => fileOf(ascii("GIF89a\x01\x00\x01\x00"), "a.gif", "image/gif"), "badType"],
		[
			"a truncated PNG",
			() => fileOf(png.slice(0, Math.floor(png.length * 0.6)), "scan.png", "image/png"),
			"unreadable",
		],
		[
			"a truncated JPEG",
			() => fileOf(jpeg.slice(0, Math.floor(jpeg.length * 0.6)), "p.jpg", "image/jpeg"),
			"unreadable",
		],
		[
			"a PNG signature followed by junk",
			() => fileOf(new Uint8Array([...png.slice(0, 8), ...ascii("junk".repeat(50))]), "x.png", "image/png"),
			"unreadable",
		],
		// a PDF is parsed, not judged by its first five bytes
		["%PDF- and 200 letters", () => fileOf(ascii(`%PDF-${"a".repeat(200)}`), "x.pdf", "application/pdf"), "unreadable"],
		["a PDF cut off inside an object", () => fileOf(TINY_PDF.slice(0, 40), "x.pdf", "application/pdf"), "unreadable"],
	])("refuses %s", async (_name, file, error) => {
		expect(await validateRegistrationFile(file())).toEqual({ ok: false, error });
	});

	test("refuses an image claiming more pixels than we will decode", async () => {
		// One colour compresses to a few kilobytes, yet would decode to 60 megapixels.
		const bomb = await sharp({ create: { width: 10_000, height: 6_000, channels: 3, background: "#fff" } })
			.png({ compressionLevel: 9 })
			.toBuffer();
		expect(bomb.byteLength).toBeLessThan(MAX_REGISTRATION_FILE_BYTES);
		expect(await validateRegistrationFile(fileOf(toBytes(bomb), "bomb.png", "image/png"))).toEqual({
			ok: false,
			error: "unreadable",
		});
	}, 60_000);
});
