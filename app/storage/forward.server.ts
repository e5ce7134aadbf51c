// Both ends of the wire that carries an upload's small metadata write from a LiteFS replica to the
// primary (app/documents/commands.server.ts says why it exists). The replica has
// already put the file into the shared object store; all it sends is `{ name, input }` as JSON,
// signed with an HMAC so the primary's internal route (app/routes/internal/commit.ts) runs commands
// for our own machines only.
//
// Signature: hex HMAC-SHA256 over "<timestamp>.<body>" with a key derived from SESSION_SECRET (its
// own key, so a value signed here can never pass as a session cookie or the reverse). The timestamp
// (ms since the epoch) must be within 60 s of the primary's clock; inside that window a captured
// request could be replayed, which the commands' one-time keys (exactlyOnce) turn into a no-op.
import { createHmac, timingSafeEqual } from "node:crypto";
import path from "node:path";
import { getTxNumber } from "litefs-js";
import { getEnv, sessionSecret } from "#app/server/env.server.ts";
import { getInstanceInfo } from "#app/server/litefs.server.ts";
import { currentOnceOwner, runAsOnceOwner } from "#app/utils/once.server.ts";
import { logger } from "#app/observability/logger.server.ts";

export const COMMIT_PATH = "/internal/commit";
export const SIGNATURE_HEADER = "X-Commit-Signature";
export const TIMESTAMP_HEADER = "X-Commit-Timestamp";
/** Set on an answer that carries a Response a command threw (404, 403, ...), to be thrown again on the replica. */
const THROWN_HEADER = "X-Commit-Thrown";
// what of a thrown Response survives the trip (a redirect needs its Location)
const PASSED_HEADERS = ["Content-Type", "Location"];

export const MAX_CLOCK_SKEW_MS = 60_000;
// A command's input is a handful of ids, a hash and a name; anything larger is not ours.
const MAX_BODY_BYTES = 64 * 1024;
// LiteFS's proxy port (litefs.yml proxy.addr, fly.toml internal_port). The app itself listens on
// 127.0.0.1:3000 only (Dockerfile HOST), so other machines reach it through the proxy, which on the
// primary passes a POST straight through.
const LITEFS_PROXY_PORT = 8080;
// How long a replica waits for the primary's transaction to arrive before answering anyway.
const CATCH_UP_TIMEOUT_MS = 3_000;
const CATCH_UP_INTERVAL_MS = 20;
const FORWARD_TIMEOUT_MS = 15_000;

export type CommandRegistry = Record<string, (input: never) => unknown>;

function signingKey(): Buffer {
	return createHmac("sha256", sessionSecret()).update("freight-platform/internal-commit/v1").digest();
}

export function signCommit(body: string, timestamp: string): string {
	return createHmac("sha256", signingKey()).update(`${timestamp}.${body}`).digest("hex");
}

/** The primary's base URL: LITEFS_PRIMARY_URL with {instance} filled in, or its Fly internal name. */
export function primaryBaseUrl(primaryInstance: string): string {
	const env = getEnv();
	if (env.LITEFS_PRIMARY_URL)
		return env.LITEFS_PRIMARY_URL.replaceAll("{instance}", primaryInstance).replace(/\/$/, "");
	if (!env.FLY_APP_NAME)
		throw new Error("Cannot reach the primary: set LITEFS_PRIMARY_URL (or run on Fly, where FLY_APP_NAME is set)");
	return `http://${primaryInstance}.vm.${env.FLY_APP_NAME}.internal:${LITEFS_PROXY_PORT}`;
}

/** Where LiteFS keeps the database's replication position (TXID/checksum), or null without LiteFS. */
function positionSource(): { dir: string; database: string } | null {
	const dir = process.env.LITEFS_DIR;
	if (!dir) return null;
	return { dir, database: path.basename(getEnv().DATABASE_PATH) };
}

/** This machine's LiteFS transaction id for the database, or null without LiteFS. */
export async function currentTxid(): Promise<number | null> {
	const source = positionSource();
	return source ? getTxNumber(source.dir, source.database) : null;
}

/**
 * Waits until this replica has applied transaction `txid`, so the page the user is redirected to
 * next already shows the new row. litefs-js's waitForUpToDateTxNumber cannot be used for this: in
 * 2.0.2 its polling loop continues only while the position is already up to date (the condition is
 * inverted), so it gives up after one interval, and its re-reads ignore the directory passed in.
 */
export async function waitForTxid(txid: number, timeoutMs = CATCH_UP_TIMEOUT_MS): Promise<boolean> {
	const source = positionSource();
	if (!source) return true;
	const stop = Date.now() + timeoutMs;
	for (;;) {
		if ((await getTxNumber(source.dir, source.database)) >= txid) return true;
		if (Date.now() >= stop) return false;
		await new Promise((resolve) => setTimeout(resolve, CATCH_UP_INTERVAL_MS));
	}
}

/**
 * Runs a command on the primary from a replica and returns its output. A Response the command threw
 * there (not found, forbidden) is thrown again here; anything else that fails is an Error.
 */
