// The FileStore contract, run against both adapters: the local folder and the S3 adapter talking to
// a real S3-compatible server (s3rver on 127.0.0.1, tests/s3-server.ts). Whatever one store promises
// the other must too, since production uses S3 and development the folder.
import { createHash } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { ListObjectsV2Command, S3Client } from "@aws-sdk/client-s3";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, test } from "vitest";
import { parseEnv, resetEnvCache } from "#app/server/env.server.ts";
import { startS3Server, type LocalS3 } from "#tests/s3-server.ts";
import { createLocalFileStore, getFileStore, type FileStore } from "./files.server.ts";
import { createS3FileStore } from "./s3-store.server.ts";

const sha256 = (bytes: Uint8Array) => createHash("sha256").update(bytes).digest("hex");
const text = (s: string) => new TextEncoder().encode(s);

let s3: LocalS3;
let dir: string;

beforeAll(async () => {
	s3 = await startS3Server();
});
afterAll(async () => {
	await s3?.stop();
});
beforeEach(() => {
	dir = fs.mkdtempSync(path.join(os.tmpdir(), "freight-store-"));
});
afterEach(() => {
	fs.rmSync(dir, { recursive: true, force: true });
});

function tempFile(bytes: Uint8Array): string {
	const file = path.join(dir, `incoming-${Math.random().toString(36).slice(2)}`);
	fs.writeFileSync(file, bytes);
	return file;
}

async function readAll(stream: ReadableStream<Uint8Array>): Promise<Buffer> {
	const chunks: Buffer[] = [];
	for await (const chunk of stream as unknown as AsyncIterable<Uint8Array>) chunks.push(Buffer.from(chunk));
	return Buffer.concat(chunks);
}

const ADAPTERS: Array<[string, () => FileStore]> = [
	["local folder", () => createLocalFileStore(path.join(dir, "store"))],
	// a fresh prefix per store keeps the cases apart inside the one bucket
	["S3 (s3rver)", () => createS3FileStore({ ...s3.settings, prefix: `t${Math.random().toString(36).slice(2)}/` })],
];

