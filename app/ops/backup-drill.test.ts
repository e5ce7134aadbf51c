// The backup drill: seed the demo world into this worker's database, with its files in a
// real S3-compatible store (s3rver), back up, restore into a new file, and show the restore is whole:
// PRAGMA integrity_check says ok, every table has the rows it had, and every file row points at an
// object that is in the store. Then the retention rule deletes what it should, and a replica refuses.
import { execFile } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, expect, test, vi } from "vitest";
import { getFileStore } from "#app/storage/files.server.ts";
import { resetEnvCache } from "#app/server/env.server.ts";
import { getConnection, getDb } from "#db/client.ts";
import { companies } from "#db/schema.ts";
import { seedDemoBilling } from "#db/seed/demo-bank-accounts.ts";
import { seedDemoDocuments } from "#db/seed/demo-documents.ts";
import { seedDemoShipments } from "#db/seed/demo-shipments.ts";
import { seedQuoteWorld } from "#tests/quote-world.ts";
import { startS3Server, type LocalS3 } from "#tests/s3-server.ts";
import { NotPrimaryError, runBackup } from "./backup.server.ts";
import { inspectDatabaseFile, referencedFileKeys, rowCounts, totalRows } from "./database-file.server.ts";
import { restoreBackup, RestoreRefusedError } from "./restore.server.ts";
import { backupKey } from "./retention.ts";

let s3: LocalS3;
let dir: string;
const ENV_NAMES = [
	"S3_BUCKET",
	"S3_ENDPOINT",
	"AWS_ACCESS_KEY_ID",
	"AWS_SECRET_ACCESS_KEY",
	"S3_FORCE_PATH_STYLE",
	"S3_PREFIX",
	"LITEFS_DIR",
];
const saved = Object.fromEntries(ENV_NAMES.map((n) => [n, process.env[n]]));

beforeAll(async () => {
	dir = fs.mkdtempSync(path.join(os.tmpdir(), "freight-drill-"));
	s3 = await startS3Server();
	Object.assign(process.env, s3.env, { S3_PREFIX: "drill/" });
	delete process.env.LITEFS_DIR;
	resetEnvCache();
	// the demo world as `npm run db:seed` makes it outside production: documents and payment slips put
	// their files into getFileStore(), here the bucket
	await seedQuoteWorld();
	seedDemoShipments(getDb());
	await seedDemoDocuments(getDb());
	seedDemoBilling(getDb());
	// and a company's registration certificate, the other kind of file reference
	const { key } = await getFileStore().put(new TextEncoder().encode("%PDF-1.4 registration"), "application/pdf");
	getDb()
		.update(companies)
		.set({ regFileKey: key, regFileName: "reg.pdf", regFileType: "application/pdf", regFileSize: 21 })
		.where(eq(companies.id, "demo-company-a"))
		.run();
}, 60_000);

afterEach(() => {
	vi.unstubAllEnvs();
});

afterAll(async () => {
	for (const n of ENV_NAMES) {
		if (saved[n] === undefined) delete process.env[n];
		else process.env[n] = saved[n];
	}
	resetEnvCache();
	await s3?.stop();
	fs.rmSync(dir, { recursive: true, force: true });
});

