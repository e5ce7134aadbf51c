// Checks on uploaded documents. The file name and the browser's declared type are chosen by the
// sender, so every decision here is made from the bytes themselves.
import type { SharpOptions, default as Sharp } from "sharp";

import { MAX_REGISTRATION_FILE_BYTES } from "./limits.ts";

export { MAX_REGISTRATION_FILE_BYTES };

export type UploadKind = "pdf" | "png" | "jpeg";

/**
 * sharp, loaded on the first image that needs it rather than with the server: a process that never
 * receives an image does not carry the library in its heap (decision 038).
 */
export async function loadSharp(): Promise<typeof Sharp> {
	return (await import("sharp")).default;
}

export type InspectedUpload = { kind: UploadKind; contentType: string };

export type RegistrationFileResult =
	| { ok: true; bytes: Uint8Array; kind: UploadKind; contentType: string }
	| { ok: false; error: "required" | "tooLarge" | "badType" | "unreadable" };

const SIGNATURES: ReadonlyArray<{ kind: UploadKind; contentType: string; magic: readonly number[] }> = [
	{ kind: "pdf", contentType: "application/pdf", magic: [0x25, 0x50, 0x44, 0x46, 0x2d] }, // "%PDF-"
	{ kind: "png", contentType: "image/png", magic: [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a] },
	{ kind: "jpeg", contentType: "image/jpeg", magic: [0xff, 0xd8, 0xff] },
];

/** What the bytes are, judged by their leading magic bytes; null for anything we do not accept. */
export function inspectUpload(bytes: Uint8Array): InspectedUpload | null {
	for (const { kind, contentType, magic } of SIGNATURES) {
		if (bytes.length >= magic.length && magic.every((b, i) => bytes[i] === b)) return { kind, contentType };
	}
	return null;
}

// A 10 MB PNG of one colour can claim hundreds of megapixels and take gigabytes to decode. 50 MP
// still covers an A4 page scanned at 600 dpi (about 35 MP) and current phone cameras.
const MAX_IMAGE_PIXELS = 50_000_000;

// failOn "warning" (sharp's default, stated so nobody loosens it casually) makes truncated or
// corrupt images fail instead of decoding to grey bands.
const INPUT_OPTIONS: SharpOptions = { failOn: "warning", limitInputPixels: MAX_IMAGE_PIXELS };

const THUMBNAIL_SIZE = 320;

/**
 * A small JPEG preview of a PNG or JPEG: turned upright by its EXIF orientation (phone photos of
 * certificates are often stored sideways), fitted inside 320x320 and never enlarged. PDFs are not
 * images to sharp; callers show an icon for them instead.
 */
export async function makeThumbnail(bytes: Uint8Array): Promise<Uint8Array> {
	const sharp = await loadSharp();
	const buf = await sharp(bytes, INPUT_OPTIONS)
		.rotate()
		.resize(THUMBNAIL_SIZE, THUMBNAIL_SIZE, { fit: "inside", withoutEnlargement: true })
		// JPEG has no transparency; without this, transparent parts of a PNG would turn black.
		.flatten({ background: "#ffffff" })
		.jpeg({ quality: 80 })
		.toBuffer();
	return new Uint8Array(buf.buffer, buf.byteOffset, buf.byteLength);
}

/**
 * Validates a business registration certificate upload. Accepts what a form field can hold
 * (`formData.get(...)`), so a missing field or a non-file value reads as "required".
 */
export async function validateRegistrationFile(
	file: FormDataEntryValue | null | undefined,
): Promise<RegistrationFileResult> {
	if (!(file instanceof File) || file.size === 0) return { ok: false, error: "required" };
	// Checked before reading, so an oversized upload is never copied into memory again.
	if (file.size > MAX_REGISTRATION_FILE_BYTES) return { ok: false, error: "tooLarge" };

	let bytes: Uint8Array;
	try {
		bytes = new Uint8Array(await file.arrayBuffer());
	} catch {
		return { ok: false, error: "unreadable" };
	}

	const inspected = inspectUpload(bytes);
	if (!inspected) return { ok: false, error: "badType" };

	if (inspected.kind === "pdf") {
		// "%PDF-" proves only the start: the document must parse
		const { pdfParses } = await import("./pdf-check.server.ts");
		if (!(await pdfParses(bytes))) return { ok: false, error: "unreadable" };
	} else {
		// The magic bytes only prove the start of the file; decoding every pixel proves we can
		// show it later. stats() decodes the whole image without encoding any output.
		const sharp = await loadSharp();
		try {
			await sharp(bytes, INPUT_OPTIONS).stats();
		} catch {
			return { ok: false, error: "unreadable" };
		}
	}
	return { ok: true, bytes, ...inspected };
}
