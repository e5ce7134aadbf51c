// What a Drizzle query not made with .prepare() costs with and without db/statement-reuse.ts
// (decision 035): time per query and the process's resident memory after N of them, each way in its
// own child process so one's native memory does not count against the other.
// `node bench/one-time-statements.ts [--n=20000]`
import { spawnSync } from "node:child_process";
import { fileURLToPath } from "node:url";
import { numberArg } from "./server.ts";

const arg = (name: string, fallback: number) => numberArg(process.argv, name, fallback);
const N = arg("n", 20_000);

async function child(mode: "compiled each time" | "reused") {
	const Database = (await import("better-sqlite3")).default;
	const { drizzle } = await import("drizzle-orm/better-sqlite3");
	const { and, desc, eq, inArray, isNull, sql } = await import("drizzle-orm");
	const { integer, sqliteTable, text } = await import("drizzle-orm/sqlite-core");
	const { reuseOneTimeStatements } = await import("../db/statement-reuse.ts");
	// the shape of a My page list: a join, an IN list, ORDER BY an expression, LIMIT
	const estimates = sqliteTable("estimates", {
		id: text("id").primaryKey(),
		companyId: text("company_id").notNull(),
		status: text("status").notNull(),
		shipDate: text("ship_date"),
		deletedAt: integer("deleted_at"),
	});
	const schedules = sqliteTable("schedules", { estimateId: text("estimate_id").primaryKey(), etd: text("etd") });
	const sqlite = new Database(":memory:");
	sqlite.exec(`CREATE TABLE estimates (id TEXT PRIMARY KEY, company_id TEXT NOT NULL, status TEXT NOT NULL, ship_date TEXT, deleted_at INTEGER);
		CREATE INDEX estimates_company ON estimates (company_id);
		CREATE TABLE schedules (estimate_id TEXT PRIMARY KEY, etd TEXT);`);
	const insert = sqlite.prepare("INSERT INTO estimates VALUES (?, ?, ?, ?, NULL)");
	const statuses = ["booked", "wait_schedule", "in_loading", "in_shipping", "finish"];
	for (let i = 0; i < 200; i++)
		insert.run(`e${i}`, `c${i % 10}`, statuses[i % 5], `2026-11-${String((i % 28) + 1).padStart(2, "0")}`);
	const db = drizzle(sqlite);
	if (mode === "reused") reuseOneTimeStatements(db, sqlite);
	const page = (company: string) =>
		db
			.select({ id: estimates.id, status: estimates.status, etd: schedules.etd })
			.from(estimates)
			.leftJoin(schedules, eq(schedules.estimateId, estimates.id))
			.where(and(eq(estimates.companyId, company), inArray(estimates.status, statuses), isNull(estimates.deletedAt)))
			.orderBy(desc(sql`coalesce(${schedules.etd}, ${estimates.shipDate})`), desc(estimates.id))
			.limit(5)
			.all();
	for (let i = 0; i < 500; i++) page(`c${i % 10}`);
	const rssBefore = process.memoryUsage().rss;
	const started = performance.now();
	for (let i = 0; i < N; i++) page(`c${i % 10}`);
	const us = ((performance.now() - started) / N) * 1000;
	console.log(JSON.stringify({ us, rssGrowthMb: (process.memoryUsage().rss - rssBefore) / 1048576 }));
}

if (process.argv[2] === "--child") {
	await child(process.argv[3] as "compiled each time" | "reused");
} else {
	const rows: string[][] = [];
	for (const mode of ["compiled each time", "reused"]) {
		const result = spawnSync(process.execPath, [fileURLToPath(import.meta.url), "--child", mode, `--n=${N}`], {
			encoding: "utf8",
		});
		if (result.status !== 0) throw new Error(result.stderr);
		const { us, rssGrowthMb } = JSON.parse(result.stdout.trim().split("\n").pop()!) as {
			us: number;
			rssGrowthMb: number;
		};
		rows.push([mode, us.toFixed(1), rssGrowthMb.toFixed(0)]);
	}
	console.log(
		`\nA one-time Drizzle query (join, IN list, ORDER BY expression, LIMIT 5) run ${N} times, Node ${process.version}`,
	);
	console.log(["statement", "µs per query", "RSS growth MB"].join(" | "));
	for (const row of rows) console.log(row.join(" | "));
}