test("seed, back up, restore into a new file: integrity ok, every table's rows, every file in the store", async () => {
	const before = rowCounts(getConnection().sqlite);
	expect(totalRows({ integrity: "ok", rows: before, latestMigration: null })).toBeGreaterThan(500);

	const backup = await runBackup();
	expect(backup.key).toMatch(/^backups\/app-\d{8}T\d{6}Z\.db\.gz$/);
	expect(backup.tables).toBe(Object.keys(before).length);
	expect(backup.bytes).toBeGreaterThan(0);
	expect(backup.bytes).toBeLessThan(backup.databaseBytes);
	// in the bucket, under the store's prefix
	expect((await getFileStore().list("backups/")).map((o) => o.name)).toContain(backup.key);

	const target = path.join(dir, "restored", "app.db");
	const restored = await restoreBackup({ source: backup.key, target });
	expect(restored.from).toBe("store");
	expect(restored.report.integrity).toBe("ok");
	expect(restored.report.rows).toEqual(before);
	expect(inspectDatabaseFile(target).integrity).toBe("ok");
	// one self-contained file: no -wal beside it to lose when it is copied
	expect(fs.existsSync(`${target}-wal`)).toBe(false);

	const keys = referencedFileKeys(target);
	// the demo documents' 12 rows (same bytes, one key: the store is content-addressed) and the
	// registration certificate
	expect(restored.report.rows.stored_files).toBeGreaterThanOrEqual(12);
	expect(keys.length).toBeGreaterThanOrEqual(2);
	const regKey = getDb()
		.select({ key: companies.regFileKey })
		.from(companies)
		.where(eq(companies.id, "demo-company-a"))
		.get()?.key;
	expect(keys).toContain(regKey);
	const store = getFileStore();
	const missing = [];
	for (const key of keys) if (!(await store.has(key))) missing.push(key);
	expect(missing).toEqual([]);

	// the same restore through the command an operator runs, under plain Node (asynchronously: the
	// S3 server runs in this process and must keep answering the child)
	const cli = (...args: string[]) =>
		new Promise<{ status: number; stdout: string; stderr: string }>((resolve) => {
			execFile(
				process.execPath,
				["scripts/db-restore.ts", ...args],
				{ env: { ...process.env, NODE_ENV: "development" }, timeout: 30_000 },
				(error, stdout, stderr) =>
					resolve({ status: error ? ((error as { code?: number }).code ?? -1) : 0, stdout, stderr }),
			);
		});
	expect((await cli("--list")).stdout).toContain(backup.key);
	const refused = await cli(backup.key, target);
	expect(refused.status).toBe(1);
	expect(refused.stderr).toMatch(/refused: .*exists .*--force/);
	const forced = await cli(backup.key, target, "--force", "--check-files");
	expect(forced.stderr).toBe("");
	expect(forced.status).toBe(0);
	expect(forced.stdout).toMatch(new RegExp(`restored ${backup.key} \\(object store\\)`));
	expect(forced.stdout).toMatch(/PRAGMA integrity_check: ok, \d+ tables/);
	expect(forced.stdout).toMatch(new RegExp(`files: ${keys.length} referenced, 0 missing`));
	expect(rowCounts(getConnection().sqlite)).toEqual(before);
}, 60_000);

test("a damaged backup is refused and the target is left alone", async () => {
	const bad = path.join(dir, "bad.db.gz");
	fs.writeFileSync(bad, new Uint8Array([0x1f, 0x8b, 8, 0, 0, 0, 0, 0, 0, 3, 1, 2, 3]));
	const target = path.join(dir, "untouched.db");
	await expect(restoreBackup({ source: bad, target })).rejects.toThrow();
	expect(fs.existsSync(target)).toBe(false);
	expect(fs.readdirSync(dir).filter((f) => f.includes(".restore-"))).toEqual([]);
	await expect(restoreBackup({ source: "backups/app-20000101T000000Z.db.gz", target })).rejects.toThrow(
		RestoreRefusedError,
	);
});

test("retention: a backup prunes the older backups the rule lets go, and only those", async () => {
	const store = getFileStore();
	const now = new Date("2026-11-24T03:00:00Z");
	const hours = (h: number) => new Date(now.getTime() - h * 3_600_000);
	const small = path.join(dir, "small.gz");
	fs.writeFileSync(small, "x");
	const old = {
		keptRecent: backupKey(hours(30)), // inside 48 hours
		sameDayEarly: backupKey(new Date("2026-11-20T01:00:00Z")), // the day's older one
		sameDayLate: backupKey(new Date("2026-11-20T23:00:00Z")), // the day's newest
		lastYear: backupKey(new Date("2025-10-15T03:00:00Z")), // past 12 months
		notOurs: "backups/app-before-migration.db.gz",
	};
	for (const name of Object.values(old)) await store.putObject(name, small, "application/gzip");
	const before = new Set((await store.list("backups/")).map((o) => o.name));

	const result = await runBackup({ now });
	expect(result.deleted.sort()).toEqual([old.lastYear, old.sameDayEarly].sort());
	const after = new Set((await store.list("backups/")).map((o) => o.name));
	expect(after.has(result.key)).toBe(true);
	for (const name of [old.keptRecent, old.sameDayLate, old.notOurs]) expect(after.has(name)).toBe(true);
	for (const name of result.deleted) expect(after.has(name)).toBe(false);
	// the earlier test's backup (taken today) is newer than now here: the future is never deleted
	for (const name of before) if (!result.deleted.includes(name)) expect(after.has(name)).toBe(true);
}, 60_000);

test("on a LiteFS replica the backup refuses and writes nothing", async () => {
	const liteFs = fs.mkdtempSync(path.join(os.tmpdir(), "freight-litefs-"));
	fs.writeFileSync(path.join(liteFs, ".primary"), "primary-machine\n");
	vi.stubEnv("LITEFS_DIR", liteFs);
	const before = await getFileStore().list("backups/");
	await expect(runBackup()).rejects.toThrow(NotPrimaryError);
	expect(await getFileStore().list("backups/")).toEqual(before);
	fs.rmSync(liteFs, { recursive: true, force: true });
});
