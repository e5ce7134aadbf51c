// Uploaded files (registration certificates and the like) sit behind one small interface so the
// routes never know where bytes live: a local folder in development, object storage in production
// (s3-store.server.ts).
import { createHash, randomUUID } from "node:crypto";
import { createReadStream } from "node:fs";
import fs from "node:fs/promises";
import path from "node:path";
import { Readable } from "node:stream";
import { type S3Settings, getEnv, s3Settings } from "#app/server/env.server.ts";

export interface FileStore {
	/** Stores the bytes and returns the key to fetch them with; storing the same bytes twice gives the same key. */
	put(bytes: Uint8Array, contentType: string): Promise<{ key: string }>;
	/** The stored bytes, or null if nothing is stored under the key. Rejects a key that is not a content hash. */
	get(key: string): Promise<Uint8Array | null>;
	/**
	 * Stores a received file already written to a temporary path (app/storage/receive.server.ts hashed
	 * and checked it on the way in) under its key, without reading it into memory. The temporary file
	 * is consumed: moved or removed, whatever happens.
	 */
	putFile(tempPath: string, key: string, contentType: string): Promise<void>;
	/** The stored bytes as a stream and their size, for sending a file without holding it in memory. */
	getStream(key: string): Promise<{ body: ReadableStream<Uint8Array>; size: number } | null>;
	/** Whether anything is stored under the key (the restore drill checks every file row with it). */
	has(key: string): Promise<boolean>;
	/** Removes the file; removing one that is not there is not an error. */
	delete(key: string): Promise<void>;

	// Named objects (database backups, app/ops/backup.server.ts): unlike uploads they are found by a
	// name that says what and when, not by their content, and they are listed and pruned. Names are
	// `folder/file` (isObjectName), so they can never collide with the content-addressed `ab/cd/<sha256>`.
	/** Copies a file into the store under `name` (the file itself stays where it is); replaces an object of that name. */
	putObject(name: string, filePath: string, contentType: string): Promise<void>;
	/** The named object as a stream and its size, or null if there is none. */
	getObjectStream(name: string): Promise<{ body: ReadableStream<Uint8Array>; size: number } | null>;
	/** The named objects whose names start with `prefix` (a folder such as "backups/", maybe part of a file name), sorted by name. */
	list(prefix: string): Promise<Array<{ name: string; size: number }>>;
	/** Removes a named object; removing one that is not there is not an error. */
	deleteObject(name: string): Promise<void>;

	/**
	 * Every content-addressed file in the store with when it was written, for the sweep of files no row
	 * refers to (app/ops/upload-sweep.server.ts); named objects are not listed.
	 */
	listKeys(): Promise<Array<{ key: string; modifiedAt: Date }>>;
	/** Removes a file listKeys listed (a content key, or a temporary file a cut-off write left). */
	deleteListed(key: string): Promise<void>;
}

const KEY_PATTERN = /^[0-9a-f]{64}$/;

/** True for a key this store could have made: the lowercase hex sha256 of some content. */
export function isFileKey(key: string): boolean {
	return KEY_PATTERN.test(key);
}

function assertKey(key: string): void {
	// Keys end up in file paths (and, later, object names); accepting only the hash shape makes
	// "../", absolute paths and odd encodings impossible rather than something to filter out.
	if (!isFileKey(key)) throw new Error("Invalid file key");
}

// A folder of three or more lowercase letters, digits or hyphens (two hex characters would be the
// content-addressed layout's first level) and one file name starting with a letter or digit, so
// neither "..", a leading dot (the local store's temporary files) nor a nested path can appear.
const OBJECT_NAME = /^[a-z][a-z0-9-]{2,}\/[A-Za-z0-9][A-Za-z0-9._-]*$/;
const OBJECT_PREFIX = /^[a-z][a-z0-9-]{2,}\/[A-Za-z0-9._-]*$/;

/** True for a name putObject accepts: `folder/file`, e.g. `backups/app-20261124T030000Z.db.gz`. */
export function isObjectName(name: string): boolean {
	return OBJECT_NAME.test(name);
}

export function assertObjectName(name: string): void {
	if (!isObjectName(name)) throw new Error("Invalid object name");
}

export function assertObjectPrefix(prefix: string): void {
	if (!OBJECT_PREFIX.test(prefix)) throw new Error("Invalid object prefix");
}

/**
 * A content-addressed folder: the key is the sha256 of the bytes, stored at ab/cd/abcd… so no single
 * directory grows too large. The content type is not kept: the caller records it with the file's
 * metadata row, and the upload checks derive it from the bytes anyway.
 */