describe.each(ADAPTERS)("file store contract: %s", (_name, makeStore) => {
	let store: FileStore;
	beforeEach(() => {
		store = makeStore();
	});

	test("put returns the sha256 and get gives the same bytes back as a plain Uint8Array", async () => {
		const bytes = new Uint8Array([0, 1, 2, 255, 254, 0]);
		const { key } = await store.put(bytes, "application/octet-stream");
		expect(key).toBe(sha256(bytes));
		const back = await store.get(key);
		expect(back).toBeInstanceOf(Uint8Array);
		expect(Buffer.isBuffer(back)).toBe(false);
		expect(Array.from(back!)).toEqual(Array.from(bytes));
	});

	test("the same content stored twice has one key; different content different keys", async () => {
		const a = await store.put(text("same"), "text/plain");
		const b = await store.put(text("same"), "image/png");
		const c = await store.put(text("other"), "text/plain");
		expect(a.key).toBe(b.key);
		expect(c.key).not.toBe(a.key);
	});

	test("empty content is storable", async () => {
		const { key } = await store.put(new Uint8Array(), "text/plain");
		expect((await store.get(key))?.byteLength).toBe(0);
	});

	test("a well-formed key with nothing stored: get and getStream null, has false", async () => {
		const key = "0".repeat(64);
		expect(await store.get(key)).toBeNull();
		expect(await store.getStream(key)).toBeNull();
		expect(await store.has(key)).toBe(false);
	});

	test("delete removes the file and is quiet when it is already gone", async () => {
		const { key } = await store.put(text("to delete"), "text/plain");
		expect(await store.has(key)).toBe(true);
		await store.delete(key);
		expect(await store.has(key)).toBe(false);
		expect(await store.get(key)).toBeNull();
		await expect(store.delete(key)).resolves.toBeUndefined();
	});

	test("putFile stores a temporary file under its key and removes the temporary file", async () => {
		const bytes = text("commercial invoice, packing list");
		const key = sha256(bytes);
		const tmp = tempFile(bytes);
		await store.putFile(tmp, key, "application/pdf");
		expect(fs.existsSync(tmp)).toBe(false);
		expect(Buffer.from((await store.get(key))!)).toEqual(Buffer.from(bytes));
	});

	test("putFile of content already stored keeps the one copy and still removes the temporary file", async () => {
		const bytes = text("twice");
		const { key } = await store.put(bytes, "text/plain");
		const tmp = tempFile(bytes);
		await store.putFile(tmp, key, "text/plain");
		expect(fs.existsSync(tmp)).toBe(false);
		expect(Buffer.from((await store.get(key))!)).toEqual(Buffer.from(bytes));
	});

	test("getStream gives the bytes and their size", async () => {
		const bytes = text("스트림 stream");
		const { key } = await store.put(bytes, "text/plain");
		const found = await store.getStream(key);
		expect(found?.size).toBe(bytes.byteLength);
		expect(await readAll(found!.body)).toEqual(Buffer.from(bytes));
	});

	test("a multi-megabyte file goes in with putFile and comes back through getStream intact", async () => {
		// 6 MB of varied bytes: past S3's 5 MB multipart threshold and many stream chunks
		const bytes = new Uint8Array(6 * 1024 * 1024 + 123);
		for (let i = 0; i < bytes.length; i++) bytes[i] = (i * 31 + (i >> 11)) & 0xff;
		const key = sha256(bytes);
		await store.putFile(tempFile(bytes), key, "application/pdf");
		const found = await store.getStream(key);
		expect(found?.size).toBe(bytes.byteLength);
		let chunks = 0;
		const hash = createHash("sha256");
		for await (const chunk of found!.body as unknown as AsyncIterable<Uint8Array>) {
			chunks++;
			hash.update(chunk);
		}
		expect(hash.digest("hex")).toBe(key);
		// more than one chunk: the body arrived as a stream, not as one buffer
		expect(chunks).toBeGreaterThan(1);
	});

	test.each([
		["../../../etc/passwd"],
		["/etc/passwd"],
		["ab/cd/" + "a".repeat(64)],
		["A".repeat(64)],
		["a".repeat(63)],
		["a".repeat(64) + "\n"],
		[""],
	])("every method rejects the key %j", async (key) => {
		await expect(store.get(key)).rejects.toThrow(/Invalid file key/);
		await expect(store.getStream(key)).rejects.toThrow(/Invalid file key/);
		await expect(store.has(key)).rejects.toThrow(/Invalid file key/);
		await expect(store.delete(key)).rejects.toThrow(/Invalid file key/);
		await expect(store.putFile(tempFile(text("x")), key, "text/plain")).rejects.toThrow(/Invalid file key/);
	});

	// named objects: database backups (app/ops/backup.server.ts)
	test("putObject copies a file under its name, getObjectStream gives it back, the source file stays", async () => {
		const bytes = text("a gzipped database, say");
		const source = tempFile(bytes);
		await store.putObject("backups/app-20261124T030000Z.db.gz", source, "application/gzip");
		expect(fs.existsSync(source)).toBe(true);
		const found = await store.getObjectStream("backups/app-20261124T030000Z.db.gz");
		expect(found?.size).toBe(bytes.byteLength);
		expect(await readAll(found!.body)).toEqual(Buffer.from(bytes));
		await store.putObject("backups/app-20261124T030000Z.db.gz", tempFile(text("replaced")), "application/gzip");
		expect((await readAll((await store.getObjectStream("backups/app-20261124T030000Z.db.gz"))!.body)).toString()).toBe(
			"replaced",
		);
		expect(await store.getObjectStream("backups/none.db.gz")).toBeNull();
	});

	test("list gives the named objects under a prefix, sorted, with sizes, and nothing else", async () => {
		expect(await store.list("backups/")).toEqual([]);
		await store.put(text("an upload, content-addressed"), "text/plain");
		for (const [name, content] of [
			["backups/app-20261124T030000Z.db.gz", "bb"],
			["backups/app-20261123T030000Z.db.gz", "a"],
			["backups/other-20261123.db.gz", "ccc"],
			["exports/app.csv", "dddd"],
		] as const)
			await store.putObject(name, tempFile(text(content)), "application/octet-stream");
		expect(await store.list("backups/")).toEqual([
			{ name: "backups/app-20261123T030000Z.db.gz", size: 1 },
			{ name: "backups/app-20261124T030000Z.db.gz", size: 2 },
			{ name: "backups/other-20261123.db.gz", size: 3 },
		]);
		expect((await store.list("backups/app-")).map((o) => o.name)).toEqual([
			"backups/app-20261123T030000Z.db.gz",
			"backups/app-20261124T030000Z.db.gz",
		]);
		expect(await store.list("nothing/")).toEqual([]);
	});

	test("deleteObject removes a named object and is quiet when it is already gone", async () => {
		await store.putObject("backups/x.db.gz", tempFile(text("x")), "application/gzip");
		await store.deleteObject("backups/x.db.gz");
		expect(await store.list("backups/")).toEqual([]);
		await expect(store.deleteObject("backups/x.db.gz")).resolves.toBeUndefined();
	});

	test.each([
		["../x"],
		["/backups/x"],
		["ab/x"],
		["backups/../x"],
		["backups/.hidden"],
		["backups/a/b"],
		["backups/"],
		["Backups/x"],
		[""],
		["a".repeat(64)],
	])("named-object methods reject the name %j", async (name) => {
		await expect(store.putObject(name, tempFile(text("x")), "text/plain")).rejects.toThrow(/Invalid object name/);
		await expect(store.getObjectStream(name)).rejects.toThrow(/Invalid object name/);
		await expect(store.deleteObject(name)).rejects.toThrow(/Invalid object name/);
	});

	test("listKeys gives the content-addressed files with their time, never named objects; deleteListed removes one (decision 052)", async () => {
		const before = Date.now() - 60_000;
		const { key } = await store.put(text(`listed ${Math.random()}`), "text/plain");
		await store.putObject("backups/listed.db.gz", tempFile(text("backup")), "application/gzip");
		const listed = await store.listKeys();
		const mine = listed.find((f) => f.key === key);
		expect(mine?.modifiedAt.getTime()).toBeGreaterThan(before);
		expect(listed.every((f) => /^[0-9a-f]{64}/.test(f.key))).toBe(true);
		await store.deleteListed(key);
		expect(await store.has(key)).toBe(false);
		expect((await store.list("backups/")).map((o) => o.name)).toContain("backups/listed.db.gz");
		await expect(store.deleteListed("../x")).rejects.toThrow(/Invalid file key/);
	});

	test.each([[""], ["backups"], ["../"], ["ab/"], ["backups/a/"]])("list rejects the prefix %j", async (prefix) => {
		await expect(store.list(prefix)).rejects.toThrow(/Invalid object prefix/);
	});
});

