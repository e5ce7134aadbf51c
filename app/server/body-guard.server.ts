// The one place a request body's size is enforced (decision 018). server.js hands every request
// here instead of to @react-router/express's handler, because that one gives React Router the raw
// socket stream and any action calling request.formData() would buffer whatever arrives. Here the body
// reaches React Router through a counter: a body declared larger than its route's limit
// (app/server/body-limits.ts) is never read, and a chunked body that grows past it is cut off there.
// Either way the request is answered by React Router itself, with the body replaced by a marker header
// that bodyTooLargeMiddleware turns into a 413: a translated error page for a document request and
// an error React Router's client shows for a ".data" request. The connection is then closed, so the
// rest of an oversized body is never read.
// Relative imports only: server.js loads this file with Node, outside the build.
import type { IncomingMessage, ServerResponse } from "node:http";
import { Transform } from "node:stream";
import { createReadableStreamFromReadable, writeReadableStreamToWritable } from "@react-router/node";
import { type MiddlewareFunction, data } from "react-router";
import { bodyLimitFor } from "./body-limits.ts";
import { takeWholeBody } from "./whole-body.ts";

/** Set only by the guard; a client's own header of this name is removed before anything sees it. */
export const BODY_TOO_LARGE_HEADER = "x-fp-body-too-large";

/** Runs after the locale is known (the page is translated) and before anything reads the body. */
export const bodyTooLargeMiddleware: MiddlewareFunction<Response> = ({ request }, next) => {
	if (request.headers.has(BODY_TOO_LARGE_HEADER)) throw data({ reason: "tooLarge" }, { status: 413 });
	return next();
};

/** An Express request (server.js sets "trust proxy", so protocol and host follow Fly's proxy). */
export type NodeRequest = IncomingMessage & { protocol: string; host?: string; originalUrl?: string };
export type HandleRequest = (request: Request, loadContext: unknown) => Promise<Response>;

class BodyTooLarge extends Error {}

function requestUrl(req: NodeRequest): URL {
	const host = req.host || req.headers.host || "localhost";
	return new URL(`${req.protocol || "http"}://${host}${req.originalUrl ?? req.url ?? "/"}`);
}

function headersOf(req: IncomingMessage): Headers {
	const headers = new Headers();
	for (const [name, value] of Object.entries(req.headers)) {
		if (value === undefined || name === BODY_TOO_LARGE_HEADER) continue;
		for (const one of Array.isArray(value) ? value : [value]) headers.append(name, one);
	}
	return headers;
}

function tooLargeRequest(url: URL, method: string, headers: Headers, limit: number, signal: AbortSignal): Request {
	const marked = new Headers(headers);
	for (const name of ["content-length", "content-type", "transfer-encoding"]) marked.delete(name);
	marked.set(BODY_TOO_LARGE_HEADER, String(limit));
	return new Request(url, { method, headers: marked, signal });
}

async function send(res: ServerResponse, response: Response, closeConnection: boolean): Promise<void> {
	if (res.destroyed || res.writableEnded) {
		await response.body?.cancel();
		return;
	}
	res.statusCode = response.status;
	if (response.statusText) res.statusMessage = response.statusText;
	for (const [name, value] of response.headers) if (name !== "set-cookie") res.setHeader(name, value);
	const cookies = response.headers.getSetCookie();
	if (cookies.length) res.setHeader("set-cookie", cookies);
	if (closeConnection) res.setHeader("Connection", "close");
	if (!response.body) return void res.end();
	// a document is rendered whole before it is sent (entry.server): one end() with the whole page, the
	// page's own bytes when entry.server handed them over (whole-body.ts), else read from the Response
	const whole = takeWholeBody(response);
	if (whole) res.end(whole);
	else if (response.headers.get("content-type")?.startsWith("text/html"))
		res.end(Buffer.from(await response.arrayBuffer()));
	else await writeReadableStreamToWritable(response.body, res);
}

/**
 * A Node request handler around React Router's: `handle` is createRequestHandler(build, mode) in
 * server.js (a stand-in in tests), `loadContext` makes a request's context.
 */
export function guardedRequestHandler(handle: HandleRequest, loadContext: () => unknown) {
	return async (req: NodeRequest, res: ServerResponse, next?: (error: unknown) => void): Promise<void> => {
		try {
			await answer(req, res);
		} catch (error) {
			if (next) next(error);
			else res.destroy(error as Error);
		}
	};

	async function answer(req: NodeRequest, res: ServerResponse): Promise<void> {
		const url = requestUrl(req);
		const method = req.method ?? "GET";
		const headers = headersOf(req);
		const limit = bodyLimitFor(method, url.pathname, req.headers["content-type"]);
		const controller = new AbortController();
		res.on("close", () => {
			if (!res.writableFinished) controller.abort();
		});

		if (limit === 0)
			return send(
				res,
				await handle(new Request(url, { method, headers, signal: controller.signal }), loadContext()),
				false,
			);

		const declared = Number(req.headers["content-length"]);
		if (Number.isFinite(declared) && declared > limit) {
			req.pause();
			return send(
				res,
				await handle(tooLargeRequest(url, method, headers, limit, controller.signal), loadContext()),
				true,
			);
		}

		// A chunked body (or one that lies about its length) is counted as it streams; past the limit the
		// stream fails, which ends whatever was reading it, and the request is answered as too large.
		let seen = 0;
		let overflow: (() => void) | undefined;
		const overflowed = new Promise<"overflow">((resolve) => (overflow = () => resolve("overflow")));
		const counter = new Transform({
			transform(chunk: Buffer, _encoding, callback) {
				seen += chunk.byteLength;
				if (seen <= limit) return callback(null, chunk);
				req.unpipe(counter);
				req.pause();
				overflow?.();
				callback(new BodyTooLarge());
			},
		});
		req.on("error", (error) => counter.destroy(error));
		req.pipe(counter);
		const bodyRequest = new Request(url, {
			method,
			headers,
			body: createReadableStreamFromReadable(counter),
			signal: controller.signal,
			duplex: "half",
		} as RequestInit);
		const first = handle(bodyRequest, loadContext());
		const winner = await Promise.race([first, overflowed]);
		if (winner !== "overflow") return send(res, winner, false);
		// the first answer is a failure of reading the body; it is dropped, and the request told apart
		controller.abort();
		first.then((r) => r.body?.cancel()).catch(() => {});
		const retry = new AbortController();
		res.on("close", () => retry.abort());
		return send(res, await handle(tooLargeRequest(url, method, headers, limit, retry.signal), loadContext()), true);
	}
}
