// A few seconds' cache of the public pages a visitor without a session lands on: the
// rendered HTML of `/`, `/company`, `/login`... is the same for every anonymous visitor in one
// language, except for the CSP nonce, so rendering it hundreds of times a second is waste. Loaded by
// server.js through Node (relative imports only; the Dockerfile copies this file).
//
// What is cached, and only then: a GET of a listed path, without a query string, from a browser that
// sends no cookie but the language cookie, answered 200 as HTML with no Set-Cookie. The key is the
// path and the language the app would pick (?lng= never applies: no query). The page's nonce is taken
// out when stored and a fresh one put in for every answer, in the body and the CSP header alike. An
// entry lives PAGE_CACHE_TTL_MS, so an edit to what a public page shows is live within seconds, and a
// deploy starts empty. Set PAGE_CACHE=off to turn it off.
import { randomBytes } from "node:crypto";
import type { IncomingMessage, ServerResponse } from "node:http";
import { LOCALE_COOKIE, resolveLocale } from "../i18n/locales.ts";
import { processWide } from "./process-wide.ts";

export const PAGE_CACHE_TTL_MS = 10_000;

/** Public screens whose HTML depends on nothing but the language for a visitor without a session. */
export const CACHEABLE_PAGES: ReadonlySet<string> = new Set([
	"/",
	"/company",
	"/login",
	"/sign/up/agree",
	"/sign/pwreset",
	"/order/shipline",
	"/order/airline",
	"/eventlist",
	"/termsofconditions",
	"/privacy",
	"/privacyoption",
]);

type RequestFacts = { method?: string; url?: string; headers: Record<string, string | string[] | undefined> };

function header(req: RequestFacts, name: string): string | undefined {
	const value = req.headers[name];
	return Array.isArray(value) ? value.join(", ") : value;
}

/** The cookies' names in a Cookie header. */
function cookieNames(cookie: string | undefined): string[] {
	if (!cookie) return [];
	return cookie
		.split(";")
		.map((part) => part.split("=")[0]?.trim() ?? "")
		.filter(Boolean);
}

/** The cache key of a request that may be answered from the cache, or null. */
export function pageCacheKey(req: RequestFacts): string | null {
	if (req.method !== "GET" || !req.url || req.url.includes("?")) return null;
	if (!CACHEABLE_PAGES.has(req.url)) return null;
	const cookie = header(req, "cookie");
	if (cookieNames(cookie).some((name) => name !== LOCALE_COOKIE)) return null;
	const request = new Request(`http://cache.local${req.url}`, {
		headers: { cookie: cookie ?? "", "accept-language": header(req, "accept-language") ?? "" },
	});
	return `${resolveLocale(request).locale} ${req.url}`;
}

const NONCE_MARK = "\u0000nonce\u0000";
const NONCE_IN_CSP = /'nonce-([A-Za-z0-9+/=]+)'/;
/** Per-request or per-connection headers, never replayed from the cache. */
const NOT_STORED = new Set([
	"x-request-id",
	"content-encoding",
	"content-length",
	"transfer-encoding",
	"connection",
	"date",
	"vary",
	"keep-alive",
]);

type Entry = { headers: [string, string | string[]][]; body: string; expires: number };

/** What a finished answer stores, or null when it must not be cached. */
export function storable(status: number, headers: Record<string, unknown>, body: string, now: number): Entry | null {
	if (status !== 200 || headers["set-cookie"] !== undefined) return null;
	if (!String(headers["content-type"] ?? "").startsWith("text/html")) return null;
	const nonce = NONCE_IN_CSP.exec(String(headers["content-security-policy"] ?? ""))?.[1];
	if (!nonce) return null;
	const kept = Object.entries(headers)
		.filter(([name, value]) => !NOT_STORED.has(name) && value !== undefined)
		.map(([name, value]): [string, string | string[]] => [
			name,
			Array.isArray(value)
				? value.map((v) => String(v).replaceAll(nonce, NONCE_MARK))
				: String(value).replaceAll(nonce, NONCE_MARK),
		]);
	return { headers: kept, body: body.replaceAll(nonce, NONCE_MARK), expires: now + PAGE_CACHE_TTL_MS };
}

/** The stored answer with a fresh nonce. */
export function withFreshNonce(entry: Entry, nonce: string): { headers: [string, string | string[]][]; body: string } {
	const put = (text: string) => text.replaceAll(NONCE_MARK, nonce);
	return {
		headers: entry.headers.map(([name, value]) => [name, Array.isArray(value) ? value.map(put) : put(value)]),
		body: put(entry.body),
	};
}

type Next = (error?: unknown) => void;

// Every cache this process made (server.js makes one). Kept process-wide, because server.js loads this
// file with Node while the app's build has its own copy: the board's publish (app/board) must clear
// the map server.js reads, so a published or withdrawn post is not served stale for 10 s.
const allCaches = processWide("page-cache-maps", () => new Set<Map<string, Entry>>());

/** Forgets every cached page: content a public page shows changed (a board post was published). */
export function clearPageCache(): void {
	for (const entries of allCaches) entries.clear();
}

/**
 * Express middleware in front of the React Router handler. `onHit` hears every answer served from
 * the cache (server.js labels it for the access log and metrics).
 */
export function pageCache(options: { now?: () => number; onHit?: (path: string) => void } = {}) {
	const now = options.now ?? Date.now;
	const entries = new Map<string, Entry>();
	allCaches.add(entries);
	return (req: IncomingMessage, res: ServerResponse, next: Next): void => {
		const key = pageCacheKey(req);
		if (!key) return next();
		const hit = entries.get(key);
		if (hit && hit.expires > now()) {
			options.onHit?.(req.url ?? "");
			const answer = withFreshNonce(hit, randomBytes(16).toString("base64"));
			res.statusCode = 200;
			for (const [name, value] of answer.headers) res.setHeader(name, value);
			res.setHeader("x-page-cache", "hit");
			res.end(answer.body);
			return;
		}
		// a miss: let the app answer, and keep a copy of what it wrote
		const chunks: Buffer[] = [];
		const write = res.write.bind(res) as (...args: unknown[]) => boolean;
		const end = res.end.bind(res) as (...args: unknown[]) => ServerResponse;
		const keep = (chunk: unknown, encoding?: unknown) => {
			if (typeof chunk === "string")
				chunks.push(Buffer.from(chunk, typeof encoding === "string" ? (encoding as BufferEncoding) : "utf8"));
			else if (chunk instanceof Uint8Array) chunks.push(Buffer.from(chunk));
		};
		res.write = ((chunk: unknown, ...rest: unknown[]) => {
			keep(chunk, rest[0]);
			return write(chunk, ...rest);
		}) as typeof res.write;
		res.end = ((chunk?: unknown, ...rest: unknown[]) => {
			if (chunk !== undefined && typeof chunk !== "function") keep(chunk, rest[0]);
			const entry = storable(
				res.statusCode,
				res.getHeaders() as Record<string, unknown>,
				Buffer.concat(chunks).toString("utf8"),
				now(),
			);
			if (entry) entries.set(key, entry);
			return end(chunk, ...rest);
		}) as typeof res.end;
		next();
	};
}
