// `node bench/chatbot.ts [--build] [--rounds=3]`: how fast the chatbot answers with JavaScript off on
// the built-in engine (target: p95 under 300 ms), on a throwaway database seeded by this script.
// A JavaScript-off answer is the whole round a browser makes: POST /chatbot (the question answered and
// stored, 303) and GET /chatbot (the thread re-rendered), timed together, for every question of the
// quality table (app/assistant/questions.ts) in kr, en and vn, `--rounds` times; the POST alone and the
// engine alone (in-process) beside it for scale. Like bench/run.ts: builds if build/ is missing, starts
// `node server.js` on a free 127.0.0.1 port, stops it and deletes the temporary folder at the end.
import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import {
	countArg,
	ensureBuild,
	freePort,
	prepareDatabase,
	printTable,
	serverEnv,
	startServer,
	stopServer,
} from "./server.ts";

const args = process.argv.slice(2);
const rounds = countArg(args, "rounds", 3);
if (!(rounds > 0 && rounds <= 50)) throw new Error("--rounds must be between 1 and 50");
const TARGET_P95_MS = 300;

const tempDir = mkdtempSync(path.join(os.tmpdir(), "freight-chatbot-bench-"));
const port = await freePort();
const env = serverEnv(tempDir, port);
let stop: (() => Promise<void>) | null = null;
const cleanUp = async () => {
	await stop?.();
	rmSync(tempDir, { recursive: true, force: true });
};
process.once("SIGINT", () => void cleanUp().then(() => process.exit(130)));

function stats(samples: number[]) {
	const sorted = [...samples].sort((a, b) => a - b);
	const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)]!;
	return { n: sorted.length, p50: at(0.5), p95: at(0.95), max: sorted[sorted.length - 1]! };
}
const ms = (v: number) => v.toFixed(1);

try {
	ensureBuild(args.includes("--build"));
	prepareDatabase(env);
	process.env.DATABASE_PATH = env.DATABASE_PATH;
	process.env.SESSION_SECRET = env.SESSION_SECRET;
	process.env.NODE_ENV = "test";

	const { getDb } = await import("#db/client.ts");
	const { estimates } = await import("#db/schema.ts");
	const { createSession } = await import("#app/auth/session.server.ts");
	const { QUESTIONS } = await import("#app/assistant/questions.ts");
	const { answerQuestion } = await import("#app/assistant/engine.server.ts");
	const { toolsFor } = await import("#app/assistant/tools.server.ts");
	const { translatorFor } = await import("#app/i18n/translate.server.ts");

	const numbers: Record<string, string> = {};
	for (const row of getDb().select({ id: estimates.id, body: estimates.numberBody }).from(estimates).all())
		numbers[row.id.replace("demo-shipment-", "")] = `B${row.body}`;
	const questions = QUESTIONS.map((c) => ({ ...c, q: c.q.replace(/\{(\w+)\}/g, (_, k: string) => numbers[k] ?? k) }));

	// the engine alone, in-process (the same answers the server computes)
	const customer = {
		id: "demo-customer",
		email: "customer@demo.kr",
		name: "demo",
		role: "customer" as const,
		locale: "kr" as const,
		companyId: "demo-company-a",
		partnerCompanyId: null,
		phone: null,
		phoneVerified: true,
		sessionId: "bench",
	};
	const engine: number[] = [];
	for (let r = 0; r < rounds; r++)
		for (const c of questions) {
			const t = await translatorFor(c.locale);
			const start = performance.now();
			answerQuestion(c.q, { tools: toolsFor(customer, c.locale), t, locale: c.locale, name: "demo" });
			engine.push(performance.now() - start);
		}

	const running = await startServer(env);
	stop = () => stopServer(running.child);
	const cookie = (await createSession("demo-customer")).setCookie.split(";")[0]!;
	const headers = { cookie, origin: running.baseUrl, "content-type": "application/x-www-form-urlencoded" };
	const posts: number[] = [];
	const rounds_: number[] = [];
	// warm-up: the first requests load the route modules and prepare the statements
	for (let i = 0; i < 5; i++) await fetch(`${running.baseUrl}/chatbot`, { headers: { cookie } }).then((r) => r.text());
	for (let r = 0; r < rounds; r++)
		for (const c of questions) {
			const body = new URLSearchParams({
				intent: "ask",
				onceKey: randomBytes(16).toString("hex"),
				question: c.q,
			}).toString();
			const start = performance.now();
			const post = await fetch(`${running.baseUrl}/chatbot?lng=${c.locale}`, {
				method: "POST",
				headers,
				body,
				redirect: "manual",
			});
			await post.arrayBuffer();
			if (post.status !== 303) throw new Error(`POST /chatbot answered ${post.status} for "${c.q}"`);
			const posted = performance.now();
			const page = await fetch(`${running.baseUrl}/chatbot?lng=${c.locale}`, { headers: { cookie } });
			await page.text();
			if (page.status !== 200) throw new Error(`GET /chatbot answered ${page.status}`);
			posts.push(posted - start);
			rounds_.push(performance.now() - start);
		}

	const rows = [
		["JS-off answer: POST + 303 + GET", stats(rounds_)],
		["POST /chatbot alone", stats(posts)],
		["built-in engine, in-process", stats(engine)],
	] as const;
	printTable(
		["measure", "n", "p50 ms", "p95 ms", "max ms"],
		rows.map(([name, s]) => [name, String(s.n), ms(s.p50), ms(s.p95), ms(s.max)]),
	);
	const p95 = stats(rounds_).p95;
	console.log(
		`\nJS-off answer p95 ${ms(p95)} ms against the ${TARGET_P95_MS} ms target: ${p95 < TARGET_P95_MS ? "met" : "MISSED"}`,
	);
	if (p95 >= TARGET_P95_MS) process.exitCode = 1;
} finally {
	await cleanUp();
}
