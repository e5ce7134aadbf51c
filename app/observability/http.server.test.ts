// The production server's observability over a real HTTP server on 127.0.0.1 (express, as server.js
// wires it): request ids on the response and on every log line written while handling the request,
// the access log line, and /metrics with its token.
import type http from "node:http";
import type { AddressInfo } from "node:net";
import express from "express";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, test } from "vitest";
import { getConnection } from "#db/client.ts";
import { metricsEndpoint, observeRequests, REQUEST_ID_HEADER, routed } from "./http.server.ts";
import { type CapturedLogs, captureLogs, logger } from "./logger.server.ts";
import { recordJobRun, resetMetrics } from "./metrics.server.ts";
import { observabilityMiddleware } from "./route-middleware.server.ts";

const TOKEN = "test-metrics-token-0123456789";
let server: http.Server;
let base = "";
let logs: CapturedLogs;

/** A stand-in for React Router: the root middleware, then a "loader" that logs, waits and queries. */
async function standIn(request: Request): Promise<Response> {
	const url = new URL(request.url);
	// as React Router passes it: the matched paths joined, no leading slash
	const pattern = url.pathname.startsWith("/things/") ? "things/:id" : "*";
	return observabilityMiddleware({ request, pattern, params: {}, url, context: {} } as never, async () => {
		logger.info("loader started");
		await new Promise((resolve) => setTimeout(resolve, 5));
		getConnection().sqlite.prepare("SELECT 1").get();
		getConnection().sqlite.prepare("SELECT 2").get();
		logger.warn({ thing: 1 }, "after a timer");
		if (url.pathname === "/things/boom") return new Response("broken", { status: 500 });
		return new Response(pattern === "*" ? "not found" : "thing", { status: pattern === "*" ? 404 : 200 });
	}) as Promise<Response>;
}

function node(handler: (request: Request) => Promise<Response>) {
	return async (req: http.IncomingMessage, res: http.ServerResponse) => {
		const response = await handler(
			new Request(`http://127.0.0.1${req.url}`, { method: req.method, headers: req.headers as Record<string, string> }),
		);
		res.statusCode = response.status;
		res.end(await response.text());
	};
}

function startServer(onFly: boolean, env: NodeJS.ProcessEnv): Promise<string> {
	const app = express();
	app.use(observeRequests({ onFly }));
	app.get("/metrics", metricsEndpoint(env));
	app.use("/assets", express.static("public", { index: false }));
	app.all("/{*splat}", routed(node(standIn)));
	server = app.listen(0, "127.0.0.1");
	return new Promise((resolve) =>
		server.once("listening", () => resolve(`http://127.0.0.1:${(server.address() as AddressInfo).port}`)),
	);
}

beforeAll(async () => {
	base = await startServer(false, {
		METRICS_TOKEN: TOKEN,
		FLY_REGION: "nrt",
		FLY_IMAGE_REF: "registry.fly.io/freight-platform:deployment-1",
	});
});
afterAll(() => new Promise((resolve) => server.close(resolve)));
beforeEach(() => {
	resetMetrics();
	logs = captureLogs("info");
});
afterEach(() => logs.restore());

/** the access line comes after the answer is sent: wait for it */
async function accessLine(requestId: string) {
	for (let i = 0; i < 50; i++) {
		const line = logs.lines().find((l) => l.msg === "request" && l.requestId === requestId);
		if (line) return line;
		await new Promise((resolve) => setTimeout(resolve, 10));
	}
	throw new Error("no access log line");
}

describe("request ids and logs", () => {
	test("every answer has an X-Request-Id, and every line logged for the request carries it", async () => {
		const [a, b] = await Promise.all([fetch(`${base}/things/1?token=secret-share-token`), fetch(`${base}/things/2`)]);
		const idA = a.headers.get(REQUEST_ID_HEADER) ?? "";
		const idB = b.headers.get(REQUEST_ID_HEADER) ?? "";
		expect(idA).toMatch(/^[0-9a-f]{16}$/);
		expect(idB).toMatch(/^[0-9a-f]{16}$/);
		expect(idA).not.toBe(idB);
		await accessLine(idA);
		await accessLine(idB);
		// two concurrent requests, each line under its own id, including after an await and a timer
		for (const id of [idA, idB]) {
			const mine = logs
				.lines()
				.filter((l) => l.requestId === id)
				.map((l) => l.msg);
			expect(mine).toEqual(["loader started", "after a timer", "request"]);
		}
		expect(logs.lines().every((l) => typeof l.requestId === "string")).toBe(true);
	});

	test("the access line: method, route pattern, status, time, database time; never the URL or its query", async () => {
		const response = await fetch(`${base}/things/42?token=secret-share-token`, {
			headers: { cookie: "fp_session=abc" },
		});
		const line = await accessLine(response.headers.get(REQUEST_ID_HEADER) ?? "");
		expect(line).toMatchObject({ level: "info", method: "GET", route: "/things/:id", status: 200, dbStatements: 2 });
		expect(line.ms).toBeGreaterThan(0);
		expect(typeof line.dbMs).toBe("number");
		const raw = JSON.stringify(logs.lines());
		for (const secret of ["secret-share-token", "/things/42", "fp_session"]) expect(raw).not.toContain(secret);
	});

	test("a client's X-Request-Id or fly-request-id off Fly is not believed", async () => {
		const response = await fetch(`${base}/things/1`, {
			headers: { "x-request-id": "chosen-by-client", "fly-request-id": "01JD5Z8W0QH6J3K9V2R7T4M8XC-nrt" },
		});
		expect(response.headers.get(REQUEST_ID_HEADER)).toMatch(/^[0-9a-f]{16}$/);
	});

	test("lines written outside a request have no request id", () => {
		logger.info("start-up");
		expect(logs.lines().at(-1)).not.toHaveProperty("requestId");
	});
});

