// A stand-in for what sits in front of the app on Fly (decision 004, 024): Fly's edge, which sends a
// request to a machine and replays it elsewhere when the answer carries `fly-replay`, and the LiteFS
// proxy on a replica, which answers every non-GET/HEAD request outside its passthrough list with
// `fly-replay` (here: replayed on the primary at once, as Fly would) and holds a read until the
// replica has the transaction the caller's `__txid` cookie names.
//
// Everything goes to the replica first. Each request is recorded with where it was answered.
import http from "node:http";

export type Route = "replica" | "proxy-replay" | "fly-replay";
export type Exchange = {
	method: string;
	path: string;
	route: Route;
	status: number;
	/** the request body's size, for the 1 MB replay limit */
	bytes: number;
	/** the fly-replay value the replica answered with, if any */
	replayTo?: string;
	/** a read that carried a __txid cookie and so waited for the replica (trivially, see crawl.ts) */
	waitedForTxid?: boolean;
};

type Upstream = { status: number; headers: http.IncomingHttpHeaders; body: Buffer };

// Fly's edge cannot replay a request whose body is over 1 MB.
export const FLY_REPLAY_LIMIT = 1024 * 1024;
export const TXID_COOKIE = "__txid";

/** LiteFS's CompileMatch: whole-path match, `*` is the only wildcard (as tests/deploy-config.test.ts reads it). */
export function liteFsPattern(pattern: string): RegExp {
	const escaped = pattern.replace(/[.*+?^${}()|[\]\\/]/g, "\\$&").replaceAll("\\*", ".*");
	return new RegExp(`^${escaped}$`);
}

function send(
	port: number,
	method: string,
	path: string,
	headers: http.IncomingHttpHeaders,
	body: Buffer,
): Promise<Upstream> {
	return new Promise((resolve, reject) => {
		const outgoing = { ...headers, "content-length": String(body.length) };
		delete outgoing["transfer-encoding"];
		delete outgoing.connection;
		const request = http.request({ host: "127.0.0.1", port, method, path, headers: outgoing }, (response) => {
			const chunks: Buffer[] = [];
			response.on("data", (chunk: Buffer) => chunks.push(chunk));
			response.on("end", () =>
				resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }),
			);
			response.on("error", reject);
		});
		request.on("error", reject);
		request.end(body);
	});
}

function readBody(request: http.IncomingMessage): Promise<Buffer> {
	return new Promise((resolve, reject) => {
		const chunks: Buffer[] = [];
		request.on("data", (chunk: Buffer) => chunks.push(chunk));
		request.on("end", () => resolve(Buffer.concat(chunks)));
		request.on("error", reject);
	});
}

function cookieValue(header: string | undefined, name: string): string | undefined {
	for (const part of (header ?? "").split(/;\s*/)) {
		const eq = part.indexOf("=");
		if (eq > 0 && part.slice(0, eq) === name) return part.slice(eq + 1);
	}
	return undefined;
}

export type FlyProxyOptions = {
	port: number;
	replicaPort: number;
	primaryPort: number;
	/** the primary's hostname, as the replica's `.primary` file names it */
	primaryInstance: string;
	/** litefs.yml proxy.passthrough */
	passthrough: string[];
	/** the replica's replication position; in the harness both instances read one file, so it is always current */
	replicaTxid: () => number;
	/** the primary's position after a write */
	primaryTxid: () => number;
};

