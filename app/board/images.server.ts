// A post's image: received through the app's upload path (app/storage/receive.server.ts checks the
// bytes are a PNG or JPEG), turned upright, fitted inside 1200 px and re-encoded by sharp, so a 12 MP
// phone photo becomes a ~150 KB picture a visitor on a slow link can load, with its EXIF (GPS
// position) dropped. Stored in the file store under its content hash with a stored_files row.
import fs from "node:fs/promises";
import { loadSharp } from "#app/storage/uploads.server.ts";
import { getFileStore } from "#app/storage/files.server.ts";
import { discardFile, type ReceivedFile } from "#app/storage/receive.server.ts";
import { recordStoredFile } from "#app/storage/stored-files.server.ts";
import { getDb } from "#db/client.ts";

/** The widest a board image is stored (the post column is ~760 px; 1200 covers 1.5x screens). */
export const BOARD_IMAGE_MAX_PX = 1200;
/** What staff may upload before resizing. */
export const MAX_BOARD_IMAGE_BYTES = 10 * 1024 * 1024;

/** Resized JPEG bytes of a PNG or JPEG, never enlarged; transparent parts become white. */
export async function resizeBoardImage(
	bytes: Uint8Array,
): Promise<{ bytes: Uint8Array; width: number; height: number }> {
	const sharp = await loadSharp();
	const { data, info } = await sharp(bytes, { failOn: "warning", limitInputPixels: 50_000_000 })
		.rotate()
		.resize(BOARD_IMAGE_MAX_PX, BOARD_IMAGE_MAX_PX, { fit: "inside", withoutEnlargement: true })
		.flatten({ background: "#ffffff" })
		.jpeg({ quality: 82, mozjpeg: true })
		.toBuffer({ resolveWithObject: true });
	return {
		bytes: new Uint8Array(data.buffer, data.byteOffset, data.byteLength),
		width: info.width,
		height: info.height,
	};
}

/** Resizes and keeps a received image; the stored_files id, or null when sharp cannot read it. */
export async function keepBoardImage(file: ReceivedFile, userId: string): Promise<string | null> {
	try {
		const resized = await resizeBoardImage(await fs.readFile(file.tempPath));
		const { key } = await getFileStore().put(resized.bytes, "image/jpeg");
		const name = `${file.name.replace(/\.[^.]*$/, "") || "image"}.jpg`;
		return getDb().transaction((tx) =>
			recordStoredFile(tx, { key, name, contentType: "image/jpeg", size: resized.bytes.byteLength }, userId),
		);
	} catch {
		return null;
	} finally {
		await discardFile(file);
	}
}
