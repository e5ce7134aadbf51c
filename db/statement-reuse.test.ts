import Database from "better-sqlite3";
import { asc, eq, inArray, sql } from "drizzle-orm";
import { drizzle } from "drizzle-orm/better-sqlite3";
import { integer, sqliteTable, text } from "drizzle-orm/sqlite-core";
import { expect, test } from "vitest";
import { reuseOneTimeStatements } from "./statement-reuse.ts";

const items = sqliteTable("items", {
	id: integer("id").primaryKey(),
	name: text("name").notNull(),
	kind: text("kind").notNull(),
});

function open(capacity?: number) {
	const sqlite = new Database(":memory:");
	sqlite.exec("CREATE TABLE items (id INTEGER PRIMARY KEY, name TEXT NOT NULL, kind TEXT NOT NULL)");
	sqlite
		.prepare("INSERT INTO items (id, name, kind) VALUES (1, 'box', 'a'), (2, 'pallet', 'b'), (3, 'drum', 'a')")
		.run();
	const db = drizzle(sqlite);
	// counts what reaches SQLite's compiler, under the reuse layer
	let compiles = 0;
	const prepare = sqlite.prepare.bind(sqlite);
	sqlite.prepare = ((source: string) => {
		compiles++;
		return prepare(source);
	}) as typeof sqlite.prepare;
	const reuse = reuseOneTimeStatements(db, sqlite, capacity);
	return { sqlite, db, reuse, compiles: () => compiles };
}

test("the same one-time query is compiled once and answers with each call's own values", () => {
	const { db, compiles } = open();
	const byKind = (kind: string) =>
		db.select({ id: items.id }).from(items).where(eq(items.kind, kind)).orderBy(asc(items.id)).all();
	expect(byKind("a")).toEqual([{ id: 1 }, { id: 3 }]);
	expect(byKind("b")).toEqual([{ id: 2 }]);
	expect(byKind("zzz")).toEqual([]);
	expect(compiles()).toBe(1);
	// a different shape (a longer IN list is other SQL text) is another statement
	expect(
		db
			.select({ id: items.id })
			.from(items)
			.where(inArray(items.id, [1, 2]))
			.all(),
	).toHaveLength(2);
	expect(
		db
			.select({ id: items.id })
			.from(items)
			.where(inArray(items.id, [1, 2, 3]))
			.all(),
	).toHaveLength(3);
	expect(compiles()).toBe(3);
});

test("a kept statement left in raw mode by a query with fields reads rows as objects for a query without", () => {
	const { db } = open();
	const text = sql`SELECT id, name FROM items WHERE id = ${1}`;
	// Drizzle's select with fields reads raw rows (arrays) and maps them
	expect(db.select({ id: items.id, name: items.name }).from(items).where(eq(items.id, 1)).get()).toEqual({
		id: 1,
		name: "box",
	});
	// db.get(sql) reads the statement as it is: objects, however the last holder left it
	expect(db.get(text)).toEqual({ id: 1, name: "box" });
	expect(db.values(text)).toEqual([[1, "box"]]);
	expect(db.get(text)).toEqual({ id: 1, name: "box" });
	expect(db.all(text)).toEqual([{ id: 1, name: "box" }]);
});

test("statements made with .prepare() are the caller's own and never shared with one-time queries", () => {
	const { db, reuse, compiles } = open();
	const query = () =>
		db
			.select({ id: items.id })
			.from(items)
			.where(eq(items.id, sql.placeholder("id")));
	const prepared = query().prepare();
	const again = query().prepare();
	expect(compiles()).toBe(2);
	expect(reuse.size()).toBe(0);
	expect(prepared.get({ id: 2 })).toEqual({ id: 2 });
	expect(again.get({ id: 3 })).toEqual({ id: 3 });
	// the same SQL as a one-time query compiles its own statement
	expect(db.select({ id: items.id }).from(items).where(eq(items.id, 1)).get()).toEqual({ id: 1 });
	expect(compiles()).toBe(3);
	expect(reuse.size()).toBe(1);
});

test("writes, transactions and a failed statement keep working with reused statements", () => {
	const { db, sqlite, compiles } = open();
	const insert = (id: number) =>
		db
			.insert(items)
			.values({ id, name: `n${id}`, kind: "c" })
			.run();
	insert(10);
	insert(11);
	expect(() => insert(10)).toThrow();
	db.transaction((tx) => {
		tx.insert(items).values({ id: 12, name: "n12", kind: "c" }).run();
		tx.update(items).set({ name: "renamed" }).where(eq(items.id, 12)).run();
	});
	expect(() =>
		db.transaction((tx) => {
			tx.insert(items).values({ id: 13, name: "n13", kind: "c" }).run();
			throw new Error("roll back");
		}),
	).toThrow("roll back");
	expect(db.select({ id: items.id }).from(items).where(eq(items.kind, "c")).orderBy(asc(items.id)).all()).toEqual([
		{ id: 10 },
		{ id: 11 },
		{ id: 12 },
	]);
	expect(sqlite.prepare("SELECT name FROM items WHERE id = 12").pluck().get()).toBe("renamed");
	// the insert compiled once for three calls (the failed one too)
	expect(compiles()).toBeLessThanOrEqual(5);
});

test("a statement still being iterated is not handed out again: the second caller gets a fresh one", () => {
	const { db, reuse } = open();
	const text = "SELECT id FROM items ORDER BY id";
	// only a one-time query goes through the cache; take its statement as Drizzle would, then iterate it
	db.all(sql.raw(text));
	expect(reuse.size()).toBe(1);
	const session = (
		db as unknown as { session: { prepareOneTimeQuery: (...a: unknown[]) => { stmt: Database.Statement } } }
	).session;
	const first = session.prepareOneTimeQuery({ sql: text, params: [] }, undefined, "all", false).stmt;
	const iterator = first.iterate();
	expect(iterator.next().value).toEqual({ id: 1 });
	expect(first.busy).toBe(true);
	expect(db.all(sql.raw(text))).toEqual([{ id: 1 }, { id: 2 }, { id: 3 }]);
	expect([...iterator]).toEqual([{ id: 2 }, { id: 3 }]);
	expect(first.busy).toBe(false);
});

test("the cache holds at most its capacity, dropping the least recently used", () => {
	const { db, reuse, compiles } = open(2);
	const q = (n: number) => db.all(sql.raw(`SELECT ${n} AS n`));
	q(1);
	q(2);
	q(1); // 1 is now the most recent
	q(3); // drops 2
	expect(reuse.size()).toBe(2);
	const before = compiles();
	q(1);
	q(3);
	expect(compiles()).toBe(before);
	q(2);
	expect(compiles()).toBe(before + 1);
	expect(q(2)).toEqual([{ n: 2 }]);
});

test("a schema change under a kept statement: SQLite compiles it again and the answer follows the new table", () => {
	const { db, sqlite } = open();
	const read = () => db.all(sql`SELECT * FROM items WHERE id = ${1}`);
	expect(read()).toEqual([{ id: 1, name: "box", kind: "a" }]);
	sqlite.exec("ALTER TABLE items ADD COLUMN note TEXT DEFAULT 'x'");
	expect(read()).toEqual([{ id: 1, name: "box", kind: "a", note: "x" }]);
});

test("a drizzle without the one-time hook is refused at start, not silently left uncached", () => {
	const sqlite = new Database(":memory:");
	expect(() => reuseOneTimeStatements({ session: {} }, sqlite)).toThrow(/prepareOneTimeQuery/);
});
