// The database page's work: one SQLite file the app creates and fills itself on first use, and the
// two queries a list page makes (a page of rows with a join, and the count for the pager), prepared
// once as any better-sqlite3 app would.
import Database from "better-sqlite3";

const db = new Database(process.env.YARDSTICK_DB_PATH || ":memory:");
db.pragma("journal_mode = WAL");
db.exec(`
	CREATE TABLE IF NOT EXISTS companies (id TEXT PRIMARY KEY, name TEXT NOT NULL);
	CREATE TABLE IF NOT EXISTS quotes (
		id INTEGER PRIMARY KEY, company_id TEXT NOT NULL REFERENCES companies(id),
		route TEXT NOT NULL, amount INTEGER NOT NULL, created_at TEXT NOT NULL
	);
	CREATE INDEX IF NOT EXISTS quotes_company ON quotes (company_id, created_at);
`);
if ((db.prepare("SELECT count(*) AS n FROM quotes").get() as { n: number }).n === 0) {
	const company = db.prepare("INSERT INTO companies (id, name) VALUES (?, ?)");
	const quote = db.prepare("INSERT INTO quotes (company_id, route, amount, created_at) VALUES (?, ?, ?, ?)");
	db.transaction(() => {
		for (let c = 1; c <= 3; c++) company.run(`company-${c}`, `Company ${c}`);
		for (let i = 0; i < 60; i++)
			quote.run(
				`company-${(i % 3) + 1}`,
				"KRPUS-VNHPH",
				1_000_000 + i * 1000,
				new Date(Date.UTC(2026, 0, 1 + i)).toISOString(),
			);
	})();
}

const page = db.prepare(`
	SELECT q.id, c.name AS companyName, q.route, q.amount, q.created_at AS createdAt
	FROM quotes q JOIN companies c ON c.id = q.company_id
	WHERE q.company_id = ? ORDER BY q.created_at DESC LIMIT 5
`);
const count = db.prepare("SELECT count(*) AS n FROM quotes WHERE company_id = ?");

type Row = { id: number; companyName: string; route: string; amount: number; createdAt: string };

export function latestQuotes(companyId: string) {
	return { rows: page.all(companyId) as Row[], total: (count.get(companyId) as { n: number }).n };
}
