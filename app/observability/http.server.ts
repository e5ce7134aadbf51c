// The production server's observability (server.js): a request id and context for every request, one
// access log line and the request metrics when it is answered, and the token-protected /metrics.
// Relative imports only: server.js loads this file with Node, outside the build (decision 023).
import { timingSafeEqual, createHash } from "node:crypto";
import type { IncomingMessage, ServerResponse } from "node:http";
import { logger } from "./logger.server.ts";
import { CONTENT_TYPE } from "./exposition.ts";
import { metricsText, recordRequest } from "./metrics.server.ts";
import { currentRequest, newRequestContext, runWithRequest } from "./request-context.ts";
import { REQUEST_ID_HEADER, requestIdFor } from "./request-id.ts";

export { REQUEST_ID_HEADER };

type Next = (error?: unknown) => void;

/**
 * Express middleware, first in the chain. The route label is the pattern React Router matched (set by
 * the root middleware), "static" for files answered before the router, "unmatched" otherwise; the raw
 * path and query are never logged or labelled (they carry share tokens and unbounded values).
 */
export function observeRequests(options: { onFly: boolean }) {
	return (req: IncomingMessage, res: ServerResponse, next: Next): void => {
		const started = performance.now();
		const flyHeader = req.headers["fly-request-id"];
		const context = newRequestContext(
			requestIdFor(typeof flyHeader === "string" ? flyHeader : undefined, options.onFly),
		);
		res.setHeader(REQUEST_ID_HEADER, context.requestId);
		let done = false;
		const finish = () => {
			if (done) return;
			done = true;
			const seconds = (performance.now() - started) / 1000;
			const route = context.route ?? (context.routed ? "unmatched" : "static");
			const method = req.method ?? "GET";
			// an answer cut short by the client is logged with the status it was going to have
			const status = res.statusCode;
			recordRequest(method, route, status, seconds);
			if (route === "static" && status < 400) return; // assets would drown the log; they are counted
			logger.info(
				{
					requestId: context.requestId,
					method,
					route,
					status,
					ms: Math.round(seconds * 10_000) / 10,
					dbMs: Math.round(context.dbSeconds * 10_000) / 10,
					dbStatements: context.dbStatements,
					...(res.writableFinished ? {} : { aborted: true }),
				},
				"request",
			);
		};
		res.on("finish", finish);
		res.on("close", finish);
		runWithRequest(context, () => next());
	};
}

/** Wraps the router's handler so the access log can tell "no route matched" from a static file. */
export function routed<Args extends unknown[], R>(handler: (...args: Args) => R): (...args: Args) => R {
	return (...args: Args) => {
		const context = currentRequest();
		if (context) context.routed = true;
		return handler(...args);
	};
}

function sameSecret(given: string, expected: string): boolean {
	// hashing first gives equal lengths, so the comparison's time does not depend on where they differ
	const a = createHash("sha256").update(given).digest();
	const b = createHash("sha256").update(expected).digest();
	return timingSafeEqual(a, b);
}

/**
 * GET /metrics. 404 while METRICS_TOKEN is unset (the endpoint does not exist), 401 without the
 * right `Authorization: Bearer <token>`. Reports this machine only: litefs.yml passes it through.
 */
export function metricsEndpoint(env: NodeJS.ProcessEnv = process.env) {
	return (req: IncomingMessage, res: ServerResponse): void => {
		const context = currentRequest();
		if (context) context.route = "/metrics";
		const token = env.METRICS_TOKEN;
		res.setHeader("Cache-Control", "no-store");
		if (!token) {
			res.statusCode = 404;
			res.setHeader("Content-Type", "text/plain; charset=utf-8");
			res.end("Not Found\n");
			return;
		}
		const header = req.headers.authorization ?? "";
		const given = /^Bearer\s+(.+)$/i.exec(header)?.[1]?.trim() ?? "";
		if (!sameSecret(given, token)) {
			res.statusCode = 401;
			res.setHeader("WWW-Authenticate", 'Bearer realm="metrics"');
			res.setHeader("Content-Type", "text/plain; charset=utf-8");
			res.end("Unauthorized\n");
			return;
		}
		res.statusCode = 200;
		res.setHeader("Content-Type", CONTENT_TYPE);
		res.end(req.method === "HEAD" ? undefined : metricsText(env));
	};
}
