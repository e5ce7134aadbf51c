// A browser without JavaScript for the load benches (bench/load.ts, bench/write-ceiling.ts): a cookie
// jar, form posts, redirects followed by hand as a browser follows them, every hop timed and counted
// under its route pattern; and the bench customers those browsers sign in as.
import { randomUUID } from "node:crypto";
import Database from "better-sqlite3";
import { type Sample, fill, parseForms, routePattern } from "./load-lib.ts";

export const DEMO_PASSWORD = "demo1234";
const REQUEST_TIMEOUT_MS = 30_000;
const HEADERS = { "accept-language": "ko", "accept-encoding": "gzip, deflate, br", "user-agent": "freight-load-bench" };

export class FlowError extends Error {}

/** One browser without JavaScript: a cookie jar, redirects followed by hand, every hop timed and counted. */
export class Browser {
	cookies = new Map<string, string>();
	samples: Sample[];
	baseUrl: string;
	constructor(baseUrl: string, samples: Sample[]) {
		this.baseUrl = baseUrl;
		this.samples = samples;
	}

	private async send(method: "GET" | "POST", url: string, body?: URLSearchParams) {
		const headers: Record<string, string> = { ...HEADERS };
		if (this.cookies.size) headers.cookie = [...this.cookies].map(([k, v]) => `${k}=${v}`).join("; ");
		if (body) {
			headers["content-type"] = "application/x-www-form-urlencoded";
			headers.origin = this.baseUrl;
		}
		const started = performance.now();
		let status = 0;
		try {
			const response = await fetch(new URL(url, this.baseUrl), {
				method,
				headers,
				body,
				redirect: "manual",
				signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
			});
			const text = await response.text();
			status = response.status;
			for (const cookie of response.headers.getSetCookie()) {
				const [pair = ""] = cookie.split(";");
				const at = pair.indexOf("=");
				const name = pair.slice(0, at).trim();
				const value = pair.slice(at + 1).trim();
				if (!value || /max-age=0|expires=thu, 01 jan 1970/i.test(cookie)) this.cookies.delete(name);
				else this.cookies.set(name, value);
			}
			return { status, text, location: response.headers.get("location") };
		} finally {
			this.samples.push({ route: routePattern(method, url), ms: performance.now() - started, status });
		}
	}

	/** One post, its answer as it is (a redirect is not followed); timed and counted like every hop. */
	post(url: string, body: URLSearchParams) {
		return this.send("POST", url, body);
	}

	/** A request and the redirects after it (at most 5), as a browser follows them; the last answer. */
	async go(method: "GET" | "POST", url: string, body?: URLSearchParams) {
		let answer = await this.send(method, url, body);
		let at = url;
		for (let hops = 0; answer.status >= 300 && answer.status < 400 && answer.location && hops < 5; hops++) {
			at =
				new URL(answer.location, new URL(at, this.baseUrl)).pathname +
				new URL(answer.location, new URL(at, this.baseUrl)).search;
			answer = await this.send("GET", at);
		}
		if (answer.status !== 200) throw new FlowError(`${method} ${url} ended at ${at} with ${answer.status}`);
		return { ...answer, url: at };
	}

	async signIn(email: string) {
		const page = await this.go("GET", "/login");
		const form = parseForms(page.text).find(
			(f) => f.fields.some((x) => x.name === "email") && f.fields.some((x) => x.name === "password"),
		);
		if (!form) throw new FlowError("no sign-in form on /login");
		const landed = await this.go(
			"POST",
			form.action ?? "/login",
			fill(form, { email, password: DEMO_PASSWORD, intent: "signin" }),
		);
		if (landed.url.startsWith("/login")) throw new FlowError(`sign-in as ${email} failed`);
	}
}

/** One bench customer per virtual user in the demo company (drafts are per user), phone and e-mail verified. */
export async function createBenchCustomers(databasePath: string, count: number, prefix = "load"): Promise<string[]> {
	const { hashPassword } = await import("#app/accounts/password.server.ts");
	const hash = await hashPassword(DEMO_PASSWORD);
	const db = new Database(databasePath);
	const now = Date.now();
	const insert = db.prepare(
		"insert into users (id, email, name, role, locale, company_id, phone, phone_verified_at, email_verified_at, password_hash) values (?, ?, ?, 'customer', 'kr', 'demo-company-a', ?, ?, ?, ?)",
	);
	const emails: string[] = [];
	db.transaction(() => {
		for (let i = 0; i < count; i++) {
			const email = `${prefix}-${i}@bench.demo.kr`;
			insert.run(randomUUID(), email, `부하 고객 ${i}`, `0107000${String(i).padStart(4, "0")}`, now, now, hash);
			emails.push(email);
		}
	})();
	db.close();
	return emails;
}
