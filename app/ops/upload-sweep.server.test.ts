// The upload sweep on a real local store and the worker's database (decision 052): after a kill -9
// between an upload's file and its row, the file without a row (and the temporary file of a cut-off
// write) go once they are old; files rows refer to, and new files, stay. Backups live apart.
import crypto from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { getDb } from "#db/client.ts";
import { companies, storedFiles } from "#db/schema.ts";
import { createLocalFileStore, getBackupStore, getFileStore } from "#app/storage/files.server.ts";
import { resetEnvCache } from "#app/server/env.server.ts";
import { runNamedJob } from "#app/jobs/jobs.server.ts";
import { sweepUploads } from "./upload-sweep.server.ts";

let root: string;
const saved = { UPLOAD_DIR: process.env.UPLOAD_DIR, BACKUP_DIR: process.env.BACKUP_DIR };

beforeAll(() => {
	root = fs.mkdtempSync(path.join(os.tmpdir(), "freight-sweep-"));
});
afterAll(() => {
	for (const [k, v] of Object.entries(saved)) {
		if (v === undefined) delete process.env[k];
		else process.env[k] = v;
	}
	resetEnvCache();
	fs.rmSync(root, { recursive: true, force: true });
});

const bytes = (label: string) => new TextEncoder().encode(`${label} ${crypto.randomUUID()}`);
const age = (file: string, minutes: number) => {
	const at = new Date(Date.now() - minutes * 60_000);
	fs.utimesSync(file, at, at);
};

describe("sweepUploads", () => {
	test("removes old files no row refers to and cut-off temporary files; keeps referenced and new ones", async () => {
		const dir = path.join(root, "uploads");
		const store = createLocalFileStore(dir);
		const where = (key: string) => path.join(dir, key.slice(0, 2), key.slice(2, 4), key);
		const documented = (await store.put(bytes("document"), "application/pdf")).key;
		getDb()
			.insert(storedFiles)
			.values({ id: crypto.randomUUID(), key: documented, name: "a.pdf", contentType: "application/pdf", size: 10 })
			.run();
		const certificate = (await store.put(bytes("certificate"), "application/pdf")).key;
		getDb()
			.insert(companies)
			.values({ id: `sweep-${crypto.randomUUID()}`, name: "Sweep Co", regFileKey: certificate })
			.run();
		const orphan = (await store.put(bytes("orphan"), "application/pdf")).key;
		const fresh = (await store.put(bytes("in flight"), "application/pdf")).key;
		const temp = `${where(orphan)}.${crypto.randomUUID()}.tmp`;
		fs.writeFileSync(temp, "half a file");
		// a receive folder left in the temp root by a killed upload, and one in use
		const tmpRoot = path.join(root, "tmp");
		fs.mkdirSync(path.join(tmpRoot, "freight-upload-old"), { recursive: true });
		fs.mkdirSync(path.join(tmpRoot, "freight-upload-busy"), { recursive: true });
		fs.mkdirSync(path.join(tmpRoot, "someone-else"), { recursive: true });
		for (const file of [
			where(documented),
			where(certificate),
			where(orphan),
			temp,
			path.join(tmpRoot, "freight-upload-old"),
			path.join(tmpRoot, "someone-else"),
		])
			age(file, 60);

		const result = await sweepUploads({ store, tmpRoot });
		expect(result).toMatchObject({ listed: 5, deleted: 2, tempDirs: 1 });
		expect([documented, certificate, orphan, fresh].map((k) => fs.existsSync(where(k)))).toEqual([
			true,
			true,
			false,
			true,
		]);
		expect(fs.existsSync(temp)).toBe(false);
		expect(fs.readdirSync(tmpRoot).sort()).toEqual(["freight-upload-busy", "someone-else"]);
		// and again: nothing more to do
		expect(await sweepUploads({ store, tmpRoot })).toMatchObject({ deleted: 0 });
	});

	test("it is a scheduled job, run on the primary", async () => {
		process.env.UPLOAD_DIR = path.join(root, "job-uploads");
		resetEnvCache();
		const orphan = (await getFileStore().put(bytes("job orphan"), "text/plain")).key;
		const file = path.join(process.env.UPLOAD_DIR, orphan.slice(0, 2), orphan.slice(2, 4), orphan);
		age(file, 60);
		expect(await runNamedJob("upload-sweep", { trigger: "manual", force: true })).toMatchObject({ status: "ok" });
		expect(fs.existsSync(file)).toBe(false);
	});
});

describe("backups are kept apart from uploads", () => {
	test("the backup store is BACKUP_DIR, and a BACKUP_DIR inside UPLOAD_DIR (or around it) is refused", async () => {
		process.env.UPLOAD_DIR = path.join(root, "data", "uploads");
		process.env.BACKUP_DIR = path.join(root, "data", "backups");
		resetEnvCache();
		const source = path.join(root, "backup.gz");
		fs.writeFileSync(source, "gz");
		await getBackupStore().putObject("backups/app-20261128T030000Z.db.gz", source, "application/gzip");
		expect(fs.existsSync(path.join(root, "data", "backups", "backups", "app-20261128T030000Z.db.gz"))).toBe(true);
		expect(fs.existsSync(path.join(root, "data", "uploads", "backups"))).toBe(false);
		// the upload sweep never sees a backup
		expect(await getFileStore().listKeys()).toEqual([]);
		for (const backups of [
			path.join(root, "data", "uploads", "backups"),
			path.join(root, "data", "uploads"),
			path.join(root, "data"),
		]) {
			process.env.BACKUP_DIR = backups;
			resetEnvCache();
			expect(() => getBackupStore(), backups).toThrow(/apart/);
		}
	});
});