describe("S3 adapter specifics", () => {
	test("objects are named <prefix>ab/cd/<sha256>, like the local layout", async () => {
		const store = createS3FileStore({ ...s3.settings, prefix: "uploads/" });
		const { key } = await store.put(text("layout"), "text/plain");
		const client = new S3Client({
			endpoint: s3.endpoint,
			region: "auto",
			forcePathStyle: true,
			credentials: { accessKeyId: "S3RVER", secretAccessKey: "S3RVER" },
		});
		const listed = await client.send(new ListObjectsV2Command({ Bucket: s3.bucket, Prefix: "uploads/" }));
		expect(listed.Contents?.map((o) => o.Key)).toEqual([`uploads/${key.slice(0, 2)}/${key.slice(2, 4)}/${key}`]);
		client.destroy();
	});

	test("a wrong bucket is an error, not an empty store", async () => {
		const store = createS3FileStore({ ...s3.settings, bucket: "no-such-bucket" });
		await expect(store.get("0".repeat(64))).rejects.toThrow(/bucket/i);
		await expect(store.getStream("0".repeat(64))).rejects.toThrow(/bucket/i);
		await expect(store.put(text("lost"), "text/plain")).rejects.toThrow(/bucket/i);
	});
});

describe("getFileStore chooses by environment", () => {
	const NAMES = [
		"UPLOAD_DIR",
		"S3_BUCKET",
		"BUCKET_NAME",
		"S3_ENDPOINT",
		"AWS_ENDPOINT_URL_S3",
		"AWS_ACCESS_KEY_ID",
		"AWS_SECRET_ACCESS_KEY",
		"S3_FORCE_PATH_STYLE",
		"S3_PREFIX",
	];
	let saved: Record<string, string | undefined>;
	beforeEach(() => {
		saved = Object.fromEntries(NAMES.map((n) => [n, process.env[n]]));
		for (const n of NAMES) delete process.env[n];
		process.env.UPLOAD_DIR = path.join(dir, "local");
		resetEnvCache();
	});
	afterEach(() => {
		for (const n of NAMES) {
			if (saved[n] === undefined) delete process.env[n];
			else process.env[n] = saved[n];
		}
		resetEnvCache();
	});

	test("without a bucket: the local folder", async () => {
		const { key } = await getFileStore().put(text("local"), "text/plain");
		expect(fs.existsSync(path.join(dir, "local", key.slice(0, 2), key.slice(2, 4), key))).toBe(true);
	});

	test("with S3_BUCKET and its settings: the bucket", async () => {
		Object.assign(process.env, s3.env, { S3_PREFIX: "env-s3" });
		resetEnvCache();
		const { key } = await getFileStore().put(text("to the bucket"), "text/plain");
		expect(fs.existsSync(path.join(dir, "local"))).toBe(false);
		expect(await createS3FileStore({ ...s3.settings, prefix: "env-s3/" }).has(key)).toBe(true);
	});

	test("with the names `fly storage create` sets (BUCKET_NAME, AWS_ENDPOINT_URL_S3): the bucket", async () => {
		Object.assign(process.env, {
			BUCKET_NAME: s3.bucket,
			AWS_ENDPOINT_URL_S3: s3.endpoint,
			AWS_ACCESS_KEY_ID: "S3RVER",
			AWS_SECRET_ACCESS_KEY: "S3RVER",
			S3_FORCE_PATH_STYLE: "1",
			S3_PREFIX: "env-fly/",
		});
		resetEnvCache();
		const { key } = await getFileStore().put(text("tigris names"), "text/plain");
		expect(await createS3FileStore({ ...s3.settings, prefix: "env-fly/" }).has(key)).toBe(true);
	});

	const production = { NODE_ENV: "production", SESSION_SECRET: "x".repeat(32), APP_ORIGIN: "https://example.kr" };

	test.each([
		[{ S3_BUCKET: "b" }, /AWS_ACCESS_KEY_ID[\s\S]*AWS_SECRET_ACCESS_KEY/],
		[
			{ AWS_ENDPOINT_URL_S3: "https://fly.storage.tigris.dev", AWS_ACCESS_KEY_ID: "k", AWS_SECRET_ACCESS_KEY: "s" },
			/S3_BUCKET: required in production/,
		],
		[{ BUCKET_NAME: "b", AWS_ACCESS_KEY_ID: "k" }, /AWS_SECRET_ACCESS_KEY: required/],
	])("production refuses to start half-configured: %j", (vars, message) => {
		expect(() => parseEnv({ ...production, ...vars })).toThrow(message);
	});

	test("production starts with a whole configuration, or none", () => {
		expect(() => parseEnv(production)).not.toThrow();
		expect(() =>
			parseEnv({
				...production,
				BUCKET_NAME: "b",
				AWS_ENDPOINT_URL_S3: "https://fly.storage.tigris.dev",
				AWS_REGION: "auto",
				AWS_ACCESS_KEY_ID: "k",
				AWS_SECRET_ACCESS_KEY: "s",
			}),
		).not.toThrow();
	});
});