export function createLocalFileStore(rootDir: string): FileStore {
	const root = path.resolve(rootDir);
	// Anything under public/ is served to anyone without a session; uploads must only leave
	// through a route that checks who is asking.
	const publicDir = path.resolve("public");
	const fromPublic = path.relative(publicDir, root);
	const outsidePublic = fromPublic === ".." || fromPublic.startsWith(`..${path.sep}`) || path.isAbsolute(fromPublic);
	if (!outsidePublic) throw new Error(`UPLOAD_DIR must not be inside ${publicDir}`);

	const pathFor = (key: string) => path.join(root, key.slice(0, 2), key.slice(2, 4), key);

	return {
		async put(bytes) {
			const key = createHash("sha256").update(bytes).digest("hex");
			const file = pathFor(key);
			try {
				await fs.access(file);
				return { key }; // Same content already stored: the key says the bytes are identical.
			} catch {
				// Not there yet; write it below.
			}
			await fs.mkdir(path.dirname(file), { recursive: true });
			// Write to a temporary name and rename, so a crash or a concurrent reader never sees a
			// half-written file under a key that promises the full content.
			const tmp = `${file}.${randomUUID()}.tmp`;
			try {
				await fs.writeFile(tmp, bytes);
				await fs.rename(tmp, file);
			} catch (error) {
				await fs.rm(tmp, { force: true });
				throw error;
			}
			return { key };
		},

		async get(key) {
			assertKey(key);
			try {
				const buf = await fs.readFile(pathFor(key));
				// A plain Uint8Array, not a Buffer, so callers see the same type whatever the adapter.
				return new Uint8Array(buf.buffer, buf.byteOffset, buf.byteLength);
			} catch (error) {
				if ((error as NodeJS.ErrnoException).code === "ENOENT") return null;
				throw error;
			}
		},

		async putFile(tempPath, key) {
			assertKey(key);
			const file = pathFor(key);
			try {
				await fs.mkdir(path.dirname(file), { recursive: true });
				// rename is atomic on one file system; across file systems (a temp dir elsewhere) copy
				// to a temporary name beside the target first, so the key never names half a file
				await fs.rename(tempPath, file).catch(async (error: NodeJS.ErrnoException) => {
					if (error.code !== "EXDEV") throw error;
					const tmp = `${file}.${randomUUID()}.tmp`;
					await fs.copyFile(tempPath, tmp);
					await fs.rename(tmp, file);
				});
			} finally {
				await fs.rm(tempPath, { force: true });
			}
		},

		async getStream(key) {
			assertKey(key);
			try {
				const { size } = await fs.stat(pathFor(key));
				const body = Readable.toWeb(createReadStream(pathFor(key))) as ReadableStream<Uint8Array>;
				return { body, size };
			} catch (error) {
				if ((error as NodeJS.ErrnoException).code === "ENOENT") return null;
				throw error;
			}
		},

		async has(key) {
			assertKey(key);
			return fs.access(pathFor(key)).then(
				() => true,
				() => false,
			);
		},

		async delete(key) {
			assertKey(key);
			await fs.rm(pathFor(key), { force: true });
		},

		async putObject(name, filePath) {
			assertObjectName(name);
			const file = path.join(root, name);
			await fs.mkdir(path.dirname(file), { recursive: true });
			// copied under a dot-name first (list never shows those), then renamed: a reader or a
			// crash never meets half a backup under its final name
			const tmp = path.join(path.dirname(file), `.${path.basename(file)}.${randomUUID()}.tmp`);
			try {
				await fs.copyFile(filePath, tmp);
				await fs.rename(tmp, file);
			} finally {
				await fs.rm(tmp, { force: true });
			}
		},

		async getObjectStream(name) {
			assertObjectName(name);
			const file = path.join(root, name);
			try {
				const { size } = await fs.stat(file);
				return { body: Readable.toWeb(createReadStream(file)) as ReadableStream<Uint8Array>, size };
			} catch (error) {
				if ((error as NodeJS.ErrnoException).code === "ENOENT") return null;
				throw error;
			}
		},

		async list(prefix) {
			assertObjectPrefix(prefix);
			const folder = prefix.slice(0, prefix.indexOf("/"));
			const entries = await fs
				.readdir(path.join(root, folder), { withFileTypes: true })
				.catch((error: NodeJS.ErrnoException) => {
					if (error.code === "ENOENT") return [];
					throw error;
				});
			const found: Array<{ name: string; size: number }> = [];
			for (const entry of entries) {
				const name = `${folder}/${entry.name}`;
				if (!entry.isFile() || !name.startsWith(prefix) || !isObjectName(name)) continue;
				found.push({ name, size: (await fs.stat(path.join(root, name))).size });
			}
			return found.sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
		},

		async deleteObject(name) {
			assertObjectName(name);
			await fs.rm(path.join(root, name), { force: true });
		},

		async listKeys() {
			const found: Array<{ key: string; modifiedAt: Date }> = [];
			const dirs = async (dir: string) =>
				(await fs.readdir(dir, { withFileTypes: true }).catch(() => []))
					.filter((e) => e.isDirectory() && /^[0-9a-f]{2}$/.test(e.name))
					.map((e) => e.name);
			for (const first of await dirs(root))
				for (const second of await dirs(path.join(root, first))) {
					const folder = path.join(root, first, second);
					for (const entry of await fs.readdir(folder, { withFileTypes: true }).catch(() => [])) {
						if (!entry.isFile()) continue;
						// a write cut off by kill -9 leaves "<key>.<uuid>.tmp": listed under its key's shape so the
						// sweep removes it once it is old, and never a file the key names
						const key = isFileKey(entry.name)
							? entry.name
							: /^[0-9a-f]{64}\.[\w-]+\.tmp$/.test(entry.name)
								? entry.name
								: null;
						if (!key || !key.startsWith(first + second)) continue;
						found.push({ key, modifiedAt: (await fs.stat(path.join(folder, entry.name))).mtime });
					}
				}
			return found;
		},

		async deleteListed(key) {
			// a key listKeys gave: a content key or a leftover temporary file beside it
			if (!isFileKey(key) && !/^[0-9a-f]{64}\.[\w-]+\.tmp$/.test(key)) throw new Error("Invalid file key");
			await fs.rm(path.join(path.dirname(pathFor(key.slice(0, 64))), key), { force: true });
		},
	};
}

