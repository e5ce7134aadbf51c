// Receiving an uploaded file without holding it in memory. The multipart body is
// streamed (busboy) straight into a temporary file while its SHA-256 and size are computed; past the
// limit the rest of the body is drained and thrown away. The file is then judged by its content
// (inspect.server.ts) and, if accepted, moved into the file store under its hash. Only then does the
// caller write the small metadata row; on a LiteFS replica that row is what goes to the primary
// (forward.server.ts), never the file.
import { createHash, randomUUID } from "node:crypto";
import { createWriteStream } from "node:fs";
import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { Readable, Transform } from "node:stream";
import { pipeline } from "node:stream/promises";
import type { ReadableStream as NodeReadableStream } from "node:stream/web";
import busboy from "busboy";
import { CONTENT_TYPES, type FileKind, inspectFile } from "./inspect.server.ts";
import { stripHidden } from "#app/text/free-text.ts";
import { ensurePrimary } from "#app/server/litefs.server.ts";
import { nameForContentType } from "./file-name.ts";
import { getFileStore } from "./files.server.ts";

export type UploadError = "required" | "tooLarge" | "badType" | "unreadable";

/** A received, checked file in a temporary place, not yet in the store. */
export type ReceivedFile = {
	tempPath: string;
	key: string; // lowercase hex sha256 of the content
	size: number;
	name: string; // the sender's file name, cleaned (cleanFileName)
	kind: FileKind;
	contentType: string;
};

/** What the store holds once a received file is kept: the facts a stored_files row records. */
export type KeptFile = Omit<ReceivedFile, "tempPath">;

export type ReceivedForm = {
	/** the text fields of the form (and, for a form without a file, everything) */
	fields: FormData;
	file: ReceivedFile | null;
	/** why the file field cannot be used; null when a good file came, or none and none was required */
	error: UploadError | null;
};

// Text fields of our forms are short: a one-time key, an intent, a note. These limits stop a client
// from sending a body of a million fields before the file.
const FIELD_LIMITS = { fields: 50, fieldSize: 16 * 1024, parts: 60 };

/**
 * A file name fit for a Content-Disposition header and a listing: no path, no control, text-direction
 * or invisible characters (stripHidden: "invoice\u202Efdp.exe" would show as "invoiceexe.pdf"), NFC,
 * at most 120 characters.
 */