export function startFlyProxy(
	options: FlyProxyOptions,
): Promise<{ server: http.Server; exchanges: Exchange[]; problems: string[] }> {
	const passthrough = options.passthrough.map(liteFsPattern);
	const exchanges: Exchange[] = [];
	const problems: string[] = [];

	const server = http.createServer(async (request, response) => {
		try {
			const method = request.method ?? "GET";
			const path = request.url ?? "/";
			const pathname = path.split("?")[0] as string;
			const body = await readBody(request);
			const isRead = method === "GET" || method === "HEAD";
			const passes = passthrough.some((re) => re.test(pathname));
			const exchange: Exchange = { method, path, route: "replica", status: 0, bytes: body.length };

			let answer: Upstream;
			if (!isRead && !passes) {
				// the replica's LiteFS proxy answers fly-replay without asking the app; Fly replays it
				exchange.route = "proxy-replay";
				if (body.length > FLY_REPLAY_LIMIT)
					problems.push(`${method} ${path}: ${body.length} bytes replayed by the proxy (Fly refuses over 1 MB)`);
				answer = await send(options.primaryPort, method, path, request.headers, body);
			} else {
				if (isRead && !passes) {
					const wanted = Number.parseInt(cookieValue(request.headers.cookie, TXID_COOKIE) ?? "", 16);
					if (Number.isFinite(wanted)) {
						exchange.waitedForTxid = true;
						const stop = Date.now() + 5_000;
						while (options.replicaTxid() < wanted && Date.now() < stop) await new Promise((r) => setTimeout(r, 10));
						if (options.replicaTxid() < wanted)
							problems.push(`${method} ${path}: replica never reached transaction ${wanted}`);
					}
				}
				answer = await send(options.replicaPort, method, path, request.headers, body);
				const replay = answer.headers["fly-replay"];
				if (typeof replay === "string") {
					exchange.route = "fly-replay";
					exchange.replayTo = replay;
					if (replay !== `instance=${options.primaryInstance}`)
						problems.push(`${method} ${path}: fly-replay "${replay}" does not name the primary`);
					if (body.length > FLY_REPLAY_LIMIT)
						problems.push(`${method} ${path}: ${body.length} bytes replayed by fly-replay (Fly refuses over 1 MB)`);
					answer = await send(options.primaryPort, method, path, request.headers, body);
					if (answer.headers["fly-replay"])
						problems.push(`${method} ${path}: the primary answered fly-replay too (a replay loop)`);
				}
			}
			exchange.status = answer.status;
			exchanges.push(exchange);

			const headers = { ...answer.headers };
			delete headers["transfer-encoding"];
			delete headers.connection;
			// after a write on the primary, the position the caller's next read must wait for
			if (!isRead && exchange.route !== "replica") {
				const cookie = `${TXID_COOKIE}=${options.primaryTxid().toString(16).padStart(16, "0")}; Path=/; HttpOnly; SameSite=Lax`;
				const existing = headers["set-cookie"] ?? [];
				headers["set-cookie"] = [...existing, cookie];
			}
			response.writeHead(answer.status, headers);
			response.end(answer.body);
		} catch (error) {
			problems.push(`${request.method} ${request.url}: proxy error ${String(error)}`);
			response.writeHead(502);
			response.end();
		}
	});
	return new Promise((resolve) =>
		server.listen(options.port, "127.0.0.1", () => resolve({ server, exchanges, problems })),
	);
}

/** The primary machine's own LiteFS proxy, which the replica's forwarded commands reach: passes to the primary, counts. */
type ForwardedCommit = { path: string; name: string; status: number; bytes: number };

/** The command a forwarded body names ("" when it is not one). */
function commandName(body: Buffer): string {
	try {
		const parsed: unknown = JSON.parse(body.toString("utf8"));
		return typeof parsed === "object" && parsed !== null && "name" in parsed && typeof parsed.name === "string"
			? parsed.name
			: "";
	} catch {
		return "";
	}
}

export function startPrimaryProxy(
	port: number,
	primaryPort: number,
): Promise<{ server: http.Server; commits: ForwardedCommit[] }> {
	const commits: ForwardedCommit[] = [];
	const server = http.createServer(async (request, response) => {
		const body = await readBody(request);
		try {
			const answer = await send(primaryPort, request.method ?? "GET", request.url ?? "/", request.headers, body);
			commits.push({ path: request.url ?? "/", name: commandName(body), status: answer.status, bytes: body.length });
			const headers = { ...answer.headers };
			delete headers["transfer-encoding"];
			delete headers.connection;
			response.writeHead(answer.status, headers);
			response.end(answer.body);
		} catch {
			response.writeHead(502);
			response.end();
		}
	});
	return new Promise((resolve) => server.listen(port, "127.0.0.1", () => resolve({ server, commits })));
}
