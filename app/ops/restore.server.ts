// Puts a backup back as a database file (`npm run db:restore`, docs/operations/backups.md): from the
// object store by name or from a local file (gzipped, or a plain SQLite file such as `litefs export`
// writes), checked with PRAGMA integrity_check before it replaces anything.
import { randomUUID } from "node:crypto";
import { createReadStream, createWriteStream } from "node:fs";
import fs from "node:fs/promises";
import path from "node:path";
import { Readable } from "node:stream";
import type { ReadableStream as WebReadableStream } from "node:stream/web";
import { pipeline } from "node:stream/promises";
import { createGunzip } from "node:zlib";
import { getBackupStore, isObjectName, type FileStore } from "#app/storage/files.server.ts";
import { inspectDatabaseFile, type DatabaseFileReport } from "./database-file.server.ts";

export type RestoreOptions = {
	/** A backup's name in the store (`backups/app-….db.gz`) or a local file. */
	source: string;
	/** Where the restored database is written. */
	target: string;
	/** Replace an existing database at `target`. */
	force?: boolean;
	store?: FileStore;
};

export type RestoreResult = {
	source: string;
	from: "store" | "file";
	target: string;
	/** Size of the restored database file. */
	bytes: number;
	report: DatabaseFileReport;
};

export class RestoreRefusedError extends Error {
	constructor(message: string) {
		super(message);
		this.name = "RestoreRefusedError";
	}
}

const GZIP_MAGIC = [0x1f, 0x8b];

async function startsWithGzipMagic(file: string): Promise<boolean> {
	const handle = await fs.open(file, "r");
	try {
		const { buffer, bytesRead } = await handle.read(Buffer.alloc(2), 0, 2, 0);
		return bytesRead === 2 && buffer[0] === GZIP_MAGIC[0] && buffer[1] === GZIP_MAGIC[1];
	} finally {
		await handle.close();
	}
}

const exists = (file: string) =>
	fs.access(file).then(
		() => true,
		() => false,
	);

function insideDir(dir: string, file: string): boolean {
	const rel = path.relative(path.resolve(dir), file);
	return rel === "" || (!rel.startsWith("..") && !path.isAbsolute(rel));
}

export async function restoreBackup(options: RestoreOptions): Promise<RestoreResult> {
	const target = path.resolve(options.target);
	const liteFsDir = process.env.LITEFS_DIR;
	// LiteFS owns its mount: a file copied over /litefs/app.db would bypass replication (and LiteFS
	// refuses it). Its own import command replaces the database for the whole cluster.
	if (liteFsDir && insideDir(liteFsDir, target))
		throw new RestoreRefusedError(
			`${target} is inside the LiteFS mount ${liteFsDir}: restore to a file outside it (e.g. /tmp/restore.db), then run \`litefs import -name ${path.basename(target)} /tmp/restore.db\` on the primary`,
		);
	const live = [target, `${target}-wal`, `${target}-shm`];
	const present = [];
	for (const file of live) if (await exists(file)) present.push(file);
	if (present.length > 0 && !options.force)
		throw new RestoreRefusedError(
			`${present.join(", ")} exists (a live database?): stop the server and pass --force to replace it`,
		);

	const fromStore = isObjectName(options.source);
	await fs.mkdir(path.dirname(target), { recursive: true });
	// temporary files beside the target, so the final rename stays on one file system (atomic)
	const tmp = `${target}.restore-${randomUUID()}`;
	const download = `${tmp}.download`;
	const restored = `${tmp}.db`;
	try {
		let packed: string;
		if (fromStore) {
			// backups have a store of their own, apart from the uploads (decision 052)
			const found = await (options.store ?? getBackupStore()).getObjectStream(options.source);
			if (!found) throw new RestoreRefusedError(`no backup named ${options.source} in the store`);
			await pipeline(Readable.fromWeb(found.body as WebReadableStream<Uint8Array>), createWriteStream(download));
			packed = download;
		} else {
			const stat = await fs.stat(options.source).catch(() => null);
			if (!stat?.isFile())
				throw new RestoreRefusedError(`${options.source} is neither a backup name (backups/…) nor a file`);
			packed = options.source;
		}
		if (await startsWithGzipMagic(packed))
			await pipeline(createReadStream(packed), createGunzip(), createWriteStream(restored));
		else await fs.copyFile(packed, restored);

		let report: DatabaseFileReport;
		try {
			report = inspectDatabaseFile(restored);
		} catch (error) {
			throw new RestoreRefusedError(
				`${options.source} does not hold a readable SQLite database: ${(error as Error).message}`,
			);
		}
		if (report.integrity !== "ok")
			throw new RestoreRefusedError(`${options.source} failed PRAGMA integrity_check: ${report.integrity}`);

		await fs.rename(restored, target);
		// A -wal file left by the replaced database would be replayed onto the restored one at the
		// next open, mixing the two; the -shm index belongs to that wal.
		await fs.rm(`${target}-wal`, { force: true });
		await fs.rm(`${target}-shm`, { force: true });
		return {
			source: options.source,
			from: fromStore ? "store" : "file",
			target,
			bytes: (await fs.stat(target)).size,
			report,
		};
	} finally {
		await fs.rm(download, { force: true });
		await fs.rm(restored, { force: true });
	}
}