describe("on Fly", () => {
	let flyServer: http.Server;
	let flyBase = "";
	beforeAll(async () => {
		const previous = server;
		flyBase = await startServer(true, {});
		flyServer = server;
		server = previous;
	});
	afterAll(() => new Promise((resolve) => flyServer.close(resolve)));

	test("Fly's fly-request-id becomes the request id, so our lines match Fly's proxy logs", async () => {
		const response = await fetch(`${flyBase}/things/1`, {
			headers: { "fly-request-id": "01JD5Z8W0QH6J3K9V2R7T4M8XC-nrt" },
		});
		expect(response.headers.get(REQUEST_ID_HEADER)).toBe("01JD5Z8W0QH6J3K9V2R7T4M8XC-nrt");
		expect((await accessLine("01JD5Z8W0QH6J3K9V2R7T4M8XC-nrt")).route).toBe("/things/:id");
	});

	test("without METRICS_TOKEN, /metrics does not exist", async () => {
		expect((await fetch(`${flyBase}/metrics`, { headers: { authorization: "Bearer anything" } })).status).toBe(404);
	});
});

describe("/metrics", () => {
	test.each([
		[undefined, 401],
		["Bearer wrong-token", 401],
		[`Bearer ${TOKEN}x`, 401],
		[`Basic ${TOKEN}`, 401],
		[`Bearer ${TOKEN}`, 200],
		[`bearer ${TOKEN}`, 200],
	])("Authorization %j: %i", async (authorization, status) => {
		const response = await fetch(`${base}/metrics`, { headers: authorization ? { authorization } : {} });
		expect(response.status).toBe(status);
		if (status === 401) expect(await response.text()).not.toContain("http_requests_total");
	});

	test("requests by method, route pattern and status class, latency, DB time, jobs, process", async () => {
		await fetch(`${base}/things/1?x=1`);
		await fetch(`${base}/things/2`);
		await fetch(`${base}/things/boom`);
		await fetch(`${base}/no/such/page/with-a-token-abc`);
		await fetch(`${base}/assets/logo.svg`);
		await fetch(`${base}/metrics`); // 401
		recordJobRun("expire-links", "ok", 0.02);
		recordJobRun("expire-links", "error", 1.5);
		await new Promise((resolve) => setTimeout(resolve, 20)); // access lines are written on "finish"
		const response = await fetch(`${base}/metrics`, { headers: { authorization: `Bearer ${TOKEN}` } });
		expect(response.headers.get("content-type")).toBe("text/plain; version=0.0.4; charset=utf-8");
		const text = await response.text();
		expect(text).toContain('http_requests_total{method="GET",route="/things/:id",status="2xx"} 2');
		expect(text).toContain('http_requests_total{method="GET",route="/things/:id",status="5xx"} 1');
		expect(text).toContain('http_requests_total{method="GET",route="/*",status="4xx"} 1');
		expect(text).toContain('http_requests_total{method="GET",route="static",status="2xx"} 1');
		expect(text).toContain('http_requests_total{method="GET",route="/metrics",status="4xx"}'); // the scrape without a token
		expect(text).toContain('http_request_duration_seconds_count{method="GET",route="/things/:id",status="2xx"} 2');
		expect(text).toMatch(
			/http_request_duration_seconds_bucket\{method="GET",route="\/things\/:id",status="2xx",le="\+Inf"\} 2/,
		);
		expect(text).not.toContain("with-a-token-abc");
		expect(text).not.toContain("x=1");
		expect(Number(/^db_statements_total (\d+)$/m.exec(text)?.[1])).toBeGreaterThanOrEqual(8);
		expect(Number(/^db_statement_seconds_total (\S+)$/m.exec(text)?.[1])).toBeGreaterThan(0);
		expect(text).toContain('job_runs_total{job="expire-links",outcome="ok"} 1');
		expect(text).toContain('job_runs_total{job="expire-links",outcome="error"} 1');
		expect(text).toContain('job_duration_seconds_count{job="expire-links"} 2');
		expect(text).toContain('app_info{release="registry.fly.io/freight-platform:deployment-1",region="nrt"} 1');
		expect(Number(/^process_resident_memory_bytes (\d+)$/m.exec(text)?.[1])).toBeGreaterThan(10_000_000);
		expect(text).toMatch(/^nodejs_eventloop_delay_seconds\{quantile="0.99"\} [\d.e-]+$/m);
	});
});
