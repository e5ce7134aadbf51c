import Database from "better-sqlite3";
import { sql } from "drizzle-orm";
import { drizzle } from "drizzle-orm/better-sqlite3";
import { sqliteTable, text } from "drizzle-orm/sqlite-core";
import { expect, test } from "vitest";
import { boundList, inBoundList } from "./bound-list.ts";

const things = sqliteTable("things", { id: text("id").primaryKey(), name: text("name").notNull() });

test.each([
	["several values, in any order", ["c", "a"], ["a", "c"]],
	["one id", ["b"], ["b"]],
	["no ids: no rows (not every row)", [], []],
	["an unknown id among known ones", ["a", "zzz"], ["a"]],
	["an id with quotes and a comma is one id, not SQL", ['o\'brien, "x")'], ['o\'brien, "x")']],
	["a repeated id gives its row once", ["a", "a"], ["a"]],
])("%s", (_name, ids, expected) => {
	const sqlite = new Database(":memory:");
	sqlite.exec(
		`CREATE TABLE things (id TEXT PRIMARY KEY, name TEXT NOT NULL); INSERT INTO things VALUES ('a','A'),('b','B'),('c','C'),('o''brien, "x")','Q')`,
	);
	const db = drizzle(sqlite);
	// one prepared statement serves every list length
	const statement = db
		.select({ id: things.id })
		.from(things)
		.where(inBoundList(things.id, "ids"))
		.orderBy(sql`${things.id}`)
		.prepare();
	expect(statement.all({ ids: boundList(ids) }).map((r) => r.id)).toEqual(expected);
	sqlite.close();
});
