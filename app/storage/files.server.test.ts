import { createHash } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, test } from "vitest";
import { resetEnvCache } from "#app/server/env.server.ts";
import { createLocalFileStore, getFileStore, isFileKey } from "./files.server.ts";

const sha256 = (bytes: Uint8Array) => createHash("sha256").update(bytes).digest("hex");
const text = (s: string) => new TextEncoder().encode(s);

let dir: string;
let savedUploadDir: string | undefined;

beforeEach(() => {
	dir = fs.mkdtempSync(path.join(os.tmpdir(), "freight-uploads-"));
	savedUploadDir = process.env.UPLOAD_DIR;
	process.env.UPLOAD_DIR = dir;
	resetEnvCache();
});

afterEach(() => {
	if (savedUploadDir === undefined) delete process.env.UPLOAD_DIR;
	else process.env.UPLOAD_DIR = savedUploadDir;
	resetEnvCache();
	fs.rmSync(dir, { recursive: true, force: true });
});

describe("local file store", () => {
	test("getFileStore writes under UPLOAD_DIR, in two-level folders named after the hash", async () => {
		const bytes = text("사업자등록증 scan");
		const { key } = await getFileStore().put(bytes, "application/pdf");
		expect(key).toBe(sha256(bytes));
		const file = path.join(dir, key.slice(0, 2), key.slice(2, 4), key);
		expect(fs.readFileSync(file)).toEqual(Buffer.from(bytes));
	});

	test("round trip returns the same bytes as a plain Uint8Array", async () => {
		const store = getFileStore();
		const bytes = new Uint8Array([0, 1, 2, 255, 254, 0]);
		const { key } = await store.put(bytes, "application/octet-stream");
		const back = await store.get(key);
		expect(back).not.toBeNull();
		expect(Buffer.isBuffer(back)).toBe(false);
		expect(Array.from(back!)).toEqual(Array.from(bytes));
	});

	test("the same content stored twice is one file", async () => {
		const store = getFileStore();
		const a = await store.put(text("same"), "text/plain");
		const b = await store.put(text("same"), "image/png");
		expect(a.key).toBe(b.key);
		const sub = path.join(dir, a.key.slice(0, 2), a.key.slice(2, 4));
		// No leftover temporary files either.
		expect(fs.readdirSync(sub)).toEqual([a.key]);
	});

	test("different content gets different keys", async () => {
		const store = getFileStore();
		const a = await store.put(text("one"), "text/plain");
		const b = await store.put(text("two"), "text/plain");
		expect(a.key).not.toBe(b.key);
	});

	test("empty content is storable", async () => {
		const store = getFileStore();
		const { key } = await store.put(new Uint8Array(), "text/plain");
		expect((await store.get(key))?.byteLength).toBe(0);
	});

	test("a well-formed key with nothing stored gives null", async () => {
		expect(await getFileStore().get("0".repeat(64))).toBeNull();
	});

	test("delete removes the file and is quiet when it is already gone", async () => {
		const store = getFileStore();
		const { key } = await store.put(text("to delete"), "text/plain");
		await store.delete(key);
		expect(await store.get(key)).toBeNull();
		await expect(store.delete(key)).resolves.toBeUndefined();
	});

	test.each([
		["../../../etc/passwd"],
		["/etc/passwd"],
		["ab/cd/" + "a".repeat(64)],
		["A".repeat(64)],
		["a".repeat(63)],
		["a".repeat(65)],
		["g".repeat(64)],
		["a".repeat(64) + "\n"],
		["..%2F..%2F" + "a".repeat(54)],
		[""],
	])("get and delete reject the key %j", async (key) => {
		const store = getFileStore();
		await expect(store.get(key)).rejects.toThrow(/Invalid file key/);
		await expect(store.delete(key)).rejects.toThrow(/Invalid file key/);
	});

	test("a key outside the store cannot be read even if the file exists", async () => {
		// A file one level above the store whose name is a valid key must not be reachable by a
		// crafted key; only hash-shaped keys are accepted, and they always map inside the root.
		const outside = path.join(dir, "..", "a".repeat(64));
		fs.writeFileSync(outside, "secret");
		try {
			await expect(getFileStore().get("../" + "a".repeat(64))).rejects.toThrow(/Invalid file key/);
		} finally {
			fs.rmSync(outside, { force: true });
		}
	});

	test("a root inside public/ is refused", () => {
		expect(() => createLocalFileStore("public/uploads")).toThrow(/must not be inside/);
		expect(() => createLocalFileStore("public")).toThrow(/must not be inside/);
		expect(() => createLocalFileStore("public-files")).not.toThrow();
	});

	test.each([
		["a".repeat(64), true],
		[sha256(text("x")), true],
		["A".repeat(64), false],
		["a".repeat(64) + ".pdf", false],
	])("isFileKey(%j) is %s", (key, expected) => {
		expect(isFileKey(key)).toBe(expected);
	});
});
