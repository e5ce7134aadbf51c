import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, describe, expect, test, vi } from "vitest";
import { closeConnection, databasePath, getConnection, getDb, openDatabase, perConnection } from "./client.ts";
import { isReplica, roleWatcher } from "./litefs-role.ts";

const HOST = "this-machine";
const dirs: string[] = [];

/** A stand-in for the LiteFS mount, with a `.primary` file when `primary` is given. */
function mount(primary?: string): string {
	const dir = fs.mkdtempSync(path.join(os.tmpdir(), "litefs-role-"));
	dirs.push(dir);
	if (primary !== undefined) fs.writeFileSync(path.join(dir, ".primary"), primary);
	return dir;
}

afterEach(() => {
	vi.unstubAllEnvs();
	closeConnection();
	for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

describe("isReplica", () => {
	const cases: { name: string; dir: () => string | undefined; replica: boolean }[] = [
		{ name: "no LITEFS_DIR (development, tests): primary", dir: () => undefined, replica: false },
		{ name: "LITEFS_DIR without .primary: this machine holds the lease", dir: () => mount(), replica: false },
		{
			name: ".primary names another machine (LiteFS ends it with a newline): replica",
			dir: () => mount("e2865013a49d86\n"),
			replica: true,
		},
		{
			name: ".primary names this machine (litefs-js counts that as primary)",
			dir: () => mount(`${HOST}\n`),
			replica: false,
		},
		{
			name: "LITEFS_DIR names a folder that does not exist: no .primary",
			dir: () => path.join(os.tmpdir(), "no-such-litefs-mount"),
			replica: false,
		},
	];
	test.each(cases)("$name", ({ dir, replica }) => {
		expect(isReplica(dir(), HOST)).toBe(replica);
	});
});

describe("roleWatcher", () => {
	test("reads at most once per interval, and again after forget()", () => {
		let clock = 0;
		let reads = 0;
		let answer = false;
		const watcher = roleWatcher(
			() => {
				reads += 1;
				return answer;
			},
			() => clock,
			1000,
		);
		expect(watcher.replica()).toBe(false);
		answer = true;
		clock = 999;
		expect(watcher.replica()).toBe(false); // cached
		expect(reads).toBe(1);
		clock = 1000;
		expect(watcher.replica()).toBe(true);
		expect(reads).toBe(2);
		answer = false;
		watcher.forget();
		expect(watcher.replica()).toBe(false);
		expect(reads).toBe(3);
	});
});

describe("the process-wide connection follows the LiteFS role", () => {
	test("on a replica it is read-only: a write fails loudly with SQLITE_READONLY, reads work", () => {
		vi.stubEnv("LITEFS_DIR", mount("primary-machine\n"));
		closeConnection();
		const { sqlite } = getConnection();
		expect(sqlite.readonly).toBe(true);
		expect(sqlite.prepare("select count(*) as n from __drizzle_migrations").get()).toMatchObject({
			n: expect.any(Number),
		});
		expect(() => sqlite.prepare("create table replica_write_probe (x)").run()).toThrow(
			expect.objectContaining({ code: "SQLITE_READONLY" }),
		);
		expect(() => sqlite.prepare("delete from sessions").run()).toThrow(
			expect.objectContaining({ code: "SQLITE_READONLY" }),
		);
		// the per-connection settings that do not write are still applied
		expect(sqlite.pragma("foreign_keys", { simple: true })).toBe(1);
		expect(sqlite.pragma("busy_timeout", { simple: true })).toBe(5000);
	});

	test("on the primary (no .primary file) it writes", () => {
		vi.stubEnv("LITEFS_DIR", mount());
		closeConnection();
		const { sqlite } = getConnection();
		expect(sqlite.readonly).toBe(false);
		expect(sqlite.pragma("journal_mode", { simple: true })).toBe("wal");
	});

	test("a promotion and a demotion reopen the connection within the check interval, with new perConnection values", async () => {
		vi.useFakeTimers({ toFake: ["Date", "setTimeout"] });
		try {
			const dir = mount("primary-machine\n");
			vi.stubEnv("LITEFS_DIR", dir);
			closeConnection();
			const replicaDb = getDb();
			expect(getConnection().sqlite.readonly).toBe(true);
			let made = 0;
			const statement = perConnection(() => ++made);
			expect(statement()).toBe(1);

			// failover: LiteFS removes .primary when this machine takes the lease
			fs.rmSync(path.join(dir, ".primary"));
			expect(getDb()).toBe(replicaDb); // still cached inside the interval
			vi.advanceTimersByTime(1000);
			const primaryDb = getDb();
			expect(primaryDb).not.toBe(replicaDb);
			expect(getConnection().sqlite.readonly).toBe(false);
			expect(statement()).toBe(2); // made again for the new connection
			expect(statement()).toBe(2);
			// and the primary's connection writes
			expect(() =>
				getConnection().sqlite.exec("create table promoted_probe (x); drop table promoted_probe"),
			).not.toThrow();

			// hand-over: another machine takes the lease
			fs.writeFileSync(path.join(dir, ".primary"), "other-machine\n");
			vi.advanceTimersByTime(1000);
			expect(getConnection().sqlite.readonly).toBe(true);
			expect(getDb()).not.toBe(primaryDb);

			// a replaced connection stays usable for work already holding it, then is closed
			const retired = getConnection();
			fs.rmSync(path.join(dir, ".primary"));
			vi.advanceTimersByTime(1000);
			getConnection();
			expect(retired.sqlite.open).toBe(true);
			vi.advanceTimersByTime(30_000);
			expect(retired.sqlite.open).toBe(false);
		} finally {
			vi.useRealTimers();
		}
	});

	test("openDatabase({ readonly }) never creates a missing file", () => {
		const file = path.join(mount(), "missing.db");
		expect(() => openDatabase(file, { readonly: true })).toThrow();
		expect(fs.existsSync(file)).toBe(false);
		// and the default path is unchanged
		expect(databasePath()).toBe(process.env.DATABASE_PATH);
	});
});