export function cleanFileName(raw: string | undefined): string {
	const base =
		stripHidden(raw ?? "")
			.split(/[\\/]/)
			.pop() ?? "";
	// eslint-disable-next-line no-control-regex
	const clean = base.replace(/[\u0000-\u001f\u007f"<>|*?:]/g, "").trim();
	if (!clean) return "file";
	return clean.length > 120 ? clean.slice(0, 120) : clean;
}

/** What a body we cannot read at all answers: no form, so no translated message to show on it. */
function malformed(): Response {
	return new Response("Malformed form body", { status: 400, headers: { "Content-Type": "text/plain; charset=utf-8" } });
}

function isMultipart(request: Request): boolean {
	return (request.headers.get("Content-Type") ?? "").toLowerCase().startsWith("multipart/form-data");
}

/**
 * Reads the form of `request`, streaming the file field `field` (at most `maxBytes`) to a temporary
 * file and checking it against `accept`. A form that is not multipart (a delete button, a request
 * form without a file) is read as usual and has no file. The caller owns a returned file: keep it
 * with keepFile or drop it with discardFile. A body that cannot be parsed at all (no boundary, cut
 * off) throws a 400 response; no temporary file is left behind in any case.
 */
export async function receiveUpload(
	request: Request,
	options: { field: string; maxBytes: number; accept: readonly FileKind[] },
): Promise<ReceivedForm> {
	if (!isMultipart(request) || !request.body) {
		// A form without a file writes through the database as any other: on a LiteFS replica it
		// reached us only through a passed-through ".../send" path (litefs.yml), so hand it to the primary.
		await ensurePrimary();
		const fields = await request.formData().catch(() => {
			throw malformed();
		});
		return { fields, file: null, error: null };
	}
	let parser: busboy.Busboy;
	try {
		parser = busboy({
			headers: Object.fromEntries(request.headers),
			// browsers send a file name's UTF-8 bytes as they are; busboy's default (latin1) turns
			// "입금증.pdf" into mojibake
			defParamCharset: "utf8",
			// one byte over the limit tells "exactly the limit" from "too large"; a few files so a
			// stray file input before ours cannot use up the allowance and hide our field's file
			limits: { ...FIELD_LIMITS, files: 3, fileSize: options.maxBytes + 1 },
		});
	} catch {
		throw malformed(); // multipart without a boundary
	}
	const fields = new FormData();
	const tempDir = await fs.mkdtemp(path.join(os.tmpdir(), "freight-upload-"));
	let received: { tempPath: string; key: string; size: number; name: string } | null = null;
	let claimed = false;
	let tooLarge = false;
	const writes: Promise<void>[] = [];

	parser.on("field", (name, value) => fields.append(name, value));
	parser.on("file", (name, stream, info) => {
		// A file in a field we did not ask for, or a second one in ours, is read and dropped.
		// (`received` is only set once a file is fully written, so it cannot tell "second".)
		if (name !== options.field || claimed) {
			stream.resume();
			return;
		}
		claimed = true;
		const tempPath = path.join(tempDir, randomUUID());
		const hash = createHash("sha256");
		let size = 0;
		const count = new Transform({
			transform(chunk: Buffer, _enc, done) {
				size += chunk.length;
				hash.update(chunk);
				done(null, chunk);
			},
		});
		stream.on("limit", () => {
			tooLarge = true;
		});
		writes.push(
			pipeline(stream, count, createWriteStream(tempPath)).then(() => {
				if (size > 0) received = { tempPath, key: hash.digest("hex"), size, name: cleanFileName(info.filename) };
			}),
		);
	});

	try {
		try {
			await pipeline(Readable.fromWeb(request.body as NodeReadableStream), parser);
		} catch {
			// a body busboy cannot parse, or one cut off (the client gave up): the client's fault
			throw malformed();
		}
		await Promise.all(writes); // a failure here (disk full) is ours and stays an error
	} catch (error) {
		await Promise.allSettled(writes);
		await fs.rm(tempDir, { recursive: true, force: true });
		throw error;
	}

	const drop = async (error: UploadError): Promise<ReceivedForm> => {
		await fs.rm(tempDir, { recursive: true, force: true });
		return { fields, file: null, error };
	};
	if (tooLarge) return drop("tooLarge");
	const got = received as { tempPath: string; key: string; size: number; name: string } | null;
	if (!got) return drop("required");
	const kind = await inspectFile(got.tempPath);
	if (kind === "unreadable") return drop("unreadable");
	if (!kind || !options.accept.includes(kind)) return drop("badType");
	// the stored name ends in the detected type's extension, whatever it was sent as (decision 052)
	return {
		fields,
		file: { ...got, name: nameForContentType(got.name, CONTENT_TYPES[kind]), kind, contentType: CONTENT_TYPES[kind] },
		error: null,
	};
}

/** Moves a received file into the file store under its hash; the temporary file is gone afterwards. */
export async function keepFile(file: ReceivedFile): Promise<KeptFile> {
	const { tempPath, ...kept } = file;
	try {
		await getFileStore().putFile(tempPath, file.key, file.contentType);
	} finally {
		await fs.rm(path.dirname(tempPath), { recursive: true, force: true });
	}
	return kept;
}

/** Throws a received file away (the form failed its other checks). */
export async function discardFile(file: ReceivedFile | null): Promise<void> {
	if (file) await fs.rm(path.dirname(file.tempPath), { recursive: true, force: true });
}
