// The metadata row of a received file (stored_files): the bytes are in the file store under `key`.
import crypto from "node:crypto";
import { eq } from "drizzle-orm";
import type { KeptFile } from "#app/storage/receive.server.ts";
import { type Tx, getDb } from "#db/client.ts";
import { storedFiles } from "#db/schema.ts";

export type StoredFile = typeof storedFiles.$inferSelect;

/** Records a kept file and returns the row's id. Several rows may share a key: the same bytes sent twice. */
export function recordStoredFile(
	tx: Pick<Tx, "insert">,
	file: Pick<KeptFile, "key" | "name" | "contentType" | "size">,
	userId: string | null,
): string {
	const id = crypto.randomUUID();
	tx.insert(storedFiles)
		.values({ id, key: file.key, name: file.name, contentType: file.contentType, size: file.size, uploadedBy: userId })
		.run();
	return id;
}

export function getStoredFile(id: string): StoredFile | null {
	return getDb().select().from(storedFiles).where(eq(storedFiles.id, id)).get() ?? null;
}
