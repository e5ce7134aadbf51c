import Database from "better-sqlite3";
import { afterEach, expect, test } from "vitest";
import { instrumentStatements, setStatementObserver } from "./statement-timing.ts";

afterEach(() => setStatementObserver(undefined));

test("every executed statement is timed: run, get, all, a transaction's BEGIN/COMMIT, and one that fails", () => {
	const sqlite = new Database(":memory:");
	instrumentStatements(sqlite);
	instrumentStatements(sqlite); // idempotent: no double counting
	const seen: number[] = [];
	setStatementObserver((seconds) => seen.push(seconds));
	sqlite.prepare("CREATE TABLE t (id INTEGER PRIMARY KEY)").run();
	sqlite.prepare("INSERT INTO t (id) VALUES (?)").run(1);
	sqlite.prepare("SELECT id FROM t WHERE id = ?").get(1);
	sqlite.prepare("SELECT id FROM t").all();
	sqlite.transaction(() => sqlite.prepare("INSERT INTO t (id) VALUES (2)").run())();
	expect(() => sqlite.prepare("INSERT INTO t (id) VALUES (1)").run()).toThrow(/UNIQUE/);
	// create, insert, get, all, BEGIN + insert + COMMIT, the failed insert
	expect(seen).toHaveLength(8);
	expect(seen.every((s) => s >= 0 && s < 1)).toBe(true);
	expect(sqlite.prepare("SELECT count(*) AS n FROM t").get()).toEqual({ n: 2 });
	sqlite.close();
});
