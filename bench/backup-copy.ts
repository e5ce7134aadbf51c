// How long copying the database for a backup blocks the server (decision 021): VACUUM INTO against
// SQLite's online backup API in steps, on a synthetic database of about 100 MB. A measurement, not a
// test. Usage: node bench/backup-copy.ts [rows=400000]
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import Database from "better-sqlite3";

const rows = Number(process.argv[2] ?? 400_000);
const dir = fs.mkdtempSync(path.join(os.tmpdir(), "freight-backup-bench-"));
const db = new Database(path.join(dir, "source.db"));
db.pragma("journal_mode = WAL");
db.exec("CREATE TABLE t (id INTEGER PRIMARY KEY, a TEXT, b BLOB)");
const insert = db.prepare("INSERT INTO t (a, b) VALUES (?, randomblob(200))");
db.transaction(() => {
	for (let i = 0; i < rows; i++) insert.run(`row ${i} ${Math.random()}`);
})();
db.pragma("wal_checkpoint(TRUNCATE)");
console.log(`source: ${(fs.statSync(path.join(dir, "source.db")).size / 1e6).toFixed(1)} MB, ${rows} rows`);

/** Runs `work` while a 1 ms timer measures the longest gap between its ticks: the event loop's longest stall. */
async function measure(name: string, work: () => unknown): Promise<void> {
	let last = performance.now();
	let longest = 0;
	const timer = setInterval(() => {
		const now = performance.now();
		longest = Math.max(longest, now - last);
		last = now;
	}, 1);
	const started = performance.now();
	await work();
	const total = performance.now() - started;
	longest = Math.max(longest, performance.now() - last);
	clearInterval(timer);
	console.log(
		`${name.padEnd(36)} total ${total.toFixed(0).padStart(5)} ms, longest stall ${longest.toFixed(0).padStart(5)} ms`,
	);
}

await measure("VACUUM INTO", () => db.exec(`VACUUM INTO '${path.join(dir, "vacuum.db")}'`));
for (const pages of [100, 1000, 0x7fffffff])
	await measure(`backup API, ${pages === 0x7fffffff ? "one step" : `${pages} pages a step`}`, () =>
		db.backup(path.join(dir, `backup-${pages}.db`), { progress: () => pages }),
	);
db.close();
fs.rmSync(dir, { recursive: true, force: true });
