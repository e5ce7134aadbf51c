// What timing every SQLite statement costs (db/statement-timing.ts, decision 023): the same statements
// run with the Statement prototype as better-sqlite3 ships it and with the timing wrapper and the
// metrics observer (process totals + the request's own time, inside a request context), alternated
// over rounds so machine noise hits both. `node bench/statement-timing.ts [--n=200000] [--rounds=5]`
import Database from "better-sqlite3";
import { instrumentStatements, setStatementObserver } from "../db/statement-timing.ts";
import { numberArg } from "./server.ts";

const arg = (name: string, fallback: number) => numberArg(process.argv, name, fallback);
const N = arg("n", 200_000);
const ROUNDS = arg("rounds", 5);

const sqlite = new Database(":memory:");
sqlite.exec("CREATE TABLE t (id INTEGER PRIMARY KEY, name TEXT, amount INTEGER)");
const insert = sqlite.prepare("INSERT INTO t (name, amount) VALUES (?, ?)");
sqlite.transaction(() => {
	for (let i = 0; i < 10_000; i++) insert.run(`name ${i}`, i * 7);
})();
const byId = sqlite.prepare("SELECT id, name, amount FROM t WHERE id = ?");
const page = sqlite.prepare("SELECT id, name, amount FROM t WHERE id > ? ORDER BY id LIMIT 20");

// the prototype's own methods, kept so rounds can switch between plain and timed
const proto = Object.getPrototypeOf(byId) as Record<string, unknown>;
const plain = { run: proto.run, get: proto.get, all: proto.all };
instrumentStatements(sqlite);
const timed = { run: proto.run, get: proto.get, all: proto.all };
// the app's observer (metrics.server.ts registers it on import), inside a request context as in a request
const { newRequestContext, runWithRequest } = await import("../app/observability/request-context.ts");
await import("../app/observability/metrics.server.ts");

function measure(label: string, body: (i: number) => void): number {
	const start = process.hrtime.bigint();
	for (let i = 0; i < N; i++) body(i);
	return Number(process.hrtime.bigint() - start) / N; // ns per statement
}

type Row = { case: string; plainNs: number; timedNs: number };
const cases: [string, (i: number) => void][] = [
	["get by primary key", (i) => byId.get((i % 10_000) + 1)],
	["all, 20 rows", (i) => page.all(i % 9_000)],
];
const results: Row[] = cases.map(([name]) => ({
	case: name,
	plainNs: Number.POSITIVE_INFINITY,
	timedNs: Number.POSITIVE_INFINITY,
}));
runWithRequest(newRequestContext("bench"), () => {
	for (let round = 0; round < ROUNDS; round++)
		cases.forEach(([name, body], c) => {
			Object.assign(proto, plain);
			const a = measure(name, body);
			Object.assign(proto, timed);
			const b = measure(name, body);
			const row = results[c]!;
			row.plainNs = Math.min(row.plainNs, a);
			row.timedNs = Math.min(row.timedNs, b);
		});
});
setStatementObserver(undefined);
console.table(
	results.map((r) => ({
		case: r.case,
		"plain ns/stmt": Math.round(r.plainNs),
		"timed ns/stmt": Math.round(r.timedNs),
		"overhead ns": Math.round(r.timedNs - r.plainNs),
		"overhead %": `${(((r.timedNs - r.plainNs) / r.plainNs) * 100).toFixed(1)}%`,
	})),
);