export async function forwardCommand(name: string, input: unknown): Promise<unknown> {
	const { primaryInstance } = await getInstanceInfo();
	// the user whose one-time keys the command records (signed with the rest; decision 052)
	const body = JSON.stringify({ name, input, onceOwner: currentOnceOwner() });
	const timestamp = String(Date.now());
	const response = await fetch(primaryBaseUrl(primaryInstance) + COMMIT_PATH, {
		method: "POST",
		headers: {
			"Content-Type": "application/json",
			[TIMESTAMP_HEADER]: timestamp,
			[SIGNATURE_HEADER]: signCommit(body, timestamp),
		},
		body,
		// a redirect a command throws is for the browser, not for this fetch to follow
		redirect: "manual",
		signal: AbortSignal.timeout(FORWARD_TIMEOUT_MS),
	});
	if (response.headers.get(THROWN_HEADER)) {
		const headers = new Headers();
		for (const header of PASSED_HEADERS) {
			const value = response.headers.get(header);
			if (value) headers.set(header, value);
		}
		throw new Response(await response.text(), { status: response.status, headers });
	}
	if (!response.ok)
		throw new Error(`The primary refused command "${name}": ${response.status} ${await response.text()}`);
	const answer = (await response.json()) as { output: unknown; txid: number | null };
	if (answer.txid !== null && !(await waitForTxid(answer.txid))) {
		// The write is done; only the replica is slow. The page may show the old state for a moment.
		logger.warn(`commit "${name}": replica still behind transaction ${answer.txid} after ${CATCH_UP_TIMEOUT_MS} ms`);
	}
	return answer.output;
}

function json(status: number, value: unknown, headers: Record<string, string> = {}): Response {
	return new Response(JSON.stringify(value), { status, headers: { "Content-Type": "application/json", ...headers } });
}

async function readLimited(request: Request): Promise<string | null> {
	const declared = Number(request.headers.get("Content-Length") ?? "0");
	if (declared > MAX_BODY_BYTES) return null;
	const bytes = new Uint8Array(await request.arrayBuffer());
	return bytes.byteLength > MAX_BODY_BYTES ? null : new TextDecoder().decode(bytes);
}

function verify(request: Request, body: string, now: number): "ok" | "unsigned" | "stale" | "badSignature" {
	const timestamp = request.headers.get(TIMESTAMP_HEADER);
	const signature = request.headers.get(SIGNATURE_HEADER);
	if (!timestamp || !signature || !/^\d{1,16}$/.test(timestamp)) return "unsigned";
	const expected = Buffer.from(signCommit(body, timestamp), "hex");
	const given = Buffer.from(/^[0-9a-f]{64}$/i.test(signature) ? signature : "", "hex");
	// timingSafeEqual needs equal lengths; a wrong length is already a wrong signature
	if (given.length !== expected.length || !timingSafeEqual(given, expected)) return "badSignature";
	// checked after the signature, so an unsigned caller learns nothing about our clock
	if (Math.abs(now - Number(timestamp)) > MAX_CLOCK_SKEW_MS) return "stale";
	return "ok";
}

export type CommitHost = {
	isPrimary: () => Promise<boolean>;
	currentTxid: () => Promise<number | null>;
	now: () => number;
};

const realHost: CommitHost = {
	isPrimary: async () => (await getInstanceInfo()).currentIsPrimary,
	currentTxid,
	now: () => Date.now(),
};

/**
 * The primary's side: checks the signature and the clock, then runs `registry[name](input)` and
 * answers `{ output, txid }` (txid: the LiteFS position after the write, for the replica to wait
 * for). 401 unsigned, badly signed or stale; 404 unknown command; 409 when this machine is not the
 * primary (the lease moved); 413 for a body no command would send.
 */
export async function handleCommit(
	request: Request,
	registry: CommandRegistry,
	host: CommitHost = realHost,
): Promise<Response> {
	if (request.method !== "POST") return json(405, { error: "POST only" }, { Allow: "POST" });
	const body = await readLimited(request);
	if (body === null) return json(413, { error: "body too large" });
	const verdict = verify(request, body, host.now());
	if (verdict !== "ok") return json(401, { error: verdict });

	let parsed: { name?: unknown; input?: unknown; onceOwner?: unknown };
	try {
		parsed = JSON.parse(body) as typeof parsed;
	} catch {
		return json(400, { error: "body is not JSON" });
	}
	const name = parsed?.name;
	if (typeof name !== "string" || !Object.hasOwn(registry, name)) return json(404, { error: "unknown command" });
	if (!(await host.isPrimary())) return json(409, { error: "not the primary" });

	try {
		const owner = typeof parsed.onceOwner === "string" ? parsed.onceOwner : "";
		const output = await runAsOnceOwner(owner, () => (registry[name] as (input: unknown) => unknown)(parsed.input));
		return json(200, { output: output ?? null, txid: await host.currentTxid() });
	} catch (error) {
		if (error instanceof Response) {
			const headers = new Headers({ [THROWN_HEADER]: "1" });
			for (const header of PASSED_HEADERS) {
				const value = error.headers.get(header);
				if (value) headers.set(header, value);
			}
			return new Response(await error.text(), { status: error.status, headers });
		}
		logger.error({ err: error }, `commit "${name}" failed`);
		return json(500, { error: "command failed" });
	}
}
