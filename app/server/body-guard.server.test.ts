// The guard in front of React Router, over a real HTTP server on 127.0.0.1 (express, as server.js):
// oversized bodies, declared and chunked, are answered 413 without being read, and what the app sees
// of a normal body is unchanged. The stand-in for React Router answers like bodyTooLargeMiddleware.
import http from "node:http";
import type { AddressInfo } from "node:net";
import express from "express";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { DEFAULT_BODY_LIMIT } from "./body-limits.ts";
import { BODY_TOO_LARGE_HEADER, guardedRequestHandler } from "./body-guard.server.ts";
import { wholeBodyResponse } from "./whole-body.ts";

let server: http.Server;
let port = 0;
/** bytes the stand-in app read from each body, newest last */
const readSizes: number[] = [];

async function standIn(request: Request): Promise<Response> {
	if (request.headers.has(BODY_TOO_LARGE_HEADER)) return new Response("too large", { status: 413 });
	if (request.method === "GET" && new URL(request.url).pathname === "/whole")
		return wholeBodyResponse(Buffer.from("<p>견적 목록</p>".repeat(200)), {
			headers: { "content-type": "text/html; charset=utf-8", "x-page": "whole" },
		});
	if (request.method === "GET") return new Response("page");
	// like an action calling request.formData(): reads everything it is given into memory
	const text = await request.text();
	readSizes.push(text.length);
	return new Response(`read ${text.length}`, {
		headers: [
			["set-cookie", "a=1"],
			["set-cookie", "b=2"],
		],
	});
}

beforeAll(async () => {
	const app = express();
	app.set("trust proxy", true);
	app.all(
		"/{*splat}",
		guardedRequestHandler(standIn, () => ({})),
	);
	server = app.listen(0, "127.0.0.1");
	await new Promise((resolve) => server.once("listening", resolve));
	port = (server.address() as AddressInfo).port;
});
afterAll(() => new Promise((resolve) => server.close(resolve)));

type Sent = { status: number; body: string; headers: http.IncomingHttpHeaders; bytesWritten: number };

/** POSTs `total` bytes in 64 KB chunks (declared or chunked), stopping early once the answer is in. */
function post(
	path: string,
	total: number,
	options: { chunked: boolean; contentType?: string; headers?: Record<string, string> },
): Promise<Sent> {
	return new Promise((resolve, reject) => {
		const headers: Record<string, string> = {
			"content-type": options.contentType ?? "application/x-www-form-urlencoded",
			...options.headers,
		};
		if (!options.chunked) headers["content-length"] = String(total);
		const req = http.request({ host: "127.0.0.1", port, path, method: "POST", headers });
		let answered = false;
		let written = 0;
		const chunk = Buffer.alloc(64 * 1024, "a");
		const pump = () => {
			while (!answered && written < total) {
				const piece = chunk.subarray(0, Math.min(chunk.length, total - written));
				written += piece.length;
				if (!req.write(piece)) return void req.once("drain", pump);
			}
			if (!answered) req.end();
		};
		req.on("response", (res) => {
			answered = true;
			let body = "";
			res.setEncoding("utf8");
			res.on("data", (d) => (body += d));
			res.on("end", () => resolve({ status: res.statusCode ?? 0, body, headers: res.headers, bytesWritten: written }));
		});
		// the server closing an oversized upload's connection may reach the client as a reset
		req.on("error", (error) => (answered ? undefined : reject(error)));
		pump();
	});
}

test("a page entry.server handed over whole is sent as those bytes, with the Response's status and headers", async () => {
	const answer = await new Promise<{ status: number; body: string; headers: http.IncomingHttpHeaders }>(
		(resolve, reject) => {
			http
				.get({ host: "127.0.0.1", port, path: "/whole" }, (res) => {
					let body = "";
					res.setEncoding("utf8");
					res.on("data", (d) => (body += d));
					res.on("end", () => resolve({ status: res.statusCode ?? 0, body, headers: res.headers }));
				})
				.on("error", reject);
		},
	);
	expect(answer.status).toBe(200);
	expect(answer.headers["x-page"]).toBe("whole");
	expect(answer.body).toBe("<p>견적 목록</p>".repeat(200));
});

describe("a body over its route's limit", () => {
	test.each([
		["declared with Content-Length", false],
		["sent chunked", true],
	])("%s: 413, the app reads nothing, the connection is closed", async (_name, chunked) => {
		const before = readSizes.length;
		const sent = await post("/login", 300 * 1024 * 1024, { chunked });
		expect(sent.status).toBe(413);
		expect(sent.body).toBe("too large");
		expect(sent.headers.connection).toBe("close");
		expect(readSizes.length).toBe(before);
		// the client was stopped long before its 300 MB went out
		expect(sent.bytesWritten).toBeLessThan(64 * 1024 * 1024);
	});

	test("a file route's multipart limit is larger, and only for multipart", async () => {
		const size = 3 * 1024 * 1024;
		const multipart = await post("/mypage/upload/e1/send", size, {
			chunked: true,
			contentType: "multipart/form-data; boundary=x",
		});
		expect(multipart.status).toBe(200);
		expect(multipart.body).toBe(`read ${size}`);
		const urlencoded = await post("/mypage/upload/e1/send", size, { chunked: true });
		expect(urlencoded.status).toBe(413);
	});
});

describe("a body within its limit", () => {
	test.each([
		["declared", false],
		["chunked", true],
	])("%s: passed through whole, with every header of the answer", async (_name, chunked) => {
		const sent = await post("/login", DEFAULT_BODY_LIMIT, { chunked });
		expect(sent.status).toBe(200);
		expect(sent.body).toBe(`read ${DEFAULT_BODY_LIMIT}`);
		expect(sent.headers["set-cookie"]).toEqual(["a=1", "b=2"]);
	});

	test("a client cannot send the guard's marker itself", async () => {
		const sent = await post("/login", 10, { chunked: false, headers: { [BODY_TOO_LARGE_HEADER]: "1" } });
		expect(sent.status).toBe(200);
	});

	test("one byte over the limit is over", async () => {
		expect((await post("/login", DEFAULT_BODY_LIMIT + 1, { chunked: true })).status).toBe(413);
		expect((await post("/login", DEFAULT_BODY_LIMIT + 1, { chunked: false })).status).toBe(413);
	});
});
