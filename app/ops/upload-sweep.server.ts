// The upload sweep (decision 052; the rule is upload-sweep.ts): stored files no row refers to, and
// the temporary files a cut-off upload left, are removed once they are SWEEP_MIN_AGE_MS old. Run by the
// jobs runner every hour and caught up shortly after each start (decision 022), on the primary only:
// its database is the one that is complete.
//
// The store is listed before the references are read: a row written in between then counts as a
// reference, so a file can be listed as unreferenced only if its row was not there after the listing,
// and the age rule covers an upload whose row is still on its way.
import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { getConnection } from "#db/client.ts";
import { getFileStore, type FileStore } from "#app/storage/files.server.ts";
import { REFERENCED_FILE_KEYS_SQL } from "./database-file.server.ts";
import { SWEEP_MIN_AGE_MS, filesToSweep } from "./upload-sweep.ts";

export type SweepResult = { listed: number; referenced: number; deleted: number; tempDirs: number };

/** The folders receive.server.ts makes for a file on its way in (removed when the upload finishes). */
const TEMP_PREFIX = "freight-upload-";

async function sweepTempDirs(now: Date, minAgeMs: number, tmpRoot: string): Promise<number> {
	let removed = 0;
	for (const entry of await fs.readdir(tmpRoot, { withFileTypes: true }).catch(() => [])) {
		if (!entry.isDirectory() || !entry.name.startsWith(TEMP_PREFIX)) continue;
		const dir = path.join(tmpRoot, entry.name);
		const { mtime } = await fs.stat(dir).catch(() => ({ mtime: now }));
		if (mtime.getTime() >= now.getTime() - minAgeMs) continue;
		await fs.rm(dir, { recursive: true, force: true });
		removed += 1;
	}
	return removed;
}

export async function sweepUploads(
	options: { now?: Date; store?: FileStore; minAgeMs?: number; tmpRoot?: string } = {},
): Promise<SweepResult> {
	const now = options.now ?? new Date();
	const minAgeMs = options.minAgeMs ?? SWEEP_MIN_AGE_MS;
	const store = options.store ?? getFileStore();
	const listed = await store.listKeys();
	const referenced = new Set(getConnection().sqlite.prepare(REFERENCED_FILE_KEYS_SQL).pluck().all() as string[]);
	const doomed = filesToSweep(listed, referenced, now, minAgeMs);
	for (const key of doomed) await store.deleteListed(key);
	const tempDirs = await sweepTempDirs(now, minAgeMs, options.tmpRoot ?? os.tmpdir());
	return { listed: listed.length, referenced: referenced.size, deleted: doomed.length, tempDirs };
}
