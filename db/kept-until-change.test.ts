// Against the worker's SQLite file: a kept value is read again after any write, from this connection
// or another one (as LiteFS writes a replica's file), and never kept inside a transaction.
import Database from "better-sqlite3";
import { beforeAll, expect, test } from "vitest";
import { closeConnection, databasePath, getConnection } from "./client.ts";
import { changeMark, keptUntilChange } from "./kept-until-change.ts";

beforeAll(() => {
	getConnection().sqlite.exec("CREATE TABLE IF NOT EXISTS kept_test (n INTEGER NOT NULL)");
});

function counter() {
	let reads = 0;
	const total = keptUntilChange(() => {
		reads++;
		return getConnection().sqlite.prepare("SELECT count(*) FROM kept_test").pluck().get() as number;
	});
	return { total, reads: () => reads };
}

test("unchanged database: read once, answered from the kept value after", () => {
	const { total, reads } = counter();
	const first = total();
	expect(total()).toBe(first);
	expect(total()).toBe(first);
	expect(reads()).toBe(1);
	expect(changeMark()).toBe(changeMark());
});

test("a write through this connection drops the value, also one that changes no count", () => {
	const { total, reads } = counter();
	const before = total();
	getConnection().sqlite.prepare("INSERT INTO kept_test (n) VALUES (1)").run();
	expect(total()).toBe(before + 1);
	expect(reads()).toBe(2);
	getConnection().sqlite.prepare("UPDATE kept_test SET n = n + 1").run();
	total();
	expect(reads()).toBe(3);
});

test("a commit by another connection (a replica's file written by LiteFS) drops the value", () => {
	const { total, reads } = counter();
	const before = total();
	const other = new Database(databasePath());
	try {
		other.prepare("INSERT INTO kept_test (n) VALUES (2)").run();
	} finally {
		other.close();
	}
	expect(total()).toBe(before + 1);
	expect(reads()).toBe(2);
});

test("inside a transaction nothing is kept: a rolled-back write is never served afterwards", () => {
	const { total, reads } = counter();
	const before = total();
	const { sqlite } = getConnection();
	expect(() =>
		sqlite.transaction(() => {
			sqlite.prepare("INSERT INTO kept_test (n) VALUES (3)").run();
			expect(changeMark()).toBeNull();
			expect(total()).toBe(before + 1);
			throw new Error("roll back");
		})(),
	).toThrow("roll back");
	expect(total()).toBe(before);
	expect(reads()).toBe(3);
});

test("a new connection (a restore, a role change) is read afresh", () => {
	const { total, reads } = counter();
	total();
	closeConnection();
	total();
	expect(reads()).toBe(2);
});