/**
 * The store the app should use: the S3-compatible bucket when one is configured (production on Fly,
 * where the local folder is per machine and not replicated; docs/decisions/004-litefs-on-fly.md and
 * 016-documents.md), otherwise the local folder.
 */
export function getFileStore(): FileStore {
	const env = getEnv();
	const s3 = s3Settings(env);
	// Built on each call: a store is only a path or a bucket name (the S3 client itself is cached
	// per configuration), and tests change the settings between cases.
	return s3 ? deferredS3FileStore(s3) : createLocalFileStore(env.UPLOAD_DIR);
}

/** True when one folder is the other or lies inside it. */
function nested(a: string, b: string): boolean {
	const inside = (child: string, parent: string) => {
		const rel = path.relative(parent, child);
		return rel === "" || (!rel.startsWith("..") && !path.isAbsolute(rel));
	};
	return inside(path.resolve(a), path.resolve(b)) || inside(path.resolve(b), path.resolve(a));
}

/**
 * Where database backups go (app/ops/backup.server.ts, restore.server.ts): apart from the uploads
 * (decision 052; they used to land in UPLOAD_DIR/backups, among the files the upload sweep
 * judges). Locally BACKUP_DIR, a folder that may be neither the uploads folder nor inside it, nor
 * contain it; with a bucket the same bucket under S3_BACKUP_PREFIX when set (else S3_PREFIX, where
 * earlier backups are), as named objects `backups/...` that the sweep never lists.
 */
export function getBackupStore(): FileStore {
	const env = getEnv();
	const s3 = s3Settings(env);
	if (s3) {
		const prefix = env.S3_BACKUP_PREFIX;
		return deferredS3FileStore(
			prefix === undefined ? s3 : { ...s3, prefix: prefix && !prefix.endsWith("/") ? `${prefix}/` : prefix },
		);
	}
	if (nested(env.BACKUP_DIR, env.UPLOAD_DIR))
		throw new Error(`BACKUP_DIR (${env.BACKUP_DIR}) must be apart from UPLOAD_DIR (${env.UPLOAD_DIR})`);
	return createLocalFileStore(env.BACKUP_DIR);
}

const STORE_METHODS = [
	"put",
	"get",
	"putFile",
	"getStream",
	"has",
	"delete",
	"putObject",
	"getObjectStream",
	"list",
	"deleteObject",
	"listKeys",
	"deleteListed",
] as const;
// every method of FileStore is in the list (a new one without it fails to compile here)
const everyMethodListed: Exclude<keyof FileStore, (typeof STORE_METHODS)[number]> extends never ? true : never = true;
void everyMethodListed;

/**
 * The S3 store, with the AWS SDK loaded on the store's first use instead of with the server: ~6 MB of
 * heap that a process serving pages alone would otherwise carry and mark at every full collection
 * (decision 038). Every method of a store is async, so the wait for the import is invisible to callers.
 */
function deferredS3FileStore(settings: S3Settings): FileStore {
	let store: Promise<FileStore> | undefined;
	const method =
		(name: (typeof STORE_METHODS)[number]) =>
		async (...args: unknown[]): Promise<unknown> => {
			store ??= import("./s3-store.server.ts").then(({ createS3FileStore }) => createS3FileStore(settings));
			const loaded = await store;
			return (loaded[name] as (...a: unknown[]) => Promise<unknown>)(...args);
		};
	return Object.fromEntries(STORE_METHODS.map((name) => [name, method(name)])) as unknown as FileStore;
}
