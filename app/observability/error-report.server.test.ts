// Optional error reporting: with ERROR_REPORT_URL the report is POSTed as JSON, with SENTRY_DSN as a
// Sentry envelope; msw stands in for both. The report carries the request's id and route; a slow or
// failing receiver costs a warning in the log, never an exception, and never more than the timeout.
import { http, HttpResponse, delay } from "msw";
import { setupServer } from "msw/node";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, test } from "vitest";
import { errorReport, reportError, sentryTarget, stackFrames } from "./error-report.server.ts";
import { type CapturedLogs, captureLogs } from "./logger.server.ts";
import { newRequestContext, runWithRequest } from "./request-context.ts";

const server = setupServer();
const REPORT_URL = "https://errors.example.test/report";
const DSN = "https://abc123public@o99.ingest.sentry.example.test/4507";
let logs: CapturedLogs;

beforeAll(() => server.listen({ onUnhandledFrame: "error" }));
afterAll(() => server.close());
beforeEach(() => {
	logs = captureLogs("warn");
});
afterEach(() => {
	server.resetHandlers();
	logs.restore();
});

function inRequest<T>(fn: () => T): T {
	const context = newRequestContext("01JD5Z8W0QH6J3K9V2R7T4M8XC-nrt");
	context.route = "/mypage/estimate/:id";
	return runWithRequest(context, fn);
}

describe("the JSON reporter (ERROR_REPORT_URL)", () => {
	test("POSTs message, stack, request id, route, release and environment", async () => {
		const received: unknown[] = [];
		server.use(
			http.post(REPORT_URL, async ({ request }) => {
				received.push({ type: request.headers.get("content-type"), body: await request.json() });
				return new HttpResponse(null, { status: 204 });
			}),
		);
		const env = {
			ERROR_REPORT_URL: REPORT_URL,
			NODE_ENV: "production",
			FLY_IMAGE_REF: "registry.fly.io/app:deployment-7",
			FLY_REGION: "sin",
		};
		await inRequest(() => reportError(new TypeError("cannot read x of undefined"), env));
		expect(received).toEqual([
			{
				type: "application/json",
				body: expect.objectContaining({
					message: "cannot read x of undefined",
					type: "TypeError",
					stack: expect.stringContaining("error-report.server.test.ts"),
					requestId: "01JD5Z8W0QH6J3K9V2R7T4M8XC-nrt",
					route: "/mypage/estimate/:id",
					release: "registry.fly.io/app:deployment-7",
					environment: "production",
					region: "sin",
				}),
			},
		]);
		expect(logs.lines()).toEqual([]);
	});

	test("nothing is sent when no reporter is configured", async () => {
		// no handler: a request would fail the test through onUnhandledFrame
		await reportError(new Error("x"), {});
		expect(logs.lines()).toEqual([]);
	});

	test("the caller is never held up: reportError returns at once, and a hung receiver is dropped at the timeout", async () => {
		server.use(
			http.post(REPORT_URL, async () => {
				await delay("infinite");
				return new HttpResponse(null, { status: 204 });
			}),
		);
		// Not measured in milliseconds (a busy CI machine stretches any figure): the call comes back before
		// the 200 ms timeout has fired (no warning yet), and the hung receiver is dropped (the await ends
		// with the warning instead of hanging until the test's budget).
		const sending = inRequest(() => reportError(new Error("slow"), { ERROR_REPORT_URL: REPORT_URL }, 200));
		expect(logs.lines()).toEqual([]);
		await sending;
		const [warning] = logs.lines();
		expect(warning).toMatchObject({
			level: "warn",
			msg: "error report not sent",
			requestId: "01JD5Z8W0QH6J3K9V2R7T4M8XC-nrt",
		});
	});

	test("a receiver's error answer is a warning, not an exception", async () => {
		server.use(http.post(REPORT_URL, () => new HttpResponse("no", { status: 503 })));
		await expect(reportError(new Error("x"), { ERROR_REPORT_URL: REPORT_URL })).resolves.toBeUndefined();
		expect(logs.lines()[0]).toMatchObject({
			msg: "error report not sent",
			err: expect.objectContaining({ message: "answered 503" }),
		});
	});
});

describe("Sentry without an SDK (SENTRY_DSN)", () => {
	test.each([
		[DSN, "https://o99.ingest.sentry.example.test/api/4507/envelope/"],
		["https://key@sentry.example.test/prefix/12", "https://sentry.example.test/prefix/api/12/envelope/"],
		["https://sentry.example.test/12", null], // no public key
		["https://key@sentry.example.test/project", null],
		["not a url", null],
	])("DSN %s -> %s", (dsn, url) => expect(sentryTarget(dsn)?.url ?? null).toBe(url));

	test("sends one event envelope with the request id as a tag and the stack as frames", async () => {
		const received: { auth: string | null; lines: unknown[] }[] = [];
		server.use(
			http.post("https://o99.ingest.sentry.example.test/api/4507/envelope/", async ({ request }) => {
				received.push({
					auth: request.headers.get("x-sentry-auth"),
					lines: (await request.text()).split("\n").map((l) => JSON.parse(l)),
				});
				return HttpResponse.json({ id: "x" });
			}),
		);
		await inRequest(() => reportError(new Error("boom"), { SENTRY_DSN: DSN, NODE_ENV: "production" }));
		expect(received).toHaveLength(1);
		type Event = { event_id: string; exception: { values: { stacktrace: { frames: { filename: string }[] } }[] } };
		const [{ auth, lines }] = received as [{ auth: string; lines: [Record<string, unknown>, unknown, Event] }];
		expect(auth).toContain("sentry_key=abc123public");
		expect(lines[0]).toMatchObject({ dsn: DSN });
		expect(lines[1]).toEqual({ type: "event" });
		expect(lines[2]).toMatchObject({
			level: "error",
			environment: "production",
			tags: { request_id: "01JD5Z8W0QH6J3K9V2R7T4M8XC-nrt", route: "/mypage/estimate/:id" },
			exception: { values: [{ type: "Error", value: "boom" }] },
		});
		expect(lines[2].event_id).toBe(lines[0].event_id);
		expect(lines[2].exception.values[0]?.stacktrace.frames.at(-1)?.filename).toContain("error-report.server.test.ts");
	});
});

test("stack frames: oldest call first, anonymous frames kept", () => {
	const stack =
		"Error: x\n    at inner (/app/a.ts:3:9)\n    at /app/b.ts:10:2\n    at async outer (file:///app/c.js:7:1)";
	expect(stackFrames(stack)).toEqual([
		{ function: "async outer", filename: "file:///app/c.js", lineno: 7, colno: 1 },
		{ function: "?", filename: "/app/b.ts", lineno: 10, colno: 2 },
		{ function: "inner", filename: "/app/a.ts", lineno: 3, colno: 9 },
	]);
});

test("a report outside a request has no id or route", () => {
	expect(errorReport("a string", {})).toMatchObject({
		message: "a string",
		type: "string",
		requestId: undefined,
		route: undefined,
		release: "local",
	});
});
